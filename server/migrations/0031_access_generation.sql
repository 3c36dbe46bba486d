-- What a signed-in user may do and see (their state, roles, permissions,
-- data scope, menus and the getInfo answer) is kept in the key-value store
-- per access generation (server/src/services/access-cache.ts). A write to any
-- table that answer is made of tells the server over LISTEN/NOTIFY, in the
-- writing transaction, so the generation moves on before the write is
-- acknowledged and nothing stale is served after it.
CREATE FUNCTION access_gen_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('access_gen', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
CREATE TRIGGER sys_user_access_gen
  AFTER INSERT OR UPDATE OR DELETE ON sys_user
  FOR EACH STATEMENT EXECUTE FUNCTION access_gen_notify();
CREATE TRIGGER sys_user_role_access_gen
  AFTER INSERT OR UPDATE OR DELETE ON sys_user_role
  FOR EACH STATEMENT EXECUTE FUNCTION access_gen_notify();
CREATE TRIGGER sys_role_access_gen
  AFTER INSERT OR UPDATE OR DELETE ON sys_role
  FOR EACH STATEMENT EXECUTE FUNCTION access_gen_notify();
CREATE TRIGGER sys_role_menu_access_gen
  AFTER INSERT OR UPDATE OR DELETE ON sys_role_menu
  FOR EACH STATEMENT EXECUTE FUNCTION access_gen_notify();
CREATE TRIGGER sys_role_dept_access_gen
  AFTER INSERT OR UPDATE OR DELETE ON sys_role_dept
  FOR EACH STATEMENT EXECUTE FUNCTION access_gen_notify();
CREATE TRIGGER sys_menu_access_gen
  AFTER INSERT OR UPDATE OR DELETE ON sys_menu
  FOR EACH STATEMENT EXECUTE FUNCTION access_gen_notify();
CREATE TRIGGER sys_dept_access_gen
  AFTER INSERT OR UPDATE OR DELETE ON sys_dept
  FOR EACH STATEMENT EXECUTE FUNCTION access_gen_notify();
