-- Rate limits shared by every app server on one PostgreSQL database (docs/decisions/030): each server
-- counts a user's requests in memory and adds its counts here once a second, reading back the sum of
-- all servers for the same fixed one-minute window. UNLOGGED: counters need no crash safety (a crash
-- forgets at most a minute of counting) and should not cost WAL.
CREATE UNLOGGED TABLE "rate_limit_counts" (
  "key" text NOT NULL,
  "window_start" timestamp with time zone NOT NULL,
  "count" integer NOT NULL,
  PRIMARY KEY ("key", "window_start")
);
