// A bench's own server: the real server on a port of its own, captcha off
// and no sign-in limit, plus what `env` adds (DATA_DIR, DATABASE_URL…);
// without the SPA (STATIC_DIR names no folder) unless `spa` is asked for.
// BENCH_SERVER_ARGS adds Node options to the server's own process, e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof` (NODE_OPTIONS refuses those).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/** Resolves once `url` answers 200; fails after `ms`. */
export async function waitFor(url, ms = 180_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer at ${url}`);
}

/** Starts the server; resolves with its base URL and a way to stop it. */
export async function startServer(root, port, env, { spa = false } = {}) {
  const server = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      join(root, 'server/src/server.ts'),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        CAPTCHA_ENABLED: 'false',
        LOGIN_RATE_LIMIT: '100000',
        ...(spa ? {} : { STATIC_DIR: join(root, 'no-spa') }),
        ...env,
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(`${base}/captchaImage`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
