/**
 * "Create table" of the code generator (POST /tool/gen/createTable): pasted
 * SQL that tries to slip a second statement, a function call or a reach into
 * existing tables past the check. Every probe is refused with `{code, msg}`,
 * the message names no database internals and no stored value, and the
 * tables of the database (and the rows of sys_config) are exactly as before.
 * Text that only looks dangerous (quotes and comments inside strings) is
 * accepted and stays data: the new table's default or comment holds it
 * verbatim.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  loginToken,
  type TestApp,
} from '../server/helpers/app.js';

const CANARY = 'canary-5d1e93c7';
const ONLY = (n: number) =>
  `Statement ${n}: only CREATE TABLE statements (and COMMENT ON for their tables and columns) are accepted`;
const CLAUSE = (n: number, clause: string) =>
  `Statement ${n}: ${clause} is not accepted in a table definition`;
const DEFAULT = (n: number, column: string) =>
  `Statement ${n}: the default of column '${column}' must be a constant (a number, a string, true/false, NULL or the current date/time)`;
const SYNTAX = (line: number, column: number) =>
  `The SQL could not be parsed: syntax error at line ${line}, column ${column}`;

/** Reads the stored configuration back through a database error. */
const LEAK =
  "SELECT CAST((SELECT string_agg(config_key || '=' || config_value, ',') FROM sys_config) AS int)";

/** [what it tries, pasted SQL, the refusal expected (en)]. */
const PROBES: [string, string, string][] = [
  [
    'nested block comment hides a DROP from a tokenizer that does not nest',
    "CREATE TABLE demo_n (a int /* /* */ ' */); DROP TABLE sys_config; CREATE TABLE demo_m (b int -- '\n)",
    ONLY(2),
  ],
  [
    'a -- comment ended by \\r hides a DROP',
    'CREATE TABLE demo_r (a int -- x\r); DROP TABLE sys_config; CREATE TABLE demo_s (b int -- \n)',
    ONLY(2),
  ],
  [
    'nested block comment hides a DELETE',
    "CREATE TABLE demo_n (a int /* /* */ ' */); DELETE FROM sys_config; CREATE TABLE demo_m (b int -- '\n)",
    ONLY(2),
  ],
  [
    'nested block comment hides a query whose error message carries data',
    `CREATE TABLE demo_l (a int /* /* */ ' */); ${LEAK}; CREATE TABLE demo_m (b int -- '\n)`,
    ONLY(2),
  ],
  [
    '-- comment ended by \\r hides a query whose error carries data',
    `CREATE TABLE demo_l (a int -- x\r); ${LEAK}; CREATE TABLE demo_m (b int -- \n)`,
    ONLY(2),
  ],
  [
    'unclosed block comment',
    'CREATE TABLE demo_q (a int); /* DROP TABLE sys_config',
    SYNTAX(1, 30),
  ],
  [
    'comment between keywords',
    'CREATE/**/TABLE demo_q (a int);/**/DROP/**/TABLE sys_config',
    ONLY(2),
  ],
  [
    'line comment before the semicolon',
    'CREATE TABLE demo_q (a int) -- x\n; DROP TABLE sys_config',
    ONLY(2),
  ],
  [
    "'' inside a string",
    "CREATE TABLE demo_q (a text DEFAULT 'x'''); DROP TABLE sys_config; --')",
    ONLY(2),
  ],
  [
    '"" and ; inside a table name',
    'CREATE TABLE "demo_q"";DROP TABLE sys_config;--" (a int)',
    `Statement 1: 'demo_q";DROP TABLE sys_config;--' is not a valid table name (lower-case letters, digits and _)`,
  ],
  [
    '; inside a column name',
    'CREATE TABLE demo_q ("a;DROP TABLE sys_config" int)',
    "Statement 1: 'a;DROP TABLE sys_config' is not a valid column or constraint name (lower-case letters, digits and _)",
  ],
  [
    '$$ string, then a DROP',
    "CREATE TABLE demo_q (a text DEFAULT $$ ' $$); DROP TABLE sys_config; --",
    ONLY(2),
  ],
  [
    '$tag$ string holding $$, then a DROP',
    'CREATE TABLE demo_q (a text DEFAULT $t$ $$ $t$); DROP TABLE sys_config',
    ONLY(2),
  ],
  [
    "E'' string ending in an escaped quote, then a DROP",
    "CREATE TABLE demo_q (a text DEFAULT E'\\''); DROP TABLE sys_config; --')",
    ONLY(2),
  ],
  [
    "U&'' escape for a quote, then a DROP",
    "CREATE TABLE demo_q (a text DEFAULT U&'\\0027'); DROP TABLE sys_config; --",
    ONLY(2),
  ],
  [
    'U&"" escape spelling a reserved table',
    'CREATE TABLE U&"sys\\005fconfig_x" (a int)',
    "Statement 1: table names starting with 'sys_' are reserved",
  ],
  [
    '; inside a comment string, then a DROP',
    "CREATE TABLE demo_q (a int); COMMENT ON TABLE demo_q IS 'a;b'; DROP TABLE sys_config",
    ONLY(3),
  ],
  ['DROP alone', 'DROP TABLE sys_config', ONLY(1)],
  [
    'DELETE after a table',
    'CREATE TABLE demo_q (a int); DELETE FROM sys_config',
    ONLY(2),
  ],
  [
    'CREATE TABLE ... AS SELECT',
    'CREATE TABLE demo_q AS SELECT * FROM sys_config',
    CLAUSE(1, 'AS SELECT'),
  ],
  ['SELECT INTO', 'SELECT * INTO demo_q FROM sys_config', ONLY(1)],
  [
    'DEFAULT calling pg_sleep',
    'CREATE TABLE demo_q (a int DEFAULT pg_sleep(1))',
    DEFAULT(1, 'a'),
  ],
  [
    'DEFAULT with a subquery',
    'CREATE TABLE demo_q (a text DEFAULT (SELECT config_value FROM sys_config LIMIT 1))',
    DEFAULT(1, 'a'),
  ],
  [
    'DEFAULT casting to regclass',
    "CREATE TABLE demo_q (a int DEFAULT 'sys_config'::regclass)",
    DEFAULT(1, 'a'),
  ],
  [
    'DEFAULT calling nextval',
    "CREATE TABLE demo_q (a int DEFAULT nextval('x'))",
    DEFAULT(1, 'a'),
  ],
  [
    'CHECK calling a function',
    'CREATE TABLE demo_q (a int CHECK (pg_sleep(1) IS NULL))',
    "Statement 1: column 'a': CHECK is not accepted",
  ],
  [
    'generated column',
    'CREATE TABLE demo_q (a int GENERATED ALWAYS AS (pg_backend_pid()) STORED)',
    "Statement 1: column 'a': GENERATED ALWAYS AS (…) STORED is not accepted",
  ],
  [
    'schema-qualified table',
    'CREATE TABLE public.demo_q (a int)',
    "Statement 1: 'public.demo_q' names a schema; write the table name alone",
  ],
  [
    'pg_temp-qualified table',
    'CREATE TABLE pg_temp.demo_q (a int)',
    "Statement 1: 'pg_temp.demo_q' names a schema; write the table name alone",
  ],
  [
    'comment on an existing table',
    "COMMENT ON TABLE sys_config IS 'x'",
    'Statement 1: COMMENT ON is accepted only for tables and columns created earlier in the same text',
  ],
  [
    'comment on a schema-qualified existing table',
    "CREATE TABLE demo_q (a int); COMMENT ON TABLE public.sys_config IS 'x'",
    "Statement 2: 'public.sys_config' names a schema; write the table name alone",
  ],
  [
    'reserved prefix',
    'CREATE TABLE sys_config2 (a int)',
    "Statement 1: table names starting with 'sys_' are reserved",
  ],
  [
    'LIKE an existing table',
    'CREATE TABLE demo_q (LIKE sys_config)',
    CLAUSE(1, 'LIKE'),
  ],
  [
    'temporary table',
    'CREATE TEMP TABLE demo_q (a int)',
    CLAUSE(1, 'TEMPORARY'),
  ],
  [
    'unlogged table',
    'CREATE UNLOGGED TABLE demo_q (a int)',
    CLAUSE(1, 'UNLOGGED'),
  ],
  [
    'INHERITS',
    'CREATE TABLE demo_q (a int) INHERITS (sys_config)',
    CLAUSE(1, 'INHERITS'),
  ],
  [
    'PARTITION BY',
    'CREATE TABLE demo_q (a int) PARTITION BY RANGE (a)',
    CLAUSE(1, 'PARTITION BY'),
  ],
  [
    'TABLESPACE',
    'CREATE TABLE demo_q (a int) TABLESPACE pg_default',
    CLAUSE(1, 'TABLESPACE'),
  ],
  [
    'WITH options',
    'CREATE TABLE demo_q (a int) WITH (fillfactor = 10)',
    CLAUSE(1, 'WITH (…)'),
  ],
  [
    'foreign key to an existing table',
    'CREATE TABLE demo_q (a int REFERENCES sys_user (user_id) ON DELETE CASCADE)',
    "Statement 1: a foreign key may only reference a table created earlier in the same text ('sys_user' is not)",
  ],
  [
    'a type outside the list',
    'CREATE TABLE demo_q (a regclass)',
    "Statement 1: column 'a' has type regclass, which is not accepted (accepted: smallint, integer, bigint, numeric (decimal), real, double precision, varchar, char, text, boolean, date, time, timetz, timestamp, timestamptz, uuid, json, jsonb, bytea)",
  ],
  [
    'fullwidth semicolon',
    'CREATE TABLE demo_q (a int)；DROP TABLE sys_config',
    SYNTAX(1, 28),
  ],
  [
    'NUL hiding the rest from a C-string parser',
    'CREATE TABLE demo_q (a int)\u0000; DROP TABLE sys_config',
    SYNTAX(1, 28),
  ],
  [
    'zero-width space inside a table name',
    'CREATE TABLE demo\u200b_q (a int)',
    "Statement 1: 'demo\u200b_q' is not a valid table name (lower-case letters, digits and _)",
  ],
  [
    'zero-width space before a DROP',
    'CREATE TABLE demo_q (a int);\u200bDROP TABLE sys_config',
    SYNTAX(1, 29),
  ],
  [
    "E'' escape giving a byte that is not UTF-8",
    "CREATE TABLE demo_q (a text DEFAULT E'\\xff'); DROP TABLE sys_config",
    'The SQL could not be parsed (for example, an escape in a string gives a character that is not accepted)',
  ],
  [
    'a syntax error on the second line',
    'CREATE TABLE demo_q (a int);\n  DROP TABLE sys_config x',
    SYNTAX(2, 25),
  ],
];

/** What a message to the client must not hold: database error texts. */
const INTERNALS =
  /ERROR:|SQLSTATE|does not exist|at or near|invalid input|violates|permission denied|specified more than once|relation "|scan\.l|pg_catalog/;

describe('code generator: create table from pasted SQL', () => {
  let t: TestApp;
  let token: string;
  let before: { tables: string[]; configRows: number };

  const create = async (sql: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/tool/gen/createTable?sql=${encodeURIComponent(sql)}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    return res.json() as Record<string, unknown>;
  };
  const state = async () => ({
    tables: (
      await t.app.db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() ORDER BY 1`,
      )
    ).map((r) => r.name),
    configRows: (await t.app.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_config',
    ))!.n,
  });
  const expectRefused = (res: Record<string, unknown>, msg: string) => {
    expect(Object.keys(res).sort()).toEqual(['code', 'msg']);
    expect(res.code).toBe(500);
    expect(res.msg).toBe(msg);
    expect(res.msg).not.toMatch(INTERNALS);
    expect(res.msg).not.toContain(CANARY);
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await loginToken(t.app, 'admin');
    await t.app.db.exec(
      `INSERT INTO sys_config (config_name, config_key, config_value)
       VALUES ('Canary', 'sec.canary', '${CANARY}')`,
    );
    before = await state();
    expect(before.tables).toContain('sys_config');
  });
  afterAll(() => t.close());

  it.each(PROBES)('refuses: %s', async (_what, sql, msg) => {
    expectRefused(await create(sql), msg);
    expect(await state()).toEqual(before);
  });

  it("refuses in the user's language", async () => {
    const sql = 'CREATE TABLE demo_q (a int); DROP TABLE sys_config x';
    const answers = [];
    for (const lang of ['zh-CN', 'ja']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/tool/gen/createTable?sql=${encodeURIComponent(sql)}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      answers.push(res.json());
    }
    expect(answers).toEqual([
      { code: 500, msg: 'SQL 无法解析：第 1 行第 52 列有语法错误' },
      {
        code: 500,
        msg: 'SQL を解析できません：1 行目 52 列目に構文エラーがあります',
      },
    ]);
    expect(await state()).toEqual(before);
  });

  it('a database refusal reaches the log, not the client', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const res = await create(
        'CREATE TABLE demo_g (a int); CREATE TABLE demo_h (a int, a int)',
      );
      expectRefused(
        res,
        'Failed to create the table structure: the database refused the statements (the details are in the server log)',
      );
      expect(await state()).toEqual(before);
      const messages = logged.mock.calls.map((call) =>
        String((call[0] as { err?: Error }).err?.message),
      );
      expect(messages.join('\n')).toContain('specified more than once');
    } finally {
      logged.mockRestore();
    }
  });

  it('accepts every listed column type and constraint, rebuilt and run', async () => {
    const sql = `CREATE TABLE IF NOT EXISTS demo_all (
      id bigint GENERATED BY DEFAULT AS IDENTITY,
      s smallint NOT NULL DEFAULT -1,
      i integer NULL,
      n numeric(10, 2) DEFAULT 1.5,
      d decimal(5),
      r real,
      dp double precision DEFAULT 1e3,
      v varchar(20) DEFAULT 'x'::varchar(20),
      c char(1) NOT NULL DEFAULT '0',
      t text DEFAULT E'a\\nb',
      b boolean DEFAULT true,
      dt date DEFAULT CURRENT_DATE,
      tm time(0),
      tmz time with time zone,
      ts timestamp(0) DEFAULT localtimestamp(0),
      tsz timestamptz DEFAULT CURRENT_TIMESTAMP,
      u uuid UNIQUE,
      j json,
      jb jsonb DEFAULT '{}',
      bin bytea,
      "order" integer,
      CONSTRAINT demo_all_pk PRIMARY KEY (id),
      UNIQUE (s, i)
    );
    CREATE TABLE demo_all_item (
      item_id integer PRIMARY KEY,
      all_id bigint NOT NULL,
      FOREIGN KEY (all_id) REFERENCES demo_all (id) ON DELETE CASCADE ON UPDATE RESTRICT
    );
    COMMENT ON TABLE demo_all IS 'All';
    COMMENT ON COLUMN demo_all_item.all_id IS NULL`;
    expect(await create(sql)).toEqual({
      code: 200,
      msg: 'Operation succeeded',
    });
    const columns = await t.app.db.query<{ c: string; t: string; d: string }>(
      `SELECT column_name AS c, data_type AS t, column_default AS d
         FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'demo_all'
        ORDER BY ordinal_position`,
    );
    expect(Object.fromEntries(columns.map((r) => [r.c, r.t]))).toEqual({
      id: 'bigint',
      s: 'smallint',
      i: 'integer',
      n: 'numeric',
      d: 'numeric',
      r: 'real',
      dp: 'double precision',
      v: 'character varying',
      c: 'character',
      t: 'text',
      b: 'boolean',
      dt: 'date',
      tm: 'time without time zone',
      tmz: 'time with time zone',
      ts: 'timestamp without time zone',
      tsz: 'timestamp with time zone',
      u: 'uuid',
      j: 'json',
      jb: 'jsonb',
      bin: 'bytea',
      order: 'integer',
    });
    const defaults = Object.fromEntries(columns.map((r) => [r.c, r.d]));
    expect(defaults.t).toBe("'a\nb'::text");
    expect(defaults.s).toBe("'-1'::integer");
    const imported = await t.app.inject({
      method: 'GET',
      url: '/tool/gen/list?tableName=demo_all',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(imported.json()).toMatchObject({ code: 200, total: 2 });
  });

  it('quotes and comments inside strings stay data in the table it creates', async () => {
    const start = await state();
    const sneaky = [
      // E'\'...' is one string up to the next unescaped quote.
      "CREATE TABLE demo_e (a text DEFAULT E'\\'); DROP TABLE sys_config; --')",
      // A line separator does not end a -- comment.
      'CREATE TABLE demo_u (a int -- x\u2028); DROP TABLE sys_config; --\n)',
      "CREATE TABLE demo_c (b text DEFAULT $t$'); DROP TABLE sys_config; --$t$);" +
        ' COMMENT ON TABLE demo_c IS $$*/ DROP TABLE sys_config; /*$$;' +
        " COMMENT ON COLUMN demo_c.b IS U&'\\0027; DELETE FROM sys_config'",
    ];
    for (const sql of sneaky) {
      expect(await create(sql), sql).toEqual({
        code: 200,
        msg: 'Operation succeeded',
      });
    }
    const after = await state();
    expect(after.configRows).toBe(start.configRows);
    expect(after.tables).toEqual(
      [...start.tables, 'demo_c', 'demo_e', 'demo_u'].sort(),
    );
    const defaults = await t.app.db.query<{ t: string; d: string }>(
      `SELECT table_name AS t, column_default AS d FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name IN ('demo_e', 'demo_c')
        ORDER BY 1`,
    );
    expect(defaults).toEqual([
      { t: 'demo_c', d: "'''); DROP TABLE sys_config; --'::text" },
      { t: 'demo_e', d: "'''); DROP TABLE sys_config; --'::text" },
    ]);
    const comments = await t.app.db.one<{ t: string; c: string }>(
      `SELECT obj_description('demo_c'::regclass, 'pg_class') AS t,
              col_description('demo_c'::regclass, 1) AS c`,
    );
    expect(comments).toEqual({
      t: '*/ DROP TABLE sys_config; /*',
      c: "'; DELETE FROM sys_config",
    });
  });
});
