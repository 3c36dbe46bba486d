-- User list (server/src/repositories/user-admin.ts): the allow-listed sorts
-- end with user_id as the tiebreak and only live users are listed; these
-- partial indexes give those orders without a sort step.
CREATE INDEX sys_user_live_create_time_idx ON sys_user (create_time, user_id)
  WHERE del_flag = '0';
CREATE INDEX sys_user_live_user_name_idx ON sys_user (user_name, user_id)
  WHERE del_flag = '0';
