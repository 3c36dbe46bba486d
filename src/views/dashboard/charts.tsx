import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  SIGN_IN_DAYS,
  type DashboardPanels,
  type SignInDays,
} from '@/api/dashboard';
import { signInBar } from './activity-options';
import { ChartCard } from './chart-card';
import { columnsBar } from './chart-options';
import { EnquiryCharts } from './enquiry-charts';
import { OperationCharts } from './operation-charts';

export interface ChartsProps {
  panels: DashboardPanels;
  signInDays: SignInDays;
  onSignInDays(days: SignInDays): void;
}

/** The charts of the panels present: two columns on desktop, one below 992 px. */
export function Charts({ panels, signInDays, onSignInDays }: ChartsProps) {
  const { t } = useTranslation('dashboard');
  const { enquiries, records, products, signIns, operations } = panels;
  const contentTitle =
    records && products
      ? t('content.title')
      : t(records ? 'content.titleRecords' : 'content.titleProducts');
  return (
    <section className="dashboard__charts" aria-label={t('charts.label')}>
      {enquiries && <EnquiryCharts enquiries={enquiries} />}
      {(records || products) && (
        <ChartCard
          title={contentTitle}
          empty={
            (records?.total ?? 0) + (products?.total ?? 0) === 0 &&
            t('content.empty')
          }
          emptyHint={t('content.emptyHint')}
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
          emptyHint={t('signIns.emptyHint')}
          option={() =>
            signInBar(signIns.days, {
              success: t('signIns.success'),
              failure: t('signIns.failure'),
              axis: { x: t('charts.date'), y: t('signIns.count') },
            })
          }
        />
      )}
      {operations && <OperationCharts operations={operations} />}
    </section>
  );
}
