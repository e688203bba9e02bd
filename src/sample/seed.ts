import { ingestDocument, type IngestDeps } from "../pipeline/ingest";
import { SAMPLE_DOCUMENTS } from "./corpus";

const MARKER = "sample_corpus_seeded";
let seeding: Promise<void> | null = null;

/**
 * Seeds the sample corpus into the default namespace once per database (a marker row remembers
 * it, so documents a user deletes stay deleted). Concurrent first requests share one seeding.
 */
export function ensureSampleCorpus(db: D1Database, deps: IngestDeps): Promise<void> {
  seeding ??= seed(db, deps).catch((e) => {
    seeding = null;
    throw e;
  });
  return seeding;
}

async function seed(db: D1Database, deps: IngestDeps): Promise<void> {
  const done = await db.prepare("SELECT value FROM meta WHERE key = ?").bind(MARKER).first<{ value: string }>();
  if (done) return;
  for (const doc of SAMPLE_DOCUMENTS) {
    await ingestDocument("default", { url: doc.url, title: doc.title, html: doc.html }, deps);
  }
  await db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").bind(MARKER, new Date().toISOString()).run();
}
