import ExcelJS from 'exceljs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  choose,
  answerPrompt,
  DELETE_PROMPT,
  token,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';
import { createLimitedUser } from './support/limited-user';

const SCREENS = 'test-results/screens';
const TYPE = 'e2e_colour';

test.describe.configure({ timeout: 180_000 });

/** "Total n" under the table of the page that shows (a kept tab's is hidden). */
const total = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Pagination' })
    .getByText(`Total ${n}`, { exact: true });

/**
 * A success message, then its end: the journey shows the same message again
 * soon, and two at once would make the next check ambiguous.
 */
async function toast(page: Page, text: string) {
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
}

/** Opens the Dictionaries screen by its address, signed in as `username`. */
async function openDictionaries(
  page: Page,
  username: string,
  password?: string,
) {
  await signedIn(page, username, '/#/system/dict', password);
  // The first visit downloads the view: allow a slow machine.
  await expect(rowOf(page, 'sys_user_sex')).toBeVisible({ timeout: 30_000 });
}

/** Removes this file's type and its data when a journey stopped half-way. */
async function removeLeftovers(request: APIRequestContext) {
  const login = await request.post('/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
  const data = (await (
    await request.get(`/system/dict/data/list?dictType=${TYPE}`, { headers })
  ).json()) as { rows: { dictCode: number }[] };
  if (data.rows.length > 0) {
    const codes = data.rows.map((r) => r.dictCode).join(',');
    await request.delete(`/system/dict/data/${codes}`, { headers });
  }
  const types = (await (
    await request.get(`/system/dict/type/list?dictType=${TYPE}`, { headers })
  ).json()) as { rows: { dictId: number; dictType: string }[] };
  for (const t of types.rows.filter((r) => r.dictType === TYPE)) {
    await request.delete(`/system/dict/type/${t.dictId}`, { headers });
  }
}

test('admin adds, searches and edits a dictionary type, manages its data, exports, refreshes the cache and deletes both', async ({
  page,
}) => {
  try {
    const dialog = page.getByRole('dialog');
    const search = page.getByRole('search');
    const before =
      await test.step('open the dictionary types as admin', async () => {
        await openDictionaries(page, 'admin');
        await expect(rowOf(page, 'sys_user_sex')).toContainText('User gender');
        await expect(
          rowOf(page, 'sys_user_sex').getByText('Normal'),
        ).toBeVisible();
        await expectNoSpinner(page);
        // other journeys may have added types: count from what is there
        const totalText = page
          .getByRole('navigation', { name: 'Pagination' })
          .getByText(/^Total \d+$/);
        const count = Number(
          (await totalText.textContent())!.replace(/\D/g, ''),
        );
        expect(count).toBeGreaterThanOrEqual(13);
        await page.screenshot({ path: `${SCREENS}/system-dict-list.png` });
        return count;
      });

    await test.step('add a type: an invalid code is refused unsent, a valid one is added', async () => {
      const adds: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && /\/system\/dict\/type$/.test(req.url()))
          adds.push(req.url());
      });
      await page.getByRole('button', { name: 'plus Add', exact: true }).click();
      await expect(dialog.getByText('Add dictionary type')).toBeVisible();
      await dialog.getByLabel('Dictionary name').fill('E2E colours');
      await dialog.getByLabel('Dictionary type').fill('E2E-colour');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(
        dialog.getByText(
          'The dictionary type must start with a letter and contain only lower-case letters, digits and underscores',
        ),
      ).toBeVisible();
      expect(adds).toHaveLength(0);
      await page.screenshot({ path: `${SCREENS}/system-dict-add-invalid.png` });
      await dialog.getByLabel('Dictionary type').fill(TYPE);
      await dialog.getByLabel('Remark').fill('made by the e2e journey');
      await expect(
        dialog.getByText('The dictionary type must start with a letter'),
      ).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/system-dict-add.png` });
      await dialog.getByRole('button', { name: 'OK' }).click();
      await toast(page, 'Added successfully');
      expect(adds).toHaveLength(1);
      await expect(dialog).toHaveCount(0);
      await expect(total(page, before + 1)).toBeVisible();
    });

    await test.step('a taken type is refused by the server; the dialog stays open', async () => {
      await page.getByRole('button', { name: 'plus Add', exact: true }).click();
      await dialog.getByLabel('Dictionary name').fill('E2E again');
      await dialog.getByLabel('Dictionary type').fill(TYPE);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(
        page.getByText(
          "Failed to add dictionary 'E2E again': the dictionary type already exists",
        ),
      ).toBeVisible();
      await expect(dialog.getByLabel('Dictionary name')).toHaveValue(
        'E2E again',
      );
      await expect(dialog.locator('.ant-btn-loading')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // the dialog has changes: Cancel asks before dropping them
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: 'Discard', exact: true })
        .click();
      await expect(dialog).toHaveCount(0);
    });

    await test.step('search by name', async () => {
      await search.getByPlaceholder('Please enter Dictionary name').fill('E2E');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(total(page, 1)).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2); // header + 1
      await expect(rowOf(page, TYPE)).toContainText('E2E colours');
    });

    await test.step("edit the type's name", async () => {
      await page.getByRole('button', { name: `Edit ${TYPE}` }).click();
      await expect(dialog.getByText('Edit dictionary type')).toBeVisible();
      await expect(dialog.getByLabel('Dictionary type')).toHaveValue(TYPE);
      await expect(dialog.getByLabel('Remark')).toHaveValue(
        'made by the e2e journey',
      );
      await dialog.getByLabel('Dictionary name').fill('E2E colors');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await toast(page, 'Saved successfully');
      await expect(rowOf(page, TYPE)).toContainText('E2E colors');
    });

    await test.step('open its data page through the type link', async () => {
      await page.getByRole('link', { name: `Data of ${TYPE}` }).click();
      await expect(page).toHaveURL(/#\/system\/dict-data\/index\/\d+$/);
      const dataSearch = page.getByRole('search');
      await expect(
        dataSearch.getByRole('combobox', { name: 'Dictionary type' }),
      ).toBeVisible({ timeout: 30_000 });
      await expect(dataSearch.locator('.ant-select').first()).toContainText(
        'E2E colors',
      );
      await expect(page.locator('.ant-table-placeholder')).toBeVisible();
      await expectNoSpinner(page);
    });

    await test.step('add two data entries, each with a display style', async () => {
      const addData = async (
        label: string,
        value: string,
        order: string,
        style: string,
      ) => {
        await page
          .getByRole('button', { name: 'plus Add', exact: true })
          .click();
        await expect(dialog.getByText('Add dictionary data')).toBeVisible();
        await expect(dialog.getByLabel('Dictionary type')).toHaveValue(TYPE);
        await dialog.getByLabel('Data label').fill(label);
        await dialog.getByLabel('Data value').fill(value);
        await dialog.getByLabel('Order', { exact: true }).fill(order);
        await choose(
          dialog.getByRole('combobox', { name: 'Display style' }),
          style,
        );
        await expect(
          dialog.getByTestId('dict-preview').locator('.ant-tag'),
        ).toHaveText(label);
      };
      await addData('Red', 'red', '1', 'Danger');
      await page.screenshot({ path: `${SCREENS}/system-dict-data-add.png` });
      await dialog.getByRole('button', { name: 'OK' }).click();
      await toast(page, 'Added successfully');
      await expect(dialog).toHaveCount(0);
      await expect(rowOf(page, 'Red')).toBeVisible();
      await addData('Green', 'green', '2', 'Success');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await toast(page, 'Added successfully');
      await expect(dialog).toHaveCount(0);
      await expect(total(page, 2)).toBeVisible();
    });

    await test.step('edit one entry: new label and style', async () => {
      await page.getByRole('button', { name: 'Edit Green' }).click();
      await expect(dialog.getByText('Edit dictionary data')).toBeVisible();
      await expect(dialog.getByLabel('Data value')).toHaveValue('green');
      await dialog.getByLabel('Data label').fill('Lime');
      await choose(
        dialog.getByRole('combobox', { name: 'Display style' }),
        'Warning',
      );
      await dialog.getByRole('button', { name: 'OK' }).click();
      await toast(page, 'Saved successfully');
      await expect(dialog).toHaveCount(0);
      await expect(rowOf(page, 'Lime')).toContainText('green');
      await expect(
        page.getByRole('cell', { name: 'Green', exact: true }),
      ).toHaveCount(0);
    });

    await test.step('each label shows as a tag in its style; the lookup sees the change', async () => {
      await expect(
        rowOf(page, 'Red').getByText('Red', { exact: true }),
      ).toHaveClass(/\bant-tag\b.*\bant-tag-error\b/);
      await expect(
        rowOf(page, 'Lime').getByText('Lime', { exact: true }),
      ).toHaveClass(/\bant-tag\b.*\bant-tag-warning\b/);
      await expectNoSpinner(page);
      await page.screenshot({ path: `${SCREENS}/system-dict-data.png` });
      // the lookup every screen uses sees the change at once
      const auth = { Authorization: `Bearer ${await token(page)}` };
      const lookup = await (
        await page.request.get(`/system/dict/data/type/${TYPE}`, {
          headers: auth,
        })
      ).json();
      expect(
        (lookup.data as { dictLabel: string; listClass: string }[]).map((d) => [
          d.dictLabel,
          d.listClass,
        ]),
      ).toEqual([
        ['Red', 'danger'],
        ['Lime', 'warning'],
      ]);
    });

    await test.step('delete one entry', async () => {
      await page.getByRole('button', { name: 'Delete Red' }).click();
      await answerPrompt(page, /Delete dictionary code "\d+"\?/);
      await toast(page, 'Deleted successfully');
      await expect(total(page, 1)).toBeVisible();
      await expect(rowOf(page, 'Red')).toHaveCount(0);
    });

    await test.step('back on the types list, as it was left', async () => {
      await page
        .getByRole('button', { name: 'close Close', exact: true })
        .click();
      await expect(page).toHaveURL(/#\/system\/dict$/);
      // the kept tab is as it was left: its search, and the rows of that search
      await expect(
        search.getByPlaceholder('Please enter Dictionary name'),
      ).toHaveValue('E2E');
      await expect(rowOf(page, TYPE)).toBeVisible();
      await expectNoSpinner(page);
      await expect(total(page, 1)).toBeVisible();
      await expect(page.getByRole('row')).toHaveCount(2);
    });

    await test.step('refresh the cache', async () => {
      await page
        .getByRole('button', { name: 'sync Refresh cache', exact: true })
        .click();
      await expect(page.getByText('Cache refreshed')).toBeVisible();
    });

    await test.step('export the current search', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^dict_\d+\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(await download.path());
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe('Dictionary types');
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Dictionary ID',
        'Dictionary name',
        'Dictionary type',
        'Status',
      ]);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(2).value).toBe('E2E colors');
      expect(sheet.getRow(2).getCell(3).value).toBe(TYPE);
      expect(sheet.getRow(2).getCell(4).value).toBe('Normal');
    });

    await test.step('a type that still has data cannot be deleted', async () => {
      await page.getByRole('button', { name: `Delete ${TYPE}` }).click();
      await answerPrompt(page, /Delete dictionary ID "\d+"\?/);
      await expect(
        page.getByText('E2E colors has dictionary data and cannot be deleted'),
      ).toBeVisible();
      await expect(rowOf(page, TYPE)).toBeVisible();
    });

    await test.step('delete the data, then the type', async () => {
      await page.getByRole('link', { name: `Data of ${TYPE}` }).click();
      await expect(page).toHaveURL(/#\/system\/dict-data\/index\/\d+$/);
      await expect(rowOf(page, 'Lime')).toBeVisible();
      await page.getByRole('button', { name: 'Delete Lime' }).click();
      await answerPrompt(page, DELETE_PROMPT);
      await toast(page, 'Deleted successfully');
      await expect(rowOf(page, 'Lime')).toHaveCount(0);
      await expect(page.locator('.ant-table-placeholder')).toBeVisible();
      await page
        .getByRole('button', { name: 'close Close', exact: true })
        .click();
      await expect(page).toHaveURL(/#\/system\/dict$/);
      await page.getByRole('button', { name: `Delete ${TYPE}` }).click();
      await answerPrompt(page, DELETE_PROMPT);
      await expect(page.getByText('Deleted successfully')).toBeVisible();
      await expect(rowOf(page, TYPE)).toHaveCount(0);
      await search.getByRole('button', { name: 'Reset' }).click();
      await expect(total(page, before)).toBeVisible();
    });
  } finally {
    await removeLeftovers(page.request);
  }
});

test('a user who may only list dictionaries sees no write buttons, and the API refuses them', async ({
  page,
}) => {
  // System directory and the Dictionaries page, none of its buttons
  const viewer = await createLimitedUser(page.request, 'dictviewer', [1, 105]);
  try {
    await openDictionaries(page, viewer.userName, viewer.password);
    await expectNoSpinner(page);
    for (const name of ['plus Add', 'Export', 'sync Refresh cache']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(
        0,
      );
    }
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(
      page.getByRole('columnheader', { name: 'Actions' }),
    ).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/system-dict-viewer.png` });

    // a type's data page opens with the list permission alone
    await page.getByRole('link', { name: 'Data of sys_yes_no' }).click();
    await expect(page).toHaveURL(/#\/system\/dict-data\/index\/\d+$/);
    await expect(
      page.getByRole('cell', { name: 'Y', exact: true }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('cell', { name: 'N', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/no permission/i)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    const auth = { Authorization: `Bearer ${await token(page)}` };
    for (const res of [
      await page.request.post('/system/dict/type', {
        headers: auth,
        data: { dictName: 'x', dictType: 'e2e_x', status: '0' },
      }),
      await page.request.delete('/system/dict/type/1', { headers: auth }),
      await page.request.post('/system/dict/data', {
        headers: auth,
        data: {
          dictType: 'sys_user_sex',
          dictLabel: 'x',
          dictValue: 'x',
          dictSort: 9,
          isDefault: 'N',
          status: '0',
        },
      }),
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
