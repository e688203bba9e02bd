// The pipeline's shared types: what a run is given (QueryInput, Services), what it returns (QueryResult),
// and what the routes exchange with runQuery (RouteContext, RouteOutcome). They live here, below every
// stage, so that no stage imports the module that calls it (query.ts dispatches to the routes).
import type { Settings } from "../config";
import type { Budget, Usage } from "../models/budget";
import type { Embedder, SyncEmbedder } from "../models/types";
import type {
  Answerer,
  ApiRouter,
  DynamismClassifier,
  Gate,
  GateDecision,
  Planner,
  QuestionClassifier,
  Reranker,
  RoundJudge,
} from "../skills/types";
import type { ApiCatalog } from "../stores/d1-catalog";
import type { Corpus, VectorIndex } from "../stores/types";
import type { ApiCallRecord, ApiEntry } from "../tools/types";
import type { Trace } from "../trace";
import type { Passage, ScoredPassage } from "../types";
import type { Citation } from "./answer";
import type { PageInput } from "./pages";
import type { RetrieveRequest, retrieve } from "./retrieve";
import type { LoopLimits, StopReason } from "./stop-conditions";

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
  /** Ranks the question's own pages in memory: free, no network, and keeps them out of the billed model. */
  pageEmbedder: SyncEmbedder;
  reranker: Reranker;
  /** Scores the passages when the reranker fails outright (lexical, unmetered). */
  fallbackReranker: Reranker;
  answerer: Answerer;
  planner: Planner;
  gate: Gate;
  catalog: ApiCatalog;
  router: ApiRouter;
  dynamism: DynamismClassifier;
  /** The gate and the dynamism check in one call (with a chat model and RAG_FUSE); absent: the two skills above. */
  classifier?: QuestionClassifier;
  /** The loop's rerank and decide in one call (with a chat model reranking and RAG_FUSE); absent: two calls. */
  roundJudge?: RoundJudge;
  /** Executes one validated API call under the guards. */
  executeApi: (entry: ApiEntry, args: Record<string, unknown>) => Promise<ApiCallRecord>;
  /** The run's model-call budget and meter (one per run: buildServices makes it). */
  budget: Budget;
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
  usage: Usage;
  timings_ms: Record<string, number>;
  invalid_question?: boolean;
  notes?: string[];
  /** The passages given to the answerer, when the request asks for them. */
  context?: { id: string; source: string; url?: string; title?: string; score: number; text: string }[];
}

/** A result without what runQuery adds itself (run id, threshold, API calls, usage, timings). */
export type Body = Omit<QueryResult, "usage" | "timings_ms" | "run_id" | "threshold" | "api_calls">;

/** What a route needs to call the APIs on its run's behalf. */
export interface FallbackContext {
  question: string;
  queryTime: string;
  /** API calls the request allows: the settings' maxApiCalls when it asks for APIs, else 0. */
  apiCallsAllowed: number;
  /** The dynamism check, started while the pages were cleaned (false when APIs are off). */
  live: Promise<boolean>;
  /** The loop's limits (rounds, tokens, deadline); model calls are counted by `services.budget`. */
  limits: LoopLimits;
  services: Services;
  trace: Trace;
}

/** What a retrieving route (single pass or dynamic) is given: the question, the chunked pages, the gate's decision and the fallback's context. */
export interface RouteContext extends FallbackContext {
  namespace: string | null;
  /** The cleaned pages, chunked. */
  chunks: Passage[];
  gate: GateDecision;
  /** auto mode: the single pass of the question, started while the gate ran (RAG_SPECULATE). */
  speculation?: Speculation;
  /** Stands in for the loop's retrieve (the benchmark's naive controller runs the sub-queries one after another). */
  retrieve?: typeof retrieve;
}

/**
 * The single pass started before the gate has answered: the question's retrieval at once and, when the gate is
 * still thinking once the candidates are in (a model call, not the local rules), their rerank. Its steps are held
 * back and written to the run's trace only when a route takes the result, so the trace reads as it always has:
 * gate, retrieve, rerank. A route that does not take it leaves it (the loop reuses the retrieval when it runs the
 * same query); a rerank made for nothing is recorded as a `speculation` step, its model call counted as usual.
 */
export interface Speculation {
  /** The retrieval's request: a route reuses the result only for the very same request. */
  readonly request: RetrieveRequest;
  /** The question's candidates; the steps they produced are replayed into `trace` when taken. */
  retrieval(trace: Trace): Promise<Passage[]>;
  /** Their rerank, or null when none was started (the gate answered first); its steps replayed into `trace`. */
  ranked(trace: Trace): Promise<ScoredPassage[] | null>;
  /** The gate chose the loop: no rerank starts from now on; one already started is recorded as unused. */
  abandon(trace: Trace): void;
  /** Resolves when nothing speculative is still running. */
  readonly settled: Promise<void>;
}

/** What a retrieving route hands back: the body, the passages the answerer saw, the API calls made and any notes. */
export interface RouteOutcome {
  body: Body;
  context: ScoredPassage[];
  apiCalls: ApiCallRecord[];
  notes?: string[];
}
