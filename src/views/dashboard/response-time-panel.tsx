/**
 * How fast enquiries are answered: the median hours from arrival to the
 * first answer against the target (the parameter the thank-you page's
 * promise is worded from), green within it and red over it.
 */
import { Card, Empty, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardPanels } from '@/api/dashboard';
import './response-time.css';

/**
 * medianHours: null while nothing was first answered in the last `days`
 * days; answered: how many the median is over.
 */
type ResponseTime = NonNullable<DashboardPanels['enquiries']>['responseTime'];

/** Hours to one decimal, without a trailing .0. */
const hours = (h: number) => String(Math.round(h * 10) / 10);

export function ResponseTimePanel({
  responseTime,
}: {
  responseTime: ResponseTime;
}) {
  const { t } = useTranslation('dashboard');
  const { medianHours, answered, targetHours, days } = responseTime;
  const title = t('responseTime.title', { days });
  if (medianHours === null || answered === 0) {
    return (
      <Card title={title} size="small" className="dashboard__chart">
        <Empty
          className="dashboard__empty response-time__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong className="dashboard__empty-title">
                {t('responseTime.empty', { days })}
              </strong>
              <p className="dashboard__empty-hint">
                {t('responseTime.emptyHint', { target: targetHours })}
              </p>
            </>
          }
        />
      </Card>
    );
  }
  const within = medianHours <= targetHours;
  return (
    <Card title={title} size="small" className="dashboard__chart">
      <section
        className={`response-time response-time--${within ? 'within' : 'over'}`}
        aria-label={t('responseTime.label')}
      >
        <div className="response-time__value">
          {t('responseTime.hours', { value: hours(medianHours) })}
        </div>
        <Tag
          color={within ? 'success' : 'error'}
          // antd's status tags write green on pale green (2:1), red on pale
          // red (3:1): mixed with the text colour they read (4.5:1), in
          // light mode and dark
          style={{
            color: `color-mix(in srgb, var(--ant-color-${within ? 'success' : 'error'}-text-active) 70%, var(--ant-color-text))`,
          }}
        >
          {t(within ? 'responseTime.within' : 'responseTime.over')}
        </Tag>
        <Progress
          percent={Math.min(100, (medianHours / targetHours) * 100)}
          showInfo={false}
          status={within ? 'success' : 'exception'}
          aria-label={t('responseTime.ofTarget')}
        />
        <p className="response-time__note">
          {t('responseTime.detail', {
            count: answered,
            target: targetHours,
          })}
        </p>
      </section>
    </Card>
  );
}
