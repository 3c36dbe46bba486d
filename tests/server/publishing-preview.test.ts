import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api, Json } from './helpers/api.js';
import type { TestApp } from './helpers/app.js';
import {
  draftTitle as saveDraftTitle,
  linkOf,
  openPage,
  previewApp,
} from './helpers/preview.js';

const RECORD_PAGE = '/w/d/informations/5/2';

/** A page's text: the site cuts headings into phrases with spans and <wbr>. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

describe('preview links: the public site as it will look once published', () => {
  let t: TestApp;
  let admin: Api;
  const page = (url: string, headers: Record<string, string> = {}) =>
    openPage(t, url, headers);
  const generation = () => t.app.repos.website.contentGeneration();
  const recordTitle = async (id: number) =>
    (
      await t.app.db.one<{ title: string }>(
        'SELECT title FROM project_record WHERE record_id = $1',
        [id],
      )
    )?.title;
  const draftTitle = (id: number, title: string) =>
    saveDraftTitle(admin, id, title);

  beforeAll(async () => {
    ({ t, admin } = await previewApp());
    // The media worker sizing the imported demo images moves the site's
    // generation (media_file) while these tests compare it: stopped.
    await t.app.mediaWorker.stop();
  });
  afterAll(() => t.close());

  it("shows a draft's text through its link while the site keeps the published text; nothing is kept or counted", async () => {
    const published = await recordTitle(2);
    // The public page drawn (and kept) before the draft exists.
    expect(textOf((await page(RECORD_PAGE)).body)).toContain(published);
    await draftTitle(2, 'プレビューで確かめる見出し');
    const before = await generation();

    const created = await admin.post('/project/content/preview', {
      kind: 'record',
      id: 2,
    });
    expect(created).toMatchObject({
      code: 200,
      data: {
        previewId: expect.any(Number),
        expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        timeZone: 'Asia/Tokyo',
      },
    });
    const { token, path } = linkOf(created.data.url);
    // The link opens at the record's own page, under the token.
    expect(path).toBe(`/w/preview/${token}/d/informations/5/2`);
    // Only the token's SHA-256 is kept; it opens for an hour by default.
    const stored = await t.app.db.one<Json>(
      `SELECT token_hash AS hash,
              round(extract(epoch FROM expires_at - now()) / 60) AS minutes
         FROM content_preview WHERE preview_id = $1`,
      [created.data.previewId],
    );
    expect(stored.hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Number(stored.minutes)).toBe(60);

    const preview = await page(path);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    // No address of the page (its token) goes to the sites it links to.
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(textOf(preview.body)).toContain('プレビューで確かめる見出し');
    expect(textOf(preview.body)).not.toContain(published);
    // The bar says it is a preview and until when the link opens.
    expect(preview.body).toContain('class="site-preview-bar"');
    expect(preview.body).toContain(created.data.expiresAt);
    // Links stay inside the preview; no script takes the page over.
    expect(preview.body).toContain(`href="/w/preview/${token}/menu/company/2"`);
    expect(preview.body).not.toMatch(/\shref="\/w(?!\/preview\/)[/"?#]/);
    expect(preview.body).not.toContain('<script');
    // Another page of the site under the same link shows the draft too.
    const list = await page(`/w/preview/${token}/menu/informations/5`);
    expect(list.statusCode).toBe(200);
    expect(textOf(list.body)).toContain('プレビューで確かめる見出し');

    // Visitors still see the published text; nothing was written or kept.
    const visitor = await page(RECORD_PAGE);
    expect(textOf(visitor.body)).toContain(published);
    expect(textOf(visitor.body)).not.toContain('プレビューで確かめる見出し');
    expect(visitor.body).not.toContain('site-preview-bar');
    expect(await recordTitle(2)).toBe(published);
    expect(await generation()).toBe(before);
    const views = await t.app.db.one<{ n: string }>(
      'SELECT count(*) AS n FROM project_record_view WHERE record_id = 2',
    );
    // A reader the counter has not seen yet.
    await t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: '192.0.2.7',
    });
    expect(
      (
        await t.app.db.one<{ n: string }>(
          'SELECT count(*) AS n FROM project_record_view WHERE record_id = 2',
        )
      )?.n,
    ).toBe(views?.n);
    // The public API answers the published record as before.
    const api2 = (
      await page('/website/records/2', { 'content-language': 'ja' })
    ).json();
    expect(api2.data.record.title).toBe(published);
  });

  it('previews a release: its drafts over the published rows (a record, a product, a column), a never-published record, items it takes off the site', async () => {
    // A new record: a draft visitors never see.
    expect(
      await admin.post('/project/record', {
        navId: 5,
        title: 'まだ公開していないお知らせ',
        subtitle: '',
        summary: '',
        content: '<p>新しいお知らせの本文</p>',
        contentBlocks: [],
        mainImage: '',
        pinned: '1',
        displayType: '1',
        jumpLink: '',
        orderNum: 1,
        status: '0',
      }),
    ).toMatchObject({ code: 200 });
    const fresh = (await t.app.db.one<{ id: number }>(
      `SELECT record_id AS id FROM project_record
        WHERE title = 'まだ公開していないお知らせ'`,
    ))!.id;
    // A change of a product, and a record the release takes off the site.
    const { data: product } = await admin.get('/project/product/1');
    expect(
      await admin.put('/project/product', {
        ...product,
        productName: '新しい名前のシュレッダー',
      }),
    ).toMatchObject({ code: 200 });
    const gone = (await recordTitle(3))!;
    // A column renamed.
    const { data: column } = await admin.get('/project/navigation/5');
    expect(
      await admin.put('/project/navigation', {
        ...column,
        navName: 'ニュースルーム',
      }),
    ).toMatchObject({ code: 200 });
    const release = (await t.app.db.one<{ id: number }>(
      `INSERT INTO content_release (release_name, publish_at, create_by)
       VALUES ('春の発表', now() + interval '1 day', 'admin')
       RETURNING release_id AS id`,
    ))!.id;
    await t.app.db.query(
      `INSERT INTO content_release_item (release_id, kind, item_id, action)
       VALUES ($1, 'record', $2, 'publish'), ($1, 'product', 1, 'publish'),
              ($1, 'record', 3, 'unpublish'), ($1, 'navigation', 5, 'publish')`,
      [release, fresh],
    );

    const created = await admin.post('/project/content/preview', {
      releaseId: release,
      minutes: 30,
    });
    expect(created.code).toBe(200);
    const { token, path } = linkOf(created.data.url);
    expect(path).toBe(`/w/preview/${token}`);
    expect(textOf((await page(path)).body)).toContain(
      'まだ公開していないお知らせ',
    );

    const news = textOf(
      (await page(`/w/preview/${token}/menu/informations/5`)).body,
    );
    expect(news).toContain('まだ公開していないお知らせ');
    expect(news).not.toContain(gone);
    expect(news).toContain('ニュースルーム');
    const record = await page(`/w/preview/${token}/d/informations/5/${fresh}`);
    expect(record.statusCode).toBe(200);
    expect(textOf(record.body)).toContain('新しいお知らせの本文');
    const item = await page(`/w/preview/${token}/menu/product/4/1`);
    expect(textOf(item.body)).toContain('新しい名前のシュレッダー');

    // The new record's own link opens at its page, visible only there.
    const own = await admin.post('/project/content/preview', {
      kind: 'record',
      id: fresh,
    });
    const ownLink = linkOf(own.data.url);
    expect(ownLink.path).toBe(
      `/w/preview/${ownLink.token}/d/informations/5/${fresh}`,
    );
    expect(textOf((await page(ownLink.path)).body)).toContain(
      '新しいお知らせの本文',
    );

    // The site itself: none of it.
    expect((await page(`/w/d/informations/5/${fresh}`)).statusCode).toBe(404);
    const site = textOf((await page('/w/menu/informations/5')).body);
    expect(site).not.toContain('まだ公開していないお知らせ');
    expect(site).toContain(gone);
    expect(site).not.toContain('ニュースルーム');
    expect(textOf((await page('/w/menu/product/4/1')).body)).not.toContain(
      '新しい名前のシュレッダー',
    );
    expect((await page('/sitemap.xml')).body).not.toContain(
      `/d/informations/5/${fresh}<`,
    );
  });
});
