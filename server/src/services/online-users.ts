/**
 * Online users (contract §3.1): every live session of the kv
 * (`login_tokens:<tokenId>`), newest first, and force logout, which deletes
 * the session so that the holder's very next request answers 401.
 */
import { getJson, type Kv } from '../kv/index.js';
import type { Repositories } from '../repositories/index.js';
import { SESSION_PREFIX, type LoginSession } from './session.js';

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
  ) {}

  /** Sessions whose address and account contain the filters (any case). */
  async list(f: OnlineFilter): Promise<OnlineUser[]> {
    const sessions: LoginSession[] = [];
    for (const key of await this.kv.keys(SESSION_PREFIX)) {
      const s = await getJson<LoginSession>(this.kv, key);
      if (s && contains(s.ipaddr, f.ipaddr) && contains(s.userName, f.userName))
        sessions.push(s);
    }
    const deptNames = new Map<number, string>();
    for (const s of sessions) {
      if (s.deptId !== null && !deptNames.has(s.deptId)) {
        const dept = await this.repos.depts.findById(s.deptId);
        deptNames.set(s.deptId, dept?.deptName ?? '');
      }
    }
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
      }));
  }

  /** Ends the session; false when it had already ended. */
  async forceLogout(tokenId: string): Promise<boolean> {
    return (await this.kv.del(SESSION_PREFIX + tokenId)) > 0;
  }
}
