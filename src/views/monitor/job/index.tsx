/**
 * Scheduled jobs (`/monitor/job`): search by name, group and status; add and
 * edit with a task picker and a cron preview; pause / resume, run once,
 * details, delete, export, and the job log (all jobs or one job's).
 */
import { useState } from 'react';
import { FileTextOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { SysJob } from '@/api/monitor/job';
import { RowActions } from '@/components/crud';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { usePermission } from '@/hooks/use-permission';
import { jobSchema } from './data';
import { JobDetail } from './job-detail';
import { JobDialog } from './job-dialog';
import { jobRowActions, JobStatusSwitch, logPath } from './job-row-actions';
import './job.css';

export default function JobPage() {
  const screen = useListScreen(jobSchema);
  const { t, dict, dialog } = screen;
  const navigate = useNavigate();
  const { hasPermi } = usePermission();
  const [shown, setShown] = useState<SysJob>();

  /** The job fresh from the server, with its next run. */
  const showDetail = async (row: SysJob) => {
    const job = await screen.fetchRow(row.jobId);
    if (job) setShown(job);
  };

  return (
    <ListScreen
      screen={screen}
      toolbar={[
        {
          key: 'log',
          label: t('log'),
          icon: <FileTextOutlined />,
          perm: 'monitor:job:list',
          color: 'info',
          onClick: () => void navigate(logPath(undefined)),
        },
      ]}
      cells={{
        status: (row) => (
          <JobStatusSwitch
            t={t}
            row={row}
            disabled={!hasPermi('monitor:job:changeStatus')}
            after={() => screen.table.load()}
          />
        ),
      }}
      // Edit and Delete (a red link) come first
      actionsCell={(row, standard) => (
        <RowActions
          name={row.jobName}
          actions={[
            ...standard.map((a) =>
              a.key === 'delete' ? { ...a, danger: true } : a,
            ),
            ...jobRowActions(t, row, {
              detail: () => void showDetail(row),
              log: () => void navigate(logPath(row.jobId)),
            }),
          ]}
        />
      )}
    >
      <JobDialog
        open={dialog.open}
        record={dialog.record}
        groupOptions={dict.sys_job_group}
        statusOptions={dict.sys_job_status}
        onClose={dialog.close}
        onSaved={screen.saved}
      />
      <JobDetail
        job={shown}
        groupOptions={dict.sys_job_group}
        statusOptions={dict.sys_job_status}
        onClose={() => setShown(undefined)}
      />
    </ListScreen>
  );
}
