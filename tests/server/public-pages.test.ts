import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { publish } from './helpers/publishing.js';
import { siteRender } from './helpers/site-render.js';

const EN = { 'content-language': 'en' };
/** The public address the site is configured with (sys.site.baseUrl). */
const ORIGIN = 'http://site.example';

/** Makes `origin` the site's configured public address. */
async function setOrigin(admin: Api, origin: string) {
  const key = 'sys.site.baseUrl';
  const list = await admin.get(`/system/config/list?configKey=${key}`);
  const row = list.rows.find((r: Json) => r.configKey === key);
  expect(
    (await admin.put('/system/config', { ...row, configValue: origin })).code,
  ).toBe(200);
}

/**
 * The text of the page's h1, without the markup the site cuts headings
 * into phrases with (spans and <wbr>).
 */
function h1Text(html: string): string | undefined {
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]*>/g, '');
}

/** The value of `<meta property|name="key" content="…">`. */
function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`);
  return re.exec(html)?.[1];
}

function expectHead(html: string, url: string, title: string) {
  expect(html).toMatch(/^<!doctype html><html lang="ja"[ >]/);
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${url}">`);
  expect(meta(html, 'description')).toBeTruthy();
  expect(meta(html, 'og:title')).toBe(title);
  expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
  expect(meta(html, 'og:url')).toBe(url);
  expect(meta(html, 'og:locale')).toBe('ja_JP');
}

describe('public pages drawn on the server (no JavaScript)', () => {
  let t: TestApp;
  let admin: Api;
  const page = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp({ siteRender: await siteRender() });
    admin = api(t.app, await loginToken(t.app, 'admin', 'admin123'), EN);
    await setOrigin(admin, ORIGIN);
    // Links given out name the configured public address (not the Host).
    await t.app.db.query(
      `UPDATE sys_config SET config_value = 'http://site.example'
        WHERE config_key = 'sys.site.baseUrl'`,
    );
    await t.app.services.config.evict('sys.site.baseUrl');
    // Hidden content that must never be listed or rendered.
    await t.app.db.exec(`
      INSERT INTO project_navigation (nav_id, parent_id, ancestors, nav_name, record_category, status)
        VALUES (950, 0, '0', '非公開カラム', 'informations', '1');
      INSERT INTO project_navigation (nav_id, parent_id, ancestors, nav_name, record_category, del_flag)
        VALUES (951, 0, '0', '削除済みカラム', 'business', '2');
      INSERT INTO project_record (record_id, nav_id, title, status, create_by)
        VALUES (950, 5, '下書きのお知らせ', '1', 'admin'),
               (951, 950, '非公開カラムの記事', '0', 'admin'),
               (952, 5, '<script>alert(1)</script>危険な題名', '0', 'admin');
      INSERT INTO project_product (product_id, nav_id, product_name, status)
        VALUES (950, 11, '販売終了品', '1');
      UPDATE project_product SET main_image = '/profile/upload/sc100.png'
       WHERE product_id = 1;
    `);
  });
  afterAll(() => t.close());

  it('answers the home page with its Japanese content and head tags', async () => {
    const res = await page('/w');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expectHead(
      res.body,
      'http://site.example/w',
      'ウェブとシステムで、企業の成長を支えます。 | 株式会社サンプル',
    );
    expect(meta(res.body, 'og:type')).toBe('website');
    expect(res.body).toContain('テクノロジーで、ビジネスの明日をつくる。');
    expect(res.body).toContain('新製品「サンプルスキャナー」を発売しました');
    // Links are clean paths a crawler can follow.
    expect(res.body).toContain('href="/w/menu/company/2"');
    expect(res.body).toContain('href="/w/menu/privacy/');
  });

  it('answers column, child column, record and product pages', async () => {
    const news = await page('/w/menu/informations/5');
    expect(news.statusCode).toBe(200);
    expectHead(
      news.body,
      'http://site.example/w/menu/informations/5',
      'お知らせ | 株式会社サンプル',
    );
    expect(news.body).toContain('年末年始休業のお知らせ');
    expect(news.body).not.toContain('下書きのお知らせ');

    const access = await page('/w/menu/company/ls/2/15');
    expect(access.statusCode).toBe(200);
    expectHead(
      access.body,
      'http://site.example/w/menu/company/ls/2/15',
      'アクセス | 会社情報 | 株式会社サンプル',
    );
    expect(access.body).toContain('梅田サンプルタワー12階');
    expect(access.body).toContain('https://www.google.com/maps/search/?api=1');

    const record = await page('/w/d/informations/5/2');
    expect(record.statusCode).toBe(200);
    expectHead(
      record.body,
      'http://site.example/w/d/informations/5/2',
      '年末年始休業のお知らせ | お知らせ | 株式会社サンプル',
    );
    expect(meta(record.body, 'og:type')).toBe('article');
    expect(meta(record.body, 'description')).toBe(
      '12月29日から1月3日まで休業いたします。',
    );

    const product = await page('/w/menu/product/4/1');
    expect(product.statusCode).toBe(200);
    expectHead(
      product.body,
      'http://site.example/w/menu/product/4/1',
      'サンプルスキャナー SC-100 | 製品情報 | 株式会社サンプル',
    );
    expect(product.body).toContain('60枚/分');
    expect(meta(product.body, 'og:image')).toBe(
      'http://site.example/profile/upload/sc100.png',
    );

    const contact = await page('/w/menu/contact/6');
    expect(contact.body).toContain('03-1234-5678');
  });

  it('answers the privacy policy, site policy and sitemap pages', async () => {
    const home = (await page('/w')).body;
    const hrefOf = (word: string) =>
      new RegExp(`href="(/w/menu/${word}/\\d+)"`).exec(home)?.[1];
    const privacy = await page(hrefOf('privacy')!);
    expect(h1Text(privacy.body)).toBe('個人情報保護方針');
    expect(privacy.body).toContain('第三者に提供することはありません');
    expect(privacy.body).toContain('受付日から365日間保管し');
    // a new retention period shows at once (the page is cached until then)
    const key = 'sys.contact.retentionDays';
    const list = await admin.get(`/system/config/list?configKey=${key}`);
    const row = list.rows.find((r: Json) => r.configKey === key);
    await admin.put('/system/config', { ...row, configValue: '180' });
    expect((await page(hrefOf('privacy')!)).body).toContain(
      '受付日から180日間保管し',
    );
    const policy = await page(hrefOf('policy')!);
    expect(h1Text(policy.body)).toBe('サイトポリシー');
    const sitemap = await page(hrefOf('sitemap')!);
    expect(h1Text(sitemap.body)).toBe('サイトマップ');
    expect(sitemap.body).toContain('href="/w/menu/company/ls/2/15"');
  });

  it('offers on the contact page a consulting item added after the page was drawn', async () => {
    const topics = async () =>
      [
        ...(await page('/w/menu/contact/6')).body.matchAll(
          /<option[^>]*>([^<]*)<\/option>/g,
        ),
      ].map((m) => m[1]);
    expect(await topics()).not.toContain('パートナー募集');
    expect(
      (
        await admin.post('/project/consultingItem', {
          itemName: 'パートナー募集',
          deptId: 100,
          orderNum: 99,
        })
      ).code,
    ).toBe(200);
    expect((await topics()).at(-1)).toBe('パートナー募集');
  });

  it('makes the page word canonical with a permanent redirect', async () => {
    const res = await page('/w/menu/news/5?p=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/w/menu/informations/5?p=2');
  });

  it('answers unknown and hidden paths with the site not-found page in Japanese', async () => {
    for (const url of [
      '/w/nope',
      '/w/menu/informations/950',
      '/w/d/informations/5/950',
      '/w/menu/product/4/950',
      '/w/menu/business/951',
      '/w/menu/company/ls/2/9',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toMatch(/<html lang="ja"[ >]/);
      expect(res.body).toContain('ページが見つかりません');
      expect(meta(res.body, 'robots')).toBe('noindex');
    }
  });

  it('escapes values: a title with a script tag is text', async () => {
    const res = await page('/w/d/informations/5/952');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('危険な題名');
  });

  it('lists every published page in sitemap.xml and no hidden one', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace('http://site.example', ''),
    );
    expect(locs).toEqual(
      expect.arrayContaining([
        '/w',
        '/w/menu/company/2',
        '/w/menu/company/ls/2/15',
        '/w/menu/informations/5',
        '/w/menu/informations/ls/5/13',
        '/w/d/informations/5/2',
        '/w/d/business/9/4',
        '/w/menu/product/4/1',
        '/w/menu/product/4/3',
      ]),
    );
    const shown = await t.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM project_record
        WHERE status = '0' AND nav_id <> 950`,
    );
    expect(locs.filter((l) => l.startsWith('/w/d/'))).toHaveLength(shown[0]!.n);
    expect(locs).not.toContain('/w/d/informations/5/950');
    expect(locs.some((l) => l.endsWith('/951') || l.includes('/950'))).toBe(
      false,
    );
    expect(new Set(locs).size).toBe(locs.length);
    // Home first, then the columns in navigation order.
    expect(locs[0]).toBe('/w');
    expect(locs.indexOf('/w/menu/company/2')).toBeLessThan(
      locs.indexOf('/w/menu/company/ls/2/7'),
    );
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    // Every listed page renders.
    for (const loc of locs.slice(0, 12)) {
      expect((await page(loc)).statusCode, loc).toBe(200);
    }
  });

  it('robots.txt allows the site, keeps crawlers off the admin API and names the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Allow: /w\n');
    expect(res.body).toContain('Disallow: /system/\n');
    expect(res.body).toContain('Disallow: /getInfo\n');
    expect(res.body).toContain('Sitemap: http://site.example/sitemap.xml');
  });

  it('shows an edit made through the admin API once it is published, not while it is a draft (the cache follows published content)', async () => {
    expect(h1Text((await page('/w/d/informations/5/2')).body)).toBe(
      '年末年始休業のお知らせ',
    );
    const loaded = (await admin.get('/project/record/2')).data;
    expect(
      (
        await admin.put('/project/record', {
          ...loaded,
          title: '冬季休業のお知らせ',
        })
      ).code,
    ).toBe(200);
    const draft = await page('/w/d/informations/5/2');
    expect(h1Text(draft.body)).toBe('年末年始休業のお知らせ');
    expect(draft.body).not.toContain('冬季休業のお知らせ');

    await publish(admin, 'record', 2);
    const after = await page('/w/d/informations/5/2');
    expect(h1Text(after.body)).toBe('冬季休業のお知らせ');
    expect(after.body).not.toContain('年末年始休業のお知らせ');
    const list = (await page('/w/menu/informations/5')).body;
    expect(list).toContain('冬季休業のお知らせ');
    expect(list).not.toContain('年末年始休業のお知らせ');
  });
});

describe('public pages inside the built document', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'wms-site-pages-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
        '<link rel="icon" href="./favicon.svg" /><title>Website management system</title></head>' +
        '<body><script>start()</script><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      staticDir: dist,
      siteRender: await siteRender(),
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** The data the page was drawn with, as the document carries it. */
  const carried = (html: string): Record<string, Json> => {
    const block =
      /<script type="application\/json" id="site-data">(.*?)<\/script>/s.exec(
        html,
      );
    expect(block, 'the data block').toBeTruthy();
    return JSON.parse(block![1]!) as Record<string, Json>;
  };
  const answer = async (url: string) =>
    (await t.app.inject({ url, headers: { 'content-language': 'ja' } })).json();

  it('carries the page in Japanese inside the back office document, which keeps its first-screen script', async () => {
    const res = await t.app.inject({ url: '/w/menu/company/2' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<html lang="ja" data-site-path="/w/menu/company/2" data-site-entry="',
    );
    // The template's own files by absolute path (the page lives deeper),
    // and no <base>: the skip link's `#site-main` stays on the page.
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(html).not.toContain('<base');
    expect(html).not.toContain('Website management system');
    expect(html).toContain('<title>会社情報 | 株式会社サンプル</title>');
    expect(html).toMatch(
      /<div id="root" data-path="\/w\/menu\/company\/2">.*会社概要/s,
    );
    expect(html).toMatch(/<body><script>start\(\)/);
    // The same CSP as every document of the app (no script of its own runs inline).
    const api = await t.app.inject({ url: '/captchaImage' });
    expect(res.headers['content-security-policy']).toBe(
      api.headers['content-security-policy'],
    );
  });

  it("answers the company's address with its home page, in Japanese", async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja" data-site-path="/w" ');
    expect(res.body).toContain('テクノロジーで、ビジネスの明日をつくる。');
    expect(res.body).toMatch(/<body><script>start\(\)/);
  });

  it('carries the data the page was drawn with, once, as the API gives it', async () => {
    const home = carried((await t.app.inject({ url: '/w' })).body);
    expect(Object.keys(home).sort()).toEqual(['home', 'navigation']);
    expect(home.navigation).toEqual({
      status: 'ok',
      data: (await answer('/website/navigation')).data,
    });
    expect(home.home).toEqual({
      status: 'ok',
      data: (await answer('/website/home')).data,
    });
    const record = carried(
      (await t.app.inject({ url: '/w/d/informations/5/2' })).body,
    );
    expect(Object.keys(record).sort()).toEqual(['navigation', 'record:2:5']);
  });

  it('carries content that looks like markup without ending its block', async () => {
    await t.app.db.query(
      `UPDATE project_navigation SET main_name = $1 WHERE record_category = 'home'`,
      ['</script><script>alert(1)</script>'],
    );
    const html = (await t.app.inject({ url: '/w' })).body;
    expect(html).not.toContain('<script>alert(1)');
    const home = carried(html) as { home: { data: { home: Json } } };
    expect(home.home.data.home.mainName).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
