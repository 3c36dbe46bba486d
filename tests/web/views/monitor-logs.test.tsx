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
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../../mocks/db';
import { logDb, resetLogMock } from '../../../mocks/handlers/monitor-log';
import { server } from '../../../mocks/node';
import { useUserStore } from '@/stores/user';
import LogininforPage from '@/views/monitor/logininfor';
import OperlogPage from '@/views/monitor/operlog';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
// The machine is shared and busy: give list loads time to settle.
configure({ asyncUtilTimeout: 10_000 });

function setup(Page: ComponentType, perms: string[], confirm = true) {
  Cookies.set('Admin-Token', createSession('admin'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(confirm);
  const ue = userEvent.setup({ delay: null });
  const requests: { path: string; search: string; body: string }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    requests.push({
      path: `${request.method} ${url.pathname}`,
      search: decodeURIComponent(url.search),
      body: request.method === 'POST' ? await request.clone().text() : '',
    });
  });
  render(
    <App>
      <Page />
    </App>,
  );
  return { fb, ue, requests };
}

const table = () => screen.getByRole('table');
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (text: string) =>
  dataRows().find((r) => within(r).queryByText(text))!;
const column = (index: number) =>
  dataRows().map((r) => within(r).getAllByRole('cell')[index]?.textContent);

describe('monitor/operlog view', () => {
  const ALL = [
    'monitor:operlog:list',
    'monitor:operlog:query',
    'monitor:operlog:remove',
    'monitor:operlog:export',
  ];
  beforeEach(() => resetLogMock());

  it('lists the log newest first with type, status and duration, and searches', async () => {
    const { ue, requests } = setup(OperlogPage, ALL);
    await waitFor(() => expect(column(2)).toEqual(['Notice', 'Post']));
    expect(requests.find((r) => r.path.endsWith('/list'))?.search).toContain(
      'orderByColumn=operTime&isAsc=descending',
    );
    const notice = rowOf('Notice');
    expect(within(notice).getByText('Delete')).toBeInTheDocument();
    expect(within(notice).getByText('Failure')).toBeInTheDocument();
    expect(within(notice).getByText('80 ms')).toBeInTheDocument();
    expect(within(rowOf('Post')).getByText('Add')).toBeInTheDocument();
    expect(within(rowOf('Post')).getByText('Success')).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: /Operation time/ }),
    ).toHaveAttribute('aria-sort', 'descending');

    const search = screen.getByRole('search');
    await ue.type(
      within(search).getByPlaceholderText('Please enter Operator'),
      'ry',
    );
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(column(2)).toEqual(['Notice']));
    expect(requests.at(-1)?.search).toContain('operName=ry');
    await ue.click(within(search).getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(column(2)).toHaveLength(2));
  });

  it('shows every field of a row in the detail dialog', async () => {
    const { ue } = setup(OperlogPage, ALL);
    await waitFor(() => expect(column(2)).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: 'Details log 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Operation log details'),
    ).toBeInTheDocument();
    for (const text of [
      'DELETE',
      'ry / Testing / 10.0.0.7 / Intranet IP',
      '/system/notice/9',
      'removeNotice()',
      '2024-03-02 10:30:00',
      '80 ms',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(dialog).getByLabelText('Request parameters'),
    ).toHaveTextContent('{ "noticeIds": "9" }');
    expect(within(dialog).getByLabelText('Response').textContent).toBe(
      '{\n  "code": 500,\n  "msg": "Operation failed"\n}',
    );
    expect(within(dialog).getByText('Error')).toBeInTheDocument();

    await ue.click(within(dialog).getByRole('button', { name: 'Close' }));
    await ue.click(screen.getByRole('button', { name: 'Details log 1' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Request parameters')).toHaveTextContent(
        '"password": "******"',
      ),
    );
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('deletes selected rows and cleans the log after confirmation', async () => {
    const { ue, fb } = setup(OperlogPage, ALL);
    await waitFor(() => expect(column(2)).toHaveLength(2));
    const del = screen.getByRole('button', { name: /Delete$/ });
    expect(del).toBeDisabled();
    await ue.click(within(rowOf('Post')).getByRole('checkbox'));
    await ue.click(del);
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Delete log ID "1"?' }),
    );
    await waitFor(() => expect(column(2)).toEqual(['Notice']));
    expect(logDb.oper.rows.map((r) => r.operId)).toEqual([2]);

    await ue.click(screen.getByRole('button', { name: /Clean/ }));
    expect(fb.confirm).toHaveBeenLastCalledWith(
      expect.objectContaining({
        content: 'Clear all operation log entries?',
      }),
    );
    await waitFor(() => expect(fb.success).toHaveBeenLastCalledWith('Cleared'));
    expect(logDb.oper.rows).toEqual([]);
    expect(
      (await within(table()).findAllByText('No data')).length,
    ).toBeGreaterThan(0);
  });

  it('does nothing when the clean is not confirmed', async () => {
    const { ue, fb } = setup(OperlogPage, ALL, false);
    await waitFor(() => expect(column(2)).toHaveLength(2));
    await ue.click(screen.getByRole('button', { name: /Clean/ }));
    await waitFor(() => expect(fb.confirm).toHaveBeenCalled());
    expect(logDb.oper.rows).toHaveLength(2);
    expect(fb.success).not.toHaveBeenCalled();
  });

  it('exports the current search without paging', async () => {
    const { ue, requests } = setup(OperlogPage, ALL);
    await waitFor(() => expect(column(2)).toHaveLength(2));
    await ue.type(
      within(screen.getByRole('search')).getByPlaceholderText(
        'Please enter Module',
      ),
      'Post',
    );
    await ue.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() =>
      expect(requests.find((r) => r.path.endsWith('/export'))).toBeDefined(),
    );
    const body = requests.find((r) => r.path.endsWith('/export'))!.body;
    expect(new URLSearchParams(body).get('title')).toBe('Post');
    expect(body).not.toContain('pageNum');
  });

  it('list-only users see the table without any action', async () => {
    setup(OperlogPage, ['monitor:operlog:list']);
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    for (const name of [/Delete/, /Clean/, /Export/, /Details/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('monitor/logininfor view', () => {
  const ALL = [
    'monitor:logininfor:list',
    'monitor:logininfor:query',
    'monitor:logininfor:remove',
    'monitor:logininfor:export',
    'monitor:logininfor:unlock',
  ];
  beforeEach(() => resetLogMock());

  it('lists sign-ins newest first with their status and message, and searches by status', async () => {
    const { ue, requests } = setup(LogininforPage, ALL);
    await waitFor(() => expect(column(2)).toEqual(['ry', 'admin']));
    expect(requests.find((r) => r.path.endsWith('/list'))?.search).toContain(
      'orderByColumn=loginTime&isAsc=descending',
    );
    expect(within(rowOf('ry')).getByText('Failure')).toBeInTheDocument();
    expect(
      within(rowOf('ry')).getByText(
        'Wrong password 5 times, account locked for 10 minutes',
      ),
    ).toBeInTheDocument();

    const search = screen.getByRole('search');
    await ue.click(within(search).getByRole('combobox', { name: 'Status' }));
    const option = (await screen.findAllByTitle('Success')).find((el) =>
      el.classList.contains('ant-select-item-option'),
    )!;
    await ue.click(option);
    await ue.click(within(search).getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(column(2)).toEqual(['admin']));
  });

  it('unlocks the account of the one selected row', async () => {
    const { ue, fb } = setup(LogininforPage, ALL);
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    const unlock = screen.getByRole('button', { name: /Unlock/ });
    expect(unlock).toBeDisabled();
    await ue.click(within(rowOf('ry')).getByRole('checkbox'));
    expect(unlock).toBeEnabled();
    await ue.click(within(rowOf('admin')).getByRole('checkbox'));
    expect(unlock).toBeDisabled();
    await ue.click(within(rowOf('admin')).getByRole('checkbox'));
    await ue.click(unlock);
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Unlock account "ry"?' }),
    );
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Account "ry" unlocked'),
    );
    expect(logDb.unlocked).toEqual(['ry']);

    // a new search starts with nothing selected
    await ue.click(
      within(screen.getByRole('search')).getByRole('button', {
        name: /Search/,
      }),
    );
    await waitFor(() => expect(unlock).toBeDisabled());
    expect(screen.getByRole('button', { name: /Delete$/ })).toBeDisabled();
  });

  it('deletes and cleans after confirmation', async () => {
    const { ue } = setup(LogininforPage, ALL);
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    await ue.click(within(rowOf('admin')).getByRole('checkbox'));
    await ue.click(screen.getByRole('button', { name: /Delete$/ }));
    await waitFor(() => expect(column(2)).toEqual(['ry']));
    await ue.click(screen.getByRole('button', { name: /Clean/ }));
    await waitFor(() => expect(logDb.login.rows).toEqual([]));
    expect(
      (await within(table()).findAllByText('No data')).length,
    ).toBeGreaterThan(0);
  });

  it('list-only users get no buttons and no selection', async () => {
    setup(LogininforPage, ['monitor:logininfor:list']);
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    for (const name of [/Delete/, /Clean/, /Export/, /Unlock/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
  });
});
