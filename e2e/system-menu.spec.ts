import {
  test,
  expect,
  signIn,
  signedIn,
  sidebar,
  openMenu,
  answerPrompt,
  DELETE_PROMPT,
  token,
  rowOf,
  signOut,
  expectNoSpinner,
} from './support/fixtures';
import { createLimitedUser } from './support/limited-user';

const SCREENS = 'test-results/screens';

// Long journeys on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

test('admin builds a menu, sees it in the sidebar at the next sign-in, edits and deletes it', async ({
  page,
}) => {
  const menu = sidebar(page);
  const dialog = page.getByRole('dialog');
  await test.step('open the menu list; it expands and collapses', async () => {
    await signedIn(page, 'admin', '/#/system/menu');
    await expect(rowOf(page, 'Website content')).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Expand/Collapse' }).click();
    await expect(rowOf(page, 'Operation log')).toBeVisible();
    await expectNoSpinner(page);
    await page.screenshot({ path: `${SCREENS}/system-menu-list.png` });
    await page.getByRole('button', { name: 'Expand/Collapse' }).click();
    await expect(rowOf(page, 'Operation log')).toHaveCount(0);
  });

  await test.step('add a top-level directory with an icon from the picker', async () => {
    await page.getByRole('button', { name: 'plus Add', exact: true }).click();
    await expect(dialog.getByText('Add menu')).toBeVisible();
    await dialog.getByLabel('Icon').click();
    await page.getByTitle('chart', { exact: true }).click();
    await dialog.getByLabel('Menu name').fill('E2E reports');
    await dialog.getByLabel('Order').fill('8');
    await dialog.getByLabel(/Route address/).fill('e2e-reports');
    await page.screenshot({ path: `${SCREENS}/system-menu-add-directory.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Added successfully').last()).toBeVisible();
    await expect(rowOf(page, 'E2E reports')).toBeVisible();
  });

  await test.step('add a menu page under it', async () => {
    await page.getByRole('button', { name: 'Add E2E reports' }).click();
    await expect(dialog.getByText('Add menu')).toBeVisible();
    await dialog.getByLabel('Menu', { exact: true }).check();
    await dialog.getByLabel('Menu name').fill('E2E sales');
    await dialog.getByLabel('Order').fill('1');
    await dialog.getByLabel(/Route address/).fill('sales');
    await dialog.getByLabel(/Component path/).fill('system/config/index');
    await dialog.getByLabel(/Permission string/).fill('system:config:list');
    await page.screenshot({ path: `${SCREENS}/system-menu-add-menu.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Added successfully').last()).toBeVisible();
  });

  await test.step('the same name again under the same parent is refused by the server', async () => {
    await page.getByRole('button', { name: 'Add E2E reports' }).click();
    await dialog.getByLabel('Menu name').fill('E2E sales');
    await dialog.getByLabel(/Route address/).fill('sales2');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(
      page.getByText(
        "Failed to add menu 'E2E sales': the menu name already exists",
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // the dialog has changes: Cancel asks before dropping them
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: 'Discard', exact: true })
      .click();
  });

  await test.step('search by name', async () => {
    const search = page.getByRole('search');
    await search.getByPlaceholder('Please enter Menu name').fill('E2E');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(rowOf(page, 'E2E sales')).toBeVisible();
    await expect(rowOf(page, 'Website content')).toHaveCount(0);
  });

  await test.step('rename the menu page', async () => {
    await page.getByRole('button', { name: 'Edit E2E sales' }).click();
    await expect(dialog.getByLabel(/Component path/)).toHaveValue(
      'system/config/index',
    );
    await dialog.getByLabel('Menu name').fill('E2E sales report');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Saved successfully').last()).toBeVisible();
    await expect(rowOf(page, 'E2E sales report')).toBeVisible();
  });

  await test.step('a directory with a submenu cannot be deleted', async () => {
    await page.getByRole('button', { name: 'Delete E2E reports' }).click();
    await answerPrompt(page, DELETE_PROMPT);
    await expect(
      page.getByText('The menu has submenus and cannot be deleted'),
    ).toBeVisible();
  });

  await test.step('the sidebar shows the new entries from the next sign-in on', async () => {
    await expect(menu.getByText('E2E reports', { exact: true })).toHaveCount(0);
    await signOut(page);
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/#\/pc\/index$/);
    const entry = menu.getByRole('menuitem').filter({ hasText: 'E2E reports' });
    await expect(entry).toBeVisible();
    await expect(entry.locator('.anticon-line-chart')).toBeVisible();
    await openMenu(
      page,
      'E2E reports',
      'E2E sales report',
      /#\/e2e-reports\/sales$/,
    );
    await expect(page.getByRole('search')).toBeVisible();
    await page.screenshot({
      path: `${SCREENS}/system-menu-new-in-sidebar.png`,
    });
  });

  await test.step('delete the menu page, then the directory; the routes no longer have them', async () => {
    await openMenu(page, 'System', 'Menus', /#\/system\/menu$/);
    await page.getByRole('button', { name: 'Expand/Collapse' }).click();
    await page.getByRole('button', { name: 'Delete E2E sales report' }).click();
    await answerPrompt(page, DELETE_PROMPT);
    await expect(page.getByText('Deleted successfully').last()).toBeVisible();
    await page.getByRole('button', { name: 'Delete E2E reports' }).click();
    await answerPrompt(page, DELETE_PROMPT);
    await expect(rowOf(page, 'E2E reports')).toHaveCount(0);

    const routers = await (
      await page.request.get('/getRouters', {
        headers: { Authorization: `Bearer ${await token(page)}` },
      })
    ).json();
    expect(JSON.stringify(routers.data)).not.toContain('e2e-reports');
  });
});

test('a user who may only list menus sees no add, edit or delete, and the API refuses them', async ({
  page,
}) => {
  // System directory and the Menus page, none of its buttons
  const viewer = await createLimitedUser(page.request, 'menuviewer', [1, 102]);
  try {
    await signedIn(page, viewer.userName, '/#/system/menu', viewer.password);
    await expect(rowOf(page, 'System')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('button', { name: 'Expand/Collapse' }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'plus Add', exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(
      page.getByRole('columnheader', { name: 'Actions' }),
    ).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/system-menu-viewer.png` });

    const auth = { Authorization: `Bearer ${await token(page)}` };
    for (const res of [
      await page.request.get('/system/menu/102', { headers: auth }),
      await page.request.post('/system/menu', {
        headers: auth,
        data: {
          menuName: 'x',
          parentId: 0,
          orderNum: 1,
          path: 'x',
          isFrame: '1',
          isCache: '0',
          menuType: 'M',
          visible: '0',
          status: '0',
        },
      }),
      await page.request.delete('/system/menu/1015', { headers: auth }),
    ]) {
      expect(await res.json()).toEqual({
        code: 403,
        msg: 'No permission, please contact the administrator',
      });
    }
  } finally {
    await viewer.remove();
  }
});
