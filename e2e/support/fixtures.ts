import {
  test as base,
  expect,
  type Browser,
  type Page,
} from '@playwright/test';

/** Every journey runs in English unless it switches language itself. */
export const test = base.extend<{ lang: string }>({
  lang: ['en', { option: true }],
  page: async ({ page, lang }, use) => {
    await page.addInitScript((l) => {
      if (!localStorage.getItem('change-language')) {
        localStorage.setItem('change-language', l);
      }
    }, lang);
    await use(page);
  },
});

export { expect };

/** Signs in through the real login page (the server runs with the captcha off). */
export async function signIn(
  page: Page,
  username: string,
  password = 'admin123',
) {
  if (!/#\/login/.test(page.url())) await page.goto('/#/login');
  await page.getByLabel('Account').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** A second, signed-out browser page in English (its own cookies and storage). */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    localStorage.setItem('change-language', 'en'),
  );
  return context.newPage();
}

/**
 * Opens a page from the sidebar: its group, then the item, again until the
 * address shows it (a click while the submenu is still opening can miss on
 * a busy machine).
 */
export async function openMenu(
  page: Page,
  group: string,
  item: string,
  url: RegExp,
) {
  const menu = sidebar(page);
  await menu.getByText(group, { exact: true }).click();
  await expect(async () => {
    await menu.getByText(item, { exact: true }).click({ timeout: 5_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
