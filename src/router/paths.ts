/**
 * In-app paths and the helpers that build them. Every redirect in the SPA goes
 * through these: never `location.href = '/...'`.
 */
export const PATHS = {
  root: '/',
  site: '/w',
  login: '/login',
  register: '/register',
  authRedirect: '/auth-redirect',
  bind: '/bind',
  notFound: '/404',
  unauthorized: '/401',
  admin: '/pc',
  home: '/pc/index',
  profile: '/user/profile',
  redirect: '/redirect',
} as const;

/** Static redirects applied before the access guard. */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  [PATHS.root]: PATHS.site,
  [PATHS.admin]: PATHS.home,
};

export function isExternal(path: string | null | undefined): boolean {
  return !!path && /^(https?:|mailto:|tel:)/.test(path);
}

/**
 * The in-app path of an 'InnerLink' entry whose path is still a URL, as
 * RuoYi's server derives it: scheme and `www.` dropped, `.` and `:` → `/`
 * (`http://docs.example.com` → `docs/example/com`).
 */
export function innerLinkPath(url: string): string {
  return url
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.:]/g, '/')
    .replace(/\/+$/, '');
}

/** Joins a parent and a child route path into one absolute path. */
export function joinPath(parent: string, child: string): string {
  if (isExternal(child)) return child;
  if (child.startsWith('/')) return normalize(child);
  if (!child) return normalize(parent || '/');
  return normalize(`${parent}/${child}`);
}

function normalize(path: string): string {
  const cleaned = `/${path}`.replace(/\/{2,}/g, '/');
  return cleaned.length > 1 ? cleaned.replace(/\/$/, '') : cleaned;
}

/** `/login?redirect=<full path with query>`. */
export function loginPath(redirect?: string): string {
  if (!redirect || redirect === PATHS.login) return PATHS.login;
  return `${PATHS.login}?redirect=${encodeURIComponent(redirect)}`;
}

/** `/redirect/<path>` keeps the query; used to remount (refresh) a page. */
export function refreshPath(fullPath: string): string {
  return `${PATHS.redirect}${fullPath.startsWith('/') ? '' : '/'}${fullPath}`;
}

/**
 * The redirect target after sign-in: only an in-app absolute path is accepted
 * (no `//host`, no scheme, not the login page itself), else the admin home.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return PATHS.home;
  if (raw.includes('\\') || /^\/[a-z][a-z0-9+.-]*:/i.test(raw)) {
    return PATHS.home;
  }
  const path = raw.split(/[?#]/)[0];
  if (path === PATHS.login || path === PATHS.register) return PATHS.home;
  return raw;
}

/** RouterVo `query` (a JSON object string) as a URL search string. */
export function queryToSearch(query: string | null | undefined): string {
  if (!query) return '';
  try {
    const parsed: unknown = JSON.parse(query);
    if (!parsed || typeof parsed !== 'object') return '';
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(parsed)) {
      if (value !== null && value !== undefined) params.set(key, String(value));
    }
    const search = params.toString();
    return search ? `?${search}` : '';
  } catch {
    return '';
  }
}

/** The dictionary types screen (the server menu's path, as in RuoYi). */
export const DICT_TYPES_PATH = '/system/dict';

/** The hidden dictionary data page of a type (one of the `GATED_ROUTES`). */
export function dictDataPath(dictId: number | string): string {
  return `/system/dict-data/index/${dictId}`;
}
