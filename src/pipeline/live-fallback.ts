import type { ApiCallRecord } from "../tools/types";
import type { ScoredPassage } from "../types";
import { apiFallback } from "./api-fallback";
import type { FallbackContext } from "./types";

/** What the API fallback adds: passages to prepend, and the calls made. */
export interface Live {
  passages: ScoredPassage[];
  calls: ApiCallRecord[];
}

/** Runs the fallback when the evidence is insufficient or the question is about live data. */
export async function maybeLiveFallback(ctx: FallbackContext, sufficient: boolean, wantsLive = false): Promise<Live> {
  if (ctx.apiCallsAllowed === 0) return { passages: [], calls: [] };
  const isLive = await ctx.live;
  if (sufficient && !isLive && !wantsLive) return { passages: [], calls: [] };
  return liveFallback(ctx, !sufficient ? "insufficient evidence" : "live data");
}

/** The API fallback, its router held to the calls the request allows and the budget has left. */
async function liveFallback(ctx: FallbackContext, trigger: string): Promise<Live> {
  const { services, trace, budget } = ctx;
  // The router's calls are model calls too: never more than the budget has left beside the answer's.
  const maxCalls = Math.max(0, Math.min(ctx.apiCallsAllowed, budget.maxModelCalls - services.meter.model_calls - 1));
  return trace.time("api", () =>
    apiFallback(
      { question: ctx.question, queryTime: ctx.queryTime, trigger },
      { topM: services.settings.apiTopM, maxCalls },
      { ...services, trace, execute: services.executeApi },
    ),
  );
}
