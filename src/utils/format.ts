/** Date formatting in RuoYi's `parseTime` pattern language. */

export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

function toDate(time: string | number | Date): Date {
  if (time instanceof Date) return time;
  let value: string | number = time;
  if (typeof value === 'string' && /^[0-9]+$/.test(value)) {
    value = parseInt(value, 10);
  } else if (typeof value === 'string') {
    // Safari-safe: '2024-01-02T03:04:05.000' -> '2024/01/02 03:04:05'
    value = value
      .replace(/-/g, '/')
      .replace('T', ' ')
      .replace(/\.\d{3}/g, '');
  }
  // 10-digit numbers are Unix seconds.
  if (typeof value === 'number' && String(value).length === 10) {
    value *= 1000;
  }
  return new Date(value);
}

/**
 * Format a date, timestamp (ms, or seconds when 10 digits) or date string.
 * Pattern tokens: {y} {m} {d} {h} {i} {s} and {a} (weekday). Returns null
 * for empty input or an invalid date.
 */
export function parseTime(
  time: string | number | Date | null | undefined,
  pattern: string = DEFAULT_TIME_PATTERN,
): string | null {
  if (time === null || time === undefined || time === '' || time === 0) {
    return null;
  }
  const date = toDate(time);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/{([ymdhisa])+}/g, (_match, key: string) => {
    const value = parts[key];
    if (key === 'a') return WEEKDAYS[value];
    return String(value).padStart(2, '0');
  });
}
