import type { Page } from '@playwright/test';
import { THEME_PRESETS } from '../../src/config/settings';
import { expectAccessible } from '../support/axe';
import {
  expect,
  expectNoSpinner,
  rowOf,
  signedIn,
  test,
} from '../support/fixtures';

/**
 * The admin shell under every preset theme colour, both sidebar themes and
 * dark mode: the users list (shell, table, toolbar, tags) passes the gate;
 * the skip link and the live region of the toasts work.
 */

const USERS = '/#/system/user';

test.describe.configure({ timeout: 120_000 });

/**
 * Opens the users list with these layout settings saved in the browser (a
 * later call's settings win: init scripts run in the order added).
 */
async function openUsers(
  page: Page,
  settings: { theme: string; sideTheme: string; dark: boolean },
) {
  await page.addInitScript((saved) => {
    localStorage.setItem('layout-setting', JSON.stringify(saved));
  }, settings);
  await signedIn(page, 'admin', USERS);
  // A busy machine may take a while to list the users.
  await expect(rowOf(page, 'admin').first()).toBeVisible({ timeout: 60_000 });
  await expectNoSpinner(page);
}

const SIDEBARS = [
  ['theme-dark', 'dark sidebar'],
  ['theme-light', 'light sidebar'],
] as const;

// One page per sidebar theme goes through the states (its code stays
// cached between them); each audit is soft, so every state reports.
for (const [sideTheme, sidebarName] of SIDEBARS) {
  test(`users list under every preset colour, ${sidebarName}: no serious or critical findings`, async ({
    page,
  }) => {
    test.setTimeout(THEME_PRESETS.length * 45_000);
    for (const theme of THEME_PRESETS) {
      await openUsers(page, { theme, sideTheme, dark: false });
      await expectAccessible(page, `shell, users, ${theme}, ${sidebarName}`, {
        soft: true,
      });
    }
    await page.screenshot({ path: test.info().outputPath('users.png') });
  });
}

test('users list in dark mode, in two colours and both sidebars: no serious or critical findings', async ({
  page,
}) => {
  test.setTimeout(4 * 45_000);
  for (const theme of ['#409EFF', '#ffd700']) {
    for (const [sideTheme, sidebarName] of SIDEBARS) {
      await openUsers(page, { theme, sideTheme, dark: true });
      await expectAccessible(
        page,
        `shell, users, dark mode, ${theme}, ${sidebarName}`,
        { soft: true },
      );
    }
  }
  await page.screenshot({ path: test.info().outputPath('users.png') });
});

test('the skip link is the first Tab stop, shows when focused and moves focus to the page area', async ({
  page,
}) => {
  await openUsers(page, {
    theme: '#409EFF',
    sideTheme: 'theme-dark',
    dark: false,
  });
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  const main = page.getByRole('main', { name: 'Page content: Users' });
  await expect(main).toBeFocused();
  await expect(page).toHaveURL(USERS);
  // The next Tab stop is inside the page, not back in the shell.
  await page.keyboard.press('Tab');
  await expect(main.locator(':focus')).toHaveCount(1);
});

test('a saved change is said in the live region', async ({ page }) => {
  await openUsers(page, {
    theme: '#409EFF',
    sideTheme: 'theme-dark',
    dark: false,
  });
  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Layout settings' });
  await drawer.getByRole('button', { name: 'Save settings' }).click();
  const region = page.locator('[aria-live="polite"]#app-live-messages');
  await expect(region).toContainText('Layout settings saved in this browser');
});

test('a slow list load is said once as "Loading", and the table is no live region', async ({
  page,
}) => {
  await openUsers(page, {
    theme: '#409EFF',
    sideTheme: 'theme-dark',
    dark: false,
  });
  const region = page.getByRole('status').and(page.locator('#app-live-status'));
  await expect(region).toBeEmpty();
  // every text the region holds from now on
  await region.evaluate((el) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // the list answers after 1.5 s
  await page.route('**/system/user/list**', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  const search = page.getByRole('search');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(region).toHaveText('Loading');
  const spin = page
    .locator('.ant-spin')
    .filter({ has: page.getByRole('table') });
  await expect(spin).toHaveAttribute('aria-busy', 'true');
  await expect(spin).toHaveAttribute('aria-live', 'off');
  await expectNoSpinner(page);
  await expect(region).toBeEmpty();
  expect(
    await page.evaluate(() => (window as unknown as { said: string[] }).said),
  ).toEqual(['Loading', '']);
});
