import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  apiAs,
  answerPrompt,
  signedIn,
  rowOf,
  expectNoSpinner,
  settled,
  switchLanguage,
} from './support/fixtures';
import { apiData as data, publishingAction } from './support/publishing';

// Publishing from the content screens themselves (the records screen here),
// as admin, who both edits and publishes: a published record's title is
// changed in its draft (visitors keep the old one), the draft is submitted,
// sent back with a comment the editor then reads in the dialog, submitted
// again and published; the public page then shows the new title.

const SCREENS = 'test-results/screens';
const NEWS = 5; // お知らせ (informations)

type Headers = Awaited<ReturnType<typeof apiAs>>;

/** A published news record that opens its own page, the `nth` found. */
async function publishedNews(
  request: APIRequestContext,
  headers: Headers,
  nth: number,
) {
  const rows = await data<
    { recordId: number; title: string; displayType: string }[]
  >(
    request.get(
      `/project/record/list?navId=${NEWS}&publishState=published&pageNum=1&pageSize=50`,
      { headers },
    ),
    'published news',
  );
  const pages = rows.filter((r) => r.displayType !== '3');
  expect(pages.length).toBeGreaterThan(nth);
  return pages[nth];
}

/** The heading of a record's public page, as a new visitor reads it. */
async function publicTitle(browser: Browser, recordId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/w/d/informations/${NEWS}/${recordId}`);
  // the column's hero heading comes first, then the record's
  const text = await page.locator('h1').last().innerText();
  await context.close();
  return text.replace(/\s+/g, '');
}

/** Opens the records screen narrowed to titles holding `title`. */
async function findRecord(page: Page, title: string, enter: string) {
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await page.locator('.crud-search').getByPlaceholder(enter).fill(title);
  await page.keyboard.press('Enter');
  await expectNoSpinner(page);
  await expect(rowOf(page, title)).toHaveCount(1);
  return rowOf(page, title);
}

test('a published record is changed in its draft, reviewed, sent back with a comment, and published; the public page then shows the new title', async ({
  page,
  browser,
  request,
}) => {
  const headers = await apiAs(request, 'admin');
  const { recordId, title } = await publishedNews(request, headers, 0);
  const renamed = `${title}（改訂）`;
  const before = await publicTitle(browser, recordId);
  expect(before).toBe(title.replace(/\s+/g, ''));

  await signedIn(page, 'admin', '/#/project/record');
  const row = await findRecord(page, title, 'Please enter Title');
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Shown');

  // the title changes in a draft: the list says so, visitors see no change
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('status')).toContainText(
    'Visitors see this version.',
  );
  await dialog.getByLabel('Title', { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Changed since publish');
  await expect(row).toContainText(`Draft: ${renamed}`);
  expect(await publicTitle(browser, recordId)).toBe(before);

  // submitted for review
  await publishingAction(page, title, 'Submit for review');
  await answerPrompt(page, `Submit “${title}” for review?`);
  await expect(row).toContainText('In review');

  // sent back with a comment, which the dialog shows at its top
  await publishingAction(page, title, 'Send back');
  const sendBack = page.getByRole('dialog').filter({ hasText: 'Comment' });
  await sendBack.getByRole('textbox').fill('Please add the date to the title.');
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText('Sent back to the editor').last()).toBeVisible();
  await expect(row).toContainText('Changed since publish');
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/publishing-screens-list-en.png` });

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const banner = dialog.getByRole('status');
  await expect(banner).toContainText(/Sent back by admin on \d{4}-\d\d-\d\d/);
  await expect(banner).toContainText('Please add the date to the title.');
  await settled(page);
  await page.screenshot({
    path: `${SCREENS}/publishing-screens-dialog-en.png`,
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // submitted again and published now: the public page shows the new title
  await publishingAction(page, title, 'Submit for review');
  await answerPrompt(page, `Submit “${title}” for review?`);
  await expect(row).toContainText('In review');
  await publishingAction(page, title, 'Publish now');
  await answerPrompt(page, `Publish “${title}” now?`);
  const published = rowOf(page, renamed);
  await expect(published).toContainText('Published');
  await expect(published).not.toContainText('Draft:');
  expect(await publicTitle(browser, recordId)).toBe(
    renamed.replace(/\s+/g, ''),
  );
});

test('in Japanese, the records list names the states and the dialog shows the reviewer’s comment', async ({
  page,
  request,
}) => {
  const headers = await apiAs(request, 'admin');
  const { recordId, title } = await publishedNews(request, headers, 1);
  const record = await data<Record<string, unknown>>(
    request.get(`/project/record/${recordId}`, { headers }),
    'record',
  );
  await data(
    request.put('/project/record', {
      headers,
      data: { ...record, title: `${title}（改訂）` },
    }),
    'draft save',
  );
  for (const [action, body] of [
    ['submit', {}],
    ['reject', { comment: '日付をタイトルに入れてください。' }],
  ] as const) {
    await data(
      request.post(`/project/content/${action}`, {
        headers,
        data: { kind: 'record', id: recordId, ...body },
      }),
      action,
    );
  }

  await signedIn(page, 'admin', '/#/project/record');
  await switchLanguage(page, 'Language', '日本語');
  const row = await findRecord(page, title, 'タイトルを入力してください');
  await expect(row).toContainText('公開後に変更あり');
  await expect(row).toContainText(`下書き：${title}（改訂）`);
  await expect(row).toContainText('表示');
  await settled(page);
  await page.screenshot({
    path: `${SCREENS}/publishing-screens-list-ja.png`,
  });

  await row.getByRole('button', { name: `編集 ${title}` }).click();
  const dialog = page.getByRole('dialog');
  const banner = dialog.getByRole('status');
  await expect(banner).toContainText(/admin が .+ に差し戻し/);
  await expect(banner).toContainText('日付をタイトルに入れてください。');
  await expect(
    dialog.getByRole('button', { name: '下書きを保存' }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: '保存して公開' }),
  ).toBeVisible();
  await settled(page);
  await page.screenshot({
    path: `${SCREENS}/publishing-screens-dialog-ja.png`,
  });
});
