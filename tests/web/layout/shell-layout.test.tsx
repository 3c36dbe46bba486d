import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/stores/app';
import { useSettingsStore } from '@/stores/settings';
import { renderApp, signIn } from '../router/render-app';

vi.setConfig({ testTimeout: 60_000 });

const location = () => screen.getByRole('status', { name: 'current location' });
const mainMenu = () => screen.queryByRole('navigation', { name: 'Main menu' });

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', {
    configurable: true,
    writable: true,
    value: width,
  });
}

afterEach(() => setWidth(1024));

describe('top navigation', () => {
  async function openWithTopNav(url: string) {
    useSettingsStore.getState().updateSettings({ navType: 'mixed' });
    signIn('admin');
    renderApp(url);
    return within(
      await screen.findByRole(
        'navigation',
        { name: 'Top navigation' },
        { timeout: 20_000 },
      ),
    );
  }

  it('replaces the breadcrumb; on home the sidebar is hidden and the hamburger does nothing', async () => {
    const user = userEvent.setup();
    const top = await openWithTopNav('/pc/index');
    for (const name of ['Home', 'System', 'Website content', 'Documentation']) {
      expect(top.getByRole('menuitem', { name })).toBeInTheDocument();
    }
    expect(top.queryByText('More menus')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Breadcrumb' }),
    ).not.toBeInTheDocument();
    expect(mainMenu()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(useAppStore.getState().sidebar.opened).toBe(true);
    expect(Cookies.get('sidebarStatus')).toBeUndefined();
  });

  it('a directory opens its first page and the sidebar lists only its children', async () => {
    const user = userEvent.setup();
    const top = await openWithTopNav('/pc/index');
    await user.click(top.getByRole('menuitem', { name: 'System' }));
    await waitFor(() => expect(location()).toHaveTextContent('/system/user'));
    const side = within(
      await screen.findByRole('navigation', { name: 'Main menu' }),
    );
    expect(side.getByRole('menuitem', { name: 'Users' })).toBeInTheDocument();
    expect(side.getByRole('menuitem', { name: 'Logs' })).toBeInTheDocument();
    expect(
      side.queryByRole('menuitem', { name: 'Website content' }),
    ).not.toBeInTheDocument();
    expect(
      top.getByRole('menuitem', { name: 'System' }).closest('li'),
    ).toHaveClass('ant-menu-item-selected');
  });

  it("shows width / 3 / 85 items and puts the rest under 'More menus'", async () => {
    setWidth(600); // 600 / 3 / 85 = 2.35 → Home, System
    const top = await openWithTopNav('/pc/index');
    expect(top.getByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    expect(top.getByRole('menuitem', { name: 'System' })).toBeInTheDocument();
    expect(
      top.queryByRole('menuitem', { name: 'Website content' }),
    ).not.toBeInTheDocument();
    expect(
      top.getByRole('menuitem', { name: 'More menus' }),
    ).toBeInTheDocument();

    // Wider window: everything fits again.
    act(() => {
      setWidth(1366);
      window.dispatchEvent(new Event('resize'));
    });
    expect(
      await top.findByRole('menuitem', { name: 'Website content' }),
    ).toBeInTheDocument();
    expect(
      top.queryByRole('menuitem', { name: 'More menus' }),
    ).not.toBeInTheDocument();
  });
});

describe('mobile mode', () => {
  it('below 992px the sidebar closes and opens as a drawer that closes on navigation', async () => {
    setWidth(375);
    const user = userEvent.setup();
    signIn('admin');
    renderApp('/pc/index');
    const hamburger = await screen.findByRole(
      'button',
      { name: 'Expand sidebar' },
      { timeout: 20_000 },
    );
    expect(useAppStore.getState().device).toBe('mobile');
    expect(useAppStore.getState().sidebar.opened).toBe(false);
    expect(mainMenu()).not.toBeInTheDocument();
    // Desktop-only tools are left out on a phone.
    expect(
      screen.queryByRole('button', { name: 'Search menus' }),
    ).not.toBeInTheDocument();

    await user.click(hamburger);
    const side = within(
      await screen.findByRole('navigation', { name: 'Main menu' }),
    );
    expect(side.getByRole('menuitem', { name: 'Home' })).toBeVisible();
    await user.click(side.getByRole('menuitem', { name: 'System' }));
    await user.click(await side.findByRole('menuitem', { name: 'Users' }));
    await waitFor(() => expect(location()).toHaveTextContent('/system/user'));
    expect(useAppStore.getState().sidebar.opened).toBe(false);
  });

  it('is re-evaluated on resize', async () => {
    signIn('admin');
    renderApp('/pc/index');
    await screen.findByRole(
      'navigation',
      { name: 'Main menu' },
      { timeout: 20_000 },
    );
    expect(useAppStore.getState().device).toBe('desktop');
    act(() => {
      setWidth(991);
      window.dispatchEvent(new Event('resize'));
    });
    expect(useAppStore.getState().device).toBe('mobile');
    expect(useAppStore.getState().sidebar).toMatchObject({
      opened: false,
      withoutAnimation: true,
    });
    act(() => {
      setWidth(992);
      window.dispatchEvent(new Event('resize'));
    });
    expect(useAppStore.getState().device).toBe('desktop');
  });
});
