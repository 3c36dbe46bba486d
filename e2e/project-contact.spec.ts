import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  choose,
  answerPrompt,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';

// A visitor sends an enquiry from the public site; staff handle it in the
// back office.

const SCREENS = 'test-results/screens';

/** The list table (the details drawer holds a table too). */
const list = (page: Page) => page.locator('.contacts-page .ant-table');

async function sendEnquiry(page: Page, company: string, name: string) {
  await page.goto('/#/w');
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: 'お問い合わせ' })
    .click();
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  await form.getByLabel('会社名').fill(company);
  await form.getByLabel('ご担当者名').fill(name);
  await form.getByLabel('フリガナ').fill('タナカ イチロウ');
  await form.getByLabel('電話番号').fill('06-1111-2222');
  await form.getByLabel('メールアドレス').fill('ichiro@example.jp');
  await form.getByLabel('郵便番号').fill('530-0001');
  // the code fills the town; the full address is typed over it
  await expect(form.getByLabel('住所')).toHaveValue('大阪府大阪市北区梅田');
  await form.getByLabel('住所').fill('大阪府大阪市北区梅田1-1-1');
  await form.getByLabel('お問い合わせ項目').selectOption('資料請求');
  await form
    .getByLabel('お問い合わせ内容')
    .fill('会社案内の資料を郵送でお送りください。\n担当：田中');
  await form.getByLabel('個人情報の取り扱いに同意する').check();
  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(
    page.getByRole('heading', { name: 'お問い合わせを受け付けました' }),
  ).toBeVisible();
}

test('a visitor sends an enquiry; staff see it at once, open it, mark it answered, keep a remark, and filter by status', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await sendEnquiry(visitor, '株式会社テストE2E', '田中 一郎');
  await visitorContext.close();

  await signedIn(page, 'ry', '/#/project/contacts');

  // newest first, new and unhandled
  const row = rowOf(page, '株式会社テストE2E');
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(
    list(page).locator('tbody tr.ant-table-row').first(),
  ).toContainText('株式会社テストE2E');
  await expect(row).toContainText('田中 一郎');
  await expect(row).toContainText('タナカ イチロウ');
  await expect(row).toContainText('資料請求');
  await expect(row.getByText('Unhandled')).toBeVisible();
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expectNoSpinner(page);
  await page.screenshot({ path: `${SCREENS}/project-contacts-list.png` });

  // the details: everything the visitor sent, read-only
  await row.getByRole('button', { name: /^Details / }).click();
  const drawer = page.getByRole('dialog');
  const sent = drawer.getByRole('region', { name: 'Sent by the visitor' });
  await expect(sent.getByText('Sent by the visitor')).toBeVisible();
  for (const text of [
    '株式会社テストE2E',
    '田中 一郎',
    'タナカ イチロウ',
    '06-1111-2222',
    'ichiro@example.jp',
    '530-0001',
    '大阪府大阪市北区梅田1-1-1',
    '資料請求',
  ]) {
    await expect(sent.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(
    drawer.getByText('会社案内の資料を郵送でお送りください。'),
  ).toBeVisible();
  // the staff's own inputs only: the remark, a note and a reply
  await expect(drawer.getByRole('textbox')).toHaveCount(3);
  for (const label of ['Internal remark', 'Internal note', 'Reply']) {
    await expect(drawer.getByRole('textbox', { name: label })).toHaveCount(1);
  }
  await drawer.getByRole('button', { name: 'Mark answered' }).click();
  await answerPrompt(
    page,
    'Mark the enquiry from 株式会社テストE2E as answered?',
  );
  await expect(page.getByText('Marked as answered').last()).toBeVisible();
  await expect(
    drawer
      .getByRole('region', { name: 'Handling (staff only)' })
      .getByText('Answered', { exact: true }),
  ).toBeVisible();
  await drawer.getByLabel('Internal remark').fill('Brochure posted on Tuesday');
  await page.screenshot({ path: `${SCREENS}/project-contacts-detail.png` });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect(drawer.getByText('Last changed by')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByText('Handled', { exact: true })).toBeVisible();
  await expect(row.getByText('Answered', { exact: true })).toBeVisible();
  // once closed, the drawer gives the focus back to the Details button
  await expect(drawer).toBeHidden();

  // filter by status
  const search = page.getByRole('search');
  await choose(search.getByRole('combobox', { name: 'Status' }), /^New$/);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(rowOf(page, '株式会社テストE2E')).toHaveCount(0);
  await choose(search.getByRole('combobox', { name: 'Status' }), /^Answered$/);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(rowOf(page, '株式会社テストE2E')).toBeVisible();
  // only answered enquiries, all handled (other journeys may have some too)
  await expect(
    list(page)
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByText('Unhandled', { exact: true }) }),
  ).toHaveCount(0);

  // the remark stays with the enquiry after a reload
  await page.reload();
  await rowOf(page, '株式会社テストE2E')
    .getByRole('button', { name: /^Details / })
    .click();
  await expect(page.getByLabel('Internal remark')).toHaveValue(
    'Brochure posted on Tuesday',
  );
});

test('staff mark several enquiries handled at once and export the list', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await sendEnquiry(visitor, '一括テスト商事', '一括 花子');
  await sendEnquiry(visitor, '一括テスト物産', '一括 太郎');
  await visitorContext.close();

  await signedIn(page, 'admin', '/#/project/contacts');
  const search = page.getByRole('search');
  await search.getByPlaceholder('Please enter Company name').fill('一括テスト');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(list(page).locator('tbody tr.ant-table-row')).toHaveCount(2, {
    timeout: 30_000,
  });
  await list(page).locator('thead .ant-checkbox-input').check();
  await page
    .getByRole('button', { name: /Mark handled$/ })
    .first()
    .click();
  // the prompt names the companies, not the ids
  await answerPrompt(
    page,
    /2 enquiries from 一括テスト(商事|物産), 一括テスト(商事|物産) as handled\?/,
  );
  await expect(page.getByText('Marked as handled')).toBeVisible();
  for (const company of ['一括テスト商事', '一括テスト物産']) {
    await expect(
      rowOf(page, company).getByText('Handled', { exact: true }),
    ).toBeVisible();
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  const file = await downloading;
  // the server's readable name, the day in the site's time zone
  expect(file.suggestedFilename()).toMatch(
    /^enquiries_\d{4}-\d{2}-\d{2}\.xlsx$/,
  );
});
