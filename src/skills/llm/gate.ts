import { isRecord } from "../../json";
import type { ChatMessage, ChatModel } from "../../models/types";
import type { Gate, GateDecision } from "../types";
import { askJson, type Read } from "./ask-json";

export const GATE_KINDS = ["lookup", "comparison", "multi-hop", "aggregation", "vague", "other"] as const;
export type GateKind = (typeof GATE_KINDS)[number];

/** Kinds that one retrieval pass tends to answer only in part. */
export const DYNAMIC_KINDS: ReadonlySet<string> = new Set<GateKind>([
  "comparison",
  "multi-hop",
  "aggregation",
  "vague",
]);

export const GATE_SCHEMA = {
  type: "object",
  properties: { kind: { type: "string", enum: [...GATE_KINDS] }, reason: { type: "string" } },
  required: ["kind", "reason"],
} as const;

const SYSTEM = `Classify a question by what it takes to answer it from a document collection.
- lookup: one fact about one named thing ("When was X released?")
- comparison: two or more things side by side ("X vs Y", "Which is older, A or B?")
- multi-hop: a chain, where one fact leads to another ("Who directed the film that won ...?")
- aggregation: a count, list or total over many items ("How many ...", "List all ...")
- vague: too broad or underspecified for one search ("Tell me about security")
- other: anything else (greetings, arithmetic, opinions)
Reply with JSON only: {"kind": "<one of the above>", "reason": "<a few words>"}`;

export interface LlmGateOptions {
  maxTokens?: number;
}

/**
 * The complexity gate on Workers AI: one small JSON classification per question. It sits on every
 * `auto` query's path, so unusable output goes straight to the local rules gate, without a repair call.
 */
export class LlmGate implements Gate {
  private readonly maxTokens: number;

  constructor(
    private readonly chat: ChatModel,
    private readonly fallback: Gate,
    options: LlmGateOptions = {},
  ) {
    this.maxTokens = options.maxTokens ?? 80;
  }

  async classify(question: string): Promise<GateDecision> {
    const messages: ChatMessage[] = [
      { role: "system", content: SYSTEM },
      { role: "user", content: `Question: ${question}` },
    ];
    const out = await askJson(this.chat, messages, this.maxTokens, { name: "gate", schema: GATE_SCHEMA }, readKind);
    if ("value" in out) {
      const { kind, reason } = out.value;
      return { route: DYNAMIC_KINDS.has(kind) ? "dynamic" : "single-pass", kind, reason };
    }
    // The rules gate's route, not its plan: the model's planner plans the loop (GateDecision.plan is the local one's).
    const { plan: _plan, ...decision } = await this.fallback.classify(question);
    return { ...decision, reason: `${decision.reason} (llm fallback: ${out.problem})` };
  }
}

export function readKind(value: unknown): Read<{ kind: GateKind; reason: string }> {
  if (value === undefined) return { problem: "not JSON" };
  if (!isRecord(value) || typeof value.kind !== "string") return { problem: 'no "kind" string' };
  const raw = value.kind
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  const kind = GATE_KINDS.find((k) => k === raw || k.replace("-", "") === raw);
  if (!kind) return { problem: `unknown kind "${value.kind.slice(0, 40)}"` };
  return { value: { kind, reason: typeof value.reason === "string" ? value.reason.trim() : "" } };
}
