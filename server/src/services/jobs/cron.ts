/**
 * Quartz cron expressions (RuoYi's): seconds first, an optional year last,
 * `?` for "no specific value", day-of-week 1 = Sunday … 7 = Saturday, and
 * start/step forms such as `0/10`. croner reads them with these options.
 */
import { Cron, type CronOptions } from 'croner';

export const QUARTZ: CronOptions = {
  mode: '6-or-7-parts',
  alternativeWeekdays: true,
  sloppyRanges: true,
};

/**
 * A pattern-only Cron (no timer), or null when the expression is not valid.
 * Like Quartz, exactly one of day-of-month and day-of-week must be `?`.
 */
export function cronOf(expression: string): Cron | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length < 6 || parts.length > 7) return null;
  if ((parts[3] === '?') === (parts[5] === '?')) return null;
  try {
    return new Cron(expression.trim(), { ...QUARTZ, paused: true });
  } catch {
    return null;
  }
}

export function isValidCron(expression: string): boolean {
  return cronOf(expression) !== null;
}

/** The next `n` fire times after `from` (none for an invalid expression). */
export function nextRuns(expression: string, n: number, from = new Date()) {
  return cronOf(expression)?.nextRuns(n, from) ?? [];
}

/** The API's 'yyyy-MM-dd HH:mm:ss' in the server's time zone. */
export function formatDateTime(d: Date): string {
  const p = (v: number) => String(v).padStart(2, '0');
  return (
    `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ` +
    `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
  );
}
