import {
  configure,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import CacheMonitorPage from '@/views/monitor/cache';
import { niceMax, scaleBytes } from '@/views/monitor/cache/charts';
import CacheListPage from '@/views/monitor/cache/list';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const ok = (data?: unknown) =>
  HttpResponse.json({
    code: 200,
    msg: 'ok',
    ...(data === undefined ? {} : { data }),
  });

/** A small store behind the cache endpoints; `calls` records what the screen asked. */
function mockStore() {
  const store = new Map<string, string>([
    ['login_tokens:abc', '{"userName":"admin","ipaddr":"127.0.0.1"}'],
    ['sys_config:sys.index.skinName', 'skin-blue'],
    ['sys_config:sys.account.registerUser', 'false'],
  ]);
  const calls: string[] = [];
  let infoCalls = 0;
  const under = (name: string) =>
    [...store.keys()].filter((k) => k.startsWith(name)).sort();
  server.use(
    http.get('*/monitor/cache', () => {
      infoCalls += 1;
      calls.push('info');
      return ok({
        info: {
          redis_version: 'in-process',
          redis_mode: 'standalone',
          tcp_port: '0',
          connected_clients: '1',
          uptime_in_days: '0',
          used_memory: '3780',
          used_memory_human: '3.69K',
          maxmemory_human: '4.05G',
          aof_enabled: '0',
          rdb_last_bgsave_status: 'none',
          instantaneous_input_kbps: '0.01',
          instantaneous_output_kbps: '0.06',
          used_cpu_user: '8.061234',
          keyspace_hits: '8',
          keyspace_misses: '6',
          total_commands_processed: String(26 + infoCalls),
          instantaneous_ops_per_sec: '0',
        },
        dbSize: store.size,
        commandStats: [
          { name: 'get', value: '14' },
          { name: 'set', value: '9' },
        ],
      });
    }),
    http.get('*/monitor/cache/getNames', () =>
      ok(
        [
          ['login_tokens:', 'User sessions'],
          ['sys_config:', 'Parameters'],
        ].map(([cacheName, remark]) => ({
          cacheName,
          cacheKey: '',
          cacheValue: '',
          remark,
        })),
      ),
    ),
    http.get('*/monitor/cache/getKeys/:name', ({ params }) =>
      ok(under(String(params.name))),
    ),
    http.get('*/monitor/cache/getValue/:name/:key', ({ params }) => {
      const name = String(params.name);
      const key = String(params.key);
      return ok({
        cacheName: name.replace(':', ''),
        cacheKey: key.slice(name.length),
        cacheValue: store.get(key) ?? '',
        remark: '',
        ttl: name === 'login_tokens:' ? 1790 : -1,
      });
    }),
    http.delete('*/monitor/cache/clearCacheName/:name', ({ params }) => {
      calls.push(`clearName ${String(params.name)}`);
      for (const k of under(String(params.name))) store.delete(k);
      return ok();
    }),
    http.delete('*/monitor/cache/clearCacheKey/:key', ({ params }) => {
      calls.push(`clearKey ${String(params.key)}`);
      store.delete(String(params.key));
      return ok();
    }),
    http.delete('*/monitor/cache/clearCacheAll', () => {
      calls.push('clearAll');
      store.clear();
      return ok();
    }),
  );
  return { store, calls };
}

function setup(Page: ComponentType, confirm = true) {
  Cookies.set('Admin-Token', 'token');
  useUserStore.setState({
    permissions: ['monitor:cache:list'],
    roles: ['common'],
  });
  const mock = mockStore();
  const fb = spyFeedback(confirm);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <Page />
    </App>,
  );
  return { ...mock, fb, ue };
}

const rowOf = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(text))!;
/** The value next to a label of the bordered basic-information table. */
const figure = (label: string) =>
  [...document.querySelectorAll('.ant-descriptions-item-label')].find(
    (th) => th.textContent === label,
  )?.nextElementSibling?.textContent;

describe('monitor/cache view', () => {
  it('scales the memory gauge to the figure', () => {
    expect(scaleBytes(3780)).toEqual([3.69, 'K']);
    expect(scaleBytes(512)).toEqual([512, 'B']);
    expect(scaleBytes(5 * 1024 ** 3)).toEqual([5, 'G']);
    expect(niceMax(3.69)).toBe(5);
    expect(niceMax(512)).toBe(1000);
    expect(niceMax(0)).toBe(1);
  });

  it('shows the store figures and both charts, and refreshes', async () => {
    const { ue, calls } = setup(CacheMonitorPage);
    await waitFor(() =>
      expect(screen.getByText('In-process store')).toBeInTheDocument(),
    );
    expect(figure('Mode')).toBe('Standalone');
    expect(figure('Port')).toBe('None');
    expect(figure('Keys')).toBe('3');
    expect(figure('Used memory')).toBe('3.69K');
    expect(figure('CPU used (s)')).toBe('8.06');
    expect(figure('Last RDB save')).toBe('Not persisted');
    expect(figure('AOF enabled')).toBe('No');
    expect(figure('Network in / out')).toBe('0.01kbps / 0.06kbps');
    expect(
      screen.getByRole('img', { name: 'Calls per command' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Used memory gauge' }),
    ).toBeInTheDocument();
    expect(figure('Commands processed')).toBe('27');
    const refresh = screen.getByRole('button', { name: /Refresh/ });
    await waitFor(() => expect(refresh).not.toHaveClass('ant-btn-loading'));
    await ue.click(refresh);
    await waitFor(() => expect(calls).toEqual(['info', 'info']));
    await waitFor(() => expect(figure('Commands processed')).toBe('28'));
    expect(calls.filter((c) => c === 'info')).toHaveLength(2);
  });

  it('lists names, keys and a value; clears a key and a name', async () => {
    const { ue, calls, fb } = setup(CacheListPage);
    await waitFor(() =>
      expect(screen.getByText('Parameters')).toBeInTheDocument(),
    );
    expect(screen.getByText('Pick a key')).toBeInTheDocument();
    await ue.click(rowOf('sys_config:'));
    await waitFor(() =>
      expect(screen.getByText('sys.index.skinName')).toBeInTheDocument(),
    );
    expect(screen.getByText('sys.account.registerUser')).toBeInTheDocument();

    await ue.click(rowOf('sys.index.skinName'));
    await waitFor(() =>
      expect(screen.getByDisplayValue('skin-blue')).toBeInTheDocument(),
    );
    expect(screen.getByDisplayValue('Never')).toBeInTheDocument();

    await ue.click(
      screen.getByRole('button', {
        name: 'Clear sys_config:sys.index.skinName',
      }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith(
        'Cleared key "sys_config:sys.index.skinName"',
      ),
    );
    expect(calls).toContain('clearKey sys_config:sys.index.skinName');
    await waitFor(() =>
      expect(screen.queryByText('sys.index.skinName')).toBeNull(),
    );
    expect(screen.getByText('Pick a key')).toBeInTheDocument();
    expect(screen.getByText('sys.account.registerUser')).toBeInTheDocument();

    // a session value is shown indented, with its time to live
    await ue.click(rowOf('login_tokens:'));
    await waitFor(() => expect(screen.getByText('abc')).toBeInTheDocument());
    await ue.click(rowOf('abc'));
    await waitFor(() =>
      expect(screen.getByDisplayValue('1790 s')).toBeInTheDocument(),
    );
    expect(
      (screen.getByDisplayValue(/"userName": "admin"/) as HTMLTextAreaElement)
        .value,
    ).toBe('{\n  "userName": "admin",\n  "ipaddr": "127.0.0.1"\n}');

    await ue.click(screen.getByRole('button', { name: 'Clear sys_config:' }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith(
        'Cleared cache name "sys_config:"',
      ),
    );
    expect(calls).toContain('clearName sys_config:');
  });

  it('clears everything only after the confirm', async () => {
    const declined = setup(CacheListPage, false);
    await waitFor(() =>
      expect(screen.getByText('Parameters')).toBeInTheDocument(),
    );
    await declined.ue.click(screen.getByRole('button', { name: /Clear all/ }));
    expect(declined.fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Clear every cache? Every user is signed out, you too.',
      }),
    );
    expect(declined.calls).not.toContain('clearAll');
    declined.fb.confirm.mockResolvedValue(true);
    await declined.ue.click(screen.getByRole('button', { name: /Clear all/ }));
    await waitFor(() =>
      expect(declined.fb.success).toHaveBeenCalledWith('Cleared all caches'),
    );
    expect(declined.calls).toContain('clearAll');
  });
});
