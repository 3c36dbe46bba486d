import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  apiAs,
  signedIn,
  switchLanguage,
} from '../support/fixtures';

// The dashboard's charts do not rely on colour alone (WCAG 1.4.1): series
// told apart by colour are also told apart by patterns (echarts' decals),
// the handled line by its dashes; each chart is an image named by its title
// and described by echarts in the interface's language (1.1.1).

const SCREENS = 'test-results/screens';

/** One enquiry from the public form, then marked handled; a notice added and removed. */
async function seedFigures(request: APIRequestContext) {
  const admin = await apiAs(request, 'admin');
  const form = await (await request.get('/website/contact/form')).json();
  let contactId = 0;
  // The form refuses sends within its minimum fill time (3 s): try until taken.
  await expect(async () => {
    const res = await (
      await request.post('/website/contact', {
        data: {
          formToken: form.data.formToken as string,
          contactName: 'グラフ 確認',
          nameReading: 'グラフ カクニン',
          phone: '03-1234-5678',
          email: 'charts@example.jp',
          consultingItem: '資料請求',
          consultingContent: 'グラフの確認用のお問い合わせです。',
        },
      })
    ).json();
    expect(res.code).toBe(200);
    contactId = res.data.contactId as number;
  }).toPass({ intervals: [1_000], timeout: 30_000 });
  await request.put('/project/contacts/handled', {
    headers: admin,
    data: { ids: [contactId], handled: '1' },
  });
  // a failed sign-in: the sign-in bars have both series
  await request.post('/login', {
    data: { username: 'e2e_charts_nobody', password: 'wrong-password' },
  });
  await request.post('/system/notice', {
    headers: admin,
    data: { noticeTitle: 'E2E charts notice', noticeType: '1', status: '0' },
  });
}

/** The chart named `title`, drawn (its SVG has shapes). */
async function drawn(page: Page, title: string): Promise<Locator> {
  const chart = page.getByRole('img', { name: title, exact: true });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => chart.locator('svg path').count())
    .toBeGreaterThanOrEqual(2);
  return chart;
}

/** How many shapes of the chart are filled with a pattern (a decal). */
const patterned = (chart: Locator) =>
  chart.locator('svg [fill^="url(#"]').evaluateAll(
    (shapes) =>
      shapes.filter((s) => {
        const id = s.getAttribute('fill')!.slice(5, -1);
        return s.closest('svg')?.querySelector(`pattern[id="${id}"]`);
      }).length,
  );

test('the dashboard charts have patterns and descriptions', async ({
  page,
  request,
}) => {
  // an enquiry waits out the form's fill time
  test.slow();
  await seedFigures(request);
  await signedIn(page, 'admin');

  // Two series told apart by colour: each bar and slice carries a pattern.
  const signIns = await drawn(page, 'Sign-ins per day (last 14 days)');
  await expect.poll(() => patterned(signIns)).toBeGreaterThanOrEqual(2);
  const types = await drawn(page, 'Operations per type (last 30 days)');
  await expect.poll(() => patterned(types)).toBeGreaterThanOrEqual(1);
  const content = await drawn(page, 'Copy records and products per column');
  await expect.poll(() => patterned(content)).toBeGreaterThanOrEqual(2);
  // The handled line is dashed (the received one solid, over a patterned area).
  const enquiries = await drawn(page, 'Enquiries per day (last 30 days)');
  await expect(
    enquiries.locator('svg path[stroke-dasharray]').first(),
  ).toBeAttached();
  await expect.poll(() => patterned(enquiries)).toBeGreaterThanOrEqual(1);
  // A single series needs no pattern: its bars stay plain.
  const modules = await drawn(page, 'Operations per module (last 30 days)');
  expect(await patterned(modules)).toBe(0);

  // Each chart is described: its title, its kind, its series and values.
  await expect(signIns).toHaveAccessibleDescription(
    /^This is a chart about "Sign-ins per day \(last 14 days\)".*Successful.*Failed/,
  );
  await expect(enquiries).toHaveAccessibleDescription(
    /line.*Received.*Handled/i,
  );
  await expect(types).toHaveAccessibleDescription(/pie/i);

  await page.setViewportSize({ width: 1366, height: 1800 });
  await page.screenshot({ path: `${SCREENS}/charts-patterns.png` });

  // In Japanese the description is Japanese.
  await switchLanguage(page, 'Language', '日本語');
  const ja = page.getByRole('img', { name: /^日別のログイン/ });
  await expect(ja).toHaveAccessibleDescription(/^これは「日別のログイン/, {
    timeout: 30_000,
  });
});
