import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Two journeys at a time, each worker against a server of its own (port
 * E2E_PORT + worker index, its own data folder): no journey sees another's
 * sessions, records, logs or settings, so none has to allow for them.
 */
export const workers = Number(process.env.E2E_WORKERS ?? 2);
const firstPort = Number(process.env.E2E_PORT ?? 18080);
const dataDir = resolve(
  process.env.E2E_DATA_DIR ??
    new URL('../test-results/e2e-data', import.meta.url).pathname,
);
/** The server worker `index` (Playwright's parallelIndex) talks to. */
export const baseURLFor = (index: number) =>
  `http://127.0.0.1:${firstPort + index}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Emptied when a run starts: a second session side by side needs its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  fullyParallel: false,
  workers,
  // CI retries a failed journey once; scripts/test-all.mjs names every test
  // that passed only on its retry as FLAKY, a defect to fix.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: baseURLFor(0), // e2e/support/fixtures.ts picks the worker's own
    viewport: { width: 1366, height: 800 },
    // As a user who asked the system for less motion: antd then opens dialogs
    // without its zoom, so a click is not aimed at a control still scaling
    // into place (e2e/reduced-motion.spec.ts covers both preferences).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's page and screen frames: a third of the
    // suite's CPU time. On CI only a retry records one (a failed journey is
    // retried, so its failure is traced); locally every failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Started one after the other: the first builds the SPA, the next finds it built.
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: 'node serve.mjs',
    url: `${baseURLFor(i)}/captchaImage`,
    env: {
      E2E_PORT: String(firstPort + i),
      E2E_DATA_DIR: `${dataDir}-${i}`,
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
