/**
 * Counters of the in-process kv for the cache monitor: calls per command,
 * hits and misses, expired keys, bytes in and out, and per-second rates over
 * the last few seconds (Redis's `instantaneous_*` figures).
 */

/** Seconds the instantaneous rates are averaged over. */
const WINDOW = 5;

interface Bucket {
  sec: number;
  ops: number;
  in: number;
  out: number;
}

export interface MeterRates {
  opsPerSec: number;
  inputKbps: number;
  outputKbps: number;
}

export const byteLength = (s: string) => Buffer.byteLength(s, 'utf8');

export class KvMeter {
  private readonly calls = new Map<string, number>();
  private readonly ring: Bucket[] = Array.from({ length: WINDOW + 1 }, () => ({
    sec: -1,
    ops: 0,
    in: 0,
    out: 0,
  }));
  hits = 0;
  misses = 0;
  expired = 0;
  totalCalls = 0;
  totalIn = 0;
  totalOut = 0;

  constructor(private readonly now: () => number) {}

  /** One call of `cmd` that received `inBytes` and answered `outBytes`. */
  record(cmd: string, inBytes: number, outBytes = 0) {
    this.calls.set(cmd, (this.calls.get(cmd) ?? 0) + 1);
    this.totalCalls++;
    this.totalIn += inBytes;
    this.totalOut += outBytes;
    const sec = Math.floor(this.now() / 1000);
    const b = this.ring[sec % this.ring.length];
    if (b.sec !== sec) {
      b.sec = sec;
      b.ops = 0;
      b.in = 0;
      b.out = 0;
    }
    b.ops++;
    b.in += inBytes;
    b.out += outBytes;
  }

  /** A read: found or not. */
  lookup(found: boolean) {
    if (found) this.hits++;
    else this.misses++;
  }

  /** Calls per command, most used first. */
  commandStats(): { name: string; value: string }[] {
    return [...this.calls]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, n]) => ({ name, value: String(n) }));
  }

  /** Averages over the last WINDOW seconds (the current one included). */
  rates(): MeterRates {
    const sec = Math.floor(this.now() / 1000);
    let ops = 0;
    let input = 0;
    let output = 0;
    for (const b of this.ring) {
      if (b.sec > sec - WINDOW && b.sec <= sec) {
        ops += b.ops;
        input += b.in;
        output += b.out;
      }
    }
    return {
      opsPerSec: Math.round(ops / WINDOW),
      inputKbps: input / WINDOW / 1024,
      outputKbps: output / WINDOW / 1024,
    };
  }
}
