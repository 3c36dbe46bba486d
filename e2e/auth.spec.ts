import {
  test,
  expect,
  signIn,
  sidebar,
  openMenu,
  signOut,
} from './support/fixtures';

test('a deep link without a session goes to the login page and back after sign-in', async ({
  page,
}) => {
  await page.goto('/#/system/user?from=e2e');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  expect(decodeURIComponent(page.url())).toContain(
    'redirect=/system/user?from=e2e',
  );
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/#\/system\/user\?from=e2e$/);
});

test('admin signs in, sees the menu, opens a page, reloads and signs out', async ({
  page,
}) => {
  await page.goto('/#/login');
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/#\/pc\/index$/);
  const menu = sidebar(page);
  for (const title of ['System', 'Monitoring', 'Tools', 'Website content']) {
    await expect(menu.getByText(title, { exact: true })).toBeVisible();
  }

  await openMenu(page, 'System', 'Notices', /#\/system\/notice$/);

  await page.reload();
  await expect(page).toHaveURL(/#\/system\/notice$/);
  await expect(
    sidebar(page).getByText('Website content', { exact: true }),
  ).toBeVisible();

  await signOut(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();

  // The old session is gone on the server too: a protected page needs a new sign-in.
  await page.goto('/#/system/notice');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test('ry, a website editor, sees only the website content menus and notices', async ({
  page,
}) => {
  await signIn(page, 'ry');
  await expect(page).toHaveURL(/#\/pc\/index$/);
  const menu = sidebar(page);
  await expect(
    menu.getByText('Website content', { exact: true }),
  ).toBeVisible();
  await expect(menu.getByText('Monitoring', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Tools', { exact: true })).toHaveCount(0);
  await menu.getByText('System', { exact: true }).click();
  await expect(menu.getByText('Notices', { exact: true })).toBeVisible();
  await expect(menu.getByText('Users', { exact: true })).toHaveCount(0);

  await menu.getByText('Website content', { exact: true }).click();
  for (const title of ['Navigation', 'Copy records', 'Products', 'Enquiries']) {
    await expect(menu.getByText(title, { exact: true })).toBeVisible();
  }
});

test('a wrong password is refused with the server message and no session', async ({
  page,
}) => {
  await signIn(page, 'admin', 'wrong-password');
  await expect(page.getByText(/password/i).last()).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
});

test('unknown paths show the not-found page', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/#\/pc\/index$/);
  await page.goto('/#/no/such/page');
  await expect(page.getByText(/does not exist/i)).toBeVisible();
});

test('the sign-in form is usable before the app has loaded, and nothing typed is lost', async ({
  page,
}) => {
  // Hold the app back: the static sign-in page is all there is meanwhile.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/login');
  await expect(page.locator('#login-shell')).toBeVisible();
  await page.getByLabel('Account').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/login$/);

  release();
  // The app takes the form over and sends the sign-in that was asked for.
  await expect(page).toHaveURL(/#\/pc\/index$/);
  await expect(page.locator('#login-shell')).toHaveCount(0);
});

test('the sign-in page is on screen before the app starts loading', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { entryAt?: number };
    new MutationObserver(() => {
      if (w.entryAt === undefined && document.querySelector('script[src]'))
        w.entryAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/#/login');
  // The app has taken the static form over.
  await expect(page.locator('#login-shell')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const { entryAt, paintAt } = await page.evaluate(() => ({
    entryAt: (window as unknown as { entryAt?: number }).entryAt,
    paintAt: performance.getEntriesByName('first-contentful-paint')[0]
      ?.startTime,
  }));
  expect(paintAt).toBeGreaterThan(0);
  // The app's first script is added only after the static form was painted.
  expect(entryAt).toBeGreaterThan(paintAt!);
});
