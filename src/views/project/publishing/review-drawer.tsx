/**
 * One draft under review: its changes against what visitors see now, and
 * what the publisher does with it: publish now, add to a release, send
 * back with a comment, or share a preview link first.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { publishContent } from '@/api/project/publishing';
import { compareContent } from '@/api/project/revision';
import { confirmAndRun } from '@/components/crud';
import type { ContentCompare } from '@/types/publishing';
import type { ReviewEntry } from '@/types/release';
import { AddToRelease } from './add-to-release';
import { DraftPreview } from './draft-preview';
import { RejectDialog } from './reject-dialog';
import { ReviewDiff } from './review-diff';

export interface ReviewDrawerProps {
  entry: ReviewEntry | null;
  onClose: () => void;
  /** The draft left the queue (published, scheduled or sent back). */
  onDone: () => void;
}

export function ReviewDrawer({ entry, onClose, onDone }: ReviewDrawerProps) {
  const { t } = useTranslation('project-publishing');
  const [compare, setCompare] = useState<ContentCompare | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<'reject' | 'release' | null>(null);

  useEffect(() => {
    if (!entry) return;
    let active = true;
    setCompare(null);
    setFailed(false);
    compareContent(entry.kind, entry.itemId).then(
      (res) => active && setCompare(res.data ?? null),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [entry]);

  if (!entry) return null;
  const ref = { kind: entry.kind, id: entry.itemId };
  const unpublish = entry.action === 'unpublish';
  const publish = () =>
    void confirmAndRun({
      content: t(
        unpublish ? 'review.confirmUnpublish' : 'review.confirmPublish',
        {
          title: entry.title,
        },
      ),
      run: () => publishContent(ref),
      success: t('review.publishedDone'),
      after: onDone,
    });

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('review.drawerTitle', { title: entry.title })}
      size="min(960px, 100vw)"
      className="publishing-review"
      footer={
        <Space wrap>
          <Button type="primary" onClick={publish}>
            {t('review.publishNow')}
          </Button>
          <Button onClick={() => setDialog('release')}>
            {t('review.addToRelease')}
          </Button>
          <Button danger onClick={() => setDialog('reject')}>
            {t('review.sendBack')}
          </Button>
          <DraftPreview kind={entry.kind} id={entry.itemId} />
        </Space>
      }
    >
      {entry.submitNote && (
        <Alert
          type="info"
          showIcon
          className="publishing-review__note"
          title={`${entry.submittedBy ?? ''}: ${entry.submitNote}`}
        />
      )}
      {failed ? (
        <Alert type="error" showIcon title={t('review.loadFailed')} />
      ) : !compare ? (
        <Skeleton active />
      ) : (
        <ReviewDiff kind={entry.kind} compare={compare} unpublish={unpublish} />
      )}
      <RejectDialog
        open={dialog === 'reject'}
        entry={entry}
        onClose={() => setDialog(null)}
        onDone={onDone}
      />
      <AddToRelease
        open={dialog === 'release'}
        entry={entry}
        onClose={() => setDialog(null)}
        onDone={onDone}
      />
    </Drawer>
  );
}
