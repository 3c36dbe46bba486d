/**
 * The sign-in lockout cannot be turned against the account's owner: wrong
 * passwords lock the account for the address that sent them; the account is
 * locked for every address only when they come from three addresses, and
 * then for five minutes (both sys_config parameters).
 */
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authGet,
  createTestApp,
  loginToken,
  postLogin,
  type TestApp,
} from '../server/helpers/app.js';

const NOT_MATCH = { code: 500, msg: '用户不存在/密码错误' };
const LOCKED = { code: 500, msg: '密码输入错误5次，帐户锁定10分钟' };
const ACCOUNT_LOCKED = {
  code: 500,
  msg: '多个地址密码输入错误，帐户锁定5分钟',
};
const MINUTE = 60_000;

describe('account lockout', () => {
  let t: TestApp;
  const users = [
    'flood',
    'spread',
    'refused',
    'unlock',
    'burst',
    'fg',
    'params',
  ];

  beforeAll(async () => {
    t = await createTestApp();
    // each case its own account, password admin123 like admin
    await t.app.db.query(
      `INSERT INTO sys_user (user_name, nick_name, password, status, del_flag)
       SELECT u, u, password, '0', '0' FROM sys_user, unnest($1::text[]) AS u
        WHERE user_id = 1`,
      [users],
    );
  });
  afterAll(() => t.close());

  const login = async (user: string, password: string, ip: string) =>
    (await postLogin(t.app, user, password, { ip })).json();

  it('a flood of wrong passwords from one address does not lock the account for another', async () => {
    const answers = [];
    for (let i = 0; i < 60; i++) {
      answers.push(await login('flood', `guess-${i}`, '203.0.113.7'));
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill(NOT_MATCH));
    expect(answers.slice(4)).toEqual(Array(56).fill(LOCKED));
    expect(await login('flood', 'admin123', '203.0.113.7')).toEqual(LOCKED);
    expect((await login('flood', 'admin123', '198.51.100.1')).code).toBe(200);
  });

  it('wrong passwords from three addresses lock the account for a fourth, until the release time', async () => {
    for (const ip of ['192.0.2.1', '192.0.2.2']) {
      expect(await login('spread', 'guess-1', ip)).toEqual(NOT_MATCH);
      expect(await login('spread', 'guess-2', ip)).toEqual(NOT_MATCH);
    }
    // two addresses are not enough; the third's wrong password locks
    expect(await login('spread', 'guess-3', '192.0.2.3')).toEqual(
      ACCOUNT_LOCKED,
    );
    expect(await login('spread', 'admin123', '198.51.100.4')).toEqual(
      ACCOUNT_LOCKED,
    );
    const en = await postLogin(t.app, 'spread', 'admin123', {
      ip: '198.51.100.4',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe(
      'Wrong passwords from several addresses: the account is locked for 5 minutes',
    );
    const ja = await postLogin(t.app, 'spread', 'admin123', {
      ip: '198.51.100.4',
      headers: { 'accept-language': 'ja' },
    });
    expect(ja.json().msg).toBe(
      '複数のアドレスからパスワードの誤りが続いたため、アカウントを5分間ロックしました',
    );
    t.advance(4 * MINUTE);
    expect(await login('spread', 'admin123', '198.51.100.4')).toEqual(
      ACCOUNT_LOCKED,
    );
    t.advance(MINUTE + 1000);
    expect((await login('spread', 'admin123', '198.51.100.4')).code).toBe(200);
  });

  it('guesses refused by the per-address lock do not count towards the account-wide one', async () => {
    for (let i = 0; i < 5; i++) await login('refused', 'guess', '192.0.2.10');
    expect(await login('refused', 'guess', '192.0.2.11')).toEqual(NOT_MATCH);
    expect(await login('refused', 'guess', '192.0.2.12')).toEqual(
      ACCOUNT_LOCKED,
    );
    t.advance(5 * MINUTE + 1000);
    // the first address is still locked for itself: its guesses are refused
    for (let i = 0; i < 10; i++) {
      expect(await login('refused', 'guess', '192.0.2.10')).toEqual(LOCKED);
    }
    expect(await login('refused', 'guess', '192.0.2.11')).toEqual(NOT_MATCH);
    expect(await login('refused', 'guess', '192.0.2.12')).toEqual(NOT_MATCH);
    expect((await login('refused', 'admin123', '192.0.2.13')).code).toBe(200);
  });

  it("the login log's unlock lifts the account-wide lock and the per-address ones", async () => {
    for (let i = 0; i < 5; i++) await login('unlock', 'guess', '192.0.2.20');
    await login('unlock', 'guess', '192.0.2.21');
    expect(await login('unlock', 'guess', '192.0.2.22')).toEqual(
      ACCOUNT_LOCKED,
    );
    const admin = await loginToken(t.app, 'admin', 'admin123', {
      ip: '10.0.0.1',
    });
    expect(
      (await authGet(t.app, '/monitor/logininfor/unlock/unlock', admin)).json()
        .code,
    ).toBe(200);
    expect((await login('unlock', 'admin123', '192.0.2.20')).code).toBe(200);
    expect((await login('unlock', 'admin123', '192.0.2.23')).code).toBe(200);
  });

  it('guesses sent at once from many addresses get a handful of password checks, then the lock', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login('burst', 'guess', `198.18.0.${i + 1}`),
        ),
      );
      expect(answers.every((a) => a.code === 500)).toBe(true);
      // at most five counted attempts, or three addresses, pass unchecked
      expect(compare.mock.calls.length).toBeLessThanOrEqual(8);
    } finally {
      compare.mockRestore();
    }
    expect(await login('burst', 'admin123', '198.18.1.1')).toEqual(
      ACCOUNT_LOCKED,
    );
  });

  it('names made to look like lockout keys count for themselves only', async () => {
    const attacker = '203.0.113.60';
    for (const suffix of ['locked', 'addresses', 'from:192.0.2.61']) {
      for (let i = 0; i < 6; i++) {
        await login(`fg|${suffix}`, 'guess', attacker);
      }
    }
    for (let i = 0; i < 6; i++) {
      await login('fg|ip:192.0.2.62', 'guess', attacker);
    }
    // wrong passwords for fg from the one address lock that address only
    for (let i = 0; i < 5; i++) await login('fg', 'guess', attacker);
    expect(await login('fg', 'admin123', attacker)).toEqual(LOCKED);
    expect((await login('fg', 'admin123', '192.0.2.61')).code).toBe(200);
    expect((await login('fg', 'admin123', '192.0.2.62')).code).toBe(200);
  });

  it('honours sys.login.accountLockIps and sys.login.accountLockTime', async () => {
    const set = async (key: string, value: string) => {
      await t.app.db.query(
        'UPDATE sys_config SET config_value = $2 WHERE config_key = $1',
        [key, value],
      );
      await t.app.services.config.evict(key);
    };
    try {
      await set('sys.login.accountLockIps', '2');
      await set('sys.login.accountLockTime', '1');
      for (let i = 0; i < 4; i++) await login('params', 'guess', '192.0.2.30');
      expect(await login('params', 'guess', '192.0.2.31')).toEqual({
        code: 500,
        msg: '多个地址密码输入错误，帐户锁定1分钟',
      });
      t.advance(MINUTE + 1000);
      expect((await login('params', 'admin123', '192.0.2.32')).code).toBe(200);
    } finally {
      await set('sys.login.accountLockIps', '3');
      await set('sys.login.accountLockTime', '5');
    }
  });
});
