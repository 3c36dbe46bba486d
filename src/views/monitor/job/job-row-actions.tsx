/**
 * What a job row offers beyond Edit and Delete: pause / resume through its
 * status switch, run once, details and its log, each after a confirm where it
 * changes something.
 */
import { Switch } from 'antd';
import {
  CaretRightOutlined,
  EyeOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { changeJobStatus, runJob, type SysJob } from '@/api/monitor/job';
import { confirmAndRun, type RowAction } from '@/components/crud';

/** The job log page: `0` = every job's log. */
export const logPath = (jobId: number | undefined) =>
  `/monitor/job-log/index/${jobId ?? 0}`;

export interface JobRowProps {
  t: TFunction;
  row: SysJob;
  disabled: boolean;
  /** After a pause or resume: reload the page. */
  after: () => unknown;
}

/** The row's status as a switch: on = running, switching asks first. */
export function JobStatusSwitch({ t, row, disabled, after }: JobRowProps) {
  return (
    <Switch
      size="small"
      aria-label={t('statusOf', { name: row.jobName })}
      checked={row.status === '0'}
      disabled={disabled}
      onChange={(resume) =>
        void confirmAndRun({
          content: t('statusConfirm', {
            action: t(resume ? 'resume' : 'pause'),
            name: row.jobName,
          }),
          run: () => changeJobStatus(row.jobId!, resume ? '0' : '1'),
          success: t(resume ? 'resumed' : 'paused'),
          after,
        })
      }
    />
  );
}

/** Run once, Details and Log links of a row. */
export function jobRowActions(
  t: TFunction,
  row: SysJob,
  go: { detail: () => void; log: () => void },
): RowAction[] {
  return [
    {
      key: 'run',
      label: t('runOnce'),
      icon: <CaretRightOutlined />,
      perm: 'monitor:job:changeStatus',
      onClick: () =>
        void confirmAndRun({
          content: t('runConfirm', { name: row.jobName }),
          run: () => runJob(row.jobId!, row.jobGroup),
          success: t('runSuccess'),
        }),
    },
    {
      key: 'detail',
      label: t('detail'),
      icon: <EyeOutlined />,
      perm: 'monitor:job:query',
      onClick: go.detail,
    },
    {
      key: 'log',
      label: t('log'),
      icon: <FileTextOutlined />,
      perm: 'monitor:job:list',
      onClick: go.log,
    },
  ];
}
