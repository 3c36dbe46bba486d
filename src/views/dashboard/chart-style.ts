/**
 * What the dashboard's charts share: colours, the grid and legend, the
 * axes, the hover tooltip of bar charts and a bar series.
 */
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

/** `part` of `whole` in per cent, to one decimal (0 when there is nothing to share). */
export const percentOf = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 1000) / 10 : 0;

/** `2026-11-25` → `11-25` (the year is the same or shown by the title). */
export const shortDate = (date: string) => date.slice(5);

/**
 * Series told apart by colour are told apart by pattern too (echarts'
 * decals: stripes, dots, checks, one per series or slice).
 */
export const PATTERNS = { decal: { show: true } };

export const GRID = { left: 8, right: 24, top: 48, bottom: 8 };
export const LEGEND = { top: 0, right: 0, itemWidth: 14, itemHeight: 10 };
/** Hovering a bar shades its category and lists every series' value. */
export const BAR_TOOLTIP = {
  trigger: 'axis' as const,
  axisPointer: { type: 'shadow' as const },
};

export function valueAxis(name: string) {
  return {
    type: 'value' as const,
    name,
    minInterval: 1,
    nameTextStyle: { align: 'left' as const },
  };
}

export function categoryAxis(name: string, data: string[], rotate = 0) {
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

/** A bar series of one colour, bars at most `barMaxWidth` px wide. */
export function bar(
  name: string,
  color: string,
  data: number[],
  barMaxWidth: number,
) {
  return {
    name,
    type: 'bar' as const,
    barMaxWidth,
    itemStyle: { color },
    data,
  };
}
