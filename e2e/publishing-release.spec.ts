import type { APIRequestContext, Browser } from '@playwright/test';
import {
  test,
  expect,
  answerPrompt,
  apiAs,
  choose,
  signedIn,
  rowOf,
  expectNoSpinner,
  settled,
} from './support/fixtures';
import { apiData as data, publishingAction } from './support/publishing';
import { createLimitedUser } from './support/limited-user';

// The whole way of a change to the site: an editor (who may edit copy
// records but not publish) changes a published record's title and adds a
// new record, and submits both; visitors keep seeing the old page; a
// publisher reads the change in the review queue, puts both drafts in one
// release and schedules it; at its time both go live together (the changed
// page and the new record's address in the sitemap); then an old revision
// is restored into the draft and published.

const SCREENS = 'test-results/screens';
const NEWS = 5; // お知らせ (informations)
const SITE_ZONE = 'Asia/Tokyo';
// Website > Copy records with its query, add, edit, remove and export buttons.
const EDITOR_MENUS = [5, 2002, 2120, 2121, 2122, 2123, 2124];

type Headers = Record<string, string>;

/** `date` on the site's clock, as the release form takes it. */
const siteTime = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: SITE_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(date);

/** The record's public page heading and whether the sitemap lists `path`. */
async function visitorSees(browser: Browser, recordId: number, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/w/d/informations/${NEWS}/${recordId}`);
  const title = (await page.locator('h1').last().innerText()).trim();
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  await context.close();
  return { title, listed: sitemap.includes(path) };
}

/** A new record the editor adds through the API and submits; its id. */
async function editorAddsRecord(
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
        summary: '新しいお知らせ',
        content: '<p>新しい拠点を開設します。</p>',
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
    request.post('/project/content/submit', {
      headers,
      data: { kind: 'record', id: recordId, note: 'New office' },
    }),
    'submit',
  );
  return recordId;
}

test('an editor’s change and a new record go live together at the release’s time, and an old revision is restored and published', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await apiAs(request, 'admin');
  const [target] = await data<{ recordId: number; title: string }[]>(
    request.get(
      `/project/record/list?navId=${NEWS}&displayType=1&publishState=published&pageNum=1&pageSize=1`,
      { headers: admin },
    ),
    'a published news record',
  );
  const { recordId, title } = target;
  const renamed = `${title}（新）`;
  const run = Date.now() % 100000;
  const added = `新拠点開設のお知らせ ${run}`;
  const releaseName = `Spring news ${run}`;

  const editor = await createLimitedUser(request, 'e2e_pub_ed', EDITOR_MENUS);
  try {
    // The editor changes the title in a draft and submits it; no publishing.
    await signedIn(page, editor.userName, '/#/project/record', editor.password);
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await page.getByPlaceholder('Please enter Title').first().fill(title);
    await page.keyboard.press('Enter');
    await expectNoSpinner(page);
    const row = rowOf(page, title);
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill(renamed);
    await expect(
      dialog.getByRole('button', { name: 'Save and publish' }),
    ).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Changed since publish');
    await publishingAction(page, title, 'Submit for review');
    await answerPrompt(page, `Submit “${title}” for review?`);
    await expect(row).toContainText('In review');
    await rowOf(page, title)
      .getByRole('button', { name: `Publishing of ${title}` })
      .click();
    await expect(
      page.getByRole('menuitem', { name: /Publish now$/ }),
    ).toHaveCount(0);
    await page.keyboard.press('Escape');

    const login = await request.post('/login', {
      data: { username: editor.userName, password: editor.password },
    });
    const editorApi = {
      Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const addedId = await editorAddsRecord(request, editorApi, added);
    const addedPath = `/w/d/informations/${NEWS}/${addedId}`;

    // Visitors still see the published page, and no new address.
    expect(await visitorSees(browser, recordId, addedPath)).toEqual({
      title,
      listed: false,
    });

    // The publisher reads the change in the review queue.
    await signedIn(page, 'admin', '/#/project/publishing');
    // the queue names a draft by its own title
    const queued = rowOf(page, renamed);
    await expect(queued).toContainText('e2e_pub_ed');
    await expect(rowOf(page, added)).toContainText('New office');
    await expectNoSpinner(page);
    await settled(page);
    await page.screenshot({
      path: `${SCREENS}/publishing-journey-queue-en.png`,
    });
    await queued.getByRole('button', { name: `Review ${renamed}` }).click();
    const drawer = page.locator('.ant-drawer-section');
    // the title field, changed: the added word marked, the rest as it was
    await expect(drawer.locator('ins').first()).toHaveText(/新/);
    await expect(drawer).toContainText('Changed');
    await settled(page);
    await page.screenshot({
      path: `${SCREENS}/publishing-journey-diff-en.png`,
    });

    // Both drafts into one new release, far ahead for now.
    await drawer.getByRole('button', { name: 'Add to a release' }).click();
    const add = page.getByRole('dialog', { name: /to a release$/ });
    await add.getByRole('radio', { name: 'A new release' }).check();
    await add.getByLabel('Name').fill(releaseName);
    const later = add.getByLabel('Publish at');
    await later.click();
    await later.fill(siteTime(new Date(Date.now() + 3_600_000)));
    await later.press('Enter');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`Added to “${releaseName}”`)).toBeVisible();
    await expect(add).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await rowOf(page, added)
      .getByRole('button', { name: `Review ${added}` })
      .click();
    await drawer.getByRole('button', { name: 'Add to a release' }).click();
    await choose(add.getByRole('combobox'), releaseName);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByText(`Added to “${releaseName}”`).last(),
    ).toBeVisible();
    await expect(add).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The release's time moved to half a minute from now, then scheduled.
    await page.goto('/#/project/publishing?tab=releases');
    const release = rowOf(page, releaseName);
    await expect(release).toContainText('2');
    await release.getByRole('button', { name: `Edit ${releaseName}` }).click();
    const edit = page.getByRole('dialog').filter({ hasText: 'release' });
    const at = new Date(Date.now() + 30_000);
    const when = edit.getByLabel('Publish at');
    await when.click();
    await when.fill(siteTime(at));
    await when.press('Enter');
    await edit.getByRole('button', { name: 'OK' }).click();
    await expect(edit).toBeHidden();
    await release
      .getByRole('button', { name: `Schedule ${releaseName}` })
      .click();
    await page
      .getByRole('dialog')
      .filter({ hasText: `Schedule “${releaseName}”?` })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(release).toContainText('Scheduled');

    // Never before its time (each look is a new visitor's page load, one
    // after another until shortly before it); at its time both at once.
    while (Date.now() < at.getTime() - 3_000) {
      expect(await visitorSees(browser, recordId, addedPath)).toEqual({
        title,
        listed: false,
      });
    }
    await expect(async () => {
      const seen = await visitorSees(browser, recordId, addedPath);
      // the page is read before the sitemap: once it is new, both are
      if (seen.title === renamed) expect(seen.listed).toBe(true);
      expect(seen).toEqual({ title: renamed, listed: true });
    }).toPass({ timeout: 30_000 });
    await page.reload();
    await expect(rowOf(page, releaseName)).toContainText('Done');

    // The old title comes back: restored into the draft, then published.
    await page.goto('/#/project/record');
    await page.getByPlaceholder('Please enter Title').first().fill(renamed);
    await page.keyboard.press('Enter');
    await expectNoSpinner(page);
    await publishingAction(page, renamed, 'History');
    const history = page.locator('.history-drawer');
    // the oldest revision: the title as it was published before any draft
    const first = history
      .locator('tr[data-row-key]')
      .filter({ hasText: 'Published' })
      .last();
    const revisionId = await first.getAttribute('data-row-key');
    await first
      .getByRole('button', { name: `Restore revision #${revisionId}` })
      .click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Restore this revision?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByText('Restored into the draft')).toBeVisible();
    await page.keyboard.press('Escape');
    expect((await visitorSees(browser, recordId, addedPath)).title).toBe(
      renamed,
    );
    await publishingAction(page, renamed, 'Publish now');
    await answerPrompt(page, `Publish “${renamed}” now?`);
    await expect
      .poll(async () => (await visitorSees(browser, recordId, addedPath)).title)
      .toBe(title);
  } finally {
    await editor.remove();
  }
});
