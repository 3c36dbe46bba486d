/** Seeded pseudo-random inputs for the fuzz test (same seed, same inputs). */

export type Rng = () => number;

/** mulberry32: small, fast, deterministic. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)];

/** Strings that break naive code: SQL, paths, markup, NUL, huge, odd Unicode. */
const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  '1; DROP TABLE sys_user; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'a\u0000b',
  '\u0000',
  '\ud83d\ude00\u202e\ufeff',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  '2024-02-31 25:61:61',
  '9999-99-99',
  'NaN',
  '-0',
  '1e999',
  '0x7fffffff',
  'null',
  'true',
  '[]',
  '{}',
];

/** Numbers that overflow columns and parsers; never a small id of a seeded row. */
const NASTY_NUMBERS = [
  0, -1, -2147483649, 2147483648, 9007199254740992, 1e20, 1e308, -1e308, 0.5,
  99999991,
];

export function randomString(rng: Rng): string {
  const r = rng();
  if (r < 0.1) return 'x'.repeat(1000 + Math.floor(rng() * 70000));
  if (r < 0.2) {
    let s = '';
    const n = 1 + Math.floor(rng() * 40);
    for (let i = 0; i < n; i++)
      s += String.fromCharCode(Math.floor(rng() * 0xd7ff));
    return s;
  }
  return pick(rng, NASTY_STRINGS);
}

function deep(depth: number, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Any JSON value, biased to the nasty ones. */
export function randomValue(rng: Rng, depth = 0): unknown {
  const r = rng();
  if (r < 0.3) return randomString(rng);
  if (r < 0.55) return pick(rng, NASTY_NUMBERS);
  if (r < 0.62) return rng() < 0.5;
  if (r < 0.7) return null;
  if (depth > 2) return randomString(rng);
  if (r < 0.8) {
    const n = Math.floor(rng() * 4);
    return Array.from({ length: n }, () => randomValue(rng, depth + 1));
  }
  if (r < 0.85) return deep(50 + Math.floor(rng() * 500), 1);
  return { [randomString(rng).slice(0, 20)]: randomValue(rng, depth + 1) };
}

/** A JSON body text: mostly objects with the documented fields, sometimes not an object or not JSON. */
export function randomBody(rng: Rng, fields: string[]): string {
  const r = rng();
  if (r < 0.05) return '{"a":';
  if (r < 0.1) return JSON.stringify(randomValue(rng));
  if (r < 0.13) return JSON.stringify(deep(3000, 'x'));
  const body: Record<string, unknown> = {};
  for (const f of fields) if (rng() < 0.7) body[f] = randomValue(rng);
  if (rng() < 0.3) body[randomString(rng).slice(0, 30)] = randomValue(rng);
  if (rng() < 0.2) body.params = { dataScope: randomString(rng) };
  return JSON.stringify(body);
}

const QUERY_NAMES = [
  'pageNum',
  'pageSize',
  'orderByColumn',
  'isAsc',
  'params[beginTime]',
  'params[endTime]',
  'params[dataScope]',
  'status',
];

/** A query string over the documented names and RuoYi's usual ones. */
export function randomQuery(rng: Rng, names: string[]): string {
  const q = new URLSearchParams();
  const all = [...names, ...QUERY_NAMES];
  const n = 1 + Math.floor(rng() * 5);
  for (let i = 0; i < n; i++) {
    const v = randomValue(rng);
    q.append(
      pick(rng, all),
      typeof v === 'string' ? v.slice(0, 4000) : JSON.stringify(v),
    );
  }
  return q.toString();
}

/** A path parameter value that is not an id of any seeded row. */
export function randomPathValue(rng: Rng): string {
  return pick(rng, [
    'abc',
    '-1',
    '0',
    '99999991',
    '2147483648',
    '1e20',
    '1,abc',
    ',,,',
    '..',
    "1' OR '1'='1",
    'a\u0000b',
    'x'.repeat(3000),
    '99999991,99999992',
  ]);
}
