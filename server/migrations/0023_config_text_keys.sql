-- Parameters' names and remarks shown in the reader's language, as
-- dictionaries are (migration 0021, services/stored-text.ts): the seeded
-- parameters get keys while their text is still the seeded one; saving
-- another text clears the key, and the stored text shows.
ALTER TABLE sys_config ADD COLUMN i18n_key varchar(100);
ALTER TABLE sys_config ADD COLUMN remark_key varchar(100);

UPDATE sys_config c SET i18n_key = 'configName.' || c.config_key
  FROM (VALUES
    ('sys.index.skinName', 'Main frame - default skin'),
    ('sys.user.initPassword', 'User - initial password'),
    ('sys.index.sideTheme', 'Main frame - sidebar theme'),
    ('sys.account.captchaEnabled', 'Account - captcha enabled'),
    ('sys.account.registerUser', 'Account - self registration'),
    ('sys.login.blackIPList', 'Login - IP blacklist'),
    ('sys.login.maxRetryCount', 'Login - max password retries'),
    ('sys.login.lockTime', 'Login - lock time (minutes)'),
    ('sys.login.accountLockIps', 'Login - addresses that lock the account'),
    ('sys.login.accountLockTime', 'Login - account lock time (minutes)'),
    ('sys.site.baseUrl', 'Site - public base URL')
  ) AS s(config_key, config_name)
  WHERE c.config_key = s.config_key AND c.config_name = s.config_name;

UPDATE sys_config c SET remark_key = 'configRemark.' || c.config_key
  FROM (VALUES
    ('sys.index.skinName', 'skin-blue, skin-green, skin-purple, skin-red, skin-yellow'),
    ('sys.user.initPassword', 'initial password 123456'),
    ('sys.index.sideTheme', 'theme-dark, theme-light'),
    ('sys.account.captchaEnabled', 'true = on, false = off'),
    ('sys.account.registerUser', 'true = on, false = off'),
    ('sys.login.blackIPList', 'semicolon-separated; * wildcard and CIDR allowed'),
    ('sys.login.maxRetryCount', 'wrong passwords before the account is locked'),
    ('sys.login.lockTime', 'minutes an account stays locked'),
    ('sys.login.accountLockIps', 'wrong passwords from this many different addresses lock the account for every address'),
    ('sys.login.accountLockTime', 'minutes an account locked for every address stays locked'),
    ('sys.site.baseUrl', 'the public site''s address without a path, e.g. https://www.example.com; empty = env PUBLIC_BASE_URL, else http://localhost:<PORT>')
  ) AS s(config_key, remark)
  WHERE c.config_key = s.config_key AND c.remark = s.remark;
