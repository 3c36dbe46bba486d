import { expectAccessible } from '../support/axe';
import { expect, test, token } from '../support/fixtures';
import {
  ADMIN_SCREENS,
  PAGE_AREA,
  openDialog,
  openScreen,
} from './admin-screens';

/**
 * The accessibility gate on every back-office route, in English
 * (docs/accessibility.md): each screen once loaded, then with its add (or
 * edit) dialog open. The shell around the pages (sidebar, navbar, tag bar)
 * is audited in full once, on the dashboard; elsewhere only the page area
 * and the open dialog, so that each audit costs what is new in it.
 */

// Two audits a test, after a screen's first download.
test.describe.configure({ timeout: 90_000 });

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

for (const screen of ADMIN_SCREENS) {
  test(`${screen.title} (${screen.path})`, async ({ page }) => {
    await openScreen(page, screen.path);
    // Soft: the dialog's audit runs (and reports) whatever the page's found.
    await expectAccessible(page, `${screen.title}, en`, {
      include: [PAGE_AREA],
      soft: true,
    });
    if (!screen.dialog) return;
    const dialog = await openDialog(page, screen);
    await expectAccessible(
      page,
      `${screen.title}, ${screen.dialog} dialog, en`,
      {
        include: [dialog],
      },
    );
  });
}
