import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIN_BYTES,
  precompress,
} from '../../scripts/precompress/precompress.mjs';

const CSS = `.a{color:red}\n`.repeat(200);

describe('the build writes compressed copies of its text files', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'wms-precompress-'));
    await mkdir(join(dist, 'assets', 'site'), { recursive: true });
    await writeFile(join(dist, 'index.html'), `<p>${'x'.repeat(2000)}</p>`);
    await writeFile(join(dist, 'assets', 'site', 'site.css'), CSS);
    await writeFile(join(dist, 'assets', 'tiny.js'), 'export {};');
    await writeFile(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
    await precompress(dist);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('beside each text file, in folders too: brotli and gzip of the same bytes', async () => {
    const at = join(dist, 'assets', 'site', 'site.css');
    const br = await readFile(`${at}.br`);
    const gz = await readFile(`${at}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(CSS);
    expect(gunzipSync(gz).toString()).toBe(CSS);
    expect(br.length).toBeLessThan(CSS.length / 10);
    expect(
      brotliDecompressSync(
        await readFile(join(dist, 'index.html.br')),
      ).toString().length,
    ).toBe(2007);
  });

  it('leaves out files under the threshold and formats that are not text', async () => {
    expect(MIN_BYTES).toBe(1024);
    const assets = await readdir(join(dist, 'assets'));
    expect(assets.sort()).toEqual(['logo.png', 'site', 'tiny.js']);
  });
});
