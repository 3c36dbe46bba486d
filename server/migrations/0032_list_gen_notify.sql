-- Paged lists keep whole pages in the key-value store, keyed by per-table
-- write generations kept there too (server/src/repositories/lib/list-pages.ts).
-- The bump trigger of every tracked table now also tells the server, inside
-- the writing transaction, so the store's generation of that table moves on
-- before the write is acknowledged and no page kept from before it is served.
CREATE OR REPLACE FUNCTION sys_list_gen_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_list_gen (table_name, gen) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET gen = sys_list_gen.gen + 1;
  PERFORM pg_notify('list_gen', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
