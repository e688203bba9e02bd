// The reference controller for the critical-path benchmark, written the naive way: every step waits for the
// one before it. Sub-queries are retrieved one after another, each passage is reranked by a call of its own,
// and the dynamism check runs after retrieval instead of beside it. It makes the same decisions as the
// pipeline (same skills, same stop conditions, same scores), so the speed-up measures orchestration alone.
import { answer } from "../../src/pipeline/answer";
import { apiFallback, isLiveQuestion } from "../../src/pipeline/api-fallback";
import { type LoopOutcome, selectContext } from "../../src/pipeline/loop";
import { cleanPages, type PageInput, pagePassages } from "../../src/pipeline/pages";
import type { Services } from "../../src/pipeline/query";
import { retrieve } from "../../src/pipeline/retrieve";
import { isSufficient, iterationCeiling, repeatedSubQueries, shouldStop } from "../../src/pipeline/stop-conditions";
import type { Trace } from "../../src/trace";
import type { Passage, ScoredPassage } from "../../src/types";

export interface NaiveInput {
  question: string;
  queryTime: string;
  namespace: string | null;
  mode: "single-pass" | "dynamic";
  useApis: boolean;
  pages: PageInput[];
}

export interface NaiveResult {
  answer: string;
  subQueries: string[];
  rounds: number;
}

/**
 * One rerank call per passage. Each call carries the whole pool so that the local lexical reranker (whose
 * idf depends on the pool) gives every passage the score a batched call would: only the call pattern differs.
 */
async function rerankEach(question: string, passages: Passage[], s: Services): Promise<ScoredPassage[]> {
  const out: ScoredPassage[] = [];
  for (let i = 0; i < passages.length; i++) {
    const { scores } = await s.reranker.rerank(question, passages);
    out.push({ ...passages[i]!, score: scores[i] ?? 0 });
  }
  return out;
}

export async function naiveRun(input: NaiveInput, s: Services, trace: Trace): Promise<NaiveResult> {
  const { settings } = s;
  const deps = { ...s, trace };
  const chunks = pagePassages(cleanPages(input.pages), {
    maxWords: settings.chunkWords,
    overlapWords: settings.chunkOverlap,
  });
  const get = (q: string) =>
    retrieve({ question: q, pagePassages: chunks, namespace: input.namespace, topK: settings.topK }, deps);
  let ranked: ScoredPassage[];
  let context: ScoredPassage[];
  let subQueries: string[] = [input.question];
  let rounds = 1;
  let sufficient: boolean;
  if (input.mode === "single-pass") {
    ranked = (await rerankEach(input.question, await get(input.question), s)).sort((a, b) => b.score - a.score);
    sufficient = (ranked[0]?.score ?? 0) >= settings.threshold;
    context = ranked.slice(0, settings.topN);
  } else {
    const pool = new Map<string, ScoredPassage>();
    const hitsBySubQuery = new Map<string, string[]>();
    const seenText = new Set<string>();
    const done: string[] = [];
    let queries = await s.planner.plan({ question: input.question, queryTime: input.queryTime });
    for (rounds = 1; ; rounds++) {
      const fresh: Passage[] = [];
      for (const q of queries) {
        const hits = await get(q);
        hitsBySubQuery.set(
          q,
          hits.map((p) => p.id),
        );
        for (const p of hits) {
          const key = p.text.trim().toLowerCase();
          if (pool.has(p.id) || seenText.has(key) || fresh.some((f) => f.id === p.id)) continue;
          seenText.add(key);
          fresh.push(p);
        }
      }
      done.push(...queries);
      for (const p of await rerankEach(input.question, fresh, s)) pool.set(p.id, p);
      const pooled = [...pool.values()].sort((a, b) => b.score - a.score);
      const decision = await s.planner.decide({
        question: input.question,
        queryTime: input.queryTime,
        evidence: pooled.slice(0, settings.topN * 2),
        done,
        threshold: settings.threshold,
        round: rounds,
      });
      const state = { round: rounds, decision, done, modelCalls: 0, canSpend: () => true, tokens: 0, elapsedMs: 0 };
      if (
        shouldStop([isSufficient, iterationCeiling(settings.maxIterations), repeatedSubQueries], state) ||
        decision.kind !== "continue"
      )
        break;
      queries = decision.subQueries;
    }
    ranked = [...pool.values()].sort((a, b) => b.score - a.score);
    sufficient = (ranked[0]?.score ?? 0) >= settings.threshold;
    subQueries = done;
    const representatives = [...hitsBySubQuery.values()].flatMap((ids) => ids.find((id) => pool.has(id)) ?? []);
    const outcome: LoopOutcome = {
      ranked,
      subQueries: done,
      iterations: rounds,
      stop: { reason: "sufficient", detail: "" },
      wantsLiveData: false,
      representatives,
    };
    context = selectContext(outcome, settings.topN);
  }
  // After retrieval, not beside it.
  const live = input.useApis ? await isLiveQuestion(input.question, input.queryTime, deps) : false;
  if (input.useApis && (!sufficient || live)) {
    const api = await apiFallback(
      { question: input.question, queryTime: input.queryTime, trigger: "naive" },
      { topM: settings.apiTopM, maxCalls: settings.maxApiCalls },
      { ...deps, execute: s.executeApi },
    );
    context = [...api.passages, ...context];
    if (api.passages.length) sufficient = true;
  }
  if (input.mode === "single-pass" && !sufficient) return { answer: "I don't know", subQueries, rounds };
  const out = await answer(
    { question: input.question, queryTime: input.queryTime, passages: context, threshold: settings.threshold },
    s.answerer,
    trace,
  );
  return { answer: out.answer, subQueries, rounds };
}
