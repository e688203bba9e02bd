import type { Budget } from "../models/budget";
import { ownPage } from "../skills/local/own-page";
import { titleName } from "../skills/local/page-title";
import type { DecideInput, DecideOutcome, PlanAnswer, Planner, PlanPart, Reranker, RoundJudge } from "../skills/types";
import { wholeWord } from "../text/regex";
import { newSearches } from "../text/same-search";
import type { Trace } from "../trace";
import type { Passage, ScoredPassage } from "../types";
import { diversify } from "./rerank";
import { type RetrieveDeps, retrieve } from "./retrieve";
import { judgeRound } from "./round-judge";
import {
  isSufficient,
  iterationCeiling,
  type LoopLimits,
  partFailed,
  repeatedSubQueries,
  type StopReason,
  shouldStop,
  withinBudget,
} from "./stop-conditions";

export interface LoopInput {
  question: string;
  queryTime: string;
  pagePassages: Passage[];
  namespace: string | null;
  topK: number;
  topN: number;
  threshold: number;
  /** Rounds, tokens and time. The calls due after the loop (the answer, the API router's) are held on the budget. */
  limits: LoopLimits;
  /** Round one is the question alone, unplanned; the decision asks for what it missed (the gate's searchFirst). */
  searchFirst?: boolean;
  /** Round one's searches as the gate's call already planned them (GateDecision.plan): no plan call is made. */
  plan?: string[];
}

export interface LoopDeps extends RetrieveDeps {
  planner: Planner;
  reranker: Reranker;
  budget: Budget;
  trace: Trace;
  /** The rerank and decide of a round in one call (RAG_FUSE, with a chat model); absent: two calls. */
  roundJudge?: RoundJudge;
  /** Stands in for retrieve (a speculative single pass hands over its retrieval of the same query). */
  retrieve?: typeof retrieve;
}

export interface LoopOutcome {
  /** The pooled evidence, reranked against the whole question, best first. */
  ranked: ScoredPassage[];
  subQueries: string[];
  iterations: number;
  stop: { reason: StopReason; detail: string };
  /** The last decision asked for live data (the API fallback's cue). */
  wantsLiveData: boolean;
  /** The best passage found by each sub-query: every part of the question gets a voice in the context. */
  representatives: string[];
  /** What the question itself retrieved (round 1's first search, the single pass's candidates). */
  base?: string[];
  /** The plan's parts at the last decision, covered or not. */
  parts?: PlanPart[];
  /** What the plan itself answers (a comparison's winner, the last hop's question), when it does. */
  planAnswer?: PlanAnswer;
}

/**
 * The re-planning loop: plan sub-queries, retrieve them concurrently, pool and de-duplicate the
 * evidence, rerank what is new in one call, decide; repeat until a stop condition holds.
 */
export async function runLoop(input: LoopInput, deps: LoopDeps): Promise<LoopOutcome> {
  const started = Date.now();
  const { trace, budget } = deps;
  const tokens = () => budget.input_tokens + budget.output_tokens;
  // Calls in flight beside the loop (a speculative rerank, the dynamism check) count against the budget too.
  const canSpend = (n: number) => budget.canSpend(n);
  const get = deps.retrieve ?? retrieve;
  // With the rerank and decide fused, a round costs one call.
  const perRound = deps.roundJudge ? 1 : 2;
  // The gate's call planned round one already (its parse of the question gave the searches): nothing to plan again.
  const given = input.searchFirst ? undefined : input.plan;
  // A tight budget skips planning (the question itself is the only sub-query); a plan the gate gave costs nothing more,
  // so it is used whatever the budget (the local gate's parse makes no model call; a model gate gives no plan).
  const canPlan = !input.searchFirst && !given && canSpend(2);
  // While the plan runs, the first round's rerank is held back from its repair too (the answer's and the router's
  // calls are held by the run and the route); after it, the budget stop does the rest.
  let subQueries = given
    ? given
    : canPlan
      ? await budget.withReserved(1, "first rerank", () =>
          deps.planner.plan({ question: input.question, queryTime: input.queryTime }),
        )
      : [input.question];
  // The question is searched first, and each search once: a sub-query that repeats another is dropped.
  subQueries = newSearches([input.question, ...subQueries], []);
  trace.step("plan", {
    sub_queries: subQueries,
    planned: canPlan || !!given,
    ...(given ? { by: "gate", note: "the gate's parse of the question gave these searches; no plan call" } : {}),
    ...(input.searchFirst ? { note: "the question is searched first; a source it misses gets its own query" } : {}),
  });

  const pool = new Map<string, ScoredPassage>();
  const seenText = new Set<string>();
  const done: string[] = [];
  const hitsBySubQuery = new Map<string, string[]>();
  let last: DecideOutcome | undefined;
  const stops = [
    isSufficient,
    partFailed,
    iterationCeiling(input.limits.maxIterations),
    repeatedSubQueries,
    withinBudget(input.limits, perRound),
  ];

  /**
   * Retrieves the queries concurrently after one embedding call for them all, not one each: the run's embedder
   * (runEmbedder) serves each retrieval's own request from this call. A failure surfaces in those retrievals, which
   * degrade to bm25.
   */
  const search = (queries: string[]) => {
    if (input.namespace !== null) deps.embedder.embed(queries).catch(() => {});
    return Promise.all(
      queries.map((q) =>
        get({ question: q, pagePassages: input.pagePassages, namespace: input.namespace, topK: input.topK }, deps),
      ),
    );
  };

  /** Retrieves each name not searched yet and pools its hits unscored (score 0): pages for the context only. */
  const fetch = async (names: string[] | undefined): Promise<string[]> => {
    const queries = newSearches(names ?? [], done);
    if (queries.length === 0) return [];
    const hits = await search(queries);
    done.push(...queries);
    for (const p of hits.flat()) if (!pool.has(p.id)) pool.set(p.id, { ...p, score: 0 });
    trace.step("fetch", { queries, hits: hits.map((h) => h.length), note: "pages for the context; not scored" });
    return queries;
  };

  for (let round = 1; ; round++) {
    trace.step("round", { round, sub_queries: subQueries });
    const hits = await search(subQueries);
    done.push(...subQueries);
    subQueries.forEach((q, i) =>
      hitsBySubQuery.set(
        q,
        (hits[i] ?? []).map((p) => p.id),
      ),
    );
    const fresh: Passage[] = [];
    for (const p of hits.flat()) {
      const key = p.text.trim().toLowerCase();
      if (pool.has(p.id) || seenText.has(key) || fresh.some((f) => f.id === p.id)) continue;
      seenText.add(key);
      fresh.push(p);
    }
    // Scores are against the whole question, so passages scored in earlier rounds keep theirs.
    let judged: DecideOutcome | null = null;
    if (fresh.length && deps.roundJudge && canSpend(1)) {
      const evidenceLimit = input.topN * 2;
      const pooled = [...pool.values()].sort((a, b) => b.score - a.score);
      const { question, queryTime, threshold } = input;
      const hitIds = done.map((query) => ({ query, ids: hitsBySubQuery.get(query) ?? [] }));
      const judgeInput = { question, queryTime, fresh, pooled, evidenceLimit, done, threshold, round, hits: hitIds };
      judged = await judgeRound(deps.roundJudge, judgeInput, pool, trace);
    } else if (fresh.length) {
      const { scores, via, fallback } = await deps.reranker.rerank(input.question, fresh);
      fresh.forEach((p, i) => pool.set(p.id, { ...p, score: scores[i] ?? 0 }));
      trace.step("rerank", {
        round,
        via,
        ...(fallback ? { fallback } : {}),
        scores: fresh.map((p, i) => ({ id: p.id, score: scores[i] ?? 0 })),
      });
    } else {
      trace.step("rerank", { round, via: "none", scores: [], note: "no new passages" });
    }
    const ranked = [...pool.values()].sort((a, b) => b.score - a.score);
    // A sub-query's own best match (its first retrieval hit), not the best against the whole question:
    // for "authentication v4" that is the v4 page, where the whole question prefers pages naming both sides.
    const representatives = () =>
      [...hitsBySubQuery.values()].flatMap((ids) => {
        const first = ids.find((id) => pool.has(id));
        return first ? [first] : [];
      });

    const base = () => (hitsBySubQuery.get(input.question) ?? []).filter((id) => pool.has(id));

    const state = (decision: DecideOutcome) => ({
      round,
      decision,
      done,
      modelCalls: budget.spent,
      canSpend,
      tokens: tokens(),
      elapsedMs: Date.now() - started,
    });
    // Deciding costs a call too: with none left beside the answer's, stop on the budget now.
    const broke = judged
      ? null
      : withinBudget(input.limits, 1)(state({ kind: "continue", subQueries: [], reason: "" }));
    if (broke) {
      trace.step("stop", { round, ...broke });
      return {
        ranked,
        subQueries: done,
        iterations: round,
        stop: broke,
        wantsLiveData: false,
        representatives: representatives(),
        base: base(),
      };
    }
    // The last decision said the evidence sufficed and only fetched a part's own page: nothing is left to decide.
    if (last?.kind === "continue" && last.final) {
      // A part's passage: its name's own page among its query's hits ("Bill Clinton" for "United States President Bill
      // Clinton"), else the first hit.
      const parts = (last.parts ?? []).map((p) => {
        const query = p.query ?? p.name;
        const hits = (hitsBySubQuery.get(query) ?? []).flatMap((id) => pool.get(id) ?? []);
        const first = ownPage(hits, query)[0] ?? hits[0]?.id;
        return p.covered || !first ? p : { ...p, covered: true, passageId: first };
      });
      const stop = {
        reason: "sufficient" as const,
        detail: `${last.reason}; its page fetched, nothing left to decide`,
      };
      trace.step("stop", { round, ...stop, covered: parts.filter((p) => p.covered).map((p) => p.name) });
      return {
        ranked,
        subQueries: done,
        iterations: round,
        stop,
        wantsLiveData: false,
        representatives: representatives(),
        base: base(),
        parts,
      };
    }
    const byQuery = done.map((query) => ({
      query,
      passages: (hitsBySubQuery.get(query) ?? []).flatMap((id) => pool.get(id) ?? []),
    }));
    const decision = completeness(
      judged ??
        (await decideOrFail(
          deps.planner,
          {
            question: input.question,
            queryTime: input.queryTime,
            evidence: ranked.slice(0, input.topN * 2),
            done,
            threshold: input.threshold,
            round,
            hits: byQuery,
          },
          trace,
        )),
    );
    trace.step("decide", { round, ...decisionTrace(decision), ...(judged ? { fused: true } : {}) });
    const stop = shouldStop(stops, state(decision));
    if (stop) {
      trace.step("stop", { round, ...stop });
      const wantsLiveData = decision.kind === "continue" && !!decision.live;
      const planAnswer = decision.kind === "sufficient" && stop.reason === "sufficient" ? decision.answer : undefined;
      // A part that failed may leave names its evidence gives: their pages are fetched for the context (unscored,
      // nothing decided on them), each a part that found its name.
      const fetched = stop.reason === "incomplete" && decision.kind === "continue" ? await fetch(decision.fetch) : [];
      const parts = [
        ...(decision.parts ?? []),
        ...fetched.map((n) => ({ name: `named by the failed part: ${n}`, query: n, covered: false, found: n })),
      ];
      return {
        ranked: fetched.length ? [...pool.values()].sort((a, b) => b.score - a.score) : ranked,
        subQueries: done,
        iterations: round,
        stop,
        wantsLiveData,
        representatives: representatives(),
        base: base(),
        ...(parts.length ? { parts } : {}),
        ...(planAnswer ? { planAnswer } : {}),
      };
    }
    last = decision;
    // The plan goes on: each entity a part found (a chain's bridge) is also searched by its name alone in the same
    // round, so its own page is in the pool even when the next hop's query ranks other pages first or finds nothing.
    subQueries =
      decision.kind === "continue" && decision.subQueries.length
        ? newSearches([...decision.subQueries, ...foundNames(decision.parts)], done)
        : [];
  }
}

/** The names parts found (a hop's bridge entity), not values ("1963", "yes"): each has a page of its own to fetch. */
function foundNames(parts: PlanPart[] | undefined): string[] {
  return (parts ?? []).flatMap((p) =>
    p.found && /^[\p{Lu}"“']/u.test(p.found) && p.found.split(/\s+/).length <= MAX_NAME_WORDS ? [p.found] : [],
  );
}

/** Words a found name runs to (a person, a film, a club): longer is a phrase, not a page title. */
const MAX_NAME_WORDS = 6;

/**
 * A plan is done only when every part is: a "sufficient" with an uncovered part goes on with the parts' own
 * queries (the repetition stop ends it when those were all run).
 */
function completeness(decision: DecideOutcome): DecideOutcome {
  const missing = (decision.parts ?? []).filter((p) => !p.covered);
  if (decision.kind !== "sufficient" || missing.length === 0) return decision;
  return {
    kind: "continue",
    subQueries: missing.map((p) => p.query ?? p.name),
    reason: `${decision.reason}; but not covered: ${missing.map((p) => p.name).join(", ")}`,
    parts: decision.parts,
  };
}

/** The decide step as traced: the decision, and the parts named as covered and missing. */
function decisionTrace(decision: DecideOutcome) {
  if (!decision.parts) return decision;
  const covered = decision.parts.filter((p) => p.covered).map((p) => p.name);
  const missing = decision.parts.filter((p) => !p.covered).map((p) => p.name);
  return { ...decision, covered, missing };
}

/**
 * The answer's context: what the single pass would give (the N best of the question's own hits, `base`, else of the
 * pool, in the same source-diverse order), then each part's best passage and each sub-query's best match when they are not among them
 * (at most EXTRA more, shared with new passages that outrank the single pass's weakest), so every part of the
 * question gets a voice and nothing the single pass found is lost. When the question found fewer than N, the pool's
 * best fill the N.
 */
export function selectContext(outcome: LoopOutcome, topN: number): ScoredPassage[] {
  const byId = new Map(outcome.ranked.map((p) => [p.id, p]));
  const own = (outcome.base ?? [...byId.keys()]).flatMap((id) => byId.get(id) ?? []).sort((a, b) => b.score - a.score);
  const single = diversify(own).slice(0, topN);
  const chosen = new Map(single.map((p) => [p.id, p]));
  // The single pass's weakest passage: a new passage scoring above it would have been in the single pass's N too.
  const weakest = single.length >= topN ? Math.min(...single.map((p) => p.score)) : Number.POSITIVE_INFINITY;
  // Each part's best passage (a hop's, a side's, a claim's) is in the context: the answer cites every part. Then the
  // own page of each entity a part found (a chain's bridge), when the loop fetched it: a later hop may have failed,
  // and the page is still the evidence the chain got that far on.
  const partIds = (outcome.parts ?? []).flatMap((p) => (p.passageId ? [p.passageId] : []));
  const foundPages = (outcome.parts ?? []).flatMap((p) => (p.found ? ownPage(outcome.ranked, p.found) : []));
  for (const id of [...partIds, ...foundPages, ...outcome.representatives]) {
    if (chosen.size >= topN + EXTRA_CONTEXT) break;
    const p = byId.get(id);
    if (p && !chosen.has(id)) chosen.set(id, p);
  }
  // Then, for a plan that reads entities (a chain's hops, described sides), the pages of names the chosen passages
  // give ("… is named after Arvo Lindqvist", with "Arvo Lindqvist" found): a bridge the plan did not resolve still
  // has its page in the context, for the answer and its reader. (Other plans keep their context: a claim checked or
  // a lookup is only blurred by more pages.)
  const named = outcome.parts?.some((p) => p.found) ? namedPages(outcome.ranked, [...chosen.values()]) : [];
  for (const p of named) {
    if (chosen.size >= topN + EXTRA_CONTEXT) break;
    chosen.set(p.id, p);
  }
  // Then what the loop found that outranks the single pass's weakest (its N-th), and, when the question found fewer
  // than N, the pool's best up to N.
  for (const p of diversify(outcome.ranked)) {
    const room = p.score > weakest ? topN + EXTRA_CONTEXT : topN;
    if (chosen.size < room && !chosen.has(p.id)) chosen.set(p.id, p);
  }
  return diversify([...chosen.values()].sort((a, b) => b.score - a.score));
}

const EXTRA_CONTEXT = 3;

/** At most this many pages are added because a chosen passage names them. */
const NAMED_PAGES = 2;

/** A title that is a name: capitalised, of two words or more ("Arvo Lindqvist") or one of five letters or more
 * ("Kessa", not "May"). */
const NAME_TITLE = /^\p{Lu}(?:\S*\s+\S|[\p{L}\p{N}'’.-]{4,}$)/u;

/**
 * Pages found whose title (its aside left out) a chosen passage names as a whole word, best first (`NAME_TITLE`),
 * not a title the chosen passages hold already.
 */
function namedPages(ranked: ScoredPassage[], chosen: ScoredPassage[]): ScoredPassage[] {
  const have = new Set(chosen.map((p) => p.id));
  const titles = new Set(chosen.map((p) => titleName(p.title ?? "")));
  const out: ScoredPassage[] = [];
  for (const p of ranked) {
    if (out.length >= NAMED_PAGES) break;
    const name = titleName(p.title ?? "");
    if (have.has(p.id) || titles.has(name) || !NAME_TITLE.test(name)) continue;
    const said = wholeWord(name);
    if (chosen.some((c) => c.id !== p.id && said.test(c.text))) {
      out.push(p);
      titles.add(name);
    }
  }
  return out;
}

/** The planner's decision. A planner that throws ends the plan without an answer (the run abstains and says why in
 * its trace), never the request. */
async function decideOrFail(planner: Planner, input: DecideInput, trace: Trace): Promise<DecideOutcome> {
  try {
    return await planner.decide(input);
  } catch (e) {
    trace.step("error", { stage: "decide", message: String(e) });
    return { kind: "continue", subQueries: [], failed: "the planner failed", reason: String(e) };
  }
}
