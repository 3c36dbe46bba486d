/**
 * Path traversal on every route that reads, serves or deletes a file by a
 * client-given name: `..`, encoded `..`, absolute paths, backslashes, NUL and
 * a symlink out of the upload root. A secret beside the root is never read
 * and never deleted; uploads never choose their folder.
 */
import {
  mkdir,
  mkdtemp,
  readdir,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import { multipart, PNG_1X1 } from '../server/helpers/multipart.js';

const SECRET = 'TOP-SECRET-CONTENT';

/** Ways of naming ../secret.txt (or another file outside the root). */
const ESCAPES = [
  '../secret.txt',
  '../../secret.txt',
  'upload/../../secret.txt',
  '%2e%2e/secret.txt',
  '%2e%2e%2fsecret.txt',
  '..%2fsecret.txt',
  '..%5csecret.txt',
  '..\\secret.txt',
  'upload\\..\\..\\secret.txt',
  '/etc/passwd',
  '/etc/passwd.txt',
  'C:/windows/win.ini',
  'upload/links/out/secret.txt',
  '../secret.txt\u0000.txt',
  './../secret.txt',
];

describe('path traversal on file routes', () => {
  let t: TestApp;
  let base: string;
  let root: string;
  let token: string;

  const get = (url: string, auth = true) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'sec-files-'));
    root = join(base, 'profile');
    await mkdir(join(root, 'upload', 'links'), { recursive: true });
    await mkdir(join(root, 'download'), { recursive: true });
    await writeFile(join(base, 'secret.txt'), SECRET);
    await symlink(base, join(root, 'upload', 'links', 'out'));
    await symlink(base, join(root, 'download', 'out'));
    t = await createTestApp({ profileDir: root });
    token = await loginToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(base, { recursive: true, force: true });
  });

  const expectNoSecret = (label: string, body: string) => {
    expect(body, label).not.toContain(SECRET);
    expect(body, label).not.toContain('root:');
  };

  it('GET /common/download (with delete=true) refuses every escape and deletes nothing', async () => {
    for (const name of [...ESCAPES, 'out/secret.txt']) {
      const res = await get(
        `/common/download?fileName=${encodeURIComponent(name)}&delete=true`,
      );
      expect(res.statusCode, name).toBe(200);
      expect(res.json().code, name).toBe(500);
      expectNoSecret(name, res.body);
    }
    expect(existsSync(join(base, 'secret.txt'))).toBe(true);
  });

  it('GET /common/download/resource refuses every escape, also behind the /profile prefix', async () => {
    for (const name of ESCAPES) {
      for (const resource of [name, `/profile/${name}`]) {
        const res = await get(
          `/common/download/resource?resource=${encodeURIComponent(resource)}`,
        );
        expect(res.json().code, resource).toBe(500);
        expectNoSecret(resource, res.body);
      }
    }
  });

  it('GET /profile/** (public) answers 404 for every escape, raw or encoded', async () => {
    for (const name of ESCAPES) {
      for (const url of [`/profile/${name}`, `/profile/${encodeURI(name)}`]) {
        const res = await get(url, false);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expectNoSecret(url, res.body);
      }
    }
  });

  it('uploads and avatars never let the file name choose the folder', async () => {
    const before = await readdir(base);
    for (const filename of [
      '../../evil.png',
      '..\\..\\evil.png',
      '/etc/evil.png',
      '%2e%2e%2fevil.png',
    ]) {
      for (const [url, field] of [
        ['/common/upload', 'file'],
        ['/system/user/profile/avatar', 'avatarfile'],
      ]) {
        const body = multipart([
          { name: field, filename, content: PNG_1X1, type: 'image/png' },
        ]);
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, ...body.headers },
          payload: body.payload,
        });
        const json = res.json();
        if (json.code === 200) {
          const stored = String(json.fileName ?? json.imgUrl);
          expect(stored, `${url} ${filename}`).toMatch(
            /^\/profile\/(upload|avatar)\/\d{4}\/\d{2}\/\d{2}\/[^/\\]+$/,
          );
          expect(stored).not.toContain('..');
        }
      }
    }
    expect(await readdir(base)).toEqual(before);
    expect(existsSync('/etc/evil.png')).toBe(false);
  });
});
