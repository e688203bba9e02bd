import type { Embedder, SyncEmbedder } from "../models/types";
import type { Corpus, StoredChunk, VectorIndex } from "../stores/types";
import { queryTerms } from "../text/analyze";
import { rankByBm25, reciprocalRankFusion } from "../text/bm25";
import type { Trace } from "../trace";
import type { Passage } from "../types";
import { pageIndex } from "./page-index";

export interface RetrieveDeps {
  corpus: Corpus;
  vectors: VectorIndex;
  embedder: Embedder;
  /** Ranks the request's pages in memory (see rankPagePassages). */
  pageEmbedder: SyncEmbedder;
  trace: Trace;
}

export interface RetrieveRequest {
  question: string;
  /** Passages of the question's own pages (already cleaned and chunked). */
  pagePassages: Passage[];
  /** Corpus namespace to search, or null to search the pages only. */
  namespace: string | null;
  topK: number;
}

/**
 * Top-K page passages: in-memory BM25 and hashed-vector cosine, fused by reciprocal rank. The passages' term
 * statistics and vectors are computed once per run (and vectors once per chunk text), not once per sub-query.
 * Pages are embedded by the in-memory page embedder (the local hashed one): it is free, needs no network and
 * keeps a request's own pages out of the (billed) embedding model; the reranker adds semantics.
 */
export function rankPagePassages(
  question: string,
  passages: Passage[],
  topK: number,
  pageEmbedder: SyncEmbedder,
): Passage[] {
  if (passages.length === 0) return [];
  const index = pageIndex(passages, pageEmbedder);
  const lexical = rankByBm25(index.texts, queryTerms(question), topK * 2, index.stats).map((i) => passages[i]!.id);
  const q = pageEmbedder.embedOne(question);
  const vectors = index.vectors
    .map((v, i) => ({ id: passages[i]!.id, s: dot(q, v) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, topK * 2)
    .map((x) => x.id);
  const byId = new Map(passages.map((p) => [p.id, p]));
  return reciprocalRankFusion([lexical, vectors])
    .slice(0, topK)
    .map((id) => byId.get(id)!);
}

/** Top-K corpus chunks: D1 FTS5 (bm25) and vector search, fused by reciprocal rank. */
export async function searchCorpus(
  question: string,
  namespace: string,
  topK: number,
  deps: RetrieveDeps,
): Promise<Passage[]> {
  const [fts, vec] = await Promise.all([
    deps.corpus.searchText(namespace, question, topK).catch((e: unknown) => {
      deps.trace.step("error", { stage: "retrieve", store: "fts", message: String(e) });
      return [] as StoredChunk[];
    }),
    vectorSearch(question, namespace, topK, deps),
  ]);
  const fused = reciprocalRankFusion([fts.map((c) => c.id), vec]).slice(0, topK);
  const known = new Map(fts.map((c) => [c.id, c]));
  const missing = fused.filter((id) => !known.has(id));
  if (missing.length) {
    for (const c of await deps.corpus.getChunks(missing)) known.set(c.id, c);
  }
  return fused.flatMap((id) => {
    const c = known.get(id);
    return c ? [toPassage(c)] : [];
  });
}

async function vectorSearch(question: string, namespace: string, topK: number, deps: RetrieveDeps): Promise<string[]> {
  try {
    const [vector] = await deps.embedder.embed([question]);
    if (!vector) return [];
    const { matches } = await deps.vectors.query(vector, { topK, namespace });
    return matches.map((m) => m.id);
  } catch (e) {
    // Degrade to bm25 alone; the trace says why.
    deps.trace.step("error", { stage: "retrieve", store: "vectors", message: String(e) });
    return [];
  }
}

/** The retrieve stage: pages and corpus, each ranked, then fused into one top-K list. */
export async function retrieve(req: RetrieveRequest, deps: RetrieveDeps): Promise<Passage[]> {
  const fromPages = rankPagePassages(req.question, req.pagePassages, req.topK, deps.pageEmbedder);
  const fromCorpus = req.namespace === null ? [] : await searchCorpus(req.question, req.namespace, req.topK, deps);
  const byId = new Map([...fromPages, ...fromCorpus].map((p) => [p.id, p]));
  const fused = reciprocalRankFusion([fromPages.map((p) => p.id), fromCorpus.map((p) => p.id)])
    .slice(0, req.topK)
    .map((id) => byId.get(id)!);
  deps.trace.step("retrieve", {
    query: req.question,
    namespace: req.namespace,
    page_candidates: req.pagePassages.length,
    hits: fused.map((p) => ({ id: p.id, source: p.source, title: p.title, url: p.url })),
  });
  return fused;
}

export function toPassage(c: StoredChunk): Passage {
  return {
    id: c.id,
    text: c.text,
    source: "corpus",
    docId: c.doc_id,
    url: c.url ?? undefined,
    title: c.title ?? undefined,
    offset: c.char_offset,
  };
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
