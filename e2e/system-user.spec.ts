import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import {
  test,
  expect,
  signedIn,
  choose,
  answerPrompt,
  token,
  rowOf,
  toolbar,
  apiAs,
  expectNoSpinner,
} from './support/fixtures';

const SCREENS = 'test-results/screens';

test('admin adds, searches, edits, switches, resets, assigns roles, exports, imports and deletes users', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dialog = page.getByRole('dialog');
  const search = page.getByRole('search');
  await test.step("open the user list; the super administrator's row is protected", async () => {
    await signedIn(page, 'admin', '/#/system/user');
    // other journeys add users to the same server: no absolute totals here
    await expect(rowOf(page, 'ry')).toBeVisible({ timeout: 30_000 });
    await expectNoSpinner(page);
    // the super administrator's row offers no edit, delete or more
    await expect(page.getByRole('button', { name: 'Edit admin' })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('switch', { name: 'Status of admin' }),
    ).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}/system-user-list.png` });
  });

  await test.step('filter by the department tree', async () => {
    // department tree filter: QA Department holds ry only; clicking it again clears
    const tree = page.getByRole('tree', { name: 'Departments' });
    await tree.getByText('QA Department').click();
    await expect(rowOf(page, 'admin')).toHaveCount(0);
    await expect(rowOf(page, 'ry')).toBeVisible();
    const depts = page.locator(
      '.user-page-main tbody tr.ant-table-row td:nth-child(5)',
    );
    for (const cell of await depts.all())
      await expect(cell).toHaveText('QA Department');
    await tree.getByText('QA Department').click();
    await expect(rowOf(page, 'admin')).toBeVisible();
    await page.getByPlaceholder('Please enter a department name').fill('R&D');
    await expect(tree.getByText('R&D Department')).toBeVisible();
    await expect(tree.getByText('QA Department')).toHaveCount(0);
    await page.getByPlaceholder('Please enter a department name').fill('');
  });

  await test.step('the add form checks its own rules', async () => {
    await toolbar(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Add user')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toHaveValue('123456');
    await dialog.getByLabel('Password').fill('123');
    await dialog.getByLabel('Email').fill('not-mail');
    await dialog.getByLabel('Phone number').fill('12ab');
    await dialog.getByLabel('Account').fill('x');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Nickname cannot be empty')).toBeVisible();
    await expect(
      dialog.getByText('The account must be 2 to 20 characters long'),
    ).toBeVisible();
    await expect(
      dialog.getByText('The password must be 5 to 20 characters long'),
    ).toBeVisible();
    await expect(
      dialog.getByText('Please enter a valid email address'),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/system-user-add-invalid.png` });
  });

  await test.step('fill in the form and add the user', async () => {
    await dialog.getByLabel('Nickname').fill('E2E Alice');
    await choose(dialog.getByLabel('Department'), /^R&D Department$/);
    await dialog.getByLabel('Phone number').fill('13900000042');
    await dialog.getByLabel('Email').fill('e2e.alice@example.com');
    await dialog.getByLabel('Account').fill('e2ealice');
    await dialog.getByLabel('Password').fill('alice-pw1');
    await choose(dialog.getByLabel('Roles'), 'Common Role');
    await choose(dialog.getByLabel('Posts'), 'Project Manager');
    await dialog.getByText('Nickname', { exact: true }).click();
    await page.screenshot({ path: `${SCREENS}/system-user-add.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Added successfully').last()).toBeVisible();
    await expect(rowOf(page, 'e2ealice')).toContainText('R&D Department');
  });

  await test.step('a duplicate phone number is refused', async () => {
    // the server refuses a duplicate phone, the dialog stays open
    await toolbar(page).getByRole('button', { name: 'Add' }).click();
    await dialog.getByLabel('Nickname').fill('Dup');
    await dialog.getByLabel('Phone number').fill('13900000042');
    await dialog.getByLabel('Account').fill('e2edup');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(
      page.getByText(
        "Failed to add user 'e2edup': the phone number already exists",
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // the dialog has changes: Cancel asks before dropping them
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: 'Discard', exact: true })
      .click();
  });

  await test.step('search by account', async () => {
    await search.getByPlaceholder('Please enter Account').fill('e2eal');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 1')).toBeVisible();
  });

  await test.step('edit the nickname; the account stays', async () => {
    // edit: the account is not editable, the rest is
    await page.getByRole('button', { name: 'Edit e2ealice' }).click();
    await expect(dialog.getByLabel('Nickname')).toHaveValue('E2E Alice');
    await expect(dialog.getByLabel('Account')).toHaveCount(0);
    await expect(dialog.getByText('Common Role')).toBeVisible();
    await dialog.getByLabel('Nickname').fill('E2E Alice B');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Saved successfully').last()).toBeVisible();
    await expect(rowOf(page, 'E2E Alice B')).toBeVisible();
  });

  await test.step('disable the user with the status switch', async () => {
    // status switch asks first
    await page.getByRole('switch', { name: 'Status of e2ealice' }).click();
    await answerPrompt(page, 'Do you want to disable user "e2ealice"?');
    await expect(
      page.getByRole('alert').getByText('Disabled', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('switch', { name: 'Status of e2ealice' }),
    ).not.toBeChecked();
  });

  await test.step('reset the password', async () => {
    // reset password (More menu)
    await page.getByRole('button', { name: 'More for e2ealice' }).click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    const pwd = page.getByRole('dialog');
    await pwd
      .getByLabel('Please enter the new password for "e2ealice"')
      .fill('ab<cd1');
    await pwd.getByRole('button', { name: 'OK' }).click();
    await expect(
      pwd.getByText(`The password cannot contain the characters < > " ' \\ |`),
    ).toBeVisible();
    await pwd
      .getByLabel('Please enter the new password for "e2ealice"')
      .fill('newpass9');
    await pwd.getByRole('button', { name: 'OK' }).click();
    await expect(
      page.getByText('Password changed. The new password is: newpass9'),
    ).toBeVisible();
  });

  await test.step('assign roles on their own page', async () => {
    await page.getByRole('button', { name: 'More for e2ealice' }).click();
    await page.getByRole('menuitem', { name: 'Assign roles' }).click();
    await expect(page).toHaveURL(/#\/system\/user-auth\/role\/\d+$/);
    const roles = page.getByRole('table', { name: 'Roles' });
    await expect(roles.getByText('Common Role')).toBeVisible();
    await expect(roles.getByText('Super Administrator')).toHaveCount(0);
    await expect(
      page.getByRole('checkbox', { name: 'Common Role' }),
    ).toBeChecked();
    await page.screenshot({ path: `${SCREENS}/system-user-auth-role.png` });
    await page.getByRole('checkbox', { name: 'Common Role' }).uncheck();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Roles assigned')).toBeVisible();
    await expect(page).toHaveURL(/#\/system\/user$/);
  });

  await test.step('export what the search shows', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^user_\d+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Account');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('e2ealice');
    expect(sheet.getRow(2).getCell(7).value).toBe('Disabled');
  });

  await test.step('import one new user and one bad row', async () => {
    // import: one new user, one bad row, shown row by row
    const dir = await mkdtemp(join(tmpdir(), 'e2e-users-'));
    const file = join(dir, 'users.xlsx');
    const out = new ExcelJS.Workbook();
    const ws = out.addWorksheet('users');
    ws.addRow([
      'Department number',
      'Account',
      'Nickname',
      'Email',
      'Phone number',
      'Gender',
      'Account status',
    ]);
    ws.addRow([105, 'e2eimported', 'Imported', '', '', 'Male', 'Normal']);
    ws.addRow([105, 'e2ebad', '', '', '', 'Male', 'Normal']);
    await out.xlsx.writeFile(file);
    await page.getByRole('button', { name: 'Import' }).click();
    const imp = page.getByRole('dialog');
    await expect(imp.getByText('Import users')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/system-user-import.png` });
    await imp.locator('input[type=file]').setInputFiles(file);
    await imp.getByText('Update the data of existing users').click();
    await imp.getByRole('button', { name: 'Import' }).click();
    const report = imp.getByRole('table', { name: 'Import result' });
    await expect(
      report.getByRole('row').filter({ hasText: 'e2eimported' }),
    ).toContainText('Added');
    await expect(
      report.getByRole('row').filter({ hasText: 'e2ebad' }),
    ).toContainText('Nickname cannot be empty');
    await expect(imp.getByText('1 added, 0 updated, 1 failed')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/system-user-import-result.png` });
    await imp.getByRole('button', { name: 'OK' }).click();
    await search.getByPlaceholder('Please enter Account').fill('e2eimported');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(rowOf(page, 'e2eimported')).toContainText('QA Department');
  });

  await test.step('delete the user', async () => {
    await search.getByPlaceholder('Please enter Account').fill('e2ealice');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 1')).toBeVisible();
    await page.getByRole('button', { name: 'Delete e2ealice' }).click();
    await answerPrompt(page, 'Delete user ID');
    await expect(page.getByText('Deleted successfully').last()).toBeVisible();
    await expect(rowOf(page, 'e2ealice')).toHaveCount(0);
  });
});

test('a user who may only list users sees no action buttons and the API refuses changes', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'admin');
  // a viewer role: the System directory and the Users menu (list) only
  expect(
    (
      await (
        await request.post('/system/role', {
          headers: admin,
          data: {
            roleName: 'User viewer',
            roleKey: 'userviewer',
            roleSort: 5,
            status: '0',
            menuIds: [1, 100],
          },
        })
      ).json()
    ).code,
  ).toBe(200);
  const roles = await (
    await request.get('/system/role/list?roleKey=userviewer', {
      headers: admin,
    })
  ).json();
  expect(
    (
      await (
        await request.post('/system/user', {
          headers: admin,
          data: {
            userName: 'e2eviewer',
            nickName: 'Viewer',
            password: 'admin123',
            deptId: 103,
            roleIds: [roles.rows[0].roleId],
          },
        })
      ).json()
    ).code,
  ).toBe(200);

  await signedIn(page, 'e2eviewer', '/#/system/user');
  await expect(rowOf(page, 'ry')).toBeVisible({ timeout: 30_000 });
  for (const name of ['Add', 'Edit', 'Delete', 'Import', 'Export']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(
      0,
    );
  }
  await expect(page.getByRole('button', { name: 'Edit ry' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More for ry' })).toHaveCount(
    0,
  );
  await expect(
    page.getByRole('switch', { name: 'Status of ry' }),
  ).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/system-user-viewer.png` });

  const auth = { Authorization: `Bearer ${await token(page)}` };
  for (const res of [
    await page.request.post('/system/user', {
      headers: auth,
      data: { userName: 'x1', nickName: 'x', password: 'abcdef' },
    }),
    await page.request.put('/system/user/changeStatus', {
      headers: auth,
      data: { userId: 2, status: '1' },
    }),
    await page.request.delete('/system/user/2', { headers: auth }),
    await page.request.post('/system/user/export', { headers: auth }),
  ]) {
    expect(await res.json()).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
    });
  }
});
