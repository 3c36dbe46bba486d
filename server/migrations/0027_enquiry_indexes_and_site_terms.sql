-- Enquiries, second step (docs/enquiries.md).

-- The dashboard's median response time reads the enquiries answered lately.
CREATE INDEX project_contact_answered_idx ON project_contact (answered_time);

-- "Mine" lists read the items' recipients: their writes count for the cached
-- list totals like every other table's (migration 0004).
SELECT sys_list_gen_track('project_consulting_recipient');

-- The public pages state parameters (the response target on the contact
-- page, the retention period on the privacy page): a change of a parameter
-- empties the public caches as a change of published content does
-- (migration 0025).
CREATE FUNCTION site_gen_bump_config() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sys_list_gen (table_name, gen) VALUES ('site:sys_config', 1)
  ON CONFLICT (table_name) DO UPDATE SET gen = sys_list_gen.gen + 1;
  RETURN NULL;
END
$$;
INSERT INTO sys_list_gen (table_name, gen) VALUES ('site:sys_config', 0)
ON CONFLICT (table_name) DO NOTHING;
CREATE TRIGGER sys_config_site_gen AFTER INSERT OR UPDATE OR DELETE ON sys_config
  FOR EACH STATEMENT EXECUTE FUNCTION site_gen_bump_config();

-- The contact page's seeded lead promised "3 business days"; the thank-you
-- step now words the promise from sys.contact.responseTargetHours. Changed
-- only where the text is still the seeded one.
UPDATE project_nav_record
   SET content = replace(content,
         '担当者より3営業日以内にご連絡いたします。',
         '内容を確認のうえ、担当者よりご連絡いたします。')
 WHERE content LIKE '%担当者より3営業日以内にご連絡いたします。%';
