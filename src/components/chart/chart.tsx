import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
// The ESM build: the CommonJS `lib/core` breaks a Vite 8 production build.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsOption } from 'echarts';
import { useEffect, useRef, type CSSProperties } from 'react';

echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);

export interface ChartProps {
  option: EChartsOption;
  /** Accessible name of the drawing (role="img"). */
  label: string;
  height?: number;
  style?: CSSProperties;
}

/**
 * One echarts drawing (bar, line, pie, gauge) rendered as SVG, so that tests
 * and screen readers can find it by its label. Only the chart types above are
 * bundled; add one here before using it in an option.
 */
export function Chart({ option, label, height = 300, style }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReactEChartsCore>(null);
  // echarts-for-react ignores the first size change after it draws, so a
  // chart whose container grows right then (a sidebar collapsing, a grid
  // settling) kept its first width. Follow the container's width ourselves.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      chart.current?.getEchartsInstance().resize();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} role="img" aria-label={label} className="chart">
      <ReactEChartsCore
        ref={chart}
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%', ...style }}
      />
    </div>
  );
}
