/**
 * echarts options of the activity charts (sign-ins, operations), as pure
 * functions of the figures and their translated texts.
 */
import type { EChartsOption } from 'echarts';
import type { SignInDay } from '@/api/dashboard';
import {
  bar,
  BAR_TOOLTIP,
  categoryAxis,
  COLORS,
  GRID,
  LEGEND,
  PATTERNS,
  shortDate,
  valueAxis,
  type AxisTexts,
} from './chart-style';

/** Stacked bar: successful and failed sign-ins per day. */
export function signInBar(
  days: SignInDay[],
  t: { success: string; failure: string; axis: AxisTexts },
): EChartsOption {
  const day = (name: string, color: string, data: number[]) => ({
    ...bar(name, color, data, 24),
    stack: 'signIns',
  });
  return {
    aria: PATTERNS,
    tooltip: BAR_TOOLTIP,
    legend: LEGEND,
    grid: GRID,
    xAxis: categoryAxis(
      t.axis.x,
      days.map((d) => shortDate(d.date)),
    ),
    yAxis: valueAxis(t.axis.y),
    series: [
      day(
        t.success,
        COLORS.success,
        days.map((d) => d.success),
      ),
      day(
        t.failure,
        COLORS.danger,
        days.map((d) => d.failure),
      ),
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
    tooltip: BAR_TOOLTIP,
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
        ...bar(
          t.name,
          COLORS.primary,
          rows.map((r) => r.count),
          18,
        ),
        label: { show: true, position: 'right' },
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
    aria: PATTERNS,
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
