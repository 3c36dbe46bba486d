import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { disabledFor } from '../a11y/disabled-rules';

/**
 * The accessibility gate (docs/accessibility.md): axe-core's WCAG 2.0 and
 * 2.1 level A and AA rules on one state of a page. Every audit's outcome is
 * written to A11Y_RESULTS_DIR (test-results/a11y) for
 * scripts/a11y-results.mjs, which turns the public pages' outcomes and the
 * keyboard journeys into the accessibility policy page's results.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const RESULTS_DIR =
  process.env.A11Y_RESULTS_DIR ??
  new URL('../../test-results/a11y', import.meta.url).pathname;

/** A finding the gate fails on: serious or critical. */
export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** The first few elements, as axe names them, with why each fails. */
  nodes: string[];
}

export interface AuditOptions {
  /** Only these parts of the page (CSS selectors); the whole page if absent. */
  include?: string[];
  /** A public page (counted in the policy page's results). */
  site?: boolean;
  /** expectAccessible: let the test go on after a failure (expect.soft). */
  soft?: boolean;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Runs the rules on the page as it is now and returns the serious and
 * critical findings; `state` names the page state ("users, add dialog, en").
 */
export async function audit(
  page: Page,
  state: string,
  options: AuditOptions = {},
): Promise<Finding[]> {
  const disabled = disabledFor(state);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.include ?? []) {
    builder = builder.include(selector);
  }
  if (disabled.length > 0) builder = builder.disableRules(disabled);
  const result = await builder.analyze();
  const findings = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      nodes: v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        ),
    }));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const ids = (list: { id: string }[]) => list.map((r) => r.id);
  writeFileSync(
    join(RESULTS_DIR, `${slug(state)}.json`),
    JSON.stringify({
      state,
      url: new URL(page.url()).pathname + new URL(page.url()).hash,
      site: options.site ?? false,
      axe: result.testEngine.version,
      passes: ids(result.passes),
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        tags: v.tags,
        nodes: v.nodes.length,
      })),
      incomplete: ids(result.incomplete),
      inapplicable: ids(result.inapplicable),
      disabled,
      tags: Object.fromEntries(
        [...result.passes, ...result.violations, ...result.incomplete].map(
          (r) => [r.id, r.tags],
        ),
      ),
    }),
  );
  return findings;
}

/** Fails the journey on any serious or critical finding, naming each. */
export async function expectAccessible(
  page: Page,
  state: string,
  options?: AuditOptions,
): Promise<void> {
  const findings = await audit(page, state, options);
  (options?.soft ? expect.soft : expect)(
    findings.map(
      (f) => `${f.rule} (${f.impact}): ${f.help}\n  ${f.nodes.join('\n  ')}`,
    ),
    `accessibility of ${state}`,
  ).toEqual([]);
}

/**
 * Records that a keyboard-only journey passed, with the success criteria
 * it shows (e.g. '2.1.1' keyboard, '2.1.2' no trap, '2.4.3' focus order,
 * '2.4.7' focus visible): call it as the journey's last step.
 */
export function recordKeyboardJourney(
  name: string,
  criteria: string[],
  site = false,
): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    join(RESULTS_DIR, `keyboard-${slug(name)}.json`),
    JSON.stringify({ keyboard: name, criteria, site }),
  );
}
