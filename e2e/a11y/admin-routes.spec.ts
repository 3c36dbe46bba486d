import { expectAccessible } from '../support/axe';
import { expect, test, token } from '../support/fixtures';
import { ADMIN_SCREENS, auditScreen, openScreen } from './admin-screens';

/**
 * The accessibility gate on every back-office route, in English
 * (docs/accessibility.md): each screen once loaded, then with its add (or
 * edit) dialog open. The shell around the pages (sidebar, navbar, tag bar)
 * is audited in full once, on the dashboard; elsewhere only the page area
 * and the open dialog, so that each audit costs what is new in it. One page
 * goes through a group of screens (the app's code stays loaded), and every
 * audit is soft, so each screen reports.
 */

/** Screens per test: the groups spread over the workers. */
const GROUP = 6;

interface Route {
  path: string;
  hidden?: boolean;
  meta?: { link?: string | null };
  children?: Route[];
}

/** The addresses of a menu's screens: leaves, not hidden, not external. */
function screens(routes: Route[], base = ''): string[] {
  return routes.flatMap((r) => {
    if (/^https?:/.test(r.path) || r.meta?.link) return [];
    const path = r.path.startsWith('/') ? r.path : `${base}/${r.path}`;
    if (r.children?.length) return screens(r.children, path);
    return r.hidden ? [] : [path];
  });
}

test('the audited screens are the routes of admin’s menu', async ({ page }) => {
  await openScreen(page, '/pc/index');
  const res = await page.request.get('/getRouters', {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  const { data } = (await res.json()) as { data: Route[] };
  expect(screens(data).sort()).toEqual(ADMIN_SCREENS.map((s) => s.path).sort());
});

test('the dashboard and the shell around it', async ({ page }) => {
  await openScreen(page, '/pc/index');
  await expectAccessible(page, 'dashboard, en');
});

for (let i = 0; i < ADMIN_SCREENS.length; i += GROUP) {
  const group = ADMIN_SCREENS.slice(i, i + GROUP);
  test(
    group.map((s) => `${s.title} (${s.path})`).join(', '),
    async ({ page }) => {
      // two audits a screen, after its first download
      test.setTimeout(group.length * 60_000);
      for (const screen of group) await auditScreen(page, screen, 'en');
    },
  );
}
