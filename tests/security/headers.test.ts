/**
 * Security headers on the SPA document, API answers and uploaded files: a CSP
 * the SPA and TinyMCE run under (own scripts only, inline styles, data/blob
 * images, framed pages for the embedded-link view), no framing by other
 * sites, nosniff.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';

/** CSP directives as a map: name → sources. */
function csp(header: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

describe('security headers', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'sec-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><title>x</title><script type="module" src="./assets/app.js"></script>',
    );
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ staticDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('the SPA document: a CSP the SPA and TinyMCE work under, and no framing by other sites', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const p = csp(res.headers['content-security-policy']);
    // Scripts: own files only (no inline or eval beyond hashed first-screen script).
    expect(p['script-src']).toContain("'self'");
    expect(p['script-src']).not.toContain("'unsafe-inline'");
    expect(p['script-src']).not.toContain("'unsafe-eval'");
    expect(p['default-src']).toEqual(["'self'"]);
    // antd and TinyMCE set inline styles; TinyMCE shows pasted/uploaded images as data:/blob:.
    expect(p['style-src']).toEqual(
      expect.arrayContaining(["'self'", "'unsafe-inline'"]),
    );
    expect(p['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:']),
    );
    expect(p['connect-src']).toEqual(["'self'"]);
    expect(p['object-src']).toEqual(["'none'"]);
    // The embedded-link view frames external http(s) pages...
    expect(p['frame-src']).toEqual(expect.arrayContaining(['http:', 'https:']));
    // ...but only this origin may frame the app.
    expect(p['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('API answers carry the same protections, signed in or not', async () => {
    const token = await loginToken(t.app);
    for (const [url, auth] of [
      ['/getInfo', true],
      ['/getInfo', false],
      ['/captchaImage', false],
      ['/website/home', false],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: auth ? { authorization: `Bearer ${token}` } : {},
      });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(
        csp(res.headers['content-security-policy'])['frame-ancestors'],
        url,
      ).toEqual(["'self'"]);
      expect(String(res.headers['content-type']), url).toContain(
        'application/json',
      );
    }
  });
});
