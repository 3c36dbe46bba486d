import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, signedIn, sidebar, choose } from './support/fixtures';

const SCREENS = 'test-results/screens';

/** Drags `from` onto `to` with the mouse, in small steps as a user would. */
async function drag(page: Page, from: Locator, to: Locator, dy = 0) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2, {
    steps: 3,
  });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + dy, {
    steps: 12,
  });
  await page.mouse.up();
}

test('Tools > Form builder: design a three-field form, preview it, export it as JSON and TSX, and import it back after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // a deep link (the menu's own journey is the shell's): the sidebar follows
  await signedIn(page, 'admin', '/#/tool/build');
  await expect(
    sidebar(page).getByRole('menuitem', { name: 'Form builder' }),
  ).toBeVisible({ timeout: 30_000 });
  const canvas = page.getByRole('region', { name: 'Form canvas' });
  const props = page.getByRole('region', { name: 'Properties' });
  const fields = canvas.locator('[data-field]');
  await expect(canvas.getByText(/Drag components here/)).toBeVisible({
    timeout: 30_000,
  });

  // Input dragged from the palette; Select and Date picker by keyboard.
  await drag(page, page.getByRole('button', { name: 'Add Input' }), canvas);
  await expect(fields).toHaveCount(1);
  await page.getByRole('button', { name: 'Add Select' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add Date picker' }).focus();
  await page.keyboard.press('Space');
  await expect(fields).toHaveCount(3);

  // Name: required, with a placeholder
  await canvas.getByRole('button', { name: 'Select Input (Input)' }).click();
  await props.getByLabel('Label', { exact: true }).fill('Name');
  await props.getByLabel('Field name').fill('full name');
  await expect(
    props.getByText('Use letters, digits, _ or $, not starting with a digit'),
  ).toBeVisible();
  await props.getByLabel('Field name').fill('name');
  await props.getByLabel('Placeholder').fill('Your "full" name');
  await props.getByRole('switch', { name: 'Required' }).click();

  // City: two options
  await canvas.getByRole('button', { name: 'Select Select (Select)' }).click();
  await props.getByLabel('Label', { exact: true }).fill('City');
  await props.getByLabel('Field name').fill('city');
  await props.getByLabel('Option 1 label').fill('Beijing');
  await props.getByLabel('Option 1 value').fill('bj');
  await props.getByLabel('Option 2 label').fill('Shanghai');
  await props.getByLabel('Option 2 value').fill('sh');

  // Birthday
  await canvas
    .getByRole('button', { name: 'Select Date picker (Date picker)' })
    .click();
  await props.getByLabel('Label', { exact: true }).fill('Birthday');
  await props.getByLabel('Field name').fill('birthday');
  await props.getByLabel('Width (of 24)').fill('12');
  await props.getByLabel('Width (of 24)').blur();

  // A form-level property
  await props.getByRole('tab', { name: 'Form' }).click();
  await props.getByLabel('Label width (px)').fill('120');
  await props.getByLabel('Label width (px)').blur();
  await expect(fields).toHaveCount(3);
  expect(
    await fields.evaluateAll((e) => e.map((x) => x.dataset.field)),
  ).toEqual(['name', 'city', 'birthday']);

  // Reorder by dragging Birthday above City, then undo and redo it.
  await drag(
    page,
    canvas.getByRole('button', { name: 'Select Birthday (Date picker)' }),
    canvas.getByRole('button', { name: 'Select City (Select)' }),
    -20,
  );
  await expect
    .poll(() => fields.evaluateAll((e) => e.map((x) => x.dataset.field)))
    .toEqual(['name', 'birthday', 'city']);
  await page.keyboard.press('Control+z');
  await expect
    .poll(() => fields.evaluateAll((e) => e.map((x) => x.dataset.field)))
    .toEqual(['name', 'city', 'birthday']);
  await page.keyboard.press('Control+Shift+z');
  await expect
    .poll(() => fields.evaluateAll((e) => e.map((x) => x.dataset.field)))
    .toEqual(['name', 'birthday', 'city']);

  await canvas.getByRole('button', { name: 'Select Name (Input)' }).click();
  await expect(page.locator('.form-build__item.is-selected')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/tool-build-designer.png` });

  // Preview: validation, then the values as JSON
  await page.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Preview', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter Name')).toBeVisible();
  await expect(dialog.getByPlaceholder('Your "full" name')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/tool-build-preview-errors.png` });
  await dialog.getByLabel('Name').fill('Ada');
  await choose(dialog.getByLabel('City'), 'Shanghai');
  await dialog.getByLabel('Birthday').click();
  await dialog.getByLabel('Birthday').fill('2026-01-15');
  await dialog.getByLabel('Birthday').press('Enter');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const values = dialog.getByRole('region', { name: 'Submitted values' });
  await expect(values).toBeVisible();
  expect(JSON.parse((await values.locator('pre').textContent())!)).toEqual({
    name: 'Ada',
    birthday: '2026-01-15',
    city: 'sh',
  });
  await page.screenshot({ path: `${SCREENS}/tool-build-preview.png` });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Export as JSON: view, copy, download
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'JSON schema' }).click();
  const exp = page.getByRole('dialog');
  const json = exp.getByRole('region', { name: 'JSON schema' });
  await expect(json).toContainText('"label": "City"');
  await exp.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to the clipboard')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toMatchObject({
    form: { labelWidth: 120, layout: 'horizontal' },
    items: [
      { type: 'input', name: 'name', label: 'Name', required: true },
      { type: 'date', name: 'birthday', span: 12 },
      {
        type: 'select',
        name: 'city',
        options: [
          { label: 'Beijing', value: 'bj' },
          { label: 'Shanghai', value: 'sh' },
        ],
      },
    ],
  });
  const [jsonFile] = await Promise.all([
    page.waitForEvent('download'),
    exp.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(jsonFile.suggestedFilename()).toBe('form-schema.json');
  expect(await readFile((await jsonFile.path())!, 'utf8')).toBe(copied);

  // ...and as a React + antd component
  await exp.getByRole('tab', { name: 'React + antd component' }).click();
  const tsx = exp.getByRole('region', { name: 'React + antd component' });
  await expect(tsx).toContainText('export default function GeneratedForm');
  await expect(tsx).toContainText(
    '<Form.Item label={"Name"} name="name" rules={[{ required: true, message: "Please enter Name" }]}>',
  );
  await expect(tsx).toContainText('placeholder={"Your \\"full\\" name"}');
  await expect(tsx).toContainText('labelCol={{ flex: "120px" }}');
  await page.screenshot({ path: `${SCREENS}/tool-build-export.png` });
  const [tsxFile] = await Promise.all([
    page.waitForEvent('download'),
    exp.getByRole('tabpanel').getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(tsxFile.suggestedFilename()).toBe('GeneratedForm.tsx');
  const source = await readFile((await tsxFile.path())!, 'utf8');
  expect(source).toContain(
    'const cityOptions = [{ label: "Beijing", value: "bj" }',
  );
  expect(source).toBe(await tsx.textContent());
  await exp.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(exp).toBeHidden();

  // The design survives a reload (kept in localStorage)
  await page.reload();
  await expect(fields).toHaveCount(3, { timeout: 30_000 });
  expect(
    await fields.evaluateAll((e) => e.map((x) => x.dataset.field)),
  ).toEqual(['name', 'birthday', 'city']);

  // Clear it, then import the exported JSON: first a broken copy, then the file
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(canvas.getByText(/Drag components here/)).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const imp = page.getByRole('dialog', { name: 'Import a JSON schema' });
  await imp.getByLabel('JSON schema to import').fill(copied.slice(0, -4));
  await imp.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(imp.getByRole('alert')).toHaveText('This is not valid JSON');
  await page.screenshot({ path: `${SCREENS}/tool-build-import.png` });
  await imp
    .getByLabel('JSON schema file')
    .setInputFiles((await jsonFile.path())!);
  await expect(imp).toBeHidden();
  await expect(page.getByText('Form imported. Fields: 3')).toBeVisible();
  expect(
    await fields.evaluateAll((e) => e.map((x) => x.dataset.field)),
  ).toEqual(['name', 'birthday', 'city']);
  await canvas.getByRole('button', { name: 'Select City (Select)' }).click();
  await expect(props.getByLabel('Option 2 value')).toHaveValue('sh');
  // the import is one undo step: the cleared canvas comes back
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(fields).toHaveCount(0);
});
