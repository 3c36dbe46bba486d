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
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MIN_BYTES,
  precompressPlugin,
} from '../../scripts/precompress/precompress.mjs';

const CSS = `.a{color:red}\n`.repeat(200);
const ROWS = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })),
);
const HTML =
  '<!doctype html><html><head><title>x</title></head><body>' +
  `<p>${'x'.repeat(2000)}</p><script type="module" src="./main.js"></script>` +
  '</body></html>';

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('the build writes compressed copies of its text files', () => {
  let root: string;
  let dist: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'wms-precompress-'));
    dist = join(root, 'dist');
    await mkdir(join(root, 'public', 'assets', 'site'), { recursive: true });
    await writeFile(join(root, 'index.html'), HTML);
    await writeFile(
      join(root, 'main.js'),
      `document.body.dataset.rows = JSON.stringify(${ROWS});\n`,
    );
    await writeFile(join(root, 'public', 'assets', 'site', 'site.css'), CSS);
    await writeFile(join(root, 'public', 'assets', 'tiny.js'), 'export {};');
    await writeFile(
      join(root, 'public', 'assets', 'logo.png'),
      Buffer.alloc(4096, 7),
    );
    await build({
      configFile: false,
      root,
      base: './',
      logLevel: 'silent',
      plugins: [precompressPlugin()],
      build: { outDir: dist, emptyOutDir: true },
    });
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('beside each text file, in folders too: brotli and gzip of the same bytes', async () => {
    const at = join(dist, 'assets', 'site', 'site.css');
    const br = await readFile(`${at}.br`);
    const gz = await readFile(`${at}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(CSS);
    expect(gunzipSync(gz).toString()).toBe(CSS);
    expect(br.length).toBeLessThan(CSS.length / 10);

    const html = await readFile(join(dist, 'index.html'));
    expect(html.toString()).toContain('x'.repeat(2000));
    expect(
      brotliDecompressSync(await readFile(join(dist, 'index.html.br'))),
    ).toEqual(html);
    expect(gunzipSync(await readFile(join(dist, 'index.html.gz')))).toEqual(
      html,
    );

    // The bundled entry, as written.
    const files = await filesUnder(dist);
    const entry = files.find((f) => /^assets\/index-[^/]+\.js$/.test(f))!;
    expect(entry).toBeTruthy();
    const js = await readFile(join(dist, entry));
    expect(js.toString()).toContain('row 199');
    expect(
      brotliDecompressSync(await readFile(join(dist, `${entry}.br`))),
    ).toEqual(js);
    expect(gunzipSync(await readFile(join(dist, `${entry}.gz`)))).toEqual(js);
  });

  it('leaves out files under the threshold and formats that are not text', async () => {
    expect(MIN_BYTES).toBe(1024);
    const files = await filesUnder(dist);
    expect(files).toContain('assets/tiny.js');
    expect(files).toContain('assets/logo.png');
    expect(files.filter((f) => /^assets\/(tiny|logo)/.test(f))).toEqual([
      'assets/logo.png',
      'assets/tiny.js',
    ]);
    expect(files.filter((f) => /\.(br|gz)$/.test(f)).length).toBe(6);
  });
});
