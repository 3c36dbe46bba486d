#!/usr/bin/env node
// Starts the real server for end-to-end tests: fresh data folder (plus the
// rows of e2e/seed/*.sql), built SPA, captcha off, generous login and enquiry
// rate limits (many sign-ins and sends from one IP).
import { spawnSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir =
  process.env.E2E_DATA_DIR ?? join(root, 'test-results', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const build = spawnSync(
  process.execPath,
  [join(root, 'scripts', 'ensure-build.mjs')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// Test-only rows (e2e/seed/*.sql) go in before the server takes the folder.
const seed = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'e2e', 'support', 'seed-db.ts')],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'server', 'src', 'server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.E2E_PORT ?? '18080',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA_ENABLED: 'false',
      LOGIN_RATE_LIMIT: '1000',
      // Many journeys send enquiries from one IP (the limit has server tests).
      CONTACT_RATE_LIMIT: '1000',
    },
  },
);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
