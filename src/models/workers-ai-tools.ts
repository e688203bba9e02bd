import type { ApiCall, JsonSchemaObject } from "../tools/types";
import { StageError, type TokenUsage } from "../types";
import type { UsageMeter } from "../usage";
import { isRecord, parseJsonLoose } from "../json";
import { errorMessage, usageOf, WORKERS_AI_MODELS, type AiBinding } from "./ai-binding";
import type { ChatMessage } from "./types";

export interface ToolSpec {
  name: string;
  description: string;
  parameters: JsonSchemaObject;
}

export interface ToolCallRequest {
  messages: ChatMessage[];
  tools: ToolSpec[];
  maxTokens?: number;
}

/** A call as the model wrote it; `argumentsError` says the arguments could not be read as an object. */
export interface ToolCall extends ApiCall {
  argumentsError?: string;
}

export interface ToolCallResult {
  /** The calls the model asked for, in its order (names as produced, not validated). */
  calls: ToolCall[];
  /** The text response, if any (a model that calls no tool usually says why). */
  text: string;
  usage: TokenUsage;
}

/** A chat model that can answer with function calls. */
export interface ToolCaller {
  readonly id: string;
  callTools(request: ToolCallRequest): Promise<ToolCallResult>;
}

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
      tools: request.tools.map(toWorkersAiTool),
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
    // Llama sometimes writes its call into the text instead of `tool_calls`.
    return { calls: calls.length > 0 ? calls : callsInText(response), text, usage };
  }
}

/** The OpenAI-style tool entry; properties without a description get an empty one (the model schema asks for it). */
export function toWorkersAiTool(tool: ToolSpec) {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const [name, schema] of Object.entries(tool.parameters.properties ?? {})) {
    properties[name] = typeof schema.description === "string" ? schema : { ...schema, description: "" };
  }
  return { type: "function", function: { name: tool.name, description: tool.description, parameters: { ...tool.parameters, properties } } };
}

/** Reads `tool_calls` in either documented shape; entries without a name are dropped. */
export function parseToolCalls(toolCalls: unknown): ToolCall[] {
  if (!Array.isArray(toolCalls)) return [];
  const out: ToolCall[] = [];
  for (const entry of toolCalls) {
    if (!isRecord(entry)) continue;
    const fn = isRecord(entry.function) ? entry.function : entry;
    if (typeof fn.name !== "string" || fn.name.trim() === "") continue;
    out.push(readArguments(fn.name.trim(), fn.arguments ?? fn.parameters));
  }
  return out;
}

function readArguments(name: string, raw: unknown): ToolCall {
  if (raw === undefined || raw === null || raw === "") return { name, arguments: {} };
  const parsed = typeof raw === "string" ? parseJsonLoose(raw) : raw;
  if (isRecord(parsed)) return { name, arguments: parsed };
  return { name, arguments: {}, argumentsError: `arguments are not a JSON object: ${String(raw).slice(0, 200)}` };
}

/** A call written as text: `{"name": …, "parameters"|"arguments": {…}}` or `<function=name>{…}</function>`. */
export function callsInText(response: unknown): ToolCall[] {
  if (typeof response === "string") {
    const tagged = /<function=([\w.-]+)>\s*([\s\S]*?)\s*<\/function>/.exec(response);
    if (tagged) return [readArguments(tagged[1]!, tagged[2])];
  }
  const json = parseJsonLoose(typeof response === "string" ? response.replace(/^<\|python_tag\|>/, "") : response);
  const entries = Array.isArray(json) ? json : [json];
  return entries.flatMap((e) =>
    isRecord(e) && typeof e.name === "string" && (isRecord(e.parameters) || isRecord(e.arguments) || typeof e.arguments === "string")
      ? [readArguments(e.name, e.parameters ?? e.arguments)]
      : [],
  );
}

