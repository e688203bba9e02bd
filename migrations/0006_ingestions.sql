-- Background ingestion (src/workflows/ingest-workflow.ts): one row per accepted request, one per document,
-- and the documents' bodies staged in parts until their batch is stored (D1 rows are at most 2 MB; a part is
-- at most 512 KB of text). Parts are deleted as their documents are done.
CREATE TABLE ingestions (
  id TEXT PRIMARY KEY,
  namespace TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  sitemap TEXT,
  error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX ingestions_ns ON ingestions(namespace, created_at);

CREATE TABLE ingestion_items (
  ingestion_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL,            -- html | text | markdown | pdf_base64 | url
  url TEXT,
  title TEXT,
  client_id TEXT,                -- the document's "id" in the request, echoed in failures
  bytes INTEGER NOT NULL,        -- staged body size (0 for url documents)
  status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'duplicate', 'failed')),
  doc_id TEXT,                   -- set before the document is stored: a retried step recognises its own rows
  chunks INTEGER,
  reason TEXT,
  PRIMARY KEY (ingestion_id, seq)
);

CREATE TABLE ingestion_parts (
  ingestion_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  part INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (ingestion_id, seq, part)
);

-- Re-ingesting a URL replaces the namespace's documents with that URL.
CREATE INDEX documents_url ON documents(namespace, url);
