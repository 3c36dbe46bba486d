/** A test app with admin, ry and a user without permissions (guest) signed in, all in English. */
import type { AppOptions } from '../../../server/src/app.js';
import { api, type Api } from './api.js';
import { createTestApp, loginToken, type TestApp } from './app.js';
import { addGuestUser } from './guest-user.js';

export const EN = { 'content-language': 'en' };
export const ok = { code: 200, msg: 'Operation succeeded' };

export interface StaffApp {
  t: TestApp;
  admin: Api;
  ry: Api;
  guest: Api;
}

export async function staffApp(
  opts: Partial<AppOptions> = {},
): Promise<StaffApp> {
  const t = await createTestApp(opts);
  await addGuestUser(t.app);
  const as = async (user: string) =>
    api(t.app, await loginToken(t.app, user, 'admin123', { headers: EN }), EN);
  return {
    t,
    admin: await as('admin'),
    ry: await as('ry'),
    guest: await as('guest'),
  };
}
