import { generateText, jsonSchema, type LanguageModel, type ToolSet, tool } from "ai";
import { isRecord, parseJsonLoose } from "../json";
import { type CallLimits, callModel } from "./sdk-call";
import { tokens } from "./sdk-chat";
import {
  callsInText,
  type ToolCall,
  type ToolCaller,
  type ToolCallRequest,
  type ToolCallResult,
  toOpenAiTool,
} from "./tool-calls";

export interface SdkToolOptions extends CallLimits {
  where: string;
  /** "tools": the provider's tool calling; "prompt": the functions listed in the system prompt (Gorilla-style). */
  style?: "tools" | "prompt";
  defaultMaxTokens?: number;
}

/**
 * Function calling over any AI SDK language model. The tools are offered without `execute`, so the SDK stops after
 * one step and hands back the calls; the provider reads its own wire shapes (OpenAI `tool_calls`, both Workers AI
 * shapes). A call the SDK marks invalid (an unknown tool, arguments it cannot read) is still returned as written:
 * the API fallback validates every call against the offered schemas and records the rejected ones. When no
 * structured call comes back, the text is read for calls (Gorilla's Python calls, Llama's tags, JSON).
 */
export class SdkToolCaller implements ToolCaller {
  constructor(
    private readonly model: LanguageModel,
    readonly id: string,
    private readonly options: SdkToolOptions,
  ) {}

  async callTools(request: ToolCallRequest): Promise<ToolCallResult> {
    const prompted = this.options.style === "prompt";
    const listed = request.tools.map((t) => toOpenAiTool(t).function);
    const messages = prompted
      ? request.messages.map((m, i) =>
          i === 0 && m.role === "system"
            ? { ...m, content: `${m.content}\n\nFunctions:\n${JSON.stringify(listed)}` }
            : m,
        )
      : request.messages;
    const tools: ToolSet = {};
    if (!prompted) {
      for (const t of listed) {
        tools[t.name] = tool({ description: t.description, inputSchema: jsonSchema(t.parameters) });
      }
    }
    const what = `${this.id} ${this.options.where}`;
    const r = await callModel("route", what, this.options, (abortSignal) =>
      generateText({
        model: this.model,
        messages,
        allowSystemInMessages: true,
        ...(prompted ? {} : { tools }),
        maxOutputTokens: request.maxTokens ?? this.options.defaultMaxTokens ?? 256,
        temperature: 0,
        maxRetries: 0,
        abortSignal,
      }),
    );
    const text = r.text.trim();
    const structured = r.content.flatMap((part) =>
      part.type === "tool-call" ? [asCall(part.toolName, part.input)] : [],
    );
    return { calls: structured.length > 0 ? structured : callsInText(text), text, usage: tokens(r.usage) };
  }
}

function asCall(name: string, input: unknown): ToolCall {
  const raw = typeof input === "string" ? (input.trim() === "" ? {} : parseJsonLoose(input)) : (input ?? {});
  if (isRecord(raw)) return { name: name.trim(), arguments: raw };
  return {
    name: name.trim(),
    arguments: {},
    argumentsError: `arguments are not a JSON object: ${String(input).slice(0, 200)}`,
  };
}
