import type { Page } from '@playwright/test';
import {
  test,
  expect,
  answerPrompt,
  choose,
  rowOf,
  settled,
  signedIn,
  switchLanguage,
} from './support/fixtures';
import { sendEnquiry, startMailbox, type Mailbox } from './support/mail';

// The mail screens against the real server and a real SMTP server started
// here on 127.0.0.1: the settings saved through the screen point at it, the
// test mail and the enquiry's mails arrive there, the outbox lists them.

const SCREENS = 'test-results/screens';

test.describe.configure({ timeout: 240_000 });

let smtp: Mailbox;
test.beforeAll(async () => {
  smtp = await startMailbox();
});
test.afterAll(async () => {
  await smtp?.stop();
});

/** Points the SMTP form at the test's server (no encryption) and saves it. */
async function saveSettings(page: Page) {
  const form = page.locator('form[id="mail-smtp"]');
  await expect(form.getByLabel('Host')).toBeVisible();
  await form.getByLabel('Host').fill('127.0.0.1');
  await form.getByText('None', { exact: true }).click();
  await form.getByLabel('Port').fill(String(smtp.port));
  await form.getByLabel('User name').fill('');
  await form.getByLabel('Sender address').fill('noreply@mail-e2e.example.jp');
  await form.getByLabel('Sender name').fill('E2E Company');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Mail settings saved').last()).toBeVisible();
}

test('admin points the mail settings at an SMTP server, sends a test mail, and works the outbox', async ({
  page,
  request,
}) => {
  await signedIn(page, 'admin', '/#/system/mailSetting');
  await expect(
    page.getByRole('tab', { name: 'Staff notification' }),
  ).toBeVisible();
  await saveSettings(page);
  await expect(
    page.getByText('No password is stored.', { exact: true }),
  ).toBeVisible();

  // the test mail goes out at once with the saved settings
  await page.getByRole('button', { name: /Send test mail/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a test mail' });
  await dialog.getByLabel('Recipient').fill('mail-check@example.jp');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    dialog.getByText(
      'The test mail to mail-check@example.jp was accepted by the SMTP server.',
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => smtp.to('mail-check@example.jp').length).toBe(1);
  expect(smtp.to('mail-check@example.jp')[0].envelope.from).toBe(
    'noreply@mail-e2e.example.jp',
  );
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/mail-setting-test-en.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // a template's preview, rendered by the server
  await page
    .getByRole('button', { name: /Preview/ })
    .first()
    .click();
  const preview = page.getByRole('dialog').filter({ hasText: 'Preview:' });
  await expect(preview.getByLabel('Subject')).toContainText('受付番号');
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/mail-template-preview-en.png` });
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await page.screenshot({
    path: `${SCREENS}/mail-setting-en.png`,
    fullPage: true,
  });

  // an enquiry's automatic reply goes through the outbox
  const visitor = `visitor-${Date.now()}@example.jp`;
  const contactId = await sendEnquiry(request, {
    contactName: 'メール 確認',
    nameReading: 'メール カクニン',
    email: visitor,
    consultingContent: 'メール画面の確認用のお問い合わせです。',
  });
  await expect.poll(() => smtp.to(visitor).length, { timeout: 60_000 }).toBe(1);
  expect(smtp.to(visitor)[0].parsed.text).toContain(
    String(contactId).padStart(6, '0'),
  );

  await page.goto('/#/monitor/mailOutbox');
  const search = page.getByRole('search');
  await choose(
    search.getByRole('combobox', { name: 'Kind' }),
    'Automatic reply',
  );
  await search.getByPlaceholder('Please enter Recipient').fill(visitor);
  await search.getByRole('button', { name: /Search/ }).click();
  const row = rowOf(page, visitor);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();
  await expect(row.getByText('Automatic reply')).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/mail-outbox-en.png` });

  // its details: the text as sent and the enquiry it belongs to
  await row.getByRole('button', { name: /^Details mail/ }).click();
  const drawer = page.locator('.mail-detail');
  await expect(drawer.getByLabel('Body')).toContainText(
    String(contactId).padStart(6, '0'),
  );
  await expect(
    drawer.getByRole('link', { name: `Open enquiry ${contactId}` }),
  ).toHaveAttribute('href', `#/project/contacts?contactId=${contactId}`);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/mail-outbox-detail-en.png` });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // resent after a confirm that names the recipient: it arrives again
  await row.getByRole('button', { name: /^Resend mail/ }).click();
  await answerPrompt(page, `Send the mail to ${visitor} again?`);
  await expect(
    page.getByText('Back in the queue: the mail will be sent shortly.').last(),
  ).toBeVisible();
  await expect.poll(() => smtp.to(visitor).length, { timeout: 60_000 }).toBe(2);
});

test('the mail screens in Japanese', async ({ page }) => {
  await signedIn(page, 'admin', '/#/system/mailSetting');
  await switchLanguage(page, 'Language', '日本語');
  await expect(page.getByText('SMTP サーバー', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('tab', { name: 'お客様への自動返信' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      '一般的なポート：暗号化なしは 25、STARTTLS は 587、TLS は 465 です。',
    ),
  ).toBeVisible();
  await settled(page);
  await page.screenshot({
    path: `${SCREENS}/mail-setting-ja.png`,
    fullPage: true,
  });

  await page.goto('/#/monitor/mailOutbox');
  await expect(page.getByRole('columnheader', { name: '宛先' })).toBeVisible();
  await expect(
    page.getByRole('columnheader', { name: '直近のエラー' }),
  ).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/mail-outbox-ja.png` });
});
