/**
 * The demo quarter: the last 90 days before a fresh install's first start,
 * filled with enquiries, sign-ins and operations, so that the dashboard and
 * the logs show how the system is used from the first sign-in. Every row it
 * writes is listed in sys_demo_row, and removing the demo data deletes
 * exactly those (`npm run demo-data:remove`).
 */
import type { Queryable } from '../../db/index.js';
import { demoActivity } from './activity.js';
import { demoEnquiries } from './enquiries.js';
import { LocalTime, seeded } from './random.js';

/** How many days before the first start the demo data covers. */
export const DEMO_DAYS = 90;

/** The same rows on every install (only their dates follow the first start). */
const SEED = 25;

/** Rows of the demo data, per kind. */
export interface DemoCounts {
  enquiries: number;
  signIns: number;
  operations: number;
}

/** Each column to fill: its SQL type and the generated row's key. */
type Columns = Record<string, readonly [sqlType: string, key: string]>;

/**
 * Inserts `rows` into `table` with one statement (one array parameter per
 * column), listing each new row's id in sys_demo_row.
 */
async function insertMarked(
  db: Queryable,
  table: string,
  idColumn: string,
  columns: Columns,
  rows: readonly object[],
): Promise<number> {
  const names = Object.keys(columns);
  const arrays = names.map((c, i) => `$${i + 1}::${columns[c]![0]}[]`);
  const result = await db.one<{ n: number }>(
    `WITH added AS (
       INSERT INTO ${table} (${names.join(', ')})
       SELECT * FROM unnest(${arrays.join(', ')})
       RETURNING ${idColumn} AS id
     ), marked AS (
       INSERT INTO sys_demo_row (table_name, row_id)
       SELECT '${table}', id FROM added RETURNING 1
     )
     SELECT count(*)::int AS n FROM marked`,
    names.map((c) =>
      rows.map((r) => (r as Record<string, unknown>)[columns[c]![1]] ?? null),
    ),
  );
  return result!.n;
}

/** Column → key of the generated row, for each table. */
const ENQUIRY_COLUMNS: Columns = {
  company_name: ['text', 'companyName'],
  contact_name: ['text', 'contactName'],
  name_reading: ['text', 'nameReading'],
  phone: ['text', 'phone'],
  email: ['text', 'email'],
  postal_code: ['text', 'postalCode'],
  address: ['text', 'address'],
  consulting_item: ['text', 'consultingItem'],
  consulting_content: ['text', 'consultingContent'],
  handled: ['text', 'handled'],
  status: ['text', 'status'],
  answered_time: ['timestamp', 'answeredTime'],
  ip: ['text', 'ip'],
  version: ['int', 'version'],
  create_time: ['timestamp', 'createTime'],
  update_by: ['text', 'updateBy'],
  update_time: ['timestamp', 'updateTime'],
  remark: ['text', 'remark'],
};

const SIGN_IN_COLUMNS: Columns = {
  user_name: ['text', 'userName'],
  ipaddr: ['text', 'ipaddr'],
  login_location: ['text', 'loginLocation'],
  browser: ['text', 'browser'],
  os: ['text', 'os'],
  status: ['text', 'status'],
  msg: ['text', 'msg'],
  text_keys: ['jsonb', 'textKeys'],
  login_time: ['timestamp', 'loginTime'],
};

const OPERATION_COLUMNS: Columns = {
  title: ['text', 'title'],
  business_type: ['int', 'businessType'],
  method: ['text', 'method'],
  request_method: ['text', 'requestMethod'],
  operator_type: ['int', 'operatorType'],
  oper_name: ['text', 'operName'],
  dept_name: ['text', 'deptName'],
  oper_url: ['text', 'operUrl'],
  oper_ip: ['text', 'operIp'],
  oper_location: ['text', 'operLocation'],
  oper_param: ['text', 'operParam'],
  json_result: ['text', 'jsonResult'],
  cost_time: ['int', 'costTime'],
  oper_time: ['timestamp', 'operTime'],
  text_keys: ['jsonb', 'textKeys'],
};

/**
 * Seeds the demo quarter up to the database's local time now, inside the
 * caller's transaction (`db`). Answers how many rows of each kind it wrote.
 */
export async function seedDemoData(db: Queryable): Promise<DemoCounts> {
  const clock = await db.one<{ now: string }>(
    `SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now`,
  );
  const now = LocalTime.of(clock!.now);
  const random = seeded(SEED);
  const enquiries = demoEnquiries(now, DEMO_DAYS, random).map((e) => ({
    ...e,
    version: e.handled === '1' ? 1 : 0,
    // handled ones were answered when they were marked
    status: e.handled === '1' ? 'answered' : 'new',
    answeredTime: e.handled === '1' ? e.updateTime : null,
  }));
  const activity = demoActivity(now, DEMO_DAYS, random);
  const depts = await db.query<{ userName: string; deptName: string }>(
    `SELECT u.user_name AS "userName", coalesce(d.dept_name, '') AS "deptName"
       FROM sys_user u LEFT JOIN sys_dept d ON d.dept_id = u.dept_id`,
  );
  const deptOf = new Map(depts.map((d) => [d.userName, d.deptName]));
  const operations = activity.operations.map((o) => ({
    ...o,
    operatorType: 1,
    deptName: deptOf.get(o.operName) ?? '',
  }));
  const enquiryCount = await insertMarked(
    db,
    'project_contact',
    'contact_id',
    ENQUIRY_COLUMNS,
    enquiries,
  );
  // Each enquiry belongs to its consulting item and the item's department.
  await db.query(
    `UPDATE project_contact c SET item_id = i.item_id, dept_id = i.dept_id
       FROM project_consulting_item i, sys_demo_row d
      WHERE d.table_name = 'project_contact' AND d.row_id = c.contact_id
        AND i.item_name = c.consulting_item`,
  );
  return {
    enquiries: enquiryCount,
    signIns: await insertMarked(
      db,
      'sys_logininfor',
      'info_id',
      SIGN_IN_COLUMNS,
      activity.signIns,
    ),
    operations: await insertMarked(
      db,
      'sys_oper_log',
      'oper_id',
      OPERATION_COLUMNS,
      operations,
    ),
  };
}

/** Each table of the demo data and its id column, by kind. */
const TABLES: Record<keyof DemoCounts, [table: string, id: string]> = {
  enquiries: ['project_contact', 'contact_id'],
  signIns: ['sys_logininfor', 'info_id'],
  operations: ['sys_oper_log', 'oper_id'],
};

/**
 * Deletes the demo rows still there (none the company made itself), inside
 * the caller's transaction. Answers how many of each kind it deleted.
 */
export async function removeDemoData(db: Queryable): Promise<DemoCounts> {
  const counts = { enquiries: 0, signIns: 0, operations: 0 };
  for (const kind of Object.keys(TABLES) as (keyof DemoCounts)[]) {
    const [table, id] = TABLES[kind];
    const gone = await db.one<{ n: number }>(
      `WITH gone AS (
         DELETE FROM ${table} WHERE ${id} IN (
           SELECT row_id FROM sys_demo_row WHERE table_name = $1)
         RETURNING 1
       ) SELECT count(*)::int AS n FROM gone`,
      [table],
    );
    counts[kind] = gone!.n;
  }
  await db.exec('DELETE FROM sys_demo_row');
  return counts;
}
