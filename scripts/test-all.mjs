#!/usr/bin/env node
// Runs every test suite (unit + component, server on PGlite, server on PostgreSQL
// when TEST_PG_URL is set, Playwright end-to-end) and prints one closing line
// "N passed, N failed, N skipped" summed over every runner, after each suite's
// minutes and every end-to-end test that passed only on its retry (FLAKY: a
// defect to fix, never an accepted state).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { POSTGRES_PASS } from './test/postgres-pass.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

const runs = [];

// Names of the failed tests, with the first line of each error, so the closing
// summary says what failed even when only the tail of the output is kept.
function vitestFailures(r) {
  const out = [];
  for (const file of r.testResults ?? []) {
    const rel = file.name?.replace(root, '') ?? '?';
    const failed = (file.assertionResults ?? []).filter(
      (a) => a.status === 'failed',
    );
    for (const a of failed) {
      out.push(`${rel} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      out.push(`${rel}: ${firstLine(file.message)}`);
    }
  }
  return out;
}

/**
 * The end-to-end tests whose outcome is `status` ('unexpected': failed;
 * 'flaky': failed, then passed on its retry), each with the first line of the
 * error of the result `pick` chooses.
 */
function playwrightTests(r, status, pick) {
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== status) continue;
        const result = pick(t.results ?? []);
        out.push(
          `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(result?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const s of r.suites ?? []) walk(s);
  return out;
}

const playwrightFailures = (r) =>
  playwrightTests(r, 'unexpected', (results) => results.at(-1));
// CI retries once: the first failed try says what went wrong.
const playwrightFlaky = (r) =>
  playwrightTests(r, 'flaky', (results) =>
    results.find((x) => x.status !== 'passed'),
  );

function firstLine(text) {
  // Strip ANSI colours; keep the message short enough for a log tail.
  const clean = stripVTControlCharacters(String(text ?? ''));
  const line = clean.split('\n').find((l) => l.trim()) ?? '(no message)';
  return line.trim().slice(0, 300);
}

// Errors thrown outside any test (a timer firing after its file ended, an
// unhandled rejection) fail a Vitest run without failing a test; the reporter in
// scripts/test writes them beside the JSON report.
function unhandledErrors(file) {
  if (!existsSync(file)) return [];
  try {
    return JSON.parse(readFileSync(file, 'utf8')).map(
      (e) =>
        `unhandled ${e.name}${e.test ? ` in ${String(e.test).replace(root, '')}` : ''}: ${firstLine(e.message)}`,
    );
  } catch (err) {
    return [`could not read ${file}: ${err.message}`];
  }
}

function run(label, cmd, args, env, report, parse, failures, flaky) {
  console.log(`\n== ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  let counts = { passed: 0, failed: 0, skipped: 0 };
  let parsed = false;
  let failedTests = [];
  let flakyTests = [];
  if (existsSync(report)) {
    try {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      counts = parse(json);
      failedTests = failures(json);
      flakyTests = flaky?.(json) ?? [];
      parsed = true;
    } catch (err) {
      console.error(`could not read ${report}: ${err.message}`);
    }
  }
  // A runner that crashed or wrote no report counts as one failure.
  if (res.status !== 0 && counts.failed === 0) counts.failed += 1;
  if (!parsed && res.status === 0) counts.failed += 1;
  const minutes = (Date.now() - started) / 60_000;
  runs.push({
    label,
    code: res.status,
    minutes,
    ...counts,
    failedTests,
    flakyTests,
  });
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests ?? 0,
  failed: (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0),
  skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
});

const vitest = (label, project, report, env = {}, files = []) => {
  const unhandled = report.replace(/\.json$/, '.unhandled.json');
  run(
    label,
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--reporter=${join(root, 'scripts/test/unhandled-reporter.mjs')}`,
      `--outputFile.json=${report}`,
      ...files,
    ],
    { ...env, VITEST_UNHANDLED_FILE: unhandled },
    report,
    vitestCounts,
    (json) => [...vitestFailures(json), ...unhandledErrors(unhandled)],
  );
};

vitest('web: unit and component tests', 'web', join(reports, 'web.json'));
vitest(
  "site: the public site's component tests on Preact",
  'site',
  join(reports, 'site.json'),
);
vitest(
  'server: integration tests on PGlite',
  'server',
  join(reports, 'server.json'),
  {
    REDIS_URL: process.env.REDIS_URL_TEST ?? '',
  },
);
if (process.env.TEST_PG_URL) {
  // The files whose behaviour can differ by database, and why: test/postgres-pass.mjs.
  const files = Object.keys(POSTGRES_PASS);
  const missing = files.filter((f) => !existsSync(join(root, f)));
  if (missing.length) {
    runs.push({
      label: 'server: PostgreSQL pass list (scripts/test/postgres-pass.mjs)',
      code: 1,
      minutes: 0,
      passed: 0,
      failed: missing.length,
      skipped: 0,
      failedTests: missing.map((f) => `${f}: listed but not found`),
      flakyTests: [],
    });
  }
  vitest(
    'server: integration tests on PostgreSQL',
    'server',
    join(reports, 'server-pg.json'),
    { TEST_DATABASE_URL: process.env.TEST_PG_URL },
    files.filter((f) => !missing.includes(f)),
  );
}

const e2eReport = join(reports, 'e2e.json');
run(
  'end-to-end tests in Chromium',
  bin('playwright'),
  ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  e2eReport,
  (r) => ({
    passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
    failed: r.stats?.unexpected ?? 0,
    skipped: r.stats?.skipped ?? 0,
  }),
  playwrightFailures,
  playwrightFlaky,
);

console.log('\n== summary');
for (const r of runs) {
  console.log(
    `${r.label}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.minutes.toFixed(1)} min (exit ${r.code})`,
  );
  for (const f of r.failedTests) console.log(`  failed: ${f}`);
  for (const f of r.flakyTests) console.log(`  FLAKY (passed on retry): ${f}`);
}
// .ci/run's own phases (install, lint, typecheck) and its start, when it runs us.
for (const phase of (process.env.CI_PHASES ?? '').split(';').filter(Boolean))
  console.log(phase);
if (process.env.CI_STARTED_AT)
  console.log(
    `.ci/run so far: ${((Date.now() / 1000 - Number(process.env.CI_STARTED_AT)) / 60).toFixed(1)} min`,
  );
const flakyCount = runs.reduce((n, r) => n + r.flakyTests.length, 0);
console.log(
  `${flakyCount} flaky; ${runs.reduce((m, r) => m + r.minutes, 0).toFixed(1)} min in tests`,
);
const total = runs.reduce(
  (a, r) => ({
    passed: a.passed + r.passed,
    failed: a.failed + r.failed,
    skipped: a.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(
  `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
);
process.exit(total.failed > 0 ? 1 : 0);
