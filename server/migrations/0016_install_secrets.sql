-- Secrets generated once per install and shared by every server instance on
-- this database (the token signing key: a session made on one instance must
-- verify on the others). TOKEN_SECRET, when set, is used instead.
CREATE TABLE sys_secret (
  name        varchar(64) PRIMARY KEY,
  value       text NOT NULL,
  create_time timestamp(0) NOT NULL DEFAULT localtimestamp(0)
);
