import type { Hold } from "../models/budget";
import { Trace } from "../trace";
import type { ScoredPassage } from "../types";
import { rerank } from "./rerank";
import { type RetrieveRequest, retrieve } from "./retrieve";
import type { Services, Speculation } from "./types";

export type { Speculation } from "./types";

/**
 * Starts the speculation. `gateAnswered` tells it whether the gate has answered yet; `routerCalls` is what the
 * single pass keeps back from optional calls while its rerank runs (the API router's calls; the run holds the
 * answer's), held until the rerank settles or the speculation is abandoned (the loop then holds its own).
 */
export function speculate(
  request: RetrieveRequest,
  services: Services,
  gateAnswered: () => boolean,
  routerCalls: number,
): Speculation {
  const buffers = { retrieve: new Trace(), rerank: new Trace() };
  const replayed = new Set<Trace>();
  const replay = (from: Trace, into: Trace) => {
    if (replayed.has(from)) return;
    replayed.add(from);
    for (const e of from.events) into.step(e.type, e.data);
  };
  let abandoned = false;
  let reranking = 0;
  let hold: Hold | undefined;
  const retrieval = retrieve(request, { ...services, trace: buffers.retrieve });
  const ranking: Promise<ScoredPassage[] | null> = retrieval.then((candidates) => {
    if (abandoned || gateAnswered() || candidates.length === 0) return null;
    reranking = candidates.length;
    // As in the single pass: while the rerank runs, its repair leaves room for the calls still due.
    hold = services.budget.reserve(routerCalls, "router");
    return rerank(request.question, candidates, services, buffers.rerank).finally(() => hold?.release());
  });
  // Speculative work never fails the run: a failure surfaces (as it would have) in the route that takes it.
  const settled = ranking.then(
    () => undefined,
    () => undefined,
  );
  return {
    request,
    settled,
    retrieval: (trace) => retrieval.then((r) => (replay(buffers.retrieve, trace), r)),
    ranked: (trace) =>
      ranking.then((r) => {
        if (r === null) return null;
        replay(buffers.retrieve, trace);
        replay(buffers.rerank, trace);
        return r;
      }),
    abandon(trace) {
      abandoned = true;
      hold?.release();
      if (reranking === 0) return;
      trace.step("speculation", { rerank: "unused", passages: reranking, reason: "the gate chose the loop" });
    },
  };
}
