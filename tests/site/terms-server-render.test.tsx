import { act, screen } from '@testing-library/preact';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_TREE } from '../../mocks/handlers/website';
import { CONTACT_TERMS } from '../../mocks/handlers/website-enquiry-aids';
import { server } from '../../mocks/node';
import {
  countSiteRequests,
  stopCountingSiteRequests,
} from '../../mocks/site-requests';
import { setSiteFetch } from '@/api/website/client';
import type { SiteColumn } from '@/types/website';
import { preloadPages } from '@/website/routes';
import { SITE_ROUTES, SiteApp } from '@/website/site-app';
import { renderSitePage } from '@/website/ssr/entry-server';
import { SiteData } from '@/website/ssr/site-data';

const PRIVACY: SiteColumn = {
  navId: 90,
  parentId: 0,
  navName: '個人情報保護方針',
  mainName: '個人情報保護方針',
  enName: 'PRIVACY POLICY',
  link: '',
  mainImage: '',
  navType: '2',
  recordCategory: 'privacy',
  showInNav: '0',
};
const PATH = '/w/menu/privacy/90';
const SENTENCE = (days: number) =>
  `お問い合わせフォームでお預かりした個人情報は、受付日から${days}日間保管し、その後削除します。`;

const withoutComments = (html: string) => html.replace(/<!--[^]*?-->/g, '');

let root: ReturnType<typeof hydrateRoot> | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  stopCountingSiteRequests();
});

/** The site with a privacy page, its policy as copy, and `days` kept. */
function privacySite(days: number) {
  server.use(
    http.get('*/website/navigation', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: [...SITE_TREE, PRIVACY],
      }),
    ),
    http.get('*/website/columns/90', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: {
          column: PRIVACY,
          trail: [PRIVACY],
          children: [],
          copy: [
            {
              navRecordId: 1,
              navId: 90,
              title: '個人情報保護方針',
              subtitle: '',
              content: '<p>当社は個人情報を適切に取り扱います。</p>',
              image: '',
            },
          ],
        },
      }),
    ),
    http.get('*/website/contact/terms', () =>
      HttpResponse.json({
        code: 200,
        msg: 'ok',
        data: { ...CONTACT_TERMS, retentionDays: days },
      }),
    ),
  );
}

/** The server's render of `path`, put into the document as it is sent. */
async function serverRender(path: string) {
  const page = await renderSitePage({
    path,
    search: '',
    fetch: (url, init) => fetch(url, init),
  });
  setSiteFetch((url, init) => fetch(url, init));
  expect(page.status).toBe(200);
  const template = document.createElement('template');
  template.innerHTML = page.root;
  document.body.append(template.content);
  return document.getElementById('root')!;
}

/** What src/website/main.tsx does with a page the server drew at `path`. */
async function hydrate(element: HTMLElement, path: string) {
  history.replaceState(null, '', `/#${path}`);
  await preloadPages(SITE_ROUTES, path);
  act(() => {
    root = hydrateRoot(
      element,
      <StrictMode>
        <SiteApp data={SiteData.fromDocument(document)} />
      </StrictMode>,
    );
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('the privacy policy page', () => {
  it('states the retention period in the server’s render and keeps it when the browser takes over, without asking again', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    privacySite(180);
    const element = await serverRender(PATH);
    const note = element
      .querySelector('#privacy-retention')!
      .closest('section')!;
    expect(note).toHaveTextContent('お問い合わせ情報の保管期間');
    expect(note).toHaveTextContent(SENTENCE(180));
    const before = element.innerHTML;

    const requests = countSiteRequests();
    await hydrate(element, PATH);
    expect(withoutComments(element.innerHTML)).toBe(withoutComments(before));
    expect(requests.seen).toEqual([]);
    expect(
      screen.getByRole('region', { name: 'お問い合わせ情報の保管期間' }),
    ).toHaveTextContent(SENTENCE(180));
  });
});

describe('the contact page', () => {
  it('is drawn with the terms, so its thank-you step asks for nothing more', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const path = '/w/menu/contact/6';
    const element = await serverRender(path);
    expect(
      JSON.parse(document.getElementById('site-data')!.textContent!)[
        'contact-terms'
      ],
    ).toEqual({ status: 'ok', data: CONTACT_TERMS });
    const requests = countSiteRequests();
    await hydrate(element, path);
    expect(screen.getByRole('form', { name: 'お問い合わせフォーム' })).toBe(
      element.querySelector('form'),
    );
    expect(requests.count('/website/contact/terms')).toBe(0);
  });
});
