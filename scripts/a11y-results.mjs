#!/usr/bin/env node
// `npm run a11y:results`: turns the accessibility gate's outcomes of a suite
// run (test-results/a11y/*.json, written by e2e/support/axe.ts) into the
// results the public accessibility policy page draws,
// src/website/a11y/results.json (docs/accessibility.md). Only the public
// site's audits and keyboard journeys (`site: true`) count: the page speaks
// for the public site alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = new URL('..', import.meta.url).pathname;

/** The axe tag of a success criterion: 1.4.3 → wcag143. */
export const tagOf = (id) => `wcag${id.split('.').join('')}`;

/**
 * Reads one run's outcome files: `{ audits, journeys, newest }`, the audits
 * and keyboard journeys of the public site and the time of the newest file.
 */
export function readRun(dir) {
  const audits = [];
  const journeys = [];
  let newest = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const path = join(dir, name);
    newest = Math.max(newest, statSync(path).mtimeMs);
    const outcome = JSON.parse(readFileSync(path, 'utf8'));
    if (outcome.site !== true) continue;
    if (typeof outcome.keyboard === 'string') journeys.push(outcome);
    else audits.push(outcome);
  }
  return { audits, journeys, newest };
}

/** Rules of `audit` in `list` (passes, violations' ids...) tagged `tag`. */
const rulesTagged = (audit, ids, tag) =>
  ids.filter((id) => (audit.tags[id] ?? []).includes(tag));

/**
 * One criterion's result. `pass`: every public page's audit ran one of its
 * rules with nothing failing or left undecided (axe's "incomplete"), or a
 * keyboard journey of the public site showed it, and no audit found it
 * broken; `fail`: an audit found it broken; otherwise `unverified`.
 */
export function judge(criterion, audits, journeys) {
  const tag = tagOf(criterion.id);
  const ids = (a) => a.violations.map((v) => v.id);
  const failing = audits.flatMap((a) => rulesTagged(a, ids(a), tag));
  const passed = [
    ...new Set(audits.flatMap((a) => rulesTagged(a, a.passes, tag))),
  ].sort();
  const byAxe =
    audits.length > 0 &&
    audits.every(
      (a) =>
        rulesTagged(a, a.passes, tag).length > 0 &&
        rulesTagged(a, a.incomplete, tag).length === 0,
    );
  const byKeyboard = journeys.some((j) => j.criteria.includes(criterion.id));
  const common = { id: criterion.id, rules: passed };
  if (failing.length > 0) return { ...common, result: 'fail', method: 'axe' };
  if (byAxe && byKeyboard) {
    return { ...common, result: 'pass', method: 'axe+keyboard' };
  }
  if (byAxe) return { ...common, result: 'pass', method: 'axe' };
  if (byKeyboard) return { ...common, result: 'pass', method: 'keyboard' };
  return { ...common, result: 'unverified', method: 'none' };
}

/** The policy page's results (docs/accessibility.md) of one run. */
export function summarise({ audits, journeys, newest }, criteria) {
  if (audits.length === 0) {
    throw new Error(
      'no audit of a public page (site: true) in this run: run the public pages\u2019 audits first',
    );
  }
  const versions = [...new Set(audits.map((a) => a.axe))];
  if (versions.length > 1) {
    throw new Error(`audits by several axe versions: ${versions.join(', ')}`);
  }
  const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    generatedAt: new Date(newest).toISOString().slice(0, 10),
    axe: versions[0],
    pages: audits
      .map((a) => ({
        url: a.url,
        state: a.state,
        findings: a.violations.length,
      }))
      .sort((a, b) => byName(a.url, b.url) || byName(a.state, b.state)),
    keyboard: journeys
      .map((j) => ({ name: j.keyboard, criteria: [...j.criteria].sort() }))
      .sort((a, b) => byName(a.name, b.name)),
    criteria: criteria.map((c) => judge(c, audits, journeys)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(
    process.env.A11Y_RESULTS_DIR ?? join(root, 'test-results', 'a11y'),
  );
  const criteria = JSON.parse(
    readFileSync(join(root, 'src/website/a11y/criteria.json'), 'utf8'),
  );
  const results = summarise(readRun(dir), criteria);
  const out = join(root, 'src/website/a11y/results.json');
  // Committed: written as the project's formatter would write it.
  const text = await format(JSON.stringify(results), {
    ...(await resolveConfig(out)),
    filepath: out,
  });
  writeFileSync(out, text);
  const count = (r) => results.criteria.filter((c) => c.result === r).length;
  console.log(
    `${out}: ${results.pages.length} page states, ${results.keyboard.length} keyboard journeys; ` +
      `criteria ${count('pass')} pass, ${count('fail')} fail, ${count('unverified')} unverified`,
  );
}
