/**
 * Code 401: one "login status expired" prompt at a time.
 * A module-level flag guards the dialog; no dialog while already on #/login.
 * Re-login logs out through the user store and goes to the login page with
 * the current full path as `redirect`; cancel clears the flag.
 */
import { removeToken } from '@/lib/auth-token';
import { feedback } from '@/lib/feedback';
import { currentPath, navigateTo } from '@/lib/history';
import { resetAllStores } from '@/lib/store-reset';
import { tr } from './messages';

let reloginShown = false;

type LogoutHandler = () => Promise<void>;

/** Client-side logout, used until the user store registers its own. */
const localLogout: LogoutHandler = async () => {
  removeToken();
  resetAllStores();
};

let logoutHandler: LogoutHandler = localLogout;

/**
 * The logout run on "log in again". The user store registers its `logOut`
 * (POST /logout, then clear the token and reset every store) when it loads;
 * registering instead of importing keeps the request layer free of a
 * dependency cycle (user store → API modules → request layer).
 */
export function setLogoutHandler(handler: LogoutHandler | null): void {
  logoutHandler = handler ?? localLogout;
}

/** Whether the re-login prompt is currently open (or its logout running). */
export function isReloginShown(): boolean {
  return reloginShown;
}

function onLoginPage(): boolean {
  return currentPath().split('?')[0] === '/login';
}

async function logOutAndGoToLogin(redirect: string): Promise<void> {
  try {
    await logoutHandler();
  } catch {
    // The session is cleared locally anyway; the request layer has already
    // shown why the server call failed.
    await localLogout();
  } finally {
    navigateTo(`/login?redirect=${encodeURIComponent(redirect)}`, {
      replace: true,
    });
  }
}

/**
 * Show the re-login prompt unless one is already open or the user is on the
 * login page. Resolves when the prompt is settled (and, on re-login, the
 * logout and navigation are done); callers need not wait.
 */
export async function promptRelogin(): Promise<void> {
  if (reloginShown || onLoginPage()) return;
  reloginShown = true;
  try {
    const confirmed = await feedback.confirm({
      title: tr('sessionExpired.title'),
      content: tr('sessionExpired.content'),
      okText: tr('sessionExpired.ok'),
      cancelText: tr('sessionExpired.cancel'),
      type: 'warning',
    });
    if (confirmed) await logOutAndGoToLogin(currentPath());
  } finally {
    reloginShown = false;
  }
}
