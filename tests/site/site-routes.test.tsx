import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../mocks/db';
import { server } from '../../mocks/node';
import {
  countSiteRequests,
  stopCountingSiteRequests,
} from '../../mocks/site-requests';
import { TOKEN_COOKIE } from '@/config/env';
import { renderSite } from './helpers/render-site';

/** The site's route: the address's hash without `#`. */
const route = () => decodeURIComponent(location.hash.slice(1));
const notFound = () =>
  screen.findByRole('heading', { name: 'ページが見つかりません' });
const mainNav = () =>
  screen.findByRole('navigation', { name: 'メインメニュー' });

describe('public site routes (#/w)', () => {
  afterEach(() => {
    stopCountingSiteRequests();
    document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0`;
  });

  it('builds the header navigation from the server', async () => {
    renderSite('/w');
    const nav = await mainNav();
    await within(nav).findByRole('link', { name: /製品情報/ });
    expect(
      within(nav).getByRole('link', { name: /業務用機器/ }),
    ).toHaveAttribute('href', '/w/menu/product/ls/4/11');
    expect(within(nav).getByRole('link', { name: /お知らせ/ })).toHaveAttribute(
      'href',
      '/w/menu/informations/5',
    );
  });

  it('keeps the home page alive and mounts the other pages afresh', async () => {
    const user = userEvent.setup();
    const requests = countSiteRequests();
    renderSite('/w');
    const hero = await screen.findByRole('heading', { name: '明日をつくる。' });
    const nav = await mainNav();
    await user.click(
      await within(nav).findByRole('link', { name: /お知らせ/ }),
    );
    await screen.findByRole('heading', { level: 1, name: 'お知らせ' });
    expect(route()).toBe('/w/menu/informations/5');
    // The heading comes with the column; its records are asked for after it.
    await waitFor(() =>
      expect(requests.count('/website/columns/5/records')).toBe(1),
    );
    await user.click(within(nav).getByRole('link', { name: /ホーム/ }));
    expect(await screen.findByRole('heading', { name: '明日をつくる。' })).toBe(
      hero,
    );
    expect(route()).toBe('/w');
    await user.click(within(nav).getByRole('link', { name: /お知らせ/ }));
    await screen.findByRole('heading', { level: 1, name: 'お知らせ' });
    await waitFor(() =>
      expect(requests.count('/website/columns/5/records')).toBe(2),
    );
    expect(requests.count('/website/home')).toBe(1);
  });

  it('follows the address when it changes (typed, back and forward)', async () => {
    renderSite('/w');
    await screen.findByRole('heading', { name: '明日をつくる。' });
    act(() => {
      location.hash = '#/w/d/informations/5/2';
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '年末年始休業のお知らせ',
      }),
    ).toBeInTheDocument();
    act(() => history.back());
    await waitFor(() => expect(route()).toBe('/w'));
    expect(
      await screen.findByRole('heading', { name: '明日をつくる。' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: '年末年始休業のお知らせ' }),
    ).toBeNull();
    act(() => history.forward());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '年末年始休業のお知らせ',
      }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for bad or unknown ids', async () => {
    for (const path of [
      '/w/menu/informations/abc',
      '/w/menu/informations/5/x1',
      '/w/menu/product/ls/4/-1',
      '/w/d/informations/5/abc',
      '/w/d/BadWord/5/1',
      '/w/d/informations/5/999',
      '/w/menu/informations/404',
      '/w/no/such/page',
    ]) {
      const view = renderSite(path);
      expect(await notFound(), path).toBeInTheDocument();
      expect(route()).toBe(path);
      view.unmount();
    }
  });

  it('shows a record under its detail route', async () => {
    renderSite('/w/d/informations/5/1');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '新製品を発売しました',
      }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(
      within(crumbs).getByRole('link', { name: 'お知らせ' }),
    ).toHaveAttribute('href', '/w/menu/informations/5');
    // the tab title follows once the page has rendered (an effect)
    await waitFor(() =>
      expect(document.title).toBe(
        '新製品を発売しました | お知らせ | 株式会社サンプル',
      ),
    );
  });

  it('shows products with the product menu under the right routes', async () => {
    const user = userEvent.setup();
    renderSite('/w/menu/product/4');
    const menu = await screen.findByRole('navigation', {
      name: '製品カテゴリー',
    });
    await user.click(within(menu).getByRole('link', { name: '業務用機器' }));
    await waitFor(() => expect(route()).toBe('/w/menu/product/ls/4/11'));
    await user.click(
      await screen.findByRole('link', { name: /サンプルスキャナー SC-100/ }),
    );
    await waitFor(() => expect(route()).toBe('/w/menu/product/4/1'));
    expect(
      await screen.findByRole('heading', { name: 'サンプルスキャナー SC-100' }),
    ).toBeInTheDocument();
    // Each route mounts its page afresh: look the product menu up again.
    const again = screen.getByRole('navigation', { name: '製品カテゴリー' });
    expect(within(again).getByRole('link', { name: '業務用機器' })).toHaveClass(
      'is-current',
    );
  });

  it('makes the page word canonical', async () => {
    renderSite('/w/menu/news/5');
    await screen.findByRole('heading', { level: 1, name: 'お知らせ' });
    expect(route()).toBe('/w/menu/informations/5');
  });

  it('calls the public API without a token and in Japanese, even with a back office session', async () => {
    document.cookie = `${TOKEN_COOKIE}=${createSession('admin')}; path=/`;
    const requests = countSiteRequests();
    renderSite('/w');
    await screen.findByRole('heading', { name: '明日をつくる。' });
    expect(requests.seen.length).toBeGreaterThan(0);
    for (const r of requests.seen) {
      expect(r.headers.get('Authorization'), r.path).toBeNull();
      expect(r.headers.get('Content-Language'), r.path).toBe('ja');
    }
  });

  it('offers a retry when the server cannot be reached', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/website/home', () => Response.error()));
    renderSite('/w');
    const retry = await screen.findByRole('button', { name: '再読み込み' });
    server.resetHandlers();
    await user.click(retry);
    expect(
      await screen.findByRole('heading', { name: '明日をつくる。' }),
    ).toBeInTheDocument();
  });
});
