import { defineConfig } from '@playwright/test';

const port = process.env.E2E_PORT ?? '18080';
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Emptied when a run starts: a second session side by side needs its own.
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  // CI retries a failed journey once; scripts/test-all.mjs names every test
  // that passed only on its retry as FLAKY, a defect to fix.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    viewport: { width: 1366, height: 800 },
    // As a user who asked the system for less motion: antd then opens dialogs
    // without its zoom, so a click is not aimed at a control still scaling
    // into place (e2e/reduced-motion.spec.ts covers both preferences).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node serve.mjs',
    url: `${baseURL}/captchaImage`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
