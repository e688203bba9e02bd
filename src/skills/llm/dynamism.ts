import { isRecord, parseJsonLoose } from "../../json";
import { errorMessage } from "../../models/ai-binding";
import type { ChatModel } from "../../models/types";
import type { DynamismClassifier, DynamismOutcome } from "../types";

const CLASSES = ["real-time", "fast-changing", "slow-changing", "static"] as const;

export const DYNAMISM_SCHEMA = {
  type: "object",
  properties: {
    dynamism: { type: "string", enum: CLASSES },
    reason: { type: "string" },
  },
  required: ["dynamism", "reason"],
} as const;

// CRAG's definitions of the four classes (Yang et al. 2024, Table 2).
const SYSTEM = `You classify how fast the answer to a question changes, relative to the time it is asked.
- real-time: the answer changes within seconds or minutes (a stock price now, a live score, a service's current status).
- fast-changing: it changes daily or weekly (yesterday's result, this week's games, the latest release).
- slow-changing: it changes over months or years (a company's CEO, an athlete's career titles).
- static: it does not change (a birth date, a past event, a historical price on a stated date).
Reply with JSON only: {"dynamism": "real-time" | "fast-changing" | "slow-changing" | "static", "reason": "<a few words>"}.`;

/** A small JSON classification by the chat model; the fallback (the local rules) decides when its output is unusable. */
export class LlmDynamism implements DynamismClassifier {
  constructor(
    private readonly chat: ChatModel,
    private readonly fallback: DynamismClassifier,
  ) {}

  async classify(question: string, queryTime: string): Promise<DynamismOutcome> {
    let why: string;
    try {
      const result = await this.chat.chat({
        messages: [
          { role: "system", content: SYSTEM },
          { role: "user", content: `Query time: ${queryTime}\nQuestion: ${question}` },
        ],
        maxTokens: 64,
        jsonSchema: { name: "dynamism", schema: DYNAMISM_SCHEMA },
      });
      const parsed = readDynamism(result.json ?? result.text);
      if (parsed) return parsed;
      why = "model output unusable";
    } catch (err) {
      why = `model call failed: ${errorMessage(err)}`;
    }
    const local = await this.fallback.classify(question, queryTime);
    return { dynamism: local.dynamism, reason: `local rules (${why}): ${local.reason}` };
  }
}

/** `{dynamism, reason}` from the model's output, or undefined when the class is missing or unknown. */
export function readDynamism(output: unknown): DynamismOutcome | undefined {
  const json = parseJsonLoose(output);
  if (!isRecord(json) || typeof json.dynamism !== "string") return undefined;
  const dynamism = json.dynamism
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-") as DynamismOutcome["dynamism"];
  if (!CLASSES.includes(dynamism)) return undefined;
  const reason =
    typeof json.reason === "string" && json.reason.trim() ? json.reason.trim().slice(0, 200) : "model classification";
  return { dynamism, reason };
}
