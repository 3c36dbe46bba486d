import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';
import { publish } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

const product = (over: Record<string, unknown> = {}) => ({
  navId: 11,
  productName: 'Sample shredder SH-30',
  subtitle: 'Office shredder',
  size: 'W300×D200×H500mm',
  contentBlock: '<p>Quiet <strong>cross-cut</strong> shredder.</p>',
  keyPoints: 'Quiet;Cross-cut',
  mainImage: '/profile/upload/2025/01/01/sh30.png',
  images:
    '/profile/upload/2025/01/01/sh30-side.png,/profile/upload/2025/01/01/sh30-top.png',
  pinned: '0',
  isNew: '1',
  orderNum: 9,
  status: '0',
  ...over,
});

describe('/project/product', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;

  const snapshot = () =>
    t.app.db.query(
      `SELECT p.*, (SELECT count(*) FROM project_product_item i
                     WHERE i.product_id = p.product_id) AS items
         FROM project_product p ORDER BY product_id`,
    );
  const byName = async (name: string) =>
    (
      await ry.get(
        `/project/product/list?productName=${encodeURIComponent(name)}`,
      )
    ).rows[0];
  const shown = (id: number) =>
    t.app.inject({ url: `/website/products/${id}` }).then((r) => r.json());

  beforeAll(async () => {
    t = await createTestApp();
    await addGuestUser(t.app);
    const token = (u: string) =>
      loginToken(t.app, u, 'admin123', { headers: EN });
    admin = api(t.app, await token('admin'), EN);
    ry = api(t.app, await token('ry'), EN);
    guest = api(t.app, await token('guest'), EN);
  });
  afterAll(() => t.close());

  it('lists products with their column, narrowed to a column and the columns below it', async () => {
    const all = await ry.get('/project/product/list');
    expect(all.code).toBe(200);
    expect(all.total).toBe(6);
    expect(all.rows[0]).toMatchObject({
      productName: 'サンプルスキャナー SC-100',
      pinned: '1',
      navName: '業務用機器',
    });
    expect(all.rows[0].contentBlock).toBeUndefined();

    const software = await ry.get('/project/product/list?navId=12');
    expect(software.rows.map((r: Json) => r.productName).sort()).toEqual([
      'サンプル勤怠クラウド',
      'サンプル受発注クラウド',
    ]);
    // the product top column holds every product below it
    const top = await ry.get('/project/product/list?navId=4');
    expect(top.total).toBe(6);

    const fresh = await ry.get(
      '/project/product/list?isNew=1&orderByColumn=productId&isAsc=desc',
    );
    const ids = fresh.rows.map((r: Json) => r.productId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const r of fresh.rows) expect(r.isNew).toBe('1');
  });

  it('answers 403 to a user without the permissions and changes nothing', async () => {
    const before = await snapshot();
    const denied = { code: 403 };
    expect(await guest.get('/project/product/list')).toMatchObject(denied);
    expect(await guest.get('/project/product/1')).toMatchObject(denied);
    expect(await guest.post('/project/product', product())).toMatchObject(
      denied,
    );
    expect(
      await guest.put('/project/product', { ...product(), productId: 1 }),
    ).toMatchObject(denied);
    expect(await guest.del('/project/product/1')).toMatchObject(denied);
    expect((await guest.form('/project/product/export')).json()).toMatchObject(
      denied,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('ry adds a product with images as a draft; the content block is sanitised; the public page shows it once published', async () => {
    expect(
      await ry.post(
        '/project/product',
        product({
          contentBlock:
            '<p>Quiet <strong>cross-cut</strong> shredder.</p><script>alert(1)</script><a href="javascript:alert(2)">spec</a><img src="/x.png" onerror="alert(3)">',
        }),
      ),
    ).toEqual(ok);
    const row = await byName('SH-30');
    expect(row).toMatchObject({
      navName: '業務用機器',
      isNew: '1',
      createBy: 'ry',
      images:
        '/profile/upload/2025/01/01/sh30-side.png,/profile/upload/2025/01/01/sh30-top.png',
      publishState: 'draft',
    });
    const full = (await ry.get(`/project/product/${row.productId}`)).data;
    expect(full.contentBlock).toContain('<strong>cross-cut</strong>');
    for (const bad of ['<script', 'javascript:', 'onerror']) {
      expect(full.contentBlock).not.toContain(bad);
    }

    expect((await shown(row.productId)).code).toBe(404);
    await publish(admin, 'product', row.productId);
    const site = await shown(row.productId);
    expect(site.code).toBe(200);
    expect(site.data.product).toMatchObject({
      productName: 'Sample shredder SH-30',
      mainImage: '/profile/upload/2025/01/01/sh30.png',
      keyPoints: ['Quiet', 'Cross-cut'],
      isNew: '1',
    });
    expect(site.data.product.images).toEqual([
      '/profile/upload/2025/01/01/sh30-side.png',
      '/profile/upload/2025/01/01/sh30-top.png',
    ]);
  });

  it('edits a draft with the version; a stale save is refused; visitors see the change, and the hiding, once published', async () => {
    const id = (await byName('SH-30')).productId;
    const loaded = (await ry.get(`/project/product/${id}`)).data;
    expect(
      await ry.put('/project/product', {
        ...loaded,
        productName: 'Sample shredder SH-31',
        images: '',
      }),
    ).toEqual(ok);
    expect(
      await admin.put('/project/product', { ...loaded, productName: 'stale' }),
    ).toMatchObject({ code: 500, msg: expect.stringContaining('Reload it') });
    expect((await ry.get(`/project/product/${id}`)).data).toMatchObject({
      productName: 'Sample shredder SH-31',
      images: '',
      version: loaded.version + 1,
      publishState: 'changed',
    });
    expect(await byName('SH-30')).toMatchObject({
      productId: id,
      publishState: 'changed',
      draftTitle: 'Sample shredder SH-31',
    });
    expect((await shown(id)).data.product.images).toHaveLength(2);

    await publish(admin, 'product', id);
    const after = (await ry.get(`/project/product/${id}`)).data;
    expect(after).toMatchObject({
      productName: 'Sample shredder SH-31',
      images: '',
      updateBy: 'admin',
      publishState: 'published',
    });
    expect((await shown(id)).data.product.images).toEqual([]);
    expect(await ry.put('/project/product', { ...after, status: '1' })).toEqual(
      ok,
    );
    expect((await shown(id)).code).toBe(200);
    await publish(admin, 'product', id);
    expect((await shown(id)).code).toBe(404);
  });

  it('refuses invalid products with a clear message and stores nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ productName: '' }, 'Product name cannot be empty'],
      [
        { productName: 'x'.repeat(201) },
        'Product name cannot be longer than 200 characters',
      ],
      [
        { keyPoints: 'x'.repeat(2001) },
        'Key points cannot be longer than 2000 characters',
      ],
      [{ navId: 9999 }, 'The column does not exist or has been deleted'],
      [
        { mainImage: 'javascript:alert(1)' },
        'Main image must start with http://',
      ],
      [
        { images: '/profile/a.png,javascript:alert(1)' },
        'Images must start with http://',
      ],
      [{ isNew: '2' }, 'New product'],
      [{ pinned: '' }, 'Pinned'],
    ];
    for (const [over, msg] of cases) {
      const res = await admin.post('/project/product', product(over));
      expect(res.code, JSON.stringify(over).slice(0, 60)).toBe(500);
      expect(res.msg).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('exports the search as .xlsx', async () => {
    const res = await ry.form('/project/product/export', { navId: '12' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      'Product ID',
      'Column',
      'Product name',
      'Subtitle',
      'Size',
      'Key points',
      'Pinned',
      'New product',
      'Display order',
      'Status',
      'Created by',
      'Created',
      'Updated by',
      'Updated',
    ]);
    expect(
      sheet
        .slice(1)
        .map((r) => [r[1], r[2], r[7], r[9]])
        .sort(),
    ).toEqual([
      ['ソフトウェア', 'サンプル勤怠クラウド', 'No', 'Shown'],
      ['ソフトウェア', 'サンプル受発注クラウド', 'Yes', 'Shown'],
    ]);
  });

  it('deletes products: published ones leave the site once the deletion is published, a never-published one goes at once with its items', async () => {
    const id = (await byName('SH-31')).productId;
    expect((await shown(2)).code).toBe(200);
    expect(await ry.del(`/project/product/${id},2`)).toEqual(ok);
    expect(await byName('SH-31')).toMatchObject({ publishState: 'changed' });
    expect(await byName('PR-200')).toMatchObject({ publishState: 'changed' });
    expect((await shown(2)).code).toBe(200);
    await publish(admin, 'product', id);
    await publish(admin, 'product', 2);
    expect((await shown(2)).code).toBe(404);
    expect(await byName('SH-31')).toMatchObject({
      publishState: 'unpublished',
    });
    expect(await byName('PR-200')).toMatchObject({
      publishState: 'unpublished',
    });

    expect(
      await ry.post('/project/product', product({ productName: 'SH-40' })),
    ).toEqual(ok);
    const fresh = (await byName('SH-40')).productId;
    expect(
      await ry.post('/project/productItem', {
        productId: fresh,
        itemName: 'Capacity',
        itemType: '1',
        itemValue: '20 L',
        orderNum: 1,
        status: '0',
      }),
    ).toEqual(ok);
    expect(await ry.del(`/project/product/${fresh}`)).toEqual(ok);
    expect(await byName('SH-40')).toBeUndefined();
    const items = await t.app.db.query(
      'SELECT 1 FROM project_product_item WHERE product_id = $1',
      [fresh],
    );
    expect(items).toHaveLength(0);
    expect(await ry.del(`/project/product/${fresh}`)).toEqual({
      code: 500,
      msg: 'Operation failed',
    });
  });
});
