import type { Locator, Page } from '@playwright/test';
import { test, expect, settled } from './support/fixtures';

// The public contact form on a phone, in real Chromium against the real
// server: the reading typed in hiragana, the address filled from the postal
// code (Japan Post's data served by the server), katakana on the confirm step.

test.use({
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
});

/** The phone's screen with `part` in view (below the fixed header). */
async function screenshot(page: Page, name: string, part: Locator) {
  await part.evaluate((el) =>
    el.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await settled(page);
  await page.screenshot({
    path: `test-results/screens/contact-kana-${name}.png`,
  });
}

test('on a phone, a reading in hiragana and a postal code become katakana and an address, confirmed and sent', async ({
  page,
}) => {
  await page.goto('/#/w/menu/contact/6');
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  await expect(form.getByLabel('郵便番号')).toBeEnabled();

  await form.getByLabel('ご担当者名').fill('鈴木 一郎');
  await form.getByLabel('フリガナ').pressSequentially('すずき　いちろう');
  await form.getByLabel('電話番号').fill('０９０ー１２３４ー５６７８');
  await form.getByLabel('メールアドレス').fill('ichiro@example.jp');
  await form.getByLabel('郵便番号').pressSequentially('１００－０００５');
  const address = form.getByLabel('住所');
  await expect(address).toHaveValue('東京都千代田区丸の内');
  await expect(
    form.getByText(
      '住所を自動入力しました。続けて番地・建物名をご入力ください。',
    ),
  ).toBeVisible();
  await address.press('End');
  await address.pressSequentially('１－１－１');
  await screenshot(page, 'filled', form.getByLabel('郵便番号'));

  // A code several towns share: the common part, then the town picked.
  await form.getByLabel('郵便番号').fill('452-0961');
  await expect(address).toHaveValue('東京都千代田区丸の内１－１－１');
  await expect(
    form.getByText('この郵便番号の住所：愛知県清須市'),
  ).toBeVisible();
  await expect(form.getByLabel('町域')).toBeVisible();
  await screenshot(page, 'towns', form.getByLabel('町域'));
  await form.getByLabel('郵便番号').fill('100-0005');
  await expect(
    form.getByText('この郵便番号の住所：東京都千代田区丸の内'),
  ).toBeVisible();

  await form.getByLabel('お問い合わせ項目').selectOption('資料請求');
  await form
    .getByLabel('お問い合わせ内容')
    .fill('製品カタログを郵送でお送りください。');
  await form.getByLabel('個人情報の取り扱いに同意する').check();
  await form.getByRole('button', { name: '入力内容を確認する' }).click();

  const confirm = page.getByRole('table');
  const row = (label: string) =>
    confirm
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: label }) });
  await expect(row('フリガナ')).toContainText('スズキ イチロウ');
  await expect(row('電話番号')).toContainText('090-1234-5678');
  await expect(row('郵便番号')).toContainText('100-0005');
  await expect(row('住所')).toContainText('東京都千代田区丸の内1-1-1');
  await screenshot(page, 'confirm', row('郵便番号'));

  await page.getByRole('button', { name: '送信する' }).click();
  await expect(
    page.getByText(
      'お問い合わせいただき、ありがとうございます。内容を確認のうえ、3日以内（72時間以内）に担当者よりご連絡いたします。',
    ),
  ).toBeVisible();
  await screenshot(
    page,
    'done',
    page.getByRole('heading', { name: 'お問い合わせを受け付けました' }),
  );

  // Stored as confirmed: katakana, half-width digits.
  const login = await (
    await page.request.post('/login', {
      data: { username: 'admin', password: 'admin123' },
    })
  ).json();
  const list = await (
    await page.request.get('/project/contacts/list', {
      params: { contactName: '鈴木 一郎' },
      headers: { Authorization: `Bearer ${login.token}` },
    })
  ).json();
  expect(list.rows).toEqual([
    expect.objectContaining({
      nameReading: 'スズキ イチロウ',
      phone: '090-1234-5678',
      postalCode: '100-0005',
      address: '東京都千代田区丸の内1-1-1',
    }),
  ]);
});

test('on a phone, the privacy policy states how long enquiries are kept', async ({
  page,
}) => {
  await page.goto('/#/w');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: '個人情報保護方針' })
    .click();
  const note = page.getByRole('region', { name: 'お問い合わせ情報の保管期間' });
  await expect(note).toContainText(
    'お問い合わせフォームでお預かりした個人情報は、受付日から365日間保管し、その後削除します。',
  );
  await screenshot(page, 'privacy', note);
});
