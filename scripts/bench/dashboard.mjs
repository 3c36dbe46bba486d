// The dashboard at scale: GET /dashboard/panels for the administrator (every
// panel) over 100,000 enquiries (plus the demo quarter), on PGlite, one
// request at a time after a warm-up. Budget: 200 ms.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { load, signIn } from './http.mjs';
import { startServer } from './server.mjs';

export const DASHBOARD_BUDGET_MS = 200;
const ENQUIRIES = 100_000;

/** Seeds, serves and measures the dashboard; returns its latency figures. */
export async function benchDashboard({ root, port = 18093 }) {
  const dataDir = join(root, 'bench-data', 'dashboard-pglite');
  rmSync(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts', 'bench', 'dashboard-seed.mjs'),
      '--data-dir',
      dataDir,
      '--enquiries',
      String(ENQUIRIES),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (seeded.status !== 0)
    throw new Error('seeding the dashboard bench failed');
  const seedSeconds = (performance.now() - started) / 1000;
  const { base, stop } = await startServer(root, port, { DATA_DIR: dataDir });
  try {
    const headers = await signIn(base);
    const url = `${base}/dashboard/panels?signInDays=30`;
    const first = await (await fetch(url, { headers })).json();
    await load({ url, headers, clients: 1, seconds: 2 });
    const measured = await load({ url, headers, clients: 1, seconds: 10 });
    return {
      ...measured,
      enquiries: first.data.enquiries.total,
      seedSeconds,
    };
  } finally {
    await stop();
  }
}

export function printDashboard(r) {
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(
    `GET /dashboard/panels (every panel, ${r.enquiries} enquiries, one client): ` +
      `p50 ${ms(r.p50)}, p99 ${ms(r.p99)} (budget ≤ ${DASHBOARD_BUDGET_MS} ms: ` +
      `${r.p99 <= DASHBOARD_BUDGET_MS ? 'met' : 'MISSED'}), ${r.requests} requests, ` +
      `${r.errors} errors (seeding took ${r.seedSeconds.toFixed(0)} s)`,
  );
}

// `node scripts/bench/dashboard.mjs` runs just this one.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../..', import.meta.url).pathname;
  printDashboard(await benchDashboard({ root }));
}
