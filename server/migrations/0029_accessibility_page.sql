-- The accessibility policy page (アクセシビリティ方針, issue 29): a shown
-- top-level column kept out of the header (show_in_nav '0'), linked in the
-- footer like the privacy policy (migration 0017). The site draws its text,
-- the target level, scope and test method, and the results of the last test
-- run (src/website/a11y/results.json); the category 'accessibility' is how
-- it finds the page.

INSERT INTO project_navigation (parent_id, ancestors, nav_name, main_name, en_name, nav_type, record_category, show_in_nav, order_num, create_by)
SELECT 0, '0', 'アクセシビリティ方針', 'アクセシビリティ方針', 'ACCESSIBILITY', '2', 'accessibility', '0', 93, 'admin'
 WHERE NOT EXISTS (
   SELECT 1 FROM project_navigation n
    WHERE n.record_category = 'accessibility' AND n.del_flag = '0'
 );
