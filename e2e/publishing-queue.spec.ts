import type { APIRequestContext } from '@playwright/test';
import {
  test,
  expect,
  apiAs,
  signedIn,
  rowOf,
  expectNoSpinner,
  settled,
} from './support/fixtures';

// A publisher (admin) works through Publishing: the review queue, where an
// editor's submitted draft is compared with what visitors see and sent
// back with a comment, and releases that put several drafts live together.

const SCREENS = 'test-results/screens';

type Headers = Awaited<ReturnType<typeof apiAs>>;

/** Data of an API answer, failing the journey on a refusal. */
async function data<T>(
  answer: Promise<{ json(): Promise<unknown> }>,
  what: string,
): Promise<T> {
  const body = (await (await answer).json()) as {
    code: number;
    msg?: string;
    data?: T;
    rows?: T;
  };
  expect(body.code, `${what}: ${body.msg}`).toBe(200);
  return (body.data ?? body.rows) as T;
}

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
