import type { Page } from '@playwright/test';
import { test, expect, settled } from './support/fixtures';

// Pages a Japanese corporate site is expected to have (issue 14), and the
// clean paths the server pre-renders for readers without JavaScript.

const FIRST_LOAD = { timeout: 30_000 };

async function shot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({
    path: `test-results/screens/public-pages-${name}.png`,
    fullPage: true,
  });
}

function legalNav(page: Page) {
  return page.getByRole('navigation', { name: 'サイト情報' });
}

test('the footer links the privacy policy, site policy and sitemap pages', async ({
  page,
}) => {
  await page.goto('/#/w');
  const legal = legalNav(page);
  await expect(
    legal.getByRole('link', { name: '個人情報保護方針' }),
  ).toBeVisible(FIRST_LOAD);
  // Footer-only pages are not in the header.
  await expect(
    page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '個人情報保護方針' }),
  ).toHaveCount(0);

  await legal.getByRole('link', { name: '個人情報保護方針' }).click();
  await expect(page).toHaveURL(/#\/w\/menu\/privacy\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: '個人情報保護方針' }),
  ).toBeVisible();
  await expect(
    page.getByText(/第三者に提供することはありません/),
  ).toBeVisible();
  await expect(page).toHaveTitle(/個人情報保護方針 \| 株式会社サンプル/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  await shot(page, 'privacy');

  await legalNav(page).getByRole('link', { name: 'サイトポリシー' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'サイトポリシー' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: '著作権について' }),
  ).toBeVisible();

  await legalNav(page).getByRole('link', { name: 'サイトマップ' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'サイトマップ' }),
  ).toBeVisible();
  const sitemap = page.locator('.site-sitemap');
  for (const name of ['会社情報', 'アクセス', '製品情報', 'お問い合わせ']) {
    await expect(
      sitemap.getByRole('link', { name, exact: true }),
    ).toBeVisible();
  }
  await shot(page, 'sitemap');
  await sitemap.getByRole('link', { name: 'アクセス', exact: true }).click();
  await expect(page).toHaveURL(/#\/w\/menu\/company\/ls\/2\/15$/);
});

test('the access page links each office to its map in a new tab', async ({
  page,
}) => {
  await page.goto('/#/w/menu/company/ls/2/15');
  const maps = page.getByRole('link', { name: 'Google マップで見る' });
  await expect(maps).toHaveCount(2, FIRST_LOAD);
  await expect(maps.first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=%E6%9D%B1%E4%BA%AC/,
  );
  await expect(maps.first()).toHaveAttribute('target', '_blank');
  await expect(maps.first()).toHaveAttribute('rel', /noopener/);
  await shot(page, 'access');
});

test("the contact form's consent links the privacy policy in a new tab", async ({
  page,
}) => {
  await page.goto('/#/w/menu/contact/6');
  const consent = page.locator('.site-consent');
  const policy = consent.getByRole('link', { name: '個人情報保護方針' });
  await expect(policy).toBeVisible(FIRST_LOAD);
  await expect(policy).toHaveAttribute('href', /^#\/w\/menu\/privacy\/\d+$/);
  await expect(policy).toHaveAttribute('target', '_blank');
  await expect(policy).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    policy.click(),
  ]);
  await expect(
    tab.getByRole('heading', { level: 1, name: '個人情報保護方針' }),
  ).toBeVisible(FIRST_LOAD);
  await tab.close();
  await shot(page, 'contact-consent');
});

test('a clean path shows its page without JavaScript and continues in the app with it', async ({
  page,
  browser,
}) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto('/w/menu/company/ls/2/15');
  await expect(plain.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    plain.getByRole('heading', { level: 1, name: '会社情報' }),
  ).toBeVisible();
  await expect(plain.getByRole('heading', { name: 'アクセス' })).toBeVisible();
  await expect(plain.getByText(/梅田サンプルタワー12階/)).toBeVisible();
  await expect(plain).toHaveTitle('アクセス | 会社情報 | 株式会社サンプル');
  await plain.screenshot({
    path: 'test-results/screens/public-pages-nojs.png',
    fullPage: true,
  });
  await noJs.close();

  await page.goto('/w/menu/company/ls/2/15');
  await expect(page).toHaveURL(/\/#\/w\/menu\/company\/ls\/2\/15$/);
  // The app's own page (its hero and side menu), not the plain one.
  await expect(page.locator('.site-root')).toBeVisible(FIRST_LOAD);
  await expect(
    page.getByRole('link', { name: 'Google マップで見る' }).first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
  await shot(page, 'clean-path-app');
});
