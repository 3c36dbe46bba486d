/**
 * Inside the history drawer: the revisions, the two picked for comparing
 * (at first the newest and the one before), the comparison itself, and
 * restoring a revision into the draft.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Divider, Skeleton, Space, Typography } from 'antd';
import { DiffOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { restoreRevision } from '@/api/project/revision';
import { usePermission } from '@/hooks/use-permission';
import { feedback } from '@/lib/feedback';
import type { ContentKind, ContentRevision } from '@/types/publishing';
import { ContentDiff } from './content-diff';
import { RevisionTable } from './revision-table';
import { useComparison } from './use-comparison';
import { useRevisions } from './use-revisions';

export interface HistoryBodyProps {
  kind: ContentKind;
  itemId: number;
  onRestored?: () => void;
}

export function HistoryBody({ kind, itemId, onRestored }: HistoryBodyProps) {
  const { t } = useTranslation(['publishing-history', 'crud']);
  const canEdit = usePermission().hasPermi(`project:${kind}:edit`);
  const revisions = useRevisions(kind, itemId);
  const [selected, setSelected] = useState<number[]>([]);
  // the ticked rows, also those on another page
  const known = useRef(new Map<number, ContentRevision>());
  const first = useRef(true);
  const { compareRevisions, compareDraft, shown } = useComparison(kind, itemId);

  // at first: the newest revision against the one before it
  useEffect(() => {
    if (revisions.loading || !first.current) return;
    const [newest, previous] = revisions.rows;
    if (!newest || !previous) return;
    first.current = false;
    known.current.set(newest.revisionId, newest);
    known.current.set(previous.revisionId, previous);
    setSelected([newest.revisionId, previous.revisionId]);
    compareRevisions(newest, previous);
  }, [revisions.loading, revisions.rows, compareRevisions]);

  const picked = selected
    .map((id) => known.current.get(id))
    .filter((r): r is ContentRevision => r !== undefined);

  async function restore(revision: ContentRevision) {
    const yes = await feedback.confirm({
      title: t('history.restoreTitle'),
      content: t('history.restoreConfirm', {
        id: revision.revisionId,
        time: revision.createTime ?? '',
      }),
      okText: t('history.restore'),
      cancelText: t('crud:cancel'),
    });
    if (!yes) return;
    try {
      await restoreRevision(revision.revisionId);
    } catch {
      return; // the request layer said why
    }
    feedback.success(t('history.restored'));
    revisions.reload();
    onRestored?.();
  }

  return (
    <>
      <Space className="history-drawer__bar" wrap>
        <Button
          icon={<DiffOutlined />}
          disabled={picked.length !== 2}
          onClick={() => compareRevisions(picked[0], picked[1])}
        >
          {t('history.compare')}
        </Button>
        <Button onClick={compareDraft}>{t('history.compareDraft')}</Button>
        {picked.length !== 2 && (
          <Typography.Text type="secondary">
            {t('history.pickTwo')}
          </Typography.Text>
        )}
      </Space>
      <RevisionTable
        revisions={revisions}
        selected={selected}
        onSelect={(ids, rows) => {
          for (const row of rows)
            if (row) known.current.set(row.revisionId, row);
          setSelected(ids);
        }}
        onRestore={canEdit ? restore : undefined}
      />
      {shown.state !== 'none' && (
        <section aria-label={t('history.comparing')}>
          <Divider titlePlacement="start">{t('history.comparing')}</Divider>
          {shown.state === 'loading' && <Skeleton active />}
          {shown.state === 'noDraft' && (
            <Alert type="info" showIcon title={t('history.noDraft')} />
          )}
          {shown.state === 'ready' && (
            <ContentDiff
              kind={kind}
              before={shown.before}
              after={shown.after}
              beforeLabel={shown.beforeLabel}
              afterLabel={shown.afterLabel}
            />
          )}
        </section>
      )}
    </>
  );
}
