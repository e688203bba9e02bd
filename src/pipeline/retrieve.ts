import { DEFAULT_RETRIEVAL, type RetrievalParts } from "../config";
import type { Embedder, SyncEmbedder } from "../models/types";
import type { Corpus, StoredChunk, VectorIndex } from "../stores/types";
import { queryTerms } from "../text/analyze";
import { rankByBm25, reciprocalRankFusion } from "../text/bm25";
import { expansionKeys, expansionTerms } from "../text/expand";
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
  /** Which retrieval parts run (RAG_RETRIEVAL); absent: all of the default ones. */
  settings?: { retrieval: RetrievalParts };
}

const partsOf = (deps: Pick<RetrieveDeps, "settings">): RetrievalParts => deps.settings?.retrieval ?? DEFAULT_RETRIEVAL;

/** The weight of the expanded search's ranking in the fusion: expansion terms count less than the question's own. */
export const EXPANSION_WEIGHT = 0.5;

/**
 * Rankings as one: reciprocal-rank fusion (each ranking with its weight, 1 by default), or (fusion off) the first
 * ranking, then the next ones' new ids.
 */
function combine(rankings: string[][], parts: RetrievalParts, weights: number[] = []): string[] {
  const present = rankings.flatMap((r, i) => (r.length > 0 ? [{ r, w: weights[i] ?? 1 }] : []));
  if (present.length <= 1) return present[0]?.r ?? [];
  return parts.fusion
    ? reciprocalRankFusion(
        present.map((p) => p.r),
        60,
        present.map((p) => p.w),
      )
    : [...new Set(present.flatMap((p) => p.r))];
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
  parts: RetrievalParts = DEFAULT_RETRIEVAL,
): Passage[] {
  if (passages.length === 0 || !(parts["page-bm25"] || parts["page-vectors"])) return [];
  const index = pageIndex(passages, pageEmbedder);
  const lexical = parts["page-bm25"]
    ? rankByBm25(index.texts, queryTerms(question), topK * 2, index.stats).map((i) => passages[i]!.id)
    : [];
  const vectors = parts["page-vectors"] ? vectorRank(pageEmbedder.embedOne(question), index.vectors, topK * 2) : [];
  const byId = new Map(passages.map((p) => [p.id, p]));
  return combine([lexical, vectors.map((i) => passages[i]!.id)], parts)
    .slice(0, topK)
    .map((id) => byId.get(id)!);
}

function vectorRank(q: ArrayLike<number>, vectors: ArrayLike<number>[], limit: number): number[] {
  return vectors
    .map((v, i) => ({ i, s: dot(q, v) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, limit)
    .map((x) => x.i);
}

/**
 * Top-K corpus chunks: D1 FTS5 (bm25) and vector search, fused by reciprocal rank; with expansion on, a second bm25
 * search of the question with its corpus-learned expansions joins the fusion at EXPANSION_WEIGHT.
 */
export async function searchCorpus(
  question: string,
  namespace: string,
  topK: number,
  deps: RetrieveDeps,
): Promise<Passage[]> {
  const parts = partsOf(deps);
  const text = (query: string) =>
    deps.corpus.searchText(namespace, query, topK).catch((e: unknown) => {
      deps.trace.step("error", { stage: "retrieve", store: "fts", message: String(e) });
      return [] as StoredChunk[];
    });
  const [fts, vec, expanded] = await Promise.all([
    parts.fts ? text(question) : ([] as StoredChunk[]),
    parts.vectors ? vectorSearch(question, namespace, topK, deps) : ([] as string[]),
    parts.fts && parts.expand ? expandedSearch(question, namespace, deps, text) : ([] as StoredChunk[]),
  ]);
  const fused = combine([fts.map((c) => c.id), vec, expanded.map((c) => c.id)], parts, [1, 1, EXPANSION_WEIGHT]).slice(
    0,
    topK,
  );
  const known = new Map([...expanded, ...fts].map((c) => [c.id, c]));
  const missing = fused.filter((id) => !known.has(id));
  if (missing.length) {
    for (const c of await deps.corpus.getChunks(missing)) known.set(c.id, c);
  }
  return fused.flatMap((id) => {
    const c = known.get(id);
    return c ? [toPassage(c)] : [];
  });
}

/** The bm25 search of the question and its expansions (none: no search); a failed lookup degrades to none. */
async function expandedSearch(
  question: string,
  namespace: string,
  deps: RetrieveDeps,
  text: (query: string) => Promise<StoredChunk[]>,
): Promise<StoredChunk[]> {
  let learned = new Map<string, string[]>();
  try {
    learned = await deps.corpus.expansions(namespace, expansionKeys(question));
  } catch (e) {
    deps.trace.step("error", { stage: "retrieve", store: "expansions", message: String(e) });
  }
  const terms = expansionTerms(question, learned);
  if (terms.length === 0) return [];
  deps.trace.step("expand", { query: question, terms });
  return text(`${question} ${terms.join(" ")}`);
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
  const fromPages = rankPagePassages(req.question, req.pagePassages, req.topK, deps.pageEmbedder, partsOf(deps));
  const fromCorpus = req.namespace === null ? [] : await searchCorpus(req.question, req.namespace, req.topK, deps);
  const byId = new Map([...fromPages, ...fromCorpus].map((p) => [p.id, p]));
  const fused = combine([fromPages.map((p) => p.id), fromCorpus.map((p) => p.id)], partsOf(deps))
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
