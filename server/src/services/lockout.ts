/**
 * Lockout after wrong passwords, in two tiers. Each account and address pair
 * has its own count and lock (sys.login.maxRetryCount, sys.login.lockTime):
 * one address guessing locks only itself out. The account is locked for
 * everyone (sys.login.accountLockTime minutes) only when its wrong passwords
 * come from at least sys.login.accountLockIps different addresses and number
 * at least the retry limit, within one lock-time window since its last
 * success. Guesses refused by a lock count towards neither.
 */
import type { Kv } from '../kv/index.js';
import type { ConfigService } from './config.js';
import { ServiceError } from '../errors.js';
import { clientKey } from './infra/ip.js';

/** RuoYi's key; every lockout key of an account starts `pwd_err_cnt:<name>`. */
export const PWD_ERR_PREFIX = 'pwd_err_cnt:';

/**
 * The name as it appears in keys: `%` and `|` percent-encoded, so the first
 * `|` always ends the name and no name typed at sign-in (`admin|locked`)
 * reaches another account's keys.
 */
function keyName(userName: string): string {
  return userName.replace(/[%|]/g, encodeURIComponent);
}
/** `pwd_err_cnt:<name>|ip:<address>`: attempts of one account from one address. */
function pairKey(userName: string, ip: string): string {
  return `${PWD_ERR_PREFIX}${keyName(userName)}|ip:${ip}`;
}
/** `pwd_err_cnt:<name>`: attempts on the account (all addresses) in the window. */
function totalKey(userName: string): string {
  return PWD_ERR_PREFIX + keyName(userName);
}
/**
 * `pwd_err_cnt:<name>|from:<window>:<address>`: this address is counted in
 * the window. A window that ends bumps its number, so the old marks are
 * left to expire instead of being looked for.
 */
function fromKey(userName: string, window: string, ip: string): string {
  return `${PWD_ERR_PREFIX}${keyName(userName)}|from:${window}:${ip}`;
}
/** `pwd_err_cnt:<name>|window`: the number of the account's current window. */
function windowKey(userName: string): string {
  return `${PWD_ERR_PREFIX}${keyName(userName)}|window`;
}
/** `pwd_err_cnt:<name>|addresses`: how many addresses the window counts. */
function addressesKey(userName: string): string {
  return `${PWD_ERR_PREFIX}${keyName(userName)}|addresses`;
}
/** `pwd_err_cnt:<name>|locked`: the account is locked for every address. */
function lockedKey(userName: string): string {
  return `${PWD_ERR_PREFIX}${keyName(userName)}|locked`;
}

interface Limits {
  maxRetry: number;
  lockMinutes: number;
  accountIps: number;
  accountMinutes: number;
}

/** One password attempt, counted before the password is checked. */
export interface Attempt {
  userName: string;
  ip: string;
  limits: Limits;
  /** Attempts from this address in its lock time, this one included. */
  fromIp: number;
  /** Counted towards the account-wide lock: attempts and addresses so far. */
  account?: { total: number; addresses: number; mark: string };
  /** Set when a lock refuses the attempt before any password check. */
  refused?: ServiceError;
}

export class PasswordLockout {
  constructor(
    private readonly kv: Kv,
    private readonly config: ConfigService,
  ) {}

  private async limits(): Promise<Limits> {
    return {
      maxRetry: await this.config.getInt('sys.login.maxRetryCount', 5),
      lockMinutes: await this.config.getInt('sys.login.lockTime', 10),
      accountIps: await this.config.getInt('sys.login.accountLockIps', 3),
      accountMinutes: await this.config.getInt('sys.login.accountLockTime', 5),
    };
  }

  /**
   * Counts one attempt atomically in the kv, so guesses sent in parallel each
   * take one of the allowed tries. `account: false` (a signed-in user's own
   * password) uses the per-address count and lock only.
   */
  async enter(
    userName: string,
    rawIp: string,
    { account = true } = {},
  ): Promise<Attempt> {
    const limits = await this.limits();
    const ip = rawIp && clientKey(rawIp);
    const attempt: Attempt = { userName, ip, limits, fromIp: 0 };
    if (account && (await this.kv.get(lockedKey(userName))) !== null) {
      return { ...attempt, refused: accountLocked(limits) };
    }
    const pair = pairKey(userName, ip);
    attempt.fromIp = await this.kv.incr(pair);
    await this.kv.expire(pair, limits.lockMinutes * 60);
    if (attempt.fromIp > limits.maxRetry) {
      return { ...attempt, refused: addressLocked(limits) };
    }
    if (!account) return attempt;

    const total = await this.kv.incr(totalKey(userName));
    if (total === 1) {
      await this.kv.expire(totalKey(userName), limits.lockMinutes * 60);
    }
    // Address marks and their count end with the window the total opened.
    const left = await this.kv.ttl(totalKey(userName));
    const windowSeconds = left > 0 ? left : limits.lockMinutes * 60;
    const window = (await this.kv.get(windowKey(userName))) ?? '0';
    const mark = fromKey(userName, window, ip);
    const newAddress = (await this.kv.incr(mark)) === 1;
    let addresses: number;
    if (newAddress) {
      await this.kv.expire(mark, windowSeconds);
      addresses = await this.kv.incr(addressesKey(userName));
      await this.kv.expire(addressesKey(userName), windowSeconds);
    } else {
      addresses = Number(await this.kv.get(addressesKey(userName))) || 1;
    }
    attempt.account = { total, addresses, mark };
    // Guesses sent at once already reached the account-wide limit before
    // this one: it locks the account without a password check.
    const before = addresses - (newAddress ? 1 : 0);
    if (total - 1 >= limits.maxRetry && before >= limits.accountIps) {
      return { ...attempt, refused: await this.lockAccount(userName, limits) };
    }
    return attempt;
  }

  /**
   * The password was wrong: the lock this failure reaches (account-wide
   * first, then this address's), else undefined.
   */
  async failed(attempt: Attempt): Promise<ServiceError | undefined> {
    const { limits, account, userName } = attempt;
    if (
      account &&
      account.total >= limits.maxRetry &&
      account.addresses >= limits.accountIps
    ) {
      return this.lockAccount(userName, limits);
    }
    if (attempt.fromIp >= limits.maxRetry) return addressLocked(limits);
    return undefined;
  }

  /** The right password: fresh counts for this address and the account. */
  async passed(attempt: Attempt): Promise<void> {
    const { account, userName, limits } = attempt;
    await this.kv.del(pairKey(userName, attempt.ip));
    if (account?.total === 1) {
      // The window held only this attempt: nothing of it is left behind.
      await this.kv.del(
        totalKey(userName),
        addressesKey(userName),
        account.mark,
      );
    } else {
      await this.clearWindow(userName, limits);
    }
  }

  /** Lifts every lock and count of the account (login log "unlock"). */
  async unlock(userName: string): Promise<void> {
    const keys = await this.kv.keys(`${totalKey(userName)}|`);
    await this.kv.del(totalKey(userName), ...keys);
  }

  /** Locks the account for every address; counting starts afresh after. */
  private async lockAccount(
    userName: string,
    limits: Limits,
  ): Promise<ServiceError> {
    await this.kv.set(lockedKey(userName), '1', limits.accountMinutes * 60);
    await this.clearWindow(userName, limits);
    return accountLocked(limits);
  }

  /**
   * Ends the account's counting window, if one is open, without searching
   * the store (this runs on every successful sign-in): its total and address
   * count go, and a new window number makes its address marks, which expire
   * with the window, count for nothing. The number outlives those marks.
   */
  private async clearWindow(userName: string, limits: Limits): Promise<void> {
    if ((await this.kv.del(totalKey(userName), addressesKey(userName))) > 0) {
      await this.kv.incr(windowKey(userName));
      await this.kv.expire(windowKey(userName), limits.lockMinutes * 60);
    }
  }
}

function addressLocked(limits: Limits): ServiceError {
  return new ServiceError(500, 'user.password.locked', {
    count: limits.maxRetry,
    minutes: limits.lockMinutes,
  });
}

function accountLocked(limits: Limits): ServiceError {
  return new ServiceError(500, 'user.account.locked', {
    minutes: limits.accountMinutes,
  });
}
