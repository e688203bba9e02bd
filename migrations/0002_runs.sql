-- The trace and result of each query, so a run can be fetched by its id.
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  question TEXT NOT NULL,
  created_at TEXT NOT NULL,
  events TEXT NOT NULL,
  result TEXT
);
CREATE INDEX runs_created ON runs(created_at);
