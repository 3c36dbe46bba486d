import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SIGN_IN_DAYS,
  type DashboardPanels,
  type SignInDays,
} from '@/api/dashboard';
import { useDict } from '@/hooks/use-dict';
import { ChartCard } from './chart-card';
import {
  columnsBar,
  enquiryLine,
  handledGauge,
  moduleBar,
  signInBar,
  typePie,
} from './chart-options';

type Operations = NonNullable<DashboardPanels['operations']>;

/** Operations per module and per type (types named by their dictionary). */
function OperationCharts({ operations }: { operations: Operations }) {
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
        option={() =>
          typePie(operations.types, labelOf, { name: t('operations.name') })
        }
      />
    </>
  );
}

export interface ChartsProps {
  panels: DashboardPanels;
  signInDays: SignInDays;
  onSignInDays(days: SignInDays): void;
}

/** The charts of the panels present: two columns on desktop, one below 992 px. */
export function Charts({ panels, signInDays, onSignInDays }: ChartsProps) {
  const { t } = useTranslation('dashboard');
  const { enquiries, records, products, signIns, operations } = panels;
  const date = t('charts.date');
  const enquiryDays = enquiries?.days.length ?? 0;
  const contentTitle =
    records && products
      ? t('content.title')
      : t(records ? 'content.titleRecords' : 'content.titleProducts');
  return (
    <section className="dashboard__charts" aria-label={t('charts.label')}>
      {enquiries && (
        <>
          <ChartCard
            title={t('enquiries.title', { days: enquiryDays })}
            empty={
              enquiries.days.every((d) => d.total === 0) &&
              t('enquiries.empty', { days: enquiryDays })
            }
            option={() =>
              enquiryLine(enquiries.days, {
                received: t('enquiries.received'),
                handled: t('enquiries.handled'),
                axis: { x: date, y: t('enquiries.count') },
              })
            }
          />
          <ChartCard
            title={t('handled.title')}
            empty={enquiries.total === 0 && t('handled.empty')}
            option={() =>
              handledGauge(enquiries.handled, enquiries.total, {
                name: t('handled.name'),
              })
            }
            footer={
              enquiries.total > 0 &&
              t('handled.detail', {
                handled: enquiries.handled,
                total: enquiries.total,
                open: enquiries.total - enquiries.handled,
              })
            }
          />
        </>
      )}
      {(records || products) && (
        <ChartCard
          title={contentTitle}
          empty={
            (records?.total ?? 0) + (products?.total ?? 0) === 0 &&
            t('content.empty')
          }
          option={() =>
            columnsBar(panels, {
              records: t('content.records'),
              products: t('content.products'),
              axis: { x: t('charts.column'), y: t('content.count') },
            })
          }
        />
      )}
      {signIns && (
        <ChartCard
          title={t('signIns.title', { days: signIns.days.length })}
          extra={
            <Segmented<SignInDays>
              size="small"
              aria-label={t('signIns.period')}
              value={signInDays}
              onChange={onSignInDays}
              options={SIGN_IN_DAYS.map((d) => ({
                value: d,
                label: t('signIns.days', { count: d }),
              }))}
            />
          }
          empty={
            signIns.success + signIns.failure === 0 &&
            t('signIns.empty', { days: signIns.days.length })
          }
          option={() =>
            signInBar(signIns.days, {
              success: t('signIns.success'),
              failure: t('signIns.failure'),
              axis: { x: date, y: t('signIns.count') },
            })
          }
        />
      )}
      {operations && <OperationCharts operations={operations} />}
    </section>
  );
}
