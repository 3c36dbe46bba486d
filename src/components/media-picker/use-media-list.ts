/**
 * The page of the library the picker shows: the query (folder, name, type,
 * page) and its rows, reloaded when the query changes or after an upload.
 */
import { useCallback, useEffect, useState } from 'react';
import { listMedia } from '@/api/project/media';
import type { MediaQuery, MediaRow } from '@/types/media';

export const PICKER_PAGE_SIZE = 18;

export interface MediaList {
  query: MediaQuery;
  rows: MediaRow[];
  total: number;
  loading: boolean;
  failed: boolean;
  /** Change the filters (back to page 1 unless a page is given). */
  setQuery: (patch: Partial<MediaQuery>) => void;
  /** Load the current query again; resolves with the rows shown. */
  reload: () => Promise<MediaRow[]>;
}

export function useMediaList(mediaType: string | undefined): MediaList {
  const [query, setQueryState] = useState<MediaQuery>({
    pageNum: 1,
    pageSize: PICKER_PAGE_SIZE,
    mediaType,
    orderByColumn: 'createTime',
    isAsc: 'desc',
  });
  const [rows, setRows] = useState<MediaRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (q: MediaQuery) => {
    setLoading(true);
    try {
      const res = await listMedia(q);
      setRows(res.rows);
      setTotal(res.total);
      setFailed(false);
      return res.rows;
    } catch {
      setFailed(true);
      return [];
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const setQuery = useCallback((patch: Partial<MediaQuery>) => {
    setQueryState((q) => ({ ...q, pageNum: 1, ...patch }));
  }, []);

  const reload = useCallback(() => load(query), [load, query]);

  return { query, rows, total, loading, failed, setQuery, reload };
}
