import type { Reranker, RerankOutcome } from "../skills/types";
import type { Trace } from "../trace";
import type { Passage, ScoredPassage } from "../types";

/** The reranker, and the one that stands in when it fails outright. */
export interface Rerankers {
  reranker: Reranker;
  fallbackReranker: Reranker;
}

/** The rerank stage: one batched call scores every passage; passages come back best first. */
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
  const scored = passages.map((p, i) => ({ ...p, score: outcome.scores[i] ?? 0 })).sort((a, b) => b.score - a.score);
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
