// Issue 4 list benchmarks: GET /system/user/list (page 1, size 20) over
// 100,000 users and GET /monitor/operlog/list (page 1, newest first) over
// 1,000,000 rows, 10 concurrent clients, on PGlite (a bench-only data dir)
// and, when BENCH_PG_URL or TEST_PG_URL names a PostgreSQL, on a bench-only
// database there. Each run seeds its own data first.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { share } from './bare.mjs';
import { load, signIn } from './http.mjs';
import { startServer } from './server.mjs';

export const LIST_TARGETS = {
  userList: { pglite: 600, postgres: 1500, p99: 50 },
  operlogList: { p99: 50 },
};

export const LIST_PATHS = {
  userList: '/system/user/list?pageNum=1&pageSize=20',
  operlogList:
    '/monitor/operlog/list?pageNum=1&pageSize=10&orderByColumn=operTime&isAsc=descending',
};

function seed(root, target, { users, operlogs }) {
  const res = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts', 'bench', 'seed-lists.ts'),
      ...target,
      '--users',
      String(users),
      '--operlogs',
      String(operlogs),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error('seeding the list bench data failed');
}

/**
 * Measures one list path on a running server: a short warm-up (JIT, first
 * count), then `clients` concurrent clients for `seconds`. Also returns the
 * total the list reported.
 */
export async function benchList({
  base,
  headers,
  path,
  clients = 10,
  seconds = 5,
  pathOf,
}) {
  const url = `${base}${path}`;
  const first = await (await fetch(url, { headers })).json();
  await load({ url, headers, clients, seconds: 1 });
  const result = await load({ url, headers, clients, seconds, pathOf });
  return { ...result, total: first.total };
}

/**
 * The user list's pages 1 to 5,000 in turn, each asked for once: no page is
 * kept yet, so every request runs the page's query (what a first view costs).
 */
const userPageOf = (n) =>
  `/system/user/list?pageNum=${1 + (n % 5000)}&pageSize=20`;

/** Seeds, serves and measures every list path on one database. */
async function benchDatabase(root, { label, port, target, env, dropAfter }) {
  const started = Date.now();
  seed(root, target, { users: 100_000, operlogs: 1_000_000 });
  const seedSeconds = (Date.now() - started) / 1000;
  const server = await startServer(root, port, env);
  try {
    const headers = await signIn(server.base);
    const out = { label, seedSeconds };
    for (const [name, path] of Object.entries(LIST_PATHS)) {
      out[name] = await benchList({ base: server.base, headers, path });
    }
    out.userPages = await benchList({
      base: server.base,
      headers,
      path: LIST_PATHS.userList,
      pathOf: userPageOf,
    });
    return out;
  } finally {
    await server.stop();
    await dropAfter?.();
  }
}

export async function benchLists({ root, port = 18091 }) {
  const results = [];
  const dataDir = join(root, 'bench-data', 'lists-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  results.push(
    await benchDatabase(root, {
      label: 'pglite',
      port,
      target: ['--data-dir', dataDir],
      env: { DATA_DIR: dataDir },
    }),
  );
  const pgUrl = process.env.BENCH_PG_URL || process.env.TEST_PG_URL;
  if (pgUrl) {
    const name = 'bench_lists';
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    results.push(
      await benchDatabase(root, {
        label: 'postgres',
        port,
        target: ['--database-url', url.toString()],
        env: {
          DATABASE_URL: url.toString(),
          DATA_DIR: join(root, 'bench-data', 'lists-pg'),
        },
        async dropAfter() {
          const c = new pg.Client({ connectionString: pgUrl });
          await c.connect();
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await c.end();
        },
      }),
    );
  }
  return results;
}

/**
 * One line per list and database, with the targets; with `bare` (the bare
 * Fastify route's figures), req/s also as a share of it.
 */
export function printLists(results, bare) {
  const ms = (x) => `${x.toFixed(1)} ms`;
  const rate = (rps) => (bare ? share(rps, bare) : `${rps.toFixed(0)} req/s`);
  for (const r of results) {
    const u = r.userList;
    const uTarget = LIST_TARGETS.userList[r.label];
    console.log(
      `[${r.label}] GET /system/user/list (page 1 of ${u.total} users, size 20, 10 clients): ` +
        `${rate(u.rps)} (target ≥ ${uTarget}: ${u.rps >= uTarget ? 'met' : 'MISSED'}), ` +
        `p50 ${ms(u.p50)}, p99 ${ms(u.p99)} (target ≤ ${LIST_TARGETS.userList.p99} ms: ${u.p99 <= LIST_TARGETS.userList.p99 ? 'met' : 'MISSED'}), ${u.errors} errors`,
    );
    const p = r.userPages;
    console.log(
      `[${r.label}] GET /system/user/list, pages 1 to 5,000 in turn (each asked for once, none kept): ` +
        `${rate(p.rps)}, p50 ${ms(p.p50)}, p99 ${ms(p.p99)}, ${p.errors} errors`,
    );
    const o = r.operlogList;
    console.log(
      `[${r.label}] GET /monitor/operlog/list (page 1 of ${o.total} rows, newest first, 10 clients): ` +
        `${rate(o.rps)}, p50 ${ms(o.p50)}, p99 ${ms(o.p99)} ` +
        `(target ≤ ${LIST_TARGETS.operlogList.p99} ms: ${o.p99 <= LIST_TARGETS.operlogList.p99 ? 'met' : 'MISSED'}), ${o.errors} errors ` +
        `(seeding took ${r.seedSeconds.toFixed(0)} s)`,
    );
  }
}

// `node scripts/bench/lists.mjs` runs just these.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../..', import.meta.url).pathname;
  const results = await benchLists({ root });
  printLists(results);
}
