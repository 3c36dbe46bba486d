/**
 * Enquiries received and handled per day, the share handled, and how fast
 * they are answered.
 */
import { useTranslation } from 'react-i18next';
import type { DashboardPanels } from '@/api/dashboard';
import { ChartCard } from './chart-card';
import { enquiryLine, handledGauge } from './chart-options';
import { ResponseTimePanel } from './response-time-panel';

type Enquiries = NonNullable<DashboardPanels['enquiries']>;

export function EnquiryCharts({ enquiries }: { enquiries: Enquiries }) {
  const { t } = useTranslation('dashboard');
  const days = enquiries.days.length;
  return (
    <>
      <ChartCard
        title={t('enquiries.title', { days })}
        empty={
          enquiries.days.every((d) => d.total === 0) &&
          t('enquiries.empty', { days })
        }
        emptyHint={t('enquiries.emptyHint')}
        option={() =>
          enquiryLine(enquiries.days, {
            received: t('enquiries.received'),
            handled: t('enquiries.handled'),
            axis: { x: t('charts.date'), y: t('enquiries.count') },
          })
        }
      />
      <ChartCard
        title={t('handled.title')}
        empty={enquiries.total === 0 && t('handled.empty')}
        emptyHint={t('handled.emptyHint')}
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
      <ResponseTimePanel responseTime={enquiries.responseTime} />
    </>
  );
}
