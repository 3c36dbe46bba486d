import ExcelJS from 'exceljs';
import {
  test,
  expect,
  signedIn,
  sidebar,
  answerPrompt,
  token,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';

const SCREENS = 'test-results/screens';

test('admin adds, searches, edits, exports and deletes a post', async ({
  page,
}) => {
  await signedIn(page, 'admin', '/#/system/post');
  // The first visit downloads the view: allow a slow machine.
  await expect(rowOf(page, 'Chairman')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Total 4')).toBeVisible();
  await expect(rowOf(page, 'Chairman').getByText('Normal')).toBeVisible();
  await expectNoSpinner(page);
  await page.screenshot({ path: `${SCREENS}/system-post-list.png` });

  // add
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add post')).toBeVisible();
  await dialog.getByLabel('Post name').fill('E2E tester');
  await dialog.getByLabel('Post code').fill('e2e');
  await dialog.getByLabel('Display order').fill('9');
  await page.screenshot({ path: `${SCREENS}/system-post-add.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Added successfully').last()).toBeVisible();
  await expect(rowOf(page, 'E2E tester')).toBeVisible();

  // a duplicate name is refused by the server, the dialog stays
  await page.getByRole('button', { name: 'Add' }).click();
  await dialog.getByLabel('Post name').fill('E2E tester');
  await dialog.getByLabel('Post code').fill('e2e-2');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText(
      "Failed to add post 'E2E tester': the post name already exists",
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // the dialog has changes: Cancel asks before dropping them
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: 'Discard', exact: true })
    .click();

  // search
  const search = page.getByRole('search');
  await search.getByPlaceholder('Please enter Post name').fill('E2E');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2); // header + 1
  await expect(page.getByText('Total 1')).toBeVisible();

  // edit
  await page.getByRole('button', { name: 'Edit E2E tester' }).click();
  await expect(dialog.getByLabel('Post code')).toHaveValue('e2e');
  await dialog.getByLabel('Post name').fill('E2E lead');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect(rowOf(page, 'E2E lead')).toBeVisible();

  // another admin saves the same post while the dialog is open: refused
  await page.getByRole('button', { name: 'Edit E2E lead' }).click();
  await expect(dialog.getByLabel('Post code')).toHaveValue('e2e');
  const auth = { Authorization: `Bearer ${await token(page)}` };
  const list = await (
    await page.request.get('/system/post/list?postCode=e2e', { headers: auth })
  ).json();
  const loaded = list.rows[0];
  const other = await page.request.put('/system/post', {
    headers: auth,
    data: { ...loaded, remark: 'changed by someone else' },
  });
  expect((await other.json()).code).toBe(200);
  await dialog.getByLabel('Post name').fill('E2E overwrite');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText(
      'Someone else changed this record after you opened it. Reload it and make your changes again.',
    ),
  ).toBeVisible();
  await expect(dialog.locator('.ant-btn-loading')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/system-post-conflict.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // the dialog has changes: Cancel asks before dropping them
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: 'Discard', exact: true })
    .click();
  await expect(rowOf(page, 'E2E lead')).toBeVisible();

  // export the current search
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^post_\d+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Post ID',
    'Post code',
    'Post name',
    'Post order',
    'Status',
  ]);
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(3).value).toBe('E2E lead');

  // delete
  await page.getByRole('button', { name: 'Delete E2E lead' }).click();
  await answerPrompt(page, 'Delete post ID');
  await expect(page.getByText('Deleted successfully').last()).toBeVisible();
  await expect(page.getByText('Total 1')).toHaveCount(0);
  await search.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Total 4')).toBeVisible();
  await expect(rowOf(page, 'E2E lead')).toHaveCount(0);
});

test('ry has no Posts menu, the screen is not routed, and the API refuses', async ({
  page,
}) => {
  await signedIn(page, 'ry');
  const menu = sidebar(page);
  await menu.getByText('System', { exact: true }).click();
  await expect(menu.getByText('Notices', { exact: true })).toBeVisible();
  await expect(menu.getByText('Posts', { exact: true })).toHaveCount(0);

  await page.goto('/#/system/post');
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  const auth = { Authorization: `Bearer ${await token(page)}` };
  for (const res of [
    await page.request.get('/system/post/list', { headers: auth }),
    await page.request.post('/system/post', {
      headers: auth,
      data: { postCode: 'x', postName: 'x', postSort: 1, status: '0' },
    }),
    await page.request.delete('/system/post/4', { headers: auth }),
  ]) {
    expect(await res.json()).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
    });
  }
});
