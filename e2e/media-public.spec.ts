/**
 * A library image on the public site, seen from a phone (docs/media.md
 * "Public site"): uploaded into the library, sized by the worker, placed in
 * a news record (its main picture and its rich text) and published, it is
 * drawn with srcset, sizes, width and height, and the phone downloads a
 * small WebP or AVIF size, far fewer bytes than the original.
 */
import type { APIRequestContext, Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { apiAs, expect, test } from './support/fixtures';
import { apiData, idOf, publish } from './support/publishing';

const NEWS = 5;
const TITLE = `港の朝 ${Date.now()}`;

test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** A 2400 × 1600 photo-like JPEG (noise compresses as poorly as a photo). */
function photo(): Promise<Buffer> {
  return sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: { r: 40, g: 90, b: 140 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

interface MediaRow {
  mediaId: number;
  url: string;
  size: number;
  processState: string;
  rowVersion: number;
  fileName: string;
  folderId: number;
}

/** Uploads the photo into the library and waits until its sizes are made. */
async function uploadPhoto(request: APIRequestContext) {
  const headers = await apiAs(request, 'admin');
  const bytes = await photo();
  const row = await apiData<MediaRow>(
    request.post('/project/media/upload', {
      headers,
      multipart: {
        file: { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: bytes },
      },
    }),
    'upload',
  );
  await expect
    .poll(
      async () =>
        (
          await apiData<MediaRow>(
            request.get(`/project/media/${row.mediaId}`, { headers }),
            'media detail',
          )
        ).processState,
      { timeout: 60_000 },
    )
    .toBe('ready');
  const ready = await apiData<MediaRow>(
    request.get(`/project/media/${row.mediaId}`, { headers }),
    'media detail',
  );
  await apiData(
    request.put('/project/media', {
      headers,
      data: {
        mediaId: ready.mediaId,
        fileName: ready.fileName,
        folderId: ready.folderId,
        altJa: '朝の港と貨物船',
        altEn: 'The harbour in the morning',
        focalX: 0.5,
        focalY: 0.4,
        tags: [],
        rowVersion: ready.rowVersion,
      },
    }),
    'alt text',
  );
  return { ...ready, original: bytes.length };
}

/** A published news record showing the image above and inside its text. */
async function publishRecord(request: APIRequestContext, url: string) {
  const headers = await apiAs(request, 'admin');
  await apiData(
    request.post('/project/record', {
      headers,
      data: {
        navId: NEWS,
        title: TITLE,
        subtitle: 'お知らせ',
        summary: '港の朝の様子です。',
        content: `<p>今朝の港です。</p><p><img src="${url}" alt=""></p>`,
        contentBlocks: [],
        mainImage: url,
        pinned: '0',
        displayType: '1',
        jumpLink: '',
        orderNum: 1,
        status: '0',
      },
    }),
    'add record',
  );
  const id = await idOf(request, 'record', TITLE);
  await publish(request, 'record', id);
  return id;
}

/** Bytes each library file the page loaded came with (body as sent). */
function transfers(page: Page, mediaId: number) {
  const seen = new Map<string, Promise<number>>();
  const prefix = `/profile/media/${mediaId}/`;
  page.on('response', (res: Response) => {
    const path = new URL(res.url()).pathname;
    if (!path.startsWith(prefix)) return;
    seen.set(
      path,
      res
        .finished()
        .then(() => res.request().sizes())
        .then((s) => s.responseBodySize),
    );
  });
  return seen;
}

test('a phone loads a small size of a library image in a published record', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const image = await uploadPhoto(request);
  const recordId = await publishRecord(request, image.url);
  const loaded = transfers(page, image.mediaId);

  await page.goto(`/w/d/informations/${NEWS}/${recordId}`);
  const article = page.locator('article.site-article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(TITLE);

  // the record's main picture: responsive, its box known before it loads
  const main = article.locator('img.site-article-image');
  await expect(main).toHaveAttribute(
    'srcset',
    /\/profile\/media\/\d+\/v1\/640\.webp 640w/,
  );
  await expect(main).toHaveAttribute('sizes', /100vw/);
  await expect(main).toHaveAttribute('width', '2400');
  await expect(main).toHaveAttribute('height', '1600');
  await expect(main).toHaveAttribute('alt', '朝の港と貨物船');

  // the same picture in the rich text, drawn responsive by the server
  const inText = article.locator('.site-rich-text img');
  await expect(inText).toHaveAttribute('srcset', /\d+w/);
  await expect(inText).toHaveAttribute('width', '2400');
  await expect(inText).toHaveAttribute('loading', 'lazy');
  await expect(inText).toHaveAttribute('alt', '朝の港と貨物船');
  await inText.scrollIntoViewIfNeeded();

  for (const img of [main, inText]) {
    await expect
      .poll(() =>
        img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth),
      )
      .toBeGreaterThan(0);
    const chosen = new URL(
      await img.evaluate((el: HTMLImageElement) => el.currentSrc),
    ).pathname;
    // 390 CSS px at 2 device pixels: a size near 780 px, never the original
    expect(chosen).toMatch(/\/v1\/(640|960|1280)\.(webp|avif)$/);
    await expect.poll(() => loaded.has(chosen)).toBe(true);
    const bytes = await loaded.get(chosen)!;
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(image.original / 3);
  }
  expect([...loaded.keys()].some((p) => p.includes('/original.'))).toBe(false);
  await page.screenshot({
    path: test.info().outputPath('media-public-phone.png'),
    fullPage: true,
  });
});
