/** Shared pieces of the preview-link tests: the app with the site's render, and reading a link. */
import { expect } from 'vitest';
import { api, type Api } from './api.js';
import { createTestApp, loginToken, type TestApp } from './app.js';
import { siteRender } from './site-render.js';

export const EN = { 'content-language': 'en' };
export const ORIGIN = 'http://site.example';
const TOKEN_URL = /^http:\/\/site\.example\/w\/preview\/([A-Za-z0-9_-]{43})/;

/** The app drawing the public site at ORIGIN, with admin signed in. */
export async function previewApp(): Promise<{ t: TestApp; admin: Api }> {
  const t = await createTestApp({ siteRender: await siteRender() });
  const admin = api(t.app, await loginToken(t.app, 'admin', 'admin123'), EN);
  await t.app.db.query(
    `UPDATE sys_config SET config_value = $1
      WHERE config_key = 'sys.site.baseUrl'`,
    [ORIGIN],
  );
  await t.app.services.config.evict('sys.site.baseUrl');
  return { t, admin };
}

/** A GET of the app, as a visitor's browser sends it. */
export const openPage = (
  t: TestApp,
  url: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'GET', url, headers });

/** The path and token of a link the server gave out. */
export const linkOf = (url: string) => {
  const token = TOKEN_URL.exec(url)?.[1];
  expect(token).toBeTruthy();
  return { token: token!, path: url.slice(ORIGIN.length) };
};

/** Saves a draft of record `id` with a new title. */
export async function draftTitle(admin: Api, id: number, title: string) {
  const { data } = await admin.get(`/project/record/${id}`);
  expect(await admin.put('/project/record', { ...data, title })).toMatchObject({
    code: 200,
  });
}
