// One batch of documents through resolve → clean/chunk → embed → store, shared by the inline route and each
// workflow step. A bad document is an outcome ("failed", with its reason), never an exception; only a failure
// of the stores or the embedder throws (a BatchError carrying what was settled before it).
import { deleteDocument, type IngestDeps, prepareDocument, type Storable, storeDocuments } from "../pipeline/ingest";
import { type FetchContext, resolveDocument, type SourceDocument } from "./sources";

export interface BatchDocument {
  /** Position in the request (0-based). */
  seq: number;
  doc: SourceDocument;
  /** The id a previous attempt of this batch claimed: found stored, it is this batch's own, not a duplicate. */
  claimed?: string | null;
}

export type BatchOutcome =
  | { seq: number; status: "done" | "duplicate"; id: string; chunks: number; title: string | null; url: string | null }
  | { seq: number; status: "failed"; reason: string; url: string | null };

export interface BatchHooks {
  /** Called with the ids about to be stored, before any is (a workflow step records them). */
  claim?(claims: { seq: number; docId: string }[]): Promise<void>;
}

export class BatchError extends Error {
  constructor(
    message: string,
    readonly settled: BatchOutcome[],
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = "BatchError";
  }
}

/**
 * A macrotask turn between documents. Under `wrangler dev` a workflow's steps run on the one thread that also
 * serves requests, and a batch's chain of D1 calls never lets a request in: measured, the 202 of a 300-document
 * POST waited 9 s for the whole ingestion, and a /healthz during it 5.5 s; with this turn, 0.17 s.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** URL documents fetched at once. */
const FETCH_CONCURRENCY = 4;

export async function ingestBatch(
  namespace: string,
  docs: BatchDocument[],
  deps: IngestDeps,
  fetchCtx: FetchContext,
  hooks: BatchHooks = {},
): Promise<BatchOutcome[]> {
  const resolved = await mapLimit(docs, FETCH_CONCURRENCY, (d) => resolveDocument(d.doc, fetchCtx));
  const outcomes = new Map<number, BatchOutcome>();
  const storable: { seq: number; fetched: boolean; p: Storable }[] = [];
  for (const [i, d] of docs.entries()) {
    await yieldToEventLoop();
    const r = resolved[i]!;
    const url = d.doc.url ?? null;
    if (!r.ok) {
      outcomes.set(d.seq, { seq: d.seq, status: "failed", reason: r.reason, url });
      continue;
    }
    let p = await prepareDocument(namespace, r.input, deps);
    if (p.status === "duplicate" && d.claimed && p.result.id === d.claimed) {
      // A previous attempt of this very batch stored it (maybe only partly): remove it and store it again.
      await deleteDocument(p.result.id, deps);
      p = await prepareDocument(namespace, r.input, deps);
    }
    if (p.status === "empty") {
      outcomes.set(d.seq, { seq: d.seq, status: "failed", reason: p.reason, url });
      continue;
    }
    storable.push({ seq: d.seq, fetched: r.fetched, p });
  }
  const claims = storable.flatMap((s) => (s.p.status === "ready" ? [{ seq: s.seq, docId: s.p.doc.id }] : []));
  await hooks.claim?.(claims);

  let at = 0;
  try {
    for await (const result of storeDocuments(
      storable.map((s) => s.p),
      deps,
    )) {
      await yieldToEventLoop();
      const s = storable[at++]!;
      outcomes.set(s.seq, {
        seq: s.seq,
        status: result.status === "duplicate" ? "duplicate" : "done",
        id: result.id,
        chunks: result.chunks,
        title: result.title,
        url: result.url,
      });
      // A page fetched again with new content replaces the namespace's older copies of that URL.
      if (s.fetched && result.status === "ingested" && result.url)
        await replaceOlder(namespace, result.url, result.id, deps);
    }
  } catch (e) {
    throw new BatchError(String(e instanceof Error ? e.message : e), ordered(outcomes), e);
  }
  return ordered(outcomes);
}

async function replaceOlder(namespace: string, url: string, keep: string, deps: IngestDeps): Promise<void> {
  for (const id of await deps.corpus.idsByUrl(namespace, url)) {
    if (id !== keep) await deleteDocument(id, deps);
  }
}

function ordered(outcomes: Map<number, BatchOutcome>): BatchOutcome[] {
  return [...outcomes.values()].sort((a, b) => a.seq - b.seq);
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
