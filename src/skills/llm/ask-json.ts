import { parseJsonLoose } from "../../json";
import { errorMessage } from "../../models/ai-binding";
import type { ChatMessage, ChatModel, ChatResult, JsonSchemaFormat } from "../../models/types";

export type Read<T> = { value: T } | { problem: string };

/**
 * One JSON-schema call; if `read` rejects the output, one repair call (when `repairHint` is given)
 * that sends the bad output back, as an optional call (refused when the run's budget has no room).
 * A failed call (StageError) is not retried. Never throws.
 */
export async function askJson<T>(
  chat: ChatModel,
  messages: ChatMessage[],
  maxTokens: number,
  jsonSchema: JsonSchemaFormat,
  read: (value: unknown) => Read<T>,
  repairHint?: string,
): Promise<Read<T>> {
  const call = async (msgs: ChatMessage[], optional = false): Promise<ChatResult | string> => {
    try {
      return await chat.chat({ messages: msgs, maxTokens, jsonSchema, ...(optional ? { optional } : {}) });
    } catch (err) {
      return errorMessage(err);
    }
  };
  const first = await call(messages);
  if (typeof first === "string") return { problem: `chat failed: ${first}` };
  const parsed = read(first.json ?? parseJsonLoose(first.text));
  if ("value" in parsed) return parsed;
  if (repairHint === undefined) return { problem: `llm output unusable: ${parsed.problem}` };
  const second = await call(
    [
      ...messages,
      { role: "assistant", content: first.text.slice(0, 4000) },
      { role: "user", content: `That reply is not usable (${parsed.problem}). ${repairHint}` },
    ],
    true,
  );
  if (typeof second === "string") return { problem: `repair call failed: ${second}` };
  const repaired = read(second.json ?? parseJsonLoose(second.text));
  return "value" in repaired ? repaired : { problem: `llm output unusable after repair: ${repaired.problem}` };
}
