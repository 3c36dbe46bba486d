import ExcelJS from 'exceljs';
import {
  test,
  expect,
  signedIn,
  choose,
  answerPrompt,
  DELETE_PROMPT,
  token,
  rowOf,
  toolbar,
  apiAs,
  expectNoSpinner,
} from './support/fixtures';

const SCREENS = 'test-results/screens';

test('admin adds a role with menus, searches, edits, sets the data scope, assigns users, exports and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const dialog = page.getByRole('dialog');
  const menus = dialog.getByRole('tree', { name: 'Menu permissions' });
  await test.step('a user to assign later, made through the API', async () => {
    const admin = await apiAs(request, 'admin');
    await request.post('/system/user', {
      headers: admin,
      data: {
        userName: 'e2erolemember',
        nickName: 'Member',
        password: 'admin123',
        deptId: 105,
      },
    });
  });

  await test.step('open the role list; the super administrator role is protected', async () => {
    await signedIn(page, 'admin', '/#/system/role');
    await expect(rowOf(page, 'Common Role')).toBeVisible({ timeout: 30_000 });
    await expectNoSpinner(page);
    // the super administrator role offers no edit or delete
    await expect(
      page.getByRole('button', { name: 'Edit Super Administrator' }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('switch', { name: 'Status of Super Administrator' }),
    ).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}/system-role-list.png` });
  });

  await test.step('add a role with the menu tree', async () => {
    await toolbar(page).getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Add role')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog.getByText('Role name cannot be empty')).toBeVisible();
    await expect(
      dialog.getByText('Permission string cannot be empty'),
    ).toBeVisible();
    await dialog.getByLabel('Role name').fill('E2E editors');
    await dialog.getByLabel('Permission string').fill('e2eeditor');
    await dialog.getByLabel('Order').fill('7');
    await dialog.getByText('Expand/Collapse').click();
    await expect(menus.getByText('Users', { exact: true })).toBeVisible();
    // with linkage, ticking a directory ticks everything below it
    await menus
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^System$/ })
      .locator('.ant-tree-checkbox')
      .click();
    await expect(
      menus
        .locator('.ant-tree-treenode')
        .filter({ hasText: /^Users$/ })
        .locator('.ant-tree-checkbox-checked'),
    ).toHaveCount(1);
    await page.screenshot({ path: `${SCREENS}/system-role-add.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Added successfully').last()).toBeVisible();
    await expect(rowOf(page, 'e2eeditor')).toBeVisible();
  });

  await test.step('a duplicate permission string is refused; the dialog stays', async () => {
    await toolbar(page).getByRole('button', { name: 'Add' }).click();
    await dialog.getByLabel('Role name').fill('Other');
    await dialog.getByLabel('Permission string').fill('e2eeditor');
    await dialog.getByLabel('Order').fill('8');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(
      page.getByText(
        "Failed to add role 'Other': the permission string already exists",
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // the dialog has changes: Cancel asks before dropping them
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: 'Discard', exact: true })
      .click();
  });

  await test.step('search by permission string', async () => {
    const search = page.getByRole('search');
    await search.getByPlaceholder('Please enter Permission string').fill('e2e');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 1')).toBeVisible();
  });

  await test.step('edit: the saved menus come back ticked; select none, then save', async () => {
    await page.getByRole('button', { name: 'Edit E2E editors' }).click();
    await expect(dialog.getByLabel('Role name')).toHaveValue('E2E editors');
    await dialog.getByText('Expand/Collapse').click();
    await expect(
      menus
        .locator('.ant-tree-treenode')
        .filter({ hasText: /^Posts$/ })
        .locator('.ant-tree-checkbox-checked'),
    ).toHaveCount(1);
    await dialog.getByText('Select all/none').click();
    await dialog.getByText('Select all/none').click();
    await expect(menus.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
    await dialog.getByLabel('Role name').fill('E2E writers');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Saved successfully').last()).toBeVisible();
    await expect(rowOf(page, 'E2E writers')).toBeVisible();
  });

  const roleId = await test.step('set a custom data scope', async () => {
    await page.getByRole('button', { name: 'More for E2E writers' }).click();
    await page.getByRole('menuitem', { name: 'Data scope' }).click();
    const scope = page.getByRole('dialog');
    await expect(scope.getByText('Assign data scope')).toBeVisible();
    await choose(scope.getByLabel('Data scope'), 'Custom');
    const depts = scope.getByRole('tree', { name: 'Departments' });
    await scope.getByText('Expand/Collapse').click();
    await depts
      .locator('.ant-tree-treenode')
      .filter({ hasText: /^QA Department$/ })
      .locator('.ant-tree-checkbox')
      .click();
    await page.screenshot({ path: `${SCREENS}/system-role-data-scope.png` });
    await scope.getByRole('button', { name: 'OK' }).click();
    // the dialog closes once the server has saved (an earlier toast may
    // still be showing)
    await expect(scope).toBeHidden();
    const roles = await (
      await page.request.get('/system/role/list?roleKey=e2eeditor', {
        headers: { Authorization: `Bearer ${await token(page)}` },
      })
    ).json();
    const id = roles.rows[0].roleId as number;
    expect(roles.rows[0].dataScope).toBe('2');
    const tree = await (
      await page.request.get(`/system/role/deptTree/${id}`, {
        headers: { Authorization: `Bearer ${await token(page)}` },
      })
    ).json();
    expect(tree.checkedKeys).toEqual([105]);
    return id;
  });

  await test.step('assign a user on the assign-users page, then take the role away', async () => {
    // assign users: add through the select dialog, then cancel
    await page.getByRole('button', { name: 'More for E2E writers' }).click();
    await page.getByRole('menuitem', { name: 'Assign users' }).click();
    await expect(page).toHaveURL(
      new RegExp(`#/system/role-auth/user/${roleId}$`),
    );
    // (a kept-alive page may hold empty states of its own, hidden)
    await expect(page.locator('.ant-empty-description:visible')).toHaveText(
      'No data',
    );
    await toolbar(page).getByRole('button', { name: 'Add users' }).click();
    const pick = page.getByRole('dialog');
    const candidates = pick.getByRole('table', { name: 'Select users' });
    await expect(candidates.getByText('e2erolemember')).toBeVisible();
    await candidates.getByText('e2erolemember').click();
    await page.screenshot({ path: `${SCREENS}/system-role-select-user.png` });
    await pick.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Users assigned')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(rowOf(page, 'e2erolemember')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/system-role-auth-user.png` });
    await page
      .getByRole('button', { name: 'Cancel authorisation e2erolemember' })
      .click();
    await answerPrompt(page, 'Take the role away from user "e2erolemember"?');
    await expect(page.getByText('Authorisation cancelled')).toBeVisible();
    await expect(rowOf(page, 'e2erolemember')).toHaveCount(0);
    await toolbar(page)
      .getByRole('button')
      .filter({ hasText: /^Close$/ })
      .click();
    await expect(page).toHaveURL(/#\/system\/role$/);
  });

  await test.step('disable the role with the status switch', async () => {
    await page.getByRole('switch', { name: 'Status of E2E writers' }).click();
    await answerPrompt(page, 'Do you want to disable role "E2E writers"?');
    await expect(
      page.getByRole('switch', { name: 'Status of E2E writers' }),
    ).not.toBeChecked();
  });

  await test.step('export the search', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toolbar(page).getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^role_\d+\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(3).value).toBe('Permission string');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(3).value).toBe('e2eeditor');
    expect(sheet.getRow(2).getCell(5).value).toBe('Custom');
  });

  await test.step('delete the role', async () => {
    await page.getByRole('button', { name: 'Delete E2E writers' }).click();
    await answerPrompt(page, DELETE_PROMPT);
    await expect(page.getByText('Deleted successfully').last()).toBeVisible();
    await expect(rowOf(page, 'E2E writers')).toHaveCount(0);
  });
});

test('a user who may only list roles sees no action buttons and the API refuses changes', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'admin');
  await request.post('/system/role', {
    headers: admin,
    data: {
      roleName: 'Role viewer',
      roleKey: 'roleviewer',
      roleSort: 6,
      status: '0',
      menuIds: [1, 101],
    },
  });
  const roles = await (
    await request.get('/system/role/list?roleKey=roleviewer', {
      headers: admin,
    })
  ).json();
  await request.post('/system/user', {
    headers: admin,
    data: {
      userName: 'e2eroleviewer',
      nickName: 'Role viewer',
      password: 'admin123',
      deptId: 103,
      roleIds: [roles.rows[0].roleId],
    },
  });

  await signedIn(page, 'e2eroleviewer', '/#/system/role');
  await expect(rowOf(page, 'roleviewer')).toBeVisible({ timeout: 30_000 });
  // only the right toolbar's search toggle, refresh and column menu
  await expect(toolbar(page).getByRole('button')).toHaveCount(3);
  for (const name of ['Add', 'Edit', 'Delete', 'Export', 'More']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(
    page.getByRole('switch', { name: 'Status of Role viewer' }),
  ).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/system-role-viewer.png` });

  const auth = { Authorization: `Bearer ${await token(page)}` };
  for (const res of [
    await page.request.post('/system/role', {
      headers: auth,
      data: { roleName: 'x', roleKey: 'x', roleSort: 1, status: '0' },
    }),
    await page.request.put('/system/role/dataScope', {
      headers: auth,
      data: { roleId: 2, dataScope: '1' },
    }),
    await page.request.delete('/system/role/2', { headers: auth }),
    await page.request.put(
      '/system/role/authUser/selectAll?roleId=2&userIds=1',
      { headers: auth },
    ),
  ]) {
    expect(await res.json()).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
    });
  }
});
