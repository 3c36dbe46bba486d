import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  apiAs,
  signedIn,
  rowOf,
  expectNoSpinner,
  settled,
} from './support/fixtures';
import { apiData as data } from './support/publishing';

// The website editor opens a copy record's history from the record screen:
// the newest save against the one before, word by word (Japanese cut into
// words), the draft against what visitors see, and an old revision restored
// into the draft, which reaches the site only once published.

const SCREENS = 'test-results/screens';
const NEWS = 5; // お知らせ (informations)

type Headers = Awaited<ReturnType<typeof apiAs>>;

const paragraph = (place: string) =>
  `<p>当社は<strong>${place}</strong>に本社を置く会社です。</p>`;

/**
 * A new copy record, published with its head office in 東京都, then saved
 * twice as a draft (大阪府, then a new summary too); its id.
 */
async function recordWithHistory(
  request: APIRequestContext,
  headers: Headers,
  title: string,
): Promise<number> {
  await data(
    request.post('/project/record', {
      headers,
      data: {
        navId: NEWS,
        title,
        subtitle: '',
        summary: '会社の所在地',
        content: paragraph('東京都'),
        contentBlocks: [],
        mainImage: '',
        pinned: '0',
        displayType: '1',
        jumpLink: '',
        orderNum: 0,
        status: '0',
      },
    }),
    'add',
  );
  const [{ recordId }] = await data<{ recordId: number }[]>(
    request.get(`/project/record/list?title=${encodeURIComponent(title)}`, {
      headers,
    }),
    'find',
  );
  await data(
    request.post('/project/content/publish', {
      headers,
      data: { kind: 'record', id: recordId },
    }),
    'publish',
  );
  for (const change of [
    { content: paragraph('大阪府') },
    { content: paragraph('大阪府'), summary: '本社の移転' },
  ]) {
    const record = await data<Record<string, unknown>>(
      request.get(`/project/record/${recordId}`, { headers }),
      'load',
    );
    await data(
      request.put('/project/record', {
        headers,
        data: { ...record, ...change },
      }),
      'save',
    );
  }
  return recordId;
}

/** The row menu's names in the page's language. */
const MENU = {
  en: {
    user: /User menu of/,
    menu: (t: string) => `Publishing of ${t}`,
    history: 'History',
  },
  ja: {
    user: /のユーザーメニュー/,
    menu: (t: string) => `${t} の公開操作`,
    history: '履歴',
  },
};

/** The record screen's history drawer for `title`. */
async function openHistory(page: Page, title: string, lang: 'en' | 'ja') {
  await signedIn(page, 'admin', '/#/project/record');
  if (lang !== 'en') {
    // signed in, the screen is switched to the page's language
    await page.evaluate(
      (l) => localStorage.setItem('change-language', l),
      lang,
    );
    await page.reload();
  }
  await expect(page.getByRole('button', { name: MENU[lang].user })).toBeVisible(
    { timeout: 60_000 },
  );
  await expect(page.getByRole('table').first()).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSpinner(page);
  const row = rowOf(page, title);
  await row.getByRole('button', { name: MENU[lang].menu(title) }).click();
  await page.getByRole('menuitem', { name: MENU[lang].history }).click();
  const drawer = page.locator('.history-drawer');
  await expect(drawer.locator('tr[data-row-key]')).toHaveCount(4);
  return drawer;
}

/** A field's row in the comparison, by its label. */
const fieldRow = (drawer: Locator, label: RegExp) =>
  drawer
    .locator('.content-diff__table tbody tr')
    .filter({ has: drawer.page().getByRole('rowheader', { name: label }) });

test('the history compares revisions word by word, and a restored revision waits in the draft until published', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiAs(request, 'admin');
  const title = '本社所在地のお知らせ';
  const recordId = await recordWithHistory(request, headers, title);

  const drawer = await openHistory(page, title, 'en');
  await expect(drawer).toContainText(
    `Revision history · Copy record #${recordId}`,
  );
  const actions = drawer.locator('tr[data-row-key] .ant-tag');
  await expect(actions).toHaveText(['Saved', 'Saved', 'Published', 'Created']);

  // at first the newest save against the one before: only the summary
  const summary = fieldRow(drawer, /^Summary/);
  await expect(drawer.getByRole('status')).toHaveText('1 field changed');
  // word by word: の is in both
  await expect(summary.locator('del')).toHaveText(['会社', '所在地']);
  await expect(summary.locator('ins')).toHaveText(['本社', '移転']);

  // the draft against what visitors see: the head office's one word
  await drawer
    .getByRole('button', { name: 'Compare draft with published' })
    .click();
  await expect(
    drawer.getByRole('columnheader', { name: 'Draft' }),
  ).toBeVisible();
  const content = fieldRow(drawer, /^Content/);
  await expect(content.locator('del')).toHaveText(['東京都']);
  await expect(content.locator('ins')).toHaveText(['大阪府']);
  await expect(drawer.getByRole('status')).toHaveText('2 fields changed');
  await settled(page);
  await drawer.screenshot({ path: `${SCREENS}/publishing-history-en.png` });

  // restore the published revision: into the draft, not onto the site
  const published = drawer
    .locator('tr[data-row-key]')
    .filter({ hasText: 'Published' });
  const revisionId = await published.getAttribute('data-row-key');
  await published
    .getByRole('button', { name: `Restore revision #${revisionId}` })
    .click();
  const confirm = page.getByRole('dialog').filter({
    hasText: 'Restore this revision?',
  });
  await expect(confirm).toContainText(
    'restored into the draft, not onto the site',
  );
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored into the draft')).toBeVisible();
  await expect(drawer.locator('tr[data-row-key] .ant-tag').first()).toHaveText(
    'Restored',
  );
  await expect(drawer.locator('tr[data-row-key]').first()).toContainText(
    `#${revisionId}`,
  );
  await drawer
    .getByRole('button', { name: 'Compare draft with published' })
    .click();
  await expect(drawer.getByRole('status')).toHaveText('No differences');

  // visitors still have what was published until the draft is
  const draft = await data<{ content: string; summary: string }>(
    request.get(`/project/record/${recordId}`, { headers }),
    'draft',
  );
  expect(draft.content).toContain('東京都');
  expect(draft.summary).toBe('会社の所在地');
  await data(
    request.post('/project/content/publish', {
      headers,
      data: { kind: 'record', id: recordId },
    }),
    'publish the restored draft',
  );
  const state = await data<{ publishState: string; draft: unknown }>(
    request.get(`/project/content/state/record/${recordId}`, { headers }),
    'state',
  );
  expect(state).toMatchObject({ publishState: 'published', draft: null });
});

test('in Japanese, the history names fields and actions in Japanese and marks the changed words', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await apiAs(request, 'admin');
  const title = '本社移転のお知らせ';
  await recordWithHistory(request, headers, title);

  const drawer = await openHistory(page, title, 'ja');
  await expect(drawer.locator('tr[data-row-key] .ant-tag')).toHaveText([
    '保存',
    '保存',
    '公開',
    '作成',
  ]);
  await drawer.getByRole('button', { name: '下書きと公開版を比較' }).click();
  const content = fieldRow(drawer, /^本文/);
  await expect(content.locator('del')).toHaveText(['東京都']);
  await expect(content.locator('ins')).toHaveText(['大阪府']);
  await expect(drawer.getByRole('status')).toHaveText(
    '2 項目が変更されています',
  );
  await settled(page);
  await drawer.screenshot({ path: `${SCREENS}/publishing-history-ja.png` });
});
