#!/usr/bin/env node
// Builds the SPA into STATIC_DIR (default dist/) when it is missing or older
// than its sources. A separate STATIC_DIR lets parallel end-to-end runs each
// serve their own build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = resolve(root, process.env.STATIC_DIR || 'dist');
// Written last (the public site's server render).
const built = join(outDir, '.ssr', 'entry-server.js');

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path))
    max = Math.max(max, newest(join(path, entry)));
  return max;
}

const sources = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.site.config.ts',
  'scripts/first-screen',
  'scripts/precompress',
  'package-lock.json',
];
const sourceTime = Math.max(...sources.map((s) => newest(join(root, s))));
if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) process.exit(0);

console.log(
  `Building the admin app into ${outDir} (once; about half a minute) ...`,
);
const vite = join(root, 'node_modules', '.bin', 'vite');
const run = (args) =>
  spawnSync(vite, [...args, '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: outDir },
  }).status ?? 1;
// The back office, then the public site beside it (vite.site.config.ts).
const status =
  run(['build', '--outDir', outDir, '--emptyOutDir']) ||
  run(['build', '-c', 'vite.site.config.ts', '--app']);
process.exit(status);
