import { answer, answerFields } from "./answer";
import { maybeLiveFallback } from "./live-fallback";
import { runLoop, selectContext } from "./loop";
import type { RouteContext, RouteOutcome } from "./query";
import { retrieve, type RetrieveRequest } from "./retrieve";
import { checkSufficiency } from "./sufficiency";

/**
 * The dynamic route: the re-planning loop, a sufficiency check on what it pooled, the APIs when it
 * stopped short or the question is about live data, then the answer — flagged as partial, with a note,
 * when the loop stopped before the evidence was sufficient and the APIs added nothing.
 */
export async function dynamicRoute(ctx: RouteContext): Promise<RouteOutcome> {
  const { question, queryTime, services, trace } = ctx;
  const { settings } = services;
  const loop = await trace.time("loop", () =>
    runLoop(
      {
        question,
        queryTime,
        pagePassages: ctx.chunks,
        namespace: ctx.namespace,
        topK: settings.topK,
        topN: settings.topN,
        threshold: settings.threshold,
        budget: ctx.budget,
        reserve: 1 + ctx.apiCallsAllowed,
      },
      { ...services, trace, ...(ctx.speculation ? { retrieve: reusing(ctx) } : {}) },
    ),
  );
  const decision = checkSufficiency(loop.ranked, settings.threshold, trace);
  const api = await maybeLiveFallback(ctx, loop.stop.reason === "sufficient", loop.wantsLiveData);
  const context = [...api.passages, ...selectContext(loop, settings.topN)];
  const stopped = { route: "dynamic" as const, iterations: loop.iterations, sub_queries: loop.subQueries, stop_reason: loop.stop.reason, gate: ctx.gate, ...decision };
  const out = await trace.time("answer", () =>
    answer({ question, queryTime, passages: context, threshold: settings.threshold }, services.answerer, trace),
  );
  // Stopped without sufficient evidence: the best answer the evidence allows, flagged as partial.
  const partial = loop.stop.reason !== "sufficient" && api.passages.length === 0 && !out.abstained;
  const notes: string[] = [];
  if (loop.stop.reason !== "sufficient") {
    const why = `stopped by ${loop.stop.reason} (${loop.stop.detail}) before the evidence was sufficient`;
    notes.push(partial ? `${why}: the answer may be incomplete` : why);
  }
  return { body: { ...stopped, ...answerFields(out), partial }, context, apiCalls: api.calls, notes };
}

/** The loop's retrieve, handing over the speculative single pass's retrieval once for the very same request. */
function reusing(ctx: RouteContext): typeof retrieve {
  const spec = ctx.speculation!;
  let taken = false;
  const same = (a: RetrieveRequest, b: RetrieveRequest) =>
    a.question === b.question && a.pagePassages === b.pagePassages && a.namespace === b.namespace && a.topK === b.topK;
  return (req, deps) => {
    if (taken || !same(req, spec.request)) return retrieve(req, deps);
    taken = true;
    return spec.retrieval(deps.trace);
  };
}
