import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createSession } from '../../../mocks/db';
import { useDict } from '@/hooks/use-dict';
import { useDictStore } from '@/stores/dict';

function countDictRequests() {
  const counts: Record<string, number> = {};
  server.events.on('request:start', ({ request }) => {
    const match = /\/system\/dict\/data\/type\/([^/?]+)/.exec(request.url);
    if (match) counts[match[1]] = (counts[match[1]] ?? 0) + 1;
  });
  return counts;
}

describe('useDict', () => {
  it('loads each type once and shares it between components', async () => {
    Cookies.set('Admin-Token', createSession('admin'));
    const counts = countDictRequests();
    const a = renderHook(() => useDict('sys_normal_disable', 'sys_user_sex'));
    const b = renderHook(() => useDict('sys_normal_disable'));

    expect(a.result.current.sys_normal_disable).toEqual([]);
    await waitFor(() =>
      expect(a.result.current.sys_normal_disable.map((o) => o.label)).toEqual([
        'Normal',
        'Disabled',
      ]),
    );
    await waitFor(() => expect(a.result.current.sys_user_sex).toHaveLength(3));
    expect(b.result.current.sys_normal_disable[1]).toMatchObject({
      label: 'Disabled',
      value: '1',
      raw: expect.objectContaining({ listClass: 'danger' }),
    });

    // A later component reads the cache: no new request.
    const c = renderHook(() => useDict('sys_user_sex'));
    expect(c.result.current.sys_user_sex).toHaveLength(3);
    expect(counts).toEqual({ sys_normal_disable: 1, sys_user_sex: 1 });
    server.events.removeAllListeners();
  });

  it('missing data only logs a console warning', async () => {
    Cookies.set('Admin-Token', createSession('admin'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('*/system/dict/data/type/:type', () =>
        HttpResponse.json({ code: 200, msg: 'ok' }),
      ),
    );
    const { result } = renderHook(() => useDict('no_such_type'));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(String(warn.mock.calls[0][0])).toContain('no_such_type');
    expect(result.current.no_such_type).toEqual([]);
    expect(useDictStore.getState().getDict('no_such_type')).toBeNull();
  });
});
