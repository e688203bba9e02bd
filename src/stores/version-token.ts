/**
 * Version tokens in D1's `meta` table, for the per-isolate caches of the local vector index and the API catalog:
 * every write to a cached table replaces its token (a fresh random one, never reused) in the same batch, so a
 * reader that finds the token it decoded under knows its copy is current, in any isolate.
 */
export const versionToken = {
  /** Reads the token (`.first<{ value: string }>()`, or in a batch). */
  read: (db: D1Database, key: string) => db.prepare("SELECT value FROM meta WHERE key = ?").bind(key),
  /** Replaces the token; put it in the write's batch. */
  bump: (db: D1Database, key: string, token: string = crypto.randomUUID()) =>
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").bind(key, token),
  /** Gives a table without a token one (before reading a snapshot, in the same batch). */
  ensure: (db: D1Database, key: string) =>
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)").bind(key, crypto.randomUUID()),
};
