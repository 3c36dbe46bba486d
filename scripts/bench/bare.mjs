// The yardstick: a bare Fastify route ({code: 200} as JSON) in a process of
// its own, loaded like the API. The API's figures are printed as a share of
// its req/s, so that runs on different machines compare.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { load } from './http.mjs';
import { waitFor } from './server.mjs';

const SCRIPT = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ code: 200, msg: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** req/s and latency of the bare route (10 clients, 5 s after a 1 s warm-up). */
export async function measureBare(root, port) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitFor(url, 30_000);
    await load({ url, seconds: 1 });
    return await load({ url });
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

/** `1234 req/s (5.6% of a bare Fastify route)`. */
export function share(rps, bare) {
  return `${rps.toFixed(0)} req/s (${((rps / bare.rps) * 100).toFixed(1)}% of a bare Fastify route)`;
}
