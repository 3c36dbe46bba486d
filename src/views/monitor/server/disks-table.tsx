import { Progress, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysFile } from '@/api/monitor/server';
import { usageColor } from './usage-gauge';

/** File systems of the host: sizes as the server words them, a usage bar. */
export function DisksTable({ files }: { files: SysFile[] }) {
  const { t } = useTranslation('monitor-server');
  const f = (k: string) => t(`disks.${k}`);
  const columns: TableColumnsType<SysFile> = [
    { title: f('mount'), dataIndex: 'dirName' },
    { title: f('type'), dataIndex: 'sysTypeName', width: 110 },
    { title: f('device'), dataIndex: 'typeName' },
    { title: f('total'), dataIndex: 'total', align: 'right', width: 110 },
    { title: f('free'), dataIndex: 'free', align: 'right', width: 110 },
    { title: f('used'), dataIndex: 'used', align: 'right', width: 110 },
    {
      title: f('usage'),
      dataIndex: 'usage',
      width: 220,
      render: (usage: number, row) => (
        <Progress
          percent={usage}
          format={(p) => `${p}%`}
          strokeColor={usageColor(usage)}
          aria-label={t('disks.usageOf', { mount: row.dirName })}
        />
      ),
    },
  ];
  return (
    <Table<SysFile>
      rowKey="dirName"
      size="small"
      columns={columns}
      dataSource={files}
      pagination={false}
      locale={{ emptyText: f('empty') }}
      scroll={{ x: 800 }}
    />
  );
}
