/**
 * What the server says while it starts: each step (database, migrations,
 * demo data, site render, listening) when it begins, and its time and
 * result when it ends, so that a first start, which creates and seeds the
 * database, is never a silent minute.
 */

/** Says a line inside the running step (one migration applied, say). */
export type StepNote = (text: string) => void;

/**
 * Runs one start step: `run` does it (and may `note` what it is doing),
 * `done` says what it did (shown with its time).
 */
export type StartStep = <T>(
  name: string,
  run: (note: StepNote) => Promise<T>,
  done?: (result: T) => string,
) => Promise<T>;

/** Runs each step and says nothing (tests, embedded use). */
export const silentSteps: StartStep = (_name, run) => run(() => undefined);

/** `1234.5` ms → `1.2 s`; under a second in ms. */
export function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Steps that write their progress with `write` (one line per call): the
 * step's name when it begins, then its result and time.
 */
export function printedSteps(
  write: (line: string) => void,
  now: () => number = () => performance.now(),
): StartStep {
  return async (name, run, done) => {
    const started = now();
    write(`  ${name}…`);
    const result = await run((text) => write(`    ${text}`));
    const said = done ? `${done(result)}, ` : '';
    write(`  ${name}: ${said}${duration(now() - started)}`);
    return result;
  };
}
