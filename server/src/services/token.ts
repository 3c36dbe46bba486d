import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
 * TOKEN_SECRET if given; else DATA_DIR/token-secret, generated once (mode 0600);
 * with neither (in-memory tests) a random secret for this process.
 */
export async function resolveTokenSecret(
  explicit: string | undefined,
  dataDir: string | undefined,
): Promise<string> {
  if (explicit) return explicit;
  if (!dataDir) return randomBytes(48).toString('base64url');
  const file = join(dataDir, TOKEN_SECRET_FILE);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
