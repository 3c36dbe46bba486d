-- The public site's caches (server/src/repositories/website.ts,
-- contentGeneration) are keyed by generations of their own, one per content
-- table ('site:<table>' in sys_list_gen), bumped only by a write to a row
-- visitors see (published = '1' before or after it). A new item's
-- unpublished row (the start of a draft), its edits and its deletion leave
-- them valid; the lists' own generations (migration 0004) still count every
-- write.
CREATE FUNCTION site_gen_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP <> 'INSERT' AND OLD.published = '1')
     OR (TG_OP <> 'DELETE' AND NEW.published = '1') THEN
    INSERT INTO sys_list_gen (table_name, gen) VALUES ('site:' || TG_TABLE_NAME, 1)
    ON CONFLICT (table_name) DO UPDATE SET gen = sys_list_gen.gen + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION site_gen_track(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_list_gen (table_name, gen) VALUES ('site:' || tbl, 0)
  ON CONFLICT (table_name) DO NOTHING;
  EXECUTE format(
    'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
       FOR EACH ROW EXECUTE FUNCTION site_gen_bump()',
    tbl || '_site_gen', tbl);
END
$$;

SELECT site_gen_track(t) FROM unnest(ARRAY[
  'project_navigation', 'project_nav_record', 'project_record',
  'project_record_item', 'project_product', 'project_product_item'
]) AS t;
