import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/app.js';

const INLINE = 'document.title = "first screen";';
const BIG = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;

describe('serving the built SPA', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'wms-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      `<!doctype html><title>x</title><body><script>${INLINE}</script>`,
    );
    await writeFile(
      join(dist, 'index.html.br'),
      brotliCompressSync(
        `<!doctype html><title>x</title><body><script>${INLINE}</script>`,
      ),
    );
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // As the build writes them beside its files (scripts/precompress).
    await writeFile(join(dist, 'assets', 'big-abc123.js'), BIG);
    await writeFile(
      join(dist, 'assets', 'big-abc123.js.br'),
      brotliCompressSync(BIG),
    );
    await writeFile(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG));
    t = await createTestApp({ staticDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching and hashed assets for a year', async () => {
    const index = await t.app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>x</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it("allows exactly index.html's inline script by its hash, no other inline script", async () => {
    const csp = (await t.app.inject({ url: '/' })).headers[
      'content-security-policy'
    ] as string;
    const scriptSrc = csp
      .split(';')
      .find((d) => d.startsWith('script-src '))!
      .split(' ')
      .slice(1);
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('keeps the API and its guard beside the static files', async () => {
    expect((await t.app.inject({ url: '/getInfo' })).json().code).toBe(401);
    expect((await t.app.inject({ url: '/captchaImage' })).json().code).toBe(
      200,
    );
    const missing = await t.app.inject({ url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the brotli or gzip copy the browser accepts, the file itself otherwise', async () => {
    const url = '/assets/big-abc123.js';
    const br = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(BIG.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);

    const gz = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);

    const index = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(index.rawPayload).toString()).toContain(
      '<title>x</title>',
    );

    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('never compresses a file per request: one without a copy goes out as it is', async () => {
    const small = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
    expect(Number(small.headers['content-length'])).toBe(
      small.rawPayload.length,
    );
    const br = await t.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.headers['content-security-policy']).toBeTruthy();
  });

  it('answers 304 to If-None-Match with the ETag of the copy it sent', async () => {
    const url = '/assets/big-abc123.js';
    const headers = { 'accept-encoding': 'br' };
    const first = await t.app.inject({ url, headers });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url,
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // The gzip copy is another file, with its own ETag.
    const gz = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers.etag).not.toBe(etag);

    const index = await t.app.inject({ url: '/' });
    const revalidated = await t.app.inject({
      url: '/',
      headers: { 'if-none-match': index.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
  });
});
