import {
  test,
  expect,
  signedIn,
  sidebar,
  answerPrompt,
  DELETE_PROMPT,
  token,
  rowOf,
  switchLanguage,
  expectNoSpinner,
} from './support/fixtures';

const SCREENS = 'test-results/screens';

test('admin adds, searches, edits and deletes a department in the tree', async ({
  page,
}) => {
  await signedIn(page, 'admin', '/#/system/dept');
  // The first visit downloads the view: allow a slow machine.
  await expect(rowOf(page, 'R&D Department')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row')).toHaveCount(11); // header + 10
  await expectNoSpinner(page);
  await page.screenshot({ path: `${SCREENS}/system-dept-tree.png` });

  // add a child under R&D Department from its row
  await page.getByRole('button', { name: 'Add R&D Department' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add department')).toBeVisible();
  await expect(dialog.getByText('R&D Department')).toBeVisible(); // preselected parent
  await dialog.getByLabel('Department name').fill('E2E frontend');
  await dialog.getByLabel('Leader').fill('Alice');
  await dialog.getByLabel('Email').fill('fe@example.com');
  await page.screenshot({ path: `${SCREENS}/system-dept-add.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Added successfully').last()).toBeVisible();
  await expect(rowOf(page, 'E2E frontend')).toBeVisible();

  // disabling a department with enabled children is refused
  await page.getByRole('button', { name: 'Edit R&D Department' }).click();
  await expect(dialog.getByLabel('Department name')).toHaveValue(
    'R&D Department',
  );
  await dialog.getByLabel('Disabled').check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText('The department has sub-departments that are not disabled!'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // the dialog has changes: Cancel asks before dropping them
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: 'Discard', exact: true })
    .click();

  // search
  const search = page.getByRole('search');
  await search.getByPlaceholder('Please enter Department name').fill('E2E');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);

  // edit
  await page.getByRole('button', { name: 'Edit E2E frontend' }).click();
  await expect(dialog.getByLabel('Leader')).toHaveValue('Alice');
  await dialog.getByLabel('Department name').fill('E2E web');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect(rowOf(page, 'E2E web')).toBeVisible();

  // a department with users cannot be deleted (warning), an empty one can
  await search.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('row')).toHaveCount(12);
  await page.getByRole('button', { name: 'Delete QA Department' }).click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(
    page.getByText('The department has users and cannot be deleted'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete E2E web' }).click();
  await answerPrompt(page, 'Delete department name "E2E web"?');
  await expect(page.getByText('Deleted successfully').last()).toBeVisible();
  await expect(rowOf(page, 'E2E web')).toHaveCount(0);
  await expect(page.getByRole('row')).toHaveCount(11);
});

test('ry has no Departments menu, the screen is not routed, and the API refuses', async ({
  page,
}) => {
  await signedIn(page, 'ry');
  const menu = sidebar(page);
  await menu.getByText('System', { exact: true }).click();
  await expect(menu.getByText('Notices', { exact: true })).toBeVisible();
  await expect(menu.getByText('Departments', { exact: true })).toHaveCount(0);

  await page.goto('/#/system/dept');
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  const auth = { Authorization: `Bearer ${await token(page)}` };
  for (const res of [
    await page.request.get('/system/dept/list', { headers: auth }),
    await page.request.post('/system/dept', {
      headers: auth,
      data: { parentId: 100, deptName: 'x', orderNum: 1, status: '0' },
    }),
    await page.request.delete('/system/dept/109', { headers: auth }),
  ]) {
    expect(await res.json()).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
    });
  }
});

test('the seeded department tree reads in the language the UI is switched to', async ({
  page,
}) => {
  // three full loads of the admin, one per language
  test.setTimeout(120_000);
  await signedIn(page, 'admin', '/#/system/dept');
  await expect(rowOf(page, 'RuoYi Technology')).toBeVisible({
    timeout: 30_000,
  });
  await expect(rowOf(page, 'Shenzhen Head Office')).toBeVisible();
  await expect(rowOf(page, 'Operations Department')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/system-dept-tree-en.png` });

  await switchLanguage(page, 'Language', '日本語');
  await expect(page).toHaveURL(/#\/system\/dept$/);
  await expect(rowOf(page, '若依テクノロジー')).toBeVisible({
    timeout: 30_000,
  });
  await expect(rowOf(page, '深圳本社')).toBeVisible();
  await expect(rowOf(page, '研究開発部')).toBeVisible();
  await expect(rowOf(page, 'R&D Department')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/system-dept-tree-ja.png` });

  await switchLanguage(page, '言語', '简体中文');
  await expect(rowOf(page, '若依科技')).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(page, '深圳总公司')).toBeVisible();
  await expect(rowOf(page, '研发部门')).toBeVisible();
  await expect(rowOf(page, '研究開発部')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/system-dept-tree-zh-CN.png` });
});
