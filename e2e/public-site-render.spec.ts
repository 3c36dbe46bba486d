import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// The public site drawn once: the server draws each page from the site's own
// components (on Preact, as the browser runs them), the browser takes that
// page over in place, and a reader without JavaScript gets the whole page.

/** Every page type of the seeded site. */
const PAGES: Record<string, string> = {
  home: '/w',
  'news list': '/w/menu/informations/5',
  'news list, page 2': '/w/menu/informations/5?p=2',
  'news child column': '/w/menu/informations/ls/5/13',
  record: '/w/d/informations/5/2',
  company: '/w/menu/company/2',
  'company child column': '/w/menu/company/ls/2/15',
  business: '/w/menu/business/3',
  'business record': '/w/d/business/9/4',
  products: '/w/menu/product/4',
  'product category': '/w/menu/product/ls/4/11',
  product: '/w/menu/product/4/1',
  contact: '/w/menu/contact/6',
  'not found': '/w/menu/informations/999',
};

interface Drawn {
  text: string;
  links: string[];
  headings: string[];
}

/** What a reader gets from #root: its shown text, links and headings. */
function drawn(page: Page): Promise<Drawn> {
  return page.evaluate(() => {
    const root = document.getElementById('root')!.cloneNode(true) as Element;
    // Hidden parts (the home page kept alive under another page).
    for (const hidden of root.querySelectorAll('[hidden], script, noscript'))
      hidden.remove();
    const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
    return {
      text: squash(root.textContent),
      links: [...root.querySelectorAll('a')].map(
        (a) => `${a.getAttribute('href')} ${squash(a.textContent)}`,
      ),
      headings: [...root.querySelectorAll('h1,h2,h3,h4')].map(
        (h) => `${h.tagName} ${squash(h.textContent)}`,
      ),
    };
  });
}

async function withoutScript<T>(
  browser: Browser,
  baseURL: string,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('every page type reads the same drawn by the server as drawn by the browser', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const served: Record<string, Drawn> = {};
  await withoutScript(browser, baseURL!, async (plain) => {
    for (const [name, path] of Object.entries(PAGES)) {
      const res = await plain.goto(path);
      expect(res!.status(), name).toBe(name === 'not found' ? 404 : 200);
      served[name] = await drawn(plain);
      expect(served[name]!.headings.length, name).toBeGreaterThan(0);
    }
  });
  // The browser's own render: each page reached by a move inside the site
  // (drawn afresh from its API answers, not taken over from the server).
  await page.goto('/w');
  await expect(page.locator('#root .site-root')).toBeVisible();
  for (const [name, path] of Object.entries(PAGES)) {
    await page.evaluate((to) => (location.hash = `#${to}`), path);
    // The page the move leads to (the one shown before it has an h1 too).
    await expect(page.locator('#root h1:visible')).toHaveText(
      served[name]!.headings[0]!.replace(/^H1 /, ''),
    );
    await expect(page.locator('#root [role="status"]')).toHaveCount(0);
    // The contact form's topics, once loaded.
    await expect(page.locator('#root select:disabled')).toHaveCount(0);
    expect(await drawn(page), name).toEqual(served[name]);
  }
});

test('without JavaScript the home, a column, a record, a product and the contact page show their full content', async ({
  browser,
  baseURL,
}) => {
  await withoutScript(browser, baseURL!, async (plain) => {
    await plain.goto('/w');
    await expect(plain.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(
      plain.getByRole('heading', {
        level: 1,
        name: 'テクノロジーで、ビジネスの明日をつくる。',
      }),
    ).toBeVisible();
    await expect(
      plain.getByRole('link', {
        name: /新製品「サンプルスキャナー」を発売しました/,
      }),
    ).toBeVisible();

    await plain.goto('/w/menu/company/2');
    await expect(
      plain.getByRole('heading', { level: 1, name: '会社情報' }),
    ).toBeVisible();
    await expect(
      plain.getByRole('heading', { name: '会社概要' }),
    ).toBeVisible();

    await plain.goto('/w/d/informations/5/2');
    await expect(
      plain.getByRole('heading', { level: 1, name: '年末年始休業のお知らせ' }),
    ).toBeVisible();
    await expect(
      plain.getByText('12月29日から1月3日まで休業いたします。').first(),
    ).toBeVisible();

    await plain.goto('/w/menu/product/4/1');
    await expect(
      plain.getByRole('heading', { name: 'サンプルスキャナー SC-100' }),
    ).toBeVisible();
    await expect(plain.getByText('60枚/分').first()).toBeVisible();

    await plain.goto('/w/menu/contact/6');
    await expect(plain.getByLabel(/ご担当者名/)).toBeVisible();
    // Sending needs JavaScript, and the page says so.
    await expect(plain.getByRole('alert')).toContainText(
      'フォームの送信にはJavaScriptが必要です',
    );
    await plain.screenshot({
      path: 'test-results/screens/public-no-script-contact.png',
    });
  });
});

test('with JavaScript the page is taken over in place: no flash, no second request for its data', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/website/')) asked.push(path);
  });
  await page.goto('/w/d/informations/5/2');
  const heading = page.getByRole('heading', {
    level: 1,
    name: '年末年始休業のお知らせ',
  });
  await expect(heading).toBeVisible();
  // A marker on the server's element survives the takeover: the browser
  // kept the drawn page instead of drawing a new one.
  await heading.evaluate((h) => h.setAttribute('data-drawn', 'server'));
  await expect(page).toHaveURL(/\/#\/w\/d\/informations\/5\/2$/);
  await page.waitForLoadState('networkidle');
  await expect(heading).toHaveAttribute('data-drawn', 'server');
  expect(asked).toEqual([]);
  // Taken over: a link moves inside the site without a new document.
  await page.evaluate(() => ((window as { kept?: boolean }).kept = true));
  await page
    .getByRole('navigation', { name: 'パンくずリスト' })
    .getByRole('link', { name: 'お知らせ' })
    .click();
  await expect(page).toHaveURL(/#\/w\/menu\/informations\/5$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'お知らせ' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { kept?: boolean }).kept)).toBe(
    true,
  );
});

test("the company's address opens the company's site, and its back office routes the back office", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'テクノロジーで、ビジネスの明日をつくる。',
    }),
  ).toBeVisible();

  await page.goto('/#/w/menu/company/2');
  await expect(
    page.getByRole('heading', { level: 1, name: '会社情報' }),
  ).toBeVisible();

  await page.goto('about:blank');
  await page.goto('/#/login');
  await expect(page.getByLabel('Account')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.site-root')).toBeHidden();
});
