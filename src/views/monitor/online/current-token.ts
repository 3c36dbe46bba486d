import { getToken } from '@/lib/auth-token';

/**
 * The session id (`login_user_key` claim) of this browser's token, so that
 * the list can mark the signed-in user's own session.
 */
export function currentTokenId(token = getToken()): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const key = (JSON.parse(json) as { login_user_key?: unknown })
      .login_user_key;
    return typeof key === 'string' ? key : undefined;
  } catch {
    return undefined;
  }
}
