/** Runtime constants of the SPA. */

/** Base URL of the API: the server serves the API at its root. */
export const BASE_API = '';

/** Request timeout (ms). */
export const REQUEST_TIMEOUT = 60_000;

/** Captcha request timeout (ms). */
export const CAPTCHA_TIMEOUT = 20_000;

/** Duplicate-submit window (ms). */
export const REPEAT_SUBMIT_INTERVAL = 1_000;

/** Bodies larger than this are not checked for duplicate submits. */
export const REPEAT_SUBMIT_MAX_SIZE = 5 * 1024 * 1024;

/** How long transport error toasts stay (ms). */
export const TRANSPORT_ERROR_DURATION = 5_000;

/** Cookie names. */
export const TOKEN_COOKIE = 'Admin-Token';
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';

/** Local storage: the screen is locked (kept across reloads until unlocked). */
export const LOCK_KEY = 'lock-screen';

/** Default role when the profile has none. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';
