import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  answerPrompt,
  DELETE_PROMPT,
  expectNoSpinner,
} from './support/fixtures';
import { solidPng } from './support/png';

// Staff edit the website navigation in the back office; the public site's
// header (#/w) is built from it.

const SCREENS = 'test-results/screens';

/** The table row whose first cell (the tree column) reads `name`. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({
    has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }),
  });

/** The public site as a new visitor sees it (own browser context, no cache). */
async function visit(browser: Browser, path = '/#/w') {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

const publicNav = (page: Page) =>
  page.getByRole('navigation', { name: 'メインメニュー' });

/** Opens the Navigation screen by its address, signed in as `username`. */
async function openNavigation(page: Page, username: string) {
  await signedIn(page, username, '/#/project/navigation');
  // the first visit downloads the screen (slow on a busy machine)
  await expect(rowOf(page, '会社情報')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
}

test('an editor adds a navigation entry with an image and a sub-entry; the public header shows them, in the order set', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openNavigation(page, 'ry');
  await expect(rowOf(page, '資料ダウンロード')).toContainText('Not shown');
  await page.screenshot({ path: `${SCREENS}/project-navigation-list.png` });

  // add a top-level entry
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add column')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Column name cannot be empty')).toBeVisible();
  await dialog.getByLabel('Column name').fill('採用情報');
  await dialog.getByLabel('English name').fill('RECRUIT');
  await dialog
    .getByLabel('Main heading')
    .fill('一緒に働く仲間を募集しています');
  await dialog.getByLabel('Content type').click();
  await page.getByTitle('Single page').click();
  await dialog.getByLabel('Page layout').click();
  await page.getByTitle('Company', { exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'recruit.png',
    mimeType: 'image/png',
    buffer: solidPng(64, [46, 125, 50]),
  });
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await dialog.getByLabel('Display order').fill('7');
  await page.screenshot({ path: `${SCREENS}/project-navigation-add.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Added successfully').last()).toBeVisible();
  const recruit = rowOf(page, '採用情報');
  await expect(recruit).toContainText('RECRUIT');
  await expect(recruit).toContainText('Single page');
  await expect(
    recruit.getByRole('img', { name: 'Main image 採用情報' }),
  ).toHaveAttribute('src', /\/profile\/upload\/.+recruit.*\.png$/);

  // and a sub-entry below it
  await recruit
    .getByRole('button', { name: 'Add sub-column 採用情報' })
    .click();
  await expect(dialog.getByText('Add column')).toBeVisible();
  // the parent is preset to the row's entry
  await expect(dialog.locator('.ant-select').first()).toHaveText('採用情報');
  await dialog.getByLabel('Column name').fill('新卒採用');
  await dialog.getByLabel('English name').fill('GRADUATES');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Added successfully').last()).toBeVisible();
  await expect(rowOf(page, '新卒採用')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/project-navigation-added.png` });

  // a visitor sees both in the header, last of the columns: the contact
  // button stays at the end of the bar
  const visitor = await visit(browser);
  const nav = publicNav(visitor.page);
  const links = nav.locator(':scope > ul > li > a');
  await expect(links.nth(-2)).toContainText('採用情報');
  await expect(links.last()).toContainText('お問い合わせ');
  await nav.getByRole('link', { name: /採用情報/ }).hover();
  await expect(nav.getByRole('link', { name: '新卒採用' })).toBeVisible();
  await visitor.page.screenshot({
    path: `${SCREENS}/project-navigation-public-header.png`,
  });
  await nav.getByRole('link', { name: /採用情報/ }).click();
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: '採用情報' }),
  ).toBeVisible();
  await expect(
    visitor.page.getByText('一緒に働く仲間を募集しています'),
  ).toBeVisible();
  await visitor.page.screenshot({
    path: `${SCREENS}/project-navigation-public-page.png`,
  });
  await visitor.close();

  // move it up one place: it now comes before お問い合わせ
  await recruit.getByRole('button', { name: 'Move up 採用情報' }).click();
  await expect(page.getByText('Order changed')).toBeVisible();
  const again = await visit(browser);
  const after = publicNav(again.page).locator(':scope > ul > li > a');
  await expect(after.last()).toContainText('お問い合わせ');
  await expect(after.nth(-2)).toContainText('採用情報');
  await again.close();

  // a parent with sub-entries cannot be deleted; the reason is shown
  await recruit.getByRole('button', { name: 'Delete 採用情報' }).click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(
    page.getByText(
      "'採用情報' has sub-entries and cannot be deleted; delete or move them first",
    ),
  ).toBeVisible();
  await expect(recruit).toBeVisible();

  // delete the sub-entry, then the entry: the header is as before
  await rowOf(page, '新卒採用')
    .getByRole('button', { name: 'Delete 新卒採用' })
    .click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(rowOf(page, '新卒採用')).toHaveCount(0);
  await recruit.getByRole('button', { name: 'Delete 採用情報' }).click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(rowOf(page, '採用情報')).toHaveCount(0);
  const last = await visit(browser);
  await expect(
    publicNav(last.page).getByRole('link', { name: /会社情報/ }),
  ).toBeVisible();
  await expect(
    publicNav(last.page).getByRole('link', { name: /採用情報/ }),
  ).toHaveCount(0);
  await last.close();
});

test('hiding an entry removes it from the public header; publishing brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openNavigation(page, 'admin');
  await rowOf(page, 'お知らせ')
    .getByRole('button', { name: 'Edit お知らせ' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Column name')).toHaveValue('お知らせ');
  await dialog.getByLabel('Hidden').check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect(rowOf(page, 'お知らせ')).toContainText('Hidden');

  const visitor = await visit(browser);
  const nav = publicNav(visitor.page);
  await expect(nav.getByRole('link', { name: /会社情報/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /お知らせ/ })).toHaveCount(0);
  await visitor.close();

  await rowOf(page, 'お知らせ')
    .getByRole('button', { name: 'Edit お知らせ' })
    .click();
  await expect(dialog.getByLabel('Hidden')).toBeChecked();
  await dialog.getByLabel('Published').check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(rowOf(page, 'お知らせ')).toContainText('Published');
  const back = await visit(browser);
  await expect(
    publicNav(back.page).getByRole('link', { name: /お知らせ/ }),
  ).toBeVisible();
  await back.close();
});
