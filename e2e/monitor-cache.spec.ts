import type { Locator, Page } from '@playwright/test';
import { test, expect, signedIn, rowOf, sidebar } from './support/fixtures';

const SCREENS = 'test-results/screens';

async function switchLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  const told = page.waitForResponse((r) => /\/i18n\//.test(r.url()));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name }).click();
  await told;
  await reloaded;
}

/**
 * Opens a Monitoring screen by its address, signed in as admin (a fresh
 * load, as a bookmark would): the home's charts are never drawn first. The
 * menu then shows the screen selected. Returns the session token.
 */
async function openScreen(page: Page, item: string, path: string) {
  const session = await signedIn(page, 'admin', path);
  await expect(sidebar(page).getByRole('menuitem', { name: item })).toHaveClass(
    /ant-menu-item-selected/,
    { timeout: 30_000 },
  );
  return session;
}

/** A chart that echarts has drawn: an SVG with shapes inside its labelled box. */
async function expectDrawn(chart: Locator, shapes: number) {
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => chart.locator('svg path').count(), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(shapes);
}

test('the cache monitor shows the store figures, command pie and memory gauge', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openScreen(page, 'Cache monitor', '/#/monitor/cache');

  const basic = page
    .locator('.ant-card')
    .filter({ hasText: 'Basic information' });
  await expect(basic.getByText('In-process store')).toBeVisible({
    timeout: 30_000,
  });
  await expect(basic.getByText('Standalone')).toBeVisible();
  // real figures: keys and commands counted by this server's store
  const figure = (label: string) =>
    basic
      .locator('th', { hasText: label })
      .locator('xpath=following-sibling::td[1]');
  await expect(figure('Keys')).toHaveText(/^[1-9]\d*$/);
  await expect(figure('Commands processed')).toHaveText(/^[1-9]\d*$/);
  await expect(figure('Used memory')).toHaveText(/^\d+(\.\d+)?[BKMG]$/);
  const before = Number(await figure('Commands processed').textContent());

  // the pie has one slice per command, the gauge its dial
  await expectDrawn(
    page.getByRole('img', { name: 'Calls per command', exact: true }),
    3,
  );
  await expectDrawn(
    page.getByRole('img', { name: 'Used memory gauge', exact: true }),
    5,
  );
  await expect(
    page.getByRole('img', { name: 'Calls per command', exact: true }),
  ).toContainText('get');
  await page.screenshot({
    path: `${SCREENS}/monitor-cache.png`,
    fullPage: true,
  });

  // refresh reads the figures again: more commands have run since
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect
    .poll(async () => Number(await figure('Commands processed').textContent()))
    .toBeGreaterThan(before);

  // in Chinese
  await switchLanguage(page, '简体中文');
  await expect(page.getByText('进程内存储')).toBeVisible({ timeout: 30_000 });
  await expectDrawn(
    page.getByRole('img', { name: '各命令调用次数', exact: true }),
    3,
  );
  await expectDrawn(
    page.getByRole('img', { name: '内存使用仪表盘', exact: true }),
    5,
  );
  await page.screenshot({
    path: `${SCREENS}/monitor-cache-zh-CN.png`,
    fullPage: true,
  });
});

test('the cache list shows sys_config keys and a value, and clears one key', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await openScreen(page, 'Cache list', '/#/monitor/cacheList');
  const auth = { Authorization: `Bearer ${session}` };
  // a parameter read through the API is cached under sys_config:<key> (the
  // screen lists a name's keys when that name is picked, below)
  for (const key of ['sys.index.skinName', 'sys.account.registerUser']) {
    await request.get(`/system/config/configKey/${key}`, { headers: auth });
  }

  const names = page.locator('.ant-card').filter({ hasText: 'Cache names' });
  const keys = page.locator('.ant-card').filter({ hasText: 'Keys' }).last();
  const content = page
    .locator('.ant-card')
    .filter({ hasText: 'Cache content' });
  await expect(names.getByText('Parameters')).toBeVisible({ timeout: 30_000 });
  await expect(names.getByText('User sessions')).toBeVisible();

  await rowOf(page, 'sys_config:').click();
  await expect(rowOf(page, 'sys.index.skinName')).toBeVisible();
  await expect(rowOf(page, 'sys.account.registerUser')).toBeVisible();
  await rowOf(page, 'sys.index.skinName').click();
  await expect(content.getByRole('textbox').last()).toHaveValue('skin-blue');
  await expect(content.getByRole('textbox').first()).toHaveValue('sys_config');
  await expect(content.getByRole('textbox').nth(2)).toHaveValue('Never');
  await page.screenshot({ path: `${SCREENS}/monitor-cache-list.png` });

  // clear that key: it leaves the list, the other stays
  await keys
    .getByRole('button', { name: 'Clear sys_config:sys.index.skinName' })
    .click();
  await expect(
    page.getByText('Cleared key "sys_config:sys.index.skinName"'),
  ).toBeVisible();
  await expect(rowOf(page, 'sys.index.skinName')).toHaveCount(0);
  await expect(rowOf(page, 'sys.account.registerUser')).toBeVisible();
  await expect(content.getByText('Pick a key')).toBeVisible();
  const res = await request.get('/monitor/cache/getKeys/sys_config%3A', {
    headers: auth,
  });
  const listed = ((await res.json()) as { data: string[] }).data;
  expect(listed).not.toContain('sys_config:sys.index.skinName');
  expect(listed).toContain('sys_config:sys.account.registerUser');

  // the sessions name lists this browser's session
  await rowOf(page, 'login_tokens:').click();
  await expect(keys.getByRole('row')).not.toHaveCount(1);

  // in Japanese: the remarks come from the server in the same language
  await switchLanguage(page, '日本語');
  await expect(page.getByText('パラメータ設定')).toBeVisible({
    timeout: 30_000,
  });
  await rowOf(page, 'sys_config:').click();
  await rowOf(page, 'sys.account.registerUser').click();
  await expect(page.getByRole('textbox').last()).toHaveValue('false');
  await expect(page.getByRole('textbox').nth(2)).toHaveValue('無期限');
  await page.screenshot({ path: `${SCREENS}/monitor-cache-list-ja.png` });
});
