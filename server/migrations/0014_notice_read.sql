-- Who has read which notice (RuoYi 3.9.x read tracking): the navbar bell's
-- unread marks and count, and a notice's list of readers.
CREATE TABLE sys_notice_read (
  notice_id integer NOT NULL REFERENCES sys_notice (notice_id) ON DELETE CASCADE,
  user_id   integer NOT NULL,
  read_time timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  PRIMARY KEY (notice_id, user_id)
);
CREATE INDEX sys_notice_read_user_idx ON sys_notice_read (user_id);
SELECT sys_list_gen_track('sys_notice_read');
