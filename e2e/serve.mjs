#!/usr/bin/env node
// Starts the real server for end-to-end tests: fresh data folder, built SPA,
// captcha off, generous login rate limit (many sign-ins from one IP).
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
    },
  },
);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
