import { describe, expect, it } from 'vitest';
import { decideAccess, isWhitelisted, type AccessInput } from '@/router/access';

const input = (over: Partial<AccessInput>): AccessInput => ({
  pathname: '/system/user',
  search: '',
  hasToken: false,
  accessReady: false,
  isKnown: true,
  ...over,
});

describe('isWhitelisted (pages open without sign-in)', () => {
  it.each([
    '/w',
    '/w/menu/about/1',
    '/login',
    '/auth-redirect',
    '/bind',
    '/register',
    '/404',
    '/401',
  ])('opens %s without a token', (path) =>
    expect(isWhitelisted(path)).toBe(true),
  );

  it.each([
    '/',
    '/pc/index',
    '/system/user',
    '/wx',
    '/redirect/pc/index',
    '/user/profile',
  ])('guards %s', (path) => expect(isWhitelisted(path)).toBe(false));
});

describe('decideAccess', () => {
  it('lets whitelisted paths through without a token', () => {
    for (const pathname of [
      '/w',
      '/w/d/news/1/2',
      '/login',
      '/register',
      '/404',
      '/401',
    ]) {
      expect(decideAccess(input({ pathname }))).toEqual({ type: 'allow' });
    }
  });

  it('sends other paths to /login with the full path and query as redirect', () => {
    expect(
      decideAccess(
        input({ pathname: '/system/user', search: '?pageNum=2&name=a b' }),
      ),
    ).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/system/user?pageNum=2&name=a b')}`,
    });
  });

  it('applies the static redirects first: / → /w and /pc → /pc/index', () => {
    expect(decideAccess(input({ pathname: '/' }))).toEqual({
      type: 'redirect',
      to: '/w',
    });
    expect(
      decideAccess(input({ pathname: '/pc', search: '?a=1', hasToken: true })),
    ).toEqual({
      type: 'redirect',
      to: '/pc/index?a=1',
    });
  });

  it('sends a signed-in user visiting /login to /', () => {
    expect(decideAccess(input({ pathname: '/login', hasToken: true }))).toEqual(
      {
        type: 'redirect',
        to: '/',
      },
    );
  });

  it('leaves the login page alone while it signs the user in', () => {
    expect(
      decideAccess(
        input({ pathname: '/login', hasToken: true, arrivedWithToken: false }),
      ),
    ).toEqual({ type: 'allow' });
  });

  it('with a token, waits for profile and routes before matching', () => {
    expect(
      decideAccess(
        input({ hasToken: true, accessReady: false, isKnown: false }),
      ),
    ).toEqual({ type: 'load' });
  });

  it('with a token and routes built, allows known paths', () => {
    expect(decideAccess(input({ hasToken: true, accessReady: true }))).toEqual({
      type: 'allow',
    });
  });

  it('sends unknown paths to /404 once the routes exist', () => {
    expect(
      decideAccess(
        input({
          pathname: '/nope',
          hasToken: true,
          accessReady: true,
          isKnown: false,
        }),
      ),
    ).toEqual({ type: 'redirect', to: '/404' });
    expect(
      decideAccess(input({ pathname: '/w/unknown/page', isKnown: false })),
    ).toEqual({ type: 'redirect', to: '/404' });
  });

  it('sends unknown paths without a token to the login page first', () => {
    expect(decideAccess(input({ pathname: '/nope', isKnown: false }))).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fnope',
    });
  });

  it('never loops on /404 itself', () => {
    expect(decideAccess(input({ pathname: '/404', isKnown: false }))).toEqual({
      type: 'allow',
    });
  });
});
