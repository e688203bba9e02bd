-- API keys (issue 14): only the SHA-256 of a key is stored; the key itself is shown once, at creation.
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  key_hash TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('query', 'write')),
  namespaces TEXT NOT NULL,            -- JSON array of namespace names
  prefix TEXT NOT NULL,                -- the key's first characters, to tell keys apart in listings
  created_at TEXT NOT NULL
);
