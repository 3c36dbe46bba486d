import { HttpResponse } from 'msw';
import { ACCOUNTS, db, type MockAccount } from '../db';

export const ok = <T extends object>(extra?: T) =>
  HttpResponse.json({ code: 200, msg: 'Operation successful', ...extra });

export const fail = (code: number, msg: string) =>
  HttpResponse.json({ code, msg });

/** The signed-in account for a request, from its bearer token. */
export function accountOf(request: Request): MockAccount | null {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.replace(/^Bearer /, '');
  const name = db.sessions.get(token);
  return name ? (ACCOUNTS[name] ?? null) : null;
}

export function unauthorized(request: Request) {
  return fail(
    401,
    `Request access: ${new URL(request.url).pathname}, authentication failed, system resources cannot be accessed`,
  );
}
