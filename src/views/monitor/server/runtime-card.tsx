import { Card, Descriptions, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerInfo } from '@/api/monitor/server';
import { usageColor } from './usage-gauge';

/** The Node runtime: version, process, heap, event loop, handles. */
export function RuntimeCard({ info }: { info: ServerInfo }) {
  const { t } = useTranslation('monitor-server');
  const { jvm, node } = info;
  const mb = (n: number) => t('units.mb', { n });
  const loop = node.eventLoopDelay;
  const handles = node.activeByType
    .map((h) => `${h.type} ${h.count}`)
    .join(', ');
  return (
    <Card title={t('runtime.title')} size="small">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2, lg: 1, xl: 2 }}
        items={[
          {
            key: 'name',
            label: t('runtime.name'),
            children: `${jvm.name} ${node.version}`,
          },
          { key: 'v8', label: t('runtime.v8'), children: node.v8 },
          { key: 'pid', label: t('runtime.pid'), children: node.pid },
          {
            key: 'start',
            label: t('runtime.startTime'),
            children: jvm.startTime,
          },
          {
            key: 'run',
            label: t('runtime.runTime'),
            children: jvm.runTime,
            span: 'filled',
          },
          {
            key: 'heap',
            label: t('runtime.heap'),
            span: 'filled',
            children: (
              <>
                <span>
                  {t('runtime.heapValue', {
                    used: jvm.used,
                    total: jvm.total,
                    max: jvm.max,
                  })}
                </span>
                <Progress
                  percent={jvm.usage}
                  size="small"
                  strokeColor={usageColor(jvm.usage)}
                  aria-label={t('runtime.heap')}
                />
              </>
            ),
          },
          { key: 'rss', label: t('runtime.rss'), children: mb(node.rss) },
          {
            key: 'external',
            label: t('runtime.external'),
            children: mb(node.external),
          },
          {
            key: 'loop',
            label: t('runtime.eventLoop'),
            span: 'filled',
            children: (
              <>
                <div>
                  {t('runtime.eventLoopValue', {
                    mean: loop.mean,
                    p99: loop.p99,
                    max: loop.max,
                  })}
                </div>
                <div className="server-monitor__note">
                  {t('runtime.eventLoopWindow', {
                    seconds: Math.round(loop.windowSeconds),
                  })}
                </div>
              </>
            ),
          },
          {
            key: 'handles',
            label: t('runtime.handles'),
            span: 'filled',
            children: (
              <>
                <div>{node.activeHandles}</div>
                <div className="server-monitor__note">{handles}</div>
              </>
            ),
          },
          {
            key: 'home',
            label: t('runtime.home'),
            span: 'filled',
            children: <code>{jvm.home}</code>,
          },
          {
            key: 'args',
            label: t('runtime.args'),
            span: 'filled',
            children: jvm.inputArgs ? (
              <code>{jvm.inputArgs}</code>
            ) : (
              t('runtime.noArgs')
            ),
          },
        ]}
      />
    </Card>
  );
}
