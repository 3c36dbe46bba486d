import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerInfo } from '@/api/monitor/server';

/** The host: name, address, operating system, working directory, load. */
export function HostCard({ info }: { info: ServerInfo }) {
  const { t } = useTranslation('monitor-server');
  const { sys, node } = info;
  return (
    <Card title={t('host.title')} size="small">
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'name', label: t('host.name'), children: sys.computerName },
          { key: 'ip', label: t('host.ip'), children: sys.computerIp },
          { key: 'os', label: t('host.os'), children: sys.osName },
          { key: 'arch', label: t('host.arch'), children: sys.osArch },
          {
            key: 'dir',
            label: t('host.userDir'),
            children: <code>{sys.userDir}</code>,
          },
          {
            key: 'load',
            label: t('host.load'),
            children: node.loadAverage.join(' / '),
          },
        ]}
      />
    </Card>
  );
}
