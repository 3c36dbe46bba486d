import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  sidebar,
  answerPrompt,
  rowOf,
  token,
} from './support/fixtures';
import { createLimitedUser } from './support/limited-user';

const SCREENS = 'test-results/screens';

async function switchLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  const told = page.waitForResponse((r) => /\/i18n\//.test(r.url()));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name }).click();
  await told;
  await reloaded;
}

test('online users shows a second session; force logout ends it at its next request', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await createLimitedUser(request, 'e2e_online', []);
  try {
    // the user signs in elsewhere (through the API)
    const login = await request.post('/login', {
      data: { username: user.userName, password: user.password },
    });
    const victim = {
      Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    expect(
      (await (await request.get('/getInfo', { headers: victim })).json()).code,
    ).toBe(200);

    // admin, signed in, opens the screen by its address (a fresh load, as a
    // bookmark would): the home's charts are never drawn first
    await signedIn(page, 'admin', '/#/monitor/online');
    await expect(
      sidebar(page).getByRole('menuitem', { name: 'Online users' }),
    ).toHaveClass(/ant-menu-item-selected/, { timeout: 30_000 });
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });

    // both sessions are listed; this browser's own is marked and protected
    const other = rowOf(page, user.userName);
    await expect(other).toHaveCount(1);
    await expect(other).toContainText('127.0.0.1');
    const own = rowOf(page, 'This session');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText('admin');
    await expect(
      own.getByRole('button', { name: /^Force logout/ }),
    ).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}/monitor-online-list.png` });

    // search by account
    const search = page.getByRole('search');
    await search.getByPlaceholder('Please enter Account').fill(user.userName);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 1')).toBeVisible();
    await expect(rowOf(page, 'This session')).toHaveCount(0);

    // force it out
    await other
      .getByRole('button', { name: `Force logout ${user.userName} 127.0.0.1` })
      .click();
    await answerPrompt(
      page,
      `Force user "${user.userName}" (127.0.0.1) to log out?`,
    );
    await expect(page.getByText('Logged out').last()).toBeVisible();
    await expect(rowOf(page, user.userName)).toHaveCount(0);

    // that token's very next request answers 401; the admin's still works
    expect(
      (await (await request.get('/getInfo', { headers: victim })).json()).code,
    ).toBe(401);
    const mine = { Authorization: `Bearer ${await token(page)}` };
    expect(
      (await (await request.get('/getInfo', { headers: mine })).json()).code,
    ).toBe(200);

    // the operation log has the force logout
    const log = await request.get('/monitor/operlog/list?businessType=7', {
      headers: mine,
    });
    expect(
      ((await log.json()) as { rows: { title: string }[] }).rows[0].title,
    ).toBe('Online users');

    // in Chinese
    await search.getByRole('button', { name: 'Reset' }).click();
    await switchLanguage(page, '简体中文');
    await expect(page.getByText('当前会话')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('columnheader', { name: '登录名称' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/monitor-online-list-zh-CN.png` });
  } finally {
    await user.remove();
  }
});

test('a self-only user opens Online users and sees only their own session', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Monitor, Online users with its query and force logout buttons; data
  // scope "self only"
  const user = await createLimitedUser(
    request,
    'e2e_online_self',
    [2, 109, 1046, 1048],
    '5',
  );
  // the administrator is signed in elsewhere too
  const login = await request.post('/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  const adminSession = {
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  try {
    await signedIn(page, user.userName, '/#/monitor/online', user.password);
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    const own = rowOf(page, 'This session');
    await expect(own).toHaveCount(1);
    await expect(own).toContainText(user.userName);
    await expect(page.getByText('Total 1')).toBeVisible();
    await expect(rowOf(page, 'admin')).toHaveCount(0);
  } finally {
    await request.post('/logout', { headers: adminSession });
    await user.remove();
  }
});
