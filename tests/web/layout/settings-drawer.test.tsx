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

/** Clicks a button-style radio (antd's input itself takes no pointer). */
function labelOf(radio: HTMLElement): HTMLElement {
  const label = radio.closest('label');
  if (!label) throw new Error('radio without a label');
  return label;
}

describe('settings drawer', () => {
  it('is 280px wide and offers the 8 preset colours, the sidebar themes, the navigation modes, the tab styles and six switches', async () => {
    const { drawer, element } = await openDrawer();
    expect(element.parentElement).toHaveStyle({ width: '280px' });
    const presets = drawer.getByRole('radiogroup', { name: 'Preset colours' });
    expect(within(presets).getAllByRole('radio')).toHaveLength(8);
    expect(
      within(presets).getByRole('radio', { name: '#409EFF' }),
    ).toBeChecked();
    expect(drawer.getByRole('radio', { name: 'Dark sidebar' })).toBeChecked();
    for (const name of [
      'Dark mode',
      'Tags view',
      'Fixed header',
      'Sidebar logo',
      'Dynamic title',
      'Footer',
    ]) {
      expect(drawer.getByRole('switch', { name })).toBeInTheDocument();
    }
    const modes = drawer.getByRole('radiogroup', { name: 'Navigation mode' });
    expect(
      within(modes)
        .getAllByRole('radio')
        .map((r) => labelOf(r).textContent),
    ).toEqual(['Left', 'Mixed', 'Top']);
    expect(within(modes).getByRole('radio', { name: 'Left' })).toBeChecked();
    const styles = drawer.getByRole('radiogroup', { name: 'Tab style' });
    expect(
      within(styles)
        .getAllByRole('radio')
        .map((r) => labelOf(r).textContent),
    ).toEqual(['Card', 'Chrome', 'Simple']);
  });

  it('switches dark mode, the footer, the tab style and the navigation mode live', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await user.click(drawer.getByRole('switch', { name: 'Footer' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `Copyright © ${new Date().getFullYear()} Website management system. All Rights Reserved.`,
    );

    await user.click(labelOf(drawer.getByRole('radio', { name: 'Simple' })));
    expect(document.querySelector('.tags-view')).toHaveClass(
      'tags-view--simple',
    );
    await user.click(drawer.getByRole('switch', { name: 'Tags view' }));
    expect(drawer.getByRole('radio', { name: 'Chrome' })).toBeDisabled();

    await user.click(labelOf(drawer.getByRole('radio', { name: 'Top' })));
    // the whole menu moves into the navbar; no sidebar, no hamburger
    expect(document.querySelector('.sidebar')).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Collapse sidebar' }),
    ).not.toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(menu.getByRole('menuitem', { name: /System/ })).toBeInTheDocument();

    await user.click(drawer.getByRole('button', { name: 'Save settings' }));
    expect(saved()).toMatchObject({
      dark: true,
      footerVisible: true,
      tagsStyle: 'simple',
      tagsView: false,
      navType: 'top',
    });
  });

  it('changes the layout live, saves to layout-setting, and only on Save', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('radio', { name: 'Light sidebar' }));
    expect(document.querySelector('.sidebar')).toHaveClass('sidebar--light');
    await user.click(drawer.getByRole('radio', { name: '#ff4500' }));
    expect(useSettingsStore.getState().theme).toBe('#ff4500');
    // drawn at the shade of the picked orange-red that carries white text
    // and reads as text (4.5:1); the setting keeps the colour as picked
    expect(
      document.documentElement.style.getPropertyValue('--app-primary'),
    ).toBe('#bd3300');
    await user.click(drawer.getByRole('switch', { name: 'Fixed header' }));
    expect(document.querySelector('.app-header')).toHaveClass(
      'app-header--fixed',
    );
    await user.click(drawer.getByRole('switch', { name: 'Sidebar logo' }));
    expect(document.querySelector('.sidebar-logo')).toBeNull();
    // on by default: switched off, the tab shows the app name alone
    expect(document.title).toBe('Home - Website management system');
    await user.click(drawer.getByRole('switch', { name: 'Dynamic title' }));
    expect(document.title).toBe('Website management system');
    expect(saved()).toBeNull();

    await user.click(drawer.getByRole('button', { name: 'Save settings' }));
    expect(saved()).toEqual({
      theme: '#ff4500',
      sideTheme: 'theme-light',
      navType: 'left',
      tagsView: true,
      tagsStyle: 'card',
      fixedHeader: true,
      sidebarLogo: false,
      dynamicTitle: false,
      dark: false,
      footerVisible: false,
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
    localStorage.setItem(
      'layout-setting',
      JSON.stringify({ navType: 'mixed' }),
    );
    const { user, drawer } = await openDrawer();
    await user.click(drawer.getByRole('button', { name: 'Reset settings' }));
    expect(localStorage.getItem('layout-setting')).toBeNull();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });
});
