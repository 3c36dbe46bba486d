import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  choose,
  answerPrompt,
  token,
  rowOf,
  expectNoSpinner,
} from './support/fixtures';

const SCREENS = 'test-results/screens';

/** Opens the Notices screen by its address, signed in as `username`. */
async function openNotices(page: Page, username: string) {
  await signedIn(page, username, '/#/system/notice');
  // a loaded machine may take a while to fetch the view
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
}

/** The TinyMCE body of the open dialog (an iframe). */
function editorBody(page: Page) {
  return page
    .getByRole('dialog')
    .frameLocator('iframe.tox-edit-area__iframe')
    .locator('body');
}

test('admin creates, searches, views, edits and deletes a notice; hostile content is inert', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await openNotices(page, 'admin');
  await expect(rowOf(page, 'a new RuoYi version is out')).toBeVisible();
  // other journeys may have added notices: count from what is there
  const totalText = page.getByText(/^Total \d+$/);
  const before = Number((await totalText.textContent())!.replace(/\D/g, ''));
  expect(before).toBeGreaterThanOrEqual(2);
  await page.screenshot({ path: `${SCREENS}/system-notice-list.png` });

  // add, with rich text typed in the self-hosted editor
  await page.getByRole('button', { name: /Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Add notice')).toBeVisible();
  await dialog.getByLabel('Title').fill('E2E office move');
  await choose(dialog.getByRole('combobox', { name: 'Type' }), 'Announcement');
  const body = editorBody(page);
  await expect(body).toBeVisible({ timeout: 30_000 });
  await body.click();
  await body.pressSequentially('We move on Monday. ');
  await page.keyboard.press('Control+b');
  await body.pressSequentially('Bring boxes');
  await page.screenshot({ path: `${SCREENS}/system-notice-add.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Added successfully').last()).toBeVisible();
  await expect(rowOf(page, 'E2E office move')).toBeVisible();
  await expect(
    rowOf(page, 'E2E office move').getByText('Announcement'),
  ).toBeVisible();

  // search
  const search = page.getByRole('search');
  await search.getByPlaceholder('Please enter Title').fill('office move');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total 1')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // view: the rich text is rendered, read-only
  await page.getByRole('button', { name: 'View E2E office move' }).click();
  const content = page.getByRole('region', { name: 'Notice content' });
  await expect(content.locator('strong')).toHaveText('Bring boxes');
  await expect(content).toContainText('We move on Monday.');
  await page.screenshot({ path: `${SCREENS}/system-notice-detail.png` });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Close', exact: true })
    .click();

  // edit: title and status
  await page.getByRole('button', { name: 'Edit E2E office move' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('E2E office move');
  await expect(editorBody(page)).toContainText('Bring boxes', {
    timeout: 30_000,
  });
  await dialog.getByLabel('Title').fill('E2E office move (Tuesday)');
  await dialog.getByRole('radio', { name: 'Closed' }).check();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Saved successfully').last()).toBeVisible();
  await expect(
    rowOf(page, 'E2E office move (Tuesday)').getByText('Closed'),
  ).toBeVisible();

  // markup in the title is refused by the server; the dialog stays open
  await page
    .getByRole('button', { name: 'Edit E2E office move (Tuesday)' })
    .click();
  await expect(dialog.getByLabel('Title')).toHaveValue(
    'E2E office move (Tuesday)',
  );
  await dialog.getByLabel('Title').fill('<img src=x onerror=alert(1)>');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText('The notice title cannot contain script characters'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // the dialog has changes: Cancel asks before dropping them
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: 'Discard', exact: true })
    .click();

  // content with a script, an event handler and a javascript: link, sent
  // straight to the API, is stored and shown sanitised
  const auth = { Authorization: `Bearer ${await token(page)}` };
  const hostile = await page.request.post('/system/notice', {
    headers: auth,
    data: {
      noticeTitle: 'E2E hostile',
      noticeType: '1',
      status: '0',
      noticeContent:
        '<p id="safe">Safe text</p><script>alert("script")</script>' +
        '<img src="/x.png" onerror="alert(\'img\')">' +
        '<a href="javascript:alert(\'link\')">bad link</a>',
    },
  });
  expect(await hostile.json()).toMatchObject({ code: 200 });
  await search.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('button', { name: 'View E2E hostile' }).click();
  const shown = page.getByRole('region', { name: 'Notice content' });
  await expect(shown).toContainText('Safe text');
  await expect(shown.locator('script')).toHaveCount(0);
  await expect(shown.locator('[onerror]')).toHaveCount(0);
  await expect(shown.getByText('bad link')).not.toHaveAttribute(
    'href',
    /javascript/,
  );
  await shown.getByText('bad link').click();
  expect(alerts).toEqual([]);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Close', exact: true })
    .click();

  // delete both
  for (const title of ['E2E office move (Tuesday)', 'E2E hostile']) {
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await answerPrompt(page, 'Delete notice ID');
    await expect(page.getByText('Deleted successfully').first()).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(0);
  }
  await expect(page.getByText(`Total ${before}`)).toBeVisible();
  expect(alerts).toEqual([]);
});

test('ry reads notices but has no write controls, and the API refuses writes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openNotices(page, 'ry');
  await expect(
    rowOf(page, 'the RuoYi system is serviced early in the morning'),
  ).toBeVisible();
  // toolbar buttons are named "<icon> Add", row actions "Edit <title>"
  await expect(
    page.getByRole('button', { name: /View Maintenance:/ }),
  ).toBeVisible();
  for (const name of [/ Add$/, / Edit$/, / Delete$/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/system-notice-ry.png` });

  await page.getByRole('button', { name: /^View Maintenance:/ }).click();
  await expect(
    page.getByRole('region', { name: 'Notice content' }),
  ).toContainText('What the maintenance covers');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Close', exact: true })
    .click();

  const auth = { Authorization: `Bearer ${await token(page)}` };
  for (const res of [
    await page.request.post('/system/notice', {
      headers: auth,
      data: { noticeTitle: 'ry', noticeType: '1', status: '0' },
    }),
    await page.request.put('/system/notice', {
      headers: auth,
      data: { noticeId: 1, noticeTitle: 'ry', noticeType: '1', status: '0' },
    }),
    await page.request.delete('/system/notice/1', { headers: auth }),
  ]) {
    expect(await res.json()).toEqual({
      code: 403,
      msg: 'No permission, please contact the administrator',
    });
  }
  await page.reload();
  await expect(rowOf(page, 'a new RuoYi version is out')).toBeVisible();
});
