import { act, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_TREE } from '../../mocks/handlers/website';
import { server } from '../../mocks/node';
import {
  countSiteRequests,
  stopCountingSiteRequests,
} from '../../mocks/site-requests';
import { setSiteFetch } from '@/api/website/client';
import { preloadPages } from '@/website/routes';
import { SITE_ROUTES, SiteApp } from '@/website/site-app';
import { renderSitePage } from '@/website/ssr/entry-server';
import { RENDERED_PATH_ATTR, SiteData } from '@/website/ssr/site-data';

type Root = ReturnType<typeof hydrateRoot>;

const withoutComments = (html: string) => html.replace(/<!--[^]*?-->/g, '');

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  stopCountingSiteRequests();
});

/**
 * The server's render of `path` (its own components, with the msw
 * handlers answering its requests), put into the document as the server
 * sends it: `#root` with the page, then the `#site-data` block.
 */
async function serverRender(path: string) {
  const page = await renderSitePage({
    path,
    search: '',
    fetch: (url, init) => fetch(url, init),
  });
  // The server render routes the site's requests through each render's
  // own fetch; the browser sends them itself.
  setSiteFetch((url, init) => fetch(url, init));
  expect(page.status).toBe(200);
  const template = document.createElement('template');
  template.innerHTML = page.root;
  document.body.append(template.content);
  expect(document.getElementById('site-data')).toBeInstanceOf(
    HTMLScriptElement,
  );
  return document.getElementById('root')!;
}

/** What src/website/main.tsx does with a page the server drew at `path`. */
async function hydrate(element: HTMLElement, path: string) {
  history.replaceState(null, '', `/#${path}`);
  expect(element.getAttribute(RENDERED_PATH_ATTR)).toBe(path);
  const data = SiteData.fromDocument(document);
  expect(data).not.toBeNull();
  await preloadPages(SITE_ROUTES, path);
  act(() => {
    root = hydrateRoot(
      element,
      <StrictMode>
        <SiteApp data={data} />
      </StrictMode>,
    );
  });
  // Let any effect's request start before counting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('hydrating a server-rendered site page', () => {
  it.each([
    ['the home page', '/w', '明日をつくる。'],
    ['a record page', '/w/d/informations/5/1', '新製品を発売しました'],
    ['a product page', '/w/menu/product/4/1', '製品情報'],
  ])(
    'takes over %s without asking the server again, then navigates',
    async (_, path, title) => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const element = await serverRender(path);
      const h1 = element.querySelector('h1')!;
      expect(h1).toHaveTextContent(title);
      // Drawn in phrases (components/phrased.tsx), by the server as by the
      // browser.
      expect(h1.querySelector('.site-phrased')).not.toBeNull();
      h1.setAttribute('data-server-drawn', '');
      const requests = countSiteRequests();
      const before = element.innerHTML;

      await hydrate(element, path);
      // The same markup, taken over (Preact removes some of the comments
      // that mark where the server's render waited for a page or its data).
      expect(withoutComments(element.innerHTML)).toBe(withoutComments(before));

      expect(requests.seen).toEqual([]);
      const heading = screen.getByRole('heading', { level: 1, name: title });
      expect(heading).toBe(h1);
      expect(heading).toHaveAttribute('data-server-drawn');
      // No second copy of the page next to the server's.
      expect(document.querySelectorAll('#root .site-header')).toHaveLength(1);

      const user = userEvent.setup();
      const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
      await user.click(within(nav).getByRole('link', { name: /お知らせ/ }));
      await waitFor(() =>
        expect(location.hash).toBe('#/w/menu/informations/5'),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'お知らせ' }),
      ).toBeVisible();
      expect(requests.count('/website/columns/5')).toBeGreaterThan(0);
    },
  );

  it('takes over a column page whose header has a main image, drawing the image the same way', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const news = {
      ...SITE_TREE.find((c) => c.navId === 5)!,
      mainImage: '/profile/upload/news "header".png',
    };
    server.use(
      http.get('*/website/columns/5', () =>
        HttpResponse.json({
          code: 200,
          msg: 'ok',
          data: { column: news, trail: [news], children: [], copy: [] },
        }),
      ),
    );
    const path = '/w/menu/informations/5';
    const element = await serverRender(path);
    const before = element.innerHTML;
    const hero = element.querySelector('.site-page-hero') as HTMLElement;
    const image = 'url("/profile/upload/news %22header%22.png")';
    expect(hero).toHaveClass('has-image');
    expect(hero.style.getPropertyValue('--site-hero-image')).toBe(image);

    await hydrate(element, path);
    expect(withoutComments(element.innerHTML)).toBe(withoutComments(before));
    expect(element.querySelector('.site-page-hero')).toBe(hero);
  });
});
