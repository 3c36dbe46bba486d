/**
 * Scheduled jobs (`/monitor/job`): search by name, group and status; add and
 * edit with a task picker and a cron preview; pause / resume, run once,
 * details, delete, export, and the job log (all jobs or one job's).
 */
import { useState } from 'react';
import { Form, Input, Select, Table } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileTextOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  changeJobStatus,
  delJob,
  getJob,
  JOB_EXPORT_URL,
  listJob,
  runJob,
  type JobQuery,
  type SysJob,
} from '@/api/monitor/job';
import {
  confirmAndRun,
  exportList,
  SearchForm,
  sortQuery,
  TableToolbar,
  useDialog,
  useRowSelection,
} from '@/components/crud';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { useTableQuery } from '@/hooks/use-table-query';
import type { DictOption } from '@/types/system';
import { useJobColumns } from './job-columns';
import { JobDetail } from './job-detail';
import { JobDialog } from './job-dialog';
import './job.css';

/** The job log page: `0` = every job's log. */
const logPath = (jobId: number | undefined) =>
  `/monitor/job-log/index/${jobId ?? 0}`;

export default function JobPage() {
  const { t } = useTranslation(['monitor-job', 'crud']);
  const navigate = useNavigate();
  const dict = useDict('sys_job_group', 'sys_job_status');
  const table = useTableQuery<JobQuery, SysJob>({
    fetch: listJob,
    initialQuery: {
      jobName: undefined,
      jobGroup: undefined,
      status: undefined,
    },
  });
  const selection = useRowSelection<SysJob>();
  const dialog = useDialog<SysJob>();
  const [shown, setShown] = useState<SysJob>();
  const [loading, setLoading] = useState(false);
  const f = (k: string) => t(`fields.${k}`);

  const reload = () => {
    selection.clear();
    return table.load();
  };

  /** The job fresh from the server (edit form, details with next run). */
  const fresh = async (
    jobId: number | undefined,
    then: (j: SysJob) => void,
  ) => {
    if (jobId === undefined) return;
    setLoading(true);
    try {
      const { data } = await getJob(jobId);
      if (data) then(data);
    } catch {
      // shown by the request layer
    } finally {
      setLoading(false);
    }
  };

  const remove = (rows: SysJob[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('entityIds'),
        ids: rows.map((r) => r.jobId).join(','),
      }),
      run: () => delJob(rows.map((r) => r.jobId!)),
      after: reload,
    });

  const changeStatus = (row: SysJob, resume: boolean) =>
    confirmAndRun({
      content: t('statusConfirm', {
        action: t(resume ? 'resume' : 'pause'),
        name: row.jobName,
      }),
      run: () => changeJobStatus(row.jobId!, resume ? '0' : '1'),
      success: t(resume ? 'resumed' : 'paused'),
      after: () => table.load(),
    });

  const runOnce = (row: SysJob) =>
    confirmAndRun({
      content: t('runConfirm', { name: row.jobName }),
      run: () => runJob(row.jobId!, row.jobGroup),
      success: t('runSuccess'),
    });

  const columns = useJobColumns({
    groupOptions: dict.sys_job_group,
    onEdit: (row) => void fresh(row.jobId, dialog.show),
    onDelete: (row) => void remove([row]),
    onRun: (row) => void runOnce(row),
    onDetail: (row) => void fresh(row.jobId, setShown),
    onLog: (row) => void navigate(logPath(row.jobId)),
    onStatus: (row, on) => void changeStatus(row, on),
  });
  const options = (items: readonly DictOption[]) =>
    items.map((o) => ({ label: o.label, value: o.value }));

  return (
    <div className="crud-page">
      <SearchForm
        show={table.showSearch}
        onSearch={() => void table.search()}
        onReset={() => void table.reset()}
      >
        <Form.Item label={f('jobName')}>
          <Input
            allowClear
            value={table.query.jobName}
            placeholder={t('crud:enter', { field: f('jobName') })}
            onChange={(e) => table.setQuery({ jobName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={f('jobGroup')}>
          <Select
            allowClear
            aria-label={f('jobGroup')}
            value={table.query.jobGroup}
            placeholder={t('crud:select', { field: f('jobGroup') })}
            options={options(dict.sys_job_group)}
            onChange={(jobGroup?: string) => table.setQuery({ jobGroup })}
          />
        </Form.Item>
        <Form.Item label={f('status')}>
          <Select
            allowClear
            aria-label={f('status')}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('status') })}
            options={options(dict.sys_job_status)}
            onChange={(status?: string) => table.setQuery({ status })}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'add',
            label: t('crud:add'),
            icon: <PlusOutlined />,
            perm: 'monitor:job:add',
            color: 'primary',
            onClick: () => dialog.show(),
          },
          {
            key: 'edit',
            label: t('crud:edit'),
            icon: <EditOutlined />,
            perm: 'monitor:job:edit',
            color: 'success',
            disabled: !selection.single || loading,
            onClick: () => void fresh(selection.rows[0]?.jobId, dialog.show),
          },
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'monitor:job:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selection.rows),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'monitor:job:export',
            color: 'warning',
            onClick: () =>
              void exportList(JOB_EXPORT_URL, table.query, t('exportName')),
          },
          {
            key: 'log',
            label: t('log'),
            icon: <FileTextOutlined />,
            perm: 'monitor:job:list',
            color: 'info',
            onClick: () => void navigate(logPath(undefined)),
          },
        ]}
        right={
          <RightToolbar
            showSearch={table.showSearch}
            onToggleSearch={table.setShowSearch}
            onRefresh={() => void reload()}
          />
        }
      />

      <Table<SysJob>
        rowKey="jobId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
        onChange={(_p, _f, sorter) => void table.load(sortQuery(sorter))}
      />
      <Pagination {...table.pagination} />

      <JobDialog
        open={dialog.open}
        record={dialog.record}
        groupOptions={dict.sys_job_group}
        statusOptions={dict.sys_job_status}
        onClose={dialog.close}
        onSaved={() => {
          dialog.close();
          void reload();
        }}
      />
      <JobDetail
        job={shown}
        groupOptions={dict.sys_job_group}
        statusOptions={dict.sys_job_status}
        onClose={() => setShown(undefined)}
      />
    </div>
  );
}
