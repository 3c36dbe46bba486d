import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const PORT = 18000 + Math.floor(Math.random() * 900);

/** Resolves once `child` prints `text` on stdout. */
function printed(child: ChildProcess, text: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('no ready line: ' + out)),
      150_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** Whether something accepts connections on `port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** The server process: started, its stdout reader gone, then SIGTERM. */
describe('shutdown', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('ends the process within a few seconds of SIGTERM even when nobody reads its output any more and a client never finishes its request', async () => {
    dir = await mkdtemp(join(tmpdir(), 'wms-shutdown-'));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'server/src/server.ts')],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATA_DIR: join(dir, 'data'),
          PORT: String(PORT),
          STATIC_DIR: join(dir, 'no-spa'),
          DATABASE_URL: '',
          REDIS_URL: '',
        },
      },
    );
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    // wait for the one line it prints when it listens
    await printed(child, 'Website management system');
    // The reader goes away; the server keeps logging requests into a closed pipe.
    child.stdout!.destroy();
    for (let i = 0; i < 20; i++) {
      await fetch(`http://127.0.0.1:${PORT}/captchaImage`).catch(
        () => undefined,
      );
    }
    // A client in the middle of sending a body that never finishes.
    const slow = connect(PORT, '127.0.0.1');
    slow.on('error', () => undefined);
    slow.write(
      'POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user',
    );
    await new Promise((r) => setTimeout(r, 300));
    const start = Date.now();
    child.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'hung'>((resolve) =>
        setTimeout(() => resolve('hung'), 10_000),
      ),
    ]);
    if (code === 'hung') child.kill('SIGKILL');
    expect(code).not.toBe('hung');
    expect(Date.now() - start).toBeLessThan(6_000);
    slow.destroy();
  }, 200_000);

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'the documented `npm start` stops serving within a few seconds of %s sent to npm',
    async (signal) => {
      dir = dir || (await mkdtemp(join(tmpdir(), 'wms-shutdown-')));
      const port = PORT + (signal === 'SIGTERM' ? 1 : 2);
      // A built SPA in its own folder, so the start does not build one.
      const spa = join(dir, `spa-${signal}`);
      await mkdir(spa, { recursive: true });
      await writeFile(
        join(spa, 'index.html'),
        '<!doctype html><title>x</title>',
      );
      const npm = spawn('npm', ['start', '--silent'], {
        cwd: ROOT,
        detached: true, // its own process group, cleaned up below
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          DATA_DIR: join(dir, `data-${signal}`),
          PORT: String(port),
          STATIC_DIR: spa,
          DATABASE_URL: '',
          REDIS_URL: '',
        },
      });
      try {
        await printed(npm, 'Website management system is running');
        expect(await listening(port)).toBe(true);
        npm.kill(signal);
        await expect
          .poll(() => listening(port), { timeout: 6_000, interval: 100 })
          .toBe(false);
      } finally {
        try {
          process.kill(-npm.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
    200_000,
  );
});
