import { parseJsonLoose } from "../../json";
import { errorMessage } from "../../models/ai-binding";
import type { ChatModel } from "../../models/types";
import { classifyDynamism } from "../local/dynamism";
import type { Gate, GateDecision, QuestionClassification, QuestionClassifier } from "../types";
import { readDynamism } from "./dynamism";
import { DYNAMIC_KINDS, GATE_KINDS, readKind } from "./gate";

const DYNAMISM_CLASSES = ["real-time", "fast-changing", "slow-changing", "static"] as const;

export const CLASSIFY_SCHEMA = {
  type: "object",
  properties: {
    kind: { type: "string", enum: [...GATE_KINDS] },
    dynamism: { type: "string", enum: [...DYNAMISM_CLASSES] },
    reason: { type: "string" },
  },
  required: ["kind", "dynamism", "reason"],
} as const;

// The gate's and the dynamism check's instructions (gate.ts, dynamism.ts), asked together.
const SYSTEM = `Classify a question in two ways, from the question alone.
"kind": what it takes to answer it from a document collection.
- lookup: one fact about one named thing ("When was X released?")
- comparison: two or more things side by side ("X vs Y", "Which is older, A or B?")
- multi-hop: a chain, where one fact leads to another ("Who directed the film that won ...?")
- aggregation: a count, list or total over many items ("How many ...", "List all ...")
- vague: too broad or underspecified for one search ("Tell me about security")
- other: anything else (greetings, arithmetic, opinions)
"dynamism": how fast the answer changes, relative to the time the question is asked.
- real-time: within seconds or minutes (a stock price now, a live score, a service's current status)
- fast-changing: daily or weekly (yesterday's result, this week's games, the latest release)
- slow-changing: over months or years (a company's CEO, an athlete's career titles)
- static: it does not change (a birth date, a past event, a historical price on a stated date)
Reply with JSON only: {"kind": "<kind>", "dynamism": "<dynamism>", "reason": "<a few words>"}`;

/**
 * The gate and the dynamism check as ONE small JSON call (both read only the question): an `auto` run makes
 * one classification call instead of two. Each half of unusable output falls back to its local rules on its
 * own (the rules gate, the temporal-cue rules), without a repair call: the classification is on every path.
 */
export class LlmClassifier implements QuestionClassifier {
  constructor(
    private readonly chat: ChatModel,
    private readonly fallbackGate: Gate,
    private readonly maxTokens = 96,
  ) {}

  async classify(question: string, queryTime: string): Promise<QuestionClassification> {
    let value: unknown;
    let problem = "";
    try {
      const result = await this.chat.chat({
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: `Query time: ${queryTime}\nQuestion: ${question}` },
        ],
        maxTokens: this.maxTokens,
        jsonSchema: { name: "classify", schema: CLASSIFY_SCHEMA },
      });
      value = result.json ?? parseJsonLoose(result.text);
    } catch (err) {
      problem = `chat failed: ${errorMessage(err)}`;
    }
    const kind = problem ? { problem } : readKind(value);
    const dynamism = problem ? undefined : readDynamism(value);
    let gate: GateDecision;
    if ("value" in kind) {
      gate = { route: DYNAMIC_KINDS.has(kind.value.kind) ? "dynamic" : "single-pass", ...kind.value };
    } else {
      // The rules gate's route, not its plan: the model's planner plans the loop (GateDecision.plan is the local one's).
      const { plan: _plan, ...local } = await this.fallbackGate.classify(question);
      gate = { ...local, reason: `${local.reason} (llm fallback: ${kind.problem})` };
    }
    if (dynamism) return { gate, dynamism };
    const local = classifyDynamism(question, queryTime);
    const why = problem || "model output unusable";
    return { gate, dynamism: { dynamism: local.dynamism, reason: `local rules (${why}): ${local.reason}` } };
  }
}
