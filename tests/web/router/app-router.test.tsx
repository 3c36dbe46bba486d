import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ADMIN_ROUTERS } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { spyFeedback } from '../support/feedback';
import { usePermissionStore } from '@/stores/permission';
import { useUserStore } from '@/stores/user';
import { renderApp, signIn } from './render-app';

const location = () => screen.getByRole('status', { name: 'current location' });

describe('app router and guard', () => {
  it('sends a signed-out deep link to the login page with the full path', async () => {
    renderApp('/system/user?pageNum=2');
    expect(
      await screen.findByRole('form', { name: 'Sign in' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(
      `/login?redirect=${encodeURIComponent('/system/user?pageNum=2')}`,
    );
  });

  it('redirects the root path to the public site', async () => {
    renderApp('/');
    // The public site's home: its hero heading comes from the server.
    expect(
      await screen.findByRole('heading', { name: '明日をつくる。' }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/w');
  });

  it('lands a reloaded deep link on its page once the routes are built', async () => {
    signIn('admin');
    renderApp('/docs/example/com');
    // First render: loading, not a 404.
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(
      await screen.findByTitle('http://docs.example.com'),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/docs/example/com');
    expect(usePermissionStore.getState().accessReady).toBe(true);
    expect(
      screen.getByRole('navigation', { name: 'Main menu' }),
    ).toBeInTheDocument();
  });

  it('keeps a menu entry without a view on its path, showing the 404 screen in the layout', async () => {
    // A menu entry whose component this build has no view for.
    const system = ADMIN_ROUTERS[0]!;
    const children = system.children;
    system.children = [
      ...(children ?? []),
      {
        name: 'Online',
        path: 'online',
        hidden: false,
        component: 'monitor/no-such-view/index',
        meta: { title: 'Online users', icon: 'online', noCache: false },
      },
    ];
    onTestFinished(() => {
      system.children = children;
    });
    signIn('admin');
    renderApp('/system/online');
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/system\/online$/);
    expect(
      screen.getByRole('navigation', { name: 'Main menu' }),
    ).toBeInTheDocument();
  });

  it('sends unknown paths to /404 after the routes are built', async () => {
    signIn('admin');
    renderApp('/no/such/page');
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/404$/));
  });

  it('sends a signed-in user visiting /login to / (the public site)', async () => {
    signIn('admin');
    renderApp('/login');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/w$/));
  });

  it('opens the admin home through /pc', async () => {
    signIn('admin');
    renderApp('/pc');
    expect(
      await screen.findByRole('heading', {
        name: 'Welcome back, Administrator',
      }),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/pc/index');
    expect(document.title).toBe('Home - Website management system');
  });

  it('builds only the signed-in user’s menus (ry: Project only)', async () => {
    signIn('ry');
    renderApp('/pc/index');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByText('Website content');
    expect(within(nav).queryByText('System')).toBeNull();
  });

  it('on a failed profile load logs out, shows the error and goes to /', async () => {
    const feedback = spyFeedback(false);
    signIn('admin');
    server.use(
      http.get('*/getInfo', () =>
        HttpResponse.json({ code: 500, msg: 'Profile exploded' }),
      ),
    );
    renderApp('/system/user');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/w$/));
    expect(feedback.error).toHaveBeenCalledWith('Profile exploded');
    expect(useUserStore.getState().token).toBe('');
    expect(usePermissionStore.getState().accessReady).toBe(false);
  });
});

describe('navigation helpers', () => {
  it('scrolls to the top on every navigation', async () => {
    signIn('admin');
    renderApp('/pc/index');
    await screen.findByRole('heading', { name: 'Welcome back, Administrator' });
    const calls = (window.scrollTo as unknown as { mock: { calls: unknown[] } })
      .mock.calls.length;
    const nav = within(
      await screen.findByRole('navigation', { name: 'Main menu' }),
    );
    nav.getByRole('menuitem', { name: 'Documentation' }).click();
    await screen.findByTitle('http://docs.example.com');
    expect(
      (window.scrollTo as unknown as { mock: { calls: unknown[] } }).mock.calls
        .length,
    ).toBeGreaterThan(calls);
  });

  it('/redirect/<path> replaces itself with that path and query', async () => {
    signIn('admin');
    renderApp('/redirect/pc/index?tab=2');
    await waitFor(() =>
      expect(location()).toHaveTextContent(/^\/pc\/index\?tab=2$/),
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Welcome back, Administrator',
      }),
    ).toBeInTheDocument();
  });

  it('shows the 404 screen for a non-numeric id on a gated detail route', async () => {
    signIn('admin');
    renderApp('/system/user-auth/role/abc');
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
    expect(location()).toHaveTextContent('/system/user-auth/role/abc');
  });
});
