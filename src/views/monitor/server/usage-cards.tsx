/** The CPU and memory cards: a usage gauge beside its figures. */
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerInfo } from '@/api/monitor/server';
import { UsageGauge } from './usage-gauge';

interface GaugeCardProps {
  title: string;
  value: number;
  name: string;
  items: DescriptionsProps['items'];
}

function GaugeCard({ title, value, name, items }: GaugeCardProps) {
  return (
    <Card title={title} size="small">
      <div className="server-monitor__gauge-row">
        <div className="server-monitor__gauge">
          <UsageGauge value={value} name={name} />
        </div>
        <Descriptions size="small" column={1} items={items} />
      </div>
    </Card>
  );
}

const pct = (n: number) => `${n}%`;

export function CpuCard({ cpu }: { cpu: ServerInfo['cpu'] }) {
  const { t } = useTranslation('monitor-server');
  return (
    <GaugeCard
      title={t('cpu.title')}
      value={100 - cpu.free}
      name={t('cpu.usage')}
      items={[
        { key: 'n', label: t('cpu.cores'), children: cpu.cpuNum },
        { key: 'u', label: t('cpu.user'), children: pct(cpu.used) },
        { key: 's', label: t('cpu.system'), children: pct(cpu.sys) },
        { key: 'w', label: t('cpu.wait'), children: pct(cpu.wait) },
        { key: 'f', label: t('cpu.idle'), children: pct(cpu.free) },
      ]}
    />
  );
}

export function MemoryCard({ mem }: { mem: ServerInfo['mem'] }) {
  const { t } = useTranslation('monitor-server');
  const gb = (n: number) => t('units.gb', { n });
  return (
    <GaugeCard
      title={t('mem.title')}
      value={mem.usage}
      name={t('mem.usage')}
      items={[
        { key: 't', label: t('mem.total'), children: gb(mem.total) },
        { key: 'u', label: t('mem.used'), children: gb(mem.used) },
        { key: 'f', label: t('mem.free'), children: gb(mem.free) },
        { key: 'p', label: t('mem.usageLabel'), children: pct(mem.usage) },
      ]}
    />
  );
}
