-- The dashboard at any size, and the demo quarter.
--
-- Enquiries per day (project_contact_day): how many came in each day and how
-- many of those are handled, kept by statement triggers inside the writing
-- transaction (one aggregate per statement, from its transition table), so
-- the dashboard's figures and its 30-day chart read a few hundred rows
-- whatever the number of enquiries. A row without a time counts on
-- 1970-01-01.
CREATE TABLE project_contact_day (
  day     date PRIMARY KEY,
  total   integer NOT NULL DEFAULT 0,
  handled integer NOT NULL DEFAULT 0
);

INSERT INTO project_contact_day (day, total, handled)
SELECT coalesce(create_time::date, DATE '1970-01-01'), count(*),
       count(*) FILTER (WHERE handled = '1')
  FROM project_contact GROUP BY 1;

CREATE FUNCTION project_contact_day_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM project_contact_day;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO project_contact_day AS d (day, total, handled)
    SELECT coalesce(create_time::date, DATE '1970-01-01'), -count(*),
           -count(*) FILTER (WHERE handled = '1')
      FROM old_rows GROUP BY 1
    ON CONFLICT (day) DO UPDATE
      SET total = d.total + EXCLUDED.total,
          handled = d.handled + EXCLUDED.handled;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO project_contact_day AS d (day, total, handled)
    SELECT coalesce(create_time::date, DATE '1970-01-01'), count(*),
           count(*) FILTER (WHERE handled = '1')
      FROM new_rows GROUP BY 1
    ON CONFLICT (day) DO UPDATE
      SET total = d.total + EXCLUDED.total,
          handled = d.handled + EXCLUDED.handled;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER project_contact_day_insert AFTER INSERT ON project_contact
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_contact_day_count();
CREATE TRIGGER project_contact_day_update AFTER UPDATE ON project_contact
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_contact_day_count();
CREATE TRIGGER project_contact_day_delete AFTER DELETE ON project_contact
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION project_contact_day_count();
CREATE TRIGGER project_contact_day_truncate AFTER TRUNCATE ON project_contact
  FOR EACH STATEMENT EXECUTE FUNCTION project_contact_day_count();

-- The rows of the demo quarter (enquiries, sign-ins, operations) that a
-- fresh install seeds at its first start (server/src/services/demo-data/),
-- by table and id: `npm run demo-data:remove` deletes exactly these, never a
-- row the company made itself.
CREATE TABLE sys_demo_row (
  table_name varchar(64) NOT NULL,
  row_id     integer NOT NULL,
  PRIMARY KEY (table_name, row_id)
);
