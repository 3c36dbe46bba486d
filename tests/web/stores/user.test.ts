import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { createSession } from '../../../mocks/db';
import { useDictStore } from '@/stores/dict';
import { defaultAvatar, useUserStore } from '@/stores/user';
import { spyFeedback } from '../support/feedback';

const user = () => useUserStore.getState();

describe('user store', () => {
  it('starts with the token from the Admin-Token cookie', async () => {
    Cookies.set('Admin-Token', 'from-cookie');
    const { resetAllStores } = await import('@/lib/store-reset');
    resetAllStores();
    expect(user().token).toBe('from-cookie');
  });

  it('login trims the username, sends no token and stores the new one in the cookie', async () => {
    const seen: { body: unknown; auth: string | null }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/login')) {
        seen.push({
          body: await request.clone().json(),
          auth: request.headers.get('Authorization'),
        });
      }
    });
    Cookies.set('Admin-Token', 'old-token');
    await user().login({
      username: '  admin ',
      password: 'admin123',
      code: '4',
      uuid: 'u-1',
    });
    server.events.removeAllListeners();
    expect(seen[0].body).toEqual({
      username: 'admin',
      password: 'admin123',
      code: '4',
      uuid: 'u-1',
    });
    expect(seen[0].auth).toBeNull();
    const token = Cookies.get('Admin-Token');
    expect(token).toMatch(/^mock-token-admin/);
    expect(user().token).toBe(token);
  });

  it('a failed login rejects and stores no token', async () => {
    const fb = spyFeedback();
    await expect(
      user().login({ username: 'admin', password: 'wrong' }),
    ).rejects.toThrow('User does not exist/password error');
    expect(fb.error).toHaveBeenCalledWith('User does not exist/password error');
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(user().token).toBe('');
  });

  it('getInfo sets the profile, roles and permissions; empty avatar gets the default picture', async () => {
    Cookies.set('Admin-Token', createSession('admin'));
    await user().getInfo();
    expect(user()).toMatchObject({
      id: 1,
      name: 'admin',
      nickName: 'Administrator',
      roles: ['admin'],
      permissions: ['*:*:*'],
      avatar: defaultAvatar,
    });
    expect(defaultAvatar).toBeTruthy();
  });

  it('getInfo keeps a relative avatar (API prefix is empty) and absolute ones', async () => {
    Cookies.set('Admin-Token', createSession('ry'));
    await user().getInfo();
    expect(user().avatar).toBe('/profile/avatar/ry.png');
    expect(user().roles).toEqual(['common']);

    server.use(
      http.get('*/getInfo', () =>
        HttpResponse.json({
          code: 200,
          user: {
            userId: 3,
            userName: 'x',
            nickName: 'X',
            avatar: 'https://cdn/x.png',
          },
          roles: ['common'],
          permissions: [],
        }),
      ),
    );
    await user().getInfo();
    expect(user().avatar).toBe('https://cdn/x.png');
  });

  it('getInfo without roles uses the single role ROLE_DEFAULT', async () => {
    server.use(
      http.get('*/getInfo', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          user: { userId: 9, userName: 'plain', nickName: 'Plain' },
          roles: [],
          permissions: [],
        }),
      ),
    );
    await user().getInfo();
    expect(user().roles).toEqual(['ROLE_DEFAULT']);
    expect(user().permissions).toEqual([]);
  });

  it('getInfo with an expired session rejects (and prompts re-login once)', async () => {
    const fb = spyFeedback(false);
    window.location.hash = '#/index';
    Cookies.set('Admin-Token', 'unknown-token');
    await expect(user().getInfo()).rejects.toMatchObject({ kind: 'session' });
    expect(fb.confirm).toHaveBeenCalledTimes(1);
    expect(user().roles).toEqual([]);
  });

  it('logOut calls POST /logout, removes the token cookie and resets every store', async () => {
    const logout = vi.fn();
    server.use(
      http.post('*/logout', ({ request }) => {
        logout(request.headers.get('Authorization'));
        return HttpResponse.json({ code: 200, msg: 'Logout successful' });
      }),
    );
    const token = createSession('admin');
    Cookies.set('Admin-Token', token);
    useUserStore.setState({ token });
    await user().getInfo();
    useDictStore.getState().setDict('sys_yes_no', []);

    await user().logOut();

    expect(logout).toHaveBeenCalledWith(`Bearer ${token}`);
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(user()).toMatchObject({
      token: '',
      name: '',
      roles: [],
      permissions: [],
    });
    expect(useDictStore.getState().getDict('sys_yes_no')).toBeNull();
  });

  it('logOut clears the session locally even when the server call fails', async () => {
    spyFeedback();
    server.use(http.post('*/logout', () => HttpResponse.error()));
    Cookies.set('Admin-Token', 't');
    useUserStore.setState({ token: 't', roles: ['admin'] });
    await user()
      .logOut()
      .catch(() => {});
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(user().roles).toEqual([]);
  });

  it('fedLogOut clears just the token', () => {
    Cookies.set('Admin-Token', 't');
    useUserStore.setState({
      token: 't',
      roles: ['admin'],
      permissions: ['*:*:*'],
    });
    user().fedLogOut();
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(user().token).toBe('');
    expect(user().roles).toEqual(['admin']);
  });
});
