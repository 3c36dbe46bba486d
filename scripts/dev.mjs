#!/usr/bin/env node
// Development: the Vite dev server with hot reload, which proxies API paths
// to the API server (restarted on change, same embedded database).
// `--mock` (npm run dev:mock): the Vite dev server alone, in mode `mock`:
// the msw worker answers the API in the browser (mocks/), no server.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createServer } from 'vite';
import { readyMessage } from './dev/ready-message.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const port = process.env.PORT ?? '8080';
const mock = process.argv.includes('--mock');
const apiUrl = `http://127.0.0.1:${port}`;

const api = mock
  ? null
  : spawn(
      bin('tsx'),
      ['watch', '--clear-screen=false', 'server/src/server.ts'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port } },
    );

process.env.API_PORT = port; // vite.config.ts proxies to it
const vite = await createServer({ root, mode: mock ? 'mock' : 'development' });
await vite.listen();
vite.printUrls();
vite.bindCLIShortcuts({ print: true });

/** Resolves once the API answers (a first start creates the database). */
async function apiReady() {
  for (;;) {
    if (api?.exitCode !== null) return false;
    try {
      await fetch(`${apiUrl}/captchaImage`);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const appUrl = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
if (mock) console.log(readyMessage({ appUrl }));
else if (await apiReady()) console.log(readyMessage({ appUrl, apiUrl }));

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  api?.kill(signal);
  await vite.close();
  process.exit();
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
api?.on('exit', (code) => {
  process.exitCode = code ?? 0;
  void stop('SIGTERM');
});
