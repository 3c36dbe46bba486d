import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api } from './helpers/api.js';
import { loginToken, type TestApp } from './helpers/app.js';
import { addGuestUser } from './helpers/guest-user.js';
import {
  draftTitle,
  EN,
  linkOf,
  openPage,
  previewApp,
} from './helpers/preview.js';

/** Who may open, make and revoke preview links, and what a token opens. */
describe('preview links: tokens and permissions', () => {
  let t: TestApp;
  let admin: Api;
  const page = (url: string, headers: Record<string, string> = {}) =>
    openPage(t, url, headers);

  beforeAll(async () => {
    ({ t, admin } = await previewApp());
    // Record 2 has a draft, and a release waits, as the editors leave them.
    await draftTitle(admin, 2, 'プレビューで確かめる見出し');
    await t.app.db.query(
      `INSERT INTO content_release (release_name, publish_at, create_by)
       VALUES ('春の発表', now() + interval '1 day', 'admin')`,
    );
  });
  afterAll(() => t.close());

  it('an expired, revoked or unknown token opens a page saying so, never the site', async () => {
    const created = await admin.post('/project/content/preview', {
      kind: 'record',
      id: 2,
    });
    const { token, path } = linkOf(created.data.url);
    expect((await page(path)).statusCode).toBe(200);

    const expectGone = async (url: string) => {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('このプレビューリンクは開けません');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('site-header');
      expect(res.body).not.toContain('プレビューで確かめる見出し');
    };
    await t.app.db.query(
      `UPDATE content_preview SET expires_at = now() - interval '1 second'
        WHERE preview_id = $1`,
      [created.data.previewId],
    );
    await expectGone(path);
    await expectGone(`/w/preview/${token}`);

    const again = await admin.post('/project/content/preview', {
      kind: 'record',
      id: 2,
    });
    const second = linkOf(again.data.url);
    expect((await page(second.path)).statusCode).toBe(200);
    expect(
      await admin.put(
        `/project/content/preview/revoke/${again.data.previewId}`,
      ),
    ).toMatchObject({ code: 200 });
    await expectGone(second.path);

    await expectGone(`/w/preview/${'A'.repeat(43)}/d/informations/5/2`);
    await expectGone('/w/preview/not-a-token');

    const list = await admin.get('/project/content/preview/list');
    expect(list).toMatchObject({ code: 200, timeZone: 'Asia/Tokyo' });
    const { rows } = list;
    expect(rows[0]).toMatchObject({
      previewId: again.data.previewId,
      kind: 'record',
      itemId: 2,
      title: 'プレビューで確かめる見出し',
      revoked: true,
      createBy: 'admin',
    });
    expect(rows[0]).not.toHaveProperty('token');
  });

  it('a token opens nothing but the site’s pages: no back-office API, no session', async () => {
    const created = await admin.post('/project/content/preview', {
      kind: 'record',
      id: 2,
    });
    const { token } = linkOf(created.data.url);
    for (const url of ['/getInfo', '/system/user/list', '/project/record/2']) {
      const bearer = await page(url, { authorization: `Bearer ${token}` });
      expect(bearer.json().code).toBe(401);
      const cookie = await page(url, { cookie: `Admin-Token=${token}` });
      expect(cookie.json().code).toBe(401);
    }
    // Paths after the token are the site's: an API path is a site page not found.
    for (const rest of ['system/user/list', 'website/records/2', 'getInfo']) {
      const res = await page(`/w/preview/${token}/${rest}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('site-preview-bar');
      expect(res.body).not.toContain('"userName"');
    }
  });

  it('who may make and revoke links: the kind’s query permission and the column’s data scope, publishers for releases', async () => {
    await addGuestUser(t.app, 'viewer');
    const role = (await t.app.db.one<{ id: number }>(
      `SELECT role_id AS id FROM sys_role WHERE role_key = 'viewer-role'`,
    ))!.id;
    await t.app.db.query(
      `UPDATE sys_role SET data_scope = '3' WHERE role_id = $1`,
      [role],
    );
    await t.app.db.query(
      `INSERT INTO sys_role_menu (role_id, menu_id)
       SELECT $1, menu_id FROM sys_menu WHERE perms = 'project:record:query'`,
      [role],
    );
    const viewer = api(
      t.app,
      await loginToken(t.app, 'viewer', 'admin123'),
      EN,
    );
    await addGuestUser(t.app, 'nobody');
    const nobody = api(
      t.app,
      await loginToken(t.app, 'nobody', 'admin123'),
      EN,
    );
    const forbidden = { code: 403 };

    // Outside the viewer's department: refused.
    expect(
      await viewer.post('/project/content/preview', { kind: 'record', id: 2 }),
    ).toEqual({
      code: 500,
      msg: 'No permission to access this column’s content!',
    });
    expect(
      await nobody.post('/project/content/preview', { kind: 'record', id: 2 }),
    ).toMatchObject(forbidden);
    // Another kind than the viewer may read.
    expect(
      await viewer.post('/project/content/preview', { kind: 'product', id: 1 }),
    ).toMatchObject(forbidden);
    // The column now belongs to the viewer's department.
    await t.app.db.query(
      `UPDATE project_navigation SET dept_id = 105 WHERE nav_id = 5`,
    );
    const own = await viewer.post('/project/content/preview', {
      kind: 'record',
      id: 2,
    });
    expect(own.code).toBe(200);
    // A release is for publishers; the list too.
    const release = (await t.app.db.one<{ id: number }>(
      `SELECT release_id AS id FROM content_release LIMIT 1`,
    ))!.id;
    expect(
      await viewer.post('/project/content/preview', { releaseId: release }),
    ).toMatchObject(forbidden);
    expect(await viewer.get('/project/content/preview/list')).toMatchObject(
      forbidden,
    );
    // Neither a draft nor a release named; an item without a draft; too long.
    expect(await admin.post('/project/content/preview', {})).toEqual({
      code: 500,
      msg: 'Name a draft (kind and id) or a release',
    });
    expect(
      await admin.post('/project/content/preview', { kind: 'record', id: 4 }),
    ).toEqual({ code: 500, msg: 'This item has no draft' });
    expect(
      (
        await admin.post('/project/content/preview', {
          kind: 'record',
          id: 2,
          minutes: 7 * 24 * 60 + 1,
        })
      ).code,
    ).not.toBe(200);

    // Revoking: the creator or a publisher, nobody else.
    const admins = await admin.post('/project/content/preview', {
      kind: 'record',
      id: 2,
    });
    expect(
      await viewer.put(
        `/project/content/preview/revoke/${admins.data.previewId}`,
      ),
    ).toMatchObject(forbidden);
    expect(
      await viewer.put(`/project/content/preview/revoke/${own.data.previewId}`),
    ).toMatchObject({ code: 200 });
    expect(
      await admin.put(
        `/project/content/preview/revoke/${admins.data.previewId}`,
      ),
    ).toMatchObject({ code: 200 });
    expect(
      await admin.put('/project/content/preview/revoke/999999'),
    ).toMatchObject({ code: 500 });
  });
});
