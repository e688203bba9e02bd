import { StageError, type TokenUsage } from "../types";
import { parseJsonLoose } from "../skills/llm/json";
import { isRecord } from "./ai-binding";
import type { OpenAiHttp } from "./openai-http";
import {
  callsInText,
  parseToolCalls,
  toOpenAiTool,
  type ToolCaller,
  type ToolCallRequest,
  type ToolCallResult,
} from "./tool-calls";
import type { ChatModel, ChatRequest, ChatResult } from "./types";

/**
 * ChatModel over any OpenAI-compatible server (`POST {base}/chat/completions`): Ollama, llama.cpp's server,
 * vLLM, OpenAI, Workers AI's REST endpoint. JSON output is asked for with `response_format: {type:
 * "json_schema", json_schema: {name, schema}}` and read leniently (servers that ignore it often still answer
 * JSON, perhaps fenced). With `onToken` the call streams (`stream: true`, SSE chunks of `choices[0].delta`).
 */
export class OpenAiChatModel implements ChatModel {
  constructor(
    private readonly http: OpenAiHttp,
    readonly id: string,
    private readonly defaultMaxTokens = 512,
  ) {}

  async chat(request: ChatRequest): Promise<ChatResult> {
    const body: Record<string, unknown> = {
      model: this.id,
      messages: request.messages,
      max_tokens: request.maxTokens ?? this.defaultMaxTokens,
      temperature: 0,
    };
    if (request.jsonSchema) {
      body.response_format = {
        type: "json_schema",
        json_schema: { name: request.jsonSchema.name, schema: request.jsonSchema.schema },
      };
    }
    const what = `${this.id} at ${this.http.baseUrl}`;
    const onToken = request.onToken;
    if (onToken) {
      body.stream = true;
      body.stream_options = { include_usage: true };
    }
    const { text, usage } = await this.http.post("chat", "/chat/completions", body, what, (res) =>
      onToken && (res.headers.get("content-type") ?? "").includes("text/event-stream")
        ? readStream(res, onToken)
        : readCompletion(res, what, onToken),
    );
    if (text.trim() === "") throw new StageError("chat", `${what} returned no text`);
    const result: ChatResult = { text, usage };
    if (request.jsonSchema) {
      const json = parseJsonLoose(text);
      if (json !== undefined) result.json = json;
    }
    return result;
  }
}

/** Function calling over an OpenAI-compatible server: the tools as `tools`, or listed in the prompt (Gorilla-style). */
export class OpenAiToolCaller implements ToolCaller {
  constructor(
    private readonly http: OpenAiHttp,
    readonly id: string,
    /** "tools": OpenAI's `tools` field; "prompt": the functions as JSON in the system prompt, no `tools` field. */
    private readonly style: "tools" | "prompt" = "tools",
  ) {}

  async callTools(request: ToolCallRequest): Promise<ToolCallResult> {
    const tools = request.tools.map(toOpenAiTool);
    const messages =
      this.style === "prompt"
        ? request.messages.map((m, i) =>
            i === 0 && m.role === "system"
              ? { ...m, content: `${m.content}\n\nFunctions:\n${JSON.stringify(tools.map((t) => t.function))}` }
              : m,
          )
        : request.messages;
    const body: Record<string, unknown> = {
      model: this.id,
      messages,
      max_tokens: request.maxTokens ?? 256,
      temperature: 0,
    };
    if (this.style === "tools") body.tools = tools;
    const what = `${this.id} at ${this.http.baseUrl}`;
    const completion = await this.http.post("route", "/chat/completions", body, what, (res) => readJsonBody(res, what));
    const message = firstMessage(completion, what);
    const text = typeof message.content === "string" ? message.content.trim() : "";
    const structured = parseToolCalls(message.tool_calls);
    return { calls: structured.length > 0 ? structured : callsInText(text), text, usage: usageOf(completion.usage) };
  }
}

async function readJsonBody(res: Response, what: string): Promise<Record<string, unknown>> {
  const raw = await res.text();
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (isRecord(parsed)) return parsed;
  } catch {
    /* below */
  }
  throw new StageError("chat", `${what} sent a body that is not JSON: ${raw.slice(0, 120)}`);
}

function firstMessage(completion: Record<string, unknown>, what: string): Record<string, unknown> {
  const choice = Array.isArray(completion.choices) ? completion.choices[0] : undefined;
  const message = isRecord(choice) ? choice.message : undefined;
  if (!isRecord(message)) throw new StageError("chat", `${what} sent no choices[0].message`);
  return message;
}

async function readCompletion(
  res: Response,
  what: string,
  onToken?: (text: string) => void,
): Promise<{ text: string; usage: TokenUsage }> {
  const completion = await readJsonBody(res, what);
  const content = firstMessage(completion, what).content;
  const text = typeof content === "string" ? content : "";
  if (onToken && text) onToken(text); // a server that ignored `stream`: its text is one token
  return { text, usage: usageOf(completion.usage) };
}

/** Reads OpenAI's SSE stream: `data: {choices: [{delta: {content}}]}` lines, a usage chunk, `data: [DONE]`. */
async function readStream(
  res: Response,
  onToken: (text: string) => void,
): Promise<{ text: string; usage: TokenUsage }> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  let usage: TokenUsage = { input_tokens: 0, output_tokens: 0 };
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split(/\r?\n/);
    buffer = done ? "" : lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith("data:")) continue;
      const data = line.slice(5).trim();
      if (data === "" || data === "[DONE]") continue;
      let chunk: unknown;
      try {
        chunk = JSON.parse(data);
      } catch {
        throw new StageError("chat", `a stream chunk is not JSON: ${data.slice(0, 120)}`);
      }
      if (!isRecord(chunk)) continue;
      if (isRecord(chunk.usage)) usage = usageOf(chunk.usage);
      const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
      const piece = isRecord(choice) && isRecord(choice.delta) ? choice.delta.content : undefined;
      if (typeof piece === "string" && piece !== "") {
        text += piece;
        onToken(piece);
      }
    }
    if (done) break;
  }
  return { text, usage };
}

export function usageOf(usage: unknown): TokenUsage {
  const u = isRecord(usage) ? usage : {};
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : 0);
  return { input_tokens: n(u.prompt_tokens), output_tokens: n(u.completion_tokens) };
}
