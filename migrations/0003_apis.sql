-- The API catalog (the paper's Task 2 tools). Secrets are referenced by env name, never stored.
CREATE TABLE apis (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL,
  parameters TEXT NOT NULL,            -- JSON Schema of the arguments, as JSON text
  method TEXT NOT NULL CHECK (method IN ('GET', 'POST')),
  url TEXT NOT NULL,                   -- URL template with {param} placeholders
  auth_secret TEXT,                    -- NAME of a Worker secret, sent as a bearer token
  internal INTEGER NOT NULL DEFAULT 0, -- 1: reached in-process / by service binding, not the network
  pack TEXT,                           -- catalog group ("demo", "crag"), for filtered schema search
  created_at TEXT NOT NULL
);
CREATE INDEX apis_pack ON apis(pack);
