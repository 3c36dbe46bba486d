import type { APIRequestContext } from '@playwright/test';
import {
  test,
  expect,
  apiAs,
  choose,
  signedIn,
  rowOf,
  expectNoSpinner,
  settled,
} from './support/fixtures';
import { apiData as data } from './support/publishing';

// A publisher (admin) works through Publishing: the review queue, where an
// editor's submitted draft is compared with what visitors see and sent
// back with a comment, and releases that put several drafts live together.

const SCREENS = 'test-results/screens';

type Headers = Awaited<ReturnType<typeof apiAs>>;

/**
 * Changes a published copy record's summary in its draft and submits it
 * for review (as an editor would); answers the record's id and title.
 */
async function submitChange(
  request: APIRequestContext,
  headers: Headers,
  summary: string,
) {
  const rows = await data<{ recordId: number; publishState: string }[]>(
    request.get('/project/record/list?pageNum=1&pageSize=50', { headers }),
    'records',
  );
  const { recordId } = rows.find((r) => r.publishState === 'published')!;
  const record = await data<Record<string, unknown>>(
    request.get(`/project/record/${recordId}`, { headers }),
    'record',
  );
  await data(
    request.put('/project/record', {
      headers,
      data: { ...record, summary },
    }),
    'draft save',
  );
  await data(
    request.post('/project/content/submit', {
      headers,
      data: { kind: 'record', id: recordId, note: 'New summary' },
    }),
    'submit',
  );
  return { recordId, title: String(record.title) };
}

test('a submitted draft waits in the review queue, shows its diff, and goes back to its editor with a comment', async ({
  page,
  request,
}) => {
  const headers = await apiAs(request, 'admin');
  const { recordId, title } = await submitChange(
    request,
    headers,
    'Opening hours change in spring',
  );

  await signedIn(page, 'admin', '/#/project/publishing');
  const row = rowOf(page, title);
  await expect(row).toContainText('Copy record');
  await expect(row).toContainText('New summary');
  await expectNoSpinner(page);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/publishing-queue-en.png` });

  await row.getByRole('button', { name: `Review ${title}` }).click();
  const drawer = page.locator('.ant-drawer-section');
  await expect(drawer).toContainText(`Review: ${title}`);
  await expect(drawer).toContainText('Opening hours change in spring');
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/publishing-review-en.png` });

  await drawer.getByRole('button', { name: 'Send back' }).click();
  const dialog = page.getByRole('dialog').filter({
    hasText: `Send “${title}” back to its editor`,
  });
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(dialog).toContainText('Say what the editor should change');
  await dialog.getByLabel('Comment').fill('Give the date the hours change');
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText('Sent back to the editor')).toBeVisible();
  await expect(rowOf(page, title)).toHaveCount(0);

  const state = await data<{
    publishState: string;
    draft: { state: string; reviewComment: string };
  }>(
    request.get(`/project/content/state/record/${recordId}`, { headers }),
    'state',
  );
  expect(state.draft.state).toBe('draft');
  expect(state.draft.reviewComment).toBe('Give the date the hours change');
});

test('a publisher puts two drafts in a release at a time on the site clock and schedules it', async ({
  page,
  request,
}) => {
  const headers = await apiAs(request, 'admin');
  const first = await submitChange(request, headers, 'Launch day summary');
  const second = await submitChange(request, headers, 'Launch day details');

  await signedIn(page, 'admin', '/#/project/publishing?tab=releases');
  await page.getByRole('button', { name: 'New release' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Add release' });
  await dialog.getByLabel('Name').fill('Launch day');
  const time = dialog.getByLabel('Publish at');
  await time.click();
  await time.fill('2030-04-01 09:00:00');
  await time.press('Enter');
  await expect(dialog).toContainText("In the site's time zone, Asia/Tokyo");

  await choose(
    dialog.getByRole('combobox', { name: 'Item 1', exact: true }),
    `${first.title} (In review)`,
  );
  await dialog.getByRole('button', { name: 'Add an item' }).click();
  await choose(
    dialog.getByRole('combobox', { name: 'Item 2', exact: true }),
    `${second.title} (In review)`,
  );
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/publishing-release-form-en.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();

  const row = rowOf(page, 'Launch day');
  await expect(row).toContainText('2030-04-01 09:00:00 (Asia/Tokyo)');
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: 'Schedule Launch day' }).click();
  const ask = page
    .getByRole('dialog')
    .filter({ hasText: 'Schedule “Launch day”?' });
  await expect(ask).toContainText('2030-04-01 09:00:00 (Asia/Tokyo)');
  await ask.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Scheduled');
  await expectNoSpinner(page);
  await settled(page);
  await page.screenshot({ path: `${SCREENS}/publishing-releases-en.png` });

  const rows = await data<{ releaseId: number; releaseName: string }[]>(
    request.get('/project/release/list?pageNum=1&pageSize=50', { headers }),
    'releases',
  );
  const { releaseId } = rows.find((r) => r.releaseName === 'Launch day')!;
  const release = await data<{
    status: string;
    publishAt: string;
    items: { kind: string; itemId: number; action: string }[];
  }>(request.get(`/project/release/${releaseId}`, { headers }), 'release');
  expect(release.status).toBe('scheduled');
  expect(release.publishAt).toBe('2030-04-01 09:00:00');
  // both items, to publish (in the server's order)
  const byId = (a: { itemId: number }, b: { itemId: number }) =>
    a.itemId - b.itemId;
  expect(
    release.items
      .map(({ kind, itemId, action }) => ({ kind, itemId, action }))
      .sort(byId),
  ).toEqual(
    [
      { kind: 'record', itemId: first.recordId, action: 'publish' },
      { kind: 'record', itemId: second.recordId, action: 'publish' },
    ].sort(byId),
  );
});
