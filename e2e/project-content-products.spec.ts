import { test, expect, choose, rowOf } from './support/fixtures';
import {
  SCREENS,
  dialogShots,
  item,
  openScreen,
  typeInEditor,
  visit,
} from './support/content-screens';
import { libraryOriginal } from './support/media';
import { solidPng } from './support/png';
import { publishNamed } from './support/publishing';

// Staff (ry, the website editor) add products and their specification rows
// in the back office; once a publisher publishes them (through the API
// here), the public site's product menu (#/w) shows them.

// Later journeys use what earlier ones made (the product).
test.describe.configure({ mode: 'serial' });
const EQUIPMENT = 11; // 業務用機器, below 製品情報 (4)

test('ry adds a product with a main image and gallery; once it is published the product menu shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await openScreen(page, '/#/project/product');
  // only product columns in the tree
  const columns = page.getByRole('tree', { name: 'Columns' });
  await expect(columns.getByText('業務用機器', { exact: true })).toBeVisible();
  await expect(columns.getByText('お知らせ', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/project-product-list.png` });

  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add product')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByText('Product name cannot be empty')).toBeVisible();
  await expect(dialog.getByText('Column cannot be empty')).toBeVisible();

  await choose(dialog.getByRole('combobox', { name: 'Column' }), '業務用機器');
  await dialog
    .getByLabel('Product name', { exact: true })
    .fill('サンプルスキャナー SC-900');
  await dialog
    .getByLabel('Subtitle', { exact: true })
    .fill('A3対応の高速スキャナー');
  await dialog.getByLabel('Size', { exact: true }).fill('W420×D260×H180mm');
  await dialog
    .getByLabel('Key points', { exact: true })
    .fill('A3対応\n毎分80枚\n両面同時読み取り');
  await item(dialog, 'Main image')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'sc900.png',
      mimeType: 'image/png',
      buffer: solidPng(120, [0, 137, 123]),
    });
  await expect(
    item(dialog, 'Main image').locator('.ant-upload-list-item-done'),
  ).toHaveCount(1);
  await item(dialog, 'Images')
    .locator('input[type="file"]')
    .setInputFiles([
      {
        name: 'sc900-side.png',
        mimeType: 'image/png',
        buffer: solidPng(80, [255, 160, 0]),
      },
      {
        name: 'sc900-top.png',
        mimeType: 'image/png',
        buffer: solidPng(80, [121, 85, 72]),
      },
    ]);
  await expect(
    item(dialog, 'Images').locator('.ant-upload-list-item-done'),
  ).toHaveCount(2);
  await item(dialog, 'New product').getByLabel('Yes', { exact: true }).check();
  await typeInEditor(
    item(dialog, 'Content block'),
    '大判の図面もそのまま読み取れる業務用スキャナーです。',
  );
  await dialogShots(page, 'project-product-form');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  const row = rowOf(page, 'サンプルスキャナー SC-900');
  await expect(row).toContainText('業務用機器');
  await expect(row).toContainText('New');
  await expect(
    row.getByRole('img', { name: 'サンプルスキャナー SC-900' }),
  ).toHaveAttribute('src', /sc900.*\.png$/);
  await publishNamed(page.request, 'product', 'サンプルスキャナー SC-900');

  // the product menu lists it; its page shows images, key points, NEW
  const visitor = await visit(browser, `/#/w/menu/product/ls/4/${EQUIPMENT}`);
  const vp = visitor.page;
  await vp.getByRole('link', { name: /サンプルスキャナー SC-900/ }).click();
  await expect(vp).toHaveURL(/#\/w\/menu\/product\/4\/\d+$/);
  await expect(
    vp.getByRole('heading', { name: 'サンプルスキャナー SC-900' }),
  ).toBeVisible();
  await expect(vp.getByText('A3対応の高速スキャナー')).toBeVisible();
  await expect(vp.getByText('両面同時読み取り')).toBeVisible();
  await expect(
    vp.getByText('大判の図面もそのまま読み取れる業務用スキャナーです。'),
  ).toBeVisible();
  await expect(vp.locator('.site-product .site-tag.is-new')).toBeVisible();
  const gallery = vp.locator('.site-gallery img');
  await expect(gallery).toHaveCount(2);
  const sources = await gallery.evaluateAll((imgs) =>
    imgs.map((img) => (img as HTMLImageElement).getAttribute('src')),
  );
  expect(sources.sort()).toEqual(
    [
      await libraryOriginal(page.request, 'sc900-side.png'),
      await libraryOriginal(page.request, 'sc900-top.png'),
    ].sort(),
  );
  await vp.screenshot({
    path: `${SCREENS}/project-product-public.png`,
    fullPage: true,
  });
  await visitor.close();
});

test('ry adds a specification row to the product; once it is published the product page lists it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openScreen(page, '/#/project/productItem');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add product item')).toBeVisible();
  await choose(
    dialog.getByRole('combobox', { name: 'Product' }),
    'サンプルスキャナー SC-900',
    'SC-900',
  );
  await dialog.getByLabel('Item name', { exact: true }).fill('保証期間');
  await dialog.getByLabel('Value', { exact: true }).fill('3年間');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  await expect(rowOf(page, '保証期間')).toContainText(
    'サンプルスキャナー SC-900',
  );
  await page.screenshot({ path: `${SCREENS}/project-product-item-list.png` });
  await publishNamed(page.request, 'productItem', '保証期間');

  const visitor = await visit(browser, `/#/w/menu/product/ls/4/${EQUIPMENT}`);
  const vp = visitor.page;
  await vp.getByRole('link', { name: /サンプルスキャナー SC-900/ }).click();
  const spec = vp.locator('table.site-spec');
  await expect(spec.getByRole('row', { name: /保証期間/ })).toContainText(
    '3年間',
  );
  await expect(spec).toContainText('W420×D260×H180mm');
  await visitor.close();
});
