-- The account-wide lockout after wrong passwords: an account is locked for
-- every address only when its wrong passwords come from this many different
-- addresses, and for this many minutes. Wrong passwords from one address
-- lock that address only (sys.login.maxRetryCount, sys.login.lockTime).
INSERT INTO sys_config (config_name, config_key, config_value, config_type, create_by, remark) VALUES
('Login - addresses that lock the account', 'sys.login.accountLockIps', '3', 'Y', 'admin', 'wrong passwords from this many different addresses lock the account for every address'),
('Login - account lock time (minutes)', 'sys.login.accountLockTime', '5', 'Y', 'admin', 'minutes an account locked for every address stays locked')
ON CONFLICT (config_key) DO NOTHING;
