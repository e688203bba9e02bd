import type { Settings } from "../config";
import { runEmbedder } from "../models/run-embedder";
import type { Embedder } from "../models/types";
import type { Answerer, ApiRouter, DynamismClassifier, Gate, GateDecision, Planner, Reranker } from "../skills/types";
import type { ApiCatalog } from "../stores/d1-catalog";
import type { ApiCallRecord, ApiEntry } from "../tools/types";
import type { Corpus, VectorIndex } from "../stores/types";
import type { Trace } from "../trace";
import type { Passage, ScoredPassage } from "../types";
import type { UsageMeter } from "../usage";
import { answer, answerFields, type Citation } from "./answer";
import { isLiveQuestion } from "./api-fallback";
import { directWindow } from "./direct-rag";
import { dynamicRoute } from "./dynamic-route";
import type { FallbackContext } from "./live-fallback";
import { cleanPages, pagePassages, type PageInput } from "./pages";
import { singlePassRoute } from "./single-pass";
import type { StopReason } from "./stop-conditions";

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
  /** How likely the answer is right, in [0, 1] (src/skills/confidence.ts); 0 when nothing was answered. */
  confidence?: number;
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

/** A result without what runQuery adds itself (run id, threshold, API calls, usage, timings). */
export type Body = Omit<QueryResult, "usage" | "timings_ms" | "run_id" | "threshold" | "api_calls">;

/** What a retrieving route (single pass or dynamic) is given: the question, the chunked pages, the gate's decision and the fallback's context. */
export interface RouteContext extends FallbackContext {
  namespace: string | null;
  /** The cleaned pages, chunked. */
  chunks: Passage[];
  gate: GateDecision;
}

/** What a retrieving route hands back: the body, the passages the answerer saw, the API calls made and any notes. */
export interface RouteOutcome {
  body: Body;
  context: ScoredPassage[];
  apiCalls: ApiCallRecord[];
  notes?: string[];
}

/** Runs one question through the mode it asks for and returns the API's result body. */
export async function runQuery(runId: string, input: QueryInput, services: Services, trace: Trace): Promise<QueryResult> {
  // Every text is embedded once per run, and each embedding call the run makes is metered.
  services = { ...services, embedder: runEmbedder(services.embedder, services.meter) };
  const { settings } = services;
  // Repairs are optional calls: made only while the answer's call (held back) stays within the limit.
  services.meter.limit = settings.maxModelCalls;
  services.meter.held = 1;
  const queryTime = input.queryTime.toISOString();
  const finish = (r: Body, passages: ScoredPassage[] = [], apiCalls: ApiCallRecord[] = [], notes: string[] = []): QueryResult => ({
    run_id: runId,
    threshold: settings.threshold,
    api_calls: apiCalls,
    ...r,
    confidence: r.confidence ?? 0,
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
    return finish({ ...baseline, ...answerFields(out), route: "llm-only", iterations: 0 });
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
    return finish({ ...baseline, ...answerFields(out), route: "direct-rag", iterations: 1 }, passages);
  }

  const gate = await routed!;
  const ctx: RouteContext = {
    question: input.question,
    queryTime,
    namespace: input.namespace,
    chunks: pagePassages(cleaned, { maxWords: settings.chunkWords, overlapWords: settings.chunkOverlap }),
    gate,
    apiCallsAllowed: input.useApis ? settings.maxApiCalls : 0,
    live,
    // The settings carry the loop's budget fields (maxIterations, maxModelCalls, maxTokens, deadlineMs).
    budget: settings,
    services,
    trace,
  };
  const out = gate.route === "single-pass" ? await singlePassRoute(ctx) : await dynamicRoute(ctx);
  return finish(out.body, out.context, out.apiCalls, out.notes);
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
