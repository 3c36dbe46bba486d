import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import {
  acquireDataDirLock,
  DataDirLockedError,
  migrate,
  openDb,
} from '../../server/src/db/index.js';
import { LOCK_FILE } from '../../server/src/db/lock.js';
import { MIGRATIONS_DIR } from '../../server/src/db/migrate.js';
import { SESSION_PREFIX } from '../../server/src/services/infra/session.js';
import {
  resolveTokenSecret,
  TOKEN_SECRET_FILE,
  verifyToken,
} from '../../server/src/services/infra/token.js';
import {
  createTestApp,
  createTestDatabase,
  loginToken,
  type TestApp,
} from './helpers/app.js';

/** Every migration file, in order (`0001_schema`, …). */
const MIGRATIONS = readdirSync(MIGRATIONS_DIR)
  .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
  .map((f) => f.replace(/\.sql$/, ''))
  .sort();

const EXPECTED_TABLES = [
  'sys_dept',
  'sys_user',
  'sys_post',
  'sys_role',
  'sys_menu',
  'sys_user_role',
  'sys_role_menu',
  'sys_role_dept',
  'sys_user_post',
  'sys_oper_log',
  'sys_dict_type',
  'sys_dict_data',
  'sys_config',
  'sys_logininfor',
  'sys_job',
  'sys_job_log',
  'sys_notice',
  'gen_table',
  'gen_table_column',
  'project_navigation',
  'project_nav_record',
  'project_record',
  'project_record_item',
  'project_product',
  'project_product_item',
  'project_contact',
];

/** A pid that certainly belongs to no running process. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
}

describe('migrations and seed (current database mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates every table and records each migration once', async () => {
    const rows = await t.app.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public'`,
    );
    const names = rows.map((r) => r.name);
    for (const table of EXPECTED_TABLES) expect(names).toContain(table);
    const versions = await t.app.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS);
    expect(MIGRATIONS.slice(0, 3)).toEqual([
      '0001_schema',
      '0002_seed',
      '0003_demo_content',
    ]);
    expect(await migrate(t.app.db)).toEqual([]); // idempotent
  });

  it('seeds the contract rows and resets sequences', async () => {
    const db = t.app.db;
    const count = async (table: string) =>
      (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))!
        .n;
    expect(await count('sys_dept')).toBe(10);
    expect(await count('sys_user')).toBe(2);
    expect(await count('sys_dict_data')).toBeGreaterThanOrEqual(29);
    expect(await count('sys_job')).toBe(5);
    expect(await count('sys_notice')).toBe(2);
    expect(await count('project_navigation')).toBeGreaterThan(5);
    expect(await count('project_record')).toBeGreaterThan(2);
    expect(await count('project_product')).toBeGreaterThan(1);
    const cfg = await db.query<{ k: string; v: string }>(
      'SELECT config_key AS k, config_value AS v FROM sys_config',
    );
    expect(Object.fromEntries(cfg.map((c) => [c.k, c.v]))).toMatchObject({
      'sys.account.captchaEnabled': 'true',
      'sys.account.registerUser': 'false',
      'sys.login.blackIPList': '',
      'sys.login.maxRetryCount': '5',
      'sys.login.lockTime': '10',
    });
    const inserted = await db.one<{ id: number }>(
      `INSERT INTO sys_post (post_code, post_name, post_sort, status)
       VALUES ('t', 't', 9, '0') RETURNING post_id AS id`,
    );
    expect(inserted!.id).toBe(5);
    const menu = await db.one<{ key: string; name: string }>(
      `SELECT i18n_key AS key, menu_name AS name FROM sys_menu WHERE menu_id = 1`,
    );
    expect(menu).toEqual({ key: 'menu.system', name: 'System' });
    const versions = await db.query<{ table: string }>(
      `SELECT table_name AS table FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'version'`,
    );
    expect(versions.map((v) => v.table)).toEqual(
      expect.arrayContaining(['sys_user', 'sys_menu', 'project_record']),
    );
  });
});

describe('PGlite data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wms-datadir-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('migrates once, reopens without re-applying, keeps data', async () => {
    const first = await openDb({ dataDir: dir });
    await first.query(
      `INSERT INTO sys_notice (notice_title, notice_type) VALUES ('kept', '1')`,
    );
    await first.close();
    const second = await openDb({ dataDir: dir, migrate: false });
    expect(await migrate(second)).toEqual([]);
    const row = await second.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_notice WHERE notice_title = 'kept'`,
    );
    expect(row!.n).toBe(1);
    const applied = await second.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM schema_migrations',
    );
    expect(applied!.n).toBe(MIGRATIONS.length);
    await second.close();
  }, 60_000);

  it('refuses a second opener with a clear message and releases on close', async () => {
    const app = await buildApp({
      dataDir: dir,
      staticDir: null,
      captchaEnabled: false,
    });
    try {
      const lockPid = (await readFile(join(dir, LOCK_FILE), 'utf8')).trim();
      expect(lockPid).toBe(String(process.pid));
      await expect(openDb({ dataDir: dir })).rejects.toThrow(
        /Another server process \(pid \d+\) is using DATA_DIR .*stop it first/,
      );
      await expect(
        buildApp({ dataDir: dir, staticDir: null, captchaEnabled: false }),
      ).rejects.toBeInstanceOf(DataDirLockedError);

      // token secret generated once per install, kept in its database (so
      // every instance on that database shares it), and used for tokens
      const secret = (await app.db.one<{ value: string }>(
        "SELECT value FROM sys_secret WHERE name = 'token'",
      ))!.value;
      expect(secret.length).toBeGreaterThanOrEqual(32);
      const token = await loginToken(app);
      const key = verifyToken(secret, token);
      expect(key).toBeTruthy();
      expect(await app.kv.get(SESSION_PREFIX + key)).not.toBeNull();
      expect(await resolveTokenSecret(undefined, app.db, dir)).toBe(secret);
      expect(verifyToken('another-secret', token)).toBeUndefined();
    } finally {
      await app.close();
    }
    await expect(stat(join(dir, LOCK_FILE))).rejects.toThrow();
  }, 60_000);

  it('takes over a stale lock left by a dead process', async () => {
    await writeFile(join(dir, LOCK_FILE), `${deadPid()}\n`);
    const db = await openDb({ dataDir: dir, migrate: false });
    expect((await readFile(join(dir, LOCK_FILE), 'utf8')).trim()).toBe(
      String(process.pid),
    );
    await db.close();
  }, 60_000);

  it('lock file helper: live owner refused, garbage lock replaced', async () => {
    const other = await mkdtemp(join(tmpdir(), 'wms-lock-'));
    try {
      const lock = acquireDataDirLock(other);
      expect(() => acquireDataDirLock(other)).toThrow(DataDirLockedError);
      lock.release();
      await writeFile(join(other, LOCK_FILE), 'not a pid');
      acquireDataDirLock(other).release();
      // a live process that is not this one
      await writeFile(join(other, LOCK_FILE), `${process.ppid}\n`);
      expect(() => acquireDataDirLock(other)).toThrow(
        `Another server process (pid ${process.ppid})`,
      );
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe('token secret', () => {
  it('prefers TOKEN_SECRET, else one per database, never a constant', async () => {
    // Copies of the seeded test database (fast to open).
    const [da, dbb] = await Promise.all([
      createTestDatabase(),
      createTestDatabase(),
    ]);
    const a = await openDb(da.options);
    const b = await openDb(dbb.options);
    try {
      expect(await resolveTokenSecret('explicit', a, undefined)).toBe(
        'explicit',
      );
      const first = await resolveTokenSecret(undefined, a, undefined);
      expect(first.length).toBeGreaterThanOrEqual(32);
      // Generated once: the same install answers the same secret again.
      expect(await resolveTokenSecret(undefined, a, undefined)).toBe(first);
      expect(await resolveTokenSecret(undefined, b, undefined)).not.toBe(first);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([da.drop(), dbb.drop()]);
    }
  }, 120_000);

  it('moves the secret an earlier version kept in DATA_DIR into the database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wms-secret-'));
    const database = await createTestDatabase();
    const db = await openDb(database.options);
    try {
      const legacy = 'L'.repeat(64);
      await writeFile(join(dir, TOKEN_SECRET_FILE), legacy + '\n');
      // Sessions signed before the upgrade stay valid.
      expect(await resolveTokenSecret(undefined, db, dir)).toBe(legacy);
      const row = await db.one<{ value: string }>(
        "SELECT value FROM sys_secret WHERE name = 'token'",
      );
      expect(row?.value).toBe(legacy);
    } finally {
      await db.close();
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
