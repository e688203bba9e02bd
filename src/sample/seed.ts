import { type IngestDeps, prepareDocument, type Storable, storeDocuments } from "../pipeline/ingest";
import type { ApiCatalog } from "../stores/d1-catalog";
import { recordStamp } from "../stores/namespace-embedder";
import { DEMO_API_ENTRIES } from "../tools/demo-apis";
import { indexSchemas } from "../tools/schema-index";
import { SAMPLE_DOCUMENTS } from "./corpus";

const pending = new Map<string, Promise<void>>();

/**
 * Runs a seeding step once per database: a marker row remembers it, so what a user deletes stays
 * deleted. Concurrent first requests share one seeding; a failed one is tried again next time.
 */
function once(db: D1Database, marker: string, seed: () => Promise<void>): Promise<void> {
  let p = pending.get(marker);
  if (!p) {
    p = (async () => {
      const done = await db.prepare("SELECT value FROM meta WHERE key = ?").bind(marker).first();
      if (done) return;
      await seed();
      await db
        .prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)")
        .bind(marker, new Date().toISOString())
        .run();
    })().catch((e) => {
      pending.delete(marker);
      throw e;
    });
    pending.set(marker, p);
  }
  return p;
}

/** The sample corpus (docs of the fictional Lumen Relay) in the default namespace. */
export function ensureSampleCorpus(db: D1Database, deps: IngestDeps): Promise<void> {
  return once(db, "sample_corpus_seeded", async () => {
    const prepared: Storable[] = [];
    for (const doc of SAMPLE_DOCUMENTS) {
      const p = await prepareDocument("default", doc, deps);
      if (p.status !== "empty") prepared.push(p);
    }
    for await (const stored of storeDocuments(prepared, deps)) void stored; // the documents share embedding calls
    await recordStamp(db, "default", deps.embedder);
  });
}

/** The demo live APIs of the sample service, registered in the catalog and its schema index. */
export function ensureDemoApis(
  db: D1Database,
  deps: Pick<IngestDeps, "vectors" | "embedder"> & { catalog: ApiCatalog },
): Promise<void> {
  return once(db, "demo_apis_seeded", async () => {
    const entries = await deps.catalog.upsert(DEMO_API_ENTRIES);
    await indexSchemas(entries, deps);
  });
}
