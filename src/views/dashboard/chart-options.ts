/**
 * echarts options of the dashboard's charts, as pure functions of the
 * figures and their translated texts (only types come from echarts, so this
 * file adds nothing to the bundle before the charts load).
 */
import type { EChartsOption } from 'echarts';
import type {
  ColumnFigures,
  DashboardPanels,
  EnquiryDay,
  SignInDay,
} from '@/api/dashboard';

export const COLORS = {
  primary: '#409eff',
  success: '#67c23a',
  danger: '#f56c6c',
  warning: '#e6a23c',
  info: '#909399',
};

/** Texts of one chart: series names and axis titles. */
export interface AxisTexts {
  x: string;
  y: string;
}

/** `2026-11-25` → `11-25` (the year is the same or shown by the title). */
export const shortDate = (date: string) => date.slice(5);

const GRID = { left: 8, right: 24, top: 48, bottom: 8 };
const LEGEND = { top: 0, right: 0, itemWidth: 14, itemHeight: 10 };

function valueAxis(name: string) {
  return {
    type: 'value' as const,
    name,
    minInterval: 1,
    nameTextStyle: { align: 'left' as const },
  };
}

function categoryAxis(name: string, data: string[], rotate = 0) {
  return {
    type: 'category' as const,
    name,
    nameLocation: 'middle' as const,
    nameGap: rotate ? 72 : 28,
    data,
    axisLabel: {
      rotate,
      hideOverlap: true,
      width: 96,
      overflow: 'truncate' as const,
    },
  };
}

/** Line: enquiries received and handled per day. */
export function enquiryLine(
  days: EnquiryDay[],
  t: { received: string; handled: string; axis: AxisTexts },
): EChartsOption {
  return {
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
        areaStyle: { opacity: 0.15 },
        data: days.map((d) => d.total),
      },
      {
        name: t.handled,
        type: 'line',
        smooth: true,
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
  const percent = total ? Math.round((handled / total) * 1000) / 10 : 0;
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
        title: { offsetCenter: [0, '28%'], fontSize: 14, color: '#8c8c8c' },
        detail: {
          valueAnimation: true,
          formatter: '{value}%',
          fontSize: 30,
          fontWeight: 600,
          color: '#303133',
          offsetCenter: [0, '-8%'],
        },
        data: [{ value: percent, name: t.name }],
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
  const series: EChartsOption['series'] = [];
  if (panels.records) {
    series.push({
      name: t.records,
      type: 'bar',
      barMaxWidth: 28,
      itemStyle: { color: COLORS.primary },
      data: rows.map((r) => r.records),
    });
  }
  if (panels.products) {
    series.push({
      name: t.products,
      type: 'bar',
      barMaxWidth: 28,
      itemStyle: { color: COLORS.warning },
      data: rows.map((r) => r.products),
    });
  }
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: LEGEND,
    grid: GRID,
    xAxis: categoryAxis(
      t.axis.x,
      rows.map((r) => r.navName),
      rows.length > 3 ? 45 : 0,
    ),
    yAxis: valueAxis(t.axis.y),
    series,
  };
}

/** Stacked bar: successful and failed sign-ins per day. */
export function signInBar(
  days: SignInDay[],
  t: { success: string; failure: string; axis: AxisTexts },
): EChartsOption {
  const bar = { type: 'bar' as const, stack: 'signIns', barMaxWidth: 24 };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: LEGEND,
    grid: GRID,
    xAxis: categoryAxis(
      t.axis.x,
      days.map((d) => shortDate(d.date)),
    ),
    yAxis: valueAxis(t.axis.y),
    series: [
      {
        ...bar,
        name: t.success,
        itemStyle: { color: COLORS.success },
        data: days.map((d) => d.success),
      },
      {
        ...bar,
        name: t.failure,
        itemStyle: { color: COLORS.danger },
        data: days.map((d) => d.failure),
      },
    ],
  };
}

/** Horizontal bar: operations per module, busiest on top, then the rest. */
export function moduleBar(
  modules: { title: string; count: number }[],
  others: number,
  t: { name: string; others: string; axis: AxisTexts },
): EChartsOption {
  const rows = others
    ? [...modules, { title: t.others, count: others }]
    : modules;
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { ...GRID, top: 32 },
    xAxis: {
      ...valueAxis(t.axis.y),
      nameLocation: 'middle',
      nameGap: 28,
    },
    yAxis: {
      type: 'category',
      name: t.axis.x,
      // inverse puts the axis' start on top: the name goes above the bars
      nameLocation: 'start',
      inverse: true,
      data: rows.map((r) => r.title),
    },
    series: [
      {
        name: t.name,
        type: 'bar',
        barMaxWidth: 18,
        itemStyle: { color: COLORS.primary },
        label: { show: true, position: 'right' },
        data: rows.map((r) => r.count),
      },
    ],
  };
}

/** Donut: operations per business type (labels from the sys_oper_type dictionary). */
export function typePie(
  types: { businessType: number; count: number }[],
  labelOf: (businessType: number) => string,
  t: { name: string },
): EChartsOption {
  return {
    color: [
      COLORS.primary,
      COLORS.success,
      COLORS.warning,
      COLORS.danger,
      COLORS.info,
      '#8e6fd8',
      '#36b5b0',
      '#d87a52',
    ],
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        name: t.name,
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        // counts on the ring (names in the legend): nothing to cut at narrow widths
        label: { position: 'inside', formatter: '{c}', color: '#fff' },
        labelLine: { show: false },
        data: types.map((x) => ({
          name: labelOf(x.businessType),
          value: x.count,
        })),
      },
    ],
  };
}
