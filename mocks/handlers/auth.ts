/**
 * msw handlers for the sign-in calls: captcha, login, getInfo, getRouters,
 * logout, unlock screen and the language switch.
 */
import { http, HttpResponse } from 'msw';
import {
  ACCOUNTS,
  ADMIN_ROUTERS,
  EDITOR_ROUTERS,
  createSession,
  db,
} from '../db';
import { accountOf, fail, ok, unauthorized } from './shared';

// A 1x1 transparent GIF, base64 without prefix (like the real server).
const CAPTCHA_IMG = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

let captchaSeq = 0;

export const authHandlers = [
  http.get('*/captchaImage', () => {
    if (!db.captchaEnabled) return ok({ captchaEnabled: false });
    captchaSeq += 1;
    const uuid = `captcha-${captchaSeq}`;
    db.captchas.set(uuid, '4');
    return ok({ captchaEnabled: true, uuid, img: CAPTCHA_IMG });
  }),

  http.post('*/login', async ({ request }) => {
    const body = (await request.json()) as {
      username?: string;
      password?: string;
      code?: string;
      uuid?: string;
    };
    if (db.captchaEnabled) {
      const answer = db.captchas.get(body.uuid ?? '');
      db.captchas.delete(body.uuid ?? '');
      if (answer === undefined) return fail(500, 'The captcha has expired');
      if (answer !== body.code) return fail(500, 'Captcha error');
    }
    const account = ACCOUNTS[body.username ?? ''];
    if (!account || account.password !== body.password) {
      return fail(500, 'User does not exist/password error');
    }
    return ok({ token: createSession(account.user.userName) });
  }),

  http.get('*/getInfo', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    return ok({
      user: account.user,
      roles: account.roles,
      permissions: account.permissions,
    });
  }),

  http.get('*/getRouters', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const data = account.roles.includes('admin')
      ? ADMIN_ROUTERS
      : EDITOR_ROUTERS;
    return ok({ data });
  }),

  http.post('*/logout', ({ request }) => {
    const token = (request.headers.get('Authorization') ?? '').replace(
      /^Bearer /,
      '',
    );
    db.sessions.delete(token);
    return HttpResponse.json({ code: 200, msg: 'Logout successful' });
  }),

  http.post('*/unlockscreen', async ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    const { password } = (await request.json()) as { password?: string };
    return password === account.password
      ? ok()
      : fail(500, 'Wrong password; 4 tries left');
  }),

  http.get('*/i18n/:lang', ({ params }) => {
    const lang = String(params.lang);
    if (!['en', 'zh-CN', 'zh', 'ja'].includes(lang)) {
      return fail(500, `Unsupported language: ${lang}`);
    }
    return ok({ data: { 'login.title': 'Website management system' } });
  }),
];
