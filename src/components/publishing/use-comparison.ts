/**
 * The comparison the history drawer shows: two revisions (the older one
 * first), or the draft against the published version. A newer request
 * replaces one still loading.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareContent, getRevision } from '@/api/project/revision';
import type { ContentKind, ContentRevision } from '@/types/publishing';

type Data = Record<string, unknown> | null;

export type Comparison =
  | { state: 'none' }
  | { state: 'loading' }
  /** Compare draft with published, and there is no draft. */
  | { state: 'noDraft' }
  | {
      state: 'ready';
      before: Data;
      after: Data;
      beforeLabel: string;
      afterLabel: string;
    };

export interface Comparing {
  shown: Comparison;
  compareRevisions: (a: ContentRevision, b: ContentRevision) => void;
  compareDraft: () => void;
}

export function useComparison(kind: ContentKind, itemId: number): Comparing {
  const { t } = useTranslation('publishing-history');
  const [shown, setShown] = useState<Comparison>({ state: 'none' });
  const latest = useRef(0);

  const show = useCallback((load: () => Promise<Comparison>) => {
    const mine = ++latest.current;
    setShown({ state: 'loading' });
    load().then(
      (next) => {
        if (latest.current === mine) setShown(next);
      },
      () => {
        if (latest.current === mine) setShown({ state: 'none' });
      },
    );
  }, []);

  const label = useCallback(
    (r: ContentRevision) =>
      t('history.revisionLabel', {
        id: r.revisionId,
        action: t(`actions.${r.action}`, { defaultValue: r.action }),
        time: r.createTime ?? '',
      }),
    [t],
  );

  const compareRevisions = useCallback(
    (a: ContentRevision, b: ContentRevision) =>
      show(async () => {
        const [older, newer] = a.revisionId < b.revisionId ? [a, b] : [b, a];
        const [before, after] = await Promise.all([
          getRevision(older.revisionId),
          getRevision(newer.revisionId),
        ]);
        return {
          state: 'ready',
          before: before.data?.data ?? null,
          after: after.data?.data ?? null,
          beforeLabel: label(older),
          afterLabel: label(newer),
        };
      }),
    [show, label],
  );

  const compareDraft = useCallback(
    () =>
      show(async () => {
        const res = await compareContent(kind, itemId);
        const published = res.data?.published ?? null;
        const draft = res.data?.draft ?? null;
        if (!draft) return { state: 'noDraft' };
        return {
          state: 'ready',
          before: published,
          after: draft,
          beforeLabel: t(
            published ? 'history.published' : 'history.neverPublished',
          ),
          afterLabel: t('history.draft'),
        };
      }),
    [show, kind, itemId, t],
  );

  return { shown, compareRevisions, compareDraft };
}
