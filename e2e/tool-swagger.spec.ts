import { test, expect, signedIn } from './support/fixtures';

const SCREENS = 'test-results/screens';

test('Tools > API docs shows the server\'s OpenAPI document; "Try it out" runs as the signed-in user', async ({
  page,
}) => {
  await signedIn(page, 'admin', '/#/tool/swagger');
  const frame = page.frameLocator('iframe[title="API docs"]');
  await expect(
    frame.getByRole('heading', { name: /Website management system API/ }),
  ).toBeVisible({ timeout: 30_000 });
  // the frame's own "loading" status is gone
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

  // Operations are grouped by module and say which permission they need.
  await frame.getByRole('heading', { name: 'system/post' }).click();
  const list = frame.locator('.opblock').filter({
    has: frame.locator('[data-path="/system/post/list"]'),
  });
  await list.locator('.opblock-summary').click();
  await expect(list.getByText('system:post:list')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/tool-swagger.png` });

  // Try it out: the call carries admin's token (no Authorize step).
  await list.getByRole('button', { name: 'Try it out' }).click();
  await list.getByRole('button', { name: 'Execute' }).click();
  const body = list.locator('.responses-wrapper .live-responses-table');
  await expect(body.locator('tbody .response-col_status').first()).toHaveText(
    /200/,
  );
  await expect(body.getByText(/"postCode": "ceo"/)).toBeVisible();
  await expect(body.getByText(/"code": 200/)).toBeVisible();
});
