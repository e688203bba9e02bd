import type { DecideOutcome } from "../skills/types";
import { newSearches } from "../text/same-search";

export type StopReason = "sufficient" | "ceiling" | "repetition" | "budget" | "incomplete";

/** What the loop knows after a round; each stop condition looks at it. */
export interface LoopState {
  round: number;
  decision: DecideOutcome;
  /** Every sub-query run so far. */
  done: string[];
  modelCalls: number;
  /** Whether `n` more model calls fit the run's budget beside what it keeps back (Budget.canSpend). */
  canSpend: (n: number) => boolean;
  tokens: number;
  elapsedMs: number;
}

/** The loop's limits; its model calls are the run's Budget's (src/models/budget.ts). */
export interface LoopLimits {
  maxIterations: number;
  maxModelCalls: number;
  maxTokens: number;
  deadlineMs: number;
}

/** A stop condition: the reason to stop, or null to go on. Small and composable, as in vercel/ai's stopWhen. */
export type StopCondition = (state: LoopState) => { reason: StopReason; detail: string } | null;

/** Sufficient, and when the plan has parts, every part covered: a top score on the whole question is not enough. */
export const isSufficient: StopCondition = (s) => {
  if (s.decision.kind !== "sufficient") return null;
  const missing = (s.decision.parts ?? []).filter((p) => !p.covered);
  return missing.length === 0 ? { reason: "sufficient", detail: s.decision.reason } : null;
};

/** A part found nothing and cannot be searched for another way (a hop of a chain): the plan ends there, incomplete. */
export const partFailed: StopCondition = (s) =>
  s.decision.kind === "continue" && s.decision.failed ? { reason: "incomplete", detail: s.decision.failed } : null;

export const iterationCeiling =
  (max: number): StopCondition =>
  (s) =>
    s.round >= max ? { reason: "ceiling", detail: `${s.round} of ${max} rounds run` } : null;

/** New sub-queries that were all run before (after normalisation, see sameSearch) would retrieve nothing new. */
export const repeatedSubQueries: StopCondition = (s) => {
  if (s.decision.kind !== "continue") return null;
  const fresh = newSearches(s.decision.subQueries, s.done);
  return fresh.length === 0 ? { reason: "repetition", detail: "no sub-query that has not been run already" } : null;
};

/**
 * Budget: stop before the next round if it could not be paid for. A round costs one rerank and
 * one decide call; what comes after the loop (the answer, the API router's calls) is kept back by the
 * run's Budget, whose `canSpend` answers here, as it does for a repair call (one retry on unusable JSON),
 * which the metered model refuses when it would not fit beside the calls still due, so the limit holds.
 */
export const withinBudget =
  (limits: LoopLimits, callsPerRound = 2): StopCondition =>
  (s) => {
    if (!s.canSpend(callsPerRound)) {
      return { reason: "budget", detail: `model calls ${s.modelCalls}/${limits.maxModelCalls}` };
    }
    if (s.tokens >= limits.maxTokens) return { reason: "budget", detail: `tokens ${s.tokens}/${limits.maxTokens}` };
    if (s.elapsedMs >= limits.deadlineMs)
      return { reason: "budget", detail: `deadline ${limits.deadlineMs} ms reached` };
    return null;
  };

/** The first condition that says stop, in the order given. */
export function shouldStop(conditions: StopCondition[], state: LoopState) {
  for (const condition of conditions) {
    const stop = condition(state);
    if (stop) return stop;
  }
  return null;
}
