import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reloadPage } from '@/layout/reload-page';
import { useSettingsStore } from '@/stores/settings';
import { renderApp, signIn } from '../router/render-app';

vi.mock('@/layout/reload-page', () => ({ reloadPage: vi.fn() }));
vi.setConfig({ testTimeout: 60_000 });

const saved = () =>
  JSON.parse(localStorage.getItem('layout-setting') ?? 'null') as Record<
    string,
    unknown
  > | null;

async function openDrawer() {
  const user = userEvent.setup();
  signIn('admin');
  renderApp('/pc/index');
  await screen.findByRole(
    'navigation',
    { name: 'Main menu' },
    { timeout: 20_000 },
  );
  await user.click(
    screen.getByRole('button', { name: 'User menu of Administrator' }),
  );
  await user.click(
    await screen.findByRole('menuitem', { name: 'Layout settings' }),
  );
  const drawer = await screen.findByRole(
    'dialog',
    { name: 'Layout settings' },
    { timeout: 20_000 },
  );
  return { user, drawer: within(drawer), element: drawer };
}

describe('settings drawer', () => {
  it('is 280px wide and offers the 8 preset colours, the sidebar themes and five switches', async () => {
    const { drawer, element } = await openDrawer();
    expect(element.parentElement).toHaveStyle({ width: '280px' });
    const presets = drawer.getByRole('radiogroup', { name: 'Preset colours' });
    expect(within(presets).getAllByRole('radio')).toHaveLength(8);
    expect(
      within(presets).getByRole('radio', { name: '#409EFF' }),
    ).toBeChecked();
    expect(drawer.getByRole('radio', { name: 'Dark sidebar' })).toBeChecked();
    for (const name of [
      'Top navigation',
      'Tags view',
      'Fixed header',
      'Sidebar logo',
      'Dynamic title',
    ]) {
      expect(drawer.getByRole('switch', { name })).toBeInTheDocument();
    }
  });

  it('changes the layout live, saves to layout-setting, and only on Save', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('radio', { name: 'Light sidebar' }));
    expect(document.querySelector('.sidebar')).toHaveClass('sidebar--light');
    await user.click(drawer.getByRole('radio', { name: '#ff4500' }));
    expect(useSettingsStore.getState().theme).toBe('#ff4500');
    expect(
      document.documentElement.style.getPropertyValue('--app-primary'),
    ).toBe('#ff4500');
    await user.click(drawer.getByRole('switch', { name: 'Fixed header' }));
    expect(document.querySelector('.app-header')).toHaveClass(
      'app-header--fixed',
    );
    await user.click(drawer.getByRole('switch', { name: 'Sidebar logo' }));
    expect(document.querySelector('.sidebar-logo')).toBeNull();
    await user.click(drawer.getByRole('switch', { name: 'Dynamic title' }));
    expect(document.title).toBe('Home - Website management system');
    expect(saved()).toBeNull();

    await user.click(drawer.getByRole('button', { name: 'Save settings' }));
    expect(saved()).toEqual({
      theme: '#ff4500',
      sideTheme: 'theme-light',
      topNav: false,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: false,
      dynamicTitle: true,
    });
    expect(
      await screen.findByText('Layout settings saved in this browser'),
    ).toBeInTheDocument();
  });

  it('hides the tab bar with the tags view switch', async () => {
    const { user, drawer } = await openDrawer();
    expect(document.querySelector('.app-header')?.children).toHaveLength(2);
    await user.click(drawer.getByRole('switch', { name: 'Tags view' }));
    expect(document.querySelector('.app-header')?.children).toHaveLength(1);
  });

  it('reset clears the saved settings and reloads', async () => {
    localStorage.setItem('layout-setting', JSON.stringify({ topNav: true }));
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('button', { name: 'Reset settings' }));
    expect(localStorage.getItem('layout-setting')).toBeNull();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });
});
