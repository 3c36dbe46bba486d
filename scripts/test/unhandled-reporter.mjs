// A Vitest reporter that writes the run's unhandled errors (which fail the run
// but belong to no test, so the JSON reporter leaves them out) to the file named
// by VITEST_UNHANDLED_FILE, one {name, message, test} object per error.
import { writeFileSync } from 'node:fs';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_modules, unhandledErrors) {
    const file = process.env.VITEST_UNHANDLED_FILE;
    if (!file) return;
    const errors = (unhandledErrors ?? []).map((e) => ({
      name: e?.name ?? 'Error',
      message: String(e?.message ?? e),
      // Vitest names the test (or file) that was running when it was thrown.
      test:
        [e?.VITEST_TEST_PATH, e?.VITEST_TEST_NAME]
          .filter(Boolean)
          .join(' › ') || null,
    }));
    writeFileSync(file, JSON.stringify(errors, null, 2));
  }
}
