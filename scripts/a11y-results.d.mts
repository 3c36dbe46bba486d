/** One audit's outcome file (e2e/support/axe.ts). */
export interface AuditOutcome {
  state: string;
  url: string;
  site: boolean;
  axe: string;
  passes: string[];
  violations: { id: string; impact: string | null; tags: string[] }[];
  incomplete: string[];
  inapplicable: string[];
  disabled: string[];
  tags: Record<string, string[]>;
}
/** A keyboard journey's outcome file (recordKeyboardJourney). */
export interface JourneyOutcome {
  keyboard: string;
  criteria: string[];
  site: boolean;
}
export interface Run {
  audits: AuditOutcome[];
  journeys: JourneyOutcome[];
  newest: number;
}
export interface Criterion {
  id: string;
  level: string;
  title: string;
}
export interface CriterionResult {
  id: string;
  result: 'pass' | 'fail' | 'unverified';
  method: 'axe' | 'keyboard' | 'axe+keyboard' | 'none';
  rules: string[];
}
export interface Results {
  generatedAt: string;
  axe: string;
  pages: { url: string; state: string; findings: number }[];
  keyboard: { name: string; criteria: string[] }[];
  criteria: CriterionResult[];
}
export function tagOf(id: string): string;
export function readRun(dir: string): Run;
export function judge(
  criterion: Criterion,
  audits: AuditOutcome[],
  journeys: JourneyOutcome[],
): CriterionResult;
export function summarise(run: Run, criteria: Criterion[]): Results;
