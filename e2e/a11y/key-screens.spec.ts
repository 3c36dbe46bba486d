import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { ADMIN_SCREENS, auditScreen, openScreen } from './admin-screens';

/**
 * The gate on the five key screens (sign-in, dashboard, users, copy records,
 * enquiries) in Japanese, in Chinese and in dark mode (docs/accessibility.md):
 * their English light states are audited by admin-routes.spec.ts. As there,
 * the shell is audited in full on the dashboard and the sign-in page; on the
 * other screens the page area and the open dialog.
 */

// Two audits a test, after a screen's first download.
test.describe.configure({ timeout: 90_000 });

const KEY = ['/system/user', '/project/record', '/project/contacts'].map(
  (path) => ADMIN_SCREENS.find((s) => s.path === path)!,
);

const VARIANTS = [
  { name: 'ja', lang: 'ja', dark: false },
  { name: 'zh-CN', lang: 'zh-CN', dark: false },
  { name: 'dark', lang: 'en', dark: true },
];

for (const variant of VARIANTS) {
  test.describe(variant.name, () => {
    test.use({ lang: variant.lang });
    test.beforeEach(async ({ page }) => {
      // As a user who turned dark mode on: the settings store reads it
      // from localStorage `layout-setting` when the app starts.
      if (variant.dark) {
        await page.addInitScript(() =>
          localStorage.setItem(
            'layout-setting',
            JSON.stringify({ dark: true }),
          ),
        );
      }
    });

    test(`sign-in, ${variant.name}`, async ({ page }) => {
      await page.goto('/#/login');
      await expect(page.locator('form')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
      await expectAccessible(page, `sign-in, ${variant.name}`);
    });

    test(`dashboard, ${variant.name}`, async ({ page }) => {
      await openScreen(page, '/pc/index', variant.lang);
      await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
      await expectAccessible(page, `dashboard, ${variant.name}`);
    });

    test(`${KEY.map((s) => s.title).join(', ')}, ${variant.name}`, async ({
      page,
    }) => {
      test.setTimeout(KEY.length * 60_000);
      for (const screen of KEY)
        await auditScreen(page, screen, variant.name, variant.lang);
    });
  });
}
