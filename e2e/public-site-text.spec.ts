import type { Locator, Page } from '@playwright/test';
import { apiAs, expect, settled, test } from './support/fixtures';
import { publish } from './support/publishing';

// Japanese text on the public site wraps between phrases: no word is split
// across lines, on the phone's hero nor in a product's name with a model
// number.

const SCREENS = 'test-results/screens';
const PHONE = { width: 375, height: 800 };
const PRODUCT = 'ハイスピードプリンターPX-900';

/**
 * The lines `word` is drawn on inside `element` (the tops of its
 * characters' boxes, rounded): one line when it is not split.
 */
function linesOf(element: Locator, word: string): Promise<number[]> {
  return element.evaluate((el, w) => {
    const chars: [Text, number][] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n as Text;
      for (let i = 0; i < text.length; i += 1) chars.push([text, i]);
    }
    const all = chars.map(([t, i]) => t.data[i]).join('');
    const start = all.indexOf(w);
    if (start < 0) throw new Error(`"${w}" is not in "${all}"`);
    const tops = new Set<number>();
    for (const [text, i] of chars.slice(start, start + w.length)) {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      tops.add(Math.round(range.getBoundingClientRect().top));
    }
    return [...tops];
  }, word);
}

/** How many lines `element` takes. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(
      [...range.getClientRects()].map((r) => Math.round(r.top)),
    );
    return tops.size;
  });
}

async function expectWhole(element: Locator, word: string) {
  await expect(element).toContainText(word);
  expect(await linesOf(element, word), `${word} in one line`).toHaveLength(1);
}

async function addProduct(page: Page) {
  const auth = await apiAs(page.request, 'admin');
  const added = await page.request.post('/project/product', {
    headers: auth,
    data: {
      navId: 11,
      productName: PRODUCT,
      subtitle: '業務用高速カラープリンター',
      size: '',
      contentBlock: '',
      keyPoints: '',
      mainImage: '',
      images: '',
      pinned: '1',
      isNew: '1',
      orderNum: 0,
      status: '0',
    },
  });
  expect(await added.json()).toMatchObject({ code: 200 });
  const list = await page.request.get(
    `/project/product/list?productName=${encodeURIComponent('PX-900')}`,
    { headers: auth },
  );
  const { rows } = (await list.json()) as { rows: { productId: number }[] };
  const id = rows[0]!.productId;
  // visitors see it once it is published
  await publish(page.request, 'product', id);
  return {
    id,
    /** Takes it off the site: the deletion, published. */
    remove: async () => {
      const res = await page.request.delete(`/project/product/${id}`, {
        headers: auth,
      });
      expect(await res.json()).toMatchObject({ code: 200 });
      await publish(page.request, 'product', id);
    },
  };
}

test('the phone hero breaks its heading between phrases', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/w');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('テクノロジーで、ビジネスの明日をつくる。');
  await page.evaluate(() => document.fonts.ready);
  expect(await lineCount(title)).toBeGreaterThan(1);
  for (const word of ['テクノロジー', 'ビジネス', '明日', 'つくる']) {
    await expectWhole(title, word);
  }
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/public-site-text-hero-phone.png` });
});

test('a product name keeps its model number and words whole, on the phone and the desktop', async ({
  page,
}) => {
  const product = await addProduct(page);
  try {
    for (const [name, size] of [
      ['desktop', { width: 1366, height: 800 }],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`/w/menu/product/4/${product.id}`);
      const title = page.getByRole('heading', { level: 2, name: PRODUCT });
      await expect(title).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // Too long for one line: it wraps, between the name and the number.
      expect(await lineCount(title), name).toBeGreaterThan(1);
      await expectWhole(title, 'PX-900');
      await expectWhole(title, 'プリンター');
      // The drawn picture's label too.
      const label = page.locator('.site-visual-drawn > span').first();
      await expectWhole(label, 'PX-900');
      await settled(page);
      await page.screenshot({
        path: `${SCREENS}/public-site-text-product-${name}.png`,
      });
    }
    // Its tile in the product list.
    await page.goto('/w/menu/product/ls/4/11');
    const tile = page
      .locator('.site-card.is-product')
      .filter({ hasText: PRODUCT });
    await expectWhole(tile.getByRole('heading', { level: 3 }), 'PX-900');
    await expectWhole(tile.locator('.site-visual-drawn > span'), 'PX-900');
  } finally {
    await product.remove();
  }
});
