import { isRecord } from "../../json";
import type { ChatMessage, ChatModel } from "../../models/types";
import type { Passage } from "../../types";
import type { Reranker, RerankOutcome } from "../types";
import { askJson, type Read } from "./ask-json";
import { DATA_RULE, numberedPassages } from "./format";

export interface LlmRerankerOptions {
  /** Each passage is cut to this many characters so one call fits every passage. */
  maxPassageChars?: number;
}

/**
 * The response shape: an object root (JSON Mode and OpenAI structured outputs both expect one),
 * ids 1-based to match the [n] labels in the prompt. A bare array of {id, score} is accepted too.
 */
export const RERANK_SCHEMA = {
  type: "object",
  properties: {
    scores: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "integer", minimum: 1 },
          score: { type: "number", minimum: 0, maximum: 1 },
        },
        required: ["id", "score"],
      },
    },
  },
  required: ["scores"],
} as const;

const SYSTEM = `You judge how useful passages are for answering a question.
Score every passage from 0 to 1: 1 = it states the answer, 0.5 = related but does not settle it, 0 = irrelevant.
Reply with JSON only: {"scores": [{"id": 1, "score": 0.9}, ...]} with exactly one entry for every passage id.
${DATA_RULE}`;

/** Room for one `{"id": n, "score": 0.xx}` entry per passage plus the wrapper. */
const TOKENS_PER_PASSAGE = 16;

/**
 * Scores all passages with ONE chat call; one repair call if the output is unusable; otherwise
 * the lexical fallback, flagged in `fallback`. Bad model output never throws.
 */
export class LlmReranker implements Reranker {
  private readonly maxPassageChars: number;

  constructor(
    private readonly chat: ChatModel,
    private readonly fallback: Reranker,
    options: LlmRerankerOptions = {},
  ) {
    this.maxPassageChars = options.maxPassageChars ?? 1200;
  }

  async rerank(question: string, passages: Passage[]): Promise<RerankOutcome> {
    if (passages.length === 0) return { scores: [], via: "llm" };
    const n = passages.length;
    const messages: ChatMessage[] = [
      { role: "system", content: SYSTEM },
      {
        role: "user",
        content: `Question: ${question}\n\nPassages:\n${numberedPassages(passages, this.maxPassageChars)}\n\nScore all ${n} passages (ids 1-${n}).`,
      },
    ];
    const maxTokens = 32 + TOKENS_PER_PASSAGE * n;
    const repair = `Reply with valid JSON only, {"scores": [{"id": <integer>, "score": <0..1>}]}, with one entry for every id from 1 to ${n}.`;
    // A failed call is not repaired by asking again with the same prompt; retries live elsewhere.
    const out = await askJson(
      this.chat,
      messages,
      maxTokens,
      { name: "rerank", schema: RERANK_SCHEMA },
      (value) => scoresFrom(value, n),
      repair,
    );
    if ("value" in out) return { scores: out.value, via: "llm" };
    return this.useFallback(question, passages, out.problem);
  }

  private async useFallback(question: string, passages: Passage[], reason: string): Promise<RerankOutcome> {
    const outcome = await this.fallback.rerank(question, passages);
    return { scores: outcome.scores, via: "lexical", fallback: reason };
  }
}

/** Reads one score per passage, in input order, from a parsed reply (undefined: not JSON). */
export function scoresFrom(value: unknown, n: number): Read<number[]> {
  if (value === undefined) return { problem: "not JSON" };
  const entries = Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value.scores)
      ? value.scores
      : undefined;
  if (!entries) return { problem: 'no "scores" array' };

  const byId = new Map<number, number>();
  for (const entry of entries) {
    if (!isRecord(entry)) continue;
    const id = toNumber(entry.id);
    const score = toNumber(entry.score);
    if (id === undefined || score === undefined || !Number.isInteger(id) || id < 1 || id > n) continue;
    if (!byId.has(id)) byId.set(id, score); // the first score for an id wins
  }
  const missing = Array.from({ length: n }, (_, i) => i + 1).filter((id) => !byId.has(id));
  if (missing.length > 0) return { problem: `missing ids ${missing.join(", ")}` };
  return { value: normaliseScores(Array.from({ length: n }, (_, i) => byId.get(i + 1) as number)) };
}

/**
 * Maps raw scores into [0, 1]. Some models ignore the requested scale and answer 0-10 or 0-100;
 * we rescale only when that is unambiguous: no score is negative and the largest is at least 2
 * (a model on the 0-1 scale may overshoot to 1.2, not to 7), and at most 10 (then /10) or at most
 * 100 (then /100). Anything else, such as a stray 1.2 or a 500, is clamped per score.
 */
export function normaliseScores(raw: number[]): number[] {
  const max = Math.max(...raw);
  const min = Math.min(...raw);
  const scale = min >= 0 && max >= 2 ? (max <= 10 ? 10 : max <= 100 ? 100 : 1) : 1;
  return raw.map((s) => Math.min(1, Math.max(0, s / scale)));
}

function toNumber(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
}
