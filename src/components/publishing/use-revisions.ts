/**
 * One page of an item's revisions (newest first), reloaded on demand. Mount
 * it anew for another item (a `key`), so that it starts on the first page.
 */
import { useCallback, useEffect, useState } from 'react';
import { listRevision } from '@/api/project/revision';
import type { ContentKind, ContentRevision } from '@/types/publishing';

export const REVISION_PAGE_SIZE = 5;

export interface Revisions {
  rows: ContentRevision[];
  total: number;
  pageNum: number;
  loading: boolean;
  setPage: (pageNum: number) => void;
  reload: () => void;
}

export function useRevisions(
  kind: ContentKind,
  itemId: number | null,
): Revisions {
  const [rows, setRows] = useState<ContentRevision[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNum, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (itemId === null) return;
    let live = true;
    setLoading(true);
    listRevision({ kind, itemId, pageNum, pageSize: REVISION_PAGE_SIZE })
      .then(
        (res) => {
          if (!live) return;
          setRows(res.rows);
          setTotal(res.total);
        },
        () => undefined,
      )
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [kind, itemId, pageNum, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { rows, total, pageNum, loading, setPage, reload };
}
