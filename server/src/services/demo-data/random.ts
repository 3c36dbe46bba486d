/**
 * The demo quarter's chance and clock: a seeded pseudo-random sequence (the
 * same rows on every install) and the database's local time as plain
 * `YYYY-MM-DD HH:mm:ss` text, moved by whole minutes.
 */

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** An element of `list`. */
  pick<T>(list: readonly T[]): T;
  /** A key of `weights`, as often as its weight says. */
  weighted<K extends string>(weights: Record<K, number>): K;
  /** How many events happen when `mean` are expected (Poisson). */
  count(mean: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** mulberry32: small, fast, and good enough to look like real traffic. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    weighted(weights) {
      const keys = Object.keys(weights) as (keyof typeof weights)[];
      let left = next() * keys.reduce((n, k) => n + weights[k], 0);
      for (const key of keys) {
        left -= weights[key];
        if (left < 0) return key;
      }
      return keys[keys.length - 1]!;
    },
    count(mean) {
      const limit = Math.exp(-mean);
      let n = 0;
      for (let p = next(); p > limit; p *= next()) n++;
      return n;
    },
    chance: (p) => next() < p,
  };
  return random;
}

/** A local time without zone, as the database's `timestamp(0)` holds it. */
export class LocalTime {
  private constructor(private readonly ms: number) {}

  /** `2026-11-27 09:30:00` (the database's `localtimestamp(0)`). */
  static of(text: string): LocalTime {
    return new LocalTime(Date.parse(`${text.replace(' ', 'T')}Z`));
  }

  /** Midnight `days` days before this time's day. */
  dayStart(days: number): LocalTime {
    const day = this.ms - (this.ms % 86_400_000);
    return new LocalTime(day - days * 86_400_000);
  }

  plusMinutes(minutes: number): LocalTime {
    return new LocalTime(this.ms + Math.round(minutes * 60_000));
  }

  /** 0 Sunday … 6 Saturday. */
  get weekday(): number {
    return new Date(this.ms).getUTCDay();
  }

  isBefore(other: LocalTime): boolean {
    return this.ms < other.ms;
  }

  toString(): string {
    return new Date(this.ms).toISOString().slice(0, 19).replace('T', ' ');
  }
}
