import bcrypt from 'bcryptjs';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from 'vitest';
import { PWD_ERR_PREFIX } from '../../server/src/services/auth.js';
import { createTestApp, postLogin, type TestApp } from './helpers/app.js';

const NOT_MATCH = { code: 500, msg: '用户不存在/密码错误' };
const LOCKED = { code: 500, msg: '密码输入错误5次，帐户锁定10分钟' };
const ACCOUNT_LOCKED = {
  code: 500,
  msg: '多个地址密码输入错误，帐户锁定5分钟',
};

/** Findings of the outside probe on sign-in (issue: proven under attack). */
describe('sign-in under attack', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // password admin123, like admin
    await t.app.db.query(
      `INSERT INTO sys_user (user_name, nick_name, password, status, del_flag)
       SELECT u, u, password, s, '0' FROM sys_user,
              (VALUES ('target', '0'), ('spread', '0'), ('frozen', '1')) AS v(u, s)
        WHERE user_id = 1`,
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const u of ['target', 'spread', 'frozen', 'ghost'])
      await t.app.services.auth.unlock(u);
    await t.app.db.exec('DELETE FROM sys_logininfor');
  });

  const logMessages = async (user: string) =>
    (
      await t.app.db.query<{ msg: string }>(
        'SELECT msg FROM sys_logininfor WHERE user_name = $1 ORDER BY info_id',
        [user],
      )
    ).map((r) => r.msg);

  it('guesses sent in parallel get no more password checks than the retry limit', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postLogin(t.app, 'target', 'guess-123'),
        ),
      );
      const bodies = answers.map((r) => r.json());
      expect(bodies.filter((b) => b.msg === NOT_MATCH.msg)).toHaveLength(4);
      expect(bodies.filter((b) => b.msg === LOCKED.msg)).toHaveLength(16);
      expect(compare).toHaveBeenCalledTimes(5);
    } finally {
      compare.mockRestore();
    }
    const msgs = await logMessages('target');
    expect(msgs.filter((m) => /^密码输入错误[1-4]次$/.test(m))).toHaveLength(4);
    // the right password is refused as well while the lock lasts
    expect((await postLogin(t.app, 'target', 'admin123')).json()).toEqual(
      LOCKED,
    );
  });

  it('a lockout from one address does not lock the account out for the others', async () => {
    for (let i = 0; i < 5; i++)
      await postLogin(t.app, 'target', 'guess-123', { ip: '203.0.113.9' });
    expect(
      (
        await postLogin(t.app, 'target', 'admin123', { ip: '203.0.113.9' })
      ).json(),
    ).toEqual(LOCKED);
    const owner = await postLogin(t.app, 'target', 'admin123', {
      ip: '10.0.0.5',
    });
    expect(owner.json().code).toBe(200);
    // the monitor's unlock lifts it for every address
    await t.app.services.auth.unlock('target');
    expect(
      (
        await postLogin(t.app, 'target', 'admin123', { ip: '203.0.113.9' })
      ).json().code,
    ).toBe(200);
    expect(await t.kv.keys(PWD_ERR_PREFIX + 'target')).toEqual([]);
  });

  it('guesses spread over many addresses lock the account for everyone', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      for (let i = 0; i < 50; i++) {
        const ip = `198.51.${Math.floor(i / 4)}.${(i % 4) + 1}`;
        await postLogin(t.app, 'spread', 'guess-123', { ip });
      }
      // five wrong passwords from five addresses, then the account is locked
      expect(compare).toHaveBeenCalledTimes(5);
    } finally {
      compare.mockRestore();
    }
    expect(
      (await postLogin(t.app, 'spread', 'admin123', { ip: '10.9.9.9' })).json(),
    ).toEqual(ACCOUNT_LOCKED);
  });

  it('unknown names: the same answer, the same password check, the same lockout', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      const ghost = await postLogin(t.app, 'ghost', 'guess-123');
      const known = await postLogin(t.app, 'target', 'guess-123');
      expect(ghost.json()).toEqual(NOT_MATCH);
      expect(known.json()).toEqual(NOT_MATCH);
      // bcrypt ran for both, each against a real-cost hash
      expect(compare).toHaveBeenCalledTimes(2);
      const hashes = compare.mock.calls.map((c) => String(c[1]));
      expect(hashes.every((h) => /^\$2[aby]\$10\$/.test(h))).toBe(true);
    } finally {
      compare.mockRestore();
    }
    for (let i = 0; i < 4; i++) await postLogin(t.app, 'ghost', 'guess-123');
    expect((await postLogin(t.app, 'ghost', 'guess-123')).json()).toEqual(
      LOCKED,
    );
  });

  it('a disabled account is only named as such to the holder of its password', async () => {
    expect((await postLogin(t.app, 'frozen', 'guess-123')).json()).toEqual(
      NOT_MATCH,
    );
    expect((await postLogin(t.app, 'frozen', 'admin123')).json()).toEqual({
      code: 500,
      msg: '用户已封禁，请联系管理员',
    });
  });

  it('a sign-in, right or wrong, never searches the store and leaves nothing behind when it succeeds', async () => {
    const searches = async () =>
      Number(
        (await t.kv.stats()).commandStats.find((c) => c.name === 'keys')
          ?.value ?? 0,
      );
    const before = await searches();
    await postLogin(t.app, 'target', 'guess-123', { ip: '203.0.113.7' });
    await postLogin(t.app, 'target', 'guess-123', { ip: '203.0.113.8' });
    expect(
      (await postLogin(t.app, 'target', 'admin123', { ip: '10.0.0.7' })).json()
        .code,
    ).toBe(200);
    expect(
      (await postLogin(t.app, 'spread', 'admin123', { ip: '10.0.0.7' })).json()
        .code,
    ).toBe(200);
    expect(await searches()).toBe(before);
    expect(await t.kv.keys(PWD_ERR_PREFIX + 'spread')).toEqual([]);
  });
});
