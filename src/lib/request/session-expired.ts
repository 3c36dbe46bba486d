/**
 * Code 401: one "login status expired" prompt at a time (style complaint #6).
 * A module-level flag guards the dialog; no dialog while already on #/login.
 * Re-login logs out through the user store and goes to the login page with
 * the current full path as `redirect`; cancel clears the flag.
 */
import { feedback } from '@/lib/feedback';
import { currentPath, navigateTo } from '@/router/history';
import { tr } from './messages';

let reloginShown = false;

/** Whether the re-login prompt is currently open (or its logout running). */
export function isReloginShown(): boolean {
  return reloginShown;
}

function onLoginPage(): boolean {
  return currentPath().split('?')[0] === '/login';
}

async function logOutAndGoToLogin(redirect: string): Promise<void> {
  try {
    // Imported lazily: the user store depends on the API modules, which
    // depend on this request layer.
    const { useUserStore } = await import('@/stores/user');
    await useUserStore.getState().logOut();
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
