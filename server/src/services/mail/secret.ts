/**
 * The SMTP password at rest: AES-256-GCM with a key derived (HKDF-SHA256)
 * from the install's token secret (TOKEN_SECRET, else sys_secret 'token'),
 * so the database alone does not give it away. Stored as
 * `v1:<base64url of iv | tag | ciphertext>`. When the token secret changes,
 * the stored password can no longer be read and must be entered again.
 */
import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key that encrypts the SMTP password, derived from the token secret. */
export function mailKey(tokenSecret: string): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      tokenSecret,
      'website-management-system',
      'sys_mail_setting.password',
      32,
    ),
  );
}

export function encryptPassword(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return (
    PREFIX +
    Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
  );
}

/** The password, '' when none is stored, undefined when it cannot be read (another key). */
export function decryptPassword(
  key: Buffer,
  stored: string,
): string | undefined {
  if (!stored) return '';
  if (!stored.startsWith(PREFIX)) return undefined;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      key,
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
