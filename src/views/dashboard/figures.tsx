import { useTranslation } from 'react-i18next';
import type { DashboardPanels } from '@/api/dashboard';
import { percentOf } from './chart-style';

interface Figure {
  key: string;
  label: string;
  value: string | number;
  note: string;
}

/** The summary line of the dashboard: one figure per panel the viewer sees. */
export function Figures({ panels }: { panels: DashboardPanels }) {
  const { t } = useTranslation('dashboard');
  const list: Figure[] = [];
  const { enquiries, records, products, signIns, operations } = panels;
  if (enquiries) {
    list.push(
      {
        key: 'enquiries',
        label: t('figures.enquiries'),
        value: enquiries.total,
        note: t('figures.enquiriesToday', { count: enquiries.today }),
      },
      {
        key: 'handled',
        label: t('figures.handled'),
        value: `${percentOf(enquiries.handled, enquiries.total)}%`,
        note: t('figures.handledOf', {
          handled: enquiries.handled,
          total: enquiries.total,
        }),
      },
    );
  }
  if (records) {
    list.push({
      key: 'records',
      label: t('figures.records'),
      value: records.total,
      note: t('figures.inColumns', { count: records.columns.length }),
    });
  }
  if (products) {
    list.push({
      key: 'products',
      label: t('figures.products'),
      value: products.total,
      note: t('figures.inColumns', { count: products.columns.length }),
    });
  }
  if (signIns) {
    list.push({
      key: 'signIns',
      label: t('figures.signInsToday'),
      value: signIns.todaySuccess,
      note: t('figures.failedToday', { count: signIns.todayFailure }),
    });
  }
  if (operations) {
    list.push({
      key: 'operations',
      label: t('figures.operationsToday'),
      value: operations.today,
      note: t('figures.operationsInDays', {
        count: operations.total,
        days: operations.days,
      }),
    });
  }
  if (list.length === 0) return null;
  return (
    <section className="dashboard__figures" aria-label={t('figures.label')}>
      {list.map((f) => (
        <dl key={f.key} className="dashboard__figure">
          <dt>{f.label}</dt>
          <dd className="dashboard__figure-value">{f.value}</dd>
          <dd className="dashboard__figure-note">{f.note}</dd>
        </dl>
      ))}
    </section>
  );
}
