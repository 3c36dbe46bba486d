import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  freshPage,
  signIn,
  signedIn,
  sidebar,
  openMenu,
  choose,
  answerPrompt,
  DELETE_PROMPT,
  rowOf,
  token,
  expectNoSpinner,
} from './support/fixtures';
import { createLimitedUser } from './support/limited-user';

const SCREENS = 'test-results/screens';

async function openLog(page: Page, name: 'Operation log' | 'Login log') {
  await openMenu(
    page,
    ['System', 'Logs'],
    name,
    name === 'Login log'
      ? /#\/system\/log\/logininfor$/
      : /#\/system\/log\/operlog$/,
  );
  // a loaded machine may take a while to fetch the view
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
}

test('the operation log shows the notice just created, with its details; delete, export and clean', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // create a notice through the UI
  await signedIn(page, 'admin', '/#/system/notice');
  await page.getByRole('button', { name: /Add$/ }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('E2E logged notice');
  await choose(dialog.getByRole('combobox', { name: 'Type' }), 'Notice');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Added successfully').last()).toBeVisible();

  // it is the newest row of the operation log
  await openLog(page, 'Operation log');
  await expect(page).toHaveURL(/#\/system\/log\/operlog$/);
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('Notice');
  await expect(first).toContainText('Add');
  await expect(first).toContainText('admin');
  await expect(first).toContainText('Success');
  await page.screenshot({ path: `${SCREENS}/monitor-operlog-list.png` });

  await first.getByRole('button', { name: /^Details log \d+$/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Operation log details')).toBeVisible();
  await expect(detail.getByText('addNotice()')).toBeVisible();
  await expect(
    detail.getByText('/system/notice', { exact: true }),
  ).toBeVisible();
  await expect(detail.getByLabel('Request parameters')).toContainText(
    '"noticeTitle": "E2E logged notice"',
  );
  await expect(detail.getByLabel('Response')).toContainText('"code": 200');
  await page.screenshot({ path: `${SCREENS}/monitor-operlog-detail.png` });
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  // search by module and type
  const search = page.getByRole('search');
  await search.getByPlaceholder('Please enter Module').fill('Notice');
  await choose(search.getByRole('combobox', { name: 'Type' }), 'Add');
  await search.getByRole('button', { name: 'Search' }).click();
  // earlier journeys may have added notices too: the server's count
  const matching = (
    await (
      await page.request.get(
        '/monitor/operlog/list?title=Notice&businessType=1&pageSize=1',
        { headers: { Authorization: `Bearer ${await token(page)}` } },
      )
    ).json()
  ).total as number;
  expect(matching).toBeGreaterThanOrEqual(1);
  // exact: a total of 31 would also be found in the pager's "Total 310 / page"
  await expect(
    page.getByText(`Total ${matching}`, { exact: true }),
  ).toBeVisible();
  for (const row of await page.getByRole('row').all()) {
    if ((await row.getAttribute('data-row-key')) === null) continue;
    await expect(row).toContainText('Notice');
    await expect(row).toContainText('Add');
  }

  // export the search
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^operlog_\d+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(matching + 1);
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    expect(sheet.getRow(r).getCell(2).value).toBe('Notice');
    expect(sheet.getRow(r).getCell(3).value).toBe('Add');
  }

  // delete that row
  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: / Delete$/ }).click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(page.getByText('Deleted successfully').last()).toBeVisible();
  await expect(
    page.getByText(`Total ${matching}`, { exact: true }),
  ).toHaveCount(0);

  // clean: only the clean's own row is left
  await search.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: /Clean$/ }).click();
  await answerPrompt(page, 'Clear all operation log entries?');
  await expect(page.getByText('Cleared')).toBeVisible();
  await page.getByRole('button', { name: /Refresh/ }).click();
  await expect(page.getByText('Total 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText('Clear data');
});

test('the login log shows failed sign-ins; unlock lets the locked user sign in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // A user of its own, so that no other journey meets a locked account.
  const user = await createLimitedUser(request, 'e2e_lock', []);
  try {
    const name = user.userName;
    // the user mistypes the password until the account locks
    const other = await freshPage(browser);
    await other.goto('/#/login');
    // Each try waits for its own answer: every wrong try shows the same
    // message, so one still on screen from the try before proves nothing.
    const attempt = async (password: string, told: string) => {
      const answer = other.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/login$/.test(r.url()),
      );
      await signIn(other, name, password);
      expect(((await (await answer).json()) as { msg: string }).msg).toBe(told);
      await expect(other.getByText(told).last()).toBeVisible();
    };
    const locked = 'Wrong password 5 times, account locked for 10 minutes';
    for (let i = 1; i <= 5; i += 1) {
      await attempt(
        'wrong-password',
        i < 5 ? 'User does not exist or password is wrong' : locked,
      );
    }
    await attempt(user.password, locked);
    await expect(other).toHaveURL(/#\/login/);

    // admin sees the failures and unlocks the account
    await signedIn(page, 'admin', '/#/system/log/logininfor');
    await expect(page).toHaveURL(/#\/system\/log\/logininfor$/);
    // a loaded machine may take a while to fetch the view
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await expectNoSpinner(page);
    const search = page.getByRole('search');
    await search.getByPlaceholder('Please enter Account').fill(name);
    await choose(search.getByRole('combobox', { name: 'Status' }), 'Failure');
    await search.getByRole('button', { name: 'Search' }).click();
    const newest = page.getByRole('row').nth(1);
    await expect(newest).toContainText(name);
    await expect(newest).toContainText('Failure');
    await expect(newest).toContainText(
      'Wrong password 5 times, account locked for 10 minutes',
    );
    await expect(rowOf(page, 'Wrong password 1 time(s)').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/monitor-logininfor-list.png` });

    const unlock = page.getByRole('button', { name: /Unlock$/ });
    await expect(unlock).toBeDisabled();
    await newest.getByRole('checkbox').check();
    await unlock.click();
    await answerPrompt(page, `Unlock account "${name}"?`);
    await expect(page.getByText(`Account "${name}" unlocked`)).toBeVisible();

    // the user signs in at once
    await signIn(other, name, user.password);
    await expect(other).toHaveURL(/#\/pc\/index$/);

    // the successful sign-in is logged too
    await search.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('row').nth(1)).toContainText(name);
    await expect(page.getByRole('row').nth(1)).toContainText('Success');
    await other.context().close();

    // a date-time range: none in 2020, all of today's in a range around now
    const range = async (begin: string, end: string) => {
      await search.getByPlaceholder('Start time').click();
      await search.getByPlaceholder('Start time').fill(begin);
      await page.keyboard.press('Enter');
      await search.getByPlaceholder('End time').fill(end);
      await page.keyboard.press('Enter');
      await search.getByRole('button', { name: 'Search' }).click();
    };
    await range('2020-01-01 00:00:00', '2020-12-31 23:59:59');
    await expect(
      page.getByText('No data').filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Unlock$/ })).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}/monitor-logininfor-range.png` });
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await search.getByRole('button', { name: 'Reset' }).click();
    await range(`${day(-1)} 00:00:00`, `${day(1)} 23:59:59`);
    await expect(page.getByRole('row').nth(1)).toContainText(name);
  } finally {
    await user.remove();
  }
});

test('ry has no log menus and the log API refuses him', async ({ page }) => {
  await signedIn(page, 'ry');
  await expect(page).toHaveURL(/#\/pc\/index$/);
  const menu = sidebar(page);
  await menu.getByText('System', { exact: true }).click();
  await expect(menu.getByText('Notices', { exact: true })).toBeVisible();
  await expect(menu.getByText('Logs', { exact: true })).toHaveCount(0);
  const auth = { Authorization: `Bearer ${await token(page)}` };
  for (const res of [
    await page.request.get('/monitor/operlog/list', { headers: auth }),
    await page.request.delete('/monitor/operlog/clean', { headers: auth }),
    await page.request.get('/monitor/logininfor/list', { headers: auth }),
    await page.request.get('/monitor/logininfor/unlock/admin', {
      headers: auth,
    }),
  ]) {
    expect(await res.json()).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
    });
  }
});
