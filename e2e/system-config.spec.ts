import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  freshPage,
  signedIn,
  answerPrompt,
  DELETE_PROMPT,
  token,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';
import { createLimitedUser } from './support/limited-user';

const SCREENS = 'test-results/screens';

test.describe.configure({ timeout: 180_000 });

/** Opens the Parameters screen by its address, signed in as `username`. */
async function openParameters(page: Page, username: string, password?: string) {
  await signedIn(page, username, '/#/system/config', password);
  await expect(rowOf(page, 'sys.index.skinName')).toBeVisible({
    timeout: 30_000,
  });
}

/** The count of parameters the list shows (seeded ones vary with migrations). */
async function shownTotal(page: Page): Promise<number> {
  const total = page.getByText(/^Total \d+$/);
  await expect(total).toBeVisible();
  return Number((await total.textContent())!.replace(/\D/g, ''));
}

test('admin adds a public parameter, searches, edits, exports and deletes it; built-in ones stay; the self-registration switch applies at once', async ({
  page,
  browser,
}) => {
  await openParameters(page, 'admin');
  const seeded = await shownTotal(page);
  await expectNoSpinner(page);
  // the public flag beside the built-in one: the skin is both, the
  // initial password built-in only
  await expect(
    page.getByRole('columnheader', { name: 'Public' }),
  ).toBeVisible();
  const flags = (key: string) => rowOf(page, key).getByText(/^(Yes|No)$/);
  await expect(flags('sys.index.skinName')).toHaveText(['Yes', 'Yes']);
  await expect(flags('sys.user.initPassword')).toHaveText(['Yes', 'No']);
  await page.screenshot({ path: `${SCREENS}/system-config-list.png` });

  // add
  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add parameter')).toBeVisible();
  await dialog.getByLabel('Parameter name').fill('E2E banner');
  await dialog.getByLabel('Parameter key').fill('e2e.banner.text');
  await dialog.getByLabel('Parameter value').fill('Welcome');
  const isPublic = dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByText('Public', { exact: true }) });
  await expect(isPublic.getByRole('radio', { name: 'No' })).toBeChecked();
  await isPublic.getByText('Yes', { exact: true }).click();
  await expect(isPublic.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(
    dialog.getByText('Yes: every signed-in user can read its value.', {
      exact: false,
    }),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/system-config-add.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Added successfully').last()).toBeVisible();
  await expect(page.getByText(`Total ${seeded + 1}`)).toBeVisible();

  // a taken key is refused by the server, the dialog stays open
  await page.getByRole('button', { name: 'plus Add', exact: true }).click();
  await dialog.getByLabel('Parameter name').fill('Again');
  await dialog.getByLabel('Parameter key').fill('e2e.banner.text');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText(
      "Failed to add parameter 'Again': the parameter key already exists",
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
  await search.getByPlaceholder('Please enter Parameter key').fill('e2e');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total 1')).toBeVisible();
  // not built-in, public
  await expect(flags('e2e.banner.text')).toHaveText(['No', 'Yes']);

  // edit, and the value is served at once
  await page.getByRole('button', { name: 'Edit e2e.banner.text' }).click();
  await expect(dialog.getByLabel('Parameter value')).toHaveValue('Welcome');
  await dialog.getByLabel('Parameter value').fill('Hello');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect(rowOf(page, 'Hello')).toBeVisible();
  const auth = { Authorization: `Bearer ${await token(page)}` };
  const value = await (
    await page.request.get('/system/config/configKey/e2e.banner.text', {
      headers: auth,
    })
  ).json();
  expect(value.msg).toBe('Hello');

  // export the current search
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^config_\d+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Parameter ID',
    'Parameter name',
    'Parameter key',
    'Parameter value',
    'Built-in',
    'Public',
  ]);
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(3).value).toBe('e2e.banner.text');
  expect(sheet.getRow(2).getCell(5).value).toBe('No');
  expect(sheet.getRow(2).getCell(6).value).toBe('Yes');

  // delete
  await page.getByRole('button', { name: 'Delete e2e.banner.text' }).click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(page.getByText('Deleted successfully').last()).toBeVisible();
  await search.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(`Total ${seeded}`)).toBeVisible();

  // a built-in parameter cannot be deleted
  await page.getByRole('button', { name: 'Delete sys.index.skinName' }).click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(
    page.getByText('Built-in parameter [sys.index.skinName] cannot be deleted'),
  ).toBeVisible();
  await expect(page.getByText(`Total ${seeded}`)).toBeVisible();

  // self-registration turned on shows the register link on the sign-in
  // page at once (the server's parameter cache is evicted on save)
  await page
    .getByRole('button', { name: 'Edit sys.account.registerUser' })
    .click();
  await expect(dialog.getByLabel('Parameter value')).toHaveValue('false');
  await dialog.getByLabel('Parameter value').fill('true');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  // a visitor who is not signed in
  const signInPage = await freshPage(browser);
  await signInPage.goto(`${new URL(page.url()).origin}/#/login`);
  await expect(
    signInPage.getByRole('link', { name: 'Register now' }),
  ).toBeVisible();

  // and off again; refresh cache keeps serving the table's value
  await page
    .getByRole('button', { name: 'Edit sys.account.registerUser' })
    .click();
  await expect(dialog.getByLabel('Parameter value')).toHaveValue('true');
  await dialog.getByLabel('Parameter value').fill('false');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await page.getByRole('button', { name: /Refresh cache/ }).click();
  await expect(page.getByText('Cache refreshed')).toBeVisible();
  await signInPage.reload();
  await expect(signInPage.getByLabel('Account')).toBeVisible();
  await expect(
    signInPage.getByRole('link', { name: 'Register now' }),
  ).toHaveCount(0);
  await signInPage.context().close();
});

test('a user who may only list parameters sees no write buttons, and the API refuses them and the values that are not public', async ({
  page,
}) => {
  // System directory and the Parameters page, none of its buttons
  const viewer = await createLimitedUser(
    page.request,
    'configviewer',
    [1, 106],
  );
  try {
    await openParameters(page, viewer.userName, viewer.password);
    for (const name of ['plus Add', 'Export', 'sync Refresh cache']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(
        0,
      );
    }
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/system-config-viewer.png` });

    const auth = { Authorization: `Bearer ${await token(page)}` };
    for (const res of [
      await page.request.get('/system/config/1', { headers: auth }),
      await page.request.post('/system/config', {
        headers: auth,
        data: {
          configName: 'x',
          configKey: 'x.y',
          configValue: 'z',
          configType: 'N',
        },
      }),
      await page.request.delete('/system/config/refreshCache', {
        headers: auth,
      }),
      await page.request.post('/system/config/export', {
        headers: auth,
        form: {},
      }),
    ]) {
      expect(await res.json()).toEqual({
        code: 403,
        msg: 'No permission, please contact the administrator',
      });
    }
    // the front end's public switches: yes; the initial password: no
    const value = async (key: string) =>
      (
        await page.request.get(`/system/config/configKey/${key}`, {
          headers: auth,
        })
      ).json();
    expect(await value('sys.index.skinName')).toEqual({
      code: 200,
      msg: 'skin-blue',
    });
    expect(await value('sys.user.initPassword')).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
    });
  } finally {
    await viewer.remove();
  }
});
