/**
 * The release runner on a real database: several items go live in one
 * transaction at the release's time and never before it, none of them when
 * one fails, an overdue release runs at start-up and the operation log says
 * it was late, and the timer puts a release live within a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Api, type Json } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import {
  draftOf,
  newProduct,
  newRecord,
  releaseRow,
  renameColumn,
  runnerOf,
  scheduledRelease,
  secondsAhead,
  submit,
} from './helpers/releases.js';

const EN = { 'content-language': 'en' };
const HOUR = 3_600_000;

describe('release runner', () => {
  let t: TestApp;
  let admin: Api;
  const poll = process.env.RELEASE_POLL_MS;

  const publicRecord = async (id: number) =>
    (await t.app.inject({ url: `/website/records/${id}` })).json();
  const publicProduct = async (id: number) =>
    (await t.app.inject({ url: `/website/products/${id}` })).json();
  const columnName = async (navId: number) =>
    (
      await t.app.db.one<{ n: string }>(
        'SELECT nav_name AS n FROM project_navigation WHERE nav_id = $1',
        [navId],
      )
    )?.n;
  const revisions = async (action: string) =>
    (
      await t.app.db.query(
        'SELECT kind, item_id FROM content_revision WHERE action = $1',
        [action],
      )
    ).length;

  beforeAll(async () => {
    // The app's own runner waits for the next release only (no polling), so
    // that the runners of these tests alone decide when a release runs.
    process.env.RELEASE_POLL_MS = String(24 * HOUR);
    t = await createTestApp();
    admin = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', { headers: EN }),
      EN,
    );
  });
  afterAll(async () => {
    if (poll === undefined) delete process.env.RELEASE_POLL_MS;
    else process.env.RELEASE_POLL_MS = poll;
    await t.close();
  });

  it('puts a record, a product and a column change live together at its time, never a second before', async () => {
    const record = await newRecord(t.app, admin, 'Results for the year');
    const product = await newProduct(t.app, admin, 'Shredder SH-90');
    const name = (await columnName(7))!;
    await renameColumn(admin, 7, 'About us (new)');
    await submit(admin, 'record', record);
    const at = secondsAhead(HOUR);
    const id = await scheduledRelease(admin, 'Year results', at, [
      { kind: 'record', itemId: record },
      { kind: 'product', itemId: product },
      { kind: 'navigation', itemId: 7 },
    ]);
    for (const [kind, itemId] of [
      ['record', record],
      ['product', product],
      ['navigation', 7],
    ] as const) {
      expect(await draftOf(t.app, kind, itemId)).toEqual({
        state: 'scheduled',
        releaseId: id,
      });
    }

    let clock = at - 1000;
    const runner = runnerOf(t.app, () => new Date(clock));
    expect(await runner.tick()).toEqual([]);
    expect((await releaseRow(t.app, id))!.status).toBe('scheduled');
    expect((await publicRecord(record)).code).toBe(404);
    expect((await publicProduct(product)).code).toBe(404);
    expect(await columnName(7)).toBe(name);

    clock = at;
    const runs = await runner.tick();
    await runner.stop();
    expect(runs).toMatchObject([
      { releaseId: id, status: 'done', late: false, items: 3 },
    ]);
    expect(await releaseRow(t.app, id)).toMatchObject({
      status: 'done',
      late: '0',
      failReason: null,
      ranAt: new Date(at),
    });
    expect((await publicRecord(record)).data.record.title).toBe(
      'Results for the year',
    );
    expect((await publicProduct(product)).data.product.productName).toBe(
      'Shredder SH-90',
    );
    expect(await columnName(7)).toBe('About us (new)');
    expect(await draftOf(t.app, 'record', record)).toBeUndefined();
    const shown: Json = (await admin.get(`/project/release/${id}`)).data;
    expect(shown).toMatchObject({ status: 'done', late: false });
    expect(shown.items.map((i: Json) => i.publishState)).toEqual([
      'published',
      'published',
      'published',
    ]);
  });

  it('puts none of a release live when one item fails, marks it failed with the reason and sends its drafts back to review', async () => {
    const good = await newRecord(t.app, admin, 'Good news');
    const gone = await newRecord(t.app, admin, 'Withdrawn news');
    const bad = await newProduct(t.app, admin, 'Broken product');
    const at = secondsAhead(HOUR);
    const first = await scheduledRelease(admin, 'Draft deleted', at, [
      { kind: 'record', itemId: good },
      { kind: 'record', itemId: gone },
    ]);
    // Its draft is gone by the time the release runs (deleted in the database).
    await t.app.db.query(
      `DELETE FROM content_draft WHERE kind = 'record' AND item_id = $1`,
      [gone],
    );
    const publishedBefore = await revisions('publish');

    const runner = runnerOf(t.app, () => new Date(at));
    const runs = await runner.tick();
    expect(runs).toMatchObject([{ releaseId: first, status: 'failed' }]);
    const row = (await releaseRow(t.app, first))!;
    expect(row.status).toBe('failed');
    const shown = (await admin.get(`/project/release/${first}`)).data;
    expect(shown.failReason).toBe(
      `Copy record “Withdrawn news” (#${gone}): its draft is no longer in this release`,
    );
    expect((await publicRecord(good)).code).toBe(404);
    expect(await draftOf(t.app, 'record', good)).toEqual({
      state: 'review',
      releaseId: null,
    });
    expect(await revisions('publish')).toBe(publishedBefore);

    // A draft whose data the database refuses (too long a name) fails the
    // whole release too: the record before it in the release is not live.
    const other = await newRecord(t.app, admin, 'Second try');
    const second = await scheduledRelease(admin, 'Bad data', at + 1000, [
      { kind: 'record', itemId: other },
      { kind: 'product', itemId: bad },
    ]);
    await t.app.db.query(
      `UPDATE content_draft
          SET data = jsonb_set(data, '{productName}', to_jsonb(repeat('x', 300)))
        WHERE kind = 'product' AND item_id = $1`,
      [bad],
    );
    const again = runnerOf(t.app, () => new Date(at + 1000));
    expect(await again.tick()).toMatchObject([
      { releaseId: second, status: 'failed' },
    ]);
    await runner.stop();
    await again.stop();
    expect((await releaseRow(t.app, second))!.status).toBe('failed');
    const reason = (await admin.get(`/project/release/${second}`)).data
      .failReason as string;
    expect(reason).toMatch(/^Product “x{80}” \(#\d+\): value too long/);
    expect((await publicRecord(other)).code).toBe(404);
    expect(await draftOf(t.app, 'record', other)).toEqual({
      state: 'review',
      releaseId: null,
    });
    expect(await revisions('publish')).toBe(publishedBefore);
    const failedLog = (await admin.get('/monitor/operlog/list?status=1'))
      .rows as Json[];
    expect(failedLog[0]).toMatchObject({
      title: 'Release',
      errorMsg: expect.stringContaining(
        'Release “Bad data” failed and nothing of it went live',
      ),
    });
  });

  it('runs a release that fell due while no server ran at start-up, marks it late and says so in the operation log', async () => {
    const record = await newRecord(t.app, admin, 'Overdue notice');
    const id = await scheduledRelease(admin, 'Overdue', secondsAhead(HOUR), [
      { kind: 'record', itemId: record },
    ]);
    // The servers were down when it fell due ten minutes ago.
    await t.app.db.query(
      `UPDATE content_release SET publish_at = date_trunc('second', now())
              - interval '10 minutes' WHERE release_id = $1`,
      [id],
    );
    const restarted = runnerOf(t.app);
    const runs = await restarted.start();
    await restarted.stop();
    expect(runs).toMatchObject([{ releaseId: id, status: 'done', late: true }]);
    expect((await releaseRow(t.app, id))!.late).toBe('1');
    expect((await publicRecord(record)).data.record.title).toBe(
      'Overdue notice',
    );
    expect((await admin.get(`/project/release/${id}`)).data.late).toBe(true);

    const log = (await admin.get('/monitor/operlog/list?title=Release'))
      .rows as Json[];
    const entry = log.find((r) => r.method === 'ReleaseRunner.run()');
    expect(entry).toMatchObject({ status: 0, operName: 'admin' });
    expect(entry.jsonResult).toMatch(
      /^Release “Overdue” went live LATE at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(Asia\/Tokyo\): it was due at/,
    );
    const JA = { 'content-language': 'ja' };
    const ja = api(
      t.app,
      await loginToken(t.app, 'admin', 'admin123', { headers: JA }),
      JA,
    );
    const jaEntry = (
      (await ja.get('/monitor/operlog/list?title=Release')).rows as Json[]
    ).find((r) => r.operId === entry.operId);
    expect(jaEntry).toMatchObject({ title: 'リリース' });
    expect(jaEntry.jsonResult).toMatch(
      /^リリース「Overdue」は遅れて公開されました/,
    );
  });

  it('puts a release live by its timer within a second of its time', async () => {
    const record = await newRecord(t.app, admin, 'Timed notice');
    const at = secondsAhead(2_000);
    const id = await scheduledRelease(admin, 'Timed', at, [
      { kind: 'record', itemId: record },
    ]);
    const end = Date.now() + 20_000;
    let row = await releaseRow(t.app, id);
    while (row!.status === 'scheduled' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
      row = await releaseRow(t.app, id);
    }
    expect(row!.status).toBe('done');
    const lag = row!.ranAt!.getTime() - at;
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(1000);
    expect((await publicRecord(record)).data.record.title).toBe('Timed notice');
  });
});
