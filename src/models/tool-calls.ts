import { isRecord, parseJsonLoose } from "../json";
import type { ApiCall, JsonSchemaObject } from "../tools/types";
import type { TokenUsage } from "../types";
import { parsePythonCalls } from "./python-calls";
import type { ChatMessage } from "./types";

/**
 * Function calling, whatever the provider: the tools offered, the calls read back, and the readers of every
 * shape a model answers in. Calls are returned as written (names and arguments unvalidated); the API fallback
 * validates each against the offered schemas and records rejected ones without executing them.
 */
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
  /** Set for a call read from the text (not `tool_calls`): "json-text", "tagged-text" or "python-text". */
  via?: string;
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
 * The OpenAI-style tool entry; properties without a description get an empty one (Workers AI's schema asks for it).
 * Structured tool calls are read by the AI SDK providers (OpenAI `tool_calls`, both Workers AI shapes: sdk-tools.ts);
 * what stays here is the calls a model writes as text.
 */
export function toOpenAiTool(tool: ToolSpec) {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const [name, schema] of Object.entries(tool.parameters.properties ?? {})) {
    properties[name] = typeof schema.description === "string" ? schema : { ...schema, description: "" };
  }
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: { ...tool.parameters, properties } },
  };
}

function readArguments(name: string, raw: unknown): ToolCall {
  if (raw === undefined || raw === null || raw === "") return { name, arguments: {} };
  const parsed = typeof raw === "string" ? parseJsonLoose(raw) : raw;
  if (isRecord(parsed)) return { name, arguments: parsed };
  return { name, arguments: {}, argumentsError: `arguments are not a JSON object: ${String(raw).slice(0, 200)}` };
}

/**
 * Calls written as text: Gorilla OpenFunctions' Python calls (`f(a=1)`, `[f(a=1), g(b="x")]`), Llama's
 * `<function=name>{…}</function>`, or JSON `{"name": …, "parameters"|"arguments": {…}}` (one or a list).
 */
export function callsInText(response: unknown): ToolCall[] {
  if (typeof response === "string") {
    const tagged = /<function=([\w.-]+)>\s*([\s\S]*?)\s*<\/function>/.exec(response);
    if (tagged) return [{ ...readArguments(tagged[1]!, tagged[2]), via: "tagged-text" }];
    const python = parsePythonCalls(response.replace(/^<\|python_tag\|>/, ""));
    if ("calls" in python) return python.calls.map((c) => ({ ...c, via: "python-text" }));
  }
  const json = parseJsonLoose(typeof response === "string" ? response.replace(/^<\|python_tag\|>/, "") : response);
  const entries = Array.isArray(json) ? json : [json];
  return entries.flatMap((e) =>
    isRecord(e) &&
    typeof e.name === "string" &&
    (isRecord(e.parameters) || isRecord(e.arguments) || typeof e.arguments === "string")
      ? [{ ...readArguments(e.name, e.parameters ?? e.arguments), via: "json-text" }]
      : [],
  );
}
