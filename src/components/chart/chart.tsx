import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import langJA from 'echarts/lib/i18n/langJA.js';
import { SVGRenderer } from 'echarts/renderers';
// The ESM build: the CommonJS `lib/core` breaks a Vite 8 production build.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsOption } from 'echarts';
import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  SVGRenderer,
]);
// English and Chinese come with echarts; its description of a chart (aria)
// follows the interface's language.
echarts.registerLocale('JA', langJA);
const LOCALES: Record<string, string> = { 'zh-CN': 'ZH', ja: 'JA' };

export interface ChartProps {
  option: EChartsOption;
  /** Accessible name of the drawing (role="img"). */
  label: string;
  height?: number;
  style?: CSSProperties;
}

/**
 * One echarts drawing (bar, line, pie, gauge) rendered as SVG, so that tests
 * and screen readers can find it by its label. Its description is the one
 * echarts writes (in the interface's language: the kind of chart, its series
 * and their values); an option sets `aria.decal.show` where its series are
 * told apart by colour, so that patterns tell them apart too. Only the chart
 * types above are bundled; add one here before using it in an option.
 */
export function Chart({ option, label, height = 300, style }: ChartProps) {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'EN';
  const description = useId();
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
    <div
      ref={box}
      role="img"
      aria-label={label}
      aria-describedby={description}
      className="chart"
    >
      {/* echarts puts its description on its own element (aria-label) */}
      <div id={description}>
        <ReactEChartsCore
          key={locale}
          ref={chart}
          echarts={echarts}
          option={{
            // the title (not drawn: the card shows it) opens the description
            title: { text: label, show: false },
            ...option,
            aria: { enabled: true, ...option.aria },
          }}
          notMerge
          opts={{ renderer: 'svg', locale }}
          style={{ height, width: '100%', ...style }}
        />
      </div>
    </div>
  );
}
