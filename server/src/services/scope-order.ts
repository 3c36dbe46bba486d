/**
 * Which data scope lies within which, for the grant checks (no one hands out
 * a data scope wider than their own). RuoYi's scopes: '1' all, '2' custom
 * (a list of departments), '3' own department, '4' own department and
 * below, '5' self only.
 *
 * - '1' (all) contains every scope.
 * - '4' ⊇ '3' ⊇ '5', compared by rank: these three are relative to the
 *   holder's own department, so an editor with '3' may hand out '3' and '5'
 *   but not '4'.
 * - '5' (self only) is the narrowest: it lies within every scope, custom too.
 * - '2' (custom) is never compared by rank: it lies within the editor's
 *   scope when the editor has '1', or when every department of its list is
 *   one the editor may see (the caller checks that against the database).
 *   '3' and '4' never lie within a custom scope.
 *
 * An editor's own scope is the set of scopes of their enabled roles; a
 * scope lies within it when one of them contains it.
 */
import { DATA_SCOPE } from './data-scope.js';

/** Scopes compared by rank that each scope contains (custom: see above). */
const CONTAINS: Readonly<Record<string, readonly string[]>> = {
  [DATA_SCOPE.ALL]: [
    DATA_SCOPE.ALL,
    DATA_SCOPE.DEPT_AND_CHILD,
    DATA_SCOPE.DEPT,
    DATA_SCOPE.SELF,
  ],
  [DATA_SCOPE.DEPT_AND_CHILD]: [
    DATA_SCOPE.DEPT_AND_CHILD,
    DATA_SCOPE.DEPT,
    DATA_SCOPE.SELF,
  ],
  [DATA_SCOPE.DEPT]: [DATA_SCOPE.DEPT, DATA_SCOPE.SELF],
  [DATA_SCOPE.CUSTOM]: [DATA_SCOPE.SELF],
  [DATA_SCOPE.SELF]: [DATA_SCOPE.SELF],
};

/** Scopes from widest to narrowest (custom needs depts, so it is never a default). */
const BY_RANK = [
  DATA_SCOPE.ALL,
  DATA_SCOPE.DEPT_AND_CHILD,
  DATA_SCOPE.DEPT,
  DATA_SCOPE.SELF,
];

/** Whether one of `own` contains `wanted` by rank (false for custom unless `own` has '1'). */
export function rankWithin(wanted: string, own: readonly string[]): boolean {
  if (wanted === DATA_SCOPE.CUSTOM) return own.includes(DATA_SCOPE.ALL);
  return own.some((s) => CONTAINS[s]?.includes(wanted) ?? false);
}

/** The widest scope compared by rank that `own` contains ('5' when none). */
export function widestWithin(own: readonly string[]): string {
  return BY_RANK.find((s) => rankWithin(s, own)) ?? DATA_SCOPE.SELF;
}
