import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_ROUTERS } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { useAppStore } from '@/stores/app';
import { useUserStore } from '@/stores/user';
import { renderApp, signIn } from '../router/render-app';

const location = () => screen.getByRole('status', { name: 'current location' });
// The first render transforms the lazy layout chunks: allow time.
const sidebar = () =>
  screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

describe('layout shell', () => {
  it('shows the server menu: translated names, server titles as fallback, nested submenus', async () => {
    const warn = vi.spyOn(console, 'warn');
    const user = userEvent.setup();
    signIn('admin');
    renderApp('/pc/index');
    const nav = within(await sidebar());

    expect(nav.getByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    // 'Project' has a menu.project key; 'Docs' has none: server title as is.
    expect(
      nav.getByRole('menuitem', { name: 'Website content' }),
    ).toBeInTheDocument();
    expect(
      nav.getByRole('menuitem', { name: 'Documentation' }),
    ).toBeInTheDocument();

    await user.click(nav.getByRole('menuitem', { name: 'System' }));
    expect(
      await nav.findByRole('menuitem', { name: 'Users' }),
    ).toBeInTheDocument();
    expect(
      nav.getByRole('menuitem', { name: 'Parameters' }),
    ).toBeInTheDocument();
    await user.click(nav.getByRole('menuitem', { name: 'Logs' }));
    await user.click(
      await nav.findByRole('menuitem', { name: 'Operation log' }),
    );
    await waitFor(() =>
      expect(location()).toHaveTextContent('/system/log/operlog'),
    );
    // The lazily loaded view opens inside the layout with its rows.
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('row')
            .some((row) => within(row).queryByText('Notice') !== null),
        ).toBe(true),
      { timeout: 20_000 },
    );
    expect(
      screen.queryByText('Sorry, the page you visited does not exist.'),
    ).toBeNull();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/i18next|missingKey/);
  });

  it('highlights and opens the menu of the current path, with a breadcrumb', async () => {
    signIn('admin');
    renderApp('/system/log/operlog');
    const nav = within(await sidebar());
    const item = await nav.findByRole('menuitem', { name: 'Operation log' });
    expect(item.closest('li')).toHaveClass('ant-menu-item-selected');
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByText('System')).toBeInTheDocument();
    expect(within(crumbs).getByText('Logs')).toBeInTheDocument();
    expect(within(crumbs).getByText('Operation log')).toBeInTheDocument();
  });

  it('opens external links in a new tab', async () => {
    server.use(
      http.get('*/getRouters', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: [
            ...ADMIN_ROUTERS,
            {
              name: 'Http://ruoyi.vip',
              path: 'http://ruoyi.vip',
              component: 'Layout',
              meta: {
                title: 'RuoYi site',
                icon: 'guide',
                link: 'http://ruoyi.vip',
              },
            },
          ],
        }),
      ),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    signIn('admin');
    renderApp('/pc/index');
    const nav = within(await sidebar());
    await user.click(await nav.findByRole('menuitem', { name: 'RuoYi site' }));
    expect(open).toHaveBeenCalledWith(
      'http://ruoyi.vip',
      '_blank',
      'noopener,noreferrer',
    );
    expect(location()).toHaveTextContent('/pc/index');
  });

  it('collapses the sidebar with the hamburger', async () => {
    const user = userEvent.setup();
    signIn('admin');
    renderApp('/pc/index');
    await sidebar();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(
      screen.getByRole('button', { name: 'Expand sidebar' }),
    ).toBeInTheDocument();
  });

  it.each(['/system/user', '/pc/index'])(
    'logs out from %s after confirmation and ends on the sign-in page',
    async (start) => {
      const user = userEvent.setup();
      signIn('admin');
      renderApp(start);
      await sidebar();
      await user.click(
        screen.getByRole('button', { name: 'User menu of Administrator' }),
      );
      await user.click(
        await screen.findByRole('menuitem', { name: 'Log out' }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent(
        'Are you sure you want to log out and exit the system?',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
      await waitFor(() =>
        expect(location()).toHaveTextContent(
          `/login?redirect=${encodeURIComponent('/pc/index')}`,
        ),
      );
      expect(useUserStore.getState().token).toBe('');
      expect(
        await screen.findByRole('form', { name: 'Sign in' }),
      ).toBeInTheDocument();
    },
  );

  it('a double click on Log out opens one confirmation; after Cancel it opens again', async () => {
    const user = userEvent.setup();
    signIn('admin');
    renderApp('/pc/index');
    await sidebar();
    await user.click(
      screen.getByRole('button', { name: 'User menu of Administrator' }),
    );
    const item = await screen.findByRole('menuitem', { name: 'Log out' });
    fireEvent.click(item);
    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useUserStore.getState().token).not.toBe('');

    await user.click(
      screen.getByRole('button', { name: 'User menu of Administrator' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('dialog')
          .filter((d) => !d.closest('.ant-zoom-leave')),
      ).toHaveLength(1),
    );
  });
});
