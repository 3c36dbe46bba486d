import type { Page } from '@playwright/test';
import { test, expect, signIn, openMenu } from './support/fixtures';

/** Text that is an untranslated key: `ns:key` or `group.key`. */
const RAW_KEY = /^[a-z][\w-]*[:.][\w.]+$/;

async function expectTranslatedColumns(page: Page, names: string[]) {
  const headers = page.getByRole('columnheader');
  for (const name of names) {
    await expect(
      page.getByRole('columnheader', { name, exact: true }),
    ).toBeVisible({ timeout: 30_000 });
  }
  for (const text of await headers.allInnerTexts()) {
    expect(text.trim()).not.toMatch(RAW_KEY);
  }
}

test('a cold sign-in page makes at most 10 requests', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto('/#/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  test.info().annotations.push({
    type: 'requests',
    description: `${urls.length}: ${urls.join(' ')}`,
  });
  expect(urls.length, urls.join('\n')).toBeLessThanOrEqual(10);
  // the page is in English, not in keys
  await expect(page.getByLabel('Account')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('screens opened after sign-in show their own texts, not keys', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/#\/pc\/index$/);

  await openMenu(page, 'System', 'Users', /#\/system\/user$/);
  await expectTranslatedColumns(page, ['Account', 'Nickname', 'Department']);
  await expect(page.getByText(/system-user[:.]/)).toHaveCount(0);

  await openMenu(page, 'Monitoring', 'Online users', /#\/monitor\/online$/);
  await expectTranslatedColumns(page, ['Session ID', 'Account', 'Login time']);
  await expect(page.getByText(/monitor-online[:.]/)).toHaveCount(0);
  await expect(page.getByText('fields.', { exact: false })).toHaveCount(0);
});
