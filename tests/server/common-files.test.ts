import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  isPostgresMode,
  loginToken,
  type TestApp,
} from './helpers/app.js';
import { multipart, PNG_1X1 } from './helpers/multipart.js';

const EN = { 'accept-language': 'en' };

describe('common upload and download (/common/upload, /common/download)', () => {
  let t: TestApp;
  let token: string;
  let base: string;
  let root: string;

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'wms-files-'));
    root = join(base, 'profile');
    // A file next to the upload root that no request may reach.
    await writeFile(join(base, 'secret.txt'), 'top secret');
    t = await createTestApp({ profileDir: root });
    token = await loginToken(t.app, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await rm(base, { recursive: true, force: true });
  });

  const auth = () => ({ authorization: `Bearer ${token}`, ...EN });

  function upload(
    parts: Parameters<typeof multipart>[0],
    url = '/common/upload',
    headers: Record<string, string> = auth(),
  ) {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  /** Files under a folder, but for the responsive sizes the worker makes. */
  async function filesUnder(dir: string): Promise<string[]> {
    const sizes = join(root, 'media');
    try {
      const entries = await readdir(dir, {
        recursive: true,
        withFileTypes: true,
      });
      return entries
        .filter((e) => e.isFile() && !e.parentPath.startsWith(sizes))
        .map((e) => join(e.parentPath, e.name));
    } catch {
      return [];
    }
  }

  const get = (url: string, headers: Record<string, string> = auth()) =>
    t.app.inject({ method: 'GET', url, headers });

  it('needs a signed-in user', async () => {
    const before = await filesUnder(root);
    const res = await upload(
      [{ name: 'file', filename: 'a.txt', content: 'x' }],
      '/common/upload',
      EN,
    );
    expect(res.json().code).toBe(401);
    expect(await filesUnder(root)).toEqual(before);
  });

  it('stores an allowed file under upload/yyyy/MM/dd with a generated name', async () => {
    const res = await upload([
      {
        name: 'file',
        filename: 'Quarterly report.txt',
        content: 'hello files',
      },
    ]);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'code',
        'msg',
        'url',
        'fileName',
        'newFileName',
        'originalFilename',
        'size',
        'ext',
      ].sort(),
    );
    const d = new Date();
    const day = `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
    expect(body.fileName).toMatch(
      new RegExp(
        `^/profile/upload/${day}/Quarterly_report_\\d{14}[0-9A-F]{6}\\.txt$`,
      ),
    );
    expect(body.newFileName).toBe(body.fileName.split('/').pop());
    expect(body.originalFilename).toBe('Quarterly report.txt');
    expect(body.url).toBe(`http://localhost:80${body.fileName}`);
    expect(body.size).toBe(11);
    expect(body.ext).toBe('txt');
    // In the blob store: on disk under the root, or in sys_blob (PostgreSQL).
    const key = `upload/${day}/${body.newFileName}`;
    expect((await t.app.blobs.get(key))?.data.toString('utf8')).toBe(
      'hello files',
    );
    if (t.app.blobs.kind === 'disk') {
      expect(await readFile(join(root, ...key.split('/')), 'utf8')).toBe(
        'hello files',
      );
    }
    // Served for display without a token.
    const shown = await get(body.fileName, {});
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toBe('hello files');
    expect(shown.headers['content-type']).toContain('text/plain');
  });

  it('never lets the original name choose the folder', async () => {
    const res = await upload([
      { name: 'file', filename: '../../..\\evil<name>.txt', content: 'x' },
    ]);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.fileName).toMatch(
      /^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/evil_name_\w+\.txt$/,
    );
    const outside = (await readdir(base)).sort();
    expect(outside).toEqual(['profile', 'secret.txt']);
  });

  it.each([
    ['run.exe', 'exe'],
    ['shell.php', 'php'],
    ['README', '-'],
    ['archive.tar.sh', 'sh'],
  ])('rejects %s (extension not on the list)', async (filename, ext) => {
    const before = await filesUnder(root);
    const res = await upload([{ name: 'file', filename, content: 'x' }]);
    expect(res.json()).toEqual({
      code: 500,
      msg: expect.stringContaining(
        `has the extension [${ext}], which is not allowed`,
      ),
    });
    expect(res.json().msg).toContain(
      'bmp, gif, jpg, jpeg, png, webp, avif, doc',
    );
    expect(await filesUnder(root)).toEqual(before);
  });

  it.each([
    ['shell.png', '#!/bin/sh\nrm -rf /\n', 'png'],
    ['page.jpg', '<html><script>alert(1)</script></html>', 'jpg'],
    ['report.pdf', 'MZ\x90\x00 not a pdf', 'pdf'],
    ['sheet.xlsx', 'plain text, no zip', 'xlsx'],
    ['notes.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 0]), 'txt'],
  ])(
    'refuses %s whose content is not what its extension says, and keeps nothing',
    async (filename, content, ext) => {
      const before = await filesUnder(root);
      const res = await upload([{ name: 'file', filename, content }]);
      expect(res.json()).toEqual({
        code: 500,
        msg: `The content of [${filename}] is not a .${ext} file; it was not stored`,
      });
      expect(await filesUnder(root)).toEqual(before);
    },
  );

  it('accepts files whose content matches: an image, a zip-based document, text', async () => {
    for (const [filename, content] of [
      ['pixel.png', PNG_1X1],
      [
        'book.docx',
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]),
      ],
      ['note.txt', 'こんにちは, plain UTF-8 text\n'],
    ] as const) {
      const res = await upload([{ name: 'file', filename, content }]);
      expect(res.json().code).toBe(200);
    }
  });

  it('rejects a file name longer than 100 characters', async () => {
    const res = await upload([
      { name: 'file', filename: `${'a'.repeat(97)}.txt`, content: 'x' },
    ]);
    expect(res.json()).toEqual({
      code: 500,
      msg: 'The file name may be at most 100 characters long',
    });
  });

  it('rejects a file over 50 MB and keeps nothing of it', async () => {
    const before = await filesUnder(root);
    const res = await upload([
      {
        name: 'file',
        filename: 'big.zip',
        content: Buffer.alloc(50 * 1024 * 1024 + 1, 1),
      },
    ]);
    expect(res.json()).toEqual({
      code: 500,
      msg: 'The file is larger than the allowed 50 MB',
    });
    expect(await filesUnder(root)).toEqual(before);
  });

  it('accepts a file above the 1 MB JSON body limit', async () => {
    const res = await upload([
      {
        name: 'file',
        filename: 'scan.pdf',
        content: Buffer.concat([
          Buffer.from('%PDF-1.7\n'),
          Buffer.alloc(3 * 1024 * 1024 - 9, 7),
        ]),
      },
    ]);
    expect(res.json()).toMatchObject({ code: 200, size: 3 * 1024 * 1024 });
  });

  it('answers "no file" for another field or a non-multipart body', async () => {
    const wrong = await upload([
      { name: 'upload', filename: 'a.txt', content: 'x' },
    ]);
    expect(wrong.json()).toEqual({ code: 500, msg: 'No file was uploaded' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/common/upload',
      headers: auth(),
      payload: { file: 'a.txt' },
    });
    expect(json.json()).toEqual({ code: 500, msg: 'No file was uploaded' });
  });

  it('uploads several files at once, or none when one is refused', async () => {
    const ok = await upload(
      [
        { name: 'files', filename: 'one.txt', content: '1' },
        { name: 'files', filename: 'two.png', content: PNG_1X1 },
      ],
      '/common/uploads',
    );
    const body = ok.json();
    expect(body.code).toBe(200);
    expect(body.originalFilenames).toBe('one.txt,two.png');
    expect(body.fileNames.split(',')).toHaveLength(2);
    expect(body.urls.split(',')[1]).toMatch(
      /^http:\/\/localhost:80\/profile\/upload\/.+two_\w+\.png$/,
    );
    expect(body.newFileNames.split(',')[0]).toMatch(/^one_\w+\.txt$/);

    const before = await filesUnder(root);
    const bad = await upload(
      [
        { name: 'files', filename: 'three.txt', content: '3' },
        { name: 'files', filename: 'four.exe', content: '4' },
      ],
      '/common/uploads',
    );
    expect(bad.json().code).toBe(500);
    expect(await filesUnder(root)).toEqual(before);
  });

  describe('download/resource', () => {
    let stored: string;
    beforeAll(async () => {
      const res = await upload([
        { name: 'file', filename: '季度 report.txt', content: 'resource body' },
      ]);
      stored = res.json().fileName;
    });

    it('streams an uploaded file with the contract headers', async () => {
      const res = await get(
        `/common/download/resource?resource=${encodeURIComponent(stored)}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('resource body');
      const name = stored.split('/').pop()!;
      const pct = encodeURIComponent(name);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename=${pct};filename*=utf-8''${pct}`,
      );
      expect(res.headers['download-filename']).toBe(pct);
      expect(
        decodeURIComponent(res.headers['download-filename'] as string),
      ).toMatch(/^季度_report_/);
      expect(res.headers['access-control-expose-headers']).toBe(
        'Content-Disposition,download-filename',
      );
    });

    it('needs a signed-in user', async () => {
      const res = await get(
        `/common/download/resource?resource=${encodeURIComponent(stored)}`,
        EN,
      );
      expect(res.json().code).toBe(401);
    });

    it.each([
      ['dot-dot out of the root', '/profile/../secret.txt'],
      ['dot-dot inside the path', '/profile/upload/../../secret.txt'],
      ['percent-encoded dot-dot', '/profile/%2e%2e/secret.txt'],
      ['double-encoded dot-dot', '/profile/%252e%252e/secret.txt'],
      ['absolute path', '/etc/hostname.txt'],
      ['absolute path after the prefix', '/profile//etc/hostname.txt'],
      ['backslash separators', '/profile/upload\\..\\..\\secret.txt'],
      ['NUL byte', '/profile/upload/a.txt%00.png'],
      ['no /profile prefix', 'upload/a.txt'],
      ['extension not allowed', '/profile/upload/a.sh'],
      ['dot file', '/profile/.secret.txt'],
    ])('refuses %s', async (_label, resource) => {
      // The value is sent as given: %xx sequences reach the server encoded once more.
      const query = resource.replace(/%(?![0-9a-f]{2})/gi, '%25');
      const res = await get(`/common/download/resource?resource=${query}`);
      const body = res.json();
      expect(body.code).toBe(500);
      expect(body.msg).toMatch(/illegal, download not allowed|does not exist/);
      expect(res.body).not.toContain('top secret');
    });

    // Symlinks are the disk store's (with PostgreSQL the files are rows).
    it.skipIf(isPostgresMode())(
      'refuses a symlink that leads out of the root',
      async () => {
        await mkdir(join(root, 'upload', 'links'), { recursive: true });
        await symlink(
          join(base, 'secret.txt'),
          join(root, 'upload', 'links', 'leak.txt'),
        );
        await symlink(base, join(root, 'upload', 'links', 'outside'));
        for (const resource of [
          '/profile/upload/links/leak.txt',
          '/profile/upload/links/outside/secret.txt',
        ]) {
          const res = await get(
            `/common/download/resource?resource=${encodeURIComponent(resource)}`,
          );
          expect(res.json()).toEqual({
            code: 500,
            msg: `The file name (${resource}) is illegal, download not allowed`,
          });
          const shown = await get(resource, {});
          expect(shown.statusCode).toBe(404);
          expect(shown.body).not.toContain('top secret');
        }
      },
    );

    it.skipIf(isPostgresMode())(
      'follows a symlink that stays inside the root',
      async () => {
        const target = join(root, stored.replace('/profile/', ''));
        await symlink(target, join(root, 'upload', 'links', 'alias.txt'));
        const res = await get(
          `/common/download/resource?resource=${encodeURIComponent('/profile/upload/links/alias.txt')}`,
        );
        expect(res.body).toBe('resource body');
      },
    );

    it('answers "does not exist" for a missing file', async () => {
      const res = await get(
        `/common/download/resource?resource=${encodeURIComponent('/profile/upload/none.txt')}`,
      );
      expect(res.json()).toEqual({ code: 500, msg: 'The file does not exist' });
    });
  });

  describe('download (download folder)', () => {
    beforeAll(async () => {
      await mkdir(join(root, 'download'), { recursive: true });
      await writeFile(join(root, 'download', 'abc_users.xlsx'), 'xlsx bytes');
      await writeFile(join(root, 'download', 'keep_me.txt'), 'keep');
    });

    it('streams the file named after the first "_" with a timestamp, then deletes it when asked', async () => {
      const res = await get(
        '/common/download?fileName=abc_users.xlsx&delete=true',
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('xlsx bytes');
      expect(res.headers['download-filename']).toMatch(/^\d{13}users\.xlsx$/);
      await expect
        .poll(() =>
          stat(join(root, 'download', 'abc_users.xlsx')).then(
            () => true,
            () => false,
          ),
        )
        .toBe(false);
    });

    it('keeps the file without delete', async () => {
      const res = await get('/common/download?fileName=keep_me.txt');
      expect(res.body).toBe('keep');
      expect(
        await readFile(join(root, 'download', 'keep_me.txt'), 'utf8'),
      ).toBe('keep');
    });

    it.each([
      '../secret.txt',
      '%2e%2e/secret.txt',
      '..%2fsecret.txt',
      '/etc/passwd.txt',
      '../../secret.txt%00.txt',
      'keep_me.sh',
    ])('refuses %s', async (name) => {
      const res = await get(
        `/common/download?fileName=${name.replace(/\//g, '%2f')}`,
      );
      expect(res.json().code).toBe(500);
      expect(res.json().msg).toMatch(/illegal, download not allowed/);
    });
  });

  describe('/profile/** display', () => {
    it('serves html uploads as sandboxed attachments, never as a page', async () => {
      const res = await upload([
        {
          name: 'file',
          filename: 'page.html',
          content: '<script>alert(1)</script>',
        },
      ]);
      const shown = await get(res.json().fileName, {});
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toBe('application/octet-stream');
      expect(shown.headers['content-disposition']).toMatch(/^attachment;/);
      expect(shown.headers['content-security-policy']).toContain('sandbox');
      expect(shown.headers['x-content-type-options']).toBe('nosniff');
    });

    it.each([
      '/profile/%2e%2e/secret.txt',
      '/profile/upload/%2e%2e/%2e%2e/secret.txt',
      '/profile/%252e%252e/secret.txt',
      '/profile/upload/..%5c..%5csecret.txt',
      '/profile/a%00.txt',
      '/profile/upload/none.png',
    ])('answers 404 for %s', async (url) => {
      const res = await get(url, {});
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('top secret');
    });
  });
});
