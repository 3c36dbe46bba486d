/**
 * The data monitor (/monitor/data) lists statement shapes, never the values
 * a statement carried: not the password hashes the migrations seed, not the
 * strings, numbers, dollar-quoted bodies, escape, bit or hex strings of any
 * query, failed or not.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { MemoryKv } from '../../server/src/kv/index.js';
import { api, type Api, type Json } from '../server/helpers/api.js';
import { createTestDatabase, loginToken } from '../server/helpers/app.js';

/** Statements carrying one marked value of every kind of literal. */
const CARRYING = [
  `SELECT 'lit-plain' AS a, E'lit-\\'escaped', B'1011', X'1F', U&'lit-uni',
     4242424242, 3.14159, ARRAY['lit-arr1', 'lit-arr2'], '{lit-arr3}'::text[],
     $$lit-dollar$$, $tag$lit-tagged$tag$, interval '7 days'`,
  "SELECT config_id FROM sys_config WHERE config_key = 'lit-group-1'",
  "SELECT config_id FROM sys_config WHERE config_key = 'lit-group-2'",
  `CREATE TABLE monitor_literals (a text DEFAULT 'lit-default', n int DEFAULT 31337);
   COMMENT ON TABLE monitor_literals IS 'lit-comment';
   DO $$ BEGIN PERFORM 'lit-do-body'; END $$;`,
];
/** Refused statements: a missing table, an unterminated string. */
const FAILING = [
  "SELECT * FROM no_such_monitor_table WHERE secret = 'lit-failed'",
  "SELECT 'lit-unterminated",
];
/** Values the migrations seed (the admin's bcrypt hash, e-mail, phone). */
const SEEDED = [/\$2[aby]\$\d\d\$/, /ry@163\.com/, /15888888888/];

describe('/monitor/data shows statement shapes without literal values', () => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let admin: Api;
  /** Every row the monitor lists, whatever the order. */
  const allRows = async () => {
    const seen = new Map<string, Json>();
    for (const order of ['mean', 'total', 'count', 'max']) {
      const res = await admin.get(`/monitor/data?orderBy=${order}&limit=100`);
      expect(res.code).toBe(200);
      for (const r of res.data.queries.rows) seen.set(r.sql, r);
    }
    return [...seen.values()];
  };

  beforeAll(async () => {
    // An empty database: the migrations (seeding the hashes) run in this app.
    const database = await createTestDatabase({ empty: true });
    drop = database.drop;
    app = await buildApp({
      captchaEnabled: false,
      staticDir: null,
      tokenSecret: `test-secret-${randomBytes(16).toString('hex')}`,
      ...database.options,
      kv: new MemoryKv(),
    });
    admin = api(app, await loginToken(app, 'admin', 'admin123'));
    for (const sql of CARRYING) await app.db.exec(sql);
    for (const sql of FAILING) {
      await expect(app.db.query(sql)).rejects.toThrow();
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('no seeded hash, e-mail or phone, and no marked literal, anywhere in the reply', async () => {
    for (const order of ['mean', 'total', 'count', 'max']) {
      const res = await app.inject({
        method: 'GET',
        url: `/monitor/data?orderBy=${order}&limit=100`,
        headers: { authorization: `Bearer ${await loginToken(app)}` },
      });
      for (const re of SEEDED) expect(res.body).not.toMatch(re);
      expect(res.body).not.toMatch(/lit-|4242424242|3\.14159|31337|7 days/);
    }
  });

  it('no quoted or dollar-quoted text in any listed statement', async () => {
    const rows = await allRows();
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect(r.sql, r.sql).not.toMatch(/'|\$\$|\$tag\$/);
    }
  });

  it('still lists the shapes: migrations, sign-in, the marked statements, grouped', async () => {
    const rows = await allRows();
    const sqls = rows.map((r) => r.sql as string);
    expect(
      sqls.some((s) =>
        /INSERT INTO sys_user \(user_id.*, password, .*\) VALUES \(\$\d+/.test(
          s,
        ),
      ),
    ).toBe(true);
    expect(sqls.some((s) => /FROM sys_user/.test(s))).toBe(true);
    expect(sqls).toContain(
      'SELECT $1 AS a, $2, $3, $4, $5, $6, $7, ARRAY[$8, $9], $10::text[], $11, $12, interval $13',
    );
    const grouped = rows.find(
      (r) => r.sql === 'SELECT config_id FROM sys_config WHERE config_key = $1',
    );
    expect(grouped).toMatchObject({ count: 2, errors: 0 });
    expect(
      rows.find(
        (r) =>
          r.sql === 'SELECT * FROM no_such_monitor_table WHERE secret = $1',
      ),
    ).toMatchObject({ count: 1, errors: 1 });
    expect(rows.find((r) => r.sql === 'SELECT …')).toMatchObject({ errors: 1 });
  });
});
