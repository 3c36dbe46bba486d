import { test, expect } from '../support/fixtures';
import { expectFocus, tabTo } from '../support/keyboard';
import { recordKeyboardJourney } from '../support/axe';

// Keyboard alone (issue 29): a visitor on the public contact page fills the
// form, confirms and sends it, and reads the enquiry's reference number.

test('keyboard alone: a visitor fills the contact form, confirms and sends it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/#/w/menu/contact/6');
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await expect(field('郵便番号')).toBeEnabled();

  await test.step('an empty form is refused and says why', async () => {
    const confirmButton = form.getByRole('button', {
      name: '入力内容を確認する',
    });
    await tabTo(confirmButton, { limit: 80 });
    await page.keyboard.press('Enter');
    // the summary says what is wrong; the focus goes on from there
    await expect(
      page.getByText(
        '入力内容に誤りがあります。各項目のメッセージをご確認ください。',
      ),
    ).toBeVisible();
  });

  await test.step('fill the form', async () => {
    // the first field in error has the focus
    await expectFocus(field('ご担当者名'));
    await page.keyboard.type('鍵盤 花子');
    await tabTo(field('フリガナ'));
    await page.keyboard.type('けんばん　はなこ');
    await tabTo(field('電話番号'));
    await page.keyboard.type('090-1234-5678');
    await tabTo(field('メールアドレス'));
    await page.keyboard.type('hanako@example.jp');
    await tabTo(field('郵便番号'));
    await page.keyboard.type('1000005');
    await expect(field('住所')).toHaveValue('東京都千代田区丸の内');
    await tabTo(field('住所'));
    await page.keyboard.press('End');
    await page.keyboard.type('1-1-1');
    await tabTo(field('お問い合わせ項目'));
    // a native select: arrows change its choice without opening it
    await expect(async () => {
      await page.keyboard.press('ArrowDown');
      await expect(field('お問い合わせ項目')).toHaveValue('資料請求', {
        timeout: 500,
      });
    }).toPass({ timeout: 10_000 });
    await tabTo(field('お問い合わせ内容'));
    await page.keyboard.type('キーボードだけで送ります。');
    await tabTo(field('個人情報の取り扱いに同意する'));
    await page.keyboard.press('Space');
    await expect(field('個人情報の取り扱いに同意する')).toBeChecked();
    await tabTo(form.getByRole('button', { name: '入力内容を確認する' }));
    await page.keyboard.press('Enter');
  });

  await test.step('confirm and send', async () => {
    const send = page.getByRole('button', { name: '送信する' });
    await tabTo(send, { limit: 40 });
    await page.keyboard.press('Enter');
    const done = page.getByRole('status').filter({ hasText: '受付番号' });
    await expect(done).toContainText(/\d{6}/, { timeout: 30_000 });
    await tabTo(done.getByRole('link').last());
    await expectFocus(done.getByRole('link').last());
  });
  recordKeyboardJourney(
    'visitor',
    ['2.1.1', '2.1.2', '2.4.3', '2.4.7', '3.3.1'],
    true,
  );
});
