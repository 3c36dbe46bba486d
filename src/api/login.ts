import { CAPTCHA_TIMEOUT } from '@/config/env';
import { request } from '@/lib/request';
import type {
  AjaxResult,
  CaptchaResult,
  GetInfoResult,
  LoginResult,
} from '@/types/api';

/** POST /login (no token, not subject to the duplicate-submit guard). */
export function login(
  username: string,
  password: string,
  code?: string,
  uuid?: string,
) {
  return request<LoginResult>({
    url: '/login',
    method: 'post',
    headers: { isToken: false, repeatSubmit: false },
    data: { username, password, code, uuid },
  });
}

export interface RegisterForm {
  username: string;
  password: string;
  confirmPassword?: string;
  code?: string;
  uuid?: string;
}

/** POST /register (no token). */
export function register(data: RegisterForm) {
  return request<AjaxResult>({
    url: '/register',
    method: 'post',
    headers: { isToken: false },
    data,
  });
}

/** GET /getInfo: user, roles, permissions. */
export function getInfo() {
  return request<GetInfoResult>({ url: '/getInfo', method: 'get' });
}

/** POST /logout. */
export function logout() {
  return request<AjaxResult>({ url: '/logout', method: 'post' });
}

/** GET /captchaImage (no token, 20 s timeout). */
export function getCodeImg() {
  return request<CaptchaResult>({
    url: '/captchaImage',
    method: 'get',
    headers: { isToken: false },
    timeout: CAPTCHA_TIMEOUT,
  });
}

/** POST /unlockscreen (RuoYi 3.9.x): the signed-in user's password again. */
export function unlockScreen(password: string) {
  return request<AjaxResult>({
    url: '/unlockscreen',
    method: 'post',
    data: { password },
  });
}
