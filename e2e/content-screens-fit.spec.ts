import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  expectNoSpinner,
  settled,
} from './support/fixtures';

// On a 1440 px screen the website content screens explain themselves and
// fit: a one-line help above the list, the actions column pinned in sight
// at the right of a table that scrolls sideways, and in every language each
// sidebar title drawn whole.

const SCREENS = 'test-results/screens';

test.use({ viewport: { width: 1440, height: 900 } });

const HELP = {
  en: {
    record: /The articles a column's page lists/,
    product: /The products a product column's page lists/,
  },
  ja: {
    record: /カテゴリのページに並ぶ記事/,
    product: /製品カテゴリのページに並ぶ製品/,
  },
} as const;
const ACTIONS = { en: 'Actions', ja: '操作' } as const;

/** Opens a website content screen as ry, in `lang`. */
async function openScreen(page: Page, path: string, lang: string) {
  await signedIn(page, 'ry', path);
  if (lang !== 'en') {
    await page.evaluate(
      (l) => localStorage.setItem('change-language', l),
      lang,
    );
    await page.reload();
  }
  // the first visit downloads the screen (slow on a busy machine)
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
  await expect(page.getByRole('row')).not.toHaveCount(1);
}

/** The whole of `box` lies inside the window. */
async function expectInWindow(page: Page, box: Locator) {
  const rect = (await box.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(width);
}

/** Every search field of the screen shown draws its whole placeholder. */
async function expectWholePlaceholders(page: Page) {
  const cut = await page.evaluate(() => {
    const form = [
      ...document.querySelectorAll<HTMLElement>('.crud-search'),
    ].find((f) => f.offsetParent !== null);
    if (!form) return ['no search form'];
    const canvas = document.createElement('canvas').getContext('2d')!;
    const selects = [
      ...form.querySelectorAll<HTMLElement>('.ant-select-placeholder'),
    ]
      .filter((p) => p.scrollWidth > p.clientWidth)
      .map((p) => p.textContent);
    const inputs = [
      ...form.querySelectorAll<HTMLInputElement>('input[placeholder]'),
    ]
      .filter((input) => {
        if (!input.placeholder || input.closest('.ant-picker')) return false;
        const style = getComputedStyle(input);
        canvas.font = style.font;
        const room =
          input.clientWidth -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight);
        return canvas.measureText(input.placeholder).width > room + 0.5;
      })
      .map((input) => input.placeholder);
    return [...selects, ...inputs];
  });
  expect(cut).toEqual([]);
}

/** Help, a pinned actions column in sight, a table that scrolls sideways. */
async function expectFits(page: Page, help: RegExp, actions: string) {
  await expect(page.getByRole('note').filter({ visible: true })).toHaveText(
    help,
  );
  await expectWholePlaceholders(page);
  const header = page.getByRole('columnheader', { name: actions });
  await expect(header).toBeVisible();
  await expectInWindow(page, header);
  // the screen shown (an earlier tab's screen stays in the page, hidden)
  const firstRowActions = page
    .locator('.ant-table-tbody tr.ant-table-row:visible')
    .first()
    .locator('td')
    .last();
  await expectInWindow(page, firstRowActions);
  await expect(firstRowActions.getByRole('button').first()).toBeVisible();
  // the other columns scroll under it rather than being cut off
  const scroller = page.locator('.ant-table-content:visible');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await expectInWindow(page, header);
  await scroller.evaluate((el) => (el.scrollLeft = 0));
}

for (const lang of ['en', 'ja'] as const) {
  test(`copy records and products at 1440 px in ${lang}: help above the list, the actions column in sight`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openScreen(page, '/#/project/record', lang);
    await expectFits(page, HELP[lang].record, ACTIONS[lang]);
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/records-1440-${lang}.png` });

    await page.goto('/#/project/product');
    await expect(page.getByRole('note').filter({ visible: true })).toHaveText(
      HELP[lang].product,
      { timeout: 30_000 },
    );
    await expectNoSpinner(page);
    await expectFits(page, HELP[lang].product, ACTIONS[lang]);
    await settled(page);
    await page.screenshot({ path: `${SCREENS}/products-1440-${lang}.png` });
  });
}

for (const lang of ['ja', 'zh-CN', 'en']) {
  test(`in ${lang} every sidebar title fits its box`, async ({ page }) => {
    test.setTimeout(180_000);
    const glossary = JSON.parse(
      readFileSync(`src/locales/${lang}/glossary.json`, 'utf8'),
    ) as { terms: Record<string, string>; titles: Record<string, string> };
    const navCopy = glossary.titles.navRecord.replace(
      /\$t\(glossary:terms\.(\w+)\)/,
      (_, term: string) => glossary.terms[term],
    );
    await openScreen(page, '/#/project/navRecord', lang);
    const menu = page.locator('.sidebar-menu');
    // the website content group is open on one of its screens
    await expect(menu.getByRole('menuitem', { name: navCopy })).toBeVisible();
    await settled(page);
    const cut = await menu.evaluate((root) =>
      [
        ...root.querySelectorAll<HTMLElement>(
          '.ant-menu-item, .ant-menu-submenu-title',
        ),
      ]
        .filter((item) => item.offsetParent !== null)
        .flatMap((item) => {
          const title = item.querySelector<HTMLElement>(
            '.ant-menu-title-content',
          );
          if (!title) return [];
          const range = document.createRange();
          range.selectNodeContents(title);
          const text = range.getBoundingClientRect();
          const box = item.getBoundingClientRect();
          const arrow = item.querySelector('.ant-menu-submenu-arrow');
          const end = arrow
            ? arrow.getBoundingClientRect().left
            : box.right - parseFloat(getComputedStyle(item).paddingRight);
          const fits =
            text.right <= end + 0.5 && title.scrollWidth <= title.clientWidth;
          return fits ? [] : [title.textContent];
        }),
    );
    expect(cut).toEqual([]);
    await page.screenshot({
      path: `${SCREENS}/sidebar-${lang}.png`,
      clip: { x: 0, y: 0, width: 480, height: 900 },
    });
  });
}

test('in Japanese each website content screen explains itself above its list', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const glossary = JSON.parse(
    readFileSync('src/locales/ja/glossary.json', 'utf8'),
  ) as { help: Record<string, string> };
  await openScreen(page, '/#/project/navigation', 'ja');
  for (const screen of [
    'navigation',
    'navRecord',
    'record',
    'recordItem',
    'product',
    'productItem',
  ]) {
    if (screen !== 'navigation') await page.goto(`/#/project/${screen}`);
    const help = page.getByRole('note').filter({ visible: true });
    await expect(help).toHaveText(glossary.help[screen], { timeout: 30_000 });
    // one line at this width
    const lines = await help.evaluate(
      (el) =>
        el.getBoundingClientRect().height /
        parseFloat(getComputedStyle(el).lineHeight),
    );
    expect(lines).toBeLessThan(1.5);
    await expectNoSpinner(page);
    await expectWholePlaceholders(page);
    await settled(page);
    await page.screenshot({
      path: `${SCREENS}/help-${screen}-ja.png`,
      clip: { x: 0, y: 0, width: 1440, height: 260 },
    });
  }
});
