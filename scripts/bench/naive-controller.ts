// The reference controller for the critical-path benchmark, written the naive way: every step waits for the
// one before it. Sub-queries are retrieved one after another, each passage is reranked by a call of its own,
// and the dynamism check runs after retrieval instead of beside it. It runs the pipeline's own routes
// (singlePassRoute, dynamicRoute: the same skills, loop, stop conditions, context and answer), so it makes the
// same decisions; only the call pattern differs, and the speed-up measures orchestration alone.
import { isLiveQuestion } from "../../src/pipeline/api-fallback";
import { dynamicRoute } from "../../src/pipeline/dynamic-route";
import { cleanPages, type PageInput, pagePassages } from "../../src/pipeline/pages";
import type { Services } from "../../src/pipeline/query";
import { retrieve } from "../../src/pipeline/retrieve";
import { singlePassRoute } from "../../src/pipeline/single-pass";
import type { RouteContext } from "../../src/pipeline/types";
import type { Reranker, RerankOutcome } from "../../src/skills/types";
import type { Trace } from "../../src/trace";

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
export function rerankEach(inner: Reranker): Reranker {
  return {
    async rerank(question, passages) {
      if (passages.length === 0) return inner.rerank(question, passages);
      let out: RerankOutcome | undefined;
      const scores: number[] = [];
      for (let i = 0; i < passages.length; i++) {
        out = await inner.rerank(question, passages);
        scores.push(out.scores[i] ?? 0);
      }
      return { ...out!, scores };
    },
  };
}

/** Each retrieval starts when the one before it is done (the loop starts a round's sub-queries together). */
function oneAfterAnother(): typeof retrieve {
  let previous: Promise<unknown> = Promise.resolve();
  return (req, deps) => {
    const next = previous.then(() => retrieve(req, deps));
    previous = next.catch(() => {});
    return next;
  };
}

/** The dynamism check, started only when the route asks for its verdict (after retrieval), not beside it. */
function whenAsked(check: () => Promise<boolean>): Promise<boolean> {
  let started: Promise<boolean> | undefined;
  const run = () => (started ??= check());
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose: the check starts when it is awaited.
  const lazy: PromiseLike<boolean> = { then: (ok, fail) => run().then(ok, fail) };
  return lazy as Promise<boolean>;
}

export async function naiveRun(input: NaiveInput, s: Services, trace: Trace): Promise<NaiveResult> {
  const { settings } = s;
  const chunks = pagePassages(cleanPages(input.pages), {
    maxWords: settings.chunkWords,
    overlapWords: settings.chunkOverlap,
  });
  const dynamic = input.mode === "dynamic";
  const services: Services = {
    ...s,
    reranker: rerankEach(s.reranker),
    // The loop's one embedding call for a round's sub-queries is a batch: the naive way embeds each sub-query in
    // its own retrieval, so that call is dropped here (the loop's retrievals use `s.embedder`, see below).
    ...(dynamic ? { embedder: { id: s.embedder.id, dimensions: s.embedder.dimensions, embed: async () => [] } } : {}),
  };
  // A round's rerank and decide are two calls (a chat model's services may carry the fused round judge).
  delete services.roundJudge;
  const sequential = oneAfterAnother();
  const ctx: RouteContext = {
    question: input.question,
    queryTime: input.queryTime,
    namespace: input.namespace,
    chunks,
    gate: { route: input.mode, kind: "requested", reason: `mode ${input.mode} requested` },
    apiCallsAllowed: input.useApis ? settings.maxApiCalls : 0,
    live: input.useApis ? whenAsked(() => isLiveQuestion(input.question, input.queryTime, { ...s, trace })) : NO,
    // Slower by design: its decisions must not depend on the time its call pattern takes.
    limits: { ...settings, deadlineMs: Number.POSITIVE_INFINITY },
    services,
    trace,
    retrieve: (req, deps) => sequential(req, { ...deps, embedder: s.embedder }),
  };
  const out = dynamic ? await dynamicRoute(ctx) : await singlePassRoute(ctx);
  return { answer: out.body.answer, subQueries: out.body.sub_queries, rounds: out.body.iterations };
}

const NO = Promise.resolve(false);
