import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  sidebar,
  openMenu,
  switchLanguage,
  token,
  settled,
} from './support/fixtures';
import { afterNextFrame } from './support/settled';

const SCREENS = 'test-results/screens';

async function openShell(page: Page) {
  await signedIn(page, 'admin');
  await expect(sidebar(page)).toBeVisible();
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Layout settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('layout settings change the shell live and survive a reload', async ({
  page,
}) => {
  await openShell(page);
  const drawer = await openSettings(page);
  await drawer.getByRole('radio', { name: 'Light sidebar' }).click();
  await expect(page.locator('.sidebar')).toHaveClass(/sidebar--light/);
  await drawer.getByRole('radio', { name: '#c71585' }).click();
  await drawer.getByRole('switch', { name: 'Fixed header' }).click();
  await drawer.getByRole('switch', { name: 'Sidebar logo' }).click();
  await expect(page.locator('.sidebar-logo')).toHaveCount(0);
  // on by default: switched off, the tab shows the app name alone
  await expect(page).toHaveTitle('Home - Website management system');
  await drawer.getByRole('switch', { name: 'Dynamic title' }).click();
  await expect(page).toHaveTitle('Website management system');
  await page.screenshot({ path: `${SCREENS}/shell-settings-drawer.png` });
  await drawer.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Layout settings saved')).toBeVisible();

  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.locator('.sidebar')).toHaveClass(/sidebar--light/);
  await expect(page.locator('.sidebar-logo')).toHaveCount(0);
  await expect(page.locator('.app-header')).toHaveClass(/app-header--fixed/);
  await expect(page).toHaveTitle('Website management system');
  const saved = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('layout-setting') ?? '{}'),
  );
  expect(saved).toMatchObject({
    sideTheme: 'theme-light',
    theme: '#c71585',
    fixedHeader: true,
    sidebarLogo: false,
    dynamicTitle: false,
  });

  // Reset clears the saved settings and reloads with the defaults.
  const again = await openSettings(page);
  await expect(
    again.getByRole('switch', { name: 'Fixed header' }),
  ).toBeChecked();
  const reloaded = page.waitForEvent('load');
  await again.getByRole('button', { name: 'Reset settings' }).click();
  await reloaded;
  await expect(page.locator('.sidebar')).toHaveClass(/sidebar--dark/);
  await expect(page.locator('.sidebar-logo')).toBeVisible();
  expect(
    await page.evaluate(() => localStorage.getItem('layout-setting')),
  ).toBeNull();
});

test('the theme colour restyles the primary button live', async ({ page }) => {
  await openShell(page);
  const drawer = await openSettings(page);
  const save = drawer.getByRole('button', { name: 'Save settings' });
  const background = () =>
    save.evaluate((el) => getComputedStyle(el).backgroundColor);
  // Each colour as its shade that carries white text (src/lib/theme-colors.ts):
  // #409EFF as #0067d2, #ff4500 as #bd3300, #1e90ff as #0066ca.
  expect(await background()).toBe('rgb(0, 103, 210)');
  await drawer.getByRole('radio', { name: '#ff4500' }).click();
  await expect.poll(background).toBe('rgb(189, 51, 0)');
  await drawer.getByRole('radio', { name: '#1e90ff' }).click();
  await expect.poll(background).toBe('rgb(0, 102, 202)');
  // No stylesheet is fetched from anywhere for a theme change.
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=stylesheet]')].map(
      (l) => (l as HTMLLinkElement).href,
    ),
  );
  for (const href of sheets)
    expect(new URL(href).origin).toBe(new URL(page.url()).origin);
});

/** The title `GET /getRouters` gives the top menu at `path`, in the session's language. */
async function serverMenuTitle(page: Page, path: string): Promise<string> {
  const res = await page.request.get('/getRouters', {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  const routes = (await res.json()).data as {
    path: string;
    meta?: { title?: string };
  }[];
  return routes.find((r) => r.path === path)?.meta?.title ?? '';
}

test('switching the language changes labels and the server menu titles', async ({
  page,
}) => {
  await openShell(page);
  // a loaded machine may take a while to draw the shell
  await expect(sidebar(page).getByText('System', { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  await switchLanguage(page, 'Language', '日本語');
  const menu = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(menu.getByText('システム管理', { exact: true })).toBeVisible();
  // The server's menu titles follow the language too.
  expect(await serverMenuTitle(page, '/system')).toBe('システム管理');
  await expect(
    page.getByRole('button', { name: 'メニューを検索' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '言語', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: '日本語' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  await switchLanguage(page, '言語', '简体中文');
  const zhMenu = page.getByRole('navigation', { name: '主菜单' });
  await expect(zhMenu.getByText('系统管理', { exact: true })).toBeVisible();
  expect(await serverMenuTitle(page, '/system')).toBe('系统管理');
  expect(
    await page.evaluate(() => localStorage.getItem('change-language')),
  ).toBe('zh-CN');
});

test.describe('on a 375px wide screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar is a drawer that closes on navigation', async ({
    page,
  }) => {
    await signedIn(page, 'admin');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const menu = sidebar(page);
    await expect(menu).toBeVisible();
    await settled(page); // the drawer has slid in
    await page.screenshot({ path: `${SCREENS}/shell-mobile-drawer.png` });
    await openMenu(page, 'System', 'Notices', /#\/system\/notice$/);
    await expect(sidebar(page)).toBeHidden();
    await page.screenshot({ path: `${SCREENS}/shell-mobile.png` });

    // The mask closes it too.
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(sidebar(page)).toBeHidden();
  });
});

test('top navigation lists the top menus and drives the sidebar', async ({
  page,
}) => {
  // 1100 / 3 / 85 = 4 items, the rest (of 5) under 'More menus'.
  await page.setViewportSize({ width: 1100, height: 800 });
  await openShell(page);
  const drawer = await openSettings(page);
  await drawer.getByText('Mixed', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Close' }).click();
  const top = page.getByRole('navigation', { name: 'Top navigation' });
  await expect(top.getByRole('menuitem')).toHaveCount(5);
  await expect(top.getByRole('menuitem', { name: 'More menus' })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);

  await top.getByRole('menuitem', { name: 'System' }).click();
  await expect(page).toHaveURL(/#\/system\/user$/);
  await expect(sidebar(page).getByText('Users', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('Website content')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/shell-top-nav.png` });
});

test('menu search opens a page', async ({ page }) => {
  await openShell(page);
  await page.getByRole('button', { name: 'Search menus' }).click();
  const box = page.getByRole('combobox', { name: 'Menu search' });
  await box.fill('notices');
  await page
    .locator('.ant-select-item-option', { hasText: 'System > Notices' })
    .click();
  await expect(page).toHaveURL(/#\/system\/notice$/);
  await expect(box).toHaveCount(0);

  // Keyboard: the best match is active, Enter opens it.
  await page.getByRole('button', { name: 'Search menus' }).click();
  await box.fill('operation log');
  await expect(
    page.locator('.ant-select-item-option-active', {
      hasText: 'System > Logs > Operation log',
    }),
  ).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/#\/system\/log\/operlog$/);
});

for (const lang of [
  { code: 'en', label: 'Language', name: 'English' },
  { code: 'zh-CN', label: 'Language', name: '简体中文' },
  { code: 'ja', label: 'Language', name: '日本語' },
]) {
  test(`screenshots of the shell in ${lang.code}, dark and light sidebar`, async ({
    page,
  }) => {
    await openShell(page);
    if (lang.code !== 'en') await switchLanguage(page, lang.label, lang.name);
    await expect(page.locator('.sidebar .ant-menu')).toBeVisible();
    await page.locator('.sidebar .ant-menu-submenu-title').first().click();
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/shell-${lang.code}-dark.png` });
    await page.evaluate(() =>
      localStorage.setItem(
        'layout-setting',
        JSON.stringify({ sideTheme: 'theme-light' }),
      ),
    );
    await page.reload();
    await expect(page.locator('.sidebar')).toHaveClass(/sidebar--light/);
    await page.locator('.sidebar .ant-menu-submenu-title').first().click();
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/shell-${lang.code}-light.png` });
  });
}

test('two calls failing with an expired session show one re-login prompt', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Let the home page's own requests (figures, notices, the charts' chunk
  // and the dictionaries it then asks for) finish first: one still in flight
  // would meet the ended session and prompt by itself.
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const track = (add: boolean) => (req: unknown) => {
    if (add) inFlight.add(req);
    else inFlight.delete(req);
    lastChange = Date.now();
  };
  page.on('request', track(true));
  page.on('requestfinished', track(false));
  page.on('requestfailed', track(false));
  await openShell(page);
  await expect(page.getByText('Loading figures')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect
    .poll(() => inFlight.size === 0 && Date.now() - lastChange > 2_000, {
      timeout: 30_000,
    })
    .toBe(true);
  // End the session on the server; the browser still holds the token.
  const out = await page.request.post('/logout', {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(out.ok()).toBe(true);

  // The posts screen loads its list and a dictionary at the same time.
  const expired: string[] = [];
  page.on('requestfinished', async (req) => {
    if (!/\/system\/(post\/list|dict\/data\/type\/)/.test(req.url())) return;
    const res = await req.response();
    const body = (await res?.json().catch(() => null)) as {
      code?: number;
    } | null;
    if (body?.code === 401) expired.push(req.url());
  });
  const menu = sidebar(page);
  await menu.getByText('System', { exact: true }).click();
  await menu.getByText('Posts', { exact: true }).click();
  await expect.poll(() => expired.length).toBe(2);

  const prompt = page.getByRole('dialog').filter({
    hasText: 'Your login status has expired',
  });
  await expect(prompt).toHaveCount(1);
  // Both answers have reached the page: the second does not open another.
  await afterNextFrame(page);
  await expect(prompt).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/shell-session-expired.png` });

  await prompt.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fsystem%2Fpost/);
});
