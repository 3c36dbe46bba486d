import type { Page } from '@playwright/test';
import { createLimitedUser } from './support/limited-user';
import {
  test,
  expect,
  signedIn,
  signOut,
  apiAs,
  rowOf,
} from './support/fixtures';

const SCREENS = 'test-results/screens';
const TITLE = 'E2E bell: lifts stop on Saturday';

/** The bell's unread count, read from its accessible name. */
async function unread(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notices, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  return Number((await bell.getAttribute('aria-label'))!.match(/\d+/)![0]);
}

test('a user reads a new notice from the bell and marks the rest read; the admin sees who read it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin');
  const added = await request.post('/system/notice', {
    headers: admin,
    data: {
      noticeTitle: TITLE,
      noticeType: '1',
      noticeContent: '<p>The <strong>lifts</strong> stop from 9:00.</p>',
      status: '0',
    },
  });
  expect((await added.json()).code).toBe(200);
  // A user holding no menus at all still has the bell.
  const user = await createLimitedUser(request, 'e2e_bell', []);
  try {
    await signedIn(page, user.userName, '/#/pc/index', user.password);
    // The bell reads 0 until its first count has come.
    await expect
      .poll(() => unread(page), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3); // the two seeded notices and ours
    const before = await unread(page);

    await page.getByRole('button', { name: /^Notices, / }).click();
    const list = page.getByRole('list', { name: 'Notices' });
    const item = list.getByRole('button', { name: new RegExp(TITLE) });
    await expect(item).toBeVisible();
    await expect(item.getByLabel('Unread')).toBeVisible();
    // no list page for a user who may not list notices
    await expect(
      page.getByRole('button', { name: 'View all notices' }),
    ).toHaveCount(0);
    // once the popover has finished opening
    await expect(page.locator('.ant-popover')).not.toHaveClass(
      /-(enter|appear)/,
    );
    await page.screenshot({ path: `${SCREENS}/notice-bell-en.png` });

    await item.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(dialog.locator('strong', { hasText: 'lifts' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => unread(page)).toBe(before - 1);

    await page.getByRole('button', { name: /^Notices, / }).click();
    const dots = await list.getByLabel('Unread').count();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(list.getByLabel('Unread')).toHaveCount(0);
    await expect.poll(() => unread(page)).toBe(before - 1 - dots);
    await page.keyboard.press('Escape');
    await signOut(page);

    // The administrator sees the reader in the notice's Readers dialog.
    await signedIn(page, 'admin', '/#/system/notice');
    // the newest notice: first on the list's first page
    const row = rowOf(page, TITLE);
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: `Readers ${TITLE}` }).click();
    const readers = page.getByRole('dialog');
    // one row: account and nickname are both e2e_bell
    await expect(
      readers.getByRole('row').filter({ hasText: 'e2e_bell' }),
    ).toHaveCount(1);
    await page.screenshot({ path: `${SCREENS}/notice-readers-en.png` });
  } finally {
    await user.remove();
    const found = await request.get(
      `/system/notice/list?noticeTitle=${encodeURIComponent(TITLE)}`,
      { headers: admin },
    );
    for (const n of (await found.json()).rows as { noticeId: number }[]) {
      await request.delete(`/system/notice/${n.noticeId}`, { headers: admin });
    }
  }
});
