/**
 * Fuzz: every operation of the OpenAPI document, signed in as admin, gets
 * seeded random JSON bodies, query strings, path values and multipart bodies.
 * Never an HTTP 5xx (none is declared), always the contract's {code, msg} on
 * JSON answers, and a refused call leaves the key tables as they were.
 * FUZZ_SEED=<n> replays a run; the seed is in every failure message.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';
import { multipart } from '../server/helpers/multipart.js';
import {
  bodyCode,
  call,
  fillPath,
  loadOperations,
  type Operation,
} from './helpers/openapi.js';
import {
  randomBody,
  randomPathValue,
  randomQuery,
  randomString,
  randomValue,
  seeded,
  type Rng,
} from './helpers/random.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Random inputs per operation (bodies for POST/PUT, query strings for all). */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 12);
/** Fewer for operations that are slow by nature (a CPU sample, a new sign-in after each call). */
const SLOW_ROUNDS = 3;

/** Tables a refused call must leave untouched (logs are allowed to grow). */
const KEY_TABLES = [
  'sys_user',
  'sys_role',
  'sys_menu',
  'sys_dept',
  'sys_post',
  'sys_config',
  'sys_dict_type',
  'sys_dict_data',
  'sys_notice',
  'sys_job',
  'sys_user_role',
  'sys_user_post',
  'sys_role_menu',
  'sys_role_dept',
  'project_navigation',
  'project_nav_record',
  'project_record',
  'project_record_item',
  'project_product',
  'project_product_item',
  'project_contact',
];

/** Operations that may end the caller's own session by design. */
const ENDS_SESSION = new Set([
  'POST /logout',
  'POST /unlockscreen',
  'DELETE /monitor/cache/clearCacheAll',
]);
const SLOW = new Set([...ENDS_SESSION, 'GET /monitor/server']);

interface Input {
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  what: string;
}

function inputsFor(rng: Rng, op: Operation): Input[] {
  const queryNames = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  const url = () =>
    `${fillPath(op.path, () => randomPathValue(rng))}?${randomQuery(rng, queryNames)}`;
  const out: Input[] = [];
  const rounds = SLOW.has(op.label) ? SLOW_ROUNDS : ROUNDS;
  for (let i = 0; i < rounds; i++) {
    if (op.method === 'POST' || op.method === 'PUT') {
      const payload = randomBody(rng, op.bodyFields);
      out.push({ url: url(), payload, what: `json ${payload.slice(0, 200)}` });
    } else {
      const u = url();
      out.push({ url: u, what: `query ${u.slice(0, 200)}` });
    }
  }
  if (op.method === 'POST' || op.method === 'PUT') {
    const boundary = 'fuzzboundary';
    out.push({
      url: fillPath(op.path),
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\u0001garbage`,
      contentType: `multipart/form-data; boundary=${boundary}`,
      what: 'truncated multipart',
    });
    const m = multipart([
      {
        name: randomString(rng).slice(0, 30) || 'x',
        content: String(randomValue(rng)),
      },
      {
        name: 'file',
        filename: `${randomString(rng).slice(0, 40)}.xlsx`,
        content: Buffer.from(randomString(rng)),
      },
    ]);
    out.push({
      url: fillPath(op.path),
      payload: m.payload,
      contentType: m.headers['content-type'],
      what: 'random multipart',
    });
  }
  return out;
}

/** One problem with an answer, or null. */
function problem(op: Operation, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500 && !op.declared5xx.includes(String(res.statusCode)))
    return `HTTP ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) {
    return res.statusCode === 200 ? null : `HTTP ${res.statusCode} not JSON`;
  }
  let body: { code?: unknown; msg?: unknown };
  try {
    body = res.json();
  } catch {
    return 'unparsable JSON';
  }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string')
    return 'not {code, msg}';
  if (body.code >= 500 && /stack|at \w+ \(|node_modules/.test(body.msg))
    return 'stack trace in msg';
  return null;
}

describe('fuzz (every documented operation)', () => {
  let t: TestApp;
  let ops: Operation[];
  let token: string;

  const snapshot = async (): Promise<string> => {
    // Row count and newest row version per table: any insert, update or
    // delete that commits moves one of them (cheaper than hashing rows).
    const parts = KEY_TABLES.map(
      (tb) =>
        `(SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM ${tb})`,
    );
    const row = await t.app.db.one<{ s: string }>(
      `SELECT concat_ws(',', ${parts.join(', ')}) AS s`,
    );
    return row!.s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ops = await loadOperations(t.app);
    token = await loginToken(t.app);
  });
  afterAll(() => t.close());

  it('answers a path the router refuses (over-long parameter, bad %-escape) in the contract shape', async () => {
    for (const url of [
      `/system/user/${'9'.repeat(300)}`,
      `/website/records/${'x'.repeat(200)}`,
      '/system/user/%E0%A4%A',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toEqual({
        code: 500,
        msg: expect.stringContaining('out of range or malformed'),
      });
    }
  });

  it(`answers every random input without a 5xx, in the contract's shape, changing nothing when it refuses (seed ${SEED})`, async () => {
    // The snapshot sees an update that changes no value.
    const s0 = await snapshot();
    await t.app.db.query(
      'UPDATE sys_post SET remark = remark WHERE post_id = 1',
    );
    expect(await snapshot()).not.toBe(s0);
    const rng = seeded(SEED);
    const failures: string[] = [];
    let before: string | null = null;
    let calls = 0;
    for (const op of ops) {
      const mutates = op.method !== 'GET';
      for (const input of inputsFor(rng, op)) {
        calls++;
        if (mutates && before === null) before = await snapshot();
        const res = await call(t.app, op, {
          token,
          url: input.url,
          payload: input.payload,
          contentType: input.contentType,
        });
        const bad = problem(op, res);
        const code = bad ? null : bodyCode(res);
        if (bad) {
          failures.push(
            `${op.label}: ${bad} <- ${input.what} => ${res.body.slice(0, 200)}`,
          );
        }
        if (ENDS_SESSION.has(op.label) || code === 401) {
          if (!ENDS_SESSION.has(op.label))
            failures.push(`${op.label}: signed out by ${input.what}`);
          token = await loginToken(t.app);
          before = null;
          continue;
        }
        if (!mutates) continue;
        const after = await snapshot();
        if (code !== 200 && after !== before) {
          failures.push(
            `${op.label}: refused (${String(code)}) but changed data <- ${input.what}`,
          );
        }
        before = after;
      }
    }
    expect(calls).toBeGreaterThan((ops.length - SLOW.size) * ROUNDS);
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  }, 300_000);
});
