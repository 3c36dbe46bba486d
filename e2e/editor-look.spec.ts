import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  expectNoSpinner,
  settled,
} from './support/fixtures';

// The rich-text editor speaks the back office's language and follows its
// theme: TinyMCE's menus in Japanese from the pack this server bundles (no
// CDN), its dark skin in dark mode, and a word count of Japanese text.

const SCREENS = 'test-results/screens';

/** Opens the copy record list in Japanese (light or dark) and its Add dialog. */
async function openRecordDialog(page: Page, dark: boolean) {
  await signedIn(page, 'ry', '/#/project/record');
  await page.evaluate((isDark) => {
    localStorage.setItem('change-language', 'ja');
    localStorage.setItem('layout-setting', JSON.stringify({ dark: isDark }));
  }, dark);
  await page.reload();
  // the first visit downloads the screen (slow on a busy machine)
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
  await page.getByRole('button', { name: /^(plus )?追加$/ }).click();
  const dialog = page.getByRole('dialog');
  const menubar = dialog.locator('.tox-menubar');
  await expect(menubar).toBeVisible({ timeout: 30_000 });
  return { dialog, menubar };
}

test('in Japanese the editor shows Japanese menus and counts Japanese text by character', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const off: string[] = [];
  page.on('request', (request) => {
    if (
      !request.url().startsWith(baseURL!) &&
      !/^(data|blob):/.test(request.url())
    )
      off.push(request.url());
  });
  const { dialog, menubar } = await openRecordDialog(page, false);
  for (const name of [
    '編集',
    '表示',
    '挿入',
    '書式設定',
    '表',
    'ツール',
    'ヘルプ',
  ]) {
    await expect(
      menubar.getByRole('menuitem', { name, exact: true }),
    ).toBeVisible();
  }
  await menubar.getByRole('menuitem', { name: '挿入', exact: true }).click();
  await expect(
    page.locator('.tox-menu').getByText('リンク…', { exact: true }),
  ).toBeVisible();
  // Esc with the menu open does not close the dialog around the editor
  await page.keyboard.press('Escape');
  await expect(menubar).toBeVisible();

  const body = dialog
    .frameLocator('iframe.tox-edit-area__iframe')
    .locator('body');
  await body.click();
  await body.pressSequentially('新製品のお知らせ');
  await expect(dialog.locator('.tox-statusbar__wordcount')).toHaveText('8文字');
  // light: the oxide skin's white bars
  expect(
    await menubar.evaluate((el) => getComputedStyle(el).backgroundColor),
  ).toBe('rgb(255, 255, 255)');
  await menubar.scrollIntoViewIfNeeded();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/editor-record-dialog-ja.png` });
  expect(off).toEqual([]);
});

test('in dark mode the editor uses its dark skin and dark content', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { dialog, menubar } = await openRecordDialog(page, true);
  await expect(
    menubar.getByRole('menuitem', { name: '挿入', exact: true }),
  ).toBeVisible();
  // oxide-dark draws the bars and the content in #222f3e
  const dark = 'rgb(34, 47, 62)';
  await expect
    .poll(() => menubar.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe(dark);
  const body = dialog
    .frameLocator('iframe.tox-edit-area__iframe')
    .locator('body');
  expect(
    await body.evaluate((el) => getComputedStyle(el).backgroundColor),
  ).toBe(dark);
  await menubar.scrollIntoViewIfNeeded();
  await settled(page);
  await page.screenshot({
    path: `${SCREENS}/editor-record-dialog-ja-dark.png`,
  });
});
