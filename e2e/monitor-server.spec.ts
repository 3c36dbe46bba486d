import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  openMenu,
  answerPrompt,
  rowOf,
} from './support/fixtures';

const SCREENS = 'test-results/screens';

/** Through the navbar's language menu: the SPA reloads, the server is told. */
async function switchLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  const told = page.waitForResponse((r) => /\/i18n\//.test(r.url()));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name }).click();
  await told;
  await reloaded;
}

/**
 * The whole screen: a taller window of the same width (a full-page capture
 * would briefly narrow the layout into its mobile mode).
 */
async function screenshot(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 1500 });
  try {
    await page.screenshot({ path: `${SCREENS}/${name}.png` });
  } finally {
    await page.setViewportSize(size);
  }
}

/** The figure shown under a card's statistic title. */
const statistic = (page: Page, title: string) =>
  page
    .locator('.ant-statistic')
    .filter({ has: page.getByText(title, { exact: true }) })
    .locator('.ant-statistic-content');

/** Opens the Server monitor by its address, signed in as admin. */
async function openServer(page: Page) {
  await signedIn(page, 'admin', '/#/monitor/server');
  // the first reading samples the CPU; the gauges load echarts
  await expect(page.getByRole('img', { name: /^CPU usage \d/ })).toBeVisible({
    timeout: 30_000,
  });
}

async function openData(page: Page) {
  await openMenu(page, 'Monitoring', 'Data monitor', /#\/monitor\/druid$/);
  await expect(statistic(page, 'Database')).toHaveText('PGlite', {
    timeout: 30_000,
  });
}

test('server monitor and data monitor show live figures; refresh reads again; statistics reset', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // --- Server monitor ---
  await openServer(page);
  await expect(
    page.getByRole('img', { name: /^Memory usage \d/ }),
  ).toBeVisible();
  const cores = page
    .locator('.ant-descriptions-item')
    .filter({ hasText: 'Logical cores' })
    .locator('.ant-descriptions-item-content');
  await expect(cores).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByText(/^Node\.js v\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByText(/^\d+ d \d+ h \d+ min$/)).toBeVisible();
  await expect(
    page.getByText(/^mean [\d.]+ ms · p99 [\d.]+ ms · max [\d.]+ ms$/),
  ).toBeVisible();
  const disk = rowOf(page, /^\//).first();
  await expect(disk).toContainText(/\d+(\.\d)? [KMGT]B/);
  await expect(disk.getByRole('progressbar')).toBeVisible();

  // Refresh: a new reading (the event-loop window restarts)
  const updated = page.getByText(/^Updated at /);
  const before = await page.getByText(/^over the last \d+ s$/).textContent();
  await expect(async () => {
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/monitor/server') && r.ok(),
    );
    await page.getByRole('button', { name: /Refresh/ }).click();
    await answer;
    await expect(page.getByRole('button', { name: /Refresh/ })).toBeEnabled();
    await expect(page.getByText(/^over the last \d+ s$/)).not.toHaveText(
      before!,
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 60_000 });
  await expect(updated).toBeVisible();
  await screenshot(page, 'monitor-server-en');

  // --- Data monitor ---
  await openData(page);
  await expect(page.getByText(/^PostgreSQL \d+\.\d+ \(PGlite/)).toBeVisible();
  await expect(
    page.getByText(
      'PGlite runs inside the server process: one connection, no pool',
    ),
  ).toBeVisible();
  const sizes = page.locator('.ant-card').filter({ hasText: 'Table sizes' });
  await expect(
    sizes.getByRole('cell', { name: 'sys_user', exact: true }),
  ).toBeVisible();
  const slow = page
    .locator('.ant-card')
    .filter({ hasText: 'Slowest queries' })
    .getByRole('row');
  await expect(slow.nth(1)).toContainText(/ ms/);

  // the sign-in's own statement is among those counted
  await page
    .locator('.ant-segmented-item')
    .filter({ hasText: 'Executions' })
    .click();
  await expect(slow.filter({ hasText: 'FROM sys_user' }).first()).toBeVisible();

  const runs = async () =>
    Number(
      (await statistic(page, 'Statements run').textContent())!.replace(
        /\D/g,
        '',
      ),
    );
  const beforeReset = await runs();
  expect(beforeReset).toBeGreaterThan(20);

  // Refresh counts the monitor's own statements too
  await page.getByRole('button', { name: /Refresh/ }).click();
  await expect.poll(runs).toBeGreaterThan(beforeReset);

  // Reset starts afresh
  await page.getByRole('button', { name: /Reset statistics/ }).click();
  await answerPrompt(page, /Start the query statistics afresh/);
  await expect(page.getByText('Query statistics reset').last()).toBeVisible();
  await expect.poll(runs).toBeLessThan(beforeReset);
  await screenshot(page, 'monitor-data-en');

  // --- the same screens in Japanese ---
  await switchLanguage(page, '日本語');
  await expect(page.getByText('データベース', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('遅いクエリ')).toBeVisible();
  await expect(page.getByText('テーブルサイズ')).toBeVisible();
  await screenshot(page, 'monitor-data-ja');
  // (the sidebar's own name is Japanese now: go by the address)
  await page.goto('/#/monitor/server');
  await expect(page.getByRole('img', { name: /^CPU 使用率 \d/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^\d+日\d+時間\d+分$/)).toBeVisible();
  await expect(page.getByText('Node ランタイム')).toBeVisible();
  await screenshot(page, 'monitor-server-ja');
});
