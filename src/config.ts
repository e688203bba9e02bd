import { calibrationFor } from "./calibration";

/**
 * The parts of local retrieval that can be switched off (RAG_RETRIEVAL, a comma list; scripts/eval/README.md has
 * the dev ablation that chose the default): corpus FTS5/bm25, corpus vector search, reciprocal-rank fusion of the
 * two (off: bm25 hits first, vector-only hits after), in-memory bm25 and hashed vectors over the request's pages,
 * the reranker's reordering (off: the retrieval order stands, the rerank still scores), source diversity in the
 * reranked order (a passage whose source has another document above it gives way to a near-equal passage of
 * another source) and corpus-learned query expansion.
 */
export const RETRIEVAL_PARTS = [
  "fts",
  "vectors",
  "fusion",
  "page-bm25",
  "page-vectors",
  "rerank",
  "diverse",
  "expand",
] as const;
export type RetrievalPart = (typeof RETRIEVAL_PARTS)[number];
export type RetrievalParts = Record<RetrievalPart, boolean>;

/** Typed settings from the Worker's vars, with the documented defaults. */
export interface Settings {
  /** Passages retrieved per question and handed to the reranker. */
  topK: number;
  /** Reranked passages given to the answerer. */
  topN: number;
  /** Sufficiency threshold τ on the top rerank score. */
  threshold: number;
  /** An answer whose confidence is below this floor is withheld ("I don't know"); 0 keeps every answer. */
  confidenceFloor: number;
  chunkWords: number;
  chunkOverlap: number;
  /** Size of the direct-rag baseline's fixed context window, in tokens (~4 characters each). */
  directRagTokens: number;
  chatModel: string;
  embedModel: string;
  /** "llm" (a chat model scores all passages in one call), "bge" (@cf/baai/bge-reranker-base) or "lexical". */
  reranker: "llm" | "bge" | "lexical";
  seedSampleCorpus: boolean;
  /** Re-planning loop: rounds at most, model calls, tokens and wall-clock per question. */
  maxIterations: number;
  maxModelCalls: number;
  maxTokens: number;
  deadlineMs: number;
  /** API fallback: schemas offered to the router (top-M), calls per question, and the executor's guards. */
  apiTopM: number;
  maxApiCalls: number;
  apiTimeoutMs: number;
  apiMaxBytes: number;
  /** Hosts that may be called over plain http (local development, e.g. CRAG's mock API on localhost). */
  allowHttpHosts: string[];
  /** Register the demo live APIs of the sample service in the catalog (local runs). */
  seedDemoApis: boolean;
  /** Runs (their Durable Object storage) are deleted this many hours after they start. */
  runRetentionHours: number;
  /** A Workers AI call that takes longer fails (and its step falls back). */
  modelTimeoutMs: number;
  /** OpenAI-compatible providers: first backoff after a 429/5xx or a network error (doubles per retry, 2 retries). */
  modelRetryMs: number;
  /** How the function model is offered tools: "tools" (OpenAI `tools` field) or "prompt" (JSON in the system prompt). */
  functionCallStyle: "tools" | "prompt";
  /** auto mode starts retrieving (and, when the gate is a model call, reranking) the question while the gate runs. */
  speculate: boolean;
  /** With a chat model: the gate and the dynamism check in one call. */
  fuse: boolean;
  /** With a chat model reranking: the loop's rerank and decide in one call (RAG_FUSE_ROUND; default: RAG_FUSE). */
  fuseRound: boolean;
  /** Which parts of retrieval run (RAG_RETRIEVAL). */
  retrieval: RetrievalParts;
}

export const DEFAULT_RETRIEVAL: RetrievalParts = {
  fts: true,
  vectors: true,
  fusion: true,
  "page-bm25": true,
  "page-vectors": true,
  rerank: true,
  diverse: true,
  expand: true,
};

export const DEFAULTS: Settings = {
  topK: 20,
  topN: 5,
  threshold: 0.5,
  confidenceFloor: 0,
  chunkWords: 200,
  chunkOverlap: 40,
  directRagTokens: 4000,
  chatModel: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  embedModel: "@cf/baai/bge-base-en-v1.5",
  reranker: "llm",
  seedSampleCorpus: false,
  maxIterations: 3,
  maxModelCalls: 12,
  maxTokens: 60_000,
  deadlineMs: 30_000,
  apiTopM: 5,
  maxApiCalls: 3,
  apiTimeoutMs: 5000,
  apiMaxBytes: 65_536,
  allowHttpHosts: [],
  seedDemoApis: false,
  runRetentionHours: 24,
  modelTimeoutMs: 20_000,
  modelRetryMs: 250,
  functionCallStyle: "tools",
  speculate: true,
  fuse: true,
  fuseRound: true,
  retrieval: DEFAULT_RETRIEVAL,
};

type Vars = Record<string, unknown>;

function num(vars: Vars, key: string, fallback: number, min: number, max: number): number {
  const raw = vars[key];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

function str(vars: Vars, key: string, fallback: string): string {
  const raw = vars[key];
  return typeof raw === "string" && raw.trim() ? raw.trim() : fallback;
}

/**
 * RAG_RETRIEVAL: the parts to run ("fts,vectors,fusion"), "all", or the default with some removed ("-vectors,-expand").
 * Unknown names are ignored; a list that leaves no corpus or page ranker keeps the default.
 */
export function parseRetrieval(raw: unknown): RetrievalParts {
  if (typeof raw !== "string" || !raw.trim() || raw.trim() === "all") return { ...DEFAULT_RETRIEVAL };
  const names = raw
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const known = (n: string): n is RetrievalPart => (RETRIEVAL_PARTS as readonly string[]).includes(n);
  const subtractive = names.every((n) => n.startsWith("-"));
  const out: RetrievalParts = subtractive
    ? { ...DEFAULT_RETRIEVAL }
    : (Object.fromEntries(RETRIEVAL_PARTS.map((p) => [p, false])) as RetrievalParts);
  for (const n of names) {
    const name = n.replace(/^-/, "");
    if (known(name)) out[name] = !n.startsWith("-");
  }
  const ranks = out.fts || out.vectors || out["page-bm25"] || out["page-vectors"];
  return ranks ? out : { ...DEFAULT_RETRIEVAL };
}

export function loadSettings(vars: Vars): Settings {
  const reranker = str(vars, "RAG_RERANKER", DEFAULTS.reranker);
  // Vars win over the calibration file, which wins over the defaults.
  const calibrated = calibrationFor(vars).settings;
  return {
    topK: num(vars, "RAG_TOP_K", DEFAULTS.topK, 1, 100),
    topN: num(vars, "RAG_TOP_N", DEFAULTS.topN, 1, 20),
    threshold: num(vars, "RAG_THRESHOLD", calibrated.threshold ?? DEFAULTS.threshold, 0, 1),
    confidenceFloor: num(vars, "RAG_CONFIDENCE_FLOOR", calibrated.confidenceFloor ?? DEFAULTS.confidenceFloor, 0, 1),
    chunkWords: num(vars, "RAG_CHUNK_WORDS", DEFAULTS.chunkWords, 30, 2000),
    chunkOverlap: num(vars, "RAG_CHUNK_OVERLAP", DEFAULTS.chunkOverlap, 0, 500),
    directRagTokens: num(vars, "RAG_DIRECT_RAG_TOKENS", DEFAULTS.directRagTokens, 256, 100_000),
    chatModel: str(vars, "RAG_CHAT_MODEL", DEFAULTS.chatModel),
    embedModel: str(vars, "RAG_EMBED_MODEL", DEFAULTS.embedModel),
    reranker: reranker === "bge" || reranker === "lexical" ? reranker : "llm",
    seedSampleCorpus: str(vars, "SEED_SAMPLE_CORPUS", "false") === "true",
    maxIterations: num(vars, "RAG_MAX_ITERATIONS", DEFAULTS.maxIterations, 1, 10),
    maxModelCalls: num(vars, "RAG_MAX_MODEL_CALLS", DEFAULTS.maxModelCalls, 1, 100),
    maxTokens: num(vars, "RAG_MAX_TOKENS", DEFAULTS.maxTokens, 100, 10_000_000),
    deadlineMs: num(vars, "RAG_DEADLINE_MS", DEFAULTS.deadlineMs, 100, 600_000),
    apiTopM: num(vars, "RAG_API_TOP_M", DEFAULTS.apiTopM, 1, 20),
    maxApiCalls: num(vars, "RAG_MAX_API_CALLS", DEFAULTS.maxApiCalls, 0, 10),
    apiTimeoutMs: num(vars, "API_TIMEOUT_MS", DEFAULTS.apiTimeoutMs, 100, 60_000),
    apiMaxBytes: num(vars, "API_MAX_BYTES", DEFAULTS.apiMaxBytes, 1024, 10_000_000),
    allowHttpHosts: str(vars, "API_ALLOW_HTTP_HOSTS", "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    seedDemoApis: str(vars, "SEED_DEMO_APIS", str(vars, "SEED_SAMPLE_CORPUS", "false")) === "true",
    runRetentionHours: num(vars, "RUN_RETENTION_HOURS", DEFAULTS.runRetentionHours, 0.001, 24 * 365),
    modelTimeoutMs: num(vars, "RAG_MODEL_TIMEOUT_MS", DEFAULTS.modelTimeoutMs, 100, 600_000),
    modelRetryMs: num(vars, "RAG_MODEL_RETRY_MS", DEFAULTS.modelRetryMs, 0, 10_000),
    functionCallStyle: str(vars, "FUNCTION_CALL_STYLE", DEFAULTS.functionCallStyle) === "prompt" ? "prompt" : "tools",
    speculate: str(vars, "RAG_SPECULATE", "true") !== "false",
    fuse: str(vars, "RAG_FUSE", "true") !== "false",
    fuseRound: str(vars, "RAG_FUSE_ROUND", str(vars, "RAG_FUSE", "true")) !== "false",
    retrieval: parseRetrieval(vars.RAG_RETRIEVAL),
  };
}
