import type { ChatMessage } from "../../models/types";
import { errorMessage } from "../../models/ai-binding";
import type { ToolCaller, ToolCallResult, ToolSpec } from "../../models/workers-ai-tools";
import type { ApiCallRecord, ApiEntry } from "../../tools/types";
import type { ApiRouter, RouteDecision, RouterInput } from "../types";

export interface LlmRouterOptions {
  /** Used when the model call fails (not when the model declines to call). */
  fallback?: ApiRouter;
  maxTokens?: number;
}

// Retriever-aware prompting (Gorilla): the model is told the functions were retrieved for this
// question and may not fit it, so an irrelevant retrieval leads to no call instead of a forced one.
const SYSTEM = `You decide whether a live API call can help answer a user's question.
The functions you are given were retrieved automatically for this question by a search over an API catalog; they may be irrelevant to it.
Call at most ONE function, and only one that directly returns information needed to answer the question.
Take argument values from the question only. Resolve relative dates ("today", "yesterday", "last Friday", "this week") against the query time. Never invent values.
If no function fits, or the question does not give a required argument, call no function and reply with one short sentence saying why.`;

const RESULT_CHARS = 300;

/** Routes with the model's function calling: the top-M retrieved schemas are the tools. */
export class LlmRouter implements ApiRouter {
  constructor(
    private readonly caller: ToolCaller,
    private readonly options: LlmRouterOptions = {},
  ) {}

  async route(input: RouterInput): Promise<RouteDecision> {
    if (input.schemas.length === 0) return { kind: "none", reason: "no API schemas were offered" };
    let result: ToolCallResult;
    try {
      result = await this.caller.callTools({
        messages: routerMessages(input),
        tools: input.schemas.map(toToolSpec),
        maxTokens: this.options.maxTokens ?? 256,
      });
    } catch (err) {
      const why = `function calling failed: ${errorMessage(err)}`;
      if (!this.options.fallback) return { kind: "none", reason: why };
      const decision = await this.options.fallback.route(input);
      return { ...decision, reason: `${why}; fallback: ${decision.reason ?? "call"}` } as RouteDecision;
    }
    const [first, ...rest] = result.calls;
    if (!first) return { kind: "none", reason: result.text ? `model made no call: ${result.text.slice(0, 200)}` : "model made no call" };
    // Passed through unvalidated: the pipeline rejects unknown names and invalid arguments.
    const notes = [`model chose ${first.name}`];
    if (rest.length > 0) notes.push(`${rest.length} further call(s) ignored (one call per step)`);
    if (first.argumentsError) notes.push(first.argumentsError);
    return { kind: "call", call: { name: first.name, arguments: first.arguments }, reason: notes.join("; ") };
  }
}

export function toToolSpec(entry: Pick<ApiEntry, "name" | "description" | "parameters">): ToolSpec {
  return { name: entry.name, description: entry.description, parameters: entry.parameters };
}

export function routerMessages(input: RouterInput): ChatMessage[] {
  const lines = [
    `Query time: ${input.queryTime}`,
    `Question: ${input.question}`,
    `Retrieved functions, best match first: ${input.schemas.map((s) => s.name).join(", ")}`,
  ];
  if (input.previous?.length) {
    lines.push("Calls already made for this question (do not repeat them):", ...input.previous.map(describeCall));
  }
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: lines.join("\n") },
  ];
}

function describeCall(record: ApiCallRecord): string {
  const outcome =
    record.status === "ok" ? JSON.stringify(record.result ?? null).slice(0, RESULT_CHARS) : (record.error ?? record.status);
  return `- ${record.name}(${JSON.stringify(record.arguments)}) → ${record.status}: ${outcome}`;
}
