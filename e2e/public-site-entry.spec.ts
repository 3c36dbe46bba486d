import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// The public site's own entry (issue 14): its pages load no back-office code
// and are Japanese whatever language the back office was left in (these
// journeys run with English saved).

const FIRST_LOAD = { timeout: 30_000 };
const SCREENS = 'test-results/screens';

interface FirstScreenMap {
  entry: string;
  imports: string[];
  site: { entry: string; imports: string[]; frame: string[]; css: string[] };
}

/** The build's map in the first-screen script (scripts/first-screen). */
async function firstScreenMap(page: Page): Promise<FirstScreenMap> {
  const html = await (await page.request.get('/')).text();
  const json = /\}\)\((\{.*?\}), function loginShellHtml/s.exec(html)?.[1];
  expect(json, 'first-screen map in index.html').toBeTruthy();
  return JSON.parse(json!) as FirstScreenMap;
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
  const map = await firstScreenMap(page);
  const files = watchCode(page);
  await page.goto('/');
  await expect(page).toHaveURL(/#\/w$/);
  await expect(page.locator('#root .site-hero h1')).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  const site = [map.site.entry, ...map.site.imports, ...map.site.frame].map(
    (f) => f.split('/').pop()!,
  );
  const scripts = files.filter((f) => f.endsWith('.js'));
  expect(scripts).toContain(site[0]);
  // Every script is the site entry's or its frame's: not the back office's
  // entry, antd, the admin stores, axios or the i18n catalogues.
  expect(scripts.filter((f) => !site.includes(f))).toEqual([]);
  expect(files).not.toContain(fileOf(`http://x/${map.entry}`));
  for (const f of files)
    expect(f).not.toMatch(/^(antd-root|layout|texts-|Button|context)-/);
  expect(
    await page.evaluate(() => !!document.querySelector('[class^="ant-"]')),
  ).toBe(false);
});

test('the pages, code and stylesheets of the site come compressed (brotli)', async ({
  page,
}) => {
  const sent: Promise<{
    url: string;
    type: string;
    bytes: number;
    encoding?: string;
  }>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(type)) return;
    sent.push(
      Promise.all([res.allHeaders(), res.body()]).then(([headers, body]) => ({
        url: res.url(),
        type,
        bytes: body.length,
        encoding: headers['content-encoding'],
      })),
    );
  });
  for (const path of ['/', '/w', '/w/menu/company/ls/2/15']) {
    await page.goto(path);
    await expect(page.locator('#root .site-root')).toBeVisible(FIRST_LOAD);
    await page.waitForLoadState('networkidle');
  }
  const got = await Promise.all(sent);
  const types = new Set(got.map((s) => s.type));
  expect([...types].sort()).toEqual(['document', 'script', 'stylesheet']);
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
  await page.goto('/#/w/menu/informations/5');
  await expect(
    page.getByRole('heading', { level: 1, name: 'お知らせ' }),
  ).toBeVisible(FIRST_LOAD);
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

test("the home page's data and the site's stylesheet are asked for before the site's code, and once", async ({
  page,
}) => {
  const map = await firstScreenMap(page);
  const order: string[] = [];
  page.on('request', (r) => order.push(new URL(r.url()).pathname));
  await page.goto('/#/w');
  await expect(page.locator('#root .site-hero h1')).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');

  const entry = order.findIndex((p) =>
    p.endsWith(fileOf(`http://x/${map.site.entry}`)),
  );
  expect(entry).toBeGreaterThan(-1);
  expect(map.site.css.length).toBeGreaterThan(0);
  const sheets = map.site.css.map((f) => `/${f.replace(/^\.\//, '')}`);
  for (const api of ['/website/navigation', '/website/home', ...sheets]) {
    expect(
      order.filter((p) => p === api),
      api,
    ).toHaveLength(1);
    expect(order.indexOf(api), `${api} before the site entry`).toBeLessThan(
      entry,
    );
  }
});

test("the site's frame paints, styled, before the site's code and stylesheet have come; the site takes its place once the page shows", async ({
  page,
}) => {
  const map = await firstScreenMap(page);
  const held = [map.site.entry, map.site.css[0]!].map(
    (f) => `**/${fileOf(`http://x/${f}`)}`,
  );
  // Hold the site's entry and stylesheet back while the frame is looked at.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const url of held)
    await page.route(url, async (route) => {
      await released;
      await route.continue();
    });
  // Not "load": that waits for what is held.
  await page.goto('/#/w', { waitUntil: 'commit' });

  const shell = page.locator('#site-shell');
  await expect(shell).toBeVisible(FIRST_LOAD);
  await expect(shell.getByRole('banner')).toContainText('株式会社サンプル');
  await expect(shell.getByRole('status')).toHaveText('読み込み中…');
  // Drawn by the frame's rules inlined in the page, as the real header is.
  await expect(shell.locator('.site-header')).toHaveCSS('position', 'sticky');
  await expect(shell.locator('.site-logo-mark')).toHaveCSS('width', '40px');
  await page.screenshot({ path: `${SCREENS}/public-site-shell.png` });
  expect(
    await page.evaluate(
      () => document.getElementById('root')!.childElementCount,
    ),
  ).toBe(0);

  release();
  await expect(page.locator('#root .site-hero h1')).toBeVisible(FIRST_LOAD);
  await expect(shell).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.locator('#root')).toBeVisible();
});

test("a clean path paints the site's frame and home hero before the site's code, its plain page behind them; it comes out if the code fails", async ({
  page,
}) => {
  const map = await firstScreenMap(page);
  const entry = `**/${fileOf(`http://x/${map.site.entry}`)}`;
  const sheet = `**/${fileOf(`http://x/${map.site.css[0]!}`)}`;
  const home = await (await page.request.get('/website/home')).json();
  const title = home.data.home.mainName as string;

  // The site's code and stylesheet held back: the hero's rules are inlined.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const url of [entry, sheet])
    await page.route(url, async (route) => {
      await released;
      await route.continue();
    });
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/w', { waitUntil: 'commit' });
  const shell = page.locator('#site-shell');
  await expect(
    shell.locator('.site-hero').getByRole('heading', { level: 1 }),
  ).toHaveText(title, FIRST_LOAD);
  await expect(shell.locator('.site-hero')).toHaveCSS(
    'color',
    'rgb(255, 255, 255)',
  );
  await expect(shell.locator('.site-hero h1')).toHaveCSS('font-size', '54px');
  await expect(shell.locator('.site-hero .site-button').first()).toHaveCSS(
    'min-height',
    '44px',
  );
  // The address is the matching hash route before the site's code runs.
  await expect(page).toHaveURL(/\/#\/w$/);
  // The server's plain page is in the document, not on screen.
  await expect(page.locator('#root .pr')).toHaveCount(1);
  await expect(page.locator('#root .pr')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.screenshot({
    path: `${SCREENS}/public-site-clean-path-shell.png`,
  });

  release();
  await expect(page.locator('#root .site-hero h1')).toHaveText(
    title,
    FIRST_LOAD,
  );
  await expect(shell).toHaveCount(0);
  await expect(page.locator('.pr')).toHaveCount(0);
  await expect(page.locator('.site-hero')).toHaveCount(1);
  // The document carried the first screen's answers: not asked for again.
  await expect(page.locator('.site-header nav a').first()).toBeVisible();
  expect(
    asked.filter((p) => p === '/website/home' || p === '/website/navigation'),
  ).toEqual([]);

  // The site's code does not come: the plain page is read instead of a
  // frame that keeps loading.
  await page.unroute(entry);
  await page.route(entry, (route) => route.abort());
  await page.goto('/w/menu/informations/5', { waitUntil: 'commit' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'お知らせ' }),
  ).toBeVisible(FIRST_LOAD);
  await expect(page.locator('#root .pr')).toBeVisible();
  await expect(shell).toHaveCount(0);
});

test("the home page's hero paints from the first data, before the site's code; a click on it then still lands on its page", async ({
  page,
}) => {
  const map = await firstScreenMap(page);
  const home = await (await page.request.get('/website/home')).json();
  const nav = await (await page.request.get('/website/navigation')).json();
  const business = (
    nav.data as { navId: number; navName: string; recordCategory: string }[]
  ).find((c) => c.recordCategory === 'business')!;
  const title = home.data.home.mainName as string;
  expect(title).toBeTruthy();

  // Only the site's code is held: its data and stylesheet come.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    `**/${fileOf(`http://x/${map.site.entry}`)}`,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/#/w', { waitUntil: 'commit' });

  const hero = page.locator('#site-shell .site-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
    title,
    FIRST_LOAD,
  );
  // Drawn by the site's stylesheet, as the site's own hero is.
  await expect(hero).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(hero.locator('h1')).not.toHaveCSS('font-size', '16px');
  const go = hero.getByRole('link', { name: business.navName });
  await expect(go).toHaveAttribute(
    'href',
    `#/w/menu/business/${business.navId}`,
  );
  // Below it, the rest of the page is still loading.
  await expect(page.locator('#site-shell').getByRole('status')).toBeVisible();
  expect(
    await page.evaluate(
      () => document.getElementById('root')!.childElementCount,
    ),
  ).toBe(0);
  await page.screenshot({ path: `${SCREENS}/public-site-static-hero.png` });

  // A visitor who does not wait: the site starts on the page they chose.
  await go.click();
  await expect(page).toHaveURL(
    new RegExp(`#/w/menu/business/${business.navId}$`),
  );
  release();
  await expect(
    page.getByRole('heading', { level: 1, name: business.navName }),
  ).toBeVisible(FIRST_LOAD);
  await expect(page.locator('#site-shell')).toHaveCount(0);
  await expect(page.locator('.site-hero')).toHaveCount(0);

  // Back home: the site's own hero, once.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /株式会社サンプル/ })
    .click();
  await expect(page.locator('#root .site-hero h1')).toHaveText(title);
  await expect(page.locator('.site-hero')).toHaveCount(1);
});
