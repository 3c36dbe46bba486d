#!/usr/bin/env node
// Builds the SPA into dist/ when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist', 'index.html');

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
  'package-lock.json',
];
const sourceTime = Math.max(...sources.map((s) => newest(join(root, s))));
if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) process.exit(0);

console.log('Building the SPA (dist/) ...');
const res = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(res.status ?? 1);
