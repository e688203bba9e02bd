import { StageError, type TokenUsage } from "../types";
import type { UsageMeter } from "../usage";
import { errorMessage, isRecord, WORKERS_AI_MODELS, type AiBinding } from "./ai-binding";
import { callsInText, parseToolCalls, toOpenAiTool, type ToolCaller, type ToolCallRequest, type ToolCallResult } from "./tool-calls";

// Kept for callers of the Workers AI adapter; the provider-neutral home is ./tool-calls.
export { callsInText, parseToolCalls, type ToolCall, type ToolCaller, type ToolCallRequest, type ToolCallResult, type ToolSpec } from "./tool-calls";
export const toWorkersAiTool = toOpenAiTool;

/**
 * Function calling over the Workers AI binding ("traditional" function calling).
 *
 * Request: `{ messages, tools: [{type: "function", function: {name, description, parameters}}],
 * max_tokens, temperature }` — the model schema of @cf/meta/llama-3.3-70b-instruct-fp8-fast
 * accepts this OpenAI-style shape as well as bare `{name, description, parameters}`.
 * Response: `{ response, tool_calls?, usage? }` where the docs show `tool_calls` as
 * `[{name, arguments}]`; OpenAI-compatible responses use `[{id, type: "function", function:
 * {name, arguments}}]`. Both are read, and `arguments` may be an object or a JSON string.
 */
export class WorkersAiToolCaller implements ToolCaller {
  constructor(
    private readonly ai: AiBinding,
    private readonly meter?: UsageMeter,
    readonly id: string = WORKERS_AI_MODELS.chat,
    private readonly defaultMaxTokens = 256,
  ) {}

  async callTools(request: ToolCallRequest): Promise<ToolCallResult> {
    const inputs = {
      messages: request.messages,
      tools: request.tools.map(toOpenAiTool),
      max_tokens: request.maxTokens ?? this.defaultMaxTokens,
      temperature: 0,
    };
    let output: unknown;
    try {
      output = await this.ai.run(this.id, inputs);
    } catch (err) {
      this.meter?.addCall();
      throw new StageError("route", `${this.id} failed: ${errorMessage(err)}`, err);
    }
    const usage = usageOf(output);
    this.meter?.addCall(usage);
    const response = isRecord(output) ? output.response : output;
    const text = typeof response === "string" ? response.trim() : isRecord(response) ? JSON.stringify(response) : "";
    const calls = parseToolCalls(isRecord(output) ? output.tool_calls : undefined);
    // Llama sometimes writes its call into the text instead of `tool_calls` (Gorilla always does).
    return { calls: calls.length > 0 ? calls : callsInText(response), text, usage };
  }
}

function usageOf(output: unknown): TokenUsage {
  const usage = isRecord(output) && isRecord(output.usage) ? output.usage : {};
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : 0);
  return { input_tokens: n(usage.prompt_tokens), output_tokens: n(usage.completion_tokens) };
}
