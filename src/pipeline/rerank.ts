import type { RetrievalParts } from "../config";
import type { Reranker, RerankOutcome } from "../skills/types";
import type { Trace } from "../trace";
import type { Passage, ScoredPassage } from "../types";

/** The reranker, and the one that stands in when it fails outright. */
export interface Rerankers {
  reranker: Reranker;
  fallbackReranker: Reranker;
  /** RAG_RETRIEVAL without "rerank": the passages keep the retrieval's order (they are still scored). */
  settings?: { retrieval: RetrievalParts };
}

/**
 * The rerank stage: one batched call scores every passage; passages come back best first (or, with the rerank part
 * switched off, in the retrieval's order).
 */
export async function rerank(
  question: string,
  passages: Passage[],
  rerankers: Rerankers,
  trace: Trace,
): Promise<ScoredPassage[]> {
  if (passages.length === 0) {
    trace.step("rerank", { via: "none", scores: [] });
    return [];
  }
  const outcome = await rerankOrFallback(question, passages, rerankers, trace);
  const parts = rerankers.settings?.retrieval;
  let scored = passages.map((p, i) => ({ ...p, score: outcome.scores[i] ?? 0 }));
  if (parts?.rerank !== false) {
    scored.sort((a, b) => b.score - a.score);
    if (parts?.diverse !== false) scored = diversify(scored);
  }
  trace.step("rerank", {
    via: outcome.via,
    ...(outcome.fallback ? { fallback: outcome.fallback } : {}),
    scores: scored.map((p) => ({ id: p.id, score: p.score })),
  });
  return scored;
}

/**
 * A reranker that fails outright (its own fallbacks exhausted, or a store it needs down) degrades
 * to the fallback's (lexical) scores, recorded in the trace, instead of failing the run.
 */
export async function rerankOrFallback(
  question: string,
  passages: Passage[],
  rerankers: Rerankers,
  trace: Trace,
): Promise<RerankOutcome> {
  try {
    return await rerankers.reranker.rerank(question, passages);
  } catch (e) {
    trace.step("error", { stage: "rerank", message: String(e), fallback: "lexical" });
    const outcome = await rerankers.fallbackReranker.rerank(question, passages);
    return { ...outcome, fallback: `reranker failed: ${String(e)}` };
  }
}

/** How much a passage's score counts down for each passage of the same source already placed above it. */
export const SOURCE_PENALTY = 0.1;

/** The source: a title, else a URL, else the document. */
const sourceOf = (p: Passage) => (p.title?.trim().toLowerCase() || p.url || p.docId || p.id).toString();
/** The document a passage is a chunk of (a page's chunks share its URL). */
const documentOf = (p: Passage) => (p.docId || p.url || p.id).toString();

/**
 * Best first, but a passage gives way to another source's passage scoring within SOURCE_PENALTY of it when a
 * different document of its source already stands above it (maximal marginal relevance with "another document of
 * the same source" as the redundancy: excerpts, facts or copies of one article under one title). The top-N context
 * then covers more sources when several score alike, as multi-part questions need. A document's own chunks do not
 * hold each other back: they continue one text, and the answer may run on into the next chunk. Scores are left as
 * they are; only the order changes.
 */
export function diversify<T extends Passage & { score: number }>(sorted: T[]): T[] {
  const left = [...sorted];
  const placed: T[] = [];
  const penalty = (p: T) =>
    SOURCE_PENALTY * placed.filter((q) => sourceOf(q) === sourceOf(p) && documentOf(q) !== documentOf(p)).length;
  while (left.length) {
    let best = 0;
    let bestValue = Number.NEGATIVE_INFINITY;
    left.forEach((p, i) => {
      const value = p.score - penalty(p);
      if (value > bestValue) {
        bestValue = value;
        best = i;
      }
    });
    placed.push(left.splice(best, 1)[0]!);
  }
  return placed;
}
