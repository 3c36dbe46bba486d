import {
  test,
  expect,
  signedIn,
  rowOf,
  choose,
  expectNoSpinner,
  switchLanguage,
} from './support/fixtures';

const SCREENS = 'test-results/screens';

test('admin adds a consulting item with a recipient; the public form offers it', async ({
  page,
}) => {
  await signedIn(page, 'admin', '/#/project/consultingItem');
  // The first visit downloads the view: allow a slow machine.
  await expect(rowOf(page, '製品について')).toBeVisible({ timeout: 30_000 });
  await expect(
    rowOf(page, '製品について').getByText('若依 <ry@163.com>'),
  ).toBeVisible();
  await expectNoSpinner(page);
  await page.screenshot({ path: `${SCREENS}/consulting-item-list.png` });

  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add consulting item')).toBeVisible();
  await dialog.getByLabel('Item name').fill('パートナー募集');
  await choose(dialog.getByLabel('Department'), 'QA Department');
  await dialog.getByLabel('Display order').fill('7');
  await choose(dialog.getByLabel('Recipients'), '若依 (ry) <ry@qq.com>');
  // closes the recipients' dropdown
  await dialog.getByText('Add consulting item').click();
  await page.screenshot({ path: `${SCREENS}/consulting-item-add.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Added successfully').last()).toBeVisible();
  const added = rowOf(page, 'パートナー募集');
  await expect(added.getByText('QA Department')).toBeVisible();
  await expect(added.getByText('若依 <ry@qq.com>')).toBeVisible();

  // The visitor's form offers it, after the items before it.
  await page.goto('/#/w/menu/contact/6');
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  const items = form.getByLabel('お問い合わせ項目').locator('option');
  await expect(items.last()).toHaveText('パートナー募集');
  await expect(items.filter({ hasText: '製品について' })).toHaveCount(1);
});

test('the consulting items screen and its dialog in Japanese', async ({
  page,
}) => {
  await signedIn(page, 'admin', '/#/project/consultingItem');
  await expect(rowOf(page, 'その他')).toBeVisible({ timeout: 30_000 });
  await switchLanguage(page, 'Language', '日本語');
  await expect(page.getByText('通知先').first()).toBeVisible();
  await expect(rowOf(page, 'その他')).toBeVisible();
  await expectNoSpinner(page);
  await page.screenshot({ path: `${SCREENS}/consulting-item-list-ja.png` });
  await page.getByRole('button', { name: '編集 その他' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('項目名')).toHaveValue('その他');
  await expect(dialog.getByText('若依 (admin) <ry@163.com>')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/consulting-item-edit-ja.png` });
});
