import type { Settings } from "../config";
import type { Embedder } from "../models/types";
import type { Answerer, Reranker } from "../skills/types";
import { IDK } from "../skills/types";
import type { Corpus, VectorIndex } from "../stores/types";
import type { Trace } from "../trace";
import type { ScoredPassage } from "../types";
import type { UsageMeter } from "../usage";
import { answer, type Citation } from "./answer";
import { cleanPages, pagePassages, type PageInput } from "./pages";
import { rerank } from "./rerank";
import { retrieve, searchCorpus } from "./retrieve";
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
  citations: Citation[];
  api_calls: unknown[];
  usage: ReturnType<UsageMeter["toJSON"]>;
  timings_ms: Record<string, number>;
  invalid_question?: boolean;
  notes?: string[];
  /** The passages given to the answerer, when the request asks for them. */
  context?: { id: string; source: string; url?: string; title?: string; score: number; text: string }[];
}

/** Runs one question through the mode it asks for and returns the API's result body. */
export async function runQuery(runId: string, input: QueryInput, services: Services, trace: Trace): Promise<QueryResult> {
  const { settings } = services;
  const notes: string[] = [];
  const queryTime = input.queryTime.toISOString();
  const base = { run_id: runId, partial: false, threshold: settings.threshold, iterations: 1, api_calls: [] as unknown[] };

  if (input.mode === "llm-only") {
    trace.step("gate", { route: "llm-only", reason: "baseline mode requested" });
    const out = await trace.time("answer", () =>
      answer({ question: input.question, queryTime, passages: [], threshold: 0, closedBook: true }, services.answerer, trace),
    );
    return finish({ ...base, ...pick(out), route: "llm-only", sufficient: null, top_score: null, iterations: 0 });
  }

  const cleaned = await trace.time("clean", async () => cleanPages(input.pages));
  if (cleaned.length) {
    trace.step("clean", {
      pages: cleaned.map((p) => ({ url: p.url, title: p.title, raw_chars: p.rawChars, clean_chars: p.text.length })),
    });
  }

  if (input.mode === "direct-rag") {
    trace.step("gate", { route: "direct-rag", reason: "baseline mode requested" });
    const passages = await trace.time("retrieve", () => directWindow(input, cleaned.map((p) => p.text), services, trace));
    const out = await trace.time("answer", () =>
      answer({ question: input.question, queryTime, passages, threshold: 0 }, services.answerer, trace),
    );
    return finish({ ...base, ...pick(out), route: "direct-rag", sufficient: null, top_score: null }, passages);
  }

  const reason =
    input.mode === "single-pass" ? "single pass requested" : "the re-planning loop is not available yet; single pass";
  if (input.mode === "dynamic") notes.push("mode 'dynamic' ran the single pass: the re-planning loop is not available yet");
  trace.step("gate", { route: "single-pass", reason });

  const chunking = { maxWords: settings.chunkWords, overlapWords: settings.chunkOverlap };
  const candidates = await trace.time("retrieve", () =>
    retrieve(
      { question: input.question, pagePassages: pagePassages(cleaned, chunking), namespace: input.namespace, topK: settings.topK },
      { ...services, trace },
    ),
  );
  const ranked = await trace.time("rerank", () => rerank(input.question, candidates, services.reranker, trace));
  const decision = checkSufficiency(ranked, settings.threshold, trace);
  const context = ranked.slice(0, settings.topN);
  if (!decision.sufficient) {
    trace.step("answer", { answer: IDK, abstained: true, reason: "insufficient evidence" });
    return finish({ ...base, answer: IDK, abstained: true, citations: [], route: "single-pass", ...decision }, context);
  }
  const out = await trace.time("answer", () =>
    answer({ question: input.question, queryTime, passages: context, threshold: settings.threshold }, services.answerer, trace),
  );
  return finish({ ...base, ...pick(out), route: "single-pass", ...decision }, context);

  function finish(r: Omit<QueryResult, "usage" | "timings_ms">, passages: ScoredPassage[] = []): QueryResult {
    return {
      ...r,
      usage: services.meter.toJSON(),
      timings_ms: trace.timings(),
      ...(notes.length ? { notes } : {}),
      ...(input.includeContext
        ? { context: passages.map((p) => ({ id: p.id, source: p.source, url: p.url, title: p.title, score: p.score, text: p.text })) }
        : {}),
    };
  }
}

function pick(out: Awaited<ReturnType<typeof answer>>) {
  return {
    answer: out.answer,
    abstained: out.abstained,
    citations: out.citations,
    ...(out.invalidQuestion ? { invalid_question: true } : {}),
  };
}

/**
 * The direct-rag baseline's context: a fixed window (~directRagTokens) of cleaned page text in page
 * order — or, without pages, of the corpus's best chunks — with no rerank and no sufficiency check.
 */
async function directWindow(input: QueryInput, pageTexts: string[], services: Services, trace: Trace): Promise<ScoredPassage[]> {
  const budget = services.settings.directRagTokens * 4;
  const parts: { text: string; source: "page" | "corpus"; id: string; url?: string; title?: string }[] = [];
  input.pages.forEach((p, i) => parts.push({ id: `page${i + 1}`, text: pageTexts[i] ?? "", source: "page", url: p.url, title: p.name }));
  if (parts.length === 0 && input.namespace !== null) {
    const hits = await searchCorpus(input.question, input.namespace, services.settings.topK, { ...services, trace });
    parts.push(...hits.map((h) => ({ id: h.id, text: h.text, source: "corpus" as const, url: h.url, title: h.title })));
  }
  const window: ScoredPassage[] = [];
  let used = 0;
  for (const part of parts) {
    if (used >= budget) break;
    const text = part.text.slice(0, budget - used);
    used += text.length;
    if (text.trim()) window.push({ ...part, text, score: 1 });
  }
  trace.step("retrieve", { query: input.question, window_chars: used, hits: window.map((p) => ({ id: p.id, source: p.source })) });
  return window;
}
