/**
 * Authorisation matrix over the server's own OpenAPI document: every
 * operation is called without a token, with a forged, a revoked and an
 * expired token, and as a signed-in user holding no permission. Refusals
 * carry the contract's {code, msg} and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../server/src/services/infra/token.js';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import { addGuestUser } from '../server/helpers/guest-user.js';
import {
  bodyCode,
  call,
  loadOperations,
  refusal,
  type Operation,
} from './helpers/openapi.js';

/** Operations anyone may call: sign-in, captcha, translations, the public site. */
const PUBLIC = [
  'GET /captchaImage',
  'POST /login',
  'POST /register',
  'POST /logout',
  'GET /i18n/{language}',
  'GET /website/navigation',
  'GET /website/home',
  'GET /website/columns/{navId}',
  'GET /website/columns/{navId}/records',
  'GET /website/columns/{navId}/products',
  'GET /website/records/{recordId}',
  'GET /website/products/{productId}',
  'GET /website/contact/form',
  'GET /website/contact/items',
  'GET /website/contact/terms',
  'GET /website/postal/{code}',
  'POST /website/contact',
  'GET /website/files/{itemId}',
  'GET /website/product-files/{itemId}',
].sort();

/** Operations any signed-in user may call, whatever their roles (as RuoYi). */
const ANY_SIGNED_IN = [
  'GET /getInfo',
  'GET /getRouters',
  'POST /unlockscreen',
  'GET /system/config/configKey/{configKey}',
  'GET /system/post/optionselect',
  'GET /system/notice/listTop',
  'POST /system/notice/markRead',
  'POST /system/notice/markReadAll',
  'GET /system/notice/view/{noticeId}',
  'GET /dashboard/panels',
  'POST /system/user/importTemplate',
  'GET /system/dict/data/type/{dictType}',
  'GET /system/dict/type/optionselect',
  'POST /common/upload',
  'POST /common/uploads',
  'GET /common/download',
  'GET /common/download/resource',
  'GET /system/user/profile',
  'PUT /system/user/profile',
  'PUT /system/user/profile/updatePwd',
  'POST /system/user/profile/avatar',
  // RuoYi's hasRole('admin'): the admin role is checked in the handler.
  'POST /tool/gen/createTable',
].sort();

describe('authorisation matrix (every documented operation)', () => {
  let t: TestApp;
  let ops: Operation[];
  const guarded = () => ops.filter((o) => o.signedIn);

  /** Calls every guarded operation with `token` and expects a bare 401. */
  async function expectAll401(token: string | undefined) {
    const wrong: string[] = [];
    for (const op of guarded()) {
      const res = await call(t.app, op, { token });
      const r = refusal(res);
      if (r.code !== 401 || r.keys.join() !== 'code,msg') {
        wrong.push(
          `${op.label} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  }

  beforeAll(async () => {
    t = await createTestApp();
    ops = await loadOperations(t.app);
    await addGuestUser(t.app, 'nobody');
  });
  afterAll(() => t.close());

  it('documents well over a hundred operations, each public, signed-in or permission-guarded as listed', () => {
    expect(ops.length).toBeGreaterThan(150);
    const pub = ops.filter((o) => !o.signedIn).map((o) => o.label);
    expect(pub.sort()).toEqual(PUBLIC);
    const any = ops
      .filter((o) => o.signedIn && !o.permission)
      .map((o) => o.label);
    expect(any.sort()).toEqual(ANY_SIGNED_IN);
    // Every other operation names a module:resource:action permission, or
    // several separated by commas of which any one suffices.
    for (const op of ops.filter((o) => o.permission)) {
      expect(op.permission, op.label).toMatch(
        /^[a-z]+:[a-zA-Z]+(:[a-zA-Z]+)?(,[a-z]+:[a-zA-Z]+(:[a-zA-Z]+)?)*$/,
      );
      expect(op.signedIn, op.label).toBe(true);
    }
  });

  it('no token: 401 with only {code, msg} on every guarded operation', async () => {
    await expectAll401(undefined);
  });

  it('forged tokens (foreign secret, tampered signature, alg none): 401 everywhere', async () => {
    const real = await loginToken(t.app);
    const [h, p] = real.split('.');
    const none =
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
        'base64url',
      ) + `.${p}.`;
    await expectAll401(signToken('not-the-server-secret', 'x'));
    await expectAll401(`${h}.${p}.AAAA`);
    await expectAll401(none);
  });

  it('a revoked (logged out) token: 401 everywhere', async () => {
    const token = await loginToken(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json().code).toBe(200);
    await expectAll401(token);
  });

  it('public operations answer without a token (never 401/403)', async () => {
    for (const op of ops.filter((o) => !o.signedIn)) {
      const res = await call(t.app, op);
      expect(res.statusCode, op.label).toBeLessThan(500);
      const code = bodyCode(res);
      expect([401, 403], op.label).not.toContain(code);
    }
  });

  it('a signed-in user with no permission: 403 on every permission-guarded operation, no data', async () => {
    const token = await loginToken(t.app, 'nobody');
    const wrong: string[] = [];
    for (const op of ops.filter((o) => o.permission)) {
      const res = await call(t.app, op, { token });
      const r = refusal(res);
      if (r.code !== 403 || r.keys.join() !== 'code,msg') {
        wrong.push(
          `${op.label} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
    const create = await call(
      t.app,
      ops.find((o) => o.label === 'POST /tool/gen/createTable')!,
      { token, payload: JSON.stringify({ sql: 'CREATE TABLE x (id int)' }) },
    );
    expect(refusal(create)).toEqual({ code: 403, keys: ['code', 'msg'] });
  });

  it('the same user reads what any signed-in user may (no 401/403)', async () => {
    const token = await loginToken(t.app, 'nobody');
    for (const op of ops.filter(
      (o) => o.signedIn && !o.permission && o.method === 'GET',
    )) {
      const res = await call(t.app, op, { token });
      const code = bodyCode(res);
      expect([401, 403], op.label).not.toContain(code);
    }
    // Being signed in does not open any figure of the admin home.
    const panels = await call(
      t.app,
      ops.find((o) => o.label === 'GET /dashboard/panels')!,
      { token },
    );
    expect(panels.json()).toMatchObject({ code: 200, data: {} });
    expect(Object.keys(panels.json().data)).toEqual([]);
  });

  it('an expired token (31 minutes without use): 401 everywhere', async () => {
    const token = await loginToken(t.app);
    t.advance(31 * 60 * 1000);
    await expectAll401(token);
  });
});
