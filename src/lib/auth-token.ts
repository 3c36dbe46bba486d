import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@/config/env';

/** The session token, kept in the `Admin-Token` cookie. */
export function getToken(): string | undefined {
  return Cookies.get(TOKEN_COOKIE);
}

export function setToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token);
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
