import type { Page } from '@playwright/test';
import { test, expect, settled } from './support/fixtures';
import { afterNextFrame } from './support/settled';

// The public company site (#/w): always Japanese, no sign-in.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 800 };

async function screenshot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({
    path: `test-results/screens/public-${name}.png`,
    fullPage: true,
  });
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'メインメニュー' });
}

test('the root path opens the site; the header navigation comes from the server', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/w$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'テクノロジーで、ビジネスの明日をつくる。',
    }),
  ).toBeVisible();
  const nav = mainNav(page);
  for (const name of ['会社情報', '事業内容', '製品情報', 'お知らせ']) {
    await expect(
      nav.getByRole('link', { name: new RegExp(name) }),
    ).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'お問い合わせ' })).toBeVisible();
  await expect(page).toHaveTitle(/株式会社サンプル/);
  // Latest news and products from the server on the home page.
  await expect(
    page.getByRole('link', {
      name: /新製品「サンプルスキャナー」を発売しました/,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /サンプルスキャナー SC-100/ }),
  ).toBeVisible();
  await screenshot(page, 'home-desktop');

  await page.setViewportSize(PHONE);
  await page.reload();
  const menuButton = page.getByRole('button', { name: 'メニューを開く' });
  await expect(menuButton).toBeVisible();
  await expect(nav).toBeHidden();
  await screenshot(page, 'home-phone');
  await menuButton.click();
  await expect(nav.getByRole('link', { name: /会社概要/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/public-menu-phone.png' });
  await nav.getByRole('link', { name: /お知らせ/ }).click();
  await expect(page).toHaveURL(/#\/w\/menu\/informations\/5$/);
  await expect(nav).toBeHidden();
});

test('news list and a record under their routes, with breadcrumb and views', async ({
  page,
}) => {
  await page.goto('/#/w');
  await mainNav(page)
    .getByRole('link', { name: /お知らせ/ })
    .click();
  await expect(page).toHaveURL(/#\/w\/menu\/informations\/5$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'お知らせ' }),
  ).toBeVisible();
  // The home page stays mounted (kept alive) but hidden: count what shows.
  const items = page.locator('.site-news-list li:visible');
  await expect(items).toHaveCount(10);
  await expect(
    page.getByRole('navigation', { name: 'ページ送り' }),
  ).toBeVisible();
  await screenshot(page, 'list-desktop');

  await page
    .getByRole('link', { name: /新製品「サンプルスキャナー」を発売しました/ })
    .click();
  await expect(page).toHaveURL(/#\/w\/d\/informations\/5\/1$/);
  const article = page.getByRole('article');
  await expect(
    article.getByRole('heading', {
      level: 1,
      name: '新製品「サンプルスキャナー」を発売しました',
    }),
  ).toBeVisible();
  await expect(article.getByRole('table')).toContainText('オープン価格');
  const crumbs = page.getByRole('navigation', { name: 'パンくずリスト' });
  await expect(crumbs.getByRole('link', { name: 'お知らせ' })).toBeVisible();
  await expect(article).toContainText(/閲覧数 \d+/);
  await screenshot(page, 'detail-desktop');

  await page.setViewportSize(PHONE);
  await screenshot(page, 'detail-phone');
  await crumbs.getByRole('link', { name: 'お知らせ' }).click();
  await expect(page).toHaveURL(/#\/w\/menu\/informations\/5$/);
  await expect(items.first()).toBeVisible();
  await screenshot(page, 'list-phone');
  await page.setViewportSize(DESKTOP);
});

test('products with the product menu; a product page', async ({ page }) => {
  await page.goto('/#/w/menu/product/4');
  const menu = page.getByRole('navigation', { name: '製品カテゴリー' });
  await menu.getByRole('link', { name: '業務用機器' }).click();
  await expect(page).toHaveURL(/#\/w\/menu\/product\/ls\/4\/11$/);
  await expect(page.getByRole('heading', { name: '業務用機器' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /サンプル受発注クラウド/ }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: /サンプルスキャナー SC-100/ }).click();
  await expect(page).toHaveURL(/#\/w\/menu\/product\/4\/1$/);
  await expect(
    page.getByRole('heading', { name: 'サンプルスキャナー SC-100' }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /読み取り速度/ })).toContainText(
    '60枚/分',
  );
  await expect(menu.getByRole('link', { name: '業務用機器' })).toHaveClass(
    /is-current/,
  );
  await screenshot(page, 'product-desktop');
  await page
    .getByRole('link', { name: 'この製品について問い合わせる' })
    .click();
  await expect(page).toHaveURL(/#\/w\/menu\/contact\/6\?/);
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  await expect(form.getByLabel('お問い合わせ項目')).toHaveValue('製品について');
  await expect(form.getByLabel('お問い合わせ内容')).toHaveValue(
    '「サンプルスキャナー SC-100」について\n',
  );
});

test('bad or unknown ids show the not-found page', async ({ page }) => {
  for (const path of [
    '/#/w/d/informations/5/abc',
    '/#/w/menu/product/4/99999',
    '/#/w/menu/informations/ls/5/x',
    '/#/w/d/informations/3/1',
  ]) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'ページが見つかりません' }),
      path,
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'トップページへ戻る' }),
    ).toBeVisible();
  }
});

test('a visitor sends an enquiry and sees the success page', async ({
  page,
}) => {
  await page.goto('/#/w');
  await mainNav(page).getByRole('link', { name: 'お問い合わせ' }).click();
  await expect(page).toHaveURL(/#\/w\/menu\/contact\/6$/);
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  await expect(form).toBeVisible();
  await screenshot(page, 'contact-desktop');

  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByText('ご担当者名を入力してください')).toBeVisible();
  await expect(
    page.getByText('メールアドレスを入力してください'),
  ).toBeVisible();

  await form.getByLabel('会社名').fill('株式会社イーツーイー');
  await form.getByLabel('ご担当者名').fill('佐藤 花子');
  await form.getByLabel('フリガナ').fill('サトウ ハナコ');
  await form.getByLabel('電話番号').fill('03-9876-5432');
  await form.getByLabel('メールアドレス').fill('hanako@example.jp');
  await form.getByLabel('郵便番号').fill('1000005');
  await form.getByLabel('住所').fill('東京都千代田区丸の内1-1-1');
  await form.getByLabel('お問い合わせ項目').selectOption('製品について');
  await form
    .getByLabel('お問い合わせ内容')
    .fill('サンプルスキャナー SC-100 の見積りをお願いします。');
  await form.getByLabel('個人情報の取り扱いに同意する').check();
  await form.getByRole('button', { name: '入力内容を確認する' }).click();

  const confirm = page.getByRole('table');
  await expect(confirm).toContainText('佐藤 花子');
  await expect(confirm).toContainText('100-0005');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(
    page.getByRole('heading', { name: 'お問い合わせを受け付けました' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'お問い合わせいただき、ありがとうございます。内容を確認のうえ、3日以内（72時間以内）に担当者よりご連絡いたします。',
    ),
  ).toBeVisible();
  const receipt = page.getByText('受付番号');
  await expect(receipt).toContainText(/\d{6}/);
  const contactId = Number(/\d{6}/.exec((await receipt.textContent())!)![0]);
  await screenshot(page, 'contact-done-desktop');

  // Staff see it at once, unhandled, through the back office's API.
  const login = await (
    await page.request.post('/login', {
      data: { username: 'admin', password: 'admin123' },
    })
  ).json();
  const list = await (
    await page.request.get('/project/contacts/list', {
      params: { contactName: '佐藤 花子' },
      headers: { Authorization: `Bearer ${login.token}` },
    })
  ).json();
  expect(list.code).toBe(200);
  // (other tests send enquiries in the same name: this one by its number)
  expect(
    list.rows.filter((r: { contactId: number }) => r.contactId === contactId),
  ).toEqual([
    expect.objectContaining({
      companyName: '株式会社イーツーイー',
      contactName: '佐藤 花子',
      postalCode: '100-0005',
      consultingItem: '製品について',
      handled: '0',
    }),
  ]);

  await page.setViewportSize(PHONE);
  await page.goto('/#/w');
  await page.goto('/#/w/menu/contact/6');
  await expect(
    page.getByRole('form', { name: 'お問い合わせフォーム' }),
  ).toBeVisible();
  await screenshot(page, 'contact-phone');
  await page.setViewportSize(DESKTOP);
});

test('content with <script>, onerror= and javascript: links is shown without running any of it', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/#/w/d/informations/5/9001');
  const article = page.getByRole('article');
  // The sanitiser keeps text and safe markup (ids and handlers are dropped).
  await expect(article.getByText('本文は表示されます。')).toBeVisible();
  await expect(article.getByText('補足の本文')).toBeVisible();
  await expect(article.locator('script, iframe, svg')).toHaveCount(0);
  await expect(article.locator('[onerror], [onmouseover]')).toHaveCount(0);
  await expect(
    article.getByRole('link', { name: '安全なリンク' }),
  ).toHaveAttribute('href', 'https://example.com/');
  const hostileLink = article.getByText('危険なリンク');
  await expect(hostileLink).toBeVisible();
  expect(await hostileLink.getAttribute('href')).toBeNull();
  await hostileLink.click();
  await article.getByText('マウスを乗せる').hover();
  await afterNextFrame(page);
  expect(
    await page.evaluate(() => (window as { __pwned?: unknown }).__pwned),
  ).toBe(undefined);
  expect(dialogs).toEqual([]);
});

test('a brochure downloads from the downloads page', async ({ page }) => {
  await page.goto('/#/w/menu/informations/5');
  await page.getByRole('link', { name: '資料ダウンロード' }).first().click();
  await expect(page).toHaveURL(/#\/w\/menu\/informations\/ls\/5\/13$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /会社案内\(PDF\)/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('company.pdf');
  expect(await download.failure()).toBeNull();
});
