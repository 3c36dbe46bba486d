/**
 * msw worker of `npm run dev:mock` (started by src/app/mock-api.ts, only in
 * Vite's `mock` mode; a build never has it): the handlers the component
 * tests use, plus what a browser session needs on top of them.
 * Its service worker file is msw's own, `public/mockServiceWorker.js`
 * (`npx msw init public`, package.json `msw.workerDirectory`).
 */
import { http, HttpResponse, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { db } from './db';
import { DEV_ROUTERS } from './dev-routers';
import { handlers } from './handlers';
import { projectContentHandlers } from './handlers/project-content';
import { accountOf, fail, ok, unauthorized } from './handlers/shared';

/** Sessions outlive a page reload (the data itself starts over). */
const SESSIONS_KEY = 'mock-api-sessions';

function restoreSessions(): void {
  const saved = sessionStorage.getItem(SESSIONS_KEY);
  if (!saved) return;
  for (const [token, user] of JSON.parse(saved) as [string, string][])
    db.sessions.set(token, user);
}

function saveSessions(): void {
  sessionStorage.setItem(SESSIONS_KEY, JSON.stringify([...db.sessions]));
}

/** Stands in for the mock rows' uploaded pictures (`/profile/upload/…`). */
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">' +
  '<rect width="160" height="120" fill="#e6ecf5"/>' +
  '<path d="M30 95l35-40 25 28 15-16 25 28z" fill="#9fb3cf"/>' +
  '<circle cx="115" cy="38" r="12" fill="#9fb3cf"/></svg>';

/** API prefixes (vite.config.ts proxies the same): none reaches Vite. */
const API = [
  'login',
  'logout',
  'register',
  'getInfo',
  'getRouters',
  'captchaImage',
  'i18n',
  'system',
  'monitor',
  'tool',
  'common',
  'project',
  'dashboard',
  'website',
  'unlockscreen',
];

export const browserHandlers = [
  // Vite's modules (`/src/views/system/user/index.tsx` would match the
  // handlers' `*/system/user/:id`) go to Vite.
  http.all(/^[^?#]*\/\/[^/]+\/(?:src|node_modules|@[\w-]+)\//, () =>
    passthrough(),
  ),
  // Every screen of the mock data in the admin's sidebar.
  http.get('*/getRouters', ({ request }) => {
    const account = accountOf(request);
    if (!account) return unauthorized(request);
    if (!account.roles.includes('admin')) return undefined;
    return ok({ data: DEV_ROUTERS });
  }),
  ...handlers,
  ...projectContentHandlers,
  http.get(
    '*/profile/*',
    () =>
      new HttpResponse(PICTURE, {
        headers: { 'Content-Type': 'image/svg+xml' },
      }),
  ),
  // An API call no handler answers: say so, rather than Vite's index.html.
  ...API.map((prefix) =>
    http.all(new RegExp(`^[^?#]*//[^/]+/${prefix}(?:[/?#]|$)`), ({ request }) =>
      fail(
        404,
        `npm run dev:mock: no mock for ${request.method} ${new URL(request.url).pathname} (mocks/handlers)`,
      ),
    ),
  ),
];

restoreSessions();
export const worker = setupWorker(...browserHandlers);
worker.events.on('response:mocked', saveSessions);
