// One line of results.jsonl: one question answered by one system, scored.
import type { Verdict } from "./score.ts";

export interface ResultRow {
  dataset: string;
  id: string;
  /** The held-out half the item belongs to (scripts/datasets/split.ts). */
  split?: "dev" | "test";
  system: string;
  question: string;
  answers: string[];
  prediction: string;
  verdict: Verdict;
  /** Which scoring rule decided (see score.ts), or "error" when the request failed (counted as missing). */
  method: string;
  explanation?: string;
  tags: Record<string, string>;
  false_premise: boolean;
  abstained: boolean;
  route: string | null;
  iterations: number | null;
  model_calls: number | null;
  /** Local skill calls (rules, lexical scoring): the local engine's stand-ins for model calls. Absent in old rows. */
  skill_calls?: number | null;
  api_calls: number | null;
  input_tokens: number | null;
  output_tokens: number | null;
  /** Measured by the harness, request to response. */
  latency_ms: number;
  /** timings_ms.total reported by the service. */
  server_ms: number | null;
  sufficient: boolean | null;
  top_score: number | null;
  /** The answer's confidence (withheld answers keep theirs); null when the service reports none. */
  confidence: number | null;
  partial: boolean;
  /** Gold in the cleaned page text, given it is in the raw page text; null when that does not apply. */
  clean_recall: boolean | null;
  /** Gold in any passage of the returned context; null without context or without a searchable gold. */
  recall_at_n: boolean | null;
  context_n: number | null;
  /** Share of the gold supporting titles (HotpotQA, MultiHop-RAG) among the context's titles. */
  support_recall: number | null;
  run_id: string | null;
  error?: string;
}

export const SYSTEMS = ["llm-only", "direct-rag", "single-pass", "auto", "dynamic"] as const;
