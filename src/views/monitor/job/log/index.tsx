/**
 * Job log (`/monitor/jobLog`), opened from the job list: one job's runs
 * (`/monitor/job-log/index/<jobId>`) or every job's (`…/0`). Search by name,
 * group, status and time; details with the error; delete, clean, export.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Input, Select, Table, type TableColumnsType } from 'antd';
import {
  ClearOutlined,
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getJob } from '@/api/monitor/job';
import {
  cleanJobLog,
  delJobLog,
  JOB_LOG_EXPORT_URL,
  listJobLog,
  type JobLogQuery,
  type SysJobLog,
} from '@/api/monitor/job-log';
import {
  confirmAndRun,
  exportList,
  RowActions,
  SearchForm,
  TableToolbar,
  useRowSelection,
} from '@/components/crud';
import { DateRange } from '@/components/date-range';
import { DictTag } from '@/components/dict-tag';
import { Pagination } from '@/components/pagination';
import { RightToolbar } from '@/components/right-toolbar';
import { useDict } from '@/hooks/use-dict';
import { useTab } from '@/hooks/use-tab';
import { useTableQuery } from '@/hooks/use-table-query';
import type { DictOption } from '@/types/system';
import { JobLogDetail } from './job-log-detail';
import '../job.css';

const JOBS_PATH = '/monitor/job';

export default function JobLogPage() {
  const { t } = useTranslation(['monitor-job', 'crud']);
  const { jobId } = useParams();
  const tab = useTab();
  const dict = useDict('sys_job_group', 'sys_common_status');
  const table = useTableQuery<JobLogQuery, SysJobLog>({
    fetch: listJobLog,
    initialQuery: {
      jobName: undefined,
      jobGroup: undefined,
      status: undefined,
    },
    immediate: false,
  });
  const { search } = table;
  const selection = useRowSelection<SysJobLog>();
  const [shown, setShown] = useState<SysJobLog>();
  const f = (k: string) => t(`fields.${k}`);

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

  const reload = () => {
    selection.clear();
    return table.load();
  };

  const remove = (ids: number[]) =>
    confirmAndRun({
      content: t('crud:confirmDelete', {
        what: t('logEntityIds'),
        ids: ids.join(','),
      }),
      run: () => delJobLog(ids),
      after: reload,
    });

  const clean = () =>
    confirmAndRun({
      content: t('confirmClean'),
      run: cleanJobLog,
      success: t('cleanSuccess'),
      after: reload,
    });

  const columns: TableColumnsType<SysJobLog> = [
    { title: f('jobLogId'), dataIndex: 'jobLogId', align: 'center', width: 90 },
    {
      title: f('jobName'),
      dataIndex: 'jobName',
      align: 'center',
      ellipsis: { showTitle: true },
    },
    {
      title: f('jobGroup'),
      dataIndex: 'jobGroup',
      align: 'center',
      width: 130,
      render: (v: string) => <DictTag options={dict.sys_job_group} value={v} />,
    },
    {
      title: f('invokeTarget'),
      dataIndex: 'invokeTarget',
      align: 'center',
      ellipsis: { showTitle: true },
    },
    {
      title: f('jobMessage'),
      dataIndex: 'jobMessage',
      align: 'center',
      ellipsis: { showTitle: true },
    },
    {
      title: f('runStatus'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (v: string) => (
        <DictTag options={dict.sys_common_status} value={v} />
      ),
    },
    {
      title: f('createTime'),
      dataIndex: 'createTime',
      align: 'center',
      width: 170,
    },
    {
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 110,
      render: (_, row) => (
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
      ),
    },
  ];
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
        <Form.Item label={f('runStatus')}>
          <Select
            allowClear
            aria-label={f('runStatus')}
            value={table.query.status}
            placeholder={t('crud:select', { field: f('runStatus') })}
            options={options(dict.sys_common_status)}
            onChange={(status?: string) => table.setQuery({ status })}
          />
        </Form.Item>
        <Form.Item label={f('runTime')}>
          <DateRange
            withTime
            value={table.dateRange}
            onChange={table.setDateRange}
            placeholder={[t('begin'), t('end')]}
          />
        </Form.Item>
      </SearchForm>

      <TableToolbar
        actions={[
          {
            key: 'delete',
            label: t('crud:delete'),
            icon: <DeleteOutlined />,
            perm: 'monitor:job:remove',
            color: 'danger',
            disabled: !selection.multiple,
            onClick: () => void remove(selection.rows.map((r) => r.jobLogId)),
          },
          {
            key: 'clean',
            label: t('clean'),
            icon: <ClearOutlined />,
            perm: 'monitor:job:remove',
            color: 'danger',
            onClick: () => void clean(),
          },
          {
            key: 'export',
            label: t('crud:export'),
            icon: <DownloadOutlined />,
            perm: 'monitor:job:export',
            color: 'warning',
            onClick: () =>
              void exportList(
                JOB_LOG_EXPORT_URL,
                table.query,
                t('logExportName'),
                table.dateRange,
              ),
          },
          {
            key: 'close',
            label: t('close'),
            icon: <CloseOutlined />,
            color: 'warning',
            onClick: () => tab.closeOpenPage(JOBS_PATH),
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

      <Table<SysJobLog>
        rowKey="jobLogId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        rowSelection={selection.rowSelection}
        pagination={false}
      />
      <Pagination {...table.pagination} />

      <JobLogDetail
        log={shown}
        groupOptions={dict.sys_job_group}
        statusOptions={dict.sys_common_status}
        onClose={() => setShown(undefined)}
      />
    </div>
  );
}
