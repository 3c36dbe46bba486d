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
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import type { SysUserOnline } from '@/api/monitor/online';
import { useUserStore } from '@/stores/user';
import OnlinePage from '@/views/monitor/online';
import { currentTokenId } from '@/views/monitor/online/current-token';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const b64 = (o: object) =>
  btoa(JSON.stringify(o))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
/** A token shaped like the server's: its claim names the session. */
const jwt = (key: string) =>
  `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ login_user_key: key })}.sig`;

const session = (
  i: number,
  over: Partial<SysUserOnline> = {},
): SysUserOnline => ({
  tokenId: `t-${i}`,
  deptName: 'R&D',
  userName: `user${i}`,
  ipaddr: `10.0.0.${i}`,
  loginLocation: 'Intranet IP',
  browser: 'Chrome 120',
  os: 'Windows 10',
  loginTime: Date.UTC(2024, 4, 1, 8, 0, i),
  ...over,
});

function setup(
  rows: SysUserOnline[],
  perms = ['monitor:online:list', 'monitor:online:forceLogout'],
) {
  let live = [...rows];
  const calls: string[] = [];
  server.use(
    http.get('*/monitor/online/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.push(`list?${q.toString()}`);
      const name = q.get('userName') ?? '';
      const shown = live.filter((r) => r.userName.includes(name));
      return HttpResponse.json({
        code: 200,
        msg: 'ok',
        rows: shown,
        total: shown.length,
      });
    }),
    http.delete('*/monitor/online/:tokenId', ({ params }) => {
      calls.push(`delete ${String(params.tokenId)}`);
      live = live.filter((r) => r.tokenId !== params.tokenId);
      return HttpResponse.json({ code: 200, msg: 'ok' });
    }),
  );
  Cookies.set('Admin-Token', jwt('t-own'));
  useUserStore.setState({ permissions: perms, roles: ['common'] });
  const fb = spyFeedback(true);
  const ue = userEvent.setup({ delay: null });
  render(
    <App>
      <OnlinePage />
    </App>,
  );
  return { fb, ue, calls };
}

const rowOf = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(text))!;

describe('monitor/online view', () => {
  it('reads the session id from the token', () => {
    expect(currentTokenId(jwt('abc-123'))).toBe('abc-123');
    expect(currentTokenId('not-a-jwt')).toBeUndefined();
    expect(currentTokenId(undefined)).toBeUndefined();
  });

  it('marks this browser session, which cannot be forced out from the list', async () => {
    setup([session(1), session(2, { tokenId: 't-own', userName: 'admin' })]);
    await waitFor(() => expect(rowOf('admin')).toBeDefined());
    const own = rowOf('admin');
    expect(within(own).getByText('This session')).toBeInTheDocument();
    expect(
      within(own).getByRole('button', { name: 'Force logout admin 10.0.0.2' }),
    ).toBeDisabled();
    expect(
      within(rowOf('user1')).getByRole('button', {
        name: 'Force logout user1 10.0.0.1',
      }),
    ).toBeEnabled();
    expect(screen.getAllByText('This session')).toHaveLength(1);
  });

  it('forces a session out after a confirm and reloads the list', async () => {
    const { fb, ue, calls } = setup([session(1), session(2)]);
    await waitFor(() => expect(rowOf('user2')).toBeDefined());
    await ue.click(
      within(rowOf('user2')).getByRole('button', {
        name: 'Force logout user2 10.0.0.2',
      }),
    );
    expect(fb.confirm).toHaveBeenCalledWith(
      expect.objectContaining({
        content: 'Force user "user2" (10.0.0.2) to log out?',
      }),
    );
    await waitFor(() => expect(fb.success).toHaveBeenCalledWith('Logged out'));
    expect(calls).toContain('delete t-2');
    await waitFor(() => expect(screen.queryByText('user2')).toBeNull());
    expect(rowOf('user1')).toBeDefined();
  });

  it('searches by account and pages on the client', async () => {
    const many = Array.from({ length: 25 }, (_, i) => session(i + 1));
    const { ue, calls } = setup(many);
    await waitFor(() =>
      expect(screen.getByText('Total 25')).toBeInTheDocument(),
    );
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await ue.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(rowOf('user25')).toBeDefined();

    await ue.type(screen.getByPlaceholderText('Please enter Account'), 'user1');
    await ue.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(screen.getByText('Total 11')).toBeInTheDocument(),
    );
    expect(calls).toContain('list?userName=user1');
    // back on the first page
    expect(rowOf('user1')).toBeDefined();
  });

  it('shows no force logout without its permission', async () => {
    setup([session(1)], ['monitor:online:list']);
    await waitFor(() => expect(rowOf('user1')).toBeDefined());
    expect(screen.queryByRole('button', { name: /Force logout/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
