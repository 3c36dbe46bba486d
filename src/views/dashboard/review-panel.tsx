/**
 * For publishers: the first drafts waiting for review, and a link to the
 * review queue (Publishing's first tab).
 */
import { useEffect, useState } from 'react';
import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { listReview } from '@/api/project/publishing';
import { usePermission } from '@/hooks/use-permission';
import type { ReviewEntry } from '@/types/release';

/** Where the review queue is (the seeded Publishing menu). */
const QUEUE_PATH = '/project/publishing';
const SHOWN = 5;

function Queue() {
  const { t } = useTranslation('project-publishing');
  const navigate = useNavigate();
  const [queue, setQueue] = useState<{
    rows: ReviewEntry[];
    total: number;
  } | null>(null);

  useEffect(() => {
    let active = true;
    listReview({ pageNum: 1, pageSize: SHOWN }).then(
      (res) => active && setQueue({ rows: res.rows, total: res.total }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);

  return (
    <Card
      title={t('panel.title')}
      className="dashboard__review"
      loading={!queue}
      extra={
        <Button type="link" onClick={() => navigate(QUEUE_PATH)}>
          {t('panel.open')}
        </Button>
      }
    >
      {queue && !queue.total ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('panel.empty')}
        />
      ) : (
        <>
          <p className="dashboard__meta">
            {t('panel.count', { count: queue?.total ?? 0 })}
          </p>
          <ul className="dashboard__review-list" aria-label={t('panel.title')}>
            {queue?.rows.map((row) => (
              <li key={`${row.kind}:${row.itemId}`}>
                <span className="dashboard__review-kind">
                  {t(`kinds.${row.kind}`)}
                </span>
                <span className="dashboard__review-title">{row.title}</span>
                <span className="dashboard__meta">
                  {[row.submittedBy, row.submittedTime]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

export function ReviewPanel() {
  const { hasPermi } = usePermission();
  return hasPermi('project:content:publish') ? <Queue /> : null;
}
