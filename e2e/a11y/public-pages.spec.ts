import type { Page } from '@playwright/test';
import { test, expect, settled } from '../support/fixtures';
import { expectAccessible } from '../support/axe';

// The accessibility gate on every public page type (docs/accessibility.md),
// at desktop and phone widths: one audit per page state, one test per page
// type. Every audit counts for the accessibility policy page's results.

const FIRST_LOAD = { timeout: 30_000 };
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 375, height: 700 };

const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** Audits the page as it is now at desktop width, then at phone width. */
async function auditBoth(page: Page, state: string) {
  await page.setViewportSize(DESKTOP);
  await settled(page);
  await expectAccessible(page, `${state}, desktop`, { site: true });
  await page.setViewportSize(PHONE);
  await settled(page);
  await expectAccessible(page, `${state}, phone`, { site: true });
  await page.setViewportSize(DESKTOP);
}

/** One h1, and the page's main landmark, header and footer. */
async function expectStructure(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
}

/** Opens `path` and waits for its one heading of level 1. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`/#${path}`);
  await expect(h1(page, heading)).toBeVisible(FIRST_LOAD);
  await expectStructure(page);
}

const legal = (page: Page) =>
  page.getByRole('navigation', { name: 'サイト情報' });

test('the home page', async ({ page }) => {
  await page.goto('/#/w');
  await expect(h1(page)).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'お知らせ' })).toBeVisible();
  await expectStructure(page);
  // The skip link is the first stop of the keyboard and moves focus to main.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '本文へスキップ' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await auditBoth(page, 'site home');
});

test('the company page', async ({ page }) => {
  await open(page, '/w/menu/company/2', '会社情報');
  await auditBoth(page, 'site company page');
});

test('the business page', async ({ page }) => {
  await open(page, '/w/menu/business/3', '事業内容');
  await auditBoth(page, 'site business page');
});

test('the news list', async ({ page }) => {
  await open(page, '/w/menu/informations/5', 'お知らせ');
  await expect(page.getByRole('link', { name: /年末年始/ })).toBeVisible();
  await auditBoth(page, 'site news list');
});

test('the product list', async ({ page }) => {
  await open(page, '/w/menu/product/4', '製品情報');
  await expect(
    page.getByRole('link', { name: /サンプルスキャナー/ }).first(),
  ).toBeVisible();
  await auditBoth(page, 'site product list');
});

test('the downloads page', async ({ page }) => {
  await open(page, '/w/menu/informations/ls/5/13', /お知らせ|資料ダウンロード/);
  await expect(page.getByText('会社案内パンフレット').first()).toBeVisible();
  await auditBoth(page, 'site downloads page');
});

for (const [name, state] of [
  ['サイトマップ', 'site sitemap page'],
  ['個人情報保護方針', 'site privacy policy page'],
  ['サイトポリシー', 'site policy page'],
]) {
  test(`the ${state.slice(5)}`, async ({ page }) => {
    await page.goto('/#/w');
    await legal(page).getByRole('link', { name }).click(FIRST_LOAD);
    await expect(h1(page, name)).toBeVisible(FIRST_LOAD);
    await expectStructure(page);
    await auditBoth(page, state);
  });
}

test('a record detail page', async ({ page }) => {
  await open(page, '/w/d/informations/5/1', /サンプルスキャナー/);
  await auditBoth(page, 'site record detail');
});

test('a product detail page', async ({ page }) => {
  await open(page, '/w/menu/product/4/1', '製品情報');
  await expect(
    page.getByRole('heading', { level: 2, name: /サンプルスキャナー/ }),
  ).toBeVisible();
  await auditBoth(page, 'site product detail');
});

test('the not-found page', async ({ page }) => {
  await open(page, '/w/no/such/page', 'ページが見つかりません');
  await auditBoth(page, 'site not found');
});

test('the contact form: input, errors, confirm and done', async ({ page }) => {
  test.slow(); // four page states, each audited twice
  await open(page, '/w/menu/contact/6', 'お問い合わせ');
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  await expect(form).toBeVisible();
  await auditBoth(page, 'site contact form');

  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByText('ご担当者名を入力してください')).toBeVisible();
  await auditBoth(page, 'site contact form, errors');

  await form.getByLabel('ご担当者名').fill('佐藤 花子');
  await form.getByLabel('フリガナ').fill('サトウ ハナコ');
  await form.getByLabel('電話番号').fill('03-9876-5432');
  await form.getByLabel('メールアドレス').fill('hanako@example.jp');
  await form.getByLabel('お問い合わせ項目').selectOption('製品について');
  await form.getByLabel('お問い合わせ内容').fill('見積りをお願いします。');
  await form.getByLabel('個人情報の取り扱いに同意する').check();
  await form.getByRole('button', { name: '入力内容を確認する' }).click();
  await expect(page.getByRole('table')).toContainText('佐藤 花子');
  await auditBoth(page, 'site contact confirm');

  await page.getByRole('button', { name: '送信する' }).click();
  await expect(
    page.getByRole('heading', { name: 'お問い合わせを受け付けました' }),
  ).toBeVisible();
  await auditBoth(page, 'site contact done');
});

test('the accessibility policy page', async ({ page }) => {
  await page.goto('/#/w');
  await legal(page)
    .getByRole('link', { name: 'アクセシビリティ方針' })
    .click(FIRST_LOAD);
  await expect(h1(page, 'アクセシビリティ方針')).toBeVisible(FIRST_LOAD);
  await expectStructure(page);
  // The policy: the standard, the target level and the scope; then the
  // results (their table has component tests: tests/site).
  const policy = page.getByRole('main');
  await expect(policy.getByText('JIS X 8341-3:2016').first()).toBeVisible();
  await expect(
    policy.getByRole('heading', { level: 2, name: '試験の方法' }),
  ).toBeVisible();
  await expect(
    policy.getByRole('heading', { level: 2, name: '試験結果' }),
  ).toBeVisible();
  await auditBoth(page, 'site accessibility policy');
});

/** The document is no wider than the viewport: no horizontal scroll. */
async function expectNoSideScroll(page: Page, where: string) {
  await settled(page);
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scroll, `${where}: document width`).toBeLessThanOrEqual(viewport);
}

test('reflow: 320 px wide and 200 % zoom need no horizontal scroll', async ({
  page,
}) => {
  // 640×400 CSS px is what a 1280×800 window shows at 200 % zoom.
  for (const [size, name] of [
    [{ width: 320, height: 640 }, '320'],
    [{ width: 640, height: 400 }, 'zoom-200'],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/#/w');
    await expect(h1(page)).toBeVisible(FIRST_LOAD);
    await expectNoSideScroll(page, `home at ${name}`);
    await page.screenshot({
      path: `test-results/screens/a11y-public-home-${name}.png`,
      fullPage: true,
    });
    await page.goto('/#/w/menu/company/2');
    await expect(h1(page, '会社情報')).toBeVisible(FIRST_LOAD);
    await expectNoSideScroll(page, `company page at ${name}`);
    await page.goto('/#/w/menu/contact/6');
    await expect(h1(page, 'お問い合わせ')).toBeVisible(FIRST_LOAD);
    await expectNoSideScroll(page, `contact form at ${name}`);
  }
});
