/**
 * Passwords and tokens never reach the server's own log output (stdout and
 * stderr of `npm start`), even at the most verbose level: sign-in (right
 * and wrong), a bearer token on every call, adding a user, resetting and
 * changing a password, unlocking the screen, and a sign-in body that does
 * not parse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  signIn,
  startInstance,
  stopInstance,
  type Instance,
} from '../server/helpers/process.js';

const SECRETS = {
  wrong: 'WrongGuess7q',
  added: 'AddedPw3k',
  reset: 'ResetPw5m',
  changed: 'ChangedPw8z',
  unlock: 'UnlockTry2w',
  broken: 'BrokenBody4v',
};

describe("secrets in the server's log output", () => {
  let i: Instance;

  beforeAll(async () => {
    i = await startInstance({ logLevel: 'trace' });
  }, 120_000);
  afterAll(() => stopInstance(i));

  it('no password, token or token id is written at log level trace', async () => {
    const tokens: string[] = [];
    const admin = await signIn(i.base, 'admin');
    tokens.push(admin);
    const wrong = await call(i.base, '/login', undefined, {
      method: 'POST',
      body: { username: 'admin', password: SECRETS.wrong },
    });
    expect(wrong.code).toBe(500);

    const added = await call(i.base, '/system/user', admin, {
      method: 'POST',
      body: {
        userName: 'logwatch',
        nickName: 'Log watch',
        password: SECRETS.added,
        deptId: 103,
        status: '0',
        roleIds: [2],
        postIds: [],
      },
    });
    expect(added.code).toBe(200);
    const list = await call(
      i.base,
      '/system/user/list?userName=logwatch',
      admin,
    );
    const userId = list.rows[0].userId as number;
    expect(
      (
        await call(i.base, '/system/user/resetPwd', admin, {
          method: 'PUT',
          body: { userId, password: SECRETS.reset },
        })
      ).code,
    ).toBe(200);
    const own = await call(i.base, '/login', undefined, {
      method: 'POST',
      body: { username: 'logwatch', password: SECRETS.reset },
    });
    expect(own.code).toBe(200);
    tokens.push(own.token);
    expect(
      (
        await call(i.base, '/system/user/profile/updatePwd', own.token, {
          method: 'PUT',
          body: { oldPassword: SECRETS.reset, newPassword: SECRETS.changed },
        })
      ).code,
    ).toBe(200);
    await call(i.base, '/unlockscreen', admin, {
      method: 'POST',
      body: { password: SECRETS.unlock },
    });
    const broken = await fetch(`${i.base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"username":"admin","password":"${SECRETS.broken}"`,
    });
    expect(broken.status).toBeLessThan(500);
    expect((await call(i.base, '/getInfo', admin)).code).toBe(200);

    // Let the last lines reach the pipe.
    await new Promise((ok) => setTimeout(ok, 500));
    const log = i.output();
    // The log is really on: every request above has its line.
    expect(log).toContain('/system/user/resetPwd');
    expect(log).toContain('/unlockscreen');
    for (const secret of [...Object.values(SECRETS), 'admin123']) {
      expect(log, secret).not.toContain(secret);
    }
    for (const token of tokens) {
      expect(log).not.toContain(token);
      // nor its claims (the session key) or its signature alone
      for (const part of token.split('.').slice(1)) {
        expect(log).not.toContain(part);
      }
    }
  }, 120_000);
});
