import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, expectNoSpinner, settled } from '../support/fixtures';

/** The toolbar's Add button in `lang`. */
const addLabel = (lang: string): string =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../src/locales/${lang}/crud.json`, import.meta.url),
        'utf8',
      ),
    ) as { add: string }
  ).add;

/**
 * A back-office screen the gate audits: its address, its English menu
 * title (the audits' state names) and the dialog its audit opens: the Add
 * button's, else a row's Edit; `editor` when that dialog holds the rich-text
 * editor (audited once TinyMCE has drawn it).
 */
export interface AdminScreen {
  path: string;
  title: string;
  dialog?: 'add' | 'edit';
  editor?: boolean;
}

/**
 * Every route admin's menu (GET /getRouters) lists, leaves only, not hidden,
 * not external links; e2e/a11y/admin-routes.spec.ts checks this list against
 * the server's. A static list: Playwright names its tests before any server
 * runs.
 */
export const ADMIN_SCREENS: AdminScreen[] = [
  { path: '/project/navigation', title: 'Navigation', dialog: 'add' },
  {
    path: '/project/navRecord',
    title: 'Navigation copy',
    dialog: 'add',
    editor: true,
  },
  {
    path: '/project/record',
    title: 'Copy records',
    dialog: 'add',
    editor: true,
  },
  {
    path: '/project/recordItem',
    title: 'Record items',
    dialog: 'add',
    editor: true,
  },
  { path: '/project/product', title: 'Products', dialog: 'add', editor: true },
  { path: '/project/productItem', title: 'Product items', dialog: 'add' },
  { path: '/project/contacts', title: 'Enquiries' },
  { path: '/project/publishing', title: 'Publishing' },
  { path: '/project/consultingItem', title: 'Consulting items', dialog: 'add' },
  { path: '/project/media', title: 'Media' },
  { path: '/system/user', title: 'Users', dialog: 'add' },
  { path: '/system/role', title: 'Roles', dialog: 'add' },
  { path: '/system/menu', title: 'Menus', dialog: 'add' },
  { path: '/system/dept', title: 'Departments', dialog: 'add' },
  { path: '/system/post', title: 'Posts', dialog: 'add' },
  { path: '/system/dict', title: 'Dictionaries', dialog: 'add' },
  { path: '/system/config', title: 'Parameters', dialog: 'add' },
  { path: '/system/notice', title: 'Notices', dialog: 'add' },
  { path: '/system/log/operlog', title: 'Operation log' },
  { path: '/system/log/logininfor', title: 'Login log' },
  { path: '/system/mailSetting', title: 'Mail settings' },
  { path: '/monitor/online', title: 'Online users' },
  { path: '/monitor/job', title: 'Scheduled jobs', dialog: 'add' },
  { path: '/monitor/druid', title: 'Data monitor' },
  { path: '/monitor/server', title: 'Server monitor' },
  { path: '/monitor/cache', title: 'Cache monitor' },
  { path: '/monitor/cacheList', title: 'Cache list' },
  { path: '/monitor/mailOutbox', title: 'Mail outbox' },
  { path: '/tool/build', title: 'Form builder' },
  // its tables are edited on a page of their own, not in a dialog
  { path: '/tool/gen', title: 'Code generator' },
  { path: '/tool/swagger', title: 'API docs' },
];

/** The page area of the layout (the shell around it is audited once). */
export const PAGE_AREA = '.app-main';

/** What a loaded screen shows in its page area. */
const CONTENT =
  '.ant-table, form, .ant-card, .ant-tree, iframe, .ant-result, .form-build__palette';

/**
 * Opens `path` signed in as admin in `lang` (the page's language, the `lang`
 * option of e2e/support/fixtures.ts: the sign-in asks for the menus in it
 * too) and waits until the screen has loaded: its content shown, no
 * spinner, nothing moving. A page already signed in moves to the screen
 * without loading the app again (its code stays loaded).
 */
export async function openScreen(page: Page, path: string, lang = 'en') {
  const cookies = await page.context().cookies();
  if (!cookies.some((c) => c.name === 'Admin-Token')) {
    const res = await page.request.post('/login', {
      headers: { 'Content-Language': lang },
      data: { username: 'admin', password: 'admin123' },
    });
    const { token } = (await res.json()) as { token: string };
    await page.context().addCookies([
      {
        name: 'Admin-Token',
        value: token,
        url: new URL('/', res.url()).href,
      },
    ]);
  }
  await page.goto(`/#${path}`);
  const content = page
    .locator(PAGE_AREA)
    .locator(CONTENT)
    .locator('visible=true');
  await expect(
    content.first(),
    `${path} shows its content`,
    // a screen's first visit downloads its code (slow on a busy machine)
  ).toBeVisible({ timeout: 45_000 });
  // still there: not sent to the sign-in page or a 404
  expect(new URL(page.url()).hash).toBe(`#${path}`);
  await expectNoSpinner(page);
  await settled(page);
}

/**
 * Opens the screen's add (or edit) dialog or drawer and waits until it has
 * loaded; returns the selector of the open dialog's part of the page.
 */
export async function openDialog(
  page: Page,
  screen: AdminScreen,
  lang = 'en',
): Promise<string> {
  const name =
    screen.dialog === 'edit'
      ? /^Edit /
      : new RegExp(`^(plus )?${addLabel(lang)}$`);
  await page
    .locator(PAGE_AREA)
    .getByRole('button', { name })
    .and(page.locator(':enabled'))
    .first()
    .click();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog).toBeVisible();
  if (screen.editor) {
    await expect(
      dialog.frameLocator('iframe.tox-edit-area__iframe').locator('body'),
    ).toBeVisible({ timeout: 30_000 });
  }
  await expectNoSpinner(page);
  await settled(page);
  const drawer = await page.locator('.ant-drawer-open').count();
  return drawer > 0 ? '.ant-drawer-open' : '.ant-modal-root';
}

/**
 * The gate on one screen in `variant` ("en", "ja", "dark"): its page area
 * once loaded, then its add or edit dialog, which is closed again. Both
 * audits are soft: a test going through several screens reports them all.
 */
export async function auditScreen(
  page: Page,
  screen: AdminScreen,
  variant: string,
  lang = 'en',
) {
  await openScreen(page, screen.path, lang);
  await expectAccessible(page, `${screen.title}, ${variant}`, {
    include: [PAGE_AREA],
    soft: true,
  });
  if (!screen.dialog) return;
  const dialog = await openDialog(page, screen, lang);
  await expectAccessible(
    page,
    `${screen.title}, ${screen.dialog} dialog, ${variant}`,
    { include: [dialog], soft: true },
  );
  // closed by its × (nothing was typed: no question follows)
  await page
    .locator(dialog)
    .locator('.ant-modal-close, .ant-drawer-close')
    .locator('visible=true')
    .first()
    .click();
  await expect(page.locator(dialog).getByRole('dialog')).toHaveCount(0);
  // the pointer leaves the ×, so the next screen is audited at rest, not
  // with whatever comes under it hovered
  await page.mouse.move(0, 0);
}
