import { PATHS, STATIC_REDIRECTS, loginPath } from './paths';

/** Paths reachable without a token: exact entries and `/w/**`. */
const WHITELIST: readonly string[] = [
  PATHS.site,
  PATHS.login,
  PATHS.authRedirect,
  PATHS.bind,
  PATHS.register,
  PATHS.notFound,
  PATHS.unauthorized,
];

export function isWhitelisted(pathname: string): boolean {
  return WHITELIST.includes(pathname) || pathname.startsWith(`${PATHS.site}/`);
}

export interface AccessInput {
  pathname: string;
  /** Location search including `?`, or empty. */
  search: string;
  hasToken: boolean;
  /** getInfo + getRouters done and the routes built (permission store). */
  accessReady: boolean;
  /** The path matches a route other than the catch-all. */
  isKnown: boolean;
  /**
   * Whether the user already had a token when this location was entered
   * (defaults to `hasToken`). Only a user who *visits* /login signed in is
   * sent away; signing in on the login page then navigates by itself.
   */
  arrivedWithToken?: boolean;
}

export type AccessDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Signed in but the profile and routes are not loaded yet. */
  | { type: 'load' };

/**
 * The access guard as a pure function, evaluated on every location:
 * 1. static redirects (`/` → `/w`, `/pc` → `/pc/index`) resolve first;
 * 2. a signed-in user at /login is sent to `/`;
 * 3. whitelisted paths are open to everyone (unknown ones go to /404);
 * 4. without a token anything else goes to /login?redirect=<full path>;
 * 5. with a token the profile and routes are loaded first, then unknown
 *    paths go to /404 — after the routes exist, so a deep link survives F5.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const { pathname, search, hasToken, accessReady, isKnown } = input;
  const arrivedWithToken = input.arrivedWithToken ?? hasToken;
  const target = STATIC_REDIRECTS[pathname];
  if (target) return { type: 'redirect', to: `${target}${search}` };

  if (arrivedWithToken && hasToken && pathname === PATHS.login) {
    return { type: 'redirect', to: PATHS.root };
  }
  if (isWhitelisted(pathname)) {
    return isKnown ? { type: 'allow' } : notFound(pathname);
  }
  if (!hasToken) {
    return { type: 'redirect', to: loginPath(`${pathname}${search}`) };
  }
  if (!accessReady) return { type: 'load' };
  return isKnown ? { type: 'allow' } : notFound(pathname);
}

function notFound(pathname: string): AccessDecision {
  return pathname === PATHS.notFound
    ? { type: 'allow' }
    : { type: 'redirect', to: PATHS.notFound };
}
