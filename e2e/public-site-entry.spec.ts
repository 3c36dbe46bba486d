import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// The public site's own entry: its pages load no back-office code and are
// Japanese whatever language the back office was left in (these journeys run
// with English saved).

const FIRST_LOAD = { timeout: 30_000 };
const SCREENS = 'test-results/screens';

/** The site's code a page of the site names on <html> (its entry first). */
async function siteCode(page: Page, path = '/'): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const attr = (name: string) =>
    new RegExp(`<html[^>]* ${name}="([^"]*)"`).exec(html)?.[1];
  const entry = attr('data-site-entry');
  expect(entry, 'the site entry named on <html>').toBeTruthy();
  return [entry!, ...(attr('data-site-imports') ?? '').split(' ')]
    .filter(Boolean)
    .map((f) => f.split('/').pop()!);
}

const fileOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** File names of the scripts and stylesheets the page requests. */
function watchCode(page: Page) {
  const files: string[] = [];
  page.on('request', (r) => {
    const type = r.resourceType();
    if (type === 'script' || type === 'stylesheet') files.push(fileOf(r.url()));
  });
  return files;
}

test('the public home loads only the site entry, no antd or admin chunk, in Japanese', async ({
  page,
}) => {
  const site = await siteCode(page);
  const files = watchCode(page);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/w$/);
  await expect(page.locator('#root .site-hero h1')).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  const scripts = files.filter((f) => f.endsWith('.js'));
  expect(scripts).toContain(site[0]);
  // Every script is the site's own (its entry, imports and the chunks of the
  // page shown): not the back office's entry, antd, the admin stores, axios
  // or the i18n catalogues. Its rules are in the document: no stylesheet.
  const ofSite = await page.evaluate(
    (names) =>
      names.filter((n) =>
        performance
          .getEntriesByType('resource')
          .some((r) => r.name.endsWith(`/assets/site/${n}`)),
      ),
    scripts,
  );
  expect(ofSite).toEqual(scripts);
  expect(files.filter((f) => f.endsWith('.css'))).toEqual([]);
  for (const f of files)
    expect(f).not.toMatch(/^(antd-root|layout|texts-|Button|context)-/);
  expect(
    await page.evaluate(() => !!document.querySelector('[class^="ant-"]')),
  ).toBe(false);
});

test('the pages, code and stylesheets of the site come compressed (brotli)', async ({
  page,
}) => {
  // (A document's body is gone once the page has moved on, so each one's
  // size is asked for again afterwards, decoded.)
  const sent: Promise<{ url: string; type: string; encoding?: string }>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type)) return;
    sent.push(
      res.allHeaders().then((headers) => ({
        url: res.url(),
        type,
        encoding: headers['content-encoding'],
      })),
    );
  });
  for (const path of ['/', '/w', '/w/menu/company/ls/2/15']) {
    await page.goto(path);
    await expect(page.locator('#root .site-root')).toBeVisible(FIRST_LOAD);
    await page.waitForLoadState('networkidle');
  }
  const got = await Promise.all(
    (await Promise.all(sent)).map(async (s) => ({
      ...s,
      bytes: (await (await page.request.get(s.url)).body()).length,
    })),
  );
  // The site's rules are in its documents: no stylesheet is asked for.
  const types = new Set(got.map((s) => s.type));
  expect([...types].sort()).toEqual(['document', 'script']);
  // Each is sent as brotli (Chromium accepts it); the build leaves files
  // under 1 KiB as they are.
  const big = got.filter((s) => s.bytes >= 1024);
  expect(big.length).toBeGreaterThan(5);
  expect(big.filter((s) => s.encoding !== 'br')).toEqual([]);
});

test('every public page is lang="ja"; an admin path hands over to the back office', async ({
  page,
}) => {
  await page.goto('/#/w/menu/informations/5');
  await expect(
    page.getByRole('heading', { level: 1, name: 'お知らせ' }),
  ).toBeVisible(FIRST_LOAD);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');

  await page.goto('/#/w/no/such/page');
  await expect(
    page.getByRole('heading', { name: 'ページが見つかりません' }),
  ).toBeVisible(FIRST_LOAD);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');

  // From the site to the sign-in page: the back office's own entry starts.
  await page.evaluate(() => {
    location.hash = '#/login';
  });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible(
    FIRST_LOAD,
  );
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});

test('the skip link moves focus to the page and stays on the site', async ({
  page,
}) => {
  await page.goto('/w/menu/informations/5');
  await expect(
    page.getByRole('heading', { level: 1, name: 'お知らせ' }),
  ).toBeVisible(FIRST_LOAD);
  // Taken over by the site (the address moves to the hash route then).
  await expect(page).toHaveURL(/\/#\/w\/menu\/informations\/5$/);
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('link', { name: '本文へスキップ' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#site-main')).toBeFocused();
  await expect(page).toHaveURL(/#\/w\/menu\/informations\/5$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'お知らせ' }),
  ).toBeVisible();
});

test("the page drawn by the server is on screen, styled, before the site's code has come, and stays readable if it never comes", async ({
  page,
}) => {
  // The site's code never comes.
  await page.route('**/assets/site/**', (route) => route.abort());
  await page.goto('/w/menu/company/ls/2/15');
  const heading = page.getByRole('heading', { level: 1, name: '会社情報' });
  await expect(heading).toBeVisible(FIRST_LOAD);
  // Drawn by the site's rules, which the document carries.
  await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
  await expect(page.getByText(/梅田サンプルタワー12階/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/public-site-without-code.png` });
  // Its links are the pages' own addresses: they still lead there.
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: /お知らせ/ })
    .click();
  await expect(page).toHaveURL(/\/w\/menu\/informations\/5$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'お知らせ' }),
  ).toBeVisible();
});
