import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plainText,
  safeLink,
  sanitizeRichText,
  stripTags,
} from '../../server/src/services/infra/sanitize.js';
import { createTestApp, type TestApp } from './helpers/app.js';

const HOSTILE =
  '<p onclick="steal()">本文<script>alert(1)</script></p>' +
  '<img src="/profile/upload/a.png" onerror="alert(2)" alt="図">' +
  '<a href="javascript:alert(3)">危険なリンク</a>' +
  '<a href=" JaVaScRiPt:alert(4)">大文字</a>' +
  '<a href="https://example.com/" target="_blank">安全なリンク</a>' +
  '<iframe src="https://evil.example/"></iframe>' +
  '<svg onload="alert(5)"><circle/></svg>' +
  '<style>body{display:none}</style>' +
  '<form action="https://evil.example/"><input name="x"></form>' +
  '<span style="color:#c00;position:fixed;background:url(javascript:x)">赤</span>';

describe('rich text sanitising (shared sanitizeRichText)', () => {
  it('removes scripts, handlers, frames, forms and javascript: URLs', () => {
    const out = sanitizeRichText(HOSTILE);
    expect(out).not.toMatch(/<script|alert\(1\)|onclick|onerror|onload/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toMatch(/<iframe|<svg|<style|<form|<input|position/i);
    expect(out).toContain('<p>本文</p>');
    expect(out).toContain('<img src="/profile/upload/a.png" alt="図" />');
    expect(out).toContain('<a>危険なリンク</a>');
    expect(out).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">安全なリンク</a>',
    );
    expect(out).toContain('<span style="color:#c00">赤</span>');
  });

  it('keeps what the editor makes: headings, lists, tables, alignment', () => {
    const html =
      '<h2 style="text-align:center">見出し</h2><ol start="3"><li>項目</li></ol>' +
      '<table border="1"><tbody><tr><th>社名</th><td colspan="2">株式会社サンプル</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps only safe links and plain text where no markup belongs', () => {
    expect(safeLink('javascript:alert(1)')).toBe('');
    expect(safeLink('//evil.example/x')).toBe('');
    expect(safeLink('data:text/html,<script>')).toBe('');
    expect(safeLink('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLink('#/w/menu/product/4')).toBe('#/w/menu/product/4');
    expect(safeLink('/profile/upload/a.png')).toBe('/profile/upload/a.png');
    expect(stripTags('<b>太字</b><script>x()</script>')).toBe('太字');
    // A plain-text field is text, kept as typed (escaped where it is shown).
    expect(plainText('A > B & <C>')).toBe('A > B & <C>');
    expect(plainText(null)).toBe('');
  });
});

describe('public API never serves hostile markup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Written straight into the database, past any back-office rule.
    await t.app.db.query(
      `INSERT INTO project_record
         (record_id, nav_id, title, summary, content, content_blocks,
          main_image, jump_link, display_type)
       VALUES (950, 5, $1, $2, $3, $4, 'javascript:alert(6)',
               'javascript:alert(7)', '3')`,
      [
        '<b>危険な</b>お知らせ<script>alert(8)</script>',
        '<img src=x onerror=alert(9)>要約',
        HOSTILE,
        JSON.stringify([
          { type: 'text', title: '<i>見出し</i>', body: HOSTILE },
          'not a block',
        ]),
      ],
    );
    await t.app.db.query(
      `INSERT INTO project_record_item (record_id, item_name, item_type, content)
       VALUES (950, '補足', '1', $1)`,
      [HOSTILE],
    );
    await t.app.db.query(
      `INSERT INTO project_nav_record (nav_id, title, content)
       VALUES (8, '沿革の補足', $1)`,
      [HOSTILE],
    );
  });
  afterAll(() => t.close());

  it('cleans a record page: content, blocks, items, links; titles are text', async () => {
    const res = await t.app.inject({ url: '/website/records/950?mid=5' });
    const { data } = res.json();
    // What is HTML (rich text) is cleaned; plain-text fields are text, given
    // as typed, which the site escapes where it shows them.
    const html = JSON.stringify([
      data.record.content,
      data.record.contentBlocks.map((b: { body: string }) => b.body),
      data.items,
    ]);
    expect(html).not.toMatch(/<script|onerror|onclick|onload|<iframe/i);
    expect(res.body).not.toMatch(/javascript:/i);
    expect(data.record.title).toBe(
      '<b>危険な</b>お知らせ<script>alert(8)</script>',
    );
    expect(data.record.summary).toBe('<img src=x onerror=alert(9)>要約');
    expect(data.record.mainImage).toBe('');
    expect(data.record.jumpLink).toBe('');
    expect(data.record.content).toContain('<p>本文</p>');
    expect(data.record.contentBlocks).toEqual([
      {
        type: 'text',
        title: '<i>見出し</i>',
        body: sanitizeRichText(HOSTILE),
        image: '',
      },
    ]);
    expect(data.items[0].content).toBe(sanitizeRichText(HOSTILE));
  });

  it('cleans lists and column copy too', async () => {
    const list = await t.app.inject({
      url: '/website/columns/5/records?pageSize=50',
    });
    expect(list.body).not.toMatch(/javascript:/i);
    const listed = list
      .json()
      .rows.find((r: { recordId: number }) => r.recordId === 950);
    expect(listed).toMatchObject({
      title: '<b>危険な</b>お知らせ<script>alert(8)</script>',
      mainImage: '',
      jumpLink: '',
    });
    const column = await t.app.inject({ url: '/website/columns/8' });
    expect(column.body).not.toMatch(/<script|onerror|onclick|javascript:/i);
    const added = column
      .json()
      .data.copy.find((c: { title: string }) => c.title === '沿革の補足');
    expect(added.content).toContain('<p>本文</p>');
  });
});
