import {
  test,
  expect,
  signedIn,
  choose,
  token,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';
import {
  SCREENS,
  dialogShots,
  editorLoaded,
  item,
  openScreen,
  typeInEditor,
  visit,
} from './support/content-screens';
import { libraryOriginal } from './support/media';
import { solidPng } from './support/png';
import { publish, publishNamed } from './support/publishing';
import { afterNextFrame } from './support/settled';

// Staff (ry, the website editor) write copy records in the back office;
// once a publisher publishes them (through the API here: the publishing
// screens have journeys of their own), the public site (#/w) shows them
// under their columns' routes. Products: project-content-products.spec.ts.

// Later journeys use what earlier ones made (the record).
test.describe.configure({ mode: 'serial' });
const NEWS = 5; // お知らせ (informations)

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
  // (other journeys add news on this server: the seeded one is searched for)
  const search = page.getByRole('search');
  const title = search.getByPlaceholder('Please enter Title');
  await title.fill('休業');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(rowOf(page, '年末年始休業のお知らせ')).toBeVisible();
  await title.fill('コーポレート');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('table').locator('.ant-empty-description'),
  ).toHaveText('No data');
  await expect(rowOf(page, 'コーポレートサイト制作')).toHaveCount(0);
  await title.fill('');
  await search.getByRole('button', { name: 'Search' }).click();

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
  const shownSrc = await libraryOriginal(page.request, 'showroom.png');
  await expect(image).toHaveAttribute('src', shownSrc);
  // the picture itself, once the browser has it (decode waits for it and
  // fails if it does not load): the upload's own pixels, or its size the
  // worker made (a 96 px WebP)
  const drawn = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.currentSrc;
  });
  expect([shownSrc, shownSrc.replace(/original\.png$/, '96.webp')]).toContain(
    new URL(drawn).pathname,
  );
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
