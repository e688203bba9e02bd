import type { Settings } from "../config";
import { runEmbedder } from "../models/run-embedder";
import type { Embedder } from "../models/types";
import type { Answerer, ApiRouter, DynamismClassifier, Gate, GateDecision, Planner, Reranker } from "../skills/types";
import type { ApiCatalog } from "../stores/d1-catalog";
import type { ApiCallRecord, ApiEntry } from "../tools/types";
import { IDK } from "../skills/types";
import type { Corpus, VectorIndex } from "../stores/types";
import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";
import type { UsageMeter } from "../usage";
import { answer, type Citation } from "./answer";
import { apiFallback, isLiveQuestion } from "./api-fallback";
import { directWindow } from "./direct-rag";
import { runLoop, selectContext } from "./loop";
import { cleanPages, pagePassages, type PageInput } from "./pages";
import { rerank } from "./rerank";
import { retrieve } from "./retrieve";
import type { Budget, StopReason } from "./stop-conditions";
import { checkSufficiency } from "./sufficiency";

export type Mode = "auto" | "single-pass" | "dynamic" | "llm-only" | "direct-rag";
export type Route = "llm-only" | "direct-rag" | "single-pass" | "dynamic";

export interface QueryInput {
  question: string;
  queryTime: Date;
  pages: PageInput[];
  mode: Mode;
  useApis: boolean;
  namespace: string | null;
  includeContext?: boolean;
}

/** Everything a run needs, built from the bindings in one place (runtime.ts); stages never see env. */
export interface Services {
  settings: Settings;
  corpus: Corpus;
  vectors: VectorIndex;
  embedder: Embedder;
  reranker: Reranker;
  answerer: Answerer;
  planner: Planner;
  gate: Gate;
  catalog: ApiCatalog;
  router: ApiRouter;
  dynamism: DynamismClassifier;
  /** Executes one validated API call under the guards. */
  executeApi: (entry: ApiEntry, args: Record<string, unknown>) => Promise<ApiCallRecord>;
  meter: UsageMeter;
}

export interface QueryResult {
  run_id: string;
  answer: string;
  abstained: boolean;
  partial: boolean;
  route: Route;
  sufficient: boolean | null;
  top_score: number | null;
  threshold: number;
  iterations: number;
  sub_queries: string[];
  stop_reason: StopReason | "single-pass" | "baseline";
  gate?: GateDecision;
  citations: Citation[];
  api_calls: ApiCallRecord[];
  usage: ReturnType<UsageMeter["toJSON"]>;
  timings_ms: Record<string, number>;
  invalid_question?: boolean;
  notes?: string[];
  /** The passages given to the answerer, when the request asks for them. */
  context?: { id: string; source: string; url?: string; title?: string; score: number; text: string }[];
}

type Body = Omit<QueryResult, "usage" | "timings_ms" | "run_id" | "threshold" | "api_calls">;

/** What the API fallback adds: passages to prepend, and the calls made. */
interface Live {
  passages: ScoredPassage[];
  calls: ApiCallRecord[];
}

/** Runs one question through the mode it asks for and returns the API's result body. */
export async function runQuery(runId: string, input: QueryInput, services: Services, trace: Trace): Promise<QueryResult> {
  // Every text is embedded once per run, and each embedding call the run makes is metered.
  services = { ...services, embedder: runEmbedder(services.embedder, services.meter) };
  const { settings } = services;
  // Repairs are optional calls: made only while the answer's call (held back) stays within the limit.
  services.meter.limit = settings.maxModelCalls;
  services.meter.held = 1;
  const notes: string[] = [];
  const queryTime = input.queryTime.toISOString();
  let apiCalls: ApiCallRecord[] = [];
  const finish = (r: Body, passages: ScoredPassage[] = []): QueryResult => ({
    run_id: runId,
    threshold: settings.threshold,
    api_calls: apiCalls,
    ...r,
    usage: services.meter.toJSON(),
    timings_ms: trace.timings(),
    ...(notes.length ? { notes } : {}),
    ...(input.includeContext
      ? { context: passages.map((p) => ({ id: p.id, source: p.source, url: p.url, title: p.title, score: p.score, text: p.text })) }
      : {}),
  });
  const baseline = { partial: false, sufficient: null, top_score: null, sub_queries: [], stop_reason: "baseline" as const };

  if (input.mode === "llm-only") {
    trace.step("gate", { route: "llm-only", reason: "baseline mode requested" });
    const out = await trace.time("answer", () =>
      answer({ question: input.question, queryTime, passages: [], threshold: 0, closedBook: true }, services.answerer, trace),
    );
    return finish({ ...baseline, ...pick(out), route: "llm-only", iterations: 0 });
  }

  // The gate and the dynamism check need only the question: their model calls run while the pages are cleaned.
  const retrieving = input.mode !== "direct-rag";
  const routed = retrieving ? chooseRoute(input, services, trace) : null;
  const live = retrieving && input.useApis ? isLiveQuestion(input.question, queryTime, { ...services, trace }) : Promise.resolve(false);
  const cleaned = await trace.time("clean", async () => cleanPages(input.pages));
  if (cleaned.length) {
    trace.step("clean", {
      pages: cleaned.map((p) => ({ url: p.url, title: p.title, raw_chars: p.rawChars, clean_chars: p.text.length })),
    });
  }

  if (input.mode === "direct-rag") {
    trace.step("gate", { route: "direct-rag", reason: "baseline mode requested" });
    const passages = await trace.time("retrieve", () => directWindow(input, cleaned.map((p) => p.text), services, trace));
    const out = await trace.time("answer", () => answer({ question: input.question, queryTime, passages, threshold: 0 }, services.answerer, trace));
    return finish({ ...baseline, ...pick(out), route: "direct-rag", iterations: 1 }, passages);
  }

  const gate = await routed!;
  const chunks = pagePassages(cleaned, { maxWords: settings.chunkWords, overlapWords: settings.chunkOverlap });
  const deps = { ...services, trace };
  // The settings carry the loop's budget fields (maxIterations, maxModelCalls, maxTokens, deadlineMs).
  const budget: Budget = settings;
  const apiCallsAllowed = input.useApis ? settings.maxApiCalls : 0;
  const fallback = async (trigger: string): Promise<Live> => {
    // The router's calls are model calls too: never more than the budget has left beside the answer's.
    const maxCalls = Math.max(0, Math.min(apiCallsAllowed, budget.maxModelCalls - services.meter.model_calls - 1));
    const out = await trace.time("api", () =>
      apiFallback({ question: input.question, queryTime, trigger }, { topM: settings.apiTopM, maxCalls }, { ...deps, execute: services.executeApi }),
    );
    apiCalls = out.calls;
    return out;
  };
  /** Runs the fallback when the evidence is insufficient or the question is about live data. */
  const maybeFallback = async (sufficient: boolean, wantsLive = false): Promise<Live> => {
    if (apiCallsAllowed === 0) return { passages: [], calls: [] };
    const isLive = await live;
    if (sufficient && !isLive && !wantsLive) return { passages: [], calls: [] };
    return fallback(!sufficient ? "insufficient evidence" : "live data");
  };

  if (gate.route === "single-pass") {
    const candidates = await trace.time("retrieve", () =>
      retrieve({ question: input.question, pagePassages: chunks, namespace: input.namespace, topK: settings.topK }, deps),
    );
    const ranked = await trace.time("rerank", () => rerank(input.question, candidates, services.reranker, trace));
    const decision = checkSufficiency(ranked, settings.threshold, trace);
    const api = await maybeFallback(decision.sufficient);
    // API results come first: they answer about the present, which the corpus may only know of old.
    const context = [...api.passages, ...ranked].slice(0, settings.topN);
    const common = { partial: false, route: "single-pass" as const, iterations: 1, sub_queries: [input.question], stop_reason: "single-pass" as const, gate, ...decision };
    if (!decision.sufficient && api.passages.length === 0) {
      trace.step("answer", { answer: IDK, abstained: true, reason: "insufficient evidence" });
      return finish({ ...common, answer: IDK, abstained: true, citations: [] }, context);
    }
    const out = await trace.time("answer", () =>
      answer({ question: input.question, queryTime, passages: context, threshold: settings.threshold }, services.answerer, trace),
    );
    return finish({ ...common, ...pick(out) }, context);
  }

  const loop = await trace.time("loop", () =>
    runLoop(
      {
        question: input.question,
        queryTime,
        pagePassages: chunks,
        namespace: input.namespace,
        topK: settings.topK,
        topN: settings.topN,
        threshold: settings.threshold,
        budget,
        reserve: 1 + apiCallsAllowed,
      },
      deps,
    ),
  );
  const decision = checkSufficiency(loop.ranked, settings.threshold, trace);
  const api = await maybeFallback(loop.stop.reason === "sufficient", loop.wantsLiveData);
  const context = [...api.passages, ...selectContext(loop, settings.topN)];
  const stopped = { route: "dynamic" as const, iterations: loop.iterations, sub_queries: loop.subQueries, stop_reason: loop.stop.reason, gate, ...decision };
  const out = await trace.time("answer", () =>
    answer({ question: input.question, queryTime, passages: context, threshold: settings.threshold }, services.answerer, trace),
  );
  // Stopped without sufficient evidence: the best answer the evidence allows, flagged as partial.
  const partial = loop.stop.reason !== "sufficient" && api.passages.length === 0 && !out.abstained;
  if (loop.stop.reason !== "sufficient") {
    const why = `stopped by ${loop.stop.reason} (${loop.stop.detail}) before the evidence was sufficient`;
    notes.push(partial ? `${why}: the answer may be incomplete` : why);
  }
  return finish({ ...stopped, ...pick(out), partial }, context);
}

/** auto asks the gate; the other modes say which route they want. */
async function chooseRoute(input: QueryInput, services: Services, trace: Trace): Promise<GateDecision> {
  let decision: GateDecision;
  if (input.mode === "auto") {
    try {
      decision = await trace.time("gate", () => services.gate.classify(input.question));
    } catch (e) {
      // Without the gate's judgement, the single pass is the cheaper guess.
      trace.step("error", { stage: "gate", message: String(e) });
      decision = { route: "single-pass", kind: "unknown", reason: "the gate failed; single pass" };
    }
  } else {
    decision = { route: input.mode === "dynamic" ? "dynamic" : "single-pass", kind: "requested", reason: `mode ${input.mode} requested` };
  }
  trace.step("gate", { ...decision });
  return decision;
}

function pick(out: Awaited<ReturnType<typeof answer>>) {
  return {
    answer: out.answer,
    abstained: out.abstained,
    citations: out.citations,
    ...(out.invalidQuestion ? { invalid_question: true } : {}),
  };
}
