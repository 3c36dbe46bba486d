/** Columns of the job table: status switch and per-row actions. */
import { Switch, type TableColumnsType } from 'antd';
import {
  CaretRightOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SysJob } from '@/api/monitor/job';
import { CopyText } from '@/components/copy-text';
import { RowActions } from '@/components/crud';
import { DictTag } from '@/components/dict-tag';
import { usePermission } from '@/hooks/use-permission';
import type { DictOption } from '@/types/system';

export interface JobColumnHandlers {
  groupOptions: readonly DictOption[];
  onEdit: (row: SysJob) => void;
  onDelete: (row: SysJob) => void;
  onRun: (row: SysJob) => void;
  onDetail: (row: SysJob) => void;
  onLog: (row: SysJob) => void;
  onStatus: (row: SysJob, resume: boolean) => void;
}

export function useJobColumns(h: JobColumnHandlers): TableColumnsType<SysJob> {
  const { t } = useTranslation(['monitor-job', 'crud']);
  const { hasPermi } = usePermission();
  const f = (k: string) => t(`fields.${k}`);
  return [
    {
      title: f('jobId'),
      dataIndex: 'jobId',
      align: 'center',
      width: 90,
      sorter: true,
    },
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
      render: (v: string) => <DictTag options={h.groupOptions} value={v} />,
    },
    {
      title: f('invokeTarget'),
      dataIndex: 'invokeTarget',
      align: 'center',
      ellipsis: { showTitle: true },
      render: (v: string) => <CopyText value={v} name={f('invokeTarget')} />,
    },
    {
      title: f('cronExpression'),
      dataIndex: 'cronExpression',
      align: 'center',
      width: 160,
    },
    {
      title: f('status'),
      dataIndex: 'status',
      align: 'center',
      width: 90,
      render: (status: string, row) => (
        <Switch
          size="small"
          aria-label={t('statusOf', { name: row.jobName })}
          checked={status === '0'}
          disabled={!hasPermi('monitor:job:changeStatus')}
          onChange={(on) => h.onStatus(row, on)}
        />
      ),
    },
    {
      title: t('crud:actions'),
      key: 'actions',
      align: 'center',
      width: 300,
      render: (_, row) => (
        <RowActions
          name={row.jobName}
          actions={[
            {
              key: 'edit',
              label: t('crud:edit'),
              icon: <EditOutlined />,
              perm: 'monitor:job:edit',
              onClick: () => h.onEdit(row),
            },
            {
              key: 'delete',
              label: t('crud:delete'),
              icon: <DeleteOutlined />,
              perm: 'monitor:job:remove',
              danger: true,
              onClick: () => h.onDelete(row),
            },
            {
              key: 'run',
              label: t('runOnce'),
              icon: <CaretRightOutlined />,
              perm: 'monitor:job:changeStatus',
              onClick: () => h.onRun(row),
            },
            {
              key: 'detail',
              label: t('detail'),
              icon: <EyeOutlined />,
              perm: 'monitor:job:query',
              onClick: () => h.onDetail(row),
            },
            {
              key: 'log',
              label: t('log'),
              icon: <FileTextOutlined />,
              perm: 'monitor:job:list',
              onClick: () => h.onLog(row),
            },
          ]}
        />
      ),
    },
  ];
}
