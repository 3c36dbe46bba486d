import type { APIRequestContext } from '@playwright/test';
import { test, expect, apiAs, settled } from './support/fixtures';
import { apiData as data } from './support/publishing';

// A preview link lets someone without an account check a draft on the
// public site before it is published: the page as it will look, with a
// preview bar, its links kept inside the preview; visitors still see the
// published page.

const SCREENS = 'test-results/screens';
/** A news record of the demo content no other journey changes. */
const RECORD = 8;
const RECORD_PAGE = `/w/d/informations/5/${RECORD}`;
const DRAFT_TITLE = '年末年始休業のお知らせ（改訂版）';

/** Saves a draft of the record with a new title; its published title. */
async function draftTitle(
  request: APIRequestContext,
  headers: Record<string, string>,
) {
  const shown = await data<{ record: { title: string } }>(
    request.get(`/website/records/${RECORD}`),
    'public record',
  );
  const record = await data<Record<string, unknown>>(
    request.get(`/project/record/${RECORD}`, { headers }),
    'record',
  );
  await data(
    request.put('/project/record', {
      headers,
      data: { ...record, title: DRAFT_TITLE },
    }),
    'draft save',
  );
  return shown.record.title;
}

test('a draft opened through its preview link shows the draft text and the preview bar; visitors still see the published page; a revoked link opens nothing', async ({
  page,
  request,
}) => {
  const headers = await apiAs(request, 'admin');
  const published = await draftTitle(request, headers);
  const link = await data<{
    previewId: number;
    url: string;
    expiresAt: string;
  }>(
    request.post('/project/content/preview', {
      headers,
      data: { kind: 'record', id: RECORD },
    }),
    'preview link',
  );
  const { pathname } = new URL(link.url);
  expect(pathname).toMatch(
    new RegExp(`^/w/preview/[\\w-]{43}/d/informations/5/${RECORD}$`),
  );
  const root = pathname.slice(0, pathname.indexOf('/d/'));

  try {
    // The page opens without signing in, as the person the link was sent to.
    await page.goto(pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      DRAFT_TITLE,
    );
    const bar = page.getByRole('status').filter({ hasText: 'プレビュー' });
    await expect(bar).toContainText('プレビュー');
    await expect(bar).toContainText(link.expiresAt);
    // No script takes the page over: the address stays the link's.
    await expect(page).toHaveURL(pathname);
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/publishing-preview-record.png` });

    // Its links stay inside the preview, and the draft shows in the list.
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: /お知らせ/ })
      .click();
    await expect(page).toHaveURL(`${root}/menu/informations/5`);
    await expect(page.locator('main')).toContainText(DRAFT_TITLE);
    await expect(page.locator('.site-preview-bar')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await page.screenshot({
      path: `${SCREENS}/publishing-preview-list-phone.png`,
    });

    // Visitors see the published record, without a preview bar.
    await page.goto(RECORD_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
    await expect(page.locator('.site-preview-bar')).toHaveCount(0);

    // Revoked, the link opens a page saying so, and nothing of the site.
    await data(
      request.put(`/project/content/preview/revoke/${link.previewId}`, {
        headers,
      }),
      'revoke',
    );
    const gone = await page.goto(pathname);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'このプレビューリンクは開けません',
    );
    await expect(page.locator('.site-header')).toHaveCount(0);
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/publishing-preview-gone.png` });
  } finally {
    await data(
      request.post('/project/content/discard', {
        headers,
        data: { kind: 'record', id: RECORD },
      }),
      'discard the draft',
    );
  }
});
