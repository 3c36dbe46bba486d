import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isEmpty,
  isExternal,
  isHttp,
  isPathMatch,
  isValidUrl,
} from '@/utils/validate';

describe('validate', () => {
  it('isExternal: http(s), mailto and tel', () => {
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('http://example.com')).toBe(true);
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('tel:123')).toBe(true);
    expect(isExternal('/system/user')).toBe(false);
    expect(isExternal('ftp://x')).toBe(false);
    expect(isExternal(undefined)).toBe(false);
  });

  it('isHttp', () => {
    expect(isHttp('http://a')).toBe(true);
    expect(isHttp('https://a')).toBe(true);
    expect(isHttp('/profile/a.png')).toBe(false);
  });

  it('isEmpty', () => {
    for (const v of [undefined, null, '', 'undefined', 'null']) {
      expect(isEmpty(v)).toBe(true);
    }
    for (const v of [0, 'a', false, []]) expect(isEmpty(v)).toBe(false);
  });

  it('isPathMatch: * one segment, ** any depth', () => {
    expect(isPathMatch('/w/**', '/w/menu/a/1')).toBe(true);
    expect(isPathMatch('/w/*', '/w/menu')).toBe(true);
    expect(isPathMatch('/w/*', '/w/menu/a')).toBe(false);
    expect(isPathMatch('/login', '/login')).toBe(true);
    expect(isPathMatch('/login', '/login2')).toBe(false);
  });

  it('isValidUrl and isEmail', () => {
    expect(isValidUrl('https://example.com/a?b=1')).toBe(true);
    expect(isValidUrl('example')).toBe(false);
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
  });
});
