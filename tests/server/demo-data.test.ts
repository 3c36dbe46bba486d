import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import {
  translate,
  type Lang,
  type MessageKey,
} from '../../server/src/i18n/index.js';
import { MemoryKv } from '../../server/src/kv/index.js';
import { removeDemoData } from '../../server/src/services/demo-data/index.js';
import { prepareDatabase } from '../../server/src/services/first-start.js';
import {
  silentSteps,
  type StartStep,
} from '../../server/src/services/infra/start-progress.js';
import {
  CONSULTING_ITEMS,
  validateEnquiry,
} from '../../src/shared/enquiry-rules.js';
import { api, type Json } from './helpers/api.js';
import { createTestDatabase, loginToken } from './helpers/app.js';

// A fresh install (an empty database, migrated at its first start) with
// the demo quarter, and one without it (DEMO_DATA=false). The shared test
// dump is made without it, so these build their own.

interface Step {
  name: string;
  ms: number;
  said: string;
}

/** A fresh app on an empty database; its start steps, as server.ts hears them. */
async function freshApp(demoData: boolean) {
  const database = await createTestDatabase({ empty: true });
  const steps: Step[] = [];
  const progress: StartStep = async (name, run, done) => {
    const started = performance.now();
    const result = await run(() => undefined);
    steps.push({
      name,
      ms: performance.now() - started,
      said: done ? done(result) : '',
    });
    return result;
  };
  const app = await buildApp({
    ...database.options,
    kv: new MemoryKv(),
    captchaEnabled: false,
    staticDir: null,
    tokenSecret: 'test-secret-' + randomBytes(16).toString('hex'),
    demoData,
    progress,
  });
  return {
    app,
    steps,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

const count = async (app: FastifyInstance, sql: string) =>
  (await app.db.one<{ n: number }>(sql))!.n;

describe('a fresh install with the demo quarter', () => {
  let fresh: Awaited<ReturnType<typeof freshApp>>;
  let seeded: { enquiries: number; signIns: number; operations: number };

  beforeAll(async () => {
    fresh = await freshApp(true);
    const { app } = fresh;
    seeded = {
      enquiries: await count(
        app,
        'SELECT count(*)::int AS n FROM project_contact',
      ),
      signIns: await count(
        app,
        'SELECT count(*)::int AS n FROM sys_logininfor',
      ),
      operations: await count(
        app,
        'SELECT count(*)::int AS n FROM sys_oper_log',
      ),
    };
  });
  afterAll(() => fresh.close());

  it('seeds enquiries, sign-ins and operations over the 90 days before its first start, in under 5 s', async () => {
    const { app, steps } = fresh;
    const demo = steps.find((s) => s.name === 'demo data')!;
    expect(demo.said).toMatch(
      new RegExp(
        `^${seeded.enquiries} enquiries, ${seeded.signIns} sign-ins and ` +
          `${seeded.operations} operations over the last 90 days`,
      ),
    );
    expect(demo.ms).toBeLessThan(5_000);
    expect(seeded.enquiries).toBeGreaterThan(150);
    expect(seeded.signIns).toBeGreaterThan(100);
    expect(seeded.operations).toBeGreaterThan(200);
    // each one listed as demo data
    expect(
      await count(app, 'SELECT count(*)::int AS n FROM sys_demo_row'),
    ).toBe(seeded.enquiries + seeded.signIns + seeded.operations);
    // dated from the first start: the last 90 days up to now, most days of them
    for (const [table, column] of [
      ['project_contact', 'create_time'],
      ['sys_logininfor', 'login_time'],
      ['sys_oper_log', 'oper_time'],
    ]) {
      const span = await app.db.one<{
        oldest: number;
        newest: number;
        future: number;
        days: number;
      }>(
        `SELECT (current_date - min(${column})::date) AS oldest,
                (current_date - max(${column})::date) AS newest,
                count(*) FILTER (WHERE ${column} > localtimestamp)::int AS future,
                count(DISTINCT ${column}::date)::int AS days
           FROM ${table}`,
      );
      expect(span!.oldest, table).toBeGreaterThanOrEqual(80);
      expect(span!.oldest, table).toBeLessThanOrEqual(89);
      expect(span!.newest, table).toBeLessThanOrEqual(3);
      expect(span!.future, table).toBe(0);
      expect(span!.days, table).toBeGreaterThanOrEqual(50);
    }
  });

  it('seeds enquiries as the Japanese contact form takes them, older ones handled', async () => {
    const rows = await fresh.app.db.query<Json>(
      `SELECT company_name AS "companyName", contact_name AS "contactName",
              name_reading AS "nameReading", phone, email,
              postal_code AS "postalCode", address,
              consulting_item AS "consultingItem",
              consulting_content AS "consultingContent", handled,
              (current_date - create_time::date) AS age
         FROM project_contact`,
    );
    for (const row of rows) {
      expect(validateEnquiry(row), JSON.stringify(row)).toEqual({});
      expect(row.consultingContent).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
    const items = new Set(rows.map((r) => r.consultingItem));
    expect(items.size).toBeGreaterThanOrEqual(CONSULTING_ITEMS.length - 1);
    const old = rows.filter((r) => r.age >= 7);
    const handledShare =
      old.filter((r) => r.handled === '1').length / old.length;
    expect(handledShare).toBeGreaterThan(0.85);
    expect(rows.some((r) => r.handled === '0')).toBe(true);
  });

  it('seeds enquiries worked as staff work them: handled ones answered, each under its item and department', async () => {
    const wrong = await fresh.app.db.query<Json>(
      `SELECT c.contact_id, c.status, c.handled, c.answered_time, c.item_id
         FROM project_contact c
         LEFT JOIN project_consulting_item i ON i.item_id = c.item_id
        WHERE c.status <> CASE c.handled WHEN '1' THEN 'answered' ELSE 'new' END
           OR (c.handled = '1') <> (c.answered_time IS NOT NULL)
           OR i.item_name IS DISTINCT FROM c.consulting_item
           OR c.dept_id IS DISTINCT FROM i.dept_id`,
    );
    expect(wrong).toEqual([]);
  });

  it('fills every chart of the dashboard', async () => {
    const admin = api(fresh.app, await loginToken(fresh.app, 'admin'));
    const { data } = await admin.get('/dashboard/panels');
    expect(data.enquiries.total).toBe(seeded.enquiries);
    expect(data.enquiries.handled).toBeGreaterThan(0);
    expect(
      data.enquiries.days.filter((d: Json) => d.total > 0).length,
    ).toBeGreaterThanOrEqual(15);
    expect(data.records.total).toBeGreaterThan(0);
    expect(data.products.total).toBeGreaterThan(0);
    expect(data.signIns.success).toBeGreaterThan(5);
    expect(data.operations.total).toBeGreaterThan(20);
    expect(data.operations.modules.length).toBeGreaterThanOrEqual(5);
    expect(data.operations.types.length).toBeGreaterThanOrEqual(2);
  });

  it('writes its log rows as the server does: every reader sees them in their language', async () => {
    const token = await loginToken(fresh.app, 'admin');
    const rows = async (url: string, lang: Lang) =>
      (await api(fresh.app, token, { 'content-language': lang }).get(url))
        .rows as Json[];
    const textsIn = (lang: Lang, keys: MessageKey[]) =>
      keys.map((k) => translate(lang, k));
    const MESSAGES: MessageKey[] = [
      'login.success',
      'logout.success',
      'user.notMatch',
    ];
    const PLACES: MessageKey[] = ['location.intranet', 'location.unknown'];
    for (const lang of ['ja', 'en', 'zh-CN'] as const) {
      const signIns = (
        await rows('/monitor/logininfor/list?pageSize=50', lang)
      ).filter((r) => r.userName === 'ry');
      expect(signIns.length).toBeGreaterThan(0);
      for (const r of signIns) {
        expect(textsIn(lang, MESSAGES), lang).toContain(r.msg);
        expect(textsIn(lang, PLACES), lang).toContain(r.loginLocation);
      }
      const ops = await rows('/monitor/operlog/list?pageSize=20', lang);
      for (const r of ops) {
        expect(textsIn(lang, PLACES), lang).toContain(r.operLocation);
      }
    }
  });

  it('seeds only at the first start: a later start leaves the data as it is', async () => {
    const again = await prepareDatabase(fresh.app.db, {
      demoData: true,
      step: silentSteps,
    });
    expect(again).toEqual({ applied: [], demo: null });
    expect(
      await count(fresh.app, 'SELECT count(*)::int AS n FROM project_contact'),
    ).toBe(seeded.enquiries);
  });

  it('removes exactly the demo rows in one step, none the company made', async () => {
    const { app } = fresh;
    await app.db.exec(
      `INSERT INTO project_contact (contact_name, consulting_item)
       VALUES ('本物 の顧客', '資料請求')`,
    );
    const admin = api(app, await loginToken(app, 'admin'));
    const own = {
      signIns: await count(
        app,
        `SELECT count(*)::int AS n FROM sys_logininfor l WHERE NOT EXISTS (
           SELECT 1 FROM sys_demo_row d
            WHERE d.table_name = 'sys_logininfor' AND d.row_id = l.info_id)`,
      ),
    };
    expect(own.signIns).toBeGreaterThanOrEqual(1);
    const gone = await app.db.transaction(removeDemoData);
    expect(gone).toEqual(seeded);
    const left = await app.db.query<{ contact_name: string }>(
      'SELECT contact_name FROM project_contact',
    );
    expect(left).toEqual([{ contact_name: '本物 の顧客' }]);
    expect(
      await count(app, 'SELECT count(*)::int AS n FROM sys_logininfor'),
    ).toBe(own.signIns);
    expect(
      await count(app, 'SELECT count(*)::int AS n FROM sys_demo_row'),
    ).toBe(0);
    const { data } = await admin.get('/dashboard/panels');
    expect(data.enquiries).toMatchObject({ total: 1, handled: 0, today: 1 });
  });
});

describe('a fresh install without the demo quarter (DEMO_DATA=false)', () => {
  let fresh: Awaited<ReturnType<typeof freshApp>>;
  beforeAll(async () => {
    fresh = await freshApp(false);
  });
  afterAll(() => fresh.close());

  it('starts with no enquiries, sign-ins or operations', async () => {
    const { app, steps } = fresh;
    expect(steps.map((s) => s.name)).toEqual([
      'database',
      'migrations',
      'demo data',
      'site render',
    ]);
    expect(steps[2]!.said).toBe('left out (DEMO_DATA=false)');
    for (const table of [
      'project_contact',
      'sys_logininfor',
      'sys_oper_log',
      'sys_demo_row',
    ]) {
      expect(
        await count(app, `SELECT count(*)::int AS n FROM ${table}`),
        table,
      ).toBe(0);
    }
  });
});
