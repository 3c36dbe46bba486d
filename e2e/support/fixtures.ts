import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { baseURLFor } from '../playwright.config';

/** The UI language each journey's page starts in (see `test` below). */
const pageLanguage = new WeakMap<Page, string>();

/**
 * Every journey runs in English unless it switches language itself, against
 * its worker's own server (see e2e/playwright.config.ts).
 */
export const test = base.extend<{ lang: string }>({
  lang: ['en', { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter's
  // pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(baseURLFor(testInfo.parallelIndex));
  },
  page: async ({ page, lang }, use) => {
    await page.addInitScript((l) => {
      if (!localStorage.getItem('change-language')) {
        localStorage.setItem('change-language', l);
      }
    }, lang);
    pageLanguage.set(page, lang);
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

/**
 * Starts a session without the login form: signs in through the API and
 * puts the new token in the browser's `Admin-Token` cookie, the only thing
 * the SPA keeps of a session. Returns the token. Every call makes a session
 * of its own (journeys force-logout or lock theirs), so never share one.
 * The sign-in names the page's UI language, as the login form does: the
 * server answers that session in it (its messages, menu titles).
 * The page is not loaded: see `signedIn` for that.
 */
async function signInByApi(
  page: Page,
  username: string,
  password = 'admin123',
): Promise<string> {
  const res = await page.request.post('/login', {
    headers: { 'Content-Language': pageLanguage.get(page) ?? 'en' },
    data: { username, password },
  });
  const body = (await res.json()) as {
    code: number;
    msg?: string;
    token?: string;
  };
  expect(body.code, `sign-in of ${username}: ${body.msg}`).toBe(200);
  await page.context().addCookies([
    {
      name: 'Admin-Token',
      value: body.token!,
      url: new URL('/', res.url()).href,
    },
  ]);
  return body.token!;
}

/**
 * Opens the admin at `path` already signed in as `username` (a session
 * started through the API, see `signInByApi`), and waits until the shell
 * shows that page: the user menu in the navbar, the address still `path`
 * (an unknown or forbidden one would have moved to 404 or the login page).
 * Returns the session token.
 */
export async function signedIn(
  page: Page,
  username: string,
  path = '/#/pc/index',
  password = 'admin123',
): Promise<string> {
  const session = await signInByApi(page, username, password);
  // A page already showing the app would only change its hash and keep its
  // old state; a fresh load reads the new cookie.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(path);
  // a loaded machine may take a while to draw the shell
  await expect(page.getByRole('button', { name: /User menu of/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(path);
  return session;
}

/** Signs out through the avatar menu and its confirmation. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL(/#\/login/);
}

/** The signed-in page's session token (cookie Admin-Token). */
export async function token(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(
    (c) => c.name === 'Admin-Token',
  );
  return cookie!.value;
}

/** Signs in through the API (no UI), for setting up data: auth headers. */
export async function apiAs(request: APIRequestContext, username: string) {
  const res = await request.post('/login', {
    data: { username, password: 'admin123' },
  });
  const { token: t } = (await res.json()) as { token: string };
  return { Authorization: `Bearer ${t}` };
}

/** Table rows that contain `text`. */
export const rowOf = (page: Page, text: string | RegExp) =>
  page.getByRole('row').filter({ hasText: text });

/**
 * Waits until the page on screen shows no loading spinner. Only visible
 * spinners count: a kept-alive page left before it loaded stays hidden with
 * its spinner (an <Activity> pauses its effects) until its tab is shown.
 */
export async function expectNoSpinner(page: Page) {
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
}

/**
 * Waits until the page looks finished for a screenshot: its fonts are in and
 * no finite animation or transition is running (a drawer sliding in, a
 * submenu opening, layout moving after a viewport change). Endless ones, such
 * as a spinner's, are left out: they never finish.
 */
export async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** The button row above a list screen's table (its right toolbar included). */
export const toolbar = (page: Page) => page.locator('.crud-toolbar');

/** Switches the language with the navbar menu; the page reloads in it. */
export async function switchLanguage(page: Page, label: string, name: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const told = page.waitForResponse((r) => /\/i18n\//.test(r.url()));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name }).click();
  await told;
  await reloaded;
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
 * Opens a page from the sidebar: each group on the way unless it is open
 * (`['System', 'Logs']`), then the item, again until the address shows it
 * (a click while a submenu is still opening can miss on a busy machine).
 */
export async function openMenu(
  page: Page,
  groups: string | string[],
  item: string,
  url: RegExp,
) {
  const menu = sidebar(page);
  const label = (text: string) => menu.getByText(text, { exact: true });
  const path = typeof groups === 'string' ? [groups] : groups;
  const next = [...path.slice(1), item];
  await expect(async () => {
    for (const [i, group] of path.entries()) {
      if (!(await label(next[i]).isVisible())) {
        await label(group).click({ timeout: 5_000 });
      }
    }
    await label(item).click({ timeout: 5_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Picks `option` in an antd Select or TreeSelect `field` (typing `search`
 * into it first when given), again until the field shows it: a click while
 * the dropdown opens, or while a server search replaces its options, can
 * miss on a busy machine.
 */
export async function choose(
  field: Locator,
  option: string | RegExp,
  search?: string,
) {
  const page = field.page();
  const root = field.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  const choice = page
    .locator(
      '.ant-select-dropdown:visible :is(.ant-select-item-option, .ant-select-tree-node-content-wrapper)',
    )
    .filter({ hasText: option });
  await expect(async () => {
    if (search === undefined) await field.click({ timeout: 5_000 });
    else await field.fill(search, { timeout: 5_000 });
    await expect(choice).toHaveCount(1, { timeout: 5_000 });
    await choice.click({ timeout: 5_000 });
    await expect(root).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The list screens' delete question: Delete <what> "<ids>"? */
export const DELETE_PROMPT = /Delete .+ ".+"\?/;

/**
 * Answers the (newest) confirm prompt that says `text` with `button`, again until it
 * has gone (a click while it is still opening can miss on a busy machine;
 * a prompt that is still closing is a different one).
 */
export async function answerPrompt(
  page: Page,
  text: string | RegExp,
  button = 'OK',
) {
  const prompt = page.getByRole('dialog').filter({ hasText: text }).last();
  await expect(prompt).toBeVisible();
  await expect(async () => {
    if ((await prompt.count()) > 0) {
      await prompt
        .getByRole('button', { name: button })
        .click({ timeout: 5_000 });
    }
    await expect(prompt).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
