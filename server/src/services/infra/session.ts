import { randomUUID } from 'node:crypto';
import type { Lang } from '../../i18n/index.js';
import type { TextKeys } from '../../i18n/stored-text.js';
import { getJson, setJson, type Kv } from '../../kv/index.js';
import { signToken, verifyToken } from './token.js';

export const SESSION_PREFIX = 'login_tokens:';
/** token.expireTime: 30 minutes; refreshed on use when ≤ 10 minutes remain. */
export const SESSION_TTL_SECONDS = 30 * 60;
export const SESSION_REFRESH_SECONDS = 10 * 60;

/** The server-side session (RuoYi's LoginUser), stored at login_tokens:<tokenId>. */
export interface LoginSession {
  userId: number;
  deptId: number | null;
  userName: string;
  tokenId: string;
  /** epoch ms */
  loginTime: number;
  /** epoch ms */
  expireTime: number;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** The fields above kept as message keys (shown in the reader's language). */
  textKeys?: TextKeys;
  permissions: string[];
  roles: string[];
  lang?: Lang;
}

export type NewSession = Omit<
  LoginSession,
  'tokenId' | 'loginTime' | 'expireTime'
>;

export class SessionService {
  constructor(
    private readonly kv: Kv,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a new session and returns its signed token. */
  async create(
    data: NewSession,
  ): Promise<{ token: string; session: LoginSession }> {
    const tokenId = randomUUID();
    const loginTime = this.now();
    const session: LoginSession = {
      ...data,
      tokenId,
      loginTime,
      expireTime: loginTime + SESSION_TTL_SECONDS * 1000,
    };
    await setJson(
      this.kv,
      SESSION_PREFIX + tokenId,
      session,
      SESSION_TTL_SECONDS,
    );
    return { token: signToken(this.secret, tokenId), session };
  }

  /** Session named by a bearer token, refreshed when close to expiry. */
  async resolve(token: string | undefined): Promise<LoginSession | undefined> {
    if (!token) return undefined;
    const tokenId = verifyToken(this.secret, token);
    if (!tokenId) return undefined;
    const session = await getJson<LoginSession>(
      this.kv,
      SESSION_PREFIX + tokenId,
    );
    if (!session || session.tokenId !== tokenId) return undefined;
    if (session.expireTime - this.now() <= SESSION_REFRESH_SECONDS * 1000) {
      session.expireTime = this.now() + SESSION_TTL_SECONDS * 1000;
      await this.save(session);
    }
    return session;
  }

  /** Writes the session back keeping its current expiry. */
  async save(session: LoginSession): Promise<void> {
    const ttl = Math.ceil((session.expireTime - this.now()) / 1000);
    if (ttl <= 0) return;
    await setJson(this.kv, SESSION_PREFIX + session.tokenId, session, ttl);
  }

  async remove(tokenId: string): Promise<void> {
    await this.kv.del(SESSION_PREFIX + tokenId);
  }

  /**
   * Ends every session of these users (disabled, deleted, password reset or
   * changed), but the one named by `keepTokenId`.
   */
  async removeByUser(
    userIds: readonly number[],
    keepTokenId?: string,
  ): Promise<number> {
    const ids = new Set(userIds);
    const ended: string[] = [];
    for (const key of await this.kv.keys(SESSION_PREFIX)) {
      const session = await getJson<LoginSession>(this.kv, key);
      if (session && ids.has(session.userId) && session.tokenId !== keepTokenId)
        ended.push(key);
    }
    return ended.length ? this.kv.del(...ended) : 0;
  }
}

/** `Authorization: Bearer <jwt>` (the `Bearer ` prefix is optional, as upstream). */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const t = header.startsWith('Bearer ') ? header.slice(7) : header;
  return t.trim() || undefined;
}
