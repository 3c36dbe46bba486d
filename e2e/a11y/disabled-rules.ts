/**
 * The one list of axe rules the accessibility gate does not run, each for
 * the page states it names and why (docs/accessibility.md). Empty unless a
 * rule cannot be met for a reason outside this project's code; never a way
 * to make the gate pass.
 */
export interface DisabledRule {
  rule: string;
  /** The states (the `state` names of e2e/support/axe.ts audits) it applies to. */
  states: RegExp;
  reason: string;
}

export const DISABLED_RULES: DisabledRule[] = [];

/** The rules disabled for `state`. */
export function disabledFor(state: string): string[] {
  return DISABLED_RULES.filter((d) => d.states.test(state)).map((d) => d.rule);
}
