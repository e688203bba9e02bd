import { IDK } from "../skills/types";
import { answer, answerFields } from "./answer";
import { apiEvidenceNotes, maybeLiveFallback } from "./live-fallback";
import { rerank } from "./rerank";
import { retrieve } from "./retrieve";
import { checkSufficiency } from "./sufficiency";
import type { RouteContext, RouteOutcome } from "./types";

/**
 * The single-pass route: retrieve once, rerank, check sufficiency, call the APIs when the evidence falls
 * short or the question is about live data, then answer — or abstain when there is still nothing to go on.
 */
export async function singlePassRoute(ctx: RouteContext): Promise<RouteOutcome> {
  const { question, queryTime, services, trace } = ctx;
  const { settings } = services;
  // In auto mode the retrieval (and, while the gate was still thinking, the rerank) started before the gate answered.
  const spec = ctx.speculation;
  const candidates = await trace.time("retrieve", () =>
    spec
      ? spec.retrieval(trace)
      : retrieve(
          { question, pagePassages: ctx.chunks, namespace: ctx.namespace, topK: settings.topK },
          { ...services, trace },
        ),
  );
  // While the rerank runs, its repair must leave room for the router's calls (and the answer's, which the run holds);
  // a speculative rerank holds them itself.
  const ranked = await trace.time(
    "rerank",
    async () =>
      (spec && (await spec.ranked(trace))) ??
      services.budget.withReserved(ctx.apiCallsAllowed, "router", () => rerank(question, candidates, services, trace)),
  );
  const decision = checkSufficiency(ranked, settings.threshold, trace);
  const api = await maybeLiveFallback(ctx, decision.sufficient);
  // API results come first: they answer about the present, which the corpus may only know of old.
  const context = [...api.passages, ...ranked].slice(0, settings.topN);
  const common = {
    partial: false,
    route: "single-pass" as const,
    iterations: 1,
    sub_queries: [question],
    stop_reason: "single-pass" as const,
    gate: ctx.gate,
    ...decision,
  };
  if (!decision.sufficient && api.passages.length === 0) {
    trace.step("answer", { answer: IDK, abstained: true, reason: "insufficient evidence" });
    return { body: { ...common, answer: IDK, abstained: true, citations: [] }, context, apiCalls: api.calls };
  }
  const out = await trace.time("answer", () =>
    answer({ question, queryTime, passages: context, threshold: settings.threshold }, services.answerer, trace),
  );
  const notes = apiEvidenceNotes(api, out.citations, settings.threshold);
  return {
    body: { ...common, ...answerFields(out) },
    context,
    apiCalls: api.calls,
    ...(notes.length ? { notes } : {}),
  };
}
