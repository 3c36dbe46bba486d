import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ADMIN_ROUTERS } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { reloadPage } from '@/layout/reload-page';
import { useAppStore } from '@/stores/app';
import { renderApp, signIn } from '../router/render-app';

vi.mock('@/layout/reload-page', () => ({ reloadPage: vi.fn() }));
// The first test transforms the lazy layout chunks on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const location = () => screen.getByRole('status', { name: 'current location' });
const navbarButton = (name: string) => screen.getByRole('button', { name });

/** The visible (clickable) option of the open antd select popup. */
async function popupOption(title: string): Promise<HTMLElement> {
  const all = await screen.findAllByTitle(title);
  const option = all.find((el) =>
    el.classList.contains('ant-select-item-option'),
  );
  if (!option) throw new Error(`no popup option "${title}"`);
  return option;
}

async function openShell(url = '/pc/index') {
  signIn('admin');
  renderApp(url);
  // The first render transforms the lazy layout chunks: allow time.
  await screen.findByRole(
    'navigation',
    { name: 'Main menu' },
    { timeout: 20_000 },
  );
}

describe('navbar', () => {
  it('size menu: current size disabled; a choice applies, goes to cookie size and says so', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(navbarButton('Layout size'));
    const medium = await screen.findByRole('menuitem', { name: 'Medium' });
    expect(medium).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Small' }));
    expect(Cookies.get('size')).toBe('small');
    expect(useAppStore.getState().size).toBe('small');
    expect(
      await screen.findByText('Layout size set to Small'),
    ).toBeInTheDocument();
    // antd components now render small (the search box, for one).
    await user.click(navbarButton('Search menus'));
    const box = await screen.findByRole('combobox', { name: 'Menu search' });
    expect(box.closest('.ant-select')).toHaveClass('ant-select-sm');
  });

  it('language menu: current language disabled; a choice is saved, sent to the server, then the page reloads', async () => {
    const told = vi.fn();
    server.use(
      http.get('*/i18n/:lang', ({ params, request }) => {
        told(params.lang, request.headers.get('Authorization'));
        return HttpResponse.json({ code: 200, msg: 'ok', data: {} });
      }),
    );
    const user = userEvent.setup();
    await openShell();
    await user.click(navbarButton('Language'));
    const english = await screen.findByRole('menuitem', { name: 'English' });
    expect(english).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: '日本語' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('change-language')).toBe('ja');
    expect(told).toHaveBeenCalledWith('ja', expect.stringMatching(/^Bearer /));
  });

  it('fullscreen: warns when the browser does not support it', async () => {
    const user = userEvent.setup();
    await openShell();
    Object.defineProperty(document, 'fullscreenEnabled', {
      configurable: true,
      value: false,
    });
    await user.click(navbarButton('Full screen'));
    expect(
      await screen.findByText('Your browser does not support full screen'),
    ).toBeInTheDocument();
  });

  it('fullscreen: enters full screen where supported', async () => {
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fullscreenEnabled', {
      configurable: true,
      value: true,
    });
    document.documentElement.requestFullscreen = request;
    const user = userEvent.setup();
    await openShell();
    await user.click(navbarButton('Full screen'));
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shows no repository or documentation link unless the build names them', async () => {
    await openShell();
    expect(screen.queryByRole('link', { name: 'Source code' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Documentation' })).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/ruoyi/i);
  });

  it('links to the source repository and the documentation the build names, in a new tab', async () => {
    vi.stubEnv('VITE_SOURCE_URL', 'https://git.example.com/acme/site-admin');
    vi.stubEnv('VITE_DOCS_URL', 'https://docs.example.com/site-admin');
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    await openShell();
    for (const name of ['Source code', 'Documentation']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('menu search opens the chosen page', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(navbarButton('Search menus'));
    const box = await screen.findByRole('combobox', { name: 'Menu search' });
    await user.type(box, 'operation');
    // The best match comes first.
    const first = await screen.findByRole('option', {
      name: 'System > Logs > Operation log',
    });
    expect(first.id).toMatch(/_list_0$/);
    await user.click(await popupOption('System > Logs > Operation log'));
    await waitFor(() =>
      expect(location()).toHaveTextContent('/system/log/operlog'),
    );
    expect(
      screen.queryByRole('combobox', { name: 'Menu search' }),
    ).not.toBeInTheDocument();
  });

  it('menu search opens an external link in a new tab', async () => {
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
              meta: { title: 'RuoYi site', link: 'http://ruoyi.vip' },
            },
          ],
        }),
      ),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    await openShell();
    await user.click(navbarButton('Search menus'));
    await user.type(
      await screen.findByRole('combobox', { name: 'Menu search' }),
      'ruoyi',
    );
    await user.click(await popupOption('RuoYi site'));
    expect(open).toHaveBeenCalledWith(
      'http://ruoyi.vip',
      '_blank',
      'noopener,noreferrer',
    );
    expect(location()).toHaveTextContent('/pc/index');
  });

  it('avatar menu opens the personal centre', async () => {
    const user = userEvent.setup();
    await openShell();
    await user.click(navbarButton('User menu of Administrator'));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Personal centre' }),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/user/profile'));
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByText('Personal centre')).toBeInTheDocument();
  });
});
