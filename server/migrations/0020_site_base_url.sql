-- The public site's own address (scheme://host[:port]) for the links the
-- server gives out: canonical links, og:url, sitemap.xml and robots.txt's
-- Sitemap line. Seeded empty: the server then takes env PUBLIC_BASE_URL,
-- else http://localhost:<PORT>. Saving it checks and normalises the value
-- (routes/system/config.ts); it is never taken from a request's Host header.
INSERT INTO sys_config (config_name, config_key, config_value, config_type, is_public, create_by, remark) VALUES
('Site - public base URL', 'sys.site.baseUrl', '', 'Y', 'N', 'admin', 'the public site''s address without a path, e.g. https://www.example.com; empty = env PUBLIC_BASE_URL, else http://localhost:<PORT>')
ON CONFLICT (config_key) DO NOTHING;
