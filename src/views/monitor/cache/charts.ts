/** echarts options of the cache monitor: command calls (pie) and used memory (gauge). */
import type { EChartsOption } from 'echarts';

const UNITS = ['B', 'K', 'M', 'G', 'T'];

/** Bytes in the largest unit that keeps the figure ≥ 1: `[1.5, 'K']`. */
export function scaleBytes(bytes: number): [number, string] {
  let v = Math.max(0, bytes);
  let i = 0;
  while (v >= 1024 && i < UNITS.length - 1) {
    v /= 1024;
    i++;
  }
  return [Math.round(v * 100) / 100, UNITS[i]];
}

/** The smallest 1, 2 or 5 × 10^n at least 1.2 times `v` (a gauge's end). */
export function niceMax(v: number): number {
  const target = Math.max(v * 1.2, 1);
  const p = 10 ** Math.floor(Math.log10(target));
  return ([1, 2, 5, 10].find((m) => m * p >= target) ?? 10) * p;
}

export function commandsOption(
  stats: { name: string; value: string }[],
  seriesName: string,
): EChartsOption {
  return {
    // slices told apart by colour carry patterns too (and their names)
    aria: { decal: { show: true } },
    tooltip: { trigger: 'item', formatter: '{a}<br/>{b}: {c} ({d}%)' },
    series: [
      {
        name: seriesName,
        type: 'pie',
        roseType: 'radius',
        radius: [15, 95],
        center: ['50%', '50%'],
        data: stats.map((s) => ({ name: s.name, value: Number(s.value) })),
        animationEasing: 'cubicInOut',
        animationDuration: 1000,
      },
    ],
  };
}

export function memoryOption(
  usedBytes: number,
  human: string,
  seriesName: string,
): EChartsOption {
  const [value, unit] = scaleBytes(usedBytes);
  return {
    tooltip: { formatter: `{a}<br/>{b}: ${human}` },
    series: [
      {
        name: seriesName,
        type: 'gauge',
        min: 0,
        max: niceMax(value),
        axisLabel: { formatter: (n: number) => `${n}${unit}` },
        detail: { formatter: human, fontSize: 20 },
        data: [{ value, name: seriesName }],
      },
    ],
  };
}
