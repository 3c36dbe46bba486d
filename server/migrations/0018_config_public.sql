-- Parameters marked public ('Y') are read by every signed-in user through
-- /system/config/configKey/{key}: the few that front ends read before the
-- user holds any permission (skin, sidebar theme, captcha and self
-- registration switches). Every other parameter needs a permission there.
ALTER TABLE sys_config ADD COLUMN IF NOT EXISTS is_public char(1) NOT NULL DEFAULT 'N';

UPDATE sys_config SET is_public = 'Y'
 WHERE config_key IN ('sys.index.skinName', 'sys.index.sideTheme',
                      'sys.account.captchaEnabled', 'sys.account.registerUser');
