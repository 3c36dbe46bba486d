import type { Page } from '@playwright/test';
import { solidPng } from './support/png';
import { apiAs, expect, settled, test } from './support/fixtures';
import { publish } from './support/publishing';

// A column's page header with a main image: the image under the header's
// dark veil, and the header's own colours wherever the image does not paint
// (still loading or decoding) instead of the veil over the white page, which
// showed as a grey band on the header's left edge.

const SCREENS = 'test-results/screens';
const COMPANY = 2;

type Rgb = [number, number, number];

/** The colours of the header's row `dy` px from its top, left to right. */
async function heroRow(page: Page, dy = 12): Promise<Rgb[]> {
  const hero = page.locator('.site-page-hero');
  const box = (await hero.boundingBox())!;
  const png = await page.screenshot({
    clip: { x: 0, y: box.y + dy, width: box.width, height: 1 },
  });
  return page.evaluate(
    async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = 1;
      const g = canvas.getContext('2d')!;
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, img.width, 1).data;
      const out: [number, number, number][] = [];
      for (let i = 0; i < d.length; i += 4)
        out.push([d[i]!, d[i + 1]!, d[i + 2]!]);
      return out;
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}

/** Navy: the header's own colours under its veil (the veil over white is grey). */
const isDark = ([r, g, b]: Rgb) => r < 60 && g < 90 && b < 150;

test('a column header with a main image never shows grey, while its image loads nor once it is in', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const auth = await apiAs(request, 'admin');
  const upload = await request.post('/common/upload', {
    headers: auth,
    multipart: {
      file: {
        name: 'header.png',
        mimeType: 'image/png',
        buffer: solidPng(64, [46, 125, 50]),
      },
    },
  });
  const { url } = (await upload.json()) as { url: string };
  const image = new URL(url, 'http://localhost').pathname;
  const get = async () =>
    (
      await (
        await request.get(`/project/navigation/${COMPANY}`, { headers: auth })
      ).json()
    ).data;
  /** Saves the column's main image and publishes it (visitors see it). */
  const set = async (mainImage: string) => {
    const res = await request.put('/project/navigation', {
      headers: auth,
      data: { ...(await get()), mainImage },
    });
    expect(await res.json()).toMatchObject({ code: 200 });
    await publish(request, 'navigation', COMPANY);
  };
  await set(image);
  try {
    for (const [name, viewport] of [
      ['desktop', { width: 1366, height: 700 }],
      ['phone', { width: 375, height: 700 }],
    ] as const) {
      // A fresh browser each time: nothing of the image kept.
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      // The image held back until `release`: the header as a reader sees
      // it meanwhile.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/profile/**', async (route) => {
        await held;
        await route.continue();
      });
      try {
        // (A page's load waits for its images.)
        await page.goto(`/w/menu/company/${COMPANY}`, {
          waitUntil: 'domcontentloaded',
        });
        await expect(
          page.getByRole('heading', { level: 1, name: '会社情報' }),
        ).toBeVisible();
        const waiting = await heroRow(page);
        expect(
          waiting.slice(0, 40).filter((c) => !isDark(c)),
          name,
        ).toEqual([]);
        release();
        // what the header draws: the library's widest size of the upload
        // once the worker has made it, else its original
        const drawn = await page
          .locator('.site-page-hero')
          .evaluate((el) =>
            getComputedStyle(el).getPropertyValue('--site-hero-image'),
          );
        expect(drawn, name).toMatch(/\/profile\/media\/\d+\/v1\//);
        await page.evaluate(async (css) => {
          const img = new Image();
          img.src = /url\("?([^")]+)"?\)/.exec(css)![1]!;
          await img.decode();
        }, drawn);
        // The image in: the same colour from the left edge on (give or
        // take the rounding of a lossy WebP scaled up; the grey band the
        // veil over white made differs by tens).
        await expect
          .poll(async () => (await heroRow(page))[40], { message: name })
          .not.toEqual(waiting[40]);
        const shown = await heroRow(page);
        const far = shown
          .slice(0, 40)
          .filter((c) => c.some((v, i) => Math.abs(v - shown[40]![i]!) > 3));
        expect(far, name).toEqual([]);
        await settled(page);
        await page.screenshot({
          path: `${SCREENS}/public-site-hero-main-image-${name}.png`,
          clip: { x: 0, y: 0, width: viewport.width, height: 420 },
        });
      } finally {
        release();
        await context.close();
      }
    }
  } finally {
    await set('');
  }
});
