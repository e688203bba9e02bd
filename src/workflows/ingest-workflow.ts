// Background ingestion as a Cloudflare Workflow: durable steps, each retried on its own. The request staged its
// documents in D1 (src/ingest/staging.ts); the steps are
//   start → [discover: a sitemap's pages] → plan: batches of ≤ INGEST_BATCH_BYTES → batch 1..n → finish
// and each batch cleans, chunks, embeds and writes D1, FTS and vectors for its documents only, so one step's
// memory and CPU are bounded by the batch, not by the request. A batch is idempotent: documents it settled are
// skipped when it runs again, and a document it claimed but did not settle is deleted and stored afresh.
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep, type WorkflowStepConfig } from "cloudflare:workers";
import type { Bindings } from "../env";
import { fetchContextOf } from "../ingest/context";
import { BatchError, type BatchOutcome, ingestBatch } from "../ingest/ingest-batch";
import type { IngestParams } from "../ingest/params";
import { loadIngestSettings } from "../ingest/settings";
import { discoverSitemap } from "../ingest/sitemap";
import { IngestionStore, type ItemOutcome } from "../ingest/staging";
import { buildServices } from "../runtime";

const STEP: WorkflowStepConfig = {
  retries: { limit: 3, delay: "2 seconds", backoff: "exponential" },
  timeout: "10 minutes",
};

export class IngestWorkflow extends WorkflowEntrypoint<Bindings, IngestParams> {
  override async run(event: Readonly<WorkflowEvent<IngestParams>>, step: WorkflowStep): Promise<unknown> {
    const id = event.payload.ingestion_id;
    const env = this.env;
    const store = new IngestionStore(env.DB);
    const settings = loadIngestSettings(env);
    try {
      const row = await step.do("start", STEP, async () => {
        const r = await store.row(id);
        if (!r) throw new Error(`no staged ingestion ${id}`);
        await store.setStatus(id, "running");
        return { namespace: r.namespace, sitemap: r.sitemap };
      });
      if (row.sitemap) {
        const sitemap = row.sitemap;
        await step.do("discover", STEP, async () => {
          const found = await discoverSitemap(sitemap, settings.maxUrls, fetchContextOf(env, settings));
          const seq = await store.nextSeq(id);
          if (!found.ok) {
            await store.addItems(id, [
              { seq, kind: "url", url: sitemap, body: "", status: "failed", reason: found.reason },
            ]);
            return { pages: 0 };
          }
          await store.addItems(
            id,
            found.urls.map((url, i) => ({
              seq: seq + i,
              kind: "url" as const,
              url,
              body: "",
              status: "pending" as const,
            })),
          );
          return { pages: found.urls.length, skipped: found.skipped };
        });
      }
      // A URL document's size is unknown until it is fetched: it weighs a quarter of the fetch cap.
      const batches = await step.do("plan", STEP, () =>
        store.plan(id, settings.batchBytes, settings.batchDocs, Math.ceil(settings.fetchMaxBytes / 4)),
      );
      for (const [i, [from, to]] of batches.entries()) {
        await step.do(`batch ${i + 1}`, STEP, () => runBatch(env, store, id, row.namespace, from, to));
      }
      return await step.do("finish", STEP, async () => {
        const c = await store.counts(id);
        const allFailed = c.total > 0 && c.failed === c.total;
        await store.finish(id, allFailed ? "failed" : "done", allFailed ? "every document failed" : null);
        return c;
      });
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      await step.do("fail", STEP, () => store.finish(id, "failed", `ingestion stopped: ${reason}`));
      throw e;
    }
  }
}

/** One batch step: stores the pending documents with seq in [from, to] and settles each one. */
export async function runBatch(
  env: Bindings,
  store: IngestionStore,
  id: string,
  namespace: string,
  from: number,
  to: number,
) {
  const settings = loadIngestSettings(env);
  const staged = await store.load(id, from, to);
  if (!staged.length) return { settled: 0 };
  const docs = staged.map((s) => ({
    seq: s.seq,
    claimed: s.doc_id,
    doc: { kind: s.kind, body: s.body, url: s.url ?? undefined, title: s.title ?? undefined },
  }));
  const hooks = { claim: (claims: { seq: number; docId: string }[]) => store.claim(id, claims) };
  let outcomes: BatchOutcome[];
  try {
    outcomes = await ingestBatch(namespace, docs, buildServices(env), fetchContextOf(env, settings), hooks);
  } catch (e) {
    // What landed before the failure stays settled; the step's retry does the rest.
    if (e instanceof BatchError) await store.settle(id, e.settled.map(toItem));
    throw e;
  }
  await store.settle(id, outcomes.map(toItem));
  return { settled: outcomes.length };
}

function toItem(o: BatchOutcome): ItemOutcome {
  return o.status === "failed"
    ? { seq: o.seq, status: "failed", reason: o.reason }
    : { seq: o.seq, status: o.status, docId: o.id, chunks: o.chunks };
}
