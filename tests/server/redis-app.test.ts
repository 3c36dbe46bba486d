import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.js';
import { RedisKv } from '../../server/src/kv/index.js';
import { SESSION_PREFIX } from '../../server/src/services/infra/session.js';
import {
  authGet,
  createTestDatabase,
  loginToken,
  postLogin,
} from './helpers/app.js';

const redisUrl = process.env.REDIS_URL;

/** The whole sign-in flow with sessions and the login rate limit in Redis. */
describe.skipIf(!redisUrl)('app with REDIS_URL', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  const prefix = `test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    app = await buildApp({
      ...database.options,
      kv: new RedisKv({ url: redisUrl!, prefix }),
      captchaEnabled: false,
      staticDir: null,
      loginRateLimit: 5,
    });
  });
  afterAll(async () => {
    const keys = await app.kv.keys('');
    if (keys.length) await app.kv.del(...keys);
    await app.close();
    await drop();
  });

  it('keeps sessions in Redis and revokes them on logout', async () => {
    expect(app.kv.kind).toBe('redis');
    const token = await loginToken(app, 'ry');
    const keys = await app.kv.keys(SESSION_PREFIX);
    expect(keys).toHaveLength(1);
    expect(await app.kv.ttl(keys[0])).toBeGreaterThan(29 * 60);
    expect((await authGet(app, '/getInfo', token)).json().code).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await app.kv.keys(SESSION_PREFIX)).toEqual([]);
    expect((await authGet(app, '/getInfo', token)).json().code).toBe(401);
  });

  it('rate-limits logins through Redis', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.1`;
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await postLogin(app, 'nobody', 'xxxxxx', { ip })).json().code,
      );
    }
    expect(codes.slice(-2)).toEqual([429, 429]);
  });
});
