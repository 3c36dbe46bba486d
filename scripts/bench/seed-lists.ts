/**
 * Bench-only data for the list benchmarks (issue 4): `--users N` extra users
 * spread over the seeded departments and `--operlogs N` operation log rows
 * over the last months, written in batches, then ANALYZE.
 *
 *   node --import tsx scripts/bench/seed-lists.ts --data-dir bench-data/lists --users 100000 --operlogs 1000000
 *   node --import tsx scripts/bench/seed-lists.ts --database-url postgres://… --users 100000 --operlogs 0
 */
import { parseArgs } from 'node:util';
import { openDb } from '../../server/src/db/index.js';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    users: { type: 'string', default: '100000' },
    operlogs: { type: 'string', default: '0' },
  },
});

const BATCH = 100_000;
const users = Number(values.users);
const operlogs = Number(values.operlogs);

const db = await openDb({
  dataDir: values['data-dir'],
  databaseUrl: values['database-url'],
});
try {
  for (let from = 1; from <= users; from += BATCH) {
    const to = Math.min(users, from + BATCH - 1);
    await db.query(
      `INSERT INTO sys_user (dept_id, user_name, nick_name, email, phonenumber,
                             sex, password, status, create_by, create_time)
       SELECT (ARRAY[103, 104, 105, 106, 107, 108, 109])[1 + i % 7],
              'bench' || lpad(i::text, 7, '0'), 'Bench user ' || i,
              'bench' || i || '@example.com', '139' || lpad(i::text, 8, '0'),
              (i % 3)::text, password, CASE WHEN i % 10 = 0 THEN '1' ELSE '0' END,
              'bench', localtimestamp(0) - make_interval(mins => i)
         FROM generate_series($1::int, $2::int) AS i,
              (SELECT password FROM sys_user WHERE user_id = 1) AS p`,
      [from, to],
    );
  }
  for (let from = 1; from <= operlogs; from += BATCH) {
    const to = Math.min(operlogs, from + BATCH - 1);
    await db.query(
      `INSERT INTO sys_oper_log (title, business_type, method, request_method,
              operator_type, oper_name, dept_name, oper_url, oper_ip,
              oper_location, oper_param, json_result, status, error_msg,
              oper_time, cost_time)
       SELECT (ARRAY['Post', 'User', 'Department', 'Role'])[1 + i % 4], 1 + i % 3,
              'POST /system/post', 'POST', 1, 'admin', '研发部门', '/system/post',
              '127.0.0.1', 'Intranet IP', '{"postName":"bench ' || i || '"}',
              '{"code":200,"msg":"操作成功"}', CASE WHEN i % 20 = 0 THEN 1 ELSE 0 END,
              '', localtimestamp(0) - make_interval(secs => i * 7), i % 50
         FROM generate_series($1::int, $2::int) AS i`,
      [from, to],
    );
  }
  await db.exec('ANALYZE');
} finally {
  await db.close();
}
