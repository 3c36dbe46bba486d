import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// The address can move while the site's code is still on its way (a link
// followed, a script setting the hash): the page that opens is the one the
// address names when the site takes over, never the one drawn before.

/**
 * Holds back the site's scripts until let through: its entry module (which
 * has no static imports) and the rest (the pages' code, which the entry
 * waits for before it takes the page over).
 */
async function holdSiteCode(page: Page) {
  const html = await (await page.request.get('/')).text();
  const entry = /data-site-entry="([^"]+)"/.exec(html)![1];
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };
  const entryGate = gate();
  const restGate = gate();
  const held = new Set<string>();
  await page.route(/\/assets\/site\/.+\.js$/, async (route) => {
    const url = new URL(route.request().url()).pathname;
    held.add(url);
    await (url === entry ? entryGate : restGate).opened;
    await route.continue();
  });
  return {
    /** Lets the entry run; resolves once it has (it sets the page's lang). */
    async entry() {
      await expect.poll(() => held.has(entry)).toBe(true);
      await page.evaluate(() => (document.documentElement.lang = 'held'));
      entryGate.open();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    },
    rest: () => {
      entryGate.open();
      restGate.open();
    },
  };
}

const home = (page: Page) =>
  page.getByRole('heading', {
    level: 1,
    name: 'テクノロジーで、ビジネスの明日をつくる。',
  });

test('a site route set while the page is being taken over opens that route, and keeps its address', async ({
  page,
}) => {
  const code = await holdSiteCode(page);
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  // The entry runs and waits for the home page's code: the reader follows a
  // link meanwhile.
  await code.entry();
  await page.evaluate(() => (location.hash = '#/w/menu/company/2'));
  code.rest();

  await expect(
    page.getByRole('heading', { level: 1, name: '会社情報' }),
  ).toBeVisible();
  await expect(home(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/#\/w\/menu\/company\/2$/);
});

test('a back office route set before the site takes over opens the back office', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('change-language', 'en'));
  const code = await holdSiteCode(page);
  await page.goto('/');
  await expect(home(page)).toBeVisible();
  // Before the site's code has come.
  await page.evaluate(() => (location.hash = '#/login'));
  code.rest();

  await expect(page.getByLabel('Account')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(home(page)).toBeHidden();
  await expect(page).toHaveURL(/\/#\/login$/);
});
