import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';
import { publish } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

/** Product 2 (サンプルプリンター PR-200) has two specification rows in the seed. */
const item = (over: Record<string, unknown> = {}) => ({
  productId: 2,
  itemName: 'Warranty',
  itemType: '1',
  itemValue: '3 years',
  image: '',
  fileUrl: '',
  orderNum: 9,
  status: '0',
  ...over,
});

describe('/project/productItem', () => {
  let t: TestApp;
  let admin: Api;
  let ry: Api;
  let guest: Api;

  const snapshot = () =>
    t.app.db.query('SELECT * FROM project_product_item ORDER BY item_id');
  const byName = async (name: string) =>
    (
      await ry.get(
        `/project/productItem/list?productId=2&itemName=${encodeURIComponent(name)}`,
      )
    ).rows[0];
  const publicItems = async (): Promise<Json[]> =>
    (await t.app.inject({ url: '/website/products/2' })).json().data.items;

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

  it('lists items with their product name, filtered by product', async () => {
    const all = await ry.get('/project/productItem/list?pageSize=5');
    expect(all.code).toBe(200);
    expect(all.rows).toHaveLength(5);
    expect(all.total).toBe(17);
    const printer = await ry.get(
      '/project/productItem/list?productId=2&orderByColumn=orderNum&isAsc=asc',
    );
    expect(
      printer.rows.map((r: Json) => [r.productName, r.itemName, r.itemValue]),
    ).toEqual([
      ['サンプルプリンター PR-200', '印刷速度', '45枚/分'],
      ['サンプルプリンター PR-200', '最大用紙サイズ', 'A3'],
      ['サンプルプリンター PR-200', '質量', '24.5kg'],
    ]);
    const one = await ry.get(`/project/productItem/${printer.rows[0].itemId}`);
    expect(one.data).toMatchObject({ itemType: '1', productId: 2 });
  });

  it('answers 403 to a user without the permissions and changes nothing', async () => {
    const before = await snapshot();
    const denied = { code: 403 };
    expect(await guest.get('/project/productItem/list')).toMatchObject(denied);
    expect(await guest.get('/project/productItem/1')).toMatchObject(denied);
    expect(await guest.post('/project/productItem', item())).toMatchObject(
      denied,
    );
    expect(
      await guest.put('/project/productItem', { ...item(), itemId: 1 }),
    ).toMatchObject(denied);
    expect(await guest.del('/project/productItem/1')).toMatchObject(denied);
    expect(
      (await guest.form('/project/productItem/export')).json(),
    ).toMatchObject(denied);
    expect(await snapshot()).toEqual(before);
  });

  it('ry adds a specification row and a picture as drafts; the product page shows them once published', async () => {
    expect(await ry.post('/project/productItem', item())).toEqual(ok);
    expect(
      await ry.post(
        '/project/productItem',
        item({
          itemName: 'Front view',
          itemType: '2',
          itemValue: '',
          image: '/profile/upload/2025/01/01/front.png',
          orderNum: 10,
        }),
      ),
    ).toEqual(ok);
    const warranty = await byName('Warranty');
    expect(warranty).toMatchObject({
      createBy: 'ry',
      itemValue: '3 years',
      publishState: 'draft',
    });
    expect((await publicItems()).map((i) => i.itemName)).toEqual([
      '印刷速度',
      '最大用紙サイズ',
      '質量',
    ]);
    await publish(admin, 'productItem', warranty.itemId);
    await publish(admin, 'productItem', (await byName('Front view')).itemId);
    const shown = await publicItems();
    expect(shown.map((i) => [i.itemName, i.itemValue, i.image])).toEqual([
      ['印刷速度', '45枚/分', ''],
      ['最大用紙サイズ', 'A3', ''],
      ['質量', '24.5kg', ''],
      ['Warranty', '3 years', ''],
      ['Front view', '', '/profile/upload/2025/01/01/front.png'],
    ]);
  });

  it('edits a draft with the version; a stale save is refused; the product page changes once published', async () => {
    const id = (await byName('Warranty')).itemId;
    const loaded = (await ry.get(`/project/productItem/${id}`)).data;
    expect(
      await ry.put('/project/productItem', { ...loaded, itemValue: '5 years' }),
    ).toEqual(ok);
    expect(
      await admin.put('/project/productItem', { ...loaded, itemValue: 'x' }),
    ).toMatchObject({ code: 500, msg: expect.stringContaining('Reload it') });
    expect((await ry.get(`/project/productItem/${id}`)).data).toMatchObject({
      itemValue: '5 years',
      version: loaded.version + 1,
      publishState: 'changed',
    });
    expect(await byName('Warranty')).toMatchObject({
      itemValue: '3 years',
      publishState: 'changed',
    });
    const warranty = async () =>
      (await publicItems()).find((i) => i.itemName === 'Warranty')?.itemValue;
    expect(await warranty()).toBe('3 years');

    await publish(admin, 'productItem', id);
    expect(await byName('Warranty')).toMatchObject({
      itemValue: '5 years',
      updateBy: 'admin',
      version: loaded.version + 1,
      publishState: 'published',
    });
    expect(await warranty()).toBe('5 years');
  });

  it('refuses invalid items with a clear message and stores nothing', async () => {
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ itemName: '' }, 'Item name cannot be empty'],
      [
        { itemValue: 'x'.repeat(2001) },
        'Value cannot be longer than 2000 characters',
      ],
      [{ productId: 9999 }, 'The product does not exist or has been deleted'],
      [{ itemType: '2', image: '' }, 'An image item needs an uploaded image'],
      [
        { itemType: '2', image: 'javascript:alert(1)' },
        'Image must start with http://',
      ],
      [{ itemType: '3', fileUrl: '' }, 'A file item needs an uploaded file'],
      [
        { itemType: '3', fileUrl: '/etc/passwd' },
        'File must be a file uploaded to this system',
      ],
      [{ itemType: '4' }, 'Item type'],
    ];
    for (const [over, msg] of cases) {
      const res = await admin.post('/project/productItem', item(over));
      expect(res.code, JSON.stringify(over).slice(0, 60)).toBe(500);
      expect(res.msg).toContain(msg);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('exports the search as .xlsx and deletes items', async () => {
    const res = await ry.form('/project/productItem/export', {
      productId: '2',
      itemType: '2',
    });
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0]).toEqual([
      'Item ID',
      'Product',
      'Item name',
      'Item type',
      'Value',
      'Image',
      'File',
      'Display order',
      'Status',
      'Created',
    ]);
    expect(sheet.slice(1).map((r) => [r[1], r[2], r[3], r[5]])).toEqual([
      [
        'サンプルプリンター PR-200',
        'Front view',
        'Image',
        '/profile/upload/2025/01/01/front.png',
      ],
    ]);
    const ids = [
      (await byName('Warranty')).itemId,
      (await byName('Front view')).itemId,
    ];
    expect(await ry.del(`/project/productItem/${ids.join(',')}`)).toEqual(ok);
    // published items stay on the product page until the deletion is published
    expect((await publicItems()).map((i) => i.itemName)).toEqual([
      '印刷速度',
      '最大用紙サイズ',
      '質量',
      'Warranty',
      'Front view',
    ]);
    for (const id of ids) await publish(admin, 'productItem', id);
    expect((await publicItems()).map((i) => i.itemName)).toEqual([
      '印刷速度',
      '最大用紙サイズ',
      '質量',
    ]);
  });
});
