/**
 * The Media screen in Chromium against the real server: an editor who may
 * also delete drops three images in, each with its progress bar; gives one
 * alt text in Japanese and English, a focal point and a tag; files one in a
 * new folder; finds one by name and type; cannot delete the image a record
 * uses (the server says where) and deletes an unused one.
 */
import type { Locator, Page } from '@playwright/test';
import {
  answerPrompt,
  apiAs,
  choose,
  expect as baseExpect,
  expectNoSpinner,
  settled,
  signedIn,
  test,
} from './support/fixtures';
import { photo } from './support/media';
import { createLimitedUser, type LimitedUser } from './support/limited-user';

/** The server resizes the new images while the journey runs: allow it time. */
const expect = baseExpect.configure({ timeout: 30_000 });

const SCREENS = 'test-results/screens';
const NEWS = 5; // お知らせ (informations)
/** Project, Media and its query, upload, edit and delete buttons. */
const MEDIA_MENUS = [5, 2009, 2180, 2181, 2182, 2183];

/** Drops files on `target` as a person dragging them from their desktop. */
async function dropFiles(
  target: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const payload = files.map((f) => ({
    name: f.name,
    type: f.mimeType,
    base64: f.buffer.toString('base64'),
  }));
  const dataTransfer = await target.page().evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, payload);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('button', { name: `Open ${name}` }),
  });

const drawerOf = (page: Page) => page.locator('.media-drawer');

async function openFile(page: Page, name: string) {
  await page.getByRole('button', { name: `Open ${name}` }).click();
  const drawer = drawerOf(page);
  await expect(
    drawer.getByRole('form', { name: 'File details' }),
  ).toBeVisible();
  await expect(drawer.getByLabel('Name', { exact: true })).toHaveValue(name);
  return drawer;
}

async function closeDrawer(page: Page) {
  await drawerOf(page)
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await expect(drawerOf(page)).toBeHidden();
}

let editor: LimitedUser | undefined;
test.afterEach(async () => {
  await editor?.remove();
  editor = undefined;
});

test('an editor uploads, describes, files, finds and deletes images; a used one is kept', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const run = Date.now().toString(36);
  const names = [`harbour-${run}.jpg`, `factory-${run}.jpg`, `team-${run}.jpg`];
  const [harbour, factory, team] = names;
  editor = await createLimitedUser(request, `e2e_media_${run}`, MEDIA_MENUS);
  await signedIn(page, editor.userName, '/#/project/media', editor.password);
  // The first visit downloads the view: allow a slow machine.
  const zone = page.locator('.media-upload__hint');
  await expect(zone).toContainText('Drop files here', { timeout: 30_000 });
  await expect(page.getByRole('group', { name: 'Storage' })).toBeVisible();

  // three images dropped at once: a progress bar each, then the cards
  const buffers = await Promise.all([
    photo('#0e3a5b', '#f2a65a', 840, 300),
    photo('#3b4a3f', '#c9d6c2', 300, 500),
    photo('#5b2a86', '#f7c6d9', 600, 400),
  ]);
  await dropFiles(
    zone,
    names.map((name, i) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: buffers[i],
    })),
  );
  const uploads = page.getByRole('region', { name: 'Uploads' });
  for (const name of names) {
    await expect(
      uploads.getByRole('progressbar', { name: `Uploading ${name}` }),
    ).toHaveAttribute('aria-valuenow', '100');
  }
  for (const name of names) {
    await expect(card(page, name).getByText('No alt text')).toBeVisible();
  }
  await expectNoSpinner(page);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/media-grid.png` });

  // alt text, a focal point (clicked, then nudged with the keyboard), a tag
  const drawer = await openFile(page, harbour);
  await expect(drawer.getByText('Not used anywhere')).toBeVisible();
  await drawer.getByLabel('Alt text (Japanese)').fill('夕暮れの港と灯台');
  await drawer.getByLabel('Alt text (English)').fill('The harbour at dusk');
  const image = drawer.locator('.media-focal__image img');
  const box = (await image.boundingBox())!;
  await image.click({
    position: { x: box.width * 0.7, y: box.height * 0.375 },
  });
  const marker = drawer.getByRole('slider', { name: 'Focal point' });
  await marker.focus();
  await page.keyboard.press('ArrowRight');
  await expect(marker).toHaveAttribute(
    'aria-valuetext',
    /^7[01]% from the left, 3[78]% from the top$/,
  );
  const tags = drawer.getByLabel('Tags', { exact: true });
  await tags.click();
  await tags.fill('hero');
  await page.keyboard.press('Enter');
  // closes the tags' dropdown
  await drawer.locator('.ant-drawer-title').click();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/media-drawer.png` });
  await drawer.getByText('Versions', { exact: true }).scrollIntoViewIfNeeded();
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/media-drawer-versions.png` });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await closeDrawer(page);
  const described = card(page, harbour);
  await expect(described.getByText('No alt text')).toHaveCount(0);
  await expect(described.getByRole('img')).toHaveAttribute(
    'alt',
    '夕暮れの港と灯台',
  );
  const position = await described
    .getByRole('img')
    .evaluate((img) => getComputedStyle(img).objectPosition);
  expect(position).toMatch(/^7[01](\.\d)?% 3[78](\.\d)?%$/);

  // a new folder, and one image moved into it
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await folders.getByRole('button', { name: 'New folder' }).click();
  const folderDialog = page.getByRole('dialog', { name: /New folder/ });
  await folderDialog.getByLabel('Folder name').fill(`Plant ${run}`);
  await folderDialog.getByRole('button', { name: 'OK' }).click();
  await expect(folderDialog).toBeHidden();
  const tree = page.getByRole('tree', { name: 'Folder tree' });
  await expect(tree.getByText(`Plant ${run}`)).toBeVisible();
  await tree.getByText('All files').click();
  await card(page, factory).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Move' }).click();
  const moveDialog = page.getByRole('dialog', { name: /Move 1 file/ });
  await choose(moveDialog.getByLabel('Folder'), `Plant ${run}`);
  await moveDialog.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('1 file moved').last()).toBeVisible();
  await tree.getByText(`Plant ${run}`).click();
  await expect(card(page, factory)).toBeVisible();
  await expect(card(page, harbour)).toHaveCount(0);
  await tree.getByText('All files').click();

  // search by name and type; by the tag
  const search = page.getByRole('search');
  await search.getByLabel('Name').fill(`team-${run}`);
  await choose(search.getByLabel('Type'), 'Image');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('button', { name: /^Open / })).toHaveCount(1);
  await expect(card(page, team)).toBeVisible();
  await choose(search.getByLabel('Type'), 'Document');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No files here yet')).toBeVisible();
  await search.getByRole('button', { name: 'Reset' }).click();
  await choose(search.getByLabel('Tags'), /^hero/);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('button', { name: /^Open / })).toHaveCount(1);
  await expect(card(page, harbour)).toBeVisible();
  await search.getByRole('button', { name: 'Reset' }).click();

  // the list view
  await page.getByText('List', { exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: factory });
  await expect(row.getByText('No alt text')).toBeVisible();
  await expect(row.getByText('1200×800')).toBeVisible();
  await expectNoSpinner(page);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/media-list.png` });

  // a record uses the harbour image: its delete is refused, with where
  const admin = await apiAs(request, 'admin');
  const linkOf = async (name: string) => {
    const res = await request.get(
      `/project/media/list?fileName=${encodeURIComponent(name)}`,
      { headers: admin },
    );
    return ((await res.json()) as { rows: { url: string }[] }).rows[0].url;
  };
  const url = await linkOf(harbour);
  const teamUrl = await linkOf(team);
  expect((await request.get(teamUrl)).status()).toBe(200);
  const title = `港の写真 ${run}`;
  const added = await request.post('/project/record', {
    headers: admin,
    data: {
      navId: NEWS,
      title,
      subtitle: '',
      summary: '',
      content: `<p><img src="${url}" alt="夕暮れの港と灯台"></p>`,
      contentBlocks: [],
      mainImage: '',
      pinned: '0',
      displayType: '1',
      jumpLink: '',
      orderNum: 0,
      status: '0',
    },
  });
  expect(await added.json()).toMatchObject({ code: 200 });

  const used = await openFile(page, harbour);
  await expect(used.getByRole('region', { name: 'Where used' })).toContainText(
    title,
  );
  await used.getByRole('button', { name: 'Delete' }).click();
  await answerPrompt(page, `Delete "${harbour}"?`);
  const refusal = used.getByRole('alert');
  await expect(refusal).toContainText('This file was not deleted');
  await expect(refusal).toContainText(title);
  await closeDrawer(page);
  await expect(
    page.getByRole('row').filter({ hasText: harbour }),
  ).toBeVisible();

  // an unused image goes
  const unused = await openFile(page, team);
  await unused.getByRole('button', { name: 'Delete' }).click();
  await answerPrompt(page, `Delete "${team}"?`);
  await expect(page.getByText('Deleted successfully').last()).toBeVisible();
  await expect(drawerOf(page)).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: team })).toHaveCount(0);
  expect((await request.get(teamUrl)).status()).toBe(404);
});
