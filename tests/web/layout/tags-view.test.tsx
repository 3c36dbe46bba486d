import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { navigateTo } from '@/lib/history';
import { useSettingsStore } from '@/stores/settings';
import { useTagsViewStore } from '@/stores/tags-view';
import { renderApp, signIn } from '../router/render-app';

const location = () => screen.getByRole('status', { name: 'current location' });
const bar = () => screen.findByRole('navigation', { name: 'Visited pages' });
const tabTitles = async () =>
  within(await bar())
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const tabItem = async (title: string) =>
  within(await bar())
    .getByRole('link', { name: title })
    .closest('li')!;

async function open(path: string, title: string) {
  act(() => navigateTo(path));
  await waitFor(() => expect(location().textContent).toBe(path));
  await within(await bar()).findByRole('link', { name: title });
}

/** Home (affixed), Users, Parameters, Operation log. */
async function openThree() {
  signIn('admin');
  renderApp('/pc/index');
  await open('/system/user', 'Users');
  await open('/system/config', 'Parameters');
  await open('/system/log/operlog', 'Operation log');
}

describe('tab bar', () => {
  it('opens a tab per visited page; the current one is marked; Home has no close button', async () => {
    await openThree();
    expect(await tabTitles()).toEqual([
      'Home',
      'Users',
      'Parameters',
      'Operation log',
    ]);
    const nav = within(await bar());
    expect(nav.getByRole('link', { name: 'Operation log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('link', { name: 'Users' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(
      nav.queryByRole('button', { name: 'Close Home' }),
    ).not.toBeInTheDocument();
    expect(useTagsViewStore.getState().cachedViews).toEqual([
      '/system/user',
      '/system/config',
      '/system/log/operlog',
    ]);
  });

  it('does not cache a noCache page, but still shows its tab', async () => {
    signIn('admin');
    renderApp('/pc/index');
    await open('/project/record', 'Copy records');
    expect(useTagsViewStore.getState().cachedViews).not.toContain(
      '/project/record',
    );
  });

  it('clicking a tab opens its page; closing the active tab opens the last one', async () => {
    const user = userEvent.setup();
    await openThree();
    const nav = within(await bar());
    await user.click(nav.getByRole('link', { name: 'Users' }));
    await waitFor(() => expect(location().textContent).toBe('/system/user'));
    await user.click(nav.getByRole('button', { name: 'Close Users' }));
    await waitFor(() =>
      expect(location().textContent).toBe('/system/log/operlog'),
    );
    expect(await tabTitles()).toEqual(['Home', 'Parameters', 'Operation log']);
  });

  it('context menu on Home: close current and close left disabled; Escape closes it', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.pointer({ keys: '[MouseRight]', target: await tabItem('Home') });
    const menu = await screen.findByRole('menu', {
      name: 'Tab actions for Home',
    });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Refresh page',
      'Close current',
      'Close others',
      'Close left',
      'Close right',
      'Close all',
    ]);
    expect(item('Refresh page')).toBeEnabled();
    expect(item('Close current')).toBeDisabled();
    expect(item('Close left')).toBeDisabled();
    expect(item('Close right')).toBeEnabled();
    expect(item('Refresh page')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Close others')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).not.toBeInTheDocument();
    expect(
      within(await bar()).getByRole('link', { name: 'Home' }),
    ).toHaveFocus();
  });

  it('close others keeps Home and the chosen tab and opens it', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.pointer({
      keys: '[MouseRight]',
      target: await tabItem('Parameters'),
    });
    const menu = await screen.findByRole('menu', { name: /Tab actions/ });
    await user.click(
      within(menu).getByRole('menuitem', { name: 'Close others' }),
    );
    expect(await tabTitles()).toEqual(['Home', 'Parameters']);
    await waitFor(() => expect(location().textContent).toBe('/system/config'));
    expect(
      screen.queryByRole('menu', { name: /Tab actions/ }),
    ).not.toBeInTheDocument();
  });

  it('close left and close right keep the page when it stays open', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.pointer({
      keys: '[MouseRight]',
      target: await tabItem('Operation log'),
    });
    await user.click(
      within(
        await screen.findByRole('menu', { name: /Tab actions/ }),
      ).getByRole('menuitem', {
        name: 'Close left',
      }),
    );
    expect(await tabTitles()).toEqual(['Home', 'Operation log']);
    expect(location().textContent).toBe('/system/log/operlog');

    await user.pointer({ keys: '[MouseRight]', target: await tabItem('Home') });
    await user.click(
      within(
        await screen.findByRole('menu', { name: /Tab actions/ }),
      ).getByRole('menuitem', {
        name: 'Close right',
      }),
    );
    expect(await tabTitles()).toEqual(['Home']);
    await waitFor(() => expect(location().textContent).toBe('/pc/index'));
  });

  it('close all leaves the affixed Home tab and opens it', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.pointer({
      keys: '[MouseRight]',
      target: await tabItem('Users'),
    });
    await user.click(
      within(
        await screen.findByRole('menu', { name: /Tab actions/ }),
      ).getByRole('menuitem', {
        name: 'Close all',
      }),
    );
    expect(await tabTitles()).toEqual(['Home']);
    await waitFor(() => expect(location().textContent).toBe('/pc/index'));
  });

  it('refresh goes through the redirect route back to the same page', async () => {
    const user = userEvent.setup();
    await openThree();
    await user.pointer({
      keys: '[MouseRight]',
      target: await tabItem('Operation log'),
    });
    await user.click(
      within(
        await screen.findByRole('menu', { name: /Tab actions/ }),
      ).getByRole('menuitem', {
        name: 'Refresh page',
      }),
    );
    await waitFor(() =>
      expect(location().textContent).toBe('/system/log/operlog'),
    );
    expect(await tabTitles()).toEqual([
      'Home',
      'Users',
      'Parameters',
      'Operation log',
    ]);
    // Dropped from the cache for the refresh, cached again once shown.
    await waitFor(() =>
      expect(useTagsViewStore.getState().cachedViews).toContain(
        '/system/log/operlog',
      ),
    );
  });

  it('is hidden when the tags view setting is off', async () => {
    signIn('admin');
    renderApp('/pc/index');
    await bar();
    act(() => useSettingsStore.getState().updateSettings({ tagsView: false }));
    expect(
      screen.queryByRole('navigation', { name: 'Visited pages' }),
    ).not.toBeInTheDocument();
  });
});
