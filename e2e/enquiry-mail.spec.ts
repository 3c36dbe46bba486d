import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, apiAs, signedIn, settled } from './support/fixtures';
import {
  sendMailTo,
  startMailbox,
  type Mailbox,
  type ReceivedMail,
} from './support/mail';

// An enquiry from a phone reaches the staff by mail and is answered by mail,
// in real Chromium against the real server and a real SMTP server the test
// starts: the visitor types the reading in hiragana and a postal code, the
// auto-reply and the staff notice arrive, a staff member opens the enquiry
// from the notice's link and replies, the visitor's mailbox gets the reply
// threaded under the auto-reply, and the bell and the menu badge count down.

// An address of its own each run: a retry gets its auto-reply too (one per
// address per hour).
const VISITOR = `hanako.${Date.now()}@example.jp`;
const STAFF = 'ry@163.com'; // admin, the seeded items' recipient
const SCREENS = 'test-results/screens';

test.use({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
});

let smtp: Mailbox;
test.beforeAll(async () => {
  smtp = await startMailbox();
});
test.afterAll(async () => {
  await smtp.stop();
});

/** The administrator's count of new enquiries (the bell's and the badge's). */
async function newForAdmin(request: APIRequestContext): Promise<number> {
  const headers = await apiAs(request, 'admin');
  const res = await request.get('/project/contacts/count', { headers });
  return ((await res.json()) as { data: { count: number } }).data.count;
}

const to = (address: string) => (mail: ReceivedMail) =>
  mail.envelope.to.includes(address);

async function shot(page: Page, name: string, part?: Locator) {
  if (part) {
    await part.evaluate((el) =>
      el.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
  }
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/enquiry-mail-${name}.png` });
}

test('an enquiry sent from a phone is mailed to the visitor and the staff, answered by mail, and counted down', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await sendMailTo(page.request, smtp);
  const before = await newForAdmin(page.request);

  // The visitor, on a phone.
  await page.goto('/#/w/menu/contact/6');
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  await expect(form.getByLabel('郵便番号')).toBeEnabled();
  await form.getByLabel('会社名').fill('株式会社テスト商事');
  await form.getByLabel('ご担当者名').fill('山田 花子');
  await form.getByLabel('フリガナ').pressSequentially('やまだ　はなこ');
  await form.getByLabel('電話番号').fill('03-1234-5678');
  await form.getByLabel('メールアドレス').fill(VISITOR);
  await form.getByLabel('郵便番号').pressSequentially('1000005');
  await expect(form.getByLabel('住所')).toHaveValue('東京都千代田区丸の内');
  await form.getByLabel('住所').press('End');
  await form.getByLabel('住所').pressSequentially('2-7-2');
  await form.getByLabel('お問い合わせ項目').selectOption('製品について');
  await form
    .getByLabel('お問い合わせ内容')
    .fill('新製品の価格表と納期を教えてください。\nhttps://example.com/spec');
  await form.getByLabel('個人情報の取り扱いに同意する').check();
  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  const reading = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'フリガナ' }) });
  await expect(reading).toContainText('ヤマダ ハナコ');
  await page.getByRole('button', { name: '送信する' }).click();
  const receipt = page.locator('.site-done-receipt strong');
  await expect(receipt).toHaveText(/^\d{6}$/);
  const ref = (await receipt.textContent())!;
  const contactId = Number(ref);
  await shot(page, 'phone-done', receipt);

  // The auto-reply: Japanese subject and body, the reference number and a
  // copy of what was sent, plain text with the typed link defanged (the
  // form answers any address typed: nothing typed becomes a link).
  const autoReply = await smtp.waitFor(to(VISITOR), 30_000);
  expect(autoReply.parsed.subject).toBe(
    `【株式会社サンプル】お問い合わせを受け付けました（受付番号 ${ref}）`,
  );
  expect(autoReply.parsed.text).toContain('山田 花子 様');
  expect(autoReply.parsed.text).toContain('ヤマダ ハナコ');
  expect(autoReply.parsed.text).toContain('東京都千代田区丸の内2-7-2');
  expect(autoReply.parsed.text).toContain('https[:]//example[.]com/spec');
  expect(autoReply.parsed.html).toBe(false);

  // The staff notice, with a link to the enquiry.
  // (the server also sends what earlier journeys queued while it had no
  // SMTP server: this enquiry's notice is the one with its number)
  const notice = await smtp.waitFor(
    (m) => to(STAFF)(m) && !!m.parsed.subject?.includes(ref),
    30_000,
  );
  expect(notice.parsed.subject).toContain(ref);
  expect(notice.parsed.subject).toContain('株式会社テスト商事');
  const link = /https?:\/\/\S+\/#(\/project\/contacts\?contactId=\d+)/.exec(
    notice.parsed.text ?? '',
  );
  expect(link?.[1]).toBe(`/project/contacts?contactId=${contactId}`);
  expect(await newForAdmin(page.request)).toBe(before + 1);

  // A staff member at a desk follows the link and replies.
  const desk = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 800 },
    reducedMotion: 'reduce',
  });
  const staff = await desk.newPage();
  await signedIn(staff, 'admin');
  const bell = staff.getByRole('button', { name: /Notices, \d+ unread/ });
  await expect(bell).toHaveAccessibleName(
    new RegExp(`\\b${before + 1} new enquir`),
  );
  await staff.goto(`/#${link![1]}`);
  const drawer = staff.getByRole('dialog');
  await expect(drawer).toContainText('株式会社テスト商事');
  const badge = staff
    .getByRole('menuitem', { name: /Enquiries/ })
    .locator('.ant-badge-count');
  await expect(badge).toHaveAttribute('title', String(before + 1));

  await drawer
    .getByRole('textbox', { name: 'Reply', exact: true })
    .fill(
      'お問い合わせありがとうございます。\n価格表をお送りします。納期は2週間です。',
    );
  await drawer.getByRole('button', { name: 'Send reply' }).click();
  await staff
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(staff.getByText('Reply queued for sending')).toBeVisible();
  await expect(drawer.getByText('Answered').first()).toBeVisible();
  await shot(staff, 'staff-replied');

  // The visitor's mailbox: the reply, threaded under the auto-reply.
  const reply = await smtp.waitFor(
    (m) => to(VISITOR)(m) && m !== autoReply,
    30_000,
  );
  expect(reply.parsed.subject).toBe(`Re: お問い合わせの件（受付番号 ${ref}）`);
  expect(reply.parsed.text).toContain('納期は2週間です。');
  expect(reply.parsed.inReplyTo).toBe(autoReply.parsed.messageId);

  // Counted down: the bell and the badge.
  if (before === 0) {
    await expect(bell).not.toHaveAccessibleName(/[1-9]\d* new enquir/);
    await expect(badge).toHaveCount(0);
  } else {
    await expect(bell).toHaveAccessibleName(
      new RegExp(`\\b${before} new enquir`),
    );
    await expect(badge).toHaveAttribute('title', String(before));
  }

  // Closed, the link's tab goes on as the list's: one Enquiries tab.
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(staff).toHaveURL(/#\/project\/contacts$/);
  const tabs = staff
    .getByRole('navigation', { name: 'Visited pages' })
    .getByRole('link', { name: 'Enquiries', exact: true });
  await expect(tabs).toHaveCount(1);
  await expect(tabs).toHaveAttribute('href', '#/project/contacts');
  await desk.close();
});
