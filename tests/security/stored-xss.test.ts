/**
 * Stored XSS: hostile markup saved through rich-text fields comes back
 * sanitised wherever it is read for display (back office and public site);
 * script characters in account names are refused (RuoYi's @Xss); the SPA
 * injects HTML only where it shows those sanitised fields.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from '../server/helpers/api.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';

const HOSTILE =
  '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
  '<a href="javascript:alert(3)">link</a><iframe src="javascript:alert(4)"></iframe>' +
  '<svg onload="alert(5)"></svg><p style="background:url(javascript:alert(6))">s</p>' +
  '<a href="JaVaScRiPt&#58;alert(7)">x</a><div onmouseover="alert(8)">d</div>';

function expectClean(label: string, html: unknown) {
  const text = String(html ?? '');
  expect(text, label).not.toMatch(
    /<script|<iframe|<svg|\son\w+\s*=|javascript:/i,
  );
  expect(text, label).not.toMatch(/&#58;|alert\(7\)/);
}

const SRC = new URL('../../src/', import.meta.url).pathname;

describe('stored XSS', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await loginToken(t.app), { 'accept-language': 'en' });
  });
  afterAll(() => t.close());

  it('notice content: sanitised in the detail, the reader view and the bell list', async () => {
    const add = await admin.post('/system/notice', {
      noticeTitle: 'xss notice',
      noticeType: '1',
      noticeContent: HOSTILE,
      status: '0',
    });
    expect(add.code).toBe(200);
    const id = (await admin.get('/system/notice/list?noticeTitle=xss%20notice'))
      .rows[0].noticeId;
    expectClean(
      'detail',
      (await admin.get(`/system/notice/${id}`)).data.noticeContent,
    );
    expectClean(
      'view',
      JSON.stringify(await admin.get(`/system/notice/view/${id}`)),
    );
    expectClean(
      'listTop',
      JSON.stringify(await admin.get('/system/notice/listTop')),
    );
    const detail = (await admin.get(`/system/notice/${id}`)).data;
    expect(
      (await admin.put('/system/notice', { ...detail, noticeContent: HOSTILE }))
        .code,
    ).toBe(200);
    expectClean(
      'after edit',
      (await admin.get(`/system/notice/${id}`)).data.noticeContent,
    );
  });

  it('a notice title with markup is refused', async () => {
    const res = await admin.post('/system/notice', {
      noticeTitle: '<img src=x onerror=alert(1)>',
      noticeType: '1',
      noticeContent: '<p>x</p>',
      status: '0',
    });
    expect(res.code).toBe(500);
  });

  it('record and product content: sanitised in the back office and on the public site', async () => {
    const rec = await admin.post('/project/record', {
      navId: 5,
      title: 'xss record',
      subtitle: 'News',
      summary: 's',
      content: HOSTILE,
      contentBlocks: [],
      mainImage: '',
      pinned: '0',
      displayType: '1',
      jumpLink: '',
      orderNum: 1,
      status: '0',
    });
    expect(rec.code).toBe(200);
    const r = (await admin.get('/project/record/list?title=xss%20record'))
      .rows[0];
    expectClean(
      'record detail',
      JSON.stringify(await admin.get(`/project/record/${r.recordId}`)),
    );
    expectClean(
      'public record',
      JSON.stringify(await admin.get(`/website/records/${r.recordId}`)),
    );

    const prod = await admin.post('/project/product', {
      navId: 11,
      productName: 'xss product',
      subtitle: 's',
      size: '',
      contentBlock: HOSTILE,
      keyPoints: '',
      mainImage: '',
      images: '',
      pinned: '0',
      isNew: '0',
      orderNum: 1,
      status: '0',
    });
    expect(prod.code).toBe(200);
    const p = (
      await admin.get('/project/product/list?productName=xss%20product')
    ).rows[0];
    expectClean(
      'product detail',
      JSON.stringify(await admin.get(`/project/product/${p.productId}`)),
    );
    expectClean(
      'public product',
      JSON.stringify(await admin.get(`/website/products/${p.productId}`)),
    );
  });

  it('script characters in a user name or nickname are refused (user form and own profile)', async () => {
    const user = (over: Record<string, unknown>) => ({
      userName: 'xssuser',
      nickName: 'X',
      password: 'Passw0rd!23',
      deptId: 103,
      status: '0',
      roleIds: [2],
      postIds: [],
      ...over,
    });
    for (const bad of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(
        (await admin.post('/system/user', user({ nickName: bad }))).code,
        bad,
      ).toBe(500);
      expect(
        (await admin.post('/system/user', user({ userName: bad }))).code,
        bad,
      ).toBe(500);
      const me = (await admin.get('/system/user/profile')).data;
      expect(
        (await admin.put('/system/user/profile', { ...me, nickName: bad }))
          .code,
        bad,
      ).toBe(500);
    }
    const stored = await t.app.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM sys_user WHERE nick_name LIKE '%<%' OR user_name LIKE '%<%'",
    );
    expect(stored!.n).toBe(0);
  });

  it('the SPA injects HTML only where it shows server-sanitised rich text', async () => {
    const files = (await readdir(SRC, { recursive: true })).filter((f) =>
      /\.tsx?$/.test(f),
    );
    const injecting: string[] = [];
    for (const f of files) {
      const text = await readFile(join(SRC, f), 'utf8');
      if (
        /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML/.test(text)
      )
        injecting.push(f);
    }
    expect(injecting.sort()).toEqual([
      'layout/navbar/notice-bell/notice-view.tsx', // noticeContent
      'views/system/notice/notice-detail.tsx', // noticeContent
      'views/tool/gen/code-view.tsx', // highlight.js output (escaped code)
      'website/components/rich-text.tsx', // record/product content
    ]);
  });
});
