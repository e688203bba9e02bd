import { isRecord, parseJsonLoose } from "../json";
import { StageError } from "../types";
import { errorMessage, usageOf, WORKERS_AI_MODELS, type AiBinding } from "./ai-binding";
import type { ChatModel, ChatRequest, ChatResult } from "./types";

const DEFAULT_MAX_TOKENS = 512;

/**
 * ChatModel over the Workers AI binding (text generation, messages form).
 *
 * Request, per the model schema of @cf/meta/llama-3.3-70b-instruct-fp8-fast:
 *   { messages, max_tokens, temperature, response_format?: { type: "json_schema", json_schema } }
 * where `json_schema` is the bare JSON Schema (Workers AI "JSON Mode" docs), not OpenAI's
 * `{name, schema}` wrapper.
 * Output (generated worker-configuration.d.ts): `{ response, usage?: { prompt_tokens,
 * completion_tokens, total_tokens }, tool_calls? } | string | { request_id }`. With JSON Mode the
 * docs show `response` as an already-parsed object; without it, a string.
 */
export class WorkersAiChatModel implements ChatModel {
  constructor(
    private readonly ai: AiBinding,
    readonly id: string = WORKERS_AI_MODELS.chat,
    private readonly defaultMaxTokens = DEFAULT_MAX_TOKENS,
  ) {}

  async chat(request: ChatRequest): Promise<ChatResult> {
    const inputs: Record<string, unknown> = {
      messages: request.messages,
      max_tokens: request.maxTokens ?? this.defaultMaxTokens,
      // Deterministic output: scores and answers should not change between identical runs.
      temperature: 0,
    };
    if (request.jsonSchema) {
      inputs.response_format = { type: "json_schema", json_schema: request.jsonSchema.schema };
    }

    let output: unknown;
    try {
      output = await this.ai.run(this.id, inputs);
    } catch (err) {
      // Includes Workers AI's "JSON Mode couldn't be met" error for unsatisfiable schemas.
      throw new StageError("chat", `${this.id} failed: ${errorMessage(err)}`, err);
    }

    const response = typeof output === "string" ? output : isRecord(output) ? output.response : undefined;
    if (typeof response === "string" ? response.trim() === "" : !isRecord(response) && !Array.isArray(response)) {
      // Covers a missing response and the async-queue shape `{request_id}`, which we never ask for.
      throw new StageError("chat", `${this.id} returned no usable response`);
    }

    const text = typeof response === "string" ? response : JSON.stringify(response);
    const json = typeof response !== "string" ? response : request.jsonSchema ? parseJsonLoose(response) : undefined;
    const result: ChatResult = { text, usage: usageOf(output) };
    if (json !== undefined) result.json = json;
    return result;
  }
}

