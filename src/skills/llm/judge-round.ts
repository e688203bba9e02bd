import { isRecord } from "../../json";
import type { ChatMessage, ChatModel } from "../../models/types";
import type { ScoredPassage } from "../../types";
import { decideInputOf } from "../round-evidence";
import type { Planner, Reranker, RoundJudge, RoundJudgeInput, RoundJudgeOutcome } from "../types";
import { askJson, type Read } from "./ask-json";
import { DATA_END, DATA_RULE, DATA_START, neutralise, numberedPassages, truncate } from "./format";
import { COMPLETENESS_RULE, DECIDE_SCHEMA, type Decision, decisionOf, readDecision } from "./planner";
import { RERANK_SCHEMA, scoresFrom } from "./rerank";

export const JUDGE_SCHEMA = {
  type: "object",
  properties: { ...RERANK_SCHEMA.properties, ...DECIDE_SCHEMA.properties },
  required: [...RERANK_SCHEMA.required, ...DECIDE_SCHEMA.required],
} as const;

const system = (queryTime: string): string => `You do two jobs for a search loop that answers a question.
1. "scores": score every NEW passage from 0 to 1 for answering the question: 1 = it states the answer, 0.5 = related but does not settle it, 0 = irrelevant. Exactly one entry for every new passage id.
2. Judge all the evidence (the passages kept from earlier searches and the new ones):
${COMPLETENESS_RULE}
The current time is ${queryTime}.
${DATA_RULE}
Reply with JSON only: {"scores": [{"id": 1, "score": 0.9}, ...], "sufficient": false, "reason": "...", "missing": ["..."], "sub_queries": ["..."], "live_data": false}`;

/** Room for the scores (16 tokens a passage) and the decision. */
const TOKENS_PER_PASSAGE = 16;
const DECISION_TOKENS = 256;

export interface LlmRoundJudgeOptions {
  maxPassageChars?: number;
  /** Passages kept from earlier rounds shown beside the new ones (best first). */
  maxKept?: number;
}

/**
 * The loop's rerank and decide as ONE JSON call: the model scores the round's new passages and, seeing them
 * beside the evidence kept so far, judges completeness and proposes the next searches. One repair call (optional,
 * budget permitting) on unusable output; then the separate skills' fallbacks: the lexical scores and the
 * fallback planner's decision on the evidence those scores rank. Never throws on bad output.
 */
export class LlmRoundJudge implements RoundJudge {
  private readonly maxPassageChars: number;
  private readonly maxKept: number;

  constructor(
    private readonly chat: ChatModel,
    private readonly fallback: { reranker: Reranker; planner: Planner },
    options: LlmRoundJudgeOptions = {},
  ) {
    this.maxPassageChars = options.maxPassageChars ?? 1000;
    this.maxKept = options.maxKept ?? 6;
  }

  async judge(input: RoundJudgeInput): Promise<RoundJudgeOutcome> {
    const n = input.fresh.length;
    const kept = input.pooled.slice(0, this.maxKept);
    const keptLine = (p: ScoredPassage) =>
      `- (${Number(p.score.toFixed(2))}) ${p.title ? `(${neutralise(truncate(p.title, 120))}) ` : ""}` +
      neutralise(truncate(p.text, 600));
    const keptText =
      kept.length === 0
        ? "Evidence kept from earlier searches: none."
        : "Evidence kept from earlier searches (best first, with its score):\n" +
          `${DATA_START}\n${kept.map(keptLine).join("\n")}\n${DATA_END}`;
    const done = input.done.length === 0 ? "none" : input.done.map((q) => `- ${q}`).join("\n");
    const messages: ChatMessage[] = [
      { role: "system", content: system(input.queryTime) },
      {
        role: "user",
        content: [
          `Question: ${input.question}`,
          keptText,
          `New passages:\n${numberedPassages(input.fresh, this.maxPassageChars)}`,
          `Searches already run:\n${done}`,
          `This is round ${input.round}. Score all ${n} new passages (ids 1-${n}); is the evidence sufficient? ` +
            "If not, what should be searched next?",
        ].join("\n\n"),
      },
    ];
    const maxTokens = 32 + TOKENS_PER_PASSAGE * n + DECISION_TOKENS;
    const repair =
      `Reply with valid JSON only: {"scores": [one {"id": <integer>, "score": <0..1>} for every id from 1 to ${n}], ` +
      '"sufficient": <true|false>, "reason": "<short>", "missing": [<parts not covered>], ' +
      '"sub_queries": [<0 to 3 queries>], "live_data": <true|false>}.';
    const format = { name: "judge", schema: JUDGE_SCHEMA };
    const out = await askJson(this.chat, messages, maxTokens, format, (v) => readJudgement(v, n), repair);
    if ("value" in out) {
      const { scores, ...decision } = out.value;
      return { rerank: { scores, via: "llm" }, decision: decisionOf(decision, input.done) };
    }
    return this.useFallback(input, out.problem);
  }

  private async useFallback(input: RoundJudgeInput, problem: string): Promise<RoundJudgeOutcome> {
    const { scores } = await this.fallback.reranker.rerank(input.question, input.fresh);
    const decision = await this.fallback.planner.decide(decideInputOf(input, scores));
    return {
      rerank: { scores, via: "lexical", fallback: problem },
      decision: { ...decision, reason: `${decision.reason} (llm fallback: ${problem})` },
    };
  }
}

type Judgement = Decision & { scores: number[] };

function readJudgement(value: unknown, n: number): Read<Judgement> {
  if (value === undefined) return { problem: "not JSON" };
  if (!isRecord(value)) return { problem: "not a JSON object" };
  const scores = scoresFrom(value, n);
  if ("problem" in scores) return scores;
  const decision = readDecision(value);
  if ("problem" in decision) return decision;
  return { value: { scores: scores.value, ...decision.value } };
}
