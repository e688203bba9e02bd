-- Documents and their chunks, with an FTS5 index for bm25 retrieval.
CREATE TABLE documents (
  id TEXT PRIMARY KEY,
  namespace TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  url TEXT,
  title TEXT,
  chars INTEGER NOT NULL,
  chunk_count INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (namespace, content_hash)
);

CREATE TABLE chunks (
  id TEXT PRIMARY KEY,
  doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  namespace TEXT NOT NULL,
  seq INTEGER NOT NULL,
  char_offset INTEGER NOT NULL,
  text TEXT NOT NULL
);
CREATE INDEX chunks_doc ON chunks(doc_id);

CREATE VIRTUAL TABLE chunks_fts USING fts5(
  chunk_id UNINDEXED,
  namespace UNINDEXED,
  title,
  text,
  tokenize = 'porter unicode61'
);

-- The local vector index (used when no Vectorize binding is configured).
CREATE TABLE local_vectors (
  id TEXT PRIMARY KEY,
  namespace TEXT NOT NULL,
  dims INTEGER NOT NULL,
  vec BLOB NOT NULL,
  metadata TEXT
);
CREATE INDEX local_vectors_ns ON local_vectors(namespace);

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
