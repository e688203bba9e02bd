import { decideInputOf } from "../skills/round-evidence";
import type { DecideOutcome, Planner, Reranker, RoundJudge, RoundJudgeInput } from "../skills/types";
import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";

/**
 * One round's rerank and decide in one call (the loop's fused step): the new passages join the pool with their
 * scores, and the trace shows the same `rerank` step as the separate call would (marked `fused`).
 */
export async function judgeRound(
  judge: RoundJudge,
  input: RoundJudgeInput,
  pool: Map<string, ScoredPassage>,
  trace: Trace,
): Promise<DecideOutcome> {
  const { rerank, decision } = await judge.judge(input);
  const { scores, via, fallback } = rerank;
  input.fresh.forEach((p, i) => pool.set(p.id, { ...p, score: scores[i] ?? 0 }));
  const scored = input.fresh.map((p, i) => ({ id: p.id, score: scores[i] ?? 0 }));
  trace.step("rerank", { round: input.round, via, fused: true, ...(fallback ? { fallback } : {}), scores: scored });
  return decision;
}

/**
 * A round judge made of the two separate skills, one after the other: the rerank, then the decision on the
 * evidence it ranks. Its decisions are exactly those of the two calls; the benchmark puts it behind one call's
 * latency to stand for a fused model call (the local engine has no latency to save, so it keeps two steps).
 */
export function pairedRoundJudge(reranker: Reranker, planner: Planner): RoundJudge {
  return {
    async judge(input: RoundJudgeInput) {
      const rerank = await reranker.rerank(input.question, input.fresh);
      const decision = await planner.decide(decideInputOf(input, rerank.scores));
      return { rerank, decision };
    },
  };
}
