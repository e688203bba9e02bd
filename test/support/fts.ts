// The corpus's FTS rows as tests see them: a namespace's own FTS5 table (migrations/0008_fts_tables.sql) plus the
// shared pre-0008 chunks_fts.

import { ftsName } from "../../src/stores/d1-corpus";

/** The FTS rows of a namespace whose chunk id is LIKE `chunkIds`, in its own table and the shared one. */
export async function ftsRows(db: D1Database, namespace: string, chunkIds = "%"): Promise<number> {
  const shared = await db
    .prepare("SELECT count(*) AS n FROM chunks_fts WHERE namespace = ? AND chunk_id LIKE ?")
    .bind(namespace, chunkIds)
    .first<{ n: number }>();
  const row = await db.prepare("SELECT id FROM fts_tables WHERE namespace = ?").bind(namespace).first<{ id: number }>();
  if (!row) return shared!.n;
  const own = await db
    .prepare(`SELECT count(*) AS n FROM ${ftsName(row.id)} WHERE chunk_id LIKE ?`)
    .bind(chunkIds)
    .first<{ n: number }>();
  return shared!.n + own!.n;
}

/** An empty corpus: its tables' rows deleted (and `more` tables'), every namespace's FTS table dropped. */
export async function resetCorpus(db: D1Database, more: string[] = []): Promise<void> {
  const { results } = await db.prepare("SELECT id FROM fts_tables").all<{ id: number }>();
  await db.batch([
    ...results.map((r) => db.prepare(`DROP TABLE IF EXISTS ${ftsName(r.id)}`)),
    ...["fts_tables", "chunks_fts", "chunks", "documents", ...more].map((t) => db.prepare(`DELETE FROM ${t}`)),
  ]);
}
