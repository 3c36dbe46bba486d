import type { FastifyInstance } from 'fastify';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPRESS_MIN_BYTES,
  COMPRESS_SYNC_MAX_BYTES,
} from '../../server/src/plugins/http/compression.js';
import { api, readSheet, type Api } from './helpers/api.js';
import { createTestApp, loginToken, type TestApp } from './helpers/app.js';

const PAGE = `<!doctype html><title>page</title><ul>${Array.from(
  { length: 300 },
  (_, i) => `<li>item ${i}</li>`,
).join('')}</ul>`;
const BIG_TEXT = Array.from({ length: 12_000 }, (_, i) => `line ${i}`).join(
  '\n',
);

/** Public test routes: an HTML page, a reply compressed by its route, a big text. */
async function testRoutes(app: FastifyInstance) {
  const open = { config: { public: true } };
  app.get('/test/page', open, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );
  app.get('/test/own-encoding', open, async (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Content-Encoding', 'br')
      .send(brotliCompressSync(PAGE)),
  );
  app.get('/test/big-text', open, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(BIG_TEXT),
  );
}

describe('compressed answers and ETags (@fastify/compress, @fastify/etag)', () => {
  let t: TestApp;
  let token: string;
  let admin: Api;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  beforeAll(async () => {
    t = await createTestApp({ routes: testRoutes });
    token = await loginToken(t.app);
    admin = api(t.app, token);
  });
  afterAll(() => t.close());

  it('sends a JSON list brotli-encoded when asked, the same JSON, with its exact length', async () => {
    const url = '/system/menu/list';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().code).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(
      plain.json(),
    );
  });

  it('prefers brotli, falls back to gzip, else sends the body as it is', async () => {
    const url = '/system/menu/list';
    const plain = (await get(url)).body;
    const browser = await get(url, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(browser.headers['content-encoding']).toBe('br');

    const gz = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);

    for (const accept of ['identity', 'deflate', 'identity, *;q=0']) {
      const none = await get(url, { 'accept-encoding': accept });
      expect(none.headers['content-encoding'], accept).toBeUndefined();
      expect(none.body, accept).toBe(plain);
    }
  });

  it('does not compress a small answer', async () => {
    const res = await t.app.inject({
      url: '/getInfo',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.json().code).toBe(401);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses HTML pages, and never an answer its route already encoded', async () => {
    const page = await t.app.inject({
      url: '/test/page',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);

    const own = await t.app.inject({
      url: '/test/own-encoding',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(own.headers['content-encoding']).toBe('br');
    expect(own.rawPayload.equals(brotliCompressSync(PAGE))).toBe(true);
    expect(brotliDecompressSync(own.rawPayload).toString()).toBe(PAGE);
    const gzOnly = await t.app.inject({
      url: '/test/own-encoding',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzOnly.headers['content-encoding']).toBe('br');
    expect(gzOnly.rawPayload.equals(own.rawPayload)).toBe(true);
  });

  it('streams an answer above the one-call size, still decoding to the same bytes', async () => {
    expect(Buffer.byteLength(BIG_TEXT)).toBeGreaterThan(
      COMPRESS_SYNC_MAX_BYTES,
    );
    const res = await t.app.inject({
      url: '/test/big-text',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    // No length known up front: no Content-Length (chunked), never a wrong one.
    expect(res.headers['content-length']).toBeUndefined();
    expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_TEXT);
  });

  it('gives JSON answers a weak ETag and a bodiless 304 on If-None-Match', async () => {
    const url = '/system/menu/list';
    const first = await get(url, { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // One representation's ETag for every encoding (weak: same content).
    expect((await get(url)).headers.etag).toBe(etag);

    const again = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();

    const stale = await get(url, { 'if-none-match': 'W/"other"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().code).toBe(200);
  });

  it('leaves downloads as they are: Excel exports and attachments, with their headers', async () => {
    const xlsx = await admin.form('/system/user/export', {});
    expect(xlsx.statusCode).toBe(200);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/system/user/export',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'accept-encoding': 'gzip, deflate, br',
      },
      payload: '',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.headers['content-type']).toContain('spreadsheetml.sheet');
    expect(String(asked.headers['content-disposition'])).toMatch(
      /attachment; filename=user_\d{14}\.xlsx/,
    );
    expect(asked.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await readSheet(asked.rawPayload))[0]![1]).toBe(
      (await readSheet(xlsx.rawPayload))[0]![1],
    );

    const file = await t.app.inject({
      url: '/website/files/1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['content-disposition']).toBe(
      "attachment; filename=company.pdf;filename*=utf-8''company.pdf",
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
  });

  it('keeps the public API cache headers: max-age with its ETag, 304 included', async () => {
    const res = await t.app.inject({
      url: '/website/navigation',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['content-security-policy']).toBeTruthy();
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      url: '/website/navigation',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect(again.rawPayload.length).toBe(0);

    // An error answer is not stored and has no validator.
    const missing = await t.app.inject({ url: '/website/records/99999?mid=5' });
    expect(missing.json().code).not.toBe(200);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
  });
});
