import type { Browser } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  choose,
  answerPrompt,
  DELETE_PROMPT,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';
import { publishNamed } from './support/publishing';

// Navigation copy: the text blocks of a navigation column's own page. The
// editor's saves are drafts; a publisher publishes them (through the API
// here: the publishing screens have journeys of their own).

const SCREENS = 'test-results/screens';
/** The company page narrowed to its 沿革 (history) column. */
const HISTORY_PAGE = '/#/w/menu/company/ls/2/8';

async function visit(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test('an editor writes a copy block for a column; the public page shows it once published, until its hiding is published', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, 'ry', '/#/project/navRecord');
  await expect(rowOf(page, '大阪支社')).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(page, '大阪支社')).toContainText('アクセス');
  await expectNoSpinner(page);
  await page.screenshot({ path: `${SCREENS}/project-nav-record-list.png` });

  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add navigation copy')).toBeVisible();
  await choose(dialog.getByLabel('Column', { exact: true }), /^沿革$/);
  await dialog.getByLabel('Title', { exact: true }).fill('これからの歩み');
  await dialog.getByLabel('Subtitle').fill('FUTURE');
  await dialog.getByLabel('Display order').fill('9');
  const body = dialog
    .frameLocator('iframe.tox-edit-area__iframe')
    .locator('body');
  await body.click({ timeout: 30_000 });
  await page.keyboard.type('2030年までに全国5拠点体制を目指します。');
  await page.screenshot({ path: `${SCREENS}/project-nav-record-add.png` });
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  const row = rowOf(page, 'これからの歩み');
  await expect(row).toContainText('沿革');
  await expect(row).toContainText('FUTURE');
  await expect(row).toContainText('Draft');
  await publishNamed(page.request, 'navRecord', 'これからの歩み');

  const visitor = await visit(browser, HISTORY_PAGE);
  await expect(visitor.page.getByText('これからの歩み')).toBeVisible();
  await expect(
    visitor.page.getByText('2030年までに全国5拠点体制を目指します。'),
  ).toBeVisible();
  await visitor.page.screenshot({
    path: `${SCREENS}/project-nav-record-public.png`,
    fullPage: true,
  });
  await visitor.close();

  // hidden in a draft: the public page keeps it until that is published
  await page.reload();
  await expect(row).toContainText('Published', { timeout: 30_000 });
  await row.getByRole('button', { name: 'Edit これからの歩み' }).click();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(
    'これからの歩み',
  );
  await dialog.getByLabel('Hidden').check();
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  await expect(row).toContainText('Changed since publish');
  await expect(row).toContainText('Shown');
  const still = await visit(browser, HISTORY_PAGE);
  await expect(still.page.getByText('これからの歩み')).toBeVisible();
  await still.close();
  await publishNamed(page.request, 'navRecord', 'これからの歩み');
  const again = await visit(browser, HISTORY_PAGE);
  await expect(again.page.getByText('東京都千代田区にて創業')).toBeVisible();
  await expect(again.page.getByText('これからの歩み')).toHaveCount(0);
  await again.close();

  // deleted: a published block leaves the site once the deletion is published
  await page.reload();
  await expect(row).toContainText('Hidden', { timeout: 30_000 });
  await row.getByRole('button', { name: 'Delete これからの歩み' }).click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(page.getByText('Deleted successfully').last()).toBeVisible();
  await expect(row).toContainText('Changed since publish');
  await publishNamed(page.request, 'navRecord', 'これからの歩み');
  await page.reload();
  await expect(row).toContainText('Unpublished', { timeout: 30_000 });
});
