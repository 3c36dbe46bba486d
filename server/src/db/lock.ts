import {
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another server process (pid ${pid}) is using DATA_DIR ${dataDir}; ` +
        'stop it first (two processes on one PGlite folder lose data).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Lock files held by this process (a pid equal to ours but not listed is stale). */
const heldByThisProcess = new Set<string>();

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes DATA_DIR/server.lock (a pid file, created exclusively). A lock naming a
 * live other process is refused; a stale one (dead pid, garbage) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const ownerPid = process.pid;
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${ownerPid}\n`);
      closeSync(fd);
      heldByThisProcess.add(file);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(file);
          if (readPid(file) === ownerPid) {
            try {
              unlinkSync(file);
            } catch {
              /* already gone */
            }
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(file);
      const ours = pid === process.pid && heldByThisProcess.has(file);
      if (
        pid !== undefined &&
        (ours || (pid !== process.pid && isAlive(pid)))
      ) {
        throw new DataDirLockedError(dataDir, pid);
      }
      try {
        unlinkSync(file); // stale lock: its owner is gone
      } catch {
        /* somebody else removed it; retry */
      }
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
