import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Lang, MessageKey, MessageParams } from '../i18n/index.js';
import type { Kv } from '../kv/index.js';
import type { Repositories } from '../repositories/index.js';
import type { CaptchaService } from './captcha.js';
import type { ConfigService } from './config.js';
import { ServiceError } from '../errors.js';
import { isIpBlacklisted } from './infra/ip.js';
import { PasswordLockout } from './lockout.js';
import { clientPlace, loginRecord } from './login-record.js';
import type { PermissionService } from './permission.js';
import type { LoginSession, SessionService } from './infra/session.js';

export { PWD_ERR_PREFIX } from './lockout.js';
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 20;

/** Who is asking: IP, user agent and the language for messages. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  lang: Lang;
  /** Language the client declared explicitly (stored in the session). */
  sessionLang?: Lang;
}

export interface LoginInput {
  username?: string;
  password?: string;
  code?: string;
  uuid?: string;
}

export class AuthService {
  private decoy?: Promise<string>;
  private readonly lockout: PasswordLockout;

  constructor(
    kv: Kv,
    private readonly repos: Repositories,
    private readonly config: ConfigService,
    private readonly captcha: CaptchaService,
    private readonly sessions: SessionService,
    private readonly permissions: PermissionService,
  ) {
    this.lockout = new PasswordLockout(kv, config);
  }

  /** One sys_logininfor row; msg kept as its key, shown in the reader's language. */
  async recordLogin(
    userName: string,
    status: '0' | '1',
    client: ClientInfo,
    msgKey: MessageKey,
    params?: MessageParams,
  ): Promise<void> {
    await this.repos.logininfor.insert(
      loginRecord(userName, status, client, msgKey, params),
    );
  }

  private async fail(
    userName: string,
    client: ClientInfo,
    err: ServiceError,
    logKey: MessageKey = err.msgKey,
    logParams: MessageParams | undefined = err.params,
  ): Promise<never> {
    await this.recordLogin(userName, '1', client, logKey, logParams);
    throw err;
  }

  /** The login checks, in order; returns the token. */
  async login(input: LoginInput, client: ClientInfo): Promise<string> {
    const username = (input.username ?? '').trim();
    const password = input.password ?? '';

    if (await this.captcha.isEnabled()) {
      try {
        await this.captcha.check(input.code, input.uuid);
      } catch (err) {
        if (err instanceof ServiceError) await this.fail(username, client, err);
        throw err;
      }
    }
    const notMatch = new ServiceError(500, 'user.notMatch');
    if (
      !username ||
      !password ||
      password.length < PASSWORD_MIN ||
      password.length > PASSWORD_MAX ||
      username.length < USERNAME_MIN ||
      username.length > USERNAME_MAX
    ) {
      await this.fail(username, client, notMatch);
    }
    const blackList = await this.config.get('sys.login.blackIPList');
    if (isIpBlacklisted(client.ip, blackList)) {
      await this.fail(username, client, new ServiceError(500, 'login.blocked'));
    }

    // Counted before the password is checked; unknown names count the same
    // way, so the lockout does not reveal which accounts exist.
    const attempt = await this.lockout.enter(username, client.ip);
    if (attempt.refused) await this.fail(username, client, attempt.refused);

    // bcrypt runs for unknown names too (against a hash of nothing), so the
    // answer takes as long and says the same for them as for a wrong password.
    const user = await this.repos.users.findByUserName(username);
    const matches = await bcrypt.compare(
      password,
      user?.password ?? (await this.decoyHash()),
    );
    if (!user || !matches) {
      const locked = await this.lockout.failed(attempt);
      if (locked) await this.fail(username, client, locked);
      // The login log (staff only) still tells the two cases apart.
      if (!user) await this.fail(username, client, notMatch);
      await this.fail(username, client, notMatch, 'user.password.retryCount', {
        count: attempt.fromIp,
      });
    }
    await this.lockout.passed(attempt);
    // Only the holder of the password learns that the account is deleted or
    // disabled.
    if (user!.delFlag === '2') {
      await this.fail(username, client, new ServiceError(500, 'user.deleted'));
    }
    if (user!.status === '1') {
      await this.fail(username, client, new ServiceError(500, 'user.blocked'));
    }

    const place = clientPlace(client.ip, client.userAgent);
    const { token } = await this.sessions.create({
      userId: user!.userId,
      deptId: user!.deptId,
      userName: user!.userName,
      ...place,
      permissions: await this.permissions.permissionsOf(user!.userId),
      roles: await this.permissions.roleKeysOf(user!.userId),
      lang: client.sessionLang,
    });
    await this.recordLogin(user!.userName, '0', client, 'login.success');
    await this.repos.users.updateLoginInfo(user!.userId, place.ipaddr);
    return token;
  }

  /** A bcrypt hash of a random secret, made once, at the cost of real ones. */
  private decoyHash(): Promise<string> {
    this.decoy ??= bcrypt.hash(randomBytes(18).toString('base64'), 10);
    return this.decoy;
  }

  /**
   * Lifts the lockout after too many wrong passwords (login log "unlock"):
   * the account may sign in again at once, from every address, with fresh
   * counts; the account-wide lock is lifted too.
   */
  async unlock(userName: string): Promise<void> {
    await this.lockout.unlock(userName.trim());
  }

  /**
   * The signed-in user's own password asked again (profile password change):
   * false when wrong. Wrong ones count like failed sign-ins from this address;
   * the one that reaches the lock, and any sent while it lasts, are refused
   * and end the session that sent them.
   */
  async checkOwnPassword(
    session: LoginSession,
    password: string,
    hash: string,
    client: ClientInfo,
  ): Promise<boolean> {
    const attempt = await this.lockout.enter(session.userName, client.ip, {
      account: false,
    });
    let refused = attempt.refused;
    if (!refused) {
      if (password && (await bcrypt.compare(password, hash))) {
        await this.lockout.passed(attempt);
        return true;
      }
      refused = await this.lockout.failed(attempt);
      if (!refused) return false;
    }
    await this.sessions.remove(session.tokenId);
    return this.fail(session.userName, client, refused);
  }

  async logout(session: LoginSession | undefined, client: ClientInfo) {
    if (!session) return;
    await this.sessions.remove(session.tokenId);
    await this.recordLogin(session.userName, '0', client, 'logout.success');
  }

  /** POST /register. */
  async register(input: LoginInput, client: ClientInfo): Promise<void> {
    if (!(await this.config.getBool('sys.account.registerUser', false))) {
      throw new ServiceError(500, 'register.disabled');
    }
    const username = (input.username ?? '').trim();
    const password = input.password ?? '';
    if (await this.captcha.isEnabled()) {
      await this.captcha.check(input.code, input.uuid);
    }
    if (!username) throw new ServiceError(500, 'register.usernameRequired');
    if (!password) throw new ServiceError(500, 'register.passwordRequired');
    if (username.length < USERNAME_MIN || username.length > USERNAME_MAX) {
      throw new ServiceError(500, 'register.usernameLength');
    }
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      throw new ServiceError(500, 'register.passwordLength');
    }
    if (await this.repos.users.isUserNameTaken(username)) {
      throw new ServiceError(500, 'register.exists', { name: username });
    }
    const passwordHash = await bcrypt.hash(password, 10);
    await this.repos.users.insertRegistered({
      userName: username,
      nickName: username,
      passwordHash,
    });
    await this.recordLogin(username, '0', client, 'register.success');
  }
}
