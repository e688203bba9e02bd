import type { Reranker } from "../skills/types";
import type { Trace } from "../trace";
import type { Passage, ScoredPassage } from "../types";

/** The rerank stage: one batched call scores every passage; passages come back best first. */
export async function rerank(question: string, passages: Passage[], reranker: Reranker, trace: Trace): Promise<ScoredPassage[]> {
  if (passages.length === 0) {
    trace.step("rerank", { via: "none", scores: [] });
    return [];
  }
  const outcome = await reranker.rerank(question, passages);
  const scored = passages
    .map((p, i) => ({ ...p, score: outcome.scores[i] ?? 0 }))
    .sort((a, b) => b.score - a.score);
  trace.step("rerank", {
    via: outcome.via,
    ...(outcome.fallback ? { fallback: outcome.fallback } : {}),
    scores: scored.map((p) => ({ id: p.id, score: p.score })),
  });
  return scored;
}
