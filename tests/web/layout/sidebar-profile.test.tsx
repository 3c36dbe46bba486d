import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signIn } from '../router/render-app';

// The first render transforms the lazy layout chunks: allow time.
const sidebar = () =>
  screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

describe('the sidebar on the personal centre', () => {
  it('highlights no menu entry (the page is in none), the breadcrumb names it', async () => {
    signIn('admin');
    renderApp('/user/profile');
    const nav = within(await sidebar());
    const home = nav.getByRole('menuitem', { name: 'Home' });
    expect(home.closest('li')).not.toHaveClass('ant-menu-item-selected');
    expect(
      nav
        .queryAllByRole('menuitem')
        .filter((item) =>
          item.closest('li')?.classList.contains('ant-menu-item-selected'),
        ),
    ).toEqual([]);
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(
      await within(crumbs).findByText('Personal centre'),
    ).toBeInTheDocument();
  });
});
