import type { Page } from '@playwright/test';
import { apiAs, expect, settled, test } from './support/fixtures';
import { publish } from './support/publishing';

// The public header: the section the page belongs to is the only one
// highlighted, on every page type, drawn by the server and after moves
// inside the site; a new top-level column comes before the contact button.

const SCREENS = 'test-results/screens';
const PHONE = { width: 375, height: 800 };

const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: 'メインメニュー' });

/** The names of the highlighted top-level links. */
function highlighted(page: Page) {
  return mainNav(page)
    .locator(':scope > ul > li > a[aria-current]')
    .evaluateAll((links) => links.map((a) => a.firstChild?.textContent));
}

/** Pages whose own ids are also navigation ids (2 is 会社情報, 4 製品情報). */
const PAGES: [string, string, string][] = [
  ['home', '/w', 'ホーム'],
  ['product 2', '/w/menu/product/4/2', '製品情報'],
  ['a product category', '/w/menu/product/ls/4/11', '製品情報'],
  ['business record 4', '/w/d/business/9/4', '事業内容'],
  ['news record 2', '/w/d/informations/5/2', 'お知らせ'],
  ['company child column', '/w/menu/company/ls/2/15', '会社情報'],
  ['contact', '/w/menu/contact/6', 'お問い合わせ'],
];

test('the header highlights only the section of the page, drawn by the server and after moves in the site', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const [name, path, section] of PAGES) {
    await page.goto(path);
    await expect(page.locator('#root h1').first()).toBeVisible();
    expect(await highlighted(page), name).toEqual([section]);
  }
  // Moves inside the site: the highlight follows the page.
  await page.goto('/w');
  await mainNav(page)
    .getByRole('link', { name: /製品情報/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: '製品情報' }),
  ).toBeVisible();
  // The product's tile (the home page's own stays hidden, kept alive).
  await page.getByRole('link', { name: /サンプルプリンター PR-200/ }).click();
  await expect(page).toHaveURL(/#\/w\/menu\/product\/4\/2$/);
  expect(await highlighted(page)).toEqual(['製品情報']);
  await page.evaluate(() => (location.hash = '#/w/d/business/9/4'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'コーポレートサイト制作' }),
  ).toBeVisible();
  expect(await highlighted(page)).toEqual(['事業内容']);
});

test('screens: the header on product 2 and business record 4, desktop and phone', async ({
  page,
}) => {
  for (const [name, path, section] of [
    ['product-2', '/w/menu/product/4/2', '製品情報'],
    ['business-record-4', '/w/d/business/9/4', '事業内容'],
  ]) {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(path);
    expect(await highlighted(page)).toEqual([section]);
    // The site has taken the server's page over (its hamburger answers).
    await expect(page).toHaveURL(new RegExp(`/#${path}$`));
    await settled(page);
    await page.screenshot({
      path: `${SCREENS}/public-site-header-${name}-desktop.png`,
      clip: { x: 0, y: 0, width: 1366, height: 140 },
    });
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(mainNav(page)).toBeVisible();
    await settled(page);
    expect(await highlighted(page)).toEqual([section]);
    await page.screenshot({
      path: `${SCREENS}/public-site-header-${name}-phone.png`,
    });
  }
});

test('a new top-level column, once published, comes before the contact button, in the order of its sort', async ({
  page,
  request,
}) => {
  const auth = await apiAs(request, 'admin');
  const column = {
    parentId: 0,
    mainName: '',
    link: '',
    mainImage: '',
    navType: '2',
    recordCategory: 'company',
    showInNav: '1',
    status: '0',
  };
  // (Names no other journey adds: a column taken off the site stays in the
  // back office, and a name is unique among its siblings.)
  const NAMES = ['サステナビリティ', 'IR情報'];
  // Sorted after the contact column (6), then the news column (5) as well.
  for (const [navName, enName, orderNum] of [
    ['サステナビリティ', 'SUSTAINABILITY', 7],
    ['IR情報', 'IR', 50],
  ] as const) {
    const added = await request.post('/project/navigation', {
      headers: auth,
      data: { ...column, navName, enName, orderNum },
    });
    expect(await added.json()).toMatchObject({ code: 200 });
  }
  const list = await request.get('/project/navigation/list', {
    headers: auth,
  });
  const ids = ((await list.json()).data as { navId: number; navName: string }[])
    .filter((n) => NAMES.includes(n.navName))
    .map((n) => n.navId);
  expect(ids).toHaveLength(2);
  await publish(request, 'navigation', ...ids);
  try {
    await page.goto('/w');
    const names = () =>
      mainNav(page)
        .locator(':scope > ul > li > a')
        .evaluateAll((links) => links.map((a) => a.firstChild?.textContent));
    await expect
      .poll(names)
      .toEqual([
        'ホーム',
        '会社情報',
        '事業内容',
        '製品情報',
        'お知らせ',
        'サステナビリティ',
        'IR情報',
        'お問い合わせ',
      ]);
    await settled(page);
    await page.screenshot({
      path: `${SCREENS}/public-site-header-new-column.png`,
      clip: { x: 0, y: 0, width: 1366, height: 100 },
    });
  } finally {
    // taken off the site: the deletion, published
    await request.delete(`/project/navigation/${ids.join(',')}`, {
      headers: auth,
    });
    await publish(request, 'navigation', ...ids);
  }
});
