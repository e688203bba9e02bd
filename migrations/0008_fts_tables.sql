-- One FTS5 table per namespace (src/stores/d1-corpus.ts): bm25() takes its statistics (how many chunks, how many
-- hold a term, their lengths) over the whole table it searches, so in one shared table every tenant's documents
-- shifted every other tenant's ranking. A namespace's table is `chunks_fts_<id>`, with the id from this registry,
-- created the first time the namespace is written. Rows of the shared chunks_fts (0001) written before this
-- migration move to their namespace's table the first time it is written or searched.
CREATE TABLE fts_tables (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  namespace TEXT NOT NULL UNIQUE
);
