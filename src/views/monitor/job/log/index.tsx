/**
 * Job log (`/monitor/jobLog`), opened from the job list: one job's runs
 * (`/monitor/job-log/index/<jobId>`) or every job's (`…/0`). Search by name,
 * group, status and time; details with the error; delete, clean, export.
 */
import { useEffect, useRef, useState } from 'react';
import { CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { getJob } from '@/api/monitor/job';
import type { SysJobLog } from '@/api/monitor/job-log';
import { RowActions } from '@/components/crud';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { useTab } from '@/hooks/use-tab';
import { jobLogSchema } from './data';
import { JobLogDetail } from './job-log-detail';
import '../job.css';

const JOBS_PATH = '/monitor/job';

export default function JobLogPage() {
  const screen = useListScreen(jobLogSchema, { immediate: false });
  const { t, dict } = screen;
  const { search } = screen.table;
  const { jobId } = useParams();
  const tab = useTab();
  const [shown, setShown] = useState<SysJobLog>();

  // One job's log: its name and group become the search (once per job id).
  const opened = useRef<string>(undefined);
  useEffect(() => {
    if (opened.current === jobId) return;
    opened.current = jobId;
    if (!jobId || jobId === '0') {
      void search();
      return;
    }
    let live = true;
    getJob(jobId)
      .then(({ data }) => {
        if (live && data) {
          void search({ jobName: data.jobName, jobGroup: data.jobGroup });
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [jobId, search]);

  return (
    <ListScreen
      screen={screen}
      toolbar={[
        {
          key: 'close',
          label: t('close'),
          icon: <CloseOutlined />,
          color: 'warning',
          onClick: () => tab.closeOpenPage(JOBS_PATH),
        },
      ]}
      actionsCell={(row) => (
        <RowActions
          name={t('logRowName', { id: row.jobLogId })}
          actions={[
            {
              key: 'detail',
              label: t('detail'),
              icon: <EyeOutlined />,
              perm: 'monitor:job:query',
              onClick: () => setShown(row),
            },
          ]}
        />
      )}
    >
      <JobLogDetail
        log={shown}
        groupOptions={dict.sys_job_group}
        statusOptions={dict.sys_common_status}
        onClose={() => setShown(undefined)}
      />
    </ListScreen>
  );
}
