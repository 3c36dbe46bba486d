import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { loginToken } from './helpers/app.js';
import { addRoleUser } from './helpers/content-roles.js';
import { EN, ok, staffApp, type StaffApp } from './helpers/staff-app.js';

const ITEM_PERMS = ['list', 'query', 'add', 'edit', 'remove'].map(
  (p) => `project:consultingItem:${p}`,
);
/** The seeded top department and the testing department under it. */
const TOP = 100;
const TESTING = 105;

describe('consulting items (/project/consultingItem)', () => {
  let s: StaffApp;
  let admin: Api;
  let tester: Api;

  const byName = async (name: string): Promise<Json> =>
    (
      await admin.get(
        `/project/consultingItem/list?itemName=${encodeURIComponent(name)}`,
      )
    ).rows[0];

  beforeAll(async () => {
    s = await staffApp();
    admin = s.admin;
    await addRoleUser(s.t.app, {
      name: 'tester',
      deptId: TESTING,
      dataScope: '3',
      perms: ITEM_PERMS,
    });
    tester = api(
      s.t.app,
      await loginToken(s.t.app, 'tester', 'admin123', { headers: EN }),
      EN,
    );
  });
  afterAll(() => s.t.close());

  it('lists the seeded items in order with their department and recipients', async () => {
    const body = await admin.get('/project/consultingItem/list?pageSize=20');
    expect(body.code).toBe(200);
    expect(body.rows.map((r: Json) => r.itemName)).toEqual([
      '製品について',
      'サービス・事業について',
      'お見積り・導入のご相談',
      '資料請求',
      '採用について',
      'その他',
    ]);
    expect(body.rows[0]).toMatchObject({
      deptId: TOP,
      deptName: 'RuoYi Technology',
      status: '0',
      recipients: [
        { userId: 1, userName: 'admin', nickName: '若依', email: 'ry@163.com' },
      ],
    });
    const disabled = await admin.get('/project/consultingItem/list?status=1');
    expect(disabled.total).toBe(0);
  });

  it('adds, reads and edits an item with its recipients, versioned, names unique', async () => {
    expect(
      await admin.post('/project/consultingItem', {
        itemName: 'パートナー募集',
        deptId: TESTING,
        orderNum: 7,
        recipientIds: [2],
        remark: 'partners',
      }),
    ).toEqual(ok);
    const row = await byName('パートナー募集');
    expect(row).toMatchObject({
      deptId: TESTING,
      deptName: 'QA Department',
      orderNum: 7,
      recipients: [{ userId: 2, userName: 'ry', email: 'ry@qq.com' }],
      remark: 'partners',
      createBy: 'admin',
    });
    const got = (await admin.get(`/project/consultingItem/${row.itemId}`)).data;
    expect(got).toEqual(row);

    expect(
      await admin.post('/project/consultingItem', {
        itemName: 'パートナー募集',
        deptId: TOP,
      }),
    ).toEqual({
      code: 500,
      msg: "Failed to save consulting item 'パートナー募集': the name already exists",
    });

    const edit = {
      itemId: row.itemId,
      itemName: 'パートナー・代理店募集',
      deptId: TOP,
      orderNum: 8,
      status: '1',
      recipientIds: [1, 2],
      version: row.version,
    };
    expect(await admin.put('/project/consultingItem', edit)).toEqual(ok);
    const edited = (await admin.get(`/project/consultingItem/${row.itemId}`))
      .data;
    expect(edited).toMatchObject({
      itemName: 'パートナー・代理店募集',
      deptId: TOP,
      status: '1',
      version: row.version + 1,
    });
    expect(edited.recipients.map((r: Json) => r.userId)).toEqual([1, 2]);
    // The same version again: someone saved since it was loaded.
    expect((await admin.put('/project/consultingItem', edit)).code).toBe(500);
    expect(
      await admin.put('/project/consultingItem', {
        ...edit,
        itemName: 'その他',
        version: edited.version,
      }),
    ).toMatchObject({ code: 500, msg: expect.stringContaining('その他') });
  });

  it('refuses recipients who are disabled, deleted or without an address, naming them', async () => {
    await s.t.app.db.query(
      `INSERT INTO sys_user (dept_id, user_name, nick_name, email, status, create_by)
       VALUES (105, 'off', 'off', 'off@example.com', '1', 'admin')`,
    );
    const off = await s.t.app.db.one<{ id: number }>(
      "SELECT user_id AS id FROM sys_user WHERE user_name = 'off'",
    );
    const guest = await s.t.app.db.one<{ id: number }>(
      "SELECT user_id AS id FROM sys_user WHERE user_name = 'guest'",
    );
    const body = await admin.post('/project/consultingItem', {
      itemName: '取材のご依頼',
      deptId: TOP,
      recipientIds: [1, guest!.id, off!.id, 99999],
    });
    expect(body).toEqual({
      code: 500,
      msg: `Only enabled users with an e-mail address can receive enquiries: guest, off, 99999`,
    });
    expect(await byName('取材のご依頼')).toBeUndefined();
    const options = (
      await admin.get('/project/consultingItem/recipientOptions')
    ).data.map((u: Json) => u.userName);
    expect(options).toEqual(['admin', 'ry']);
  });

  it('refuses to delete an item enquiries are about, offering to disable it; deletes an unused one', async () => {
    const used = await byName('資料請求');
    await s.t.app.db.query(
      `INSERT INTO project_contact (contact_name, email, consulting_item, item_id, dept_id)
       VALUES ('山田', 'a@example.com', '資料請求', $1, 100)`,
      [used.itemId],
    );
    expect(await admin.del(`/project/consultingItem/${used.itemId}`)).toEqual({
      code: 500,
      msg: "Consulting item '資料請求' cannot be deleted: 1 enquiries are about it. Disable it instead, so the form no longer offers it.",
    });
    expect(await byName('資料請求')).toBeDefined();

    await admin.post('/project/consultingItem', {
      itemName: '一時的な項目',
      deptId: TOP,
      recipientIds: [1],
    });
    const spare = await byName('一時的な項目');
    expect(await admin.del(`/project/consultingItem/${spare.itemId}`)).toEqual(
      ok,
    );
    expect(await byName('一時的な項目')).toBeUndefined();
    const left = await s.t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_consulting_recipient WHERE item_id = $1',
      [spare.itemId],
    );
    expect(left!.n).toBe(0);
  });

  it('needs the permissions: the common role reads, a user without any is refused', async () => {
    expect((await s.ry.get('/project/consultingItem/list')).code).toBe(200);
    expect(
      (
        await s.ry.post('/project/consultingItem', {
          itemName: 'x',
          deptId: TOP,
        })
      ).code,
    ).toBe(403);
    expect((await s.ry.del('/project/consultingItem/1')).code).toBe(403);
    expect((await s.guest.get('/project/consultingItem/list')).code).toBe(403);
    expect((await s.guest.get('/project/consultingItem/1')).code).toBe(403);
    expect(
      (await s.ry.get('/project/consultingItem/recipientOptions')).code,
    ).toBe(403);
  });

  it('gives an item only a department the editor’s data scope reaches', async () => {
    const tree = (await tester.get('/project/consultingItem/deptTree')).data;
    expect(tree.map((d: Json) => d.id)).toEqual([TESTING]);
    const outside = {
      code: 500,
      msg: 'No permission to access department data!',
    };
    expect(
      await tester.post('/project/consultingItem', {
        itemName: '品質について',
        deptId: TOP,
      }),
    ).toEqual(outside);
    expect(
      await tester.post('/project/consultingItem', {
        itemName: '品質について',
        deptId: TESTING,
      }),
    ).toEqual(ok);
    // An item of another department is neither edited nor deleted.
    const top = await byName('その他');
    expect(
      await tester.put('/project/consultingItem', {
        itemId: top.itemId,
        itemName: top.itemName,
        deptId: TESTING,
        orderNum: top.orderNum,
        status: top.status,
        version: top.version,
      }),
    ).toEqual(outside);
    expect(await tester.del(`/project/consultingItem/${top.itemId}`)).toEqual(
      outside,
    );
  });
});
