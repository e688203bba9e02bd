-- Runs now live in their RunObject Durable Object (SQLite per run, expired by an alarm).
DROP INDEX IF EXISTS runs_created;
DROP TABLE IF EXISTS runs;
