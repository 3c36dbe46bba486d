-- List support (server/src/repositories/lib): per-table write generations for
-- the cached list totals, and the indexes the paged lists need.
--
-- A statement-level trigger bumps sys_list_gen.gen for its table on every
-- INSERT, UPDATE, DELETE or TRUNCATE, inside the writing transaction, so a
-- total cached under the generations read before counting can never outlive
-- a committed write, whichever instance or code path made it. New tables that
-- back a paged list call `SELECT sys_list_gen_track('<table>');` in their
-- migration.

CREATE TABLE sys_list_gen (
  table_name varchar(64) PRIMARY KEY,
  gen        bigint NOT NULL DEFAULT 0
);

-- '__db__' identifies this database in cache keys (a shared Redis that outlives
-- a re-created database never serves its old totals).
INSERT INTO sys_list_gen (table_name, gen)
VALUES ('__db__', floor(random() * 1000000000000)::bigint);

CREATE FUNCTION sys_list_gen_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_list_gen (table_name, gen) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET gen = sys_list_gen.gen + 1;
  RETURN NULL;
END
$$;

CREATE FUNCTION sys_list_gen_track(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
       FOR EACH STATEMENT EXECUTE FUNCTION sys_list_gen_bump()',
    tbl || '_list_gen', tbl);
END
$$;

SELECT sys_list_gen_track(t) FROM unnest(ARRAY[
  'sys_dept', 'sys_user', 'sys_post', 'sys_role', 'sys_menu',
  'sys_user_role', 'sys_role_menu', 'sys_role_dept', 'sys_user_post',
  'sys_oper_log', 'sys_dict_type', 'sys_dict_data', 'sys_config',
  'sys_logininfor', 'sys_job', 'sys_job_log', 'sys_notice',
  'gen_table', 'gen_table_column',
  'project_navigation', 'project_nav_record', 'project_record',
  'project_record_item', 'project_product', 'project_product_item',
  'project_contact'
]) AS t;

-- Paged lists sort by a column plus the primary key (stable pages); these
-- indexes serve the default orders and the common filters.
DROP INDEX sys_oper_log_time_idx;
CREATE INDEX sys_oper_log_time_idx ON sys_oper_log (oper_time, oper_id);
DROP INDEX sys_logininfor_time_idx;
CREATE INDEX sys_logininfor_time_idx ON sys_logininfor (login_time, info_id);
CREATE INDEX sys_user_dept_idx ON sys_user (dept_id);
CREATE INDEX sys_user_create_time_idx ON sys_user (create_time);
CREATE INDEX sys_user_phonenumber_idx ON sys_user (phonenumber);
CREATE INDEX sys_user_email_idx ON sys_user (email);
CREATE INDEX sys_user_role_role_idx ON sys_user_role (role_id);
CREATE INDEX sys_user_post_post_idx ON sys_user_post (post_id);
CREATE INDEX sys_role_dept_dept_idx ON sys_role_dept (dept_id);
CREATE INDEX sys_dept_parent_idx ON sys_dept (parent_id);
CREATE INDEX sys_job_log_time_idx ON sys_job_log (create_time, job_log_id);
