import { Activity } from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTableQuery, type TableQuery } from '@/hooks/use-table-query';
import type { PageQuery, TableDataInfo } from '@/types/api';

interface UserQuery extends PageQuery {
  userName?: string;
}

function page(rows: string[], total = rows.length): TableDataInfo<string> {
  return { code: 200, msg: 'ok', rows, total };
}

describe('useTableQuery', () => {
  it('loads page 1 on mount with the initial fields', async () => {
    const fetch = vi.fn().mockResolvedValue(page(['a', 'b'], 42));
    const { result } = renderHook(() =>
      useTableQuery<UserQuery, string>({
        fetch,
        initialQuery: { userName: '' },
      }),
    );
    await waitFor(() => expect(result.current.rows).toEqual(['a', 'b']));
    expect(result.current.total).toBe(42);
    expect(result.current.loading).toBe(false);
    expect(fetch).toHaveBeenCalledWith({
      userName: '',
      pageNum: 1,
      pageSize: 10,
      params: { beginTime: undefined, endTime: undefined },
    });
    expect(result.current.pagination).toMatchObject({
      total: 42,
      page: 1,
      limit: 10,
    });
  });

  it('searches from page 1 with the date range, pages, and resets', async () => {
    const fetch = vi.fn().mockResolvedValue(page(['a'], 100));
    const { result } = renderHook(() =>
      useTableQuery<UserQuery, string>({
        fetch,
        initialQuery: { userName: '' },
      }),
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    act(() => result.current.pagination.onChange(3, 20));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.lastCall?.[0]).toMatchObject({
      pageNum: 3,
      pageSize: 20,
    });

    act(() => {
      result.current.setQuery({ userName: 'ad' });
      result.current.setDateRange(['2026-01-01', '2026-01-31']);
    });
    await act(() => result.current.search());
    expect(fetch.mock.lastCall?.[0]).toEqual({
      userName: 'ad',
      pageNum: 1,
      pageSize: 20,
      params: { beginTime: '2026-01-01', endTime: '2026-01-31' },
    });

    await act(() => result.current.reset());
    expect(fetch.mock.lastCall?.[0]).toEqual({
      userName: '',
      pageNum: 1,
      pageSize: 20,
      params: { beginTime: undefined, endTime: undefined },
    });
    expect(result.current.dateRange).toBeNull();
    expect(result.current.query.userName).toBe('');
  });

  it('uses begin<Prop>/end<Prop> and keeps only the newest answer', async () => {
    let resolveFirst!: (value: TableDataInfo<string>) => void;
    const fetch = vi
      .fn()
      .mockImplementationOnce(
        () => new Promise((resolve) => (resolveFirst = resolve)),
      )
      .mockResolvedValue(page(['new']));
    const { result } = renderHook(() =>
      useTableQuery<UserQuery, string>({ fetch, dateRangeProp: 'LoginTime' }),
    );
    await act(() => result.current.search());
    expect(fetch.mock.lastCall?.[0].params).toEqual({
      beginLoginTime: undefined,
      endLoginTime: undefined,
    });
    act(() => resolveFirst(page(['old'])));
    await waitFor(() => expect(result.current.rows).toEqual(['new']));
  });

  it('a kept-alive page shown again reloads its current search, not the initial one', async () => {
    const fetch = vi.fn().mockResolvedValue(page(['a'], 30));
    let table!: TableQuery<UserQuery, string>;
    function List() {
      table = useTableQuery<UserQuery, string>({
        fetch,
        initialQuery: { userName: '' },
      });
      return null;
    }
    // The tab bar keeps pages in an <Activity>: hiding it destroys the
    // page's effects, showing it again runs them anew.
    const { rerender } = render(
      <Activity mode="visible">
        <List />
      </Activity>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    act(() => {
      table.setQuery({ userName: 'ad' });
      table.setDateRange(['2026-01-01', '2026-01-31']);
    });
    await act(() => table.search());
    act(() => table.pagination.onChange(2, 10));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));

    rerender(
      <Activity mode="hidden">
        <List />
      </Activity>,
    );
    rerender(
      <Activity mode="visible">
        <List />
      </Activity>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    expect(fetch.mock.lastCall?.[0]).toEqual({
      userName: 'ad',
      pageNum: 2,
      pageSize: 10,
      params: { beginTime: '2026-01-01', endTime: '2026-01-31' },
    });
    expect(table.query.userName).toBe('ad');
  });

  it('keeps the rows when the call fails', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(page(['a']))
      .mockRejectedValueOnce(new Error('boom'));
    const { result } = renderHook(() =>
      useTableQuery<UserQuery, string>({ fetch }),
    );
    await waitFor(() => expect(result.current.rows).toEqual(['a']));
    await act(() => result.current.load());
    expect(result.current.rows).toEqual(['a']);
    expect(result.current.loading).toBe(false);
  });
});
