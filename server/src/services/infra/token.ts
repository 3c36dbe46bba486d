import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/index.js';

export const TOKEN_SECRET_FILE = 'token-secret';

function b64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** Compact JWT (HS256) whose claim `login_user_key` names a server session. */
export function signToken(secret: string, loginUserKey: string): string {
  const payload = b64url(
    JSON.stringify({
      login_user_key: loginUserKey,
      iat: Math.floor(Date.now() / 1000),
    }),
  );
  const sig = createHmac('sha256', secret)
    .update(`${HEADER}.${payload}`)
    .digest('base64url');
  return `${HEADER}.${payload}.${sig}`;
}

/** Returns the session key of a well-signed token, else undefined. */
export function verifyToken(secret: string, token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, sig] = parts;
  const expected = createHmac('sha256', secret)
    .update(`${header}.${payload}`)
    .digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return undefined;
  }
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (h.alg !== 'HS256') return undefined;
    const claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    );
    const key = claims.login_user_key;
    return typeof key === 'string' && key.length > 0 ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * TOKEN_SECRET if given; else the install's secret in the database (table
 * sys_secret, migration 0016), generated once and shared by every instance on
 * that database. An install that kept it in DATA_DIR/token-secret (before
 * 0016) moves that one into the database, so its sessions stay valid.
 */
export async function resolveTokenSecret(
  explicit: string | undefined,
  db: Queryable,
  dataDir: string | undefined,
): Promise<string> {
  if (explicit) return explicit;
  const read = async () =>
    (
      await db.one<{ value: string }>(
        "SELECT value FROM sys_secret WHERE name = 'token'",
      )
    )?.value;
  const stored = await read();
  if (stored) return stored;
  const candidate =
    (dataDir && (await legacySecret(dataDir))) ||
    randomBytes(48).toString('base64url');
  // Two instances starting at once: the first insert wins, both read it.
  await db.query(
    `INSERT INTO sys_secret (name, value) VALUES ('token', $1)
     ON CONFLICT (name) DO NOTHING`,
    [candidate],
  );
  return (await read())!;
}

/** The secret an earlier version generated in DATA_DIR, if any. */
async function legacySecret(dataDir: string): Promise<string | undefined> {
  try {
    const existing = (
      await readFile(join(dataDir, TOKEN_SECRET_FILE), 'utf8')
    ).trim();
    return existing.length >= 32 ? existing : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return undefined;
  }
}
