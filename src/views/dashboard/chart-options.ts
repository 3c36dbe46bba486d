/**
 * echarts options of the enquiry and content charts, as pure functions of
 * the figures and their translated texts (only types come from echarts, so
 * this file adds nothing to the bundle before the charts load).
 */
import type { EChartsOption } from 'echarts';
import type {
  ColumnFigures,
  DashboardPanels,
  EnquiryDay,
} from '@/api/dashboard';
import {
  bar,
  BAR_TOOLTIP,
  categoryAxis,
  COLORS,
  GRID,
  LEGEND,
  PATTERNS,
  percentOf,
  shortDate,
  valueAxis,
  type AxisTexts,
} from './chart-style';

/**
 * Line: enquiries received and handled per day; beside their colours, the
 * received line is solid with round marks over a patterned area and the
 * handled one dashed with triangles (so drawn in the legend as well).
 */
export function enquiryLine(
  days: EnquiryDay[],
  t: { received: string; handled: string; axis: AxisTexts },
): EChartsOption {
  return {
    aria: PATTERNS,
    color: [COLORS.primary, COLORS.success],
    tooltip: { trigger: 'axis' },
    legend: LEGEND,
    grid: GRID,
    xAxis: {
      ...categoryAxis(
        t.axis.x,
        days.map((d) => shortDate(d.date)),
      ),
      boundaryGap: false,
    },
    yAxis: valueAxis(t.axis.y),
    series: [
      {
        name: t.received,
        type: 'line',
        smooth: true,
        symbol: 'circle',
        symbolSize: 6,
        areaStyle: { opacity: 0.15 },
        data: days.map((d) => d.total),
      },
      {
        name: t.handled,
        type: 'line',
        smooth: true,
        symbol: 'triangle',
        symbolSize: 8,
        lineStyle: { type: 'dashed', width: 2 },
        data: days.map((d) => d.handled),
      },
    ],
  };
}

/** Ring gauge: the share of enquiries handled, in per cent, in its middle. */
export function handledGauge(
  handled: number,
  total: number,
  t: { name: string },
): EChartsOption {
  return {
    series: [
      {
        name: t.name,
        type: 'gauge',
        min: 0,
        max: 100,
        startAngle: 90,
        endAngle: -270,
        radius: '80%',
        pointer: { show: false },
        progress: {
          show: true,
          roundCap: true,
          width: 16,
          itemStyle: { color: COLORS.success },
        },
        axisLine: { lineStyle: { width: 16, color: [[1, '#ebeef5']] } },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        title: { offsetCenter: [0, '28%'], fontSize: 14, color: '#595959' },
        detail: {
          valueAnimation: true,
          formatter: '{value}%',
          fontSize: 30,
          fontWeight: 600,
          color: '#303133',
          offsetCenter: [0, '-8%'],
        },
        data: [{ value: percentOf(handled, total), name: t.name }],
      },
    ],
  };
}

/** Records and products of each column, in the order the columns come. */
export function columnRows(
  records?: ColumnFigures,
  products?: ColumnFigures,
): { navId: number; navName: string; records: number; products: number }[] {
  const rows = new Map<
    number,
    { navId: number; navName: string; records: number; products: number }
  >();
  const add = (
    figures: ColumnFigures | undefined,
    key: 'records' | 'products',
  ) => {
    for (const c of figures?.columns ?? []) {
      const row = rows.get(c.navId) ?? {
        navId: c.navId,
        navName: c.navName,
        records: 0,
        products: 0,
      };
      row[key] = c.count;
      rows.set(c.navId, row);
    }
  };
  add(records, 'records');
  add(products, 'products');
  return [...rows.values()];
}

/** Bar: records and/or products per column (only the series one may see). */
export function columnsBar(
  panels: Pick<DashboardPanels, 'records' | 'products'>,
  t: { records: string; products: string; axis: AxisTexts },
): EChartsOption {
  const rows = columnRows(panels.records, panels.products);
  const kinds = [
    ['records', COLORS.primary],
    ['products', COLORS.warning],
  ] as const;
  const series = kinds
    .filter(([kind]) => panels[kind])
    .map(([kind, color]) =>
      bar(
        t[kind],
        color,
        rows.map((r) => r[kind]),
        28,
      ),
    );
  const rotate = rows.length > 3 ? 45 : 0;
  return {
    aria: PATTERNS,
    tooltip: BAR_TOOLTIP,
    legend: LEGEND,
    // room on the left for the first slanted column name (else cut off)
    grid: rotate ? { ...GRID, left: 64 } : GRID,
    xAxis: categoryAxis(
      t.axis.x,
      rows.map((r) => r.navName),
      rotate,
    ),
    yAxis: valueAxis(t.axis.y),
    series,
  };
}
