import type { ScoredPassage } from "../types";
import type { DecideInput, RoundJudgeInput } from "./types";

/**
 * What a round's decision sees once the new passages have scores: the evidence (old and new, best first, at most
 * `evidenceLimit`) and each sub-query's own hits with their scores, exactly as the two-call loop hands them to
 * `decide` (the paired judge and the model judge's fallback decide on the same input the two calls would).
 */
export function decideInputOf(input: RoundJudgeInput, scores: number[]): DecideInput {
  const scored = input.fresh.map((p, i) => ({ ...p, score: scores[i] ?? 0 }));
  const all = [...input.pooled, ...scored];
  const evidence = [...all].sort((a, b) => b.score - a.score).slice(0, input.evidenceLimit);
  const { question, queryTime, done, threshold, round } = input;
  if (!input.hits) return { question, queryTime, evidence, done, threshold, round };
  const byId = new Map<string, ScoredPassage>(all.map((p) => [p.id, p]));
  const hits = input.hits.map(({ query, ids }) => ({ query, passages: ids.flatMap((id) => byId.get(id) ?? []) }));
  return { question, queryTime, evidence, done, threshold, round, hits };
}
