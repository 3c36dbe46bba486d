-- Scheduled jobs and their log (/monitor/job, /monitor/jobLog).
--
-- sys_job_fire: one row per (job, scheduled fire time) that an instance has
-- claimed. Every instance schedules every enabled job; before running a tick
-- it inserts this row ON CONFLICT DO NOTHING, and only the instance whose
-- insert went in runs it, so with several instances on one PostgreSQL a tick
-- runs once. The newest fire time of a job is also where misfires are
-- counted from after a restart or a resume. finished_at is null while a run
-- goes on (concurrent = '1' jobs do not start while one is running).
CREATE TABLE sys_job_fire (
  job_id      integer NOT NULL,
  fire_time   timestamptz(3) NOT NULL,
  instance    varchar(64) NOT NULL,
  claimed_at  timestamptz(3) NOT NULL DEFAULT now(),
  finished_at timestamptz(3),
  PRIMARY KEY (job_id, fire_time)
);

-- Job log messages in the reader's language: the message key and parameters
-- of job_message (which keeps the text in the server's default language).
ALTER TABLE sys_job_log ADD COLUMN message_i18n jsonb;

CREATE INDEX sys_job_log_name_idx ON sys_job_log (job_name, job_group);
