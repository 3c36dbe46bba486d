import {
  configure,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { JobTask } from '@/api/monitor/job';
import type { DictOption } from '@/types/system';
import { createSession } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { quartzNextRuns } from '@/views/monitor/job/cron-input';
import { JobDialog } from '@/views/monitor/job/job-dialog';
import { formatTarget, pickTarget } from '@/views/monitor/job/target';
import { spyFeedback } from '../support/feedback';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });

const TASKS: JobTask[] = [
  { name: 'ryTask.ryNoParams', description: 'No parameters', params: [] },
  {
    name: 'ryTask.ryParams',
    description: 'One text',
    params: [{ label: 'Text', type: 'String' }],
  },
  {
    name: 'ryTask.ryMultipleParams',
    description: 'Every type',
    params: [
      { label: 'Text', type: 'String' },
      { label: 'Flag', type: 'Boolean' },
      { label: 'Long number', type: 'Long' },
      { label: 'Decimal number', type: 'Double' },
      { label: 'Integer', type: 'Integer' },
    ],
  },
  {
    name: 'logTask.cleanJobLog',
    description: 'Clean job log',
    params: [{ label: 'Days', type: 'Integer', min: 1 }],
  },
];

const option = (label: string, value: string) =>
  ({ label, value }) as DictOption;

describe('invoke targets in the task picker', () => {
  it('reads a target into its task and values, and writes it back the same', () => {
    const text = "ryTask.ryMultipleParams('ry', true, 2000L, 316.5D, 100)";
    const picked = pickTarget(text, TASKS);
    expect(picked).toEqual({
      task: 'ryTask.ryMultipleParams',
      args: ['ry', true, 2000, 316.5, 100],
    });
    expect(formatTarget(TASKS[2], picked!.args)).toBe(text);
    expect(formatTarget(TASKS[1], ["it's"])).toBe(`ryTask.ryParams("it's")`);
    expect(formatTarget(TASKS[0], [])).toBe('ryTask.ryNoParams');
  });

  it('leaves unknown tasks and mismatched values to the raw text', () => {
    expect(pickTarget("evil.run('x')", TASKS)).toBeUndefined();
    expect(pickTarget('ryTask.ryParams(1)', TASKS)).toBeUndefined();
    expect(pickTarget("ryTask.ryParams('a', 'b')", TASKS)).toBeUndefined();
    expect(pickTarget('ryTask.ryMultipleParams', TASKS)).toBeUndefined();
  });

  it('previews Quartz crons (seconds, ?, 1 = Sunday) and refuses others', () => {
    const from = Date.now();
    const runs = quartzNextRuns('0/15 * * * * ?', 3)!;
    expect(runs).toHaveLength(3);
    for (const d of runs) {
      expect(d.getSeconds() % 15).toBe(0);
      expect(d.getTime()).toBeGreaterThan(from);
    }
    const [sunday] = quartzNextRuns('0 0 12 ? * 1', 1)!;
    expect(sunday.getDay()).toBe(0);
    expect(quartzNextRuns('* * * * * *', 1)).toBeNull();
    expect(quartzNextRuns('*/5 * * * *', 1)).toBeNull();
    expect(quartzNextRuns('0 0 25 * * ?', 1)).toBeNull();
  });
});

describe('monitor/job add dialog', () => {
  it('builds the target from a task and its parameters, describes the cron, and posts the job', async () => {
    Cookies.set('Admin-Token', createSession('admin'));
    const fb = spyFeedback();
    const posted: unknown[] = [];
    server.use(
      http.get('*/monitor/job/tasks', () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: TASKS }),
      ),
      http.post('*/monitor/job', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'ok' });
      }),
    );
    const saved = vi.fn();
    const ue = userEvent.setup({ delay: null });
    render(
      <App>
        <JobDialog
          open
          groupOptions={[option('Default', 'DEFAULT')]}
          statusOptions={[option('Normal', '0'), option('Paused', '1')]}
          onClose={() => undefined}
          onSaved={saved}
        />
      </App>,
    );
    const dialog = await screen.findByRole('dialog');
    await ue.type(within(dialog).getByLabelText('Job name'), 'Nightly clean');
    await ue.click(within(dialog).getByRole('combobox', { name: 'Task' }));
    await ue.click(
      await screen.findByText('logTask.cleanJobLog — Clean job log'),
    );
    const days = within(dialog).getByRole('spinbutton', { name: 'Days' });
    await ue.clear(days);
    await ue.type(days, '30');
    // the composed target is shown under the picker
    expect(
      await within(dialog).findByText('logTask.cleanJobLog(30)'),
    ).toBeInTheDocument();
    await ue.type(
      within(dialog).getByPlaceholderText(/Quartz cron/),
      '0 0 3 ? * 1',
    );
    const preview = within(dialog).getByLabelText('Cron preview');
    expect(preview).toHaveTextContent(/Sunday/);
    expect(within(preview).getAllByRole('listitem')).toHaveLength(5);

    await ue.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(posted).toEqual([
      expect.objectContaining({
        jobName: 'Nightly clean',
        jobGroup: 'DEFAULT',
        invokeTarget: 'logTask.cleanJobLog(30)',
        cronExpression: '0 0 3 ? * 1',
        misfirePolicy: '1',
        concurrent: '1',
        status: '0',
      }),
    ]);
    expect(fb.success).toHaveBeenCalled();
  });
});
