/**
 * Where product items and record items differ beyond their own test files:
 * default order, what is stored (trimmed, defaulted, sanitised on edit too),
 * which field checks run and in what order, the detail's extra columns, the
 * operation log's titles and method names, and the export's file and sheet.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { publish, publishStateOf } from './helpers/publishing.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };

const productItem = (over: Record<string, unknown> = {}) => ({
  productId: 2,
  itemName: 'Sides product',
  itemType: '1',
  itemValue: '  padded value  ',
  image: '',
  fileUrl: '',
  orderNum: 50,
  status: '0',
  remark: 'kept',
  ...over,
});

const recordItem = (over: Record<string, unknown> = {}) => ({
  recordId: 4,
  itemName: 'Sides record',
  itemType: '1',
  content: '<p>one</p>',
  fileUrl: '',
  fileName: '  padded.pdf  ',
  orderNum: 50,
  status: '0',
  remark: 'kept',
  ...over,
});

/** Rows in the default order: parent id descending, display order, item id. */
const inDefaultOrder = (rows: Json[], parent: string) =>
  [...rows].sort(
    (a, b) =>
      b[parent] - a[parent] || a.orderNum - b.orderNum || a.itemId - b.itemId,
  );

describe('product items and record items, side by side', () => {
  let t: TestApp;
  let admin: Api;

  const byName = async (path: string, name: string) =>
    (
      await admin.get(
        `/project/${path}/list?itemName=${encodeURIComponent(name)}`,
      )
    ).rows[0];

  beforeAll(async () => {
    t = await createTestApp();
    const token = await loginToken(t.app, 'admin', 'admin123', {
      headers: EN,
    });
    admin = api(t.app, token, EN);
  });
  afterAll(() => t.close());

  it('lists by parent descending, then display order, then item id', async () => {
    expect(
      await admin.post(
        '/project/recordItem',
        recordItem({ recordId: 1, itemName: 'Order a', orderNum: 0 }),
      ),
    ).toEqual(ok);
    for (const [path, parent] of [
      ['productItem', 'productId'],
      ['recordItem', 'recordId'],
    ]) {
      const { rows } = await admin.get(`/project/${path}/list?pageSize=100`);
      expect(rows.length).toBeGreaterThan(2);
      expect(new Set(rows.map((r: Json) => r[parent])).size).toBeGreaterThan(1);
      expect(rows).toEqual(inDefaultOrder(rows, parent));
    }
    const added = await byName('recordItem', 'Order a');
    expect(await admin.del(`/project/recordItem/${added.itemId}`)).toEqual(ok);
  });

  /** The draft's saved data of an item. */
  const draftData = async (kind: string, id: number) =>
    (
      await t.app.db.one<Json>(
        'SELECT data FROM content_draft WHERE kind = $1 AND item_id = $2',
        [kind, id],
      )
    )?.data;

  /**
   * Deletes a published item (an unpublish draft, published here) and a new
   * one (gone at once: a second delete fails and the item reads as gone).
   */
  const deletes = async (
    path: 'productItem' | 'recordItem',
    published: number,
    fresh: Record<string, unknown>,
  ) => {
    expect(await admin.del(`/project/${path}/${published}`)).toEqual(ok);
    expect(await publishStateOf(admin, path, published)).toBe('changed');
    await publish(admin, path, published);
    expect(await publishStateOf(admin, path, published)).toBe('unpublished');

    expect(await admin.post(`/project/${path}`, fresh)).toEqual(ok);
    const id = (await byName(path, fresh.itemName as string)).itemId;
    expect(await admin.del(`/project/${path}/${id}`)).toEqual(ok);
    expect(await admin.del(`/project/${path}/${id}`)).toEqual({
      code: 500,
      msg: 'Operation failed',
    });
    expect(await admin.get(`/project/${path}/${id}`)).toEqual({
      code: 500,
      msg: 'The record does not exist or has been deleted',
    });
  };

  it('stores a product item with its value trimmed and keeps the remark an edit leaves out', async () => {
    expect(await admin.post('/project/productItem', productItem())).toEqual(ok);
    const row = await byName('productItem', 'Sides product');
    expect(row.itemValue).toBe('padded value');
    const detail = (await admin.get(`/project/productItem/${row.itemId}`)).data;
    expect(detail).toMatchObject({ remark: 'kept' });
    expect(detail).not.toHaveProperty('content');
    const { remark: _remark, ...edit } = { ...detail, itemValue: ' v2 ' };
    expect(await admin.put('/project/productItem', edit)).toEqual(ok);
    expect(await draftData('productItem', row.itemId)).not.toHaveProperty(
      'remark',
    );
    await publish(admin, 'productItem', row.itemId);
    const stored = await t.app.db.one<Json>(
      'SELECT item_value, remark FROM project_product_item WHERE item_id = $1',
      [row.itemId],
    );
    expect(stored).toEqual({ item_value: 'v2', remark: 'kept' });
    await deletes(
      'productItem',
      row.itemId,
      productItem({ itemName: 'Sides product 2' }),
    );
  });

  it('stores a record item with its file name trimmed, no size as 0, and sanitises an edit', async () => {
    expect(await admin.post('/project/recordItem', recordItem())).toEqual(ok);
    const row = await byName('recordItem', 'Sides record');
    expect(row).toMatchObject({ fileName: 'padded.pdf', fileSize: 0 });
    expect(row).not.toHaveProperty('content');
    const detail = (await admin.get(`/project/recordItem/${row.itemId}`)).data;
    expect(detail).toMatchObject({ content: '<p>one</p>', remark: 'kept' });
    const { remark: _remark, ...edit } = {
      ...detail,
      content: '<p>two</p><script>alert(1)</script>',
    };
    expect(await admin.put('/project/recordItem', edit)).toEqual(ok);
    expect((await draftData('recordItem', row.itemId)).content).toBe(
      '<p>two</p>',
    );
    await publish(admin, 'recordItem', row.itemId);
    const stored = await t.app.db.one<Json>(
      'SELECT content, remark FROM project_record_item WHERE item_id = $1',
      [row.itemId],
    );
    expect(stored).toEqual({ content: '<p>two</p>', remark: 'kept' });
    await deletes(
      'recordItem',
      row.itemId,
      recordItem({ itemName: 'Sides record 2' }),
    );
  });

  it('checks the parent first, then links in order, whatever the item type', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'productItem',
        { productId: 9999, image: 'javascript:x' },
        'The product does not exist or has been deleted',
      ],
      [
        'productItem',
        { image: 'javascript:x', fileUrl: '/etc/passwd' },
        'Image must start with http://',
      ],
      [
        'productItem',
        { fileUrl: '/etc/passwd' },
        'File must be a file uploaded to this system',
      ],
      [
        'productItem',
        { itemType: '2', image: '', fileUrl: '/profile/upload/a.pdf' },
        'An image item needs an uploaded image',
      ],
      [
        'recordItem',
        { recordId: 99999, fileUrl: '/etc/passwd' },
        'The copy record does not exist or has been deleted',
      ],
      [
        'recordItem',
        { fileUrl: '/etc/passwd' },
        'File must be a file uploaded to this system',
      ],
    ];
    for (const [path, over, msg] of cases) {
      const body =
        path === 'productItem' ? productItem(over) : recordItem(over);
      const res = await admin.post(`/project/${path}`, body);
      expect(res, JSON.stringify(over)).toEqual({
        code: 500,
        msg: expect.stringContaining(msg),
      });
    }
    // The image is checked on every product item, required only on type '2'.
    expect(
      await admin.post(
        '/project/productItem',
        productItem({
          itemName: 'With picture',
          image: 'https://x.test/a.png',
        }),
      ),
    ).toEqual(ok);
    const pic = await byName('productItem', 'With picture');
    expect(pic.image).toBe('https://x.test/a.png');
    expect(await admin.del(`/project/productItem/${pic.itemId}`)).toEqual(ok);
  });

  it('logs each write under its own title and method, and names its export', async () => {
    await t.app.operLog.flush();
    await t.app.db.exec('DELETE FROM sys_oper_log');
    const sides = [
      ['productItem', 'Product item', 'ProductItem', productItem()],
      ['recordItem', 'Record item', 'RecordItem', recordItem()],
    ] as const;
    const files: Record<string, [string | undefined, string]> = {};
    for (const [path, , , body] of sides) {
      await admin.post(`/project/${path}`, body);
      const row = await byName(path, body.itemName);
      const loaded = (await admin.get(`/project/${path}/${row.itemId}`)).data;
      await admin.put(`/project/${path}`, loaded);
      await admin.del(`/project/${path}/${row.itemId}`);
      const res = await admin.form(`/project/${path}/export`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      files[path] = [
        res.headers['download-filename'] as string | undefined,
        book.worksheets[0].name,
      ];
    }
    await t.app.operLog.flush();
    const logged = await t.app.db.query<Json>(
      `SELECT title, business_type, method FROM sys_oper_log
        ORDER BY oper_id`,
    );
    expect(logged).toEqual(
      sides.flatMap(([path, title, name]) => [
        { title, business_type: 1, method: `add${name}()` },
        { title, business_type: 2, method: `edit${name}()` },
        { title, business_type: 3, method: `remove${name}()` },
        { title, business_type: 5, method: `POST /project/${path}/export` },
      ]),
    );
    expect(files.productItem[0]).toMatch(/^product_item_\d+\.xlsx$/);
    expect(files.productItem[1]).toBe('Product items');
    expect(files.recordItem[0]).toMatch(/^record_item_\d+\.xlsx$/);
    expect(files.recordItem[1]).toBe('Record items');
  });
});
