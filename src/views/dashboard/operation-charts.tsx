/** Operations per module and per type (types named by their dictionary). */
import { useTranslation } from 'react-i18next';
import type { DashboardPanels } from '@/api/dashboard';
import { useDict } from '@/hooks/use-dict';
import { moduleBar, typePie } from './activity-options';
import { ChartCard } from './chart-card';

type Operations = NonNullable<DashboardPanels['operations']>;

export function OperationCharts({ operations }: { operations: Operations }) {
  const { t } = useTranslation('dashboard');
  const dict = useDict('sys_oper_type');
  const labelOf = (type: number) =>
    dict.sys_oper_type.find((o) => o.value === String(type))?.label ??
    String(type);
  const days = operations.days;
  const empty = operations.total === 0 && t('operations.empty', { days });
  return (
    <>
      <ChartCard
        title={t('operations.modulesTitle', { days })}
        empty={empty}
        emptyHint={t('operations.modulesHint')}
        option={() =>
          moduleBar(operations.modules, operations.otherModules, {
            name: t('operations.name'),
            others: t('operations.others'),
            axis: { x: t('charts.module'), y: t('operations.count') },
          })
        }
      />
      <ChartCard
        title={t('operations.typesTitle', { days })}
        empty={empty}
        emptyHint={t('operations.typesHint')}
        option={() =>
          typePie(operations.types, labelOf, { name: t('operations.name') })
        }
      />
    </>
  );
}
