import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, readSheet, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import {
  column,
  navRecord,
  product,
  productItem,
  record,
  recordItem,
} from './helpers/content-bodies.js';
import { addRoleUser, CONTENT_PERMS } from './helpers/content-roles.js';

const EN = { 'content-language': 'en' };
const ok = { code: 200, msg: 'Operation succeeded' };
const outOfScope = {
  code: 500,
  msg: 'No permission to access this column’s content!',
};

/** Seeded columns belong to the top department (100); 5 is "News". */
const TOP_COLUMN = 5;
const TESTING = 105;

/**
 * "tester" (department 105) may do everything on the six content screens
 * with data scope "own department"; "viewer" (also 105) the same with "all".
 */
describe('data scope of website content by the column’s department', () => {
  let t: TestApp;
  let admin: Api;
  let tester: Api;
  let viewer: Api;
  let own: number;

  const navIdOf = async (name: string) =>
    (
      await admin.get(
        `/project/navigation/list?navName=${encodeURIComponent(name)}`,
      )
    ).data[0].navId as number;
  /** The seeded row with the lowest id. */
  const firstId = async (path: string, idKey: string) =>
    (
      await admin.get(
        `${path}/list?pageSize=1&orderByColumn=${idKey}&isAsc=asc`,
      )
    ).rows[0][idKey] as number;
  const added = async (client: Api, path: string, body: unknown) => {
    expect(await client.post(path, body)).toEqual(ok);
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const [name, dataScope] of [
      ['tester', '3'],
      ['viewer', '1'],
    ]) {
      await addRoleUser(t.app, {
        name,
        deptId: TESTING,
        dataScope,
        perms: CONTENT_PERMS,
      });
    }
    const token = (u: string) =>
      loginToken(t.app, u, 'admin123', { headers: EN });
    admin = api(t.app, await token('admin'), EN);
    tester = api(t.app, await token('tester'), EN);
    viewer = api(t.app, await token('viewer'), EN);
    await added(admin, '/project/navigation', column({ deptId: TESTING }));
    own = await navIdOf('Testing team');
  });
  afterAll(() => t.close());

  it('the navigation tree and its export show only the columns the department owns; rows name the department', async () => {
    const all = (await admin.get('/project/navigation/list')).data;
    expect(all.find((r: Json) => r.navId === own)).toMatchObject({
      deptId: TESTING,
      deptName: 'QA Department',
    });
    expect(all.find((r: Json) => r.navId === TOP_COLUMN)).toMatchObject({
      deptId: 100,
      deptName: 'RuoYi Technology',
    });
    const mine = (await tester.get('/project/navigation/list')).data;
    expect(mine.map((r: Json) => r.navId)).toEqual([own]);
    expect((await viewer.get('/project/navigation/list')).data).toHaveLength(
      all.length,
    );

    const sheet = await readSheet(
      (await tester.form('/project/navigation/export')).rawPayload,
    );
    expect(sheet.slice(1).map((r) => r[2])).toEqual(['Testing team']);

    expect(await tester.get(`/project/navigation/${TOP_COLUMN}`)).toEqual(
      outOfScope,
    );
    expect((await tester.get(`/project/navigation/${own}`)).data).toMatchObject(
      { navId: own, deptId: TESTING, deptName: 'QA Department' },
    );
  });

  it('a department adds columns only under its own or in departments in its scope; a child takes its parent’s department', async () => {
    // the departments a top-level column may be given
    const tree = (await tester.get('/project/navigation/deptTree')).data;
    expect(tree).toEqual([
      expect.objectContaining({ id: TESTING, label: 'QA Department' }),
    ]);
    const full = (await viewer.get('/project/navigation/deptTree')).data;
    expect(full).toEqual([
      expect.objectContaining({ id: 100, label: 'RuoYi Technology' }),
    ]);

    expect(
      await tester.post(
        '/project/navigation',
        column({ parentId: TOP_COLUMN, navName: 'Sneaky' }),
      ),
    ).toEqual(outOfScope);
    expect(
      await tester.post(
        '/project/navigation',
        column({ navName: 'Research', deptId: 103 }),
      ),
    ).toEqual({ code: 500, msg: 'No permission to access department data!' });
    expect(
      await tester.post(
        '/project/navigation',
        column({ navName: 'Nowhere', deptId: 999 }),
      ),
    ).toEqual({
      code: 500,
      msg: 'The department does not exist or has been deleted',
    });
    const names = (await admin.get('/project/navigation/list')).data.map(
      (r: Json) => r.navName,
    );
    expect(names).not.toContain('Sneaky');
    expect(names).not.toContain('Research');

    // a child column under another department's column is still its parent's
    await added(
      admin,
      '/project/navigation',
      column({ parentId: own, navName: 'Test reports', deptId: 103 }),
    );
    await added(tester, '/project/navigation', column({ navName: 'QA' }));
    const rows = (await tester.get('/project/navigation/list')).data;
    expect(rows.map((r: Json) => [r.navName, r.deptId]).sort()).toEqual([
      ['QA', TESTING],
      ['Test reports', TESTING],
      ['Testing team', TESTING],
    ]);
  });

  it('editing, moving and deleting a column outside the scope are refused, and so is moving one under it', async () => {
    const top = (await admin.get(`/project/navigation/${TOP_COLUMN}`)).data;
    const before = await t.app.db.query('SELECT * FROM project_navigation');
    expect(
      await tester.put('/project/navigation', { ...top, navName: 'Mine' }),
    ).toEqual(outOfScope);
    expect(
      await tester.put('/project/navigation/move', {
        navId: TOP_COLUMN,
        direction: 'down',
      }),
    ).toEqual(outOfScope);
    expect(await tester.del(`/project/navigation/${TOP_COLUMN}`)).toEqual(
      outOfScope,
    );
    const mine = (await tester.get(`/project/navigation/${own}`)).data;
    expect(
      await tester.put('/project/navigation', {
        ...mine,
        parentId: TOP_COLUMN,
      }),
    ).toEqual(outOfScope);
    expect(await t.app.db.query('SELECT * FROM project_navigation')).toEqual(
      before,
    );
    expect(
      await t.app.db.query(
        `SELECT 1 FROM content_draft WHERE item_id = $1
        AND kind = 'navigation'`,
        [TOP_COLUMN],
      ),
    ).toEqual([]);
  });

  it('a top-level column’s new department moves its whole subtree once published', async () => {
    await added(admin, '/project/navigation', column({ navName: 'Lab' }));
    const lab = await navIdOf('Lab');
    await added(
      admin,
      '/project/navigation',
      column({ parentId: lab, navName: 'Lab notes' }),
    );
    const notes = await navIdOf('Lab notes');
    const depts = async () =>
      (
        await t.app.db.query<{ d: number }>(
          `SELECT dept_id AS d FROM project_navigation
            WHERE nav_id = ANY($1::int[]) ORDER BY nav_id`,
          [[lab, notes]],
        )
      ).map((r) => r.d);
    // admin's own department (103) when none is chosen
    expect(await depts()).toEqual([103, 103]);

    const labRow = (await admin.get(`/project/navigation/${lab}`)).data;
    expect(
      await admin.put('/project/navigation', { ...labRow, deptId: TESTING }),
    ).toEqual(ok);
    // the draft names its department; the column is still the old one's
    expect((await admin.get(`/project/navigation/${lab}`)).data).toMatchObject({
      deptId: TESTING,
      deptName: 'QA Department',
    });
    expect(await depts()).toEqual([103, 103]);

    expect(
      await admin.post('/project/content/publish', {
        kind: 'navigation',
        id: lab,
      }),
    ).toEqual(ok);
    expect(await depts()).toEqual([TESTING, TESTING]);
    const mine = (await tester.get('/project/navigation/list')).data;
    expect(mine.map((r: Json) => r.navId)).toEqual(
      expect.arrayContaining([lab, notes]),
    );
  });

  it('records, their items and exports follow their column; reading, adding, editing and deleting outside it are refused', async () => {
    const adminTotal = (await admin.get('/project/record/list')).total;
    expect((await tester.get('/project/record/list')).total).toBe(0);
    expect((await viewer.get('/project/record/list')).total).toBe(adminTotal);

    expect(await tester.post('/project/record', record(TOP_COLUMN))).toEqual(
      outOfScope,
    );
    await added(tester, '/project/record', record(own));
    const list = await tester.get('/project/record/list');
    expect(list.rows.map((r: Json) => r.title)).toEqual(['Test plan']);
    const mine = list.rows[0].recordId as number;
    const sheet = await readSheet(
      (await tester.form('/project/record/export')).rawPayload,
    );
    expect(sheet.slice(1).map((r) => r[2])).toEqual(['Test plan']);

    const seeded = await firstId('/project/record', 'recordId');
    const seededRow = (await admin.get(`/project/record/${seeded}`)).data;
    expect(await tester.get(`/project/record/${seeded}`)).toEqual(outOfScope);
    expect(
      await tester.put('/project/record', { ...seededRow, navId: own }),
    ).toEqual(outOfScope);
    expect(await tester.del(`/project/record/${seeded}`)).toEqual(outOfScope);
    const mineRow = (await tester.get(`/project/record/${mine}`)).data;
    expect(
      await tester.put('/project/record', { ...mineRow, navId: TOP_COLUMN }),
    ).toEqual(outOfScope);
    expect(
      await tester.put('/project/record', { ...mineRow, title: 'Test plan 2' }),
    ).toEqual(ok);

    // items of a record follow the record's column
    expect(
      await tester.post('/project/recordItem', recordItem(seeded)),
    ).toEqual(outOfScope);
    await added(tester, '/project/recordItem', recordItem(mine));
    const items = await tester.get('/project/recordItem/list');
    expect(items.rows.map((r: Json) => r.recordId)).toEqual([mine]);
    const seededItem = await firstId('/project/recordItem', 'itemId');
    expect(await tester.get(`/project/recordItem/${seededItem}`)).toEqual(
      outOfScope,
    );
    expect(await tester.del(`/project/recordItem/${seededItem}`)).toEqual(
      outOfScope,
    );
    expect(
      await t.app.db.query(
        `SELECT 1 FROM content_draft
        WHERE (kind = 'record' AND item_id = $1)
           OR (kind = 'recordItem' AND item_id = $2)`,
        [seeded, seededItem],
      ),
    ).toEqual([]);
  });

  it('products, product items and nav copy follow their column too', async () => {
    expect((await tester.get('/project/product/list')).total).toBe(0);
    expect(await tester.post('/project/product', product(11))).toEqual(
      outOfScope,
    );
    await added(tester, '/project/product', product(own));
    const products = (await tester.get('/project/product/list')).rows;
    expect(products.map((r: Json) => r.productName)).toEqual(['Test rig']);
    const seededProduct = await firstId('/project/product', 'productId');
    expect(await tester.get(`/project/product/${seededProduct}`)).toEqual(
      outOfScope,
    );

    expect(
      await tester.post('/project/productItem', productItem(seededProduct)),
    ).toEqual(outOfScope);
    await added(
      tester,
      '/project/productItem',
      productItem(products[0].productId),
    );
    expect(
      (await tester.get('/project/productItem/list')).rows.map(
        (r: Json) => r.itemName,
      ),
    ).toEqual(['Weight']);
    const seededItem = await firstId('/project/productItem', 'itemId');
    const seededItemRow = (
      await admin.get(`/project/productItem/${seededItem}`)
    ).data;
    expect(await tester.put('/project/productItem', seededItemRow)).toEqual(
      outOfScope,
    );

    expect((await tester.get('/project/navRecord/list')).total).toBe(0);
    expect(
      await tester.post('/project/navRecord', navRecord(TOP_COLUMN)),
    ).toEqual(outOfScope);
    await added(tester, '/project/navRecord', navRecord(own));
    expect(
      (await tester.get('/project/navRecord/list')).rows.map(
        (r: Json) => r.title,
      ),
    ).toEqual(['About testing']);
    const seededCopy = await firstId('/project/navRecord', 'navRecordId');
    expect(await tester.del(`/project/navRecord/${seededCopy}`)).toEqual(
      outOfScope,
    );
    expect((await viewer.get('/project/navRecord/list')).total).toBe(
      (await admin.get('/project/navRecord/list')).total,
    );
  });
});
