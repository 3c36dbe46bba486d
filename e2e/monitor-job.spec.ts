import type { Page } from '@playwright/test';
import {
  test,
  expect,
  signedIn,
  openMenu,
  choose,
  answerPrompt,
  rowOf,
  apiAs,
  toolbar,
  switchLanguage,
  expectNoSpinner,
} from './support/fixtures';

const SCREENS = 'test-results/screens';
const NAME = 'E2E job';

async function openJobs(page: Page) {
  await openMenu(page, 'Monitoring', 'Scheduled jobs', /#\/monitor\/job$/);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
}

/** Switches the language (the page reloads in it) and waits for the table. */
async function switchJobsLanguage(page: Page, label: string, name: string) {
  await switchLanguage(page, label, name);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
  await expectNoSpinner(page);
}

test('scheduled jobs: add with the task picker and a cron preview, run once, see the log, pause, resume, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  try {
    // straight to the screen, signed in (the busy dashboard is not drawn
    // first); then through the menu, as a user goes there
    await signedIn(page, 'admin', '/#/monitor/job');
    await openJobs(page);
    await expect(rowOf(page, 'ryTask.ryNoParams')).toBeVisible();

    // add: an unregistered raw target is refused and the dialog stays open
    await page.getByRole('button', { name: /Add$/ }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Job name').fill(NAME);
    await dialog.getByText('Target text', { exact: true }).click();
    await dialog.getByLabel('Invoke target').fill("evil.run('id')");
    await dialog.getByPlaceholder(/Quartz cron/).fill('0 0 3 * * ?');
    const preview = dialog.getByLabel('Cron preview');
    await expect(preview).toContainText('03:00');
    await expect(preview.getByRole('listitem')).toHaveCount(5);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(
      page.getByText(/'evil\.run' is not a registered task/).last(),
    ).toBeVisible();
    await expect(dialog).toBeVisible();

    // pick the registered task and fill in its parameter instead
    await dialog.getByText('Registered task', { exact: true }).click();
    await choose(
      dialog.getByRole('combobox', { name: 'Task' }),
      /^ryTask\.ryParams —/,
    );
    await dialog.getByLabel('Text', { exact: true }).fill('e2e');
    await expect(dialog.getByLabel('Invoke target')).toHaveText(
      "ryTask.ryParams('e2e')",
    );
    await page.screenshot({ path: `${SCREENS}/monitor-job-dialog.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Added successfully').last()).toBeVisible();
    const row = rowOf(page, NAME);
    await expect(row).toContainText("ryTask.ryParams('e2e')");

    // run once, then its log shows the run
    await row.getByRole('button', { name: `Run once ${NAME}` }).click();
    await answerPrompt(page, `Run job "${NAME}" once now?`);
    await expect(page.getByText('Run finished: see the job log')).toBeVisible();
    await row.getByRole('button', { name: `Log ${NAME}` }).click();
    await expect(page).toHaveURL(/#\/monitor\/job-log\/index\/\d+$/);
    const logRow = rowOf(page, 'ran with parameters: e2e');
    await expect(logRow).toHaveCount(1, { timeout: 30_000 });
    await expect(logRow).toContainText(NAME);
    await expect(logRow).toContainText('Success');
    await expect(page.getByText('Total 1')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/monitor-job-log.png` });
    await logRow.getByRole('button', { name: /^Details log \d+$/ }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByText('Job log details')).toBeVisible();
    await expect(detail).toContainText(`${NAME} took`);
    await detail.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(detail).toHaveCount(0);
    const logUrl = page.url();

    // back to the list: pause and resume with the status switch
    await toolbar(page)
      .getByRole('button', { name: /Close$/ })
      .click();
    await expect(page).toHaveURL(/#\/monitor\/job$/);
    const status = rowOf(page, NAME).getByRole('switch', {
      name: `Status of ${NAME}`,
    });
    await expect(status).toBeChecked();
    await status.click();
    await answerPrompt(page, `Pause job "${NAME}"?`);
    await expect(page.getByText('Job paused')).toBeVisible();
    await expect(status).not.toBeChecked();
    await status.click();
    await answerPrompt(page, `Resume job "${NAME}"?`);
    await expect(page.getByText('Job resumed')).toBeVisible();
    await expect(status).toBeChecked();

    // details show the next run
    await rowOf(page, NAME)
      .getByRole('button', { name: `Details ${NAME}` })
      .click();
    const info = page.getByRole('dialog');
    await expect(info.getByText('Job details')).toBeVisible();
    await expect(info).toContainText(/\d{4}-\d\d-\d\d 03:00:00/);
    await info.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(info).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/monitor-job-list.png` });

    // the same screens in Japanese
    await switchJobsLanguage(page, 'Language', '日本語');
    await expect(page.getByText('ジョブ名').first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/monitor-job-list-ja.png` });
    // the cron is described in Japanese (cronstrue's locale in the built bundle)
    await page.getByRole('button', { name: /追加$/ }).click();
    const jaDialog = page.getByRole('dialog');
    await jaDialog.getByPlaceholder(/Quartz cron/).fill('0 30 9 ? * 2-6');
    const jaPreview = jaDialog.getByLabel('cron プレビュー');
    await expect(jaPreview).toContainText('09:30');
    await expect(jaPreview).not.toContainText('At ');
    await expect(jaPreview).toContainText(/[月金]曜日/);
    await page.screenshot({ path: `${SCREENS}/monitor-job-dialog-ja.png` });
    await jaDialog.getByRole('button', { name: 'キャンセル' }).click();
    // the cron was typed: Cancel asks before dropping it
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: '破棄する', exact: true })
      .click();
    await expect(jaDialog).toHaveCount(0);
    await page.goto(logUrl);
    await expect(rowOf(page, NAME)).toHaveCount(1, { timeout: 30_000 });
    await expect(rowOf(page, NAME)).toContainText('所要時間');
    await page.screenshot({ path: `${SCREENS}/monitor-job-log-ja.png` });

    // delete it (the screen is still in Japanese)
    await page.goto('/#/monitor/job');
    await expect(rowOf(page, NAME)).toHaveCount(1, { timeout: 30_000 });
    await rowOf(page, NAME)
      .getByRole('button', { name: `削除 ${NAME}` })
      .click();
    await answerPrompt(page, /「\d+」を削除しますか？/);
    await expect(page.getByText('削除しました').last()).toBeVisible();
    await expect(rowOf(page, NAME)).toHaveCount(0);
  } finally {
    // whatever happened above, no stray job keeps running
    const headers = await apiAs(request, 'admin');
    const res = await request.get(
      `/monitor/job/list?jobName=${encodeURIComponent(NAME)}`,
      { headers },
    );
    const { rows } = (await res.json()) as { rows: { jobId: number }[] };
    for (const r of rows) {
      await request.delete(`/monitor/job/${r.jobId}`, { headers });
    }
  }
});
