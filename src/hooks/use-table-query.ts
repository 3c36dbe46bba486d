/**
 * The list-screen pattern of RuoYi views as one hook: query params with
 * pageNum/pageSize, an optional date range sent as params[beginTime] /
 * params[endTime] (or begin<Prop>/end<Prop>), loading, rows and total,
 * search (back to page 1), reset, and props for <Pagination>.
 *
 *   const table = useTableQuery({ fetch: listUser, initialQuery: { userName: '' } });
 *   <Pagination {...table.pagination} />
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageQuery, TableDataInfo } from '@/types/api';
import { addDateRange, type DateRange } from '@/utils/params';

export interface TableQueryOptions<Q extends PageQuery, R> {
  /** The list call, e.g. `listUser`. */
  fetch: (query: Q) => Promise<TableDataInfo<R>>;
  /** Search fields without paging (their reset values). */
  initialQuery?: Omit<Q, 'pageNum' | 'pageSize'>;
  /** Page size (default 10, like RuoYi's views). */
  pageSize?: number;
  /** Date range property name: begin<Prop>/end<Prop>; omit for beginTime/endTime. */
  dateRangeProp?: string;
  /** Load on mount (default true). */
  immediate?: boolean;
}

export interface TableQuery<Q extends PageQuery, R> {
  query: Q;
  /** Merge search fields (does not load). */
  setQuery: (patch: Partial<Q>) => void;
  dateRange: DateRange;
  setDateRange: (range: DateRange) => void;
  rows: R[];
  total: number;
  loading: boolean;
  /** Load with the current query (merged with `patch`, e.g. a new sort order). */
  load: (patch?: Partial<Q>) => Promise<void>;
  /** Back to page 1 and load (the search button), with `patch` merged first. */
  search: (patch?: Partial<Q>) => Promise<void>;
  /** Clear the search fields and the date range, then search. */
  reset: () => Promise<void>;
  showSearch: boolean;
  setShowSearch: (show: boolean) => void;
  /** Props for <Pagination>. */
  pagination: {
    total: number;
    page: number;
    limit: number;
    onChange: (page: number, limit: number) => void;
  };
}

export function useTableQuery<Q extends PageQuery, R>({
  fetch,
  initialQuery,
  pageSize = 10,
  dateRangeProp,
  immediate = true,
}: TableQueryOptions<Q, R>): TableQuery<Q, R> {
  const initial = useRef({ ...initialQuery, pageNum: 1, pageSize } as Q);
  const [query, setQueryState] = useState<Q>(initial.current);
  const [dateRange, setDateRange] = useState<DateRange>(null);
  const [rows, setRows] = useState<R[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [showSearch, setShowSearch] = useState(true);

  // Latest values for the async loader, and a counter so that only the
  // answer to the newest request is kept.
  const latest = useRef({ query, dateRange, fetch });
  useEffect(() => {
    latest.current = { query, dateRange, fetch };
  });
  const requestId = useRef(0);

  const run = useCallback(
    async (nextQuery: Q, range: DateRange) => {
      const id = ++requestId.current;
      setLoading(true);
      try {
        const res = await latest.current.fetch(
          addDateRange(nextQuery, range, dateRangeProp) as Q,
        );
        if (id !== requestId.current) return;
        setRows(res.rows ?? []);
        setTotal(res.total ?? 0);
      } catch {
        // The request layer has shown the error; keep the current rows.
      } finally {
        if (id === requestId.current) setLoading(false);
      }
    },
    [dateRangeProp],
  );

  const load = useCallback(
    (patch?: Partial<Q>) => {
      if (patch) {
        const next = { ...latest.current.query, ...patch };
        latest.current.query = next;
        setQueryState(next);
      }
      return run(latest.current.query, latest.current.dateRange);
    },
    [run],
  );

  const setQuery = useCallback((patch: Partial<Q>) => {
    setQueryState((prev) => {
      const next = { ...prev, ...patch };
      latest.current.query = next;
      return next;
    });
  }, []);

  const search = useCallback(
    (patch?: Partial<Q>) => {
      const next = { ...latest.current.query, ...patch, pageNum: 1 };
      latest.current.query = next;
      setQueryState(next);
      return run(next, latest.current.dateRange);
    },
    [run],
  );

  const reset = useCallback(() => {
    const next = {
      ...initial.current,
      pageSize: latest.current.query.pageSize,
    };
    latest.current.query = next;
    latest.current.dateRange = null;
    setQueryState(next);
    setDateRange(null);
    return run(next, null);
  }, [run]);

  const onPageChange = useCallback(
    (page: number, limit: number) => {
      const next = { ...latest.current.query, pageNum: page, pageSize: limit };
      latest.current.query = next;
      setQueryState(next);
      void run(next, latest.current.dateRange);
    },
    [run],
  );

  // On mount, and again when a kept-alive page shows again (its <Activity>
  // runs the effects anew): load what the search form shows, which is the
  // initial query only the first time.
  useEffect(() => {
    if (immediate) void run(latest.current.query, latest.current.dateRange);
  }, [immediate, run]);

  return {
    query,
    setQuery,
    dateRange,
    setDateRange: (range) => {
      latest.current.dateRange = range;
      setDateRange(range);
    },
    rows,
    total,
    loading,
    load,
    search,
    reset,
    showSearch,
    setShowSearch,
    pagination: {
      total,
      page: query.pageNum ?? 1,
      limit: query.pageSize ?? pageSize,
      onChange: onPageChange,
    },
  };
}
