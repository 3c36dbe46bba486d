/**
 * The media library's pickers in Chromium against the real server: an
 * editor (ry) uploads three images through the picker of a record's
 * rich-text editor (its Media library button), gives the one placed there
 * its alt text when the picker asks for it, gives another alt text and a
 * focal point on the Media screen, and uses that one as a product's main
 * image through the image field's Choose from library. The saved record
 * holds the image's stable link with its alt text; the product its link.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  choose,
  expect,
  expectNoSpinner,
  settled,
  signedIn,
  test,
  apiAs,
} from './support/fixtures';
import { photo } from './support/media';
import { SCREENS, item, typeInEditor } from './support/content-screens';
import { apiData, idOf } from './support/publishing';

interface LibraryFile {
  url: string;
  altJa: string;
  altEn: string;
  focalX: number;
  focalY: number;
}

/** The library's one file named `name`, as admin reads it. */
async function libraryFile(
  request: APIRequestContext,
  name: string,
): Promise<LibraryFile> {
  const rows = await apiData<(LibraryFile & { fileName: string })[]>(
    request.get(`/project/media/list?fileName=${encodeURIComponent(name)}`, {
      headers: await apiAs(request, 'admin'),
    }),
    `media ${name}`,
  );
  const found = rows.filter((r) => r.fileName === name);
  expect(found, `media named ${name}`).toHaveLength(1);
  return found[0]!;
}

/** A content screen, signed in as ry, once its list has loaded. */
async function openList(page: Page, path: string) {
  await signedIn(page, 'ry', path);
  // the first visit downloads the screen (slow on a busy machine)
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** The picker dialog opened over the page. */
async function pickerOf(page: Page): Promise<Locator> {
  const picker = page.getByRole('dialog', { name: 'Media library' });
  await expect(
    picker.getByRole('group', { name: 'Files in the library' }),
  ).toBeVisible();
  await expectNoSpinner(page);
  return picker;
}

test('an editor uploads three images through the picker, describes them and places them in a record and a product', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const names = [`pier-${run}.jpg`, `kiln-${run}.jpg`, `lobby-${run}.jpg`];
  const [pier, kiln] = names;
  const buffers = await Promise.all([
    photo('#0e3a5b', '#f2a65a', 840, 300),
    photo('#3b2a1f', '#e8b27a', 300, 500),
    photo('#5b2a86', '#f7c6d9', 600, 400),
  ]);

  // a news record; its content gets an image from the library
  await openList(page, '/#/project/record');
  await page
    .getByRole('tree', { name: 'Columns' })
    .getByText('お知らせ', { exact: true })
    .click();
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add copy record' });
  const title = `桟橋の写真 ${run}`;
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  const content = item(dialog, 'Content');
  await typeInEditor(content, '夕暮れの桟橋です。');
  await content.getByRole('button', { name: 'Media library' }).click();

  // three images uploaded into the library from the picker, a line each
  let picker = await pickerOf(page);
  await picker.locator('input[type="file"]').setInputFiles(
    names.map((name, i) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: buffers[i]!,
    })),
  );
  for (const name of names) {
    await expect(
      picker.locator('.ant-upload-list-item-done', { hasText: name }),
    ).toBeVisible();
    const card = picker.getByRole('button', { name, exact: true });
    await expect(card).toBeVisible();
    await expect(card.getByText('No alt text')).toBeVisible();
  }
  await expect(
    picker.getByRole('button', { name: 'Use', exact: true }),
  ).toBeEnabled();
  await expect(picker.locator('.media-picker__grid img').first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/media-picker.png` });

  // the pier has no alt text yet: the picker asks for it before placing it
  await picker.getByRole('button', { name: pier, exact: true }).click();
  await picker.getByRole('button', { name: 'Use', exact: true }).click();
  const prompt = picker.getByRole('region', {
    name: 'Alt text for this image',
  });
  await prompt.getByRole('button', { name: 'Save and use' }).click();
  await expect(prompt.getByText('Enter the Japanese alt text')).toBeVisible();
  await prompt.getByLabel('Alt text (Japanese)').fill('夕暮れの桟橋と灯台');
  await prompt.getByLabel('Alt text (English)').fill('The pier at dusk');
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/media-picker-alt.png` });
  await prompt.getByRole('button', { name: 'Save and use' }).click();
  await expect(picker).toBeHidden();

  const pierFile = await libraryFile(request, pier);
  expect(pierFile).toMatchObject({
    altJa: '夕暮れの桟橋と灯台',
    altEn: 'The pier at dusk',
  });
  const placed = content
    .frameLocator('iframe.tox-edit-area__iframe')
    .locator('img');
  await expect(placed).toHaveAttribute('src', pierFile.url);
  await expect(placed).toHaveAttribute('alt', '夕暮れの桟橋と灯台');
  await expect(placed).toHaveAttribute('width', '1200');
  await expect(placed).toHaveAttribute('height', '800');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();

  // the stored record holds the stable link with its alt text
  const record = await apiData<{ content: string }>(
    request.get(`/project/record/${await idOf(request, 'record', title)}`, {
      headers: await apiAs(request, 'admin'),
    }),
    'the record',
  );
  const img = /<img\b[^>]*>/.exec(record.content)?.[0] ?? '';
  expect(img).toContain(`src="${pierFile.url}"`);
  expect(img).toContain('alt="夕暮れの桟橋と灯台"');
  expect(pierFile.url).toMatch(/^\/profile\/upload\/.+\.jpg$/);

  // the kiln gets its alt text and a focal point on the Media screen
  await page.goto('/#/project/media');
  await page.getByRole('button', { name: `Open ${kiln}` }).click();
  const drawer = page.locator('.media-drawer');
  await expect(drawer.getByLabel('Name', { exact: true })).toHaveValue(kiln);
  await drawer.getByLabel('Alt text (Japanese)').fill('窯の火');
  await drawer.getByLabel('Alt text (English)').fill('The kiln fire');
  const image = drawer.locator('.media-focal__image img');
  const box = (await image.boundingBox())!;
  await image.click({ position: { x: box.width * 0.25, y: box.height * 0.6 } });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await libraryFile(request, kiln)).altJa)
    .toBe('窯の火');
  const kilnFile = await libraryFile(request, kiln);
  expect(kilnFile.altEn).toBe('The kiln fire');
  // the subject sits left of the middle, a little below it
  expect(Number(kilnFile.focalX)).toBeLessThan(0.4);
  expect(Number(kilnFile.focalY)).toBeCloseTo(0.6, 1);

  // a product whose main image is the kiln, chosen from the library
  await openList(page, '/#/project/product');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const productDialog = page.getByRole('dialog', { name: 'Add product' });
  await choose(
    productDialog.getByRole('combobox', { name: 'Column' }),
    '業務用機器',
  );
  const productName = `窯 KL-${run}`;
  await productDialog
    .getByLabel('Product name', { exact: true })
    .fill(productName);
  const mainImage = item(productDialog, 'Main image');
  await mainImage.getByRole('button', { name: 'Choose from library' }).click();
  picker = await pickerOf(page);
  // the image field offers images only; the kiln is described already
  const kilnCard = picker.getByRole('button', { name: kiln, exact: true });
  await expect(kilnCard.getByText('No alt text')).toHaveCount(0);
  await kilnCard.click();
  await picker.getByRole('button', { name: 'Use', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(mainImage.locator('.ant-upload-list-item-done')).toHaveCount(1);
  // one image is the field's limit: no further choosing
  await expect(
    mainImage.getByRole('button', { name: 'Choose from library' }),
  ).toHaveCount(0);
  await productDialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();

  const product = await apiData<{ mainImage: string }>(
    request.get(
      `/project/product/${await idOf(request, 'product', productName)}`,
      { headers: await apiAs(request, 'admin') },
    ),
    'the product',
  );
  expect(product.mainImage).toBe(kilnFile.url);
});
