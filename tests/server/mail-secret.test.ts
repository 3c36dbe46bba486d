/**
 * The SMTP password at rest: AES-256-GCM under a key derived from the
 * install's token secret; another secret or a changed byte reads nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  decryptPassword,
  encryptPassword,
  mailKey,
} from '../../server/src/services/mail/secret.js';

describe('SMTP password encryption', () => {
  const key = mailKey('install-secret-one');

  it('reads back what it stored, and stores it differently each time', () => {
    const a = encryptPassword(key, 'pässwörd パスワード');
    const b = encryptPassword(key, 'pässwörd パスワード');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(decryptPassword(key, a)).toBe('pässwörd パスワード');
    expect(decryptPassword(key, '')).toBe('');
  });

  it('reads nothing under another secret, from a changed byte or a foreign value', () => {
    const stored = encryptPassword(key, 'secret');
    expect(
      decryptPassword(mailKey('install-secret-two'), stored),
    ).toBeUndefined();
    const raw = Buffer.from(stored.slice(3), 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(
      decryptPassword(key, 'v1:' + raw.toString('base64url')),
    ).toBeUndefined();
    expect(decryptPassword(key, 'secret')).toBeUndefined();
    expect(decryptPassword(key, 'v1:AAAA')).toBeUndefined();
  });
});
