import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  sidebar,
  openMenu,
  rowOf,
} from './support/fixtures';

const SCREENS = 'test-results/screens';

// Every journey signs in and draws the shell afresh: allow a busy machine.
test.describe.configure({ timeout: 180_000 });

async function openShell(page: Page) {
  await signedIn(page, 'admin');
  // a loaded machine may take a while to draw the shell
  await expect(sidebar(page)).toBeVisible({ timeout: 90_000 });
}

async function closeSettings(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Layout settings' });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Layout settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** True when a CSS colour is dark (mean channel under 64). */
function isDark(color: string): boolean {
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  return (r + g + b) / 3 < 64;
}

test('dark mode darkens every admin surface and survives a reload', async ({
  page,
}) => {
  await openShell(page);
  expect(isDark(await background(page, '.app-layout'))).toBe(false);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => background(page, '.app-layout').then(isDark))
    .toBe(true);
  expect(isDark(await background(page, '.navbar'))).toBe(true);
  expect(isDark(await background(page, '.tags-view'))).toBe(true);
  expect(isDark(await background(page, 'body'))).toBe(true);

  await page.reload();
  await expect(sidebar(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.getByRole('button', { name: 'Light mode' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem('layout-setting') ?? '{}').dark,
    ),
  ).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SCREENS}/shell-dark-dashboard.png` });

  // a list page: search form and table on dark cards
  await openMenu(page, 'System', 'Posts', /#\/system\/post$/);
  const table = page.getByRole('table');
  await expect(rowOf(page, 'Chairman')).toBeVisible({ timeout: 30_000 });
  expect(isDark(await background(page, '.ant-table'))).toBe(true);
  await page.screenshot({ path: `${SCREENS}/shell-dark-list.png` });

  // a modal form
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add post')).toBeVisible();
  expect(isDark(await background(page, '.ant-modal-container'))).toBe(true);
  await page.screenshot({ path: `${SCREENS}/shell-dark-modal.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(table).toBeVisible();

  // a confirmation (antd's App API, not its static Modal: it follows the theme)
  await rowOf(page, 'Chairman').getByRole('checkbox').check();
  await page
    .locator('.crud-toolbar')
    .getByRole('button', { name: /Delete$/ })
    .click();
  const confirm = page.locator('.ant-modal-confirm .ant-modal-container');
  await expect(confirm).toBeVisible();
  expect(
    isDark(await background(page, '.ant-modal-confirm .ant-modal-container')),
  ).toBe(true);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(confirm).toBeHidden();

  // the settings drawer, with its own dark mode switch
  const drawer = await openSettings(page);
  const darkSwitch = drawer.getByRole('switch', { name: 'Dark mode' });
  await expect(darkSwitch).toBeChecked();
  await page.screenshot({ path: `${SCREENS}/shell-dark-settings.png` });
  await darkSwitch.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
  expect(isDark(await background(page, '.app-layout'))).toBe(false);
});

test('the copyright footer shows and hides with its switch', async ({
  page,
}) => {
  await openShell(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCount(0);
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: 'Footer' }).click();
  await expect(footer).toHaveText(
    `Copyright © ${new Date().getFullYear()} Website management system. All Rights Reserved.`,
  );
  await closeSettings(page);
  await footer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/shell-footer.png` });

  const again = await openSettings(page);
  await again.getByRole('switch', { name: 'Footer' }).click();
  await expect(footer).toHaveCount(0);
});

test('mixed navigation puts the top menus in the navbar and their children in the sidebar', async ({
  page,
}) => {
  await openShell(page);
  const drawer = await openSettings(page);
  await drawer.getByText('Mixed', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Save settings' }).click();
  await closeSettings(page);

  const top = page.getByRole('navigation', { name: 'Top navigation' });
  await top.getByRole('menuitem', { name: 'System' }).click();
  await expect(page).toHaveURL(/#\/system\/user$/);
  const side = sidebar(page);
  await expect(side.getByText('Users', { exact: true })).toBeVisible();
  await expect(side.getByText('Website content', { exact: true })).toHaveCount(
    0,
  );
  await side.getByText('Posts', { exact: true }).click();
  await expect(page).toHaveURL(/#\/system\/post$/);
  await expect(rowOf(page, 'Chairman')).toBeVisible({ timeout: 30_000 });
  await expect(top.getByRole('menuitem', { name: 'System' })).toHaveClass(
    /ant-menu-item-selected/,
  );
  await page.screenshot({ path: `${SCREENS}/shell-mixed-nav.png` });

  // remembered
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Top navigation' }),
  ).toBeVisible({ timeout: 30_000 });
});

test('top navigation puts the whole menu in the navbar and has no sidebar', async ({
  page,
}) => {
  await openShell(page);
  const drawer = await openSettings(page);
  await drawer.getByText('Top', { exact: true }).click();
  await closeSettings(page);
  await expect(page.locator('.sidebar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /sidebar$/ })).toHaveCount(0);
  const bar = page.locator('.navbar').getByRole('navigation', {
    name: 'Main menu',
  });
  await bar.getByText('Monitoring', { exact: true }).hover();
  await page
    .getByRole('menuitem', { name: 'Online users', exact: true })
    .click();
  await expect(page).toHaveURL(/#\/monitor\/online$/);
  await expect(rowOf(page, 'This session')).toHaveCount(1, {
    timeout: 30_000,
  });
  await page.screenshot({ path: `${SCREENS}/shell-top-only-nav.png` });
});

test('the tab style restyles the tab bar and is remembered', async ({
  page,
}) => {
  await openShell(page);
  const tags = page.getByRole('navigation', { name: 'Visited pages' });
  await expect(tags).toHaveClass(/tags-view--card/);
  const drawer = await openSettings(page);
  await drawer.getByText('Chrome', { exact: true }).click();
  await expect(tags).toHaveClass(/tags-view--chrome/);
  await page.screenshot({ path: `${SCREENS}/shell-tabs-chrome.png` });
  await drawer.getByText('Simple', { exact: true }).click();
  await expect(tags).toHaveClass(/tags-view--simple/);
  await drawer.getByRole('button', { name: 'Save settings' }).click();
  await closeSettings(page);
  await openMenu(page, 'System', 'Posts', /#\/system\/post$/);
  await expect(rowOf(page, 'Chairman')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SCREENS}/shell-tabs-simple.png` });

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Visited pages' }),
  ).toHaveClass(/tags-view--simple/, { timeout: 30_000 });
});

test('copy-text puts the whole session id on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedIn(page, 'admin', '/#/monitor/online');
  const own = rowOf(page, 'This session');
  await expect(own).toHaveCount(1, { timeout: 30_000 });
  const shown = (await own.locator('.copy-text__value').textContent()) ?? '';
  expect(shown).toHaveLength(8);
  await own.getByRole('button', { name: 'Copy Session ID' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(shown)).toBe(true);
  expect(copied.length).toBeGreaterThan(8);
  await page.screenshot({ path: `${SCREENS}/shell-copy-online.png` });

  // the job list copies a job's invoke target
  await page.goto('/#/monitor/job');
  const copyTarget = page
    .getByRole('button', { name: 'Copy Invoke target' })
    .first();
  await expect(copyTarget).toBeVisible({ timeout: 30_000 });
  await copyTarget.click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^ryTask\./);
  await page.screenshot({ path: `${SCREENS}/shell-copy-job.png` });
});
