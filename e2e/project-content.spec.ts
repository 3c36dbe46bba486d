import type { Browser, Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  choose,
  token,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';
import { solidPng } from './support/png';
import { publish, publishNamed } from './support/publishing';
import { afterNextFrame } from './support/settled';

// Staff (ry, the website editor) write copy records and products in the
// back office; once a publisher publishes them (through the API here: the
// publishing screens have journeys of their own), the public site (#/w)
// shows them under their columns' routes.

const SCREENS = 'test-results/screens';

// Later journeys use what earlier ones made (the record, the product).
test.describe.configure({ mode: 'serial' });
const NEWS = 5; // お知らせ (informations)
const EQUIPMENT = 11; // 業務用機器, below 製品情報 (4)

/** The public site as a new visitor sees it (own browser context). */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Opens a Website content screen by its address, signed in as ry. */
async function openScreen(page: Page, path: string) {
  await signedIn(page, 'ry', path);
  // the first visit downloads the screen (slow on a busy machine)
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
}

/** The form item labelled `label` inside `scope`. */
const item = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({
    has: scope.page().locator('.ant-form-item-label > label', {
      hasText: new RegExp(`^${label}$`),
    }),
  });

/** Types into the TinyMCE editor inside `scope`. */
async function typeInEditor(scope: Locator, html: string) {
  const frame = scope.frameLocator('iframe.tox-edit-area__iframe');
  const body = frame.locator('body');
  await expect(body).toBeVisible({ timeout: 30_000 });
  await body.click();
  await body.pressSequentially(html);
}

/** The open dialog from its top (as staff first see it), and all of it. */
async function dialogShots(page: Page, name: string) {
  await page
    .locator('.ant-modal-wrap:visible')
    .evaluate((el) => el.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
  const height = await page
    .locator('.ant-modal-container:visible')
    .evaluate((el) => el.getBoundingClientRect().height);
  await page.setViewportSize({ width: 1366, height: Math.ceil(height) + 80 });
  await page.screenshot({ path: `${SCREENS}/${name}-full.png` });
  await page.setViewportSize({ width: 1366, height: 800 });
}

/** Whether the page has fetched TinyMCE (its own lazily loaded chunk). */
const editorLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((e) => /tinymce/i.test(e.name)),
  );

test('ry writes a news record with an image and a content block; once it is published the news page and the record page show it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, 'ry');
  // the shell does not fetch the editor; the record screen does
  expect(await editorLoaded(page)).toBe(false);
  await page.goto('/#/project/record');
  // the first visit downloads the screen (slow on a busy machine)
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
  await page.screenshot({ path: `${SCREENS}/project-record-list.png` });

  // narrow the list to the news column, then add a record there
  const columns = page.getByRole('tree', { name: 'Columns' });
  await columns.getByText('お知らせ', { exact: true }).click();
  await expect(rowOf(page, '年末年始休業のお知らせ')).toBeVisible();
  await expect(rowOf(page, 'コーポレートサイト制作')).toHaveCount(0);

  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add copy record')).toBeVisible();
  await expect.poll(() => editorLoaded(page)).toBe(true);
  // the column is preset from the list's filter
  await expect(item(dialog, 'Column')).toContainText('お知らせ');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByText('Title cannot be empty')).toBeVisible();

  await dialog
    .getByLabel('Title', { exact: true })
    .fill('新店舗オープンのお知らせ');
  await dialog.getByLabel('Subtitle', { exact: true }).fill('店舗');
  await dialog
    .getByLabel('Summary', { exact: true })
    .fill('6月1日、横浜に新しいショールームを開設します。');
  await item(dialog, 'Main image')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'showroom.png',
      mimeType: 'image/png',
      buffer: solidPng(96, [25, 118, 210]),
    });
  await expect(
    item(dialog, 'Main image').locator('.ant-upload-list-item-done'),
  ).toHaveCount(1);
  await typeInEditor(
    item(dialog, 'Content'),
    '横浜ショールームでは最新の製品を実際にお試しいただけます。',
  );
  await dialog.getByRole('button', { name: /Add content block/ }).click();
  const block = dialog.getByRole('group', { name: 'Block 1' });
  await block.getByLabel('Block 1: Title', { exact: true }).fill('アクセス');
  await block
    .getByLabel('Block 1: Content', { exact: true })
    .fill('横浜駅から徒歩5分です。');
  await dialogShots(page, 'project-record-editor');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  const row = rowOf(page, '新店舗オープンのお知らせ');
  await expect(row).toContainText('お知らせ');
  await expect(row).toContainText('ry');
  // a draft: not on the site until a publisher publishes it
  await expect(row).toContainText('Draft');
  await publishNamed(page.request, 'record', '新店舗オープンのお知らせ');

  // a visitor finds it on the news page and opens it
  const visitor = await visit(browser, `/#/w/menu/informations/${NEWS}`);
  const vp = visitor.page;
  await vp
    .getByRole('link', { name: /新店舗オープンのお知らせ/ })
    .first()
    .click();
  await expect(vp).toHaveURL(new RegExp(`#/w/d/informations/${NEWS}/\\d+$`));
  await expect(
    vp.getByRole('heading', { level: 1, name: '新店舗オープンのお知らせ' }),
  ).toBeVisible();
  await expect(
    vp.getByText('横浜ショールームでは最新の製品を実際にお試しいただけます。'),
  ).toBeVisible();
  await expect(vp.getByRole('heading', { name: 'アクセス' })).toBeVisible();
  await expect(vp.getByText('横浜駅から徒歩5分です。')).toBeVisible();
  const image = vp.locator('img.site-article-image');
  await expect(image).toHaveAttribute(
    'src',
    /\/profile\/upload\/.+showroom.*\.png$/,
  );
  // the picture itself, once the browser has it (decode waits for it and
  // fails if it does not load)
  expect(
    await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    }),
  ).toBe(96);
  await vp.screenshot({
    path: `${SCREENS}/project-record-public.png`,
    fullPage: true,
  });
  await visitor.close();

  // the visit was counted; the editor sees it but cannot change it
  await page
    .getByRole('button', { name: 'Edit 新店舗オープンのお知らせ' })
    .click();
  await expect(dialog.getByText('Edit copy record')).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(
    '新店舗オープンのお知らせ',
  );
  const views = dialog.locator('.ant-descriptions-item').filter({
    hasText: 'Total views',
  });
  await expect(views).toContainText('1');
  await expect(dialog.getByLabel('Total views', { exact: true })).toHaveCount(
    0,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('ry attaches a file to the record; once it is published the record page offers it for download', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openScreen(page, '/#/project/recordItem');
  await expect(rowOf(page, '会社案内(PDF)')).toBeVisible();
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add record item')).toBeVisible();
  await choose(
    dialog.getByRole('combobox', { name: 'Copy record' }),
    '新店舗オープンのお知らせ',
    '新店舗',
  );
  await dialog.getByLabel('File', { exact: true }).check();
  await item(dialog, 'File')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'floor-map.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
      ),
    });
  await expect(item(dialog, 'File')).toContainText('floor-map.pdf');
  // the item is named after the file unless a name was typed
  await expect(dialog.getByLabel('Item name', { exact: true })).toHaveValue(
    'floor-map.pdf',
  );
  await dialog
    .getByLabel('Item name', { exact: true })
    .fill('フロアマップ(PDF)');
  await page.screenshot({ path: `${SCREENS}/project-record-item-add.png` });
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  await expect(rowOf(page, 'フロアマップ(PDF)')).toContainText(
    '新店舗オープンのお知らせ',
  );
  await publishNamed(page.request, 'recordItem', 'フロアマップ(PDF)');

  const visitor = await visit(browser, `/#/w/menu/informations/${NEWS}`);
  const vp = visitor.page;
  await vp
    .getByRole('link', { name: /新店舗オープンのお知らせ/ })
    .first()
    .click();
  const downloading = vp.waitForEvent('download');
  await vp.getByRole('link', { name: 'フロアマップ(PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('floor-map.pdf');
  expect(await download.failure()).toBeNull();
  await visitor.close();
});

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
  expect(sources).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/sc900-side.*\.png$/),
      expect.stringMatching(/sc900-top.*\.png$/),
    ]),
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

test('a published record whose content carries script, onerror and javascript: links shows on the public site without running any of it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, 'ry');
  const auth = { Authorization: `Bearer ${await token(page)}` };
  const hostile =
    '<p>安全な本文です。</p>' +
    '<script>window.__pwned = "script"; alert("script")</script>' +
    '<img src="/nope.png" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')" alt="壊れた画像">' +
    "<a href=\"javascript:window.__pwned='link';alert('link')\">危険なリンク</a>" +
    '<p onmouseover="window.__pwned = \'hover\'">マウスを乗せる</p>';
  const added = await page.request.post('/project/record', {
    headers: auth,
    data: {
      navId: NEWS,
      title: '表示テスト（スタッフ入力）',
      subtitle: '',
      summary: '危険なタグを含む本文',
      content: hostile,
      contentBlocks: [
        {
          type: 'text',
          title: '補足',
          body: '<img src=x onerror="window.__pwned=\'block\'">補足の本文',
          image: '',
        },
      ],
      mainImage: '',
      pinned: '0',
      displayType: '1',
      jumpLink: '',
      orderNum: 0,
      status: '0',
    },
  });
  expect(await added.json()).toMatchObject({ code: 200 });
  const list = await (
    await page.request.get(
      `/project/record/list?title=${encodeURIComponent('表示テスト')}`,
      { headers: auth },
    )
  ).json();
  const recordId = list.rows[0].recordId as number;
  // stored already cleaned
  const stored = (
    await (
      await page.request.get(`/project/record/${recordId}`, { headers: auth })
    ).json()
  ).data;
  for (const bad of ['<script', 'onerror', 'javascript:', 'onmouseover']) {
    expect(stored.content).not.toContain(bad);
  }
  await publish(page.request, 'record', recordId);

  const visitor = await visit(
    browser,
    `/#/w/d/informations/${NEWS}/${recordId}`,
  );
  const vp = visitor.page;
  const dialogs: string[] = [];
  vp.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await expect(
    vp.getByRole('heading', { level: 1, name: '表示テスト（スタッフ入力）' }),
  ).toBeVisible();
  const article = vp.locator('article');
  await expect(article.getByText('安全な本文です。')).toBeVisible();
  await expect(article.getByText('補足の本文')).toBeVisible();
  const link = article.getByText('危険なリンク');
  await expect(link).toBeVisible();
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  await article.getByText('マウスを乗せる').hover();
  await afterNextFrame(vp);
  expect(
    await vp.evaluate(() => (window as { __pwned?: unknown }).__pwned),
  ).toBe(undefined);
  expect(dialogs).toEqual([]);
  await visitor.close();
});
