import { Skeleton } from 'antd';
import type { EChartsOption } from 'echarts';
import { lazy, Suspense } from 'react';

// echarts loads with the first gauge, not with the shell.
const Chart = lazy(() =>
  import('@/components/chart').then((m) => ({ default: m.Chart })),
);

const HEIGHT = 200;

/** Green below 60 %, amber below 85 %, red above. */
export function usageColor(percent: number): string {
  if (percent < 60) return '#52c41a';
  if (percent < 85) return '#faad14';
  return '#ff4d4f';
}

export function gaugeOption(value: number, name: string): EChartsOption {
  const rounded = Math.round(value * 10) / 10;
  return {
    animation: false,
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        radius: '95%',
        center: ['50%', '58%'],
        progress: {
          show: true,
          width: 12,
          itemStyle: { color: usageColor(rounded) },
        },
        axisLine: { lineStyle: { width: 12 } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { length: 6, distance: 2, lineStyle: { width: 1 } },
        axisLabel: { distance: 14, fontSize: 10 },
        title: { offsetCenter: [0, '62%'], fontSize: 12 },
        detail: {
          offsetCenter: [0, '18%'],
          fontSize: 22,
          formatter: '{value}%',
        },
        data: [{ value: rounded, name }],
      },
    ],
  };
}

/** A 0–100 % gauge with an accessible name (e.g. "CPU usage 12.5%"). */
export function UsageGauge({ value, name }: { value: number; name: string }) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ height: HEIGHT }} />}>
      <Chart
        option={gaugeOption(value, name)}
        label={`${name} ${Math.round(value * 10) / 10}%`}
        height={HEIGHT}
      />
    </Suspense>
  );
}
