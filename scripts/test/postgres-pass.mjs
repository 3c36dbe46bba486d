// The server test files that run a second time on a real PostgreSQL (CI's
// third suite). Every server test runs on the embedded PGlite; on PostgreSQL
// run the ones whose behaviour can differ by database: the database layer and
// migrations; several processes on one database; real concurrency (PGlite
// runs one statement at a time, a PostgreSQL pool does not: locks, claims,
// version guards, all-or-nothing changes); SQL built at run time or read from
// the catalogue; the driver's reading of every module's columns (node-postgres
// and PGlite parse types separately); text search and sorting (collation);
// and errors the database raises. The rest (validation, permissions, files,
// sessions and caches in the kv, headers, rendering, i18n) runs the same SQL
// through the same code, so a second database adds nothing there.
// A new test file of one of these kinds goes on this list.
export const POSTGRES_PASS = {
  'tests/server/db.test.ts':
    'migrations, seed, sequences, the token secret kept in the database',
  'tests/server/access-cache.test.ts':
    'access answers renewed by LISTEN/NOTIFY on a pool: a change on one instance seen by the next request on another',
  'tests/server/pg-notify.test.ts':
    'each notification handled once per server though every pool connection listens',
  'tests/server/list-counts.test.ts':
    'row counts kept by triggers under concurrent inserts and deletes',
  'tests/server/list-pages.test.ts':
    'list pages renewed by LISTEN/NOTIFY on a pool: a write on one instance seen in the next page on another',
  'tests/server/multi-instance.test.ts':
    'two servers migrating one empty database under an advisory lock, shared caches, job ticks claimed once',
  'tests/server/monitor-job-scheduler.test.ts':
    'each job tick claimed once (sys_job_fire) against concurrent claimers',
  'tests/server/monitor-job.test.ts':
    'job runs, their log rows and the no-concurrent-run guard',
  'tests/server/public-contact.test.ts':
    '50 concurrent enquiries through a connection pool, all stored',
  'tests/server/project-contact.test.ts':
    'version-guarded edits, batch updates, Japanese text search',
  'tests/server/record-views.test.ts':
    'view counters incremented and folded by concurrent statements',
  'tests/server/tree-sort.test.ts':
    'reordering all or nothing in one transaction',
  'tests/server/role-grants.test.ts':
    'refused grants store nothing (transactions)',
  'tests/server/system-menu.test.ts':
    'the second of two concurrent edits refused; tree queries',
  'tests/server/system-dept.test.ts':
    'ancestor paths rewritten in a transaction; data-scope SQL',
  'tests/server/system-role.test.ts':
    'role links replaced in transactions; data-scope SQL',
  'tests/server/system-user.test.ts':
    'data-scope SQL, sorting, the import in a transaction',
  'tests/server/project-navigation.test.ts':
    'branch moves and sibling order in transactions',
  'tests/server/project-navigation-drafts.test.ts':
    'branch moves published in transactions',
  'tests/server/tool-gen.test.ts':
    'tables and columns read from the catalogue (information_schema)',
  'tests/server/tool-gen-sub.test.ts':
    'master/sub tables read from the catalogue',
  'tests/security/gen-create-table.test.ts':
    'DDL rebuilt from the parse tree runs on the database; its errors stay in the log',
  'tests/security/role-escalation.test.ts':
    'grant checks read menus, roles and data-scope departments through SQL',
  'tests/security/online-scope.test.ts':
    "the sessions' users filtered by data-scope SQL in one query (an id array parameter)",
  'tests/security/gen-breakout.test.ts':
    'hostile comments read back from the catalogue',
  'tests/server/monitor-data.test.ts':
    'database statistics and the connection pool',
  'tests/security/data-monitor-literals.test.ts':
    'the statements each driver runs for the migrations of an empty database, shown without their literals',
  'tests/server/dashboard.test.ts':
    'aggregates and date series (count, sums, dates)',
  'tests/server/monitor-operlog.test.ts':
    'time ranges, allow-listed sorting, exports read in batches',
  'tests/server/monitor-logininfor.test.ts':
    'time ranges, allow-listed sorting, cleaning the log',
  'tests/server/demo-data-i18n.test.ts':
    'rows found by their translated (Japanese, Chinese) names',
  'tests/security/sql-injection.test.ts':
    'hostile sort columns, search fields and scopes against the real SQL',
  'tests/security/fuzz.test.ts':
    'errors the database raises on odd input, answered in the contract shape',
  'tests/server/ruoyi-shapes-monitor.test.ts':
    "every monitoring module's writes and reads through the driver",
  'tests/server/ruoyi-shapes-project.test.ts':
    "every project module's writes and reads through the driver",
  'tests/server/ruoyi-shapes-system.test.ts':
    "every system module's writes and reads through the driver",
  'tests/server/ruoyi-shapes-system-user.test.ts':
    'users and roles written and read through the driver',
  'tests/server/publishing-preview.test.ts':
    "a preview's rows made on temporary tables in a rolled-back transaction of a pooled connection, read through same-named CTEs",
  'tests/server/publishing-preview-access.test.ts':
    'previews made and revoked through the same temporary tables and CTEs, and the data-scope SQL of who may make them',
  'tests/server/mail-outbox-pg.test.ts':
    'two outbox workers on one database: each mail claimed (FOR UPDATE SKIP LOCKED) and sent once, an expired lease taken over',
  'tests/server/mail-send.test.ts':
    "the outbox worker's claims, leases and back-off times read and written through the driver",
};
