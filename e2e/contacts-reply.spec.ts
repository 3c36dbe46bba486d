import type { Page } from '@playwright/test';
import {
  test,
  expect,
  answerPrompt,
  rowOf,
  settled,
  sidebar,
  signedIn,
} from './support/fixtures';
import {
  sendEnquiry,
  sendMailTo,
  startMailbox,
  type Mailbox,
} from './support/mail';

// A staff member works an enquiry to an answer on a phone: opens it from the
// list, takes it, notes what was done and replies by mail. The server's mail
// settings point at an SMTP server started here on 127.0.0.1: the visitor's
// mailbox receives the reply, threaded with the automatic reply. The bell
// and the Enquiries menu badge count the new enquiry, then count it down.

const SCREENS = 'test-results/screens';

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

let smtp: Mailbox;
test.beforeAll(async () => {
  smtp = await startMailbox();
});
test.afterAll(async () => {
  await smtp?.stop();
});

/** The bell's count of new enquiries for me, from its accessible name. */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /new enquir/ });
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) new enquir/.exec(name)?.[1]);
}

/** The Enquiries entry of the sidebar (opened on a phone with the hamburger). */
async function menuEntry(page: Page) {
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  if (await expand.isVisible()) await expand.click();
  const menu = sidebar(page);
  const entry = menu.getByRole('menuitem', { name: /^Enquiries/ });
  if (!(await entry.isVisible()))
    await menu.getByText('Website content', { exact: true }).click();
  await expect(entry).toBeVisible();
  return entry;
}

test('on a phone, staff take a new enquiry, note it and reply by mail; the visitor receives the reply and the bell and badge count down', async ({
  page,
  request,
}) => {
  await sendMailTo(request, smtp);
  const run = Date.now();
  const company = `株式会社返信テスト${run}`;
  const visitor = `reply-${run}@example.jp`;
  const contactId = await sendEnquiry(request, {
    companyName: company,
    contactName: '返信 花子',
    nameReading: 'ヘンシン ハナコ',
    email: visitor,
    consultingContent: '製品の納期を教えてください。',
  });
  const reference = String(contactId).padStart(6, '0');
  // the automatic reply reaches the visitor first
  await expect.poll(() => smtp.to(visitor).length, { timeout: 60_000 }).toBe(1);
  const autoReply = smtp.to(visitor)[0].parsed;

  // admin receives every consulting item's enquiries: this one is counted
  await signedIn(page, 'admin', '/#/pc/index');
  await expect(
    page.getByRole('button', { name: /[1-9]\d* new enquir/ }),
  ).toBeVisible({ timeout: 30_000 });
  const before = await bellCount(page);
  await expect(await menuEntry(page)).toHaveText(`Enquiries${before}`);

  // from the list to the enquiry
  await (await menuEntry(page)).click();
  await expect(page).toHaveURL(/#\/project\/contacts/);
  const row = rowOf(page, company);
  await expect(row.getByText('New', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/contacts-phone-list-en.png` });
  await row.getByRole('button', { name: `Details ${contactId}` }).click();
  const drawer = page.locator('.contact-drawer');
  await expect(drawer.getByText('Enquiry received')).toBeVisible();
  await expect(drawer.getByText(company, { exact: true })).toBeVisible();

  // taken: in progress, no longer new for anyone's bell
  await drawer.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('Assignee changed').last()).toBeVisible();
  const history = drawer.locator('.contact-history');
  await expect(history.getByText('Assigned to')).toBeVisible();
  await expect(
    page.getByRole('button', {
      name: new RegExp(`, ${before - 1} new enquir`),
    }),
  ).toBeVisible();

  // an internal note
  await drawer.getByLabel('Internal note').fill('納期を工場に確認済み');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(history.getByText('納期を工場に確認済み')).toBeVisible();

  // the reply: to the visitor's address, with the reference number
  const reply = drawer.getByRole('region', { name: 'Reply by mail' });
  await expect(reply.getByText(visitor)).toBeVisible();
  await expect(reply.getByText(reference)).toBeVisible();
  await reply
    .getByLabel('Reply')
    .fill('お問い合わせありがとうございます。\n納期は2週間です。');
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/contacts-phone-reply-en.png` });
  await reply.getByRole('button', { name: /Send reply/ }).click();
  await answerPrompt(page, `Send this reply to ${company} (${visitor})?`);
  await expect(page.getByText('Reply queued for sending').last()).toBeVisible();
  await expect(history.getByText('Reply sent')).toBeVisible();
  await expect(
    drawer
      .getByRole('region', { name: 'Handling (staff only)' })
      .getByText('Answered', { exact: true }),
  ).toBeVisible();

  // the visitor's mailbox: the reply, threaded with the automatic reply
  await expect.poll(() => smtp.to(visitor).length, { timeout: 60_000 }).toBe(2);
  const answer = smtp.to(visitor)[1].parsed;
  expect(answer.subject).toContain(reference);
  expect(answer.text).toContain('納期は2週間です。');
  expect(answer.inReplyTo).toBe(autoReply.messageId);

  // opened again, the history shows the reply's mail as sent
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(row.getByText('Answered', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Details ${contactId}` }).click();
  const sent = history
    .locator('.contact-history__event')
    .filter({ hasText: 'Reply sent' });
  await expect(sent.getByText('Sent', { exact: true })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/contacts-phone-history-en.png` });
  await drawer.getByRole('button', { name: 'Close', exact: true }).click();

  // the badge counts down with the bell (none left: no badge)
  await expect(await menuEntry(page)).toHaveText(
    before > 1 ? `Enquiries${before - 1}` : 'Enquiries',
  );
});
