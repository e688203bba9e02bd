import { LexicalScorer } from "../skills/local/lexical-score";
import type { ApiCallRecord } from "../tools/types";
import type { ScoredPassage } from "../types";
import type { Citation } from "./answer";
import { apiFallback } from "./api-fallback";
import type { FallbackContext } from "./types";

/** What the API fallback adds: passages to prepend, and the calls made. */
export interface Live {
  passages: ScoredPassage[];
  calls: ApiCallRecord[];
  /** Each API passage's own evidence score: its text against the question, as the lexical reranker scores any passage. */
  evidence?: Record<string, number>;
}

/** Runs the fallback when the evidence is insufficient or the question is about live data. */
export async function maybeLiveFallback(ctx: FallbackContext, sufficient: boolean, wantsLive = false): Promise<Live> {
  if (ctx.apiCallsAllowed === 0) return { passages: [], calls: [] };
  const isLive = await ctx.live;
  if (sufficient && !isLive && !wantsLive) return { passages: [], calls: [] };
  return liveFallback(ctx, !sufficient ? "insufficient evidence" : "live data");
}

/** The API fallback, its router held to the calls the request allows and, step by step, to the budget's room. */
async function liveFallback(ctx: FallbackContext, trigger: string): Promise<Live> {
  const { services, trace } = ctx;
  // The router's calls are model calls too: each is made only while the budget has room for it beside the answer's
  // call (held by the run). A local router's steps are skill calls, held the same way.
  const live: Live = await trace.time("api", () =>
    apiFallback(
      { question: ctx.question, queryTime: ctx.queryTime, trigger },
      { topM: services.settings.apiTopM, maxCalls: ctx.apiCallsAllowed, canRoute: () => services.budget.canSpend(1) },
      { ...services, trace, execute: services.executeApi },
    ),
  );
  if (live.passages.length === 0) return live;
  // An API result is untrusted evidence: scored like a passage (lexically: no model call), recorded in the trace.
  const texts = live.passages.map((p) => p.text);
  const scorer = LexicalScorer.forTexts(ctx.question, texts);
  const evidence = Object.fromEntries(
    live.passages.map((p, i) => [p.id, Math.round(scorer.score(i, texts[i]!) * 1000) / 1000]),
  );
  trace.step("api_evidence", {
    scores: Object.entries(evidence).map(([id, score]) => ({ id, score })),
    threshold: services.settings.threshold,
  });
  return { ...live, evidence };
}

/** The answer says so when it rests on an API result whose own evidence score is below τ. */
export function apiEvidenceNotes(live: Live, citations: Citation[], threshold: number): string[] {
  const notes: string[] = [];
  for (const c of citations) {
    const score = c.source === "api" ? live.evidence?.[c.id] : undefined;
    if (score !== undefined && score < threshold) {
      notes.push(
        `the answer rests on an API result (${c.id}) whose text scores ${score} against the question, below τ ${threshold}`,
      );
    }
  }
  return notes;
}
