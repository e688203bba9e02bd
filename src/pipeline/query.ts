import { runEmbedder } from "../models/run-embedder";
import type { ApiCallRecord } from "../tools/types";
import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";
import { answer, answerFields } from "./answer";
import { classifyQuestion } from "./classify";
import { directWindow } from "./direct-rag";
import { dynamicRoute } from "./dynamic-route";
import { cleanPages, pagePassages } from "./pages";
import { singlePassRoute } from "./single-pass";
import { speculate } from "./speculate";
import type { Body, QueryInput, QueryResult, RouteContext, Services } from "./types";

// runQuery's callers (the run's object, tests, benchmarks) name its types from here too.
export type { Mode, QueryInput, QueryResult, Route, Services } from "./types";

/** Runs one question through the mode it asks for and returns the API's result body. */
export async function runQuery(
  runId: string,
  input: QueryInput,
  services: Services,
  trace: Trace,
): Promise<QueryResult> {
  // Every text is embedded once per run, and each embedding call the run makes is metered.
  services = { ...services, embedder: runEmbedder(services.embedder, services.budget) };
  const { settings, budget } = services;
  // The answer's call is held back for the whole run: repairs, rounds and router calls are made only beside it.
  const answerHold = budget.reserve(1, "answer");
  const queryTime = input.queryTime.toISOString();
  const finish = (
    r: Body,
    passages: ScoredPassage[] = [],
    apiCalls: ApiCallRecord[] = [],
    notes: string[] = [],
  ): QueryResult => {
    // The run is done: nothing more is kept back (a speculative call still in flight is counted when it settles).
    answerHold.release();
    return {
      run_id: runId,
      threshold: settings.threshold,
      api_calls: apiCalls,
      ...r,
      confidence: r.confidence ?? 0,
      usage: budget.toJSON(),
      timings_ms: trace.timings(),
      ...(notes.length ? { notes } : {}),
      ...(input.includeContext
        ? {
            context: passages.map((p) => ({
              id: p.id,
              source: p.source,
              url: p.url,
              title: p.title,
              score: p.score,
              text: p.text,
            })),
          }
        : {}),
    };
  };
  const baseline = {
    partial: false,
    sufficient: null,
    top_score: null,
    sub_queries: [],
    stop_reason: "baseline" as const,
  };

  if (input.mode === "llm-only") {
    trace.step("gate", { route: "llm-only", reason: "baseline mode requested" });
    const out = await trace.time("answer", () =>
      answer(
        { question: input.question, queryTime, passages: [], threshold: 0, closedBook: true },
        services.answerer,
        trace,
      ),
    );
    return finish({ ...baseline, ...answerFields(out), route: "llm-only", iterations: 0 });
  }

  // The gate and the dynamism check need only the question: their model calls run while the pages are cleaned.
  const retrieving = input.mode !== "direct-rag";
  const { route: routed, live } = retrieving
    ? classifyQuestion(input, queryTime, services, trace)
    : { route: null, live: Promise.resolve(false) };
  let gateAnswered = false;
  routed?.then(
    () => (gateAnswered = true),
    () => {},
  );
  const cleaned = await trace.time("clean", async () => cleanPages(input.pages));
  if (cleaned.length) {
    trace.step("clean", {
      pages: cleaned.map((p) => ({ url: p.url, title: p.title, raw_chars: p.rawChars, clean_chars: p.text.length })),
    });
  }

  if (input.mode === "direct-rag") {
    trace.step("gate", { route: "direct-rag", reason: "baseline mode requested" });
    const passages = await trace.time("retrieve", () =>
      directWindow(
        input,
        cleaned.map((p) => p.text),
        services,
        trace,
      ),
    );
    const out = await trace.time("answer", () =>
      answer({ question: input.question, queryTime, passages, threshold: 0 }, services.answerer, trace),
    );
    return finish({ ...baseline, ...answerFields(out), route: "direct-rag", iterations: 1 }, passages);
  }

  const chunks = pagePassages(cleaned, { maxWords: settings.chunkWords, overlapWords: settings.chunkOverlap });
  const apiCallsAllowed = input.useApis ? settings.maxApiCalls : 0;
  // auto: the single pass of the question starts now; a lookup then waits only for what the gate did not hide.
  const request = { question: input.question, pagePassages: chunks, namespace: input.namespace, topK: settings.topK };
  const speculation =
    input.mode === "auto" && settings.speculate
      ? speculate(request, services, () => gateAnswered, apiCallsAllowed)
      : undefined;
  const gate = await routed!;
  if (gate.route === "dynamic") speculation?.abandon(trace);
  const ctx: RouteContext = {
    question: input.question,
    queryTime,
    namespace: input.namespace,
    chunks,
    gate,
    ...(speculation ? { speculation } : {}),
    apiCallsAllowed,
    live,
    // The settings carry the loop's limits (maxIterations, maxTokens, deadlineMs); model calls are the budget's.
    limits: settings,
    services,
    trace,
  };
  const out = gate.route === "single-pass" ? await singlePassRoute(ctx) : await dynamicRoute(ctx);
  return finish(out.body, out.context, out.apiCalls, out.notes);
}
