import { Card, Empty, Skeleton } from 'antd';
import type { EChartsOption } from 'echarts';
import { lazy, Suspense, type ReactNode } from 'react';

// echarts loads with the first chart, never with the entry or the shell.
const Chart = lazy(() =>
  import('@/components/chart').then((m) => ({ default: m.Chart })),
);

export const CHART_HEIGHT = 300;

export interface ChartCardProps {
  title: string;
  /** Drawn unless `empty`; built only when drawn. */
  option: () => EChartsOption;
  /** Said instead of an empty frame when there is nothing to draw. */
  empty: string | false;
  /** Under `empty`: what the chart will show, and how to get there. */
  emptyHint?: string;
  extra?: ReactNode;
  footer?: ReactNode;
}

/** One dashboard panel: a titled card holding a chart or its empty state. */
export function ChartCard({
  title,
  option,
  empty,
  emptyHint,
  extra,
  footer,
}: ChartCardProps) {
  return (
    <Card title={title} extra={extra} size="small" className="dashboard__chart">
      {empty ? (
        <Empty
          className="dashboard__empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong className="dashboard__empty-title">{empty}</strong>
              {emptyHint && (
                <p className="dashboard__empty-hint">{emptyHint}</p>
              )}
            </>
          }
          style={{ height: CHART_HEIGHT }}
        />
      ) : (
        <Suspense
          fallback={
            <Skeleton
              active
              paragraph={{ rows: 6 }}
              style={{ height: CHART_HEIGHT }}
            />
          }
        >
          <Chart option={option()} label={title} height={CHART_HEIGHT} />
        </Suspense>
      )}
      {footer && <p className="dashboard__chart-footer">{footer}</p>}
    </Card>
  );
}
