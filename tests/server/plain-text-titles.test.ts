/**
 * Plain-text fields (titles, subtitles, summaries, product names) are stored
 * as typed, come back from the admin and public APIs as typed, and are
 * escaped exactly once where they are put into HTML: a title `A > B & <C>`
 * shows as typed, not as `A &gt; B &amp;`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { siteRender } from './helpers/site-render.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { publish } from './helpers/publishing.js';

const TYPED = 'A > B & <C>';
/** As HTML text: `&` and `<` escaped (a `>` in text needs none). */
const ONCE = 'A > B &amp; &lt;C>';
/** What a second escape of ONCE (or of a part of it) looks like. */
const TWICE = /&amp;(?:gt|lt|amp);/;

describe('plain-text titles: stored as typed, escaped once on output', () => {
  let t: TestApp;
  let admin: Api;
  let recordId: number;
  let productId: number;

  const publicJson = async (url: string) =>
    (await t.app.inject({ url })).json() as Json;
  const page = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ siteRender: await siteRender() });
    admin = api(t.app, await loginToken(t.app), { 'content-language': 'en' });
    expect(
      await admin.post('/project/record', {
        navId: 5,
        title: TYPED,
        subtitle: `sub ${TYPED}`,
        summary: `sum ${TYPED}`,
        content: '<p>A &gt; B &amp; C</p>',
        contentBlocks: [],
        mainImage: '',
        pinned: '1',
        displayType: '1',
        jumpLink: '',
        orderNum: 1,
        status: '0',
      }),
    ).toMatchObject({ code: 200 });
    recordId = (
      await admin.get(`/project/record/list?title=${encodeURIComponent(TYPED)}`)
    ).rows[0].recordId;
    expect(
      await admin.post('/project/product', {
        navId: 11,
        productName: TYPED,
        subtitle: `sub ${TYPED}`,
        size: '',
        contentBlock: '<p>x</p>',
        keyPoints: '',
        mainImage: '',
        images: '',
        pinned: '1',
        isNew: '0',
        orderNum: 1,
        status: '0',
      }),
    ).toMatchObject({ code: 200 });
    productId = (
      await admin.get(
        `/project/product/list?productName=${encodeURIComponent(TYPED)}`,
      )
    ).rows[0].productId;
    // visitors see them once published
    await publish(admin, 'record', recordId);
    await publish(admin, 'product', productId);
  });
  afterAll(() => t.close());

  it('stores the title as typed and the admin API gives it back unchanged', async () => {
    const stored = await t.app.db.one<{ title: string }>(
      'SELECT title FROM project_record WHERE record_id = $1',
      [recordId],
    );
    expect(stored!.title).toBe(TYPED);
    expect((await admin.get(`/project/record/${recordId}`)).data).toMatchObject(
      { title: TYPED, subtitle: `sub ${TYPED}`, summary: `sum ${TYPED}` },
    );
    expect(
      (await admin.get(`/project/product/${productId}`)).data.productName,
    ).toBe(TYPED);
  });

  it('the public API gives the plain-text fields back unchanged', async () => {
    const one = (await publicJson(`/website/records/${recordId}?mid=5`)).data;
    expect(one.record).toMatchObject({
      title: TYPED,
      subtitle: `sub ${TYPED}`,
      summary: `sum ${TYPED}`,
    });
    // Rich text is still HTML, cleaned: its entities stay as they are.
    expect(one.record.content).toBe('<p>A &gt; B &amp; C</p>');

    const list = (await publicJson('/website/columns/5/records'))
      .rows as Json[];
    expect(list.find((r) => r.recordId === recordId)).toMatchObject({
      title: TYPED,
      summary: `sum ${TYPED}`,
    });
    const home = (await publicJson('/website/home')).data;
    expect(
      home.news.rows.find((r: Json) => r.recordId === recordId)?.title,
    ).toBe(TYPED);

    const product = (await publicJson(`/website/products/${productId}?mid=4`))
      .data.product;
    expect(product).toMatchObject({
      productName: TYPED,
      subtitle: `sub ${TYPED}`,
    });
    const products = (await publicJson('/website/columns/4/products'))
      .rows as Json[];
    expect(products.find((p) => p.productId === productId)?.productName).toBe(
      TYPED,
    );
  });

  it('the pre-rendered column and product pages escape it exactly once', async () => {
    const column = await page('/w/menu/informations/5');
    expect(column).toContain(`>${ONCE}</span>`);
    expect(column).not.toMatch(TWICE);

    const product = await page(`/w/menu/product/4/${productId}`);
    // (headings and leads are cut into phrases: a span around the text)
    expect(product).toMatch(new RegExp(`>${ONCE}(</span>)?</h[12]>`));
    expect(product).toMatch(new RegExp(`>sub ${ONCE}(</span>)?</p>`));
    expect(product).not.toMatch(TWICE);
  });
});
