import { generateText, jsonSchema, type LanguageModel, NoObjectGeneratedError, Output, streamText } from "ai";
import { parseJsonLoose } from "../json";
import { StageError, type TokenUsage } from "../types";
import { type CallLimits, callModel } from "./sdk-call";
import type { ChatModel, ChatRequest, ChatResult } from "./types";

/**
 * `@ai-sdk/openai-compatible` marks a schema `strict: true` by default. OpenAI's strict mode refuses schemas
 * without `additionalProperties: false` and with optional properties, which the skills' schemas have: the schema
 * is a guide, and the skill validates what comes back. (workers-ai-provider ignores the key.)
 */
const NOT_STRICT = { openaiCompatible: { strictJsonSchema: false } };

export interface SdkChatOptions extends CallLimits {
  /** Where the model is served, for messages ("at http://…/v1", "on Workers AI"). */
  where: string;
  defaultMaxTokens?: number;
}

/**
 * ChatModel over any AI SDK language model: Workers AI through `workers-ai-provider`, or any OpenAI-compatible
 * server through `@ai-sdk/openai-compatible` (runtime.ts builds the model). Temperature 0: scores and answers
 * should not change between identical runs.
 *
 * JSON: the SDK's structured output (`Output.object` with the schema; the provider sends it as `response_format`)
 * parses the reply. A reply it cannot parse is not a failed call: its text is read leniently (a fenced block, prose
 * around the JSON) and, failing that, handed back without `json`, so askJson can ask for a repair.
 * Streaming: with `onToken` (and no schema) the text streams; each piece goes to onToken as it arrives.
 */
export class SdkChatModel implements ChatModel {
  constructor(
    private readonly model: LanguageModel,
    readonly id: string,
    private readonly options: SdkChatOptions,
  ) {}

  async chat(request: ChatRequest): Promise<ChatResult> {
    const what = `${this.id} ${this.options.where}`;
    const common = {
      model: this.model,
      messages: request.messages,
      allowSystemInMessages: true,
      maxOutputTokens: request.maxTokens ?? this.options.defaultMaxTokens ?? 512,
      temperature: 0,
      maxRetries: 0,
    };
    let result: { text: string; json?: unknown; usage: TokenUsage };
    if (request.jsonSchema) {
      const { name, schema } = request.jsonSchema;
      const output = Output.object({ schema: jsonSchema<unknown>(schema), name });
      result = await callModel("chat", what, this.options, async (abortSignal) => {
        try {
          const r = await generateText({ ...common, output, providerOptions: NOT_STRICT, abortSignal });
          return { text: r.text, json: r.output, usage: tokens(r.usage) };
        } catch (err) {
          if (!NoObjectGeneratedError.isInstance(err) || err.text === undefined) throw err;
          return { text: err.text, json: parseJsonLoose(err.text), usage: tokens(err.usage) };
        }
      });
    } else if (request.onToken) {
      const onToken = request.onToken;
      let sent = false;
      result = await callModel(
        "chat",
        what,
        this.options,
        async (abortSignal) => {
          const r = streamText({ ...common, abortSignal });
          let text = "";
          for await (const part of r.fullStream) {
            if (part.type === "error") throw part.error;
            if (part.type === "text-delta" && part.text !== "") {
              text += part.text;
              sent = true;
              onToken(part.text);
            }
          }
          return { text, usage: tokens(await r.usage) };
        },
        () => !sent,
      );
    } else {
      result = await callModel("chat", what, this.options, async (abortSignal) => {
        const r = await generateText({ ...common, abortSignal });
        return { text: r.text, usage: tokens(r.usage) };
      });
    }
    if (result.text.trim() === "" && result.json === undefined) {
      throw new StageError("chat", `${what} returned no usable response`);
    }
    const out: ChatResult = { text: result.text, usage: result.usage };
    if (result.json !== undefined) out.json = result.json;
    return out;
  }
}

/** The SDK's usage as the run's meter counts it (a provider that reports none counts zero). */
export function tokens(usage: { inputTokens?: number; outputTokens?: number } | undefined): TokenUsage {
  const n = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : 0);
  return { input_tokens: n(usage?.inputTokens), output_tokens: n(usage?.outputTokens) };
}
