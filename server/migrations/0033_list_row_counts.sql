-- Row counts for the unfiltered lists (server/src/repositories/lib/lists.ts):
-- a list's first view has no filter, and its total is then the table's row
-- count. sys_list_gen keeps that count per tracked table, moved by statement
-- triggers inside the writing transaction, so a page read in one statement
-- with its table's count is exact without a `count(*)` over the table.
ALTER TABLE sys_list_gen ADD COLUMN n_rows bigint;

-- TG_ARGV[0] is +1 for INSERT (`moved` = the new rows), -1 for DELETE (the old).
CREATE FUNCTION sys_list_rows_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_list_gen
     SET n_rows = n_rows + TG_ARGV[0]::int * (SELECT count(*) FROM moved)
   WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

CREATE FUNCTION sys_list_rows_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_list_gen SET n_rows = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;

-- Creating the triggers locks the table against writes until this
-- transaction commits, so the count taken here stays exact.
CREATE FUNCTION sys_list_rows_track(tbl text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS moved
       FOR EACH STATEMENT EXECUTE FUNCTION sys_list_rows_moved(''1'')',
    tbl || '_list_rows_add', tbl);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS moved
       FOR EACH STATEMENT EXECUTE FUNCTION sys_list_rows_moved(''-1'')',
    tbl || '_list_rows_del', tbl);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER TRUNCATE ON %I
       FOR EACH STATEMENT EXECUTE FUNCTION sys_list_rows_cleared()',
    tbl || '_list_rows_clear', tbl);
  EXECUTE format('SELECT count(*) FROM %I', tbl) INTO n;
  INSERT INTO sys_list_gen (table_name, gen, n_rows) VALUES (tbl, 0, n)
  ON CONFLICT (table_name) DO UPDATE SET n_rows = excluded.n_rows;
END
$$;

-- A table tracked from now on gets its row count too.
CREATE OR REPLACE FUNCTION sys_list_gen_track(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
       FOR EACH STATEMENT EXECUTE FUNCTION sys_list_gen_bump()',
    tbl || '_list_gen', tbl);
  PERFORM sys_list_rows_track(tbl);
END
$$;

SELECT sys_list_rows_track(c.relname)
  FROM (SELECT DISTINCT t.tgrelid FROM pg_trigger t
         WHERE t.tgfoid = 'sys_list_gen_bump'::regproc) tracked
  JOIN pg_class c ON c.oid = tracked.tgrelid
 ORDER BY c.relname;
