import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

interface Column {
  navId: number;
  navName: string;
  showInNav: string;
  children?: Column[];
}

const names = (cols: Column[]): string[] =>
  cols.flatMap((c) => [c.navName, ...names(c.children ?? [])]);

describe('public site content API (/website, no token)', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp();
    // Hidden content that must never reach visitors.
    await t.app.db.exec(`
      INSERT INTO project_navigation (nav_id, parent_id, ancestors, nav_name, record_category, status)
        VALUES (900, 0, '0', '非公開カラム', 'informations', '1'),
               (901, 900, '0,900', '非公開の子', 'informations', '0');
      INSERT INTO project_navigation (nav_id, parent_id, ancestors, nav_name, record_category, del_flag)
        VALUES (902, 0, '0', '削除済みカラム', 'business', '2');
      INSERT INTO project_record (record_id, nav_id, title, status, remark, create_by)
        VALUES (900, 5, '下書きのお知らせ', '1', 'staff note', 'admin'),
               (901, 901, '非公開カラムの記事', '0', NULL, 'admin');
      INSERT INTO project_product (product_id, nav_id, product_name, status)
        VALUES (900, 11, '販売終了品', '1');
    `);
  });
  afterAll(() => t.close());

  it('serves the shown navigation tree without a token', async () => {
    const res = await get('/website/navigation');
    const body = res.json();
    expect(body.code).toBe(200);
    const all = names(body.data);
    expect(all).toEqual(
      expect.arrayContaining(['ホーム', '会社情報', '製品情報', '業務用機器']),
    );
    // Hidden columns, children of hidden columns, deleted columns: never.
    expect(all).not.toContain('非公開カラム');
    expect(all).not.toContain('非公開の子');
    expect(all).not.toContain('削除済みカラム');
    // Staff-only fields are not part of the answer.
    expect(res.body).not.toMatch(/createBy|updateBy|remark|delFlag|"status"/);
  });

  it('lists only shown records of a column and its child columns', async () => {
    const body = (await get('/website/columns/5/records?pageSize=50')).json();
    expect(body.code).toBe(200);
    const titles = body.rows.map((r: { title: string }) => r.title);
    expect(titles).toContain('新製品「サンプルスキャナー」を発売しました');
    expect(titles).not.toContain('下書きのお知らせ');
    expect(body.total).toBe(body.rows.length);
    // Pinned first.
    expect(body.rows[0].pinned).toBe('1');
    // The downloads child column is a different kind: listed on its own.
    expect(titles).not.toContain('会社案内パンフレット');
    const own = (await get('/website/columns/13/records')).json();
    const downloads = own.rows.find(
      (r: { title: string }) => r.title === '会社案内パンフレット',
    );
    expect(downloads.files[0]).toMatchObject({ fileName: 'company.pdf' });
    expect(JSON.stringify(downloads.files)).not.toContain('/profile/');
  });

  it('pages lists with pageNum and pageSize', async () => {
    const first = (await get('/website/columns/5/records?pageSize=2')).json();
    const second = (
      await get('/website/columns/5/records?pageSize=2&pageNum=2')
    ).json();
    expect(first.rows).toHaveLength(2);
    expect(second.total).toBe(first.total);
    const ids = [...first.rows, ...second.rows].map(
      (r: { recordId: number }) => r.recordId,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers not found for hidden content and for bad or unknown ids', async () => {
    const notFound = async (url: string) => {
      const res = await get(url, { 'accept-language': 'ja' });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({
        code: 404,
        msg: 'お探しのページは見つかりませんでした',
      });
      expect(res.headers['cache-control'], url).toBe('no-store');
    };
    await notFound('/website/records/900');
    await notFound('/website/records/901');
    await notFound('/website/columns/900');
    await notFound('/website/columns/901/records');
    await notFound('/website/products/900');
    await notFound('/website/columns/abc');
    await notFound('/website/columns/0');
    await notFound('/website/columns/-1');
    await notFound('/website/columns/1e3');
    await notFound('/website/records/99999');
    await notFound('/website/records/1%27%20OR%201=1');
    await notFound('/website/records/1?mid=x');
    await notFound('/website/products/1?mid=12');
    // A record asked for under a column it does not belong to.
    await notFound('/website/records/1?mid=3');
  });

  it('gives a record with its trail, items and neighbours', async () => {
    const body = (await get('/website/records/4?mid=3')).json();
    expect(body.code).toBe(200);
    const { record, trail, items } = body.data;
    expect(record.title).toBe('コーポレートサイト制作');
    expect(trail.map((c: Column) => c.navName)).toEqual([
      '事業内容',
      'ウェブ制作',
    ]);
    expect(items[0]).toMatchObject({ itemName: '制作の流れ' });
    expect(record.contentBlocks[0]).toMatchObject({ title: '特長' });
    // Neighbours follow the column's list order.
    const list = (await get('/website/columns/3/records?pageSize=50')).json();
    const ids = list.rows.map((r: { recordId: number }) => r.recordId);
    const at = ids.indexOf(4);
    expect(body.data.prev?.recordId ?? null).toBe(at > 0 ? ids[at - 1] : null);
    expect(body.data.next?.recordId ?? null).toBe(ids[at + 1] ?? null);
  });

  it('counts a view once per visitor in the window, again after it', async () => {
    const views = async () =>
      (
        await t.app.db.one<{ v: number }>(
          'SELECT total_views AS v FROM project_record WHERE record_id = 2',
        )
      )?.v;
    const before = (await views())!;
    const visit = (ip: string) =>
      t.app.inject({
        url: '/website/records/2?mid=5',
        remoteAddress: ip,
      });
    const first = (await visit('10.1.0.1')).json();
    expect(first.data.record.totalViews).toBe(before + 1);
    await visit('10.1.0.1');
    expect(await views()).toBe(before + 1);
    await visit('10.1.0.2');
    expect(await views()).toBe(before + 2);
    t.advance(31 * 60 * 1000);
    await visit('10.1.0.1');
    expect(await views()).toBe(before + 3);
  });

  it('sends ETag and a short max-age, and 304 when nothing changed', async () => {
    const res = await get('/website/navigation');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/website/navigation', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Content changed → new ETag, full answer.
    await t.app.db.exec(
      "UPDATE project_navigation SET nav_name = '会社案内' WHERE nav_id = 2",
    );
    const changed = await get('/website/navigation', {
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(names(changed.json().data)).toContain('会社案内');
  });

  it('makes record pages revalidate (each visit reaches the view counter)', async () => {
    const res = await get('/website/records/3?mid=5');
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await get('/website/records/3?mid=5', {
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives the home page: welcome copy, latest news, business, products', async () => {
    const body = (await get('/website/home')).json();
    expect(body.code).toBe(200);
    const { about, news, business, products } = body.data;
    expect(about[0].title).toBe('私たちについて');
    expect(news.rows.length).toBeGreaterThan(0);
    expect(news.rows.map((r: { title: string }) => r.title)).not.toContain(
      '会社案内パンフレット',
    );
    expect(business.children.map((c: Column) => c.navName)).toEqual([
      'ウェブ制作',
      'システム開発',
      '運用・保守',
    ]);
    expect(products.rows[0].productName).toBe('サンプルスキャナー SC-100');
    expect(products.rows[0].keyPoints).toEqual([
      '高速読み取り',
      '自動給紙',
      '省電力',
    ]);
  });

  it('shows a content change on the home page at once (its answer is kept only until content changes)', async () => {
    const before = (await get('/website/home')).json().data;
    expect((await get('/website/home')).json().data).toEqual(before);
    const copy = before.about[0].navRecordId as number;
    await t.app.db.exec(
      `UPDATE project_nav_record SET title = '会社について' WHERE nav_record_id = ${copy};
       UPDATE project_product SET product_name = 'スキャナー SC-100 改' WHERE product_id = 1`,
    );
    const after = (await get('/website/home')).json().data;
    expect(after.about[0].title).toBe('会社について');
    expect(after.products.rows[0].productName).toBe('スキャナー SC-100 改');
    await t.app.db.exec(
      `UPDATE project_nav_record SET title = '私たちについて' WHERE nav_record_id = ${copy};
       UPDATE project_product SET product_name = 'サンプルスキャナー SC-100' WHERE product_id = 1`,
    );
    expect((await get('/website/home')).json().data).toEqual(before);
  });

  it('gives products of a column and one product with its specification', async () => {
    const list = (await get('/website/columns/4/products')).json();
    expect(
      list.rows.map((p: { productName: string }) => p.productName),
    ).not.toContain('販売終了品');
    expect(list.total).toBe(list.rows.length);
    await t.app.db.exec(
      "UPDATE project_product SET images = '/profile/upload/a.png,javascript:alert(1),https://img.example/b.jpg' WHERE product_id = 1",
    );
    const one = (await get('/website/products/1?mid=4')).json();
    expect(one.data.product.images).toEqual([
      '/profile/upload/a.png',
      'https://img.example/b.jpg',
    ]);
    expect(one.data.product.size).toBe('W300×D200×H150mm');
    expect(
      one.data.items.map((i: { itemName: string }) => i.itemName).slice(0, 3),
    ).toEqual(['読み取り速度', '質量', '読み取り解像度']);
    expect(one.data.trail.map((c: Column) => c.navName)).toEqual([
      '製品情報',
      '業務用機器',
    ]);
  });

  it('gives a column with its copy blocks and child columns', async () => {
    const body = (await get('/website/columns/2')).json();
    expect(body.data.column.navName).toBe('会社案内');
    expect(body.data.children.map((c: Column) => c.navName)).toEqual([
      '代表メッセージ',
      '会社概要',
      '沿革',
      'アクセス',
    ]);
    const profile = (await get('/website/columns/7')).json();
    expect(profile.data.copy[0].content).toContain('株式会社サンプル');
  });
});

describe('public downloads (/website/files/:itemId)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.db.exec(`
      INSERT INTO project_record (record_id, nav_id, title, status)
        VALUES (960, 13, '非公開の資料', '1');
      INSERT INTO project_record_item (item_id, record_id, item_name, item_type, file_url, file_name)
        VALUES (960, 960, '非公開', '2', '/profile/upload/demo/company.pdf', 'company.pdf'),
               (961, 6, '外へ出るパス', '2', '/profile/../../etc/passwd', 'passwd'),
               (962, 6, '存在しない', '2', '/profile/upload/demo/none.pdf', 'none.pdf');
    `);
  });
  afterAll(() => t.close());

  it('serves the file of a shown item as an attachment', async () => {
    const res = await t.app.inject({ url: '/website/files/1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      "attachment; filename=company.pdf;filename*=utf-8''company.pdf",
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('answers not found for hidden items, escaping or missing files, bad ids', async () => {
    for (const url of [
      '/website/files/960',
      '/website/files/961',
      '/website/files/962',
      '/website/files/2',
      '/website/files/x',
      '/website/files/99999',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.json(), url).toMatchObject({ code: 404 });
    }
  });
});
