/**
 * Disk full on upload (issue 12): the upload root on a 256 KiB tmpfs. Needs
 * the right to mount (root in a container that allows it); skipped otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';
import { multipart } from './helpers/multipart.js';

const base = join(tmpdir(), `wms-diskfull-${process.pid}`);
const mounted = (() => {
  spawnSync('mkdir', ['-p', base]);
  const ok =
    spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', base], {
      stdio: 'ignore',
    }).status === 0;
  if (!ok) spawnSync('rmdir', [base]);
  return ok;
})();

describe.skipIf(!mounted)('upload onto a full disk', () => {
  let t: TestApp;
  let token: string;
  let root: string;

  beforeAll(async () => {
    root = join(base, 'profile');
    await mkdir(root, { recursive: true });
    t = await createTestApp({ profileDir: root });
    token = await loginToken(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    spawnSync('umount', [base]);
    await rm(base, { recursive: true, force: true });
  });

  const upload = (name: string, size: number) => {
    const body = multipart([
      { name: 'file', filename: name, content: 'x'.repeat(size) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/common/upload',
      payload: body.payload,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...body.headers,
      },
    });
  };
  const stored = async () =>
    (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);

  it('says so clearly, leaves no partial file, and works again with room', async () => {
    expect((await upload('small.txt', 1024)).json().code).toBe(200);
    const before = await stored();

    const full = (await upload('big.txt', 400 * 1024)).json();
    expect(full).toEqual({
      code: 500,
      msg: 'The server has no room left to store the file; nothing was stored. Please tell the administrator',
    });
    expect(await stored()).toEqual(before);

    // The server is fine: with room, uploads work again.
    expect((await upload('after.txt', 1024)).json().code).toBe(200);
    expect((await stored()).length).toBe(before.length + 1);
  }, 60_000);
});
