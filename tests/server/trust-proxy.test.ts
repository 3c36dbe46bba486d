import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/src/services/infra/trust-proxy.js';
import { createTestApp, postLogin, type TestApp } from './helpers/app.js';

describe('TRUST_PROXY', () => {
  it('is never "every hop": true means one proxy; hop counts and address lists', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.2, 192.168.0.0/16, ::1')).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => parseTrustProxy('everyone')).toThrow(/not an address/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/not an address/);
  });

  describe.each([
    ['one hop', 1 as const],
    ['the proxy address', ['10.0.0.2']],
  ])('behind one proxy, trusted by %s', (_name, trustProxy) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ trustProxy, loginRateLimit: 3 });
    });
    afterAll(() => t.close());

    const viaProxy = (xff: string) =>
      postLogin(t.app, 'nobody', 'whatever1', {
        ip: '10.0.0.2',
        headers: { 'x-forwarded-for': xff },
      });
    const lastLoginIp = async () =>
      (await t.app.db.one<{ ip: string }>(
        'SELECT ipaddr AS ip FROM sys_logininfor ORDER BY info_id DESC LIMIT 1',
      ))!.ip;

    it('the login log shows the address the proxy saw, not one the client wrote', async () => {
      await viaProxy('6.6.6.6, 203.0.113.7');
      expect(await lastLoginIp()).toBe('203.0.113.7');
    });

    it('forged X-Forwarded-For entries do not get round the per-IP login limit', async () => {
      // one attempt already counted for 203.0.113.7 above
      await viaProxy('1.1.1.1, 203.0.113.7');
      await viaProxy('2.2.2.2, 203.0.113.7');
      const fourth = await viaProxy('3.3.3.3, 203.0.113.7');
      expect(fourth.json().code).toBe(429);
      // another visitor behind the same proxy is not limited
      expect((await viaProxy('198.51.100.4')).json().code).toBe(500);
    });

    it('a header sent straight to the server, not through the proxy, is ignored', async () => {
      if (typeof trustProxy === 'number') return; // a hop count trusts whoever connects
      await postLogin(t.app, 'nobody', 'whatever1', {
        ip: '192.0.2.50',
        headers: { 'x-forwarded-for': '203.0.113.99' },
      });
      expect(await lastLoginIp()).toBe('192.0.2.50');
    });
  });
});
