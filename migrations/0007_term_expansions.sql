-- Query expansion learned from the corpus at ingest (src/text/acronyms.ts): an acronym and its spelled-out form,
-- both ways ("dlq" → "dead letter queue", "dead letter queue" → "dlq"), one row per document that states the pair,
-- so deleting a document forgets what only it taught.
CREATE TABLE term_expansions (
  namespace TEXT NOT NULL,
  term TEXT NOT NULL,
  expansion TEXT NOT NULL,
  doc_id TEXT NOT NULL,
  PRIMARY KEY (namespace, term, expansion, doc_id)
);
CREATE INDEX term_expansions_doc ON term_expansions(doc_id);
