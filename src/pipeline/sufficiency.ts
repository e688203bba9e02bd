import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";

export interface SufficiencyDecision {
  sufficient: boolean;
  top_score: number;
  threshold: number;
}

/** DynaRAG's sufficiency check: the evidence is sufficient iff the top rerank score s(1) ≥ τ. */
export function checkSufficiency(ranked: ScoredPassage[], threshold: number, trace: Trace): SufficiencyDecision {
  // The best score, wherever it stands (RAG_RETRIEVAL without "rerank" keeps the retrieval's order).
  const top = ranked.reduce((m, p) => Math.max(m, p.score), ranked[0]?.score ?? 0);
  const decision = { sufficient: ranked.length > 0 && top >= threshold, top_score: top, threshold };
  trace.step("sufficiency", { ...decision });
  return decision;
}
