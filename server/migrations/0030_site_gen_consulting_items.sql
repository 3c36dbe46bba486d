-- The contact page offers the consulting items (its topics select) and is
-- kept in the public caches like every page: a write to an item renews them,
-- as a write to a parameter does (migration 0027), so a topic added, renamed,
-- reordered or stopped shows on the page drawn by the server at once.
CREATE FUNCTION site_gen_bump_table() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_list_gen (table_name, gen) VALUES ('site:' || TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET gen = sys_list_gen.gen + 1;
  RETURN NULL;
END
$$;
INSERT INTO sys_list_gen (table_name, gen) VALUES ('site:project_consulting_item', 0)
ON CONFLICT (table_name) DO NOTHING;
CREATE TRIGGER project_consulting_item_site_gen
  AFTER INSERT OR UPDATE OR DELETE ON project_consulting_item
  FOR EACH STATEMENT EXECUTE FUNCTION site_gen_bump_table();
