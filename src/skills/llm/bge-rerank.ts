import { isRecord } from "../../json";
import { type AiBinding, errorMessage, WORKERS_AI_MODELS } from "../../models/ai-binding";
import type { Budget } from "../../models/budget";
import type { Passage } from "../../types";
import { estimateTokens } from "../../usage";
import type { Reranker, RerankOutcome } from "../types";
import { truncate } from "./format";

export interface BgeRerankerOptions {
  model?: string;
  /** The cross-encoder reads 512 tokens per (query, passage) pair; longer text is cut anyway. */
  maxPassageChars?: number;
}

/**
 * Reranker over Workers AI's cross-encoder @cf/baai/bge-reranker-base, all passages in one call.
 *
 * Request `{ query, contexts: [{text}], top_k }`; response `{ response: [{id, score}] }` where
 * `id` is the index into `contexts` and results come best-first (cloudflare-docs
 * bge-reranker-base.json). We send `top_k = passages.length` so no passage is cut off.
 */
export class BgeReranker implements Reranker {
  private readonly model: string;
  private readonly maxPassageChars: number;

  constructor(
    private readonly ai: AiBinding,
    private readonly fallback: Reranker,
    private readonly budget: Budget,
    options: BgeRerankerOptions = {},
  ) {
    this.model = options.model ?? WORKERS_AI_MODELS.rerank;
    this.maxPassageChars = options.maxPassageChars ?? 1800;
  }

  async rerank(question: string, passages: Passage[]): Promise<RerankOutcome> {
    if (passages.length === 0) return { scores: [], via: "bge-reranker" };
    // Context text has minLength 1 in the schema; an empty passage must not fail the batch.
    const contexts = passages.map((p) => ({ text: truncate(p.text, this.maxPassageChars) || " " }));
    // The cross-encoder reads the query once per pair; the provider reports no usage, so estimate.
    const inputTokens = contexts.reduce((sum, c) => sum + estimateTokens(question) + estimateTokens(c.text), 0);
    let output: unknown;
    try {
      // Charged at the call, as the metered chat charges its calls (a failed call counts, without tokens).
      output = await this.budget.charge(
        () => this.ai.run(this.model, { query: question, contexts, top_k: contexts.length }),
        () => ({ input_tokens: inputTokens, output_tokens: 0 }),
      );
    } catch (err) {
      return this.useFallback(question, passages, `bge-reranker failed: ${errorMessage(err)}`);
    }
    const scores = readBgeScores(output, passages.length);
    if (typeof scores === "string") return this.useFallback(question, passages, scores);
    return { scores, via: "bge-reranker" };
  }

  private async useFallback(question: string, passages: Passage[], reason: string): Promise<RerankOutcome> {
    const outcome = await this.fallback.rerank(question, passages);
    return { scores: outcome.scores, via: "lexical", fallback: reason };
  }
}

/** Scores in input order, or a string saying why the output cannot be used. */
export function readBgeScores(output: unknown, n: number): number[] | string {
  const items = isRecord(output) && Array.isArray(output.response) ? output.response : undefined;
  if (!items) return "bge-reranker returned no response array";
  const raw = new Array<number | undefined>(n).fill(undefined);
  for (const item of items) {
    if (!isRecord(item)) continue;
    const { id, score } = item;
    if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id >= n) continue;
    if (typeof score !== "number" || !Number.isFinite(score)) continue;
    raw[id] ??= score;
  }
  const missing = raw.filter((s) => s === undefined).length;
  if (missing > 0) return `bge-reranker scored ${n - missing} of ${n} passages`;
  return toProbabilities(raw as number[]);
}

/**
 * The model card says bge-reranker-base emits an unbounded relevance logit "mapped to [0,1] by
 * sigmoid"; the Workers AI docs do not say whether that mapping is already applied. Scores all
 * inside [0, 1] are taken as probabilities; any score outside means logits, and all get the sigmoid.
 */
export function toProbabilities(raw: number[]): number[] {
  const logits = raw.some((s) => s < 0 || s > 1);
  return logits ? raw.map((s) => 1 / (1 + Math.exp(-s))) : raw;
}
