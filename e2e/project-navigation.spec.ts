import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  answerPrompt,
  DELETE_PROMPT,
  expectNoSpinner,
  apiAs,
} from './support/fixtures';
import { solidPng } from './support/png';
import { idOf, publish } from './support/publishing';

// Staff edit the website navigation in the back office; the public site's
// header (#/w) is built from what a publisher has published of it (an
// editor's saves are drafts: published through the API here, or with
// "Save and publish" by a publisher).

const SCREENS = 'test-results/screens';

/** The table row whose first cell (the tree column) reads `name`. */
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({
    has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }),
  });

/** The public site as a new visitor sees it (own browser context, no cache). */
async function visit(browser: Browser, path = '/#/w') {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

const publicNav = (page: Page) =>
  page.getByRole('navigation', { name: 'メインメニュー' });

/** Opens the Navigation screen by its address, signed in as `username`. */
async function openNavigation(page: Page, username: string) {
  await signedIn(page, username, '/#/project/navigation');
  // the first visit downloads the screen (slow on a busy machine)
  await expect(rowOf(page, '会社情報')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
}

test('an editor adds a navigation entry with an image and a sub-entry; once published the public header shows them, in the order set', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openNavigation(page, 'ry');
  // its Shown in nav bar tag (the row may sit in a collapsed branch)
  await expect(
    rowOf(page, '資料ダウンロード').getByText('No', { exact: true }),
  ).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/project-navigation-list.png` });

  // add a top-level entry
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add column')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByText('Column name cannot be empty')).toBeVisible();
  await dialog.getByLabel('Column name').fill('採用情報');
  await dialog.getByLabel('English name').fill('RECRUIT');
  await dialog
    .getByLabel('Main heading')
    .fill('一緒に働く仲間を募集しています');
  await dialog.getByLabel('Content type').click();
  await page.getByTitle('Single page').click();
  await dialog.getByLabel('Page layout').click();
  await page.getByTitle('Company', { exact: true }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'recruit.png',
    mimeType: 'image/png',
    buffer: solidPng(64, [46, 125, 50]),
  });
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await dialog.getByLabel('Display order').fill('7');
  await page.screenshot({ path: `${SCREENS}/project-navigation-add.png` });
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  const recruit = rowOf(page, '採用情報');
  await expect(recruit).toContainText('RECRUIT');
  await expect(recruit).toContainText('Draft');
  await expect(recruit).toContainText('Single page');
  await expect(
    recruit.getByRole('img', { name: 'Main image 採用情報' }),
  ).toHaveAttribute('src', /\/profile\/upload\/.+recruit.*\.png$/);

  // and a sub-entry below it
  await recruit
    .getByRole('button', { name: 'Add sub-column 採用情報' })
    .click();
  await expect(dialog.getByText('Add column')).toBeVisible();
  // the parent is preset to the row's entry
  await expect(dialog.locator('.ant-select').first()).toHaveText('採用情報');
  await dialog.getByLabel('Column name').fill('新卒採用');
  await dialog.getByLabel('English name').fill('GRADUATES');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved').last()).toBeVisible();
  await expect(rowOf(page, '新卒採用')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/project-navigation-added.png` });

  // not on the site until a publisher publishes them
  const before = await visit(browser);
  await expect(
    publicNav(before.page).getByRole('link', { name: /会社情報/ }),
  ).toBeVisible();
  await expect(
    publicNav(before.page).getByRole('link', { name: /採用情報/ }),
  ).toHaveCount(0);
  await before.close();
  const ids = {
    recruit: await idOf(page.request, 'navigation', '採用情報'),
    graduates: await idOf(page.request, 'navigation', '新卒採用'),
  };
  await publish(page.request, 'navigation', ids.recruit, ids.graduates);

  // a visitor sees both in the header, last of the columns: the contact
  // button stays at the end of the bar
  const visitor = await visit(browser);
  const nav = publicNav(visitor.page);
  const links = nav.locator(':scope > ul > li > a');
  await expect(links.nth(-2)).toContainText('採用情報');
  await expect(links.last()).toContainText('お問い合わせ');
  await nav.getByRole('link', { name: /採用情報/ }).hover();
  await expect(nav.getByRole('link', { name: '新卒採用' })).toBeVisible();
  await visitor.page.screenshot({
    path: `${SCREENS}/project-navigation-public-header.png`,
  });
  await nav.getByRole('link', { name: /採用情報/ }).click();
  await expect(
    visitor.page.getByRole('heading', { level: 1, name: '採用情報' }),
  ).toBeVisible();
  await expect(
    visitor.page.getByText('一緒に働く仲間を募集しています'),
  ).toBeVisible();
  await visitor.page.screenshot({
    path: `${SCREENS}/project-navigation-public-page.png`,
  });
  await visitor.close();

  // move it up one place: it now comes before お問い合わせ
  await recruit.getByRole('button', { name: 'Move up 採用情報' }).click();
  await expect(page.getByText('Order changed')).toBeVisible();
  const again = await visit(browser);
  const after = publicNav(again.page).locator(':scope > ul > li > a');
  await expect(after.last()).toContainText('お問い合わせ');
  await expect(after.nth(-2)).toContainText('採用情報');
  await again.close();

  // a parent with sub-entries cannot be deleted; the reason is shown
  await recruit.getByRole('button', { name: 'Delete 採用情報' }).click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(
    page.getByText(
      "'採用情報' has sub-entries and cannot be deleted; delete or move them first",
    ),
  ).toBeVisible();
  await expect(recruit).toBeVisible();

  // deleting the sub-entry takes it off the site once that is published
  await rowOf(page, '新卒採用')
    .getByRole('button', { name: 'Delete 新卒採用' })
    .click();
  await answerPrompt(page, DELETE_PROMPT);
  await expect(rowOf(page, '新卒採用')).toContainText('Changed since publish');
  await publish(page.request, 'navigation', ids.graduates);
  const dropped = await visit(browser);
  const droppedNav = publicNav(dropped.page);
  const recruitLink = droppedNav.getByRole('link', { name: /採用情報/ });
  await expect(recruitLink).toBeVisible();
  await recruitLink.hover();
  await expect(droppedNav.getByRole('link', { name: '新卒採用' })).toHaveCount(
    0,
  );
  await dropped.close();

  // both deleted together: the sub-entry, already off the site, goes at
  // once; the entry's deletion is published: the header is as before
  const auth = await apiAs(page.request, 'ry');
  const removed = await page.request.delete(
    `/project/navigation/${ids.recruit},${ids.graduates}`,
    { headers: auth },
  );
  expect(await removed.json()).toMatchObject({ code: 200 });
  await publish(page.request, 'navigation', ids.recruit);
  const last = await visit(browser);
  await expect(
    publicNav(last.page).getByRole('link', { name: /会社情報/ }),
  ).toBeVisible();
  await expect(
    publicNav(last.page).getByRole('link', { name: /採用情報/ }),
  ).toHaveCount(0);
  await last.close();
});

test('a publisher hides an entry with Save and publish: it leaves the public header; showing it again brings it back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openNavigation(page, 'admin');
  await rowOf(page, 'お知らせ')
    .getByRole('button', { name: 'Edit お知らせ' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Column name')).toHaveValue('お知らせ');
  await dialog.getByLabel('Hidden').check();
  await dialog.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Saved and published').last()).toBeVisible();
  await expect(rowOf(page, 'お知らせ')).toContainText('Hidden');
  await expect(rowOf(page, 'お知らせ')).toContainText('Published');

  const visitor = await visit(browser);
  const nav = publicNav(visitor.page);
  await expect(nav.getByRole('link', { name: /会社情報/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /お知らせ/ })).toHaveCount(0);
  await visitor.close();

  await rowOf(page, 'お知らせ')
    .getByRole('button', { name: 'Edit お知らせ' })
    .click();
  await expect(dialog.getByLabel('Hidden')).toBeChecked();
  await dialog.locator('#status').getByRole('radio', { name: 'Shown' }).check();
  await dialog.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Saved and published').last()).toBeVisible();
  await expect(rowOf(page, 'お知らせ')).toContainText('Shown');
  const back = await visit(browser);
  await expect(
    publicNav(back.page).getByRole('link', { name: /お知らせ/ }),
  ).toBeVisible();
  await back.close();
});
