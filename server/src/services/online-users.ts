/**
 * Online users (`/monitor/online`): the live sessions of the kv
 * (`login_tokens:<tokenId>`) whose user the caller's data scope lets them see
 * (as the user list decides), newest first, and force logout, which deletes
 * such a session so that the holder's very next request answers 401. A session
 * of the super administrator is ended only by the super administrator.
 */
import type { TextKeys } from '../i18n/stored-text.js';
import { getJson, type Kv } from '../kv/index.js';
import type { Repositories } from '../repositories/index.js';
import { SqlWhere } from '../repositories/lib/sql-where.js';
import type { DataScopeService, ScopeContext } from './data-scope.js';
import { ServiceError } from '../errors.js';
import { isAdminUser } from './permission.js';
import { USER_SCOPE_COLS } from './scope-checks.js';
import { SESSION_PREFIX, type LoginSession } from './infra/session.js';

export interface OnlineUser {
  tokenId: string;
  deptName: string;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** epoch ms */
  loginTime: number;
  /** The fields kept as message keys (services/stored-text.ts shows them). */
  textKeys: TextKeys | null;
}

export interface OnlineFilter {
  ipaddr?: string;
  userName?: string;
}

const contains = (value: string, part?: string) =>
  !part?.trim() || value.toLowerCase().includes(part.trim().toLowerCase());

export class OnlineUsers {
  constructor(
    private readonly kv: Kv,
    private readonly repos: Repositories,
    private readonly scope: DataScopeService,
  ) {}

  /**
   * Sessions whose address and account contain the filters (any case) and
   * whose user is visible under the caller's data scope.
   */
  async list(f: OnlineFilter, ctx: ScopeContext): Promise<OnlineUser[]> {
    const matching: LoginSession[] = [];
    for (const key of await this.kv.keys(SESSION_PREFIX)) {
      const s = await getJson<LoginSession>(this.kv, key);
      if (s && contains(s.ipaddr, f.ipaddr) && contains(s.userName, f.userName))
        matching.push(s);
    }
    const visible = await this.visibleUsers(
      matching.map((s) => s.userId),
      ctx,
    );
    const sessions = matching.filter((s) => !visible || visible.has(s.userId));
    const deptNames = await this.deptNames(sessions);
    return sessions
      .sort((a, b) => b.loginTime - a.loginTime)
      .map((s) => ({
        tokenId: s.tokenId,
        deptName: s.deptId === null ? '' : (deptNames.get(s.deptId) ?? ''),
        userName: s.userName,
        ipaddr: s.ipaddr,
        loginLocation: s.loginLocation,
        browser: s.browser,
        os: s.os,
        loginTime: s.loginTime,
        textKeys: s.textKeys ?? null,
      }));
  }

  /**
   * Ends the session; false when it had already ended. Throws when its user
   * is outside the caller's data scope, or is the super administrator and
   * the caller is not.
   */
  async forceLogout(tokenId: string, ctx: ScopeContext): Promise<boolean> {
    const key = SESSION_PREFIX + tokenId;
    const session = await getJson<LoginSession>(this.kv, key);
    if (!session) return false;
    if (isAdminUser(session.userId) && !isAdminUser(ctx.user.userId)) {
      throw new ServiceError(500, 'user.adminForbidden');
    }
    const visible = await this.visibleUsers([session.userId], ctx);
    if (visible && !visible.has(session.userId)) {
      throw new ServiceError(500, 'dataScope.user');
    }
    return (await this.kv.del(key)) > 0;
  }

  /** The visible ones of `userIds` (one query); null when all are. */
  private visibleUsers(userIds: number[], ctx: ScopeContext) {
    return this.scope.visibleIds(ctx, {
      from: 'sys_user u',
      idColumn: 'u.user_id',
      ids: [...new Set(userIds)],
      cols: USER_SCOPE_COLS,
    });
  }

  /** Names of the sessions' live departments (one query). */
  private async deptNames(sessions: LoginSession[]) {
    const ids = [
      ...new Set(sessions.flatMap((s) => (s.deptId === null ? [] : s.deptId))),
    ];
    const names = new Map<number, string>();
    if (ids.length === 0) return names;
    const where = new SqlWhere();
    where.and(`d.dept_id = ANY(${where.param(ids)})`);
    for (const d of await this.repos.depts.list({}, where)) {
      names.set(d.deptId, d.deptName);
    }
    return names;
  }
}
