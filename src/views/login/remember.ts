import Cookies from 'js-cookie';

const USERNAME = 'username';
const REMEMBER = 'rememberMe';
/** RuoYi kept the password in a cookie; we never do, and clear old ones. */
const LEGACY_PASSWORD = 'password';
const DAYS = 30;

export interface Remembered {
  username: string;
  rememberMe: boolean;
}

/** The remembered account name and the checkbox state (never a password). */
export function readRemembered(): Remembered {
  Cookies.remove(LEGACY_PASSWORD);
  const rememberMe = Cookies.get(REMEMBER) === 'true';
  return {
    username: rememberMe ? (Cookies.get(USERNAME) ?? '') : '',
    rememberMe,
  };
}

export function saveRemembered({ username, rememberMe }: Remembered): void {
  Cookies.remove(LEGACY_PASSWORD);
  if (rememberMe) {
    Cookies.set(USERNAME, username, { expires: DAYS, sameSite: 'strict' });
    Cookies.set(REMEMBER, 'true', { expires: DAYS, sameSite: 'strict' });
  } else {
    Cookies.remove(USERNAME);
    Cookies.remove(REMEMBER);
  }
}
