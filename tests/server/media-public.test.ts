/**
 * Library images on the public site (docs/media.md "Links and versions",
 * "Public site"): published content keeps the version it was published
 * with until it is published again; answers carry each image's srcset,
 * sizes, width, height, alt text and focal point; rich text's <img> tags
 * are drawn responsive, with nothing of that kind taken from stored HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { publish } from './helpers/publishing.js';
import { record } from './helpers/project-record.js';
import { PublicImages } from '../../server/src/services/media/public-images.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };
const URL_A = '/profile/upload/2026/11/28/harbour_20261128090000AB12CD.jpg';
const URL_B = '/profile/upload/2026/11/28/plant_20261128090000EF34AB.png';
const URL_C = '/profile/upload/2026/11/28/crane_20261128090000CD56EF.png';

describe('library images on the public site', () => {
  let t: TestApp;
  let admin: Api;

  const q = (sql: string, params: unknown[] = []) =>
    t.app.db.query(sql, params);
  const shown = async (id: number) =>
    (await t.app.inject({ url: `/website/records/${id}` })).json();

  /** A library image as the upload and the worker leave it (version 1). */
  async function image(url: string, width: number, height: number) {
    const [row] = await q(
      `INSERT INTO media_file (url, file_name, ext, mime, media_type, size,
                               width, height, alt_ja, alt_en, focal_x, focal_y,
                               process_state)
       VALUES ($1, 'harbour', $2, 'image/jpeg', 'image', 1000, $3, $4,
               '港の朝', 'Harbour at dawn', 0.3, 0.7, 'ready')
       RETURNING media_id AS id`,
      [url, url.split('.').pop(), width, height],
    );
    const id = (row as { id: number }).id;
    await version(id, 1, url.slice('/profile/'.length), width, height);
    return id;
  }

  async function version(
    id: number,
    n: number,
    key: string,
    width: number,
    height: number,
  ) {
    await q(
      `INSERT INTO media_version (media_id, version, storage_key, size, width, height, sha256)
       VALUES ($1, $2, $3, 1000, $4, $5, repeat('0', 64))`,
      [id, n, key, width, height],
    );
    for (const w of [320, 640, 960, 1280, 1920].filter((x) => x < width)) {
      for (const format of n === 1 ? ['webp'] : ['webp', 'avif']) {
        await q(
          `INSERT INTO media_variant (media_id, version, width, height, format, storage_key, size)
           VALUES ($1, $2, $3, $4, $5, $6, 100)`,
          [
            id,
            n,
            w,
            Math.round((w * height) / width),
            format,
            `media/${id}/v${n}/${w}.${format}`,
          ],
        );
      }
    }
  }

  /** What replacing a file does to the rows: the old original moves, version + 1. */
  async function replace(
    id: number,
    url: string,
    width: number,
    height: number,
  ) {
    const [row] = await q(
      'SELECT version FROM media_file WHERE media_id = $1',
      [id],
    );
    const old = (row as { version: number }).version;
    await q(
      'UPDATE media_version SET storage_key = $3 WHERE media_id = $1 AND version = $2',
      [id, old, `media/${id}/v${old}/original.jpg`],
    );
    await version(id, old + 1, url.slice('/profile/'.length), width, height);
    await q(
      'UPDATE media_file SET version = $2, width = $3, height = $4 WHERE media_id = $1',
      [id, old + 1, width, height],
    );
  }

  async function newRecord(over: Record<string, unknown>) {
    expect(await admin.post('/project/record', record(over))).toEqual(ok);
    const [row] = await q('SELECT max(record_id) AS id FROM project_record');
    return (row as { id: number }).id;
  }

  const pins = (id: number) =>
    q(
      `SELECT media_id AS "mediaId", version FROM media_pin
        WHERE kind = 'record' AND item_id = $1 ORDER BY media_id`,
      [id],
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', { headers: EN }),
      EN,
    );
  });
  afterAll(() => t.close());

  it('keeps the published version live after a replace until the record is published again', async () => {
    const a = await image(URL_A, 2400, 1600);
    const id = await newRecord({
      title: 'Harbour news',
      mainImage: URL_A,
      content: `<p>Morning.</p><p><img src="${URL_A}" alt=""></p>`,
    });
    await publish(admin, 'record', id);
    expect(await pins(id)).toEqual([{ mediaId: a, version: 1 }]);

    const first = (await shown(id)).data;
    expect(first.images[URL_A]).toMatchObject({
      src: `/profile/media/${a}/v1/original.jpg`,
      width: 2400,
      height: 1600,
      alt: '港の朝',
      altEn: 'Harbour at dawn',
      focalX: 0.3,
      focalY: 0.7,
    });
    expect(first.images[URL_A].avifSrcset).toBeUndefined();

    // an editor replaces the file: the site still shows version 1
    await replace(a, URL_A, 1200, 1200);
    const after = (await shown(id)).data;
    expect(after.images[URL_A].src).toBe(`/profile/media/${a}/v1/original.jpg`);
    expect(after.record.content).toContain(
      `src="/profile/media/${a}/v1/original.jpg"`,
    );
    expect(after.record.content).toContain('width="2400" height="1600"');

    // what a preview link of the record draws: the newest version
    const preview = await new PublicImages(
      t.app.db,
      new Set([`record:${id}`]),
    ).of([{ kind: 'record', itemId: id, value: { mainImage: URL_A } }]);
    expect(preview.get('record', id, URL_A)?.src).toBe(
      `/profile/media/${a}/v2/original.jpg`,
    );

    // a change to the record, published: now version 2
    const loaded = (await admin.get(`/project/record/${id}`)).data;
    expect(
      await admin.put('/project/record', {
        ...loaded,
        title: 'Harbour news (new photo)',
      }),
    ).toEqual(ok);
    expect((await shown(id)).data.images[URL_A].src).toContain('/v1/');
    await publish(admin, 'record', id);
    expect(await pins(id)).toEqual([{ mediaId: a, version: 2 }]);
    const republished = (await shown(id)).data;
    expect(republished.images[URL_A]).toMatchObject({
      src: `/profile/media/${a}/v2/original.jpg`,
      width: 1200,
      height: 1200,
    });
    expect(republished.images[URL_A].avifSrcset).toBe(
      [320, 640, 960]
        .map((w) => `/profile/media/${a}/v2/${w}.avif ${w}w`)
        .join(', '),
    );

    // taken off the site: its pins go
    expect(await admin.del(`/project/record/${id}`)).toEqual(ok);
    await publish(admin, 'record', id);
    expect(await pins(id)).toEqual([]);
  });

  it('draws rich-text images with srcset, sizes, size, library alt text and lazy loading', async () => {
    const b = await image(URL_B, 1000, 500);
    const id = await newRecord({
      title: 'Plant tour',
      mainImage: '',
      content:
        `<p><img src="${URL_B}" alt=""></p>` +
        `<p><img src="${URL_B}" alt="The hall" width="400"></p>` +
        '<p><img src="https://example.com/x.png" alt="elsewhere"></p>',
    });
    await publish(admin, 'record', id);
    const { record: shownRecord, images } = (await shown(id)).data;
    const srcset = [320, 640, 960]
      .map((w) => `/profile/media/${b}/v1/${w}.webp ${w}w`)
      .join(', ');
    expect(images[URL_B].srcset).toBe(srcset);
    const imgs = shownRecord.content.match(/<img[^>]*>/g) as string[];
    expect(imgs).toHaveLength(3);
    for (const img of imgs.slice(0, 2)) {
      expect(img).toContain(`src="/profile/media/${b}/v1/original.png"`);
      expect(img).toContain(`srcset="${srcset}"`);
      expect(img).toContain('sizes="(max-width: 900px) 100vw, 860px"');
      expect(img).toContain('loading="lazy"');
      expect(img).toContain('decoding="async"');
    }
    // the library's alt where the editor left it empty; the editor's own kept
    expect(imgs[0]).toContain('alt="港の朝"');
    expect(imgs[0]).toContain('width="1000" height="500"');
    expect(imgs[1]).toContain('alt="The hall"');
    expect(imgs[1]).toContain('width="400"');
    expect(imgs[1]).toContain('height="200"');
    // a file the library doesn't know is drawn as before
    expect(imgs[2]).toBe(
      '<img src="https://example.com/x.png" alt="elsewhere" />',
    );
  });

  it('takes no srcset, sizes or decoding from stored HTML', async () => {
    const id = await newRecord({ title: 'Planted attributes', mainImage: '' });
    await publish(admin, 'record', id);
    // written straight into the published row, past the back office's cleaning
    await q('UPDATE project_record SET content = $2 WHERE record_id = $1', [
      id,
      '<p><img src="https://example.com/a.png" srcset="https://evil.example/big.png 2000w" ' +
        'sizes="100vw" decoding="sync" alt="a"></p>',
    ]);
    const content = (await shown(id)).data.record.content as string;
    expect(content).toBe(
      '<p><img src="https://example.com/a.png" alt="a" /></p>',
    );
  });

  it('lists, products and the home page carry the images of their rows', async () => {
    const c = await image(URL_C, 800, 600);
    expect(
      await admin.post('/project/product', {
        navId: 11,
        productName: 'Harbour crane',
        subtitle: 'Crane',
        size: '-',
        contentBlock: `<p><img src="${URL_C}" alt=""></p>`,
        keyPoints: 'Strong',
        mainImage: URL_C,
        images: URL_C,
        pinned: '1',
        isNew: '1',
        orderNum: 0,
        status: '0',
      }),
    ).toEqual(ok);
    const [row] = await q('SELECT max(product_id) AS id FROM project_product');
    const id = (row as { id: number }).id;
    await publish(admin, 'product', id);
    const src = `/profile/media/${c}/v1/original.png`;

    const list = (
      await t.app.inject({ url: '/website/columns/11/products' })
    ).json();
    expect(list.rows.some((r: Json) => r.mainImage === URL_C)).toBe(true);
    expect(list.images[URL_C]).toMatchObject({ src, width: 800, height: 600 });

    const detail = (
      await t.app.inject({ url: `/website/products/${id}` })
    ).json().data;
    expect(detail.product.mainImage).toBe(URL_C);
    expect(detail.product.images).toEqual([URL_C]);
    expect(detail.images[URL_C].srcset).toContain('640w');
    expect(detail.product.contentBlock).toContain(`src="${src}"`);

    // a column's own picture (its hero band) resolves too
    await q('UPDATE project_navigation SET main_image = $1 WHERE nav_id = 11', [
      URL_C,
    ]);
    const column = (await t.app.inject({ url: '/website/columns/11' })).json()
      .data;
    expect(column.images[URL_C]).toMatchObject({ src });

    const home = (await t.app.inject({ url: '/website/home' })).json().data;
    if (home.products.rows.some((r: Json) => r.productId === id)) {
      expect(home.images[URL_C]).toMatchObject({ src });
    }
  });
});
