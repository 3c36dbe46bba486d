import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  expectNoSpinner,
  openMenu,
} from './support/fixtures';

// Half-written work is never lost without a word: a changed dialog stays
// open on a click outside, Esc and Cancel ask "Discard changes?", and
// leaving the page (browser back, the sidebar, closing its tab or the
// browser tab) asks too. And with many tabs open, the tab bar scrolls.

const SCREENS = 'test-results/screens';

const question = (page: Page) =>
  page.locator('.ant-modal-confirm').filter({ hasText: 'Discard changes?' });
const answer = (page: Page, name: 'Keep editing' | 'Discard') =>
  question(page).getByRole('button', { name, exact: true }).click();
const bar = (page: Page) =>
  page.getByRole('navigation', { name: 'Visited pages' });
const tab = (page: Page, title: string) =>
  bar(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** Whether the tab is wholly inside the visible part of the tab strip. */
async function inStrip(page: Page, title: string): Promise<boolean> {
  const strip = (await bar(page).getByRole('list').boundingBox())!;
  const box = (await tab(page, title).boundingBox())!;
  return box.x >= strip.x && box.x + box.width <= strip.x + strip.width;
}

test('a half-written copy record survives a click outside, Esc, Cancel, browser back and closing the browser tab', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, 'admin');
  await openMenu(
    page,
    'Website content',
    'Copy records',
    /#\/project\/record$/,
  );
  // the first visit downloads the screen (slow on a busy machine)
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);

  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: 'Add copy record' });
  await expect(dialog).toBeVisible();
  const title = dialog.getByLabel('Title', { exact: true });
  await title.fill('Half-written news');

  // a click outside the dialog keeps it and what was typed
  await page.mouse.click(8, 400);
  await expect(question(page)).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(title).toHaveValue('Half-written news');

  // Esc and Cancel ask; "keep editing" keeps the text
  await title.focus();
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await answer(page, 'Keep editing');
  await expect(question(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toBeVisible();
  await answer(page, 'Keep editing');
  await expect(title).toHaveValue('Half-written news');

  // browser back asks and stays on the page
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await answer(page, 'Keep editing');
  await expect(page).toHaveURL(/#\/project\/record$/);
  await expect(dialog).toBeVisible();
  await expect(title).toHaveValue('Half-written news');

  // closing the browser tab warns; staying keeps everything
  const warned = new Promise<string>((resolve) => {
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await warned).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(title).toHaveValue('Half-written news');

  // "discard" closes the dialog; the next Add starts empty
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await answer(page, 'Discard');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  await expect(title).toHaveValue('');
  // nothing typed: a click outside closes it without a question
  await page.mouse.click(8, 400);
  await expect(dialog).toBeHidden();
  await expect(question(page)).toHaveCount(0);
});

test('unsaved personal details: closing the tab and moving away ask first', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, 'admin', '/#/user/profile');
  const nick = page.getByLabel('Nickname');
  await expect(nick).toBeVisible({ timeout: 30_000 });
  await nick.fill('Half-written name');

  // closing its tab in the tag bar asks; "keep editing" keeps it
  await tab(page, 'Personal centre')
    .getByRole('button', { name: /^Close/ })
    .click();
  await expect(question(page)).toBeVisible();
  await answer(page, 'Keep editing');
  await expect(tab(page, 'Personal centre')).toBeVisible();
  await expect(nick).toHaveValue('Half-written name');

  // a move to another tab asks; "discard" moves on
  await tab(page, 'Home').getByRole('link').click();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/user\/profile$/);
  await answer(page, 'Discard');
  await expect(page).toHaveURL(/#\/pc\/index$/);
});

test('with 15 tabs open at 1440 px the tab bar scrolls to a tab out of sight', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'admin');
  const pages: [string, string, string][] = [
    ['System', 'Users', 'system/user'],
    ['System', 'Roles', 'system/role'],
    ['System', 'Menus', 'system/menu'],
    ['System', 'Departments', 'system/dept'],
    ['System', 'Posts', 'system/post'],
    ['System', 'Dictionaries', 'system/dict'],
    ['System', 'Parameters', 'system/config'],
    ['System', 'Notices', 'system/notice'],
    ['Monitoring', 'Online users', 'monitor/online'],
    ['Monitoring', 'Scheduled jobs', 'monitor/job'],
    ['Monitoring', 'Server monitor', 'monitor/server'],
    ['Monitoring', 'Data monitor', 'monitor/druid'],
    ['Website content', 'Copy records', 'project/record'],
    ['Website content', 'Products', 'project/product'],
  ];
  for (const [group, item, path] of pages) {
    await openMenu(page, group, item, new RegExp(`#/${path}$`));
  }
  await expect(bar(page).getByRole('listitem')).toHaveCount(pages.length + 1);
  const left = bar(page).getByRole('button', {
    name: 'Show the tabs on the left',
  });
  const right = bar(page).getByRole('button', {
    name: 'Show the tabs on the right',
  });
  // the active (last) tab is in sight at the end: only "left" has tabs
  await expect.poll(() => inStrip(page, 'Products')).toBe(true);
  await expect(left).toBeEnabled();
  await expect(right).toBeDisabled();
  expect(await inStrip(page, 'Users')).toBe(false);
  await bar(page).screenshot({ path: `${SCREENS}/tabs-15-at-1440.png` });

  // the arrows bring the first tabs into sight
  await expect(async () => {
    await left.click();
    expect(await inStrip(page, 'Users')).toBe(true);
  }).toPass({ timeout: 20_000 });
  await expect(right).toBeEnabled();

  // its menu works there, and opening it keeps it in sight
  await tab(page, 'Users').click({ button: 'right' });
  const menu = page.getByRole('menu', { name: /Tab actions for Users/ });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await tab(page, 'Users').getByRole('link').click();
  await expect(page).toHaveURL(/#\/system\/user$/);
  await expect.poll(() => inStrip(page, 'Users')).toBe(true);
});

test('in Japanese the question over a changed copy record dialog reads 変更を破棄しますか？', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, 'admin', '/#/project/record');
  await page.evaluate(() => localStorage.setItem('change-language', 'ja'));
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
  await page.getByRole('button', { name: /^(plus )?追加$/ }).click();
  const dialog = page.getByRole('dialog').first();
  const title = dialog.getByLabel('タイトル', { exact: true });
  await title.fill('書きかけのお知らせ');
  await title.focus();
  await page.keyboard.press('Escape');
  const ask = page
    .locator('.ant-modal-confirm')
    .filter({ hasText: '変更を破棄しますか？' });
  await expect(ask).toBeVisible();
  await expect(
    ask.getByRole('button', { name: '編集を続ける', exact: true }),
  ).toBeVisible();
  await expect(
    ask.getByRole('button', { name: '破棄する', exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/unsaved-question-ja.png` });
  await ask.getByRole('button', { name: '編集を続ける', exact: true }).click();
  await expect(title).toHaveValue('書きかけのお知らせ');
});
