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
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import type { DataMonitor, SlowQuery } from '@/api/monitor/data';
import { useUserStore } from '@/stores/user';
import DataMonitorPage from '@/views/monitor/druid';
import { formatBytes, shortVersion } from '@/views/monitor/druid/format';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const q = (sql: string, count: number, meanMs: number): SlowQuery => ({
  sql,
  count,
  meanMs,
  maxMs: meanMs * 2,
  totalMs: count * meanMs,
  errors: 0,
  lastSeen: '2026-11-25 10:00:00',
});

function monitor(kind: 'pglite' | 'postgres', rows: SlowQuery[]): DataMonitor {
  return {
    database: {
      kind,
      product: kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
      version: 'PostgreSQL 18.6 (PGlite 0.5.16) on wasm32-unknown-emscripten',
      databaseName: 'postgres',
      sizeBytes: 9707643,
      size: '9.3 MB',
      startTime: null,
    },
    connections:
      kind === 'pglite'
        ? { inProcess: true, total: 1, max: 1, byState: [], pool: null }
        : {
            inProcess: false,
            total: 3,
            max: 100,
            byState: [
              { state: 'idle', count: 2 },
              { state: 'active', count: 1 },
            ],
            pool: { total: 2, idle: 1, waiting: 0, max: 10 },
          },
    tables: [
      {
        schemaName: 'public',
        tableName: 'sys_menu',
        totalBytes: 73728,
        tableBytes: 40960,
        indexBytes: 32768,
        rows: 96,
        rowsEstimated: false,
      },
      {
        schemaName: 'public',
        tableName: 'sys_user',
        totalBytes: 147456,
        tableBytes: 8192,
        indexBytes: 98304,
        rows: 2,
        rowsEstimated: true,
      },
    ],
    queries: {
      orderBy: 'mean',
      since: '2026-11-25 09:00:00',
      statements: 42,
      executions: 1234,
      rows,
    },
  };
}

function setup(kind: 'pglite' | 'postgres' = 'pglite') {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({
    permissions: ['monitor:druid:list'],
    roles: ['common'],
  });
  const fb = spyFeedback(true);
  const gets: string[] = [];
  let deletes = 0;
  let rows = [q('SELECT * FROM sys_user WHERE user_id = $1', 12, 3.5)];
  server.use(
    http.get('*/monitor/data', ({ request }) => {
      gets.push(new URL(request.url).search);
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: monitor(kind, rows),
      });
    }),
    http.delete('*/monitor/data/queries', () => {
      deletes++;
      rows = [];
      return HttpResponse.json({ code: 200, msg: 'Query statistics reset' });
    }),
  );
  render(
    <App>
      <DataMonitorPage />
    </App>,
  );
  return { fb, gets, deletes: () => deletes };
}

const rowWith = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(text))!;

describe('monitor/druid (data monitor) view', () => {
  beforeEach(() => Cookies.remove('Admin-Token'));

  it('shows the database, its size, connections and the slowest statements', async () => {
    const { gets } = setup();
    expect(await screen.findByText('PGlite')).toBeInTheDocument();
    expect(
      screen.getByText('PostgreSQL 18.6 (PGlite 0.5.16)'),
    ).toBeInTheDocument();
    expect(screen.getByText('9.3 MB')).toBeInTheDocument();
    expect(
      screen.getByText(
        'PGlite runs inside the server process: one connection, no pool',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('42 distinct statements since 2026-11-25 09:00:00'),
    ).toBeInTheDocument();
    const stmt = rowWith('SELECT * FROM sys_user WHERE user_id = $1');
    expect(within(stmt).getByText('3.5 ms')).toBeInTheDocument();
    expect(within(stmt).getByText('42 ms')).toBeInTheDocument();
    expect(gets[0]).toBe('?orderBy=mean&limit=20');
  });

  it('lists table sizes largest first, sortable, estimates marked', async () => {
    setup();
    await screen.findByText('sys_user');
    const names = () =>
      screen
        .getAllByRole('row')
        .map((r) => within(r).queryByText(/^sys_/)?.textContent)
        .filter(Boolean);
    expect(names()).toEqual(['sys_user', 'sys_menu']);
    expect(within(rowWith('sys_user')).getByText('≈ 2')).toBeInTheDocument();
    expect(within(rowWith('sys_menu')).getByText('96')).toBeInTheDocument();
    expect(
      within(rowWith('sys_user')).getByText('144.0 KB'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('columnheader', { name: /^Rows/ }));
    expect(names()).toEqual(['sys_user', 'sys_menu']);
    await userEvent.click(screen.getByRole('columnheader', { name: /^Rows/ }));
    expect(names()).toEqual(['sys_menu', 'sys_user']);
  });

  it('orders the statements as chosen and resets them after confirming', async () => {
    const { fb, gets, deletes } = setup();
    await screen.findByText('SELECT * FROM sys_user WHERE user_id = $1');
    await userEvent.click(screen.getByText('Total time'));
    await waitFor(() => expect(gets.at(-1)).toBe('?orderBy=total&limit=20'));

    await userEvent.click(
      screen.getByRole('button', { name: /Reset statistics/ }),
    );
    await waitFor(() => expect(deletes()).toBe(1));
    expect(fb.confirm).toHaveBeenCalled();
    expect(
      await screen.findByText('No statements recorded yet'),
    ).toBeInTheDocument();
    expect(fb.success).toHaveBeenCalledWith('Query statistics reset');

    await userEvent.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => expect(gets).toHaveLength(4));
  });

  it('on PostgreSQL shows connections by state and the pool', async () => {
    setup('postgres');
    expect(await screen.findByText('3 / 100')).toBeInTheDocument();
    expect(screen.getByText('idle 2 · active 1')).toBeInTheDocument();
    expect(
      screen.getByText('Pool: 2 open of 10, 1 idle, 0 waiting'),
    ).toBeInTheDocument();
  });

  it('formats sizes and versions', () => {
    expect(formatBytes(900)).toBe('900 B');
    expect(formatBytes(9707643)).toBe('9.3 MB');
    expect(shortVersion('PostgreSQL 15.8 on x86_64-pc-linux-gnu')).toBe(
      'PostgreSQL 15.8',
    );
    expect(shortVersion('PostgreSQL 15.8')).toBe('PostgreSQL 15.8');
  });
});
