/**
 * The accessibility policy page's test results: `src/website/a11y/results.json`
 * (written by `npm run a11y:results` from the suite's run, never by hand;
 * docs/accessibility.md) joined with the WCAG 2.0 level A and AA success
 * criteria of `src/website/a11y/criteria.json` (id, level, Japanese title).
 */
export type CriterionResult = 'pass' | 'fail' | 'unverified';
export type CheckMethod = 'axe' | 'keyboard' | 'axe+keyboard' | 'none';

export interface A11yResults {
  /** The day of the run (YYYY-MM-DD). */
  generatedAt: string;
  /** axe-core's version. */
  axe: string;
  pages: { url: string; state: string; findings: number }[];
  keyboard: { name: string; criteria: string[] }[];
  criteria: {
    id: string;
    result: CriterionResult;
    method: CheckMethod;
    rules: string[];
  }[];
}

export interface SuccessCriterion {
  id: string;
  level: 'A' | 'AA';
  title: string;
}

/** A row of the results table. */
export interface CriterionRow extends SuccessCriterion {
  result: CriterionResult;
  method: CheckMethod;
  rules: string[];
  /** The keyboard journeys that showed it. */
  journeys: string[];
}

/** Every criterion with its result; one the run does not name is unverified. */
export function criterionRows(
  criteria: SuccessCriterion[],
  results: A11yResults,
): CriterionRow[] {
  return criteria.map((c) => {
    const r = results.criteria.find((x) => x.id === c.id);
    return {
      ...c,
      result: r?.result ?? 'unverified',
      method: r?.method ?? 'none',
      rules: r?.rules ?? [],
      journeys: results.keyboard
        .filter((k) => k.criteria.includes(c.id))
        .map((k) => k.name),
    };
  });
}

/**
 * The conformance the page states: 準拠 only when every criterion passed,
 * else 一部準拠 (some unverified or failed): never more than was checked.
 */
export function conformanceOf(rows: CriterionRow[]): '準拠' | '一部準拠' {
  return rows.length > 0 && rows.every((r) => r.result === 'pass')
    ? '準拠'
    : '一部準拠';
}

/** '2026-11-28' → '2026年11月28日'. */
export function japaneseDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : day;
}
