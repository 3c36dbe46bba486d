import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, apiAs, signedIn } from './support/fixtures';
import { createLimitedUser } from './support/limited-user';

// The admin home charts real figures: what the server counts is what the
// screen shows, drawn as SVG; a viewer sees only the panels of their areas.

const SCREENS = 'test-results/screens';

const TITLES = {
  enquiries: 'Enquiries per day (last 30 days)',
  handled: 'Handled enquiries',
  content: 'Copy records and products per column',
  signIns: 'Sign-ins per day (last 14 days)',
  modules: 'Operations per module (last 30 days)',
  types: 'Operations per type (last 30 days)',
};

/** An enquiry from the public form's API (sent once the form may be sent). */
async function sendEnquiry(request: APIRequestContext, name: string) {
  const form = await (await request.get('/website/contact/form')).json();
  const body = {
    formToken: form.data.formToken as string,
    contactName: name,
    nameReading: 'テスト タロウ',
    phone: '03-1234-5678',
    email: 'dash@example.jp',
    consultingItem: '資料請求',
    consultingContent: 'ダッシュボードの確認用のお問い合わせです。',
  };
  // The form refuses sends within its minimum fill time (3 s): try until taken.
  let contactId = 0;
  await expect(async () => {
    const res = (await (
      await request.post('/website/contact', { data: body })
    ).json()) as { code: number; data?: { contactId: number } };
    expect(res.code).toBe(200);
    contactId = res.data!.contactId;
  }).toPass({ intervals: [1_000], timeout: 30_000 });
  return contactId;
}

/** Real rows on every panel: enquiries (one handled), a failed sign-in, operations. */
async function seedFigures(request: APIRequestContext) {
  const admin = await apiAs(request, 'admin');
  const ids = await Promise.all(
    ['ダッシュ 一郎', 'ダッシュ 二郎', 'ダッシュ 三郎'].map((n) =>
      sendEnquiry(request, n),
    ),
  );
  const handled = await request.put('/project/contacts/handled', {
    headers: admin,
    data: { ids: [ids[0]], handled: '1' },
  });
  expect((await handled.json()).code).toBe(200);
  const failed = await request.post('/login', {
    data: { username: 'e2e_dash_nobody', password: 'wrong-password' },
  });
  expect((await failed.json()).code).toBe(500);
  // An added and a removed notice: two operations of module "Notice".
  const add = await request.post('/system/notice', {
    headers: admin,
    data: { noticeTitle: 'E2E dashboard notice', noticeType: '1', status: '0' },
  });
  expect((await add.json()).code).toBe(200);
  const list = await (
    await request.get('/system/notice/list?noticeTitle=E2E%20dashboard', {
      headers: admin,
    })
  ).json();
  const del = await request.delete(
    `/system/notice/${list.rows[0].noticeId as number}`,
    { headers: admin },
  );
  expect((await del.json()).code).toBe(200);
}

/** The chart named `title`, drawn: its SVG has shapes in it. */
async function expectDrawn(page: Page, title: string): Promise<Locator> {
  const chart = page.getByRole('img', { name: title, exact: true });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  const svg = chart.locator('svg').first();
  await expect(svg).toBeVisible();
  expect((await svg.boundingBox())!.width).toBeGreaterThan(200);
  // as wide as its card, also after the layout around it changed
  await expect
    .poll(async () => {
      const [frame, drawn] = [
        await chart.boundingBox(),
        await svg.boundingBox(),
      ];
      return Math.abs(frame!.width - drawn!.width);
    })
    .toBeLessThanOrEqual(2);
  // shapes, not just an empty frame (the ring gauge has the fewest: 2)
  await expect
    .poll(() => chart.locator('svg path').count())
    .toBeGreaterThanOrEqual(2);
  return chart;
}

/** Switches the language with the navbar menu; the page reloads in it. */
async function switchLanguage(page: Page, label: string, name: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name }).click();
  await reloaded;
}

/** The dashboard's figures as `label → value` text. */
async function figures(page: Page) {
  const region = page.getByRole('region', { name: 'Key figures' });
  await expect(region).toBeVisible({ timeout: 30_000 });
  const out: Record<string, string> = {};
  for (const dl of await region.locator('dl').all()) {
    out[(await dl.locator('dt').innerText()).trim()] = (
      await dl.locator('.dashboard__figure-value').innerText()
    ).trim();
  }
  return out;
}

test("the administrator's dashboard draws every chart from the server's real figures", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const panelsNow = async () =>
    (
      await (
        await request.get('/dashboard/panels', {
          // read in English, as the page below is (module titles follow
          // the reader's language)
          headers: {
            ...(await apiAs(request, 'admin')),
            'content-language': 'en',
          },
        })
      ).json()
    ).data;
  // The journey's server starts as a new install: the demo quarter fills
  // every panel from the first sign-in.
  const before = await panelsNow();
  expect(before.enquiries.total).toBeGreaterThan(100);
  expect(before.enquiries.handled).toBeGreaterThan(100);
  expect(before.operations.total).toBeGreaterThan(100);
  await seedFigures(request);
  // the journey's own enquiries and operations count on top of it
  const panels = await panelsNow();
  const notices = (p: typeof panels) =>
    (p.operations.modules as { title: string; count: number }[]).find(
      (m) => m.title === 'Notice',
    )?.count ?? 0;
  expect(panels.enquiries.total).toBeGreaterThanOrEqual(
    before.enquiries.total + 3,
  );
  expect(panels.enquiries.today).toBeGreaterThanOrEqual(
    before.enquiries.today + 3,
  );
  expect(panels.enquiries.handled).toBeGreaterThanOrEqual(
    before.enquiries.handled + 1,
  );
  expect(notices(panels)).toBeGreaterThanOrEqual(notices(before) + 2);

  await signedIn(page, 'admin');
  for (const title of Object.values(TITLES)) await expectDrawn(page, title);
  // The figures are the server's counts.
  const shown = await figures(page);
  expect(shown).toMatchObject({
    Enquiries: String(panels.enquiries.total),
    'Copy records': String(panels.records.total),
    Products: String(panels.products.total),
  });
  expect(Number(shown['Sign-ins today'])).toBeGreaterThanOrEqual(1);
  expect(Number(shown['Operations today'])).toBeGreaterThanOrEqual(
    before.operations.today + 2,
  );
  await expect(page.getByText(/\d+ of \d+ enquiries handled/)).toBeVisible();
  await expect(
    page.getByRole('img', { name: TITLES.modules }).getByText('Notice'),
  ).toBeVisible();

  // Another period redraws the sign-in chart over 30 days.
  await page.getByText('30 days', { exact: true }).click();
  await expectDrawn(page, 'Sign-ins per day (last 30 days)');
  await page.getByText('14 days', { exact: true }).click();
  await expectDrawn(page, TITLES.signIns);
  // Tall enough for the whole page, so the fixed sidebar spans the picture.
  await page.setViewportSize({ width: 1366, height: 1800 });
  await page.screenshot({ path: `${SCREENS}/dashboard-en.png` });

  // Phone width: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expectDrawn(page, TITLES.enquiries);
  const cards = page.locator('.dashboard__chart');
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(first!.width).toBeLessThanOrEqual(375);
  await page.screenshot({
    path: `${SCREENS}/dashboard-en-375.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1366, height: 1800 });

  await switchLanguage(page, 'Language', '简体中文');
  for (const title of [
    '每日咨询（近 30 天）',
    '咨询处理率',
    '各栏目的文案记录和产品',
    '每日登录（近 14 天）',
    '各模块操作数（近 30 天）',
    '各类型操作数（近 30 天）',
  ]) {
    await expectDrawn(page, title);
  }
  await page.screenshot({ path: `${SCREENS}/dashboard-zh-CN.png` });

  await switchLanguage(page, '语言', '日本語');
  for (const title of [
    '日別のお問い合わせ（過去 30 日間）',
    'お問い合わせの対応率',
    'カテゴリ別の記事と製品',
    '日別のログイン（過去 14 日間）',
    'モジュール別の操作数（過去 30 日間）',
    '種類別の操作数（過去 30 日間）',
  ]) {
    await expectDrawn(page, title);
  }
  await page.screenshot({ path: `${SCREENS}/dashboard-ja.png` });
});

test('a viewer who may read the login log and the records sees only those panels', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // System > Log > Login log, Project > Record.
  const user = await createLimitedUser(
    request,
    'e2e_dash',
    [1, 108, 501, 5, 2002],
  );
  try {
    await signedIn(page, user.userName, '/#/pc/index', user.password);
    await expectDrawn(page, 'Copy records per column');
    await expectDrawn(page, TITLES.signIns);
    expect(Object.keys(await figures(page))).toEqual([
      'Copy records',
      'Sign-ins today',
    ]);
    await expect(page.locator('.dashboard__chart')).toHaveCount(2);
    for (const title of [
      TITLES.enquiries,
      TITLES.handled,
      TITLES.modules,
      TITLES.types,
    ]) {
      await expect(page.getByText(title)).toHaveCount(0);
    }
    await page.screenshot({
      path: `${SCREENS}/dashboard-limited-en.png`,
      fullPage: true,
    });
    // The charts follow their cards when the sidebar folds and unfolds.
    for (const toggle of ['Collapse sidebar', 'Expand sidebar']) {
      await page.getByRole('button', { name: toggle }).click();
      await expectDrawn(page, 'Copy records per column');
      await expectDrawn(page, TITLES.signIns);
    }
  } finally {
    await user.remove();
  }
});
