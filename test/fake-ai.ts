import type { AiBinding } from "../src/models/ai-binding";
import { WORKERS_AI_MODELS } from "../src/models/ai-binding";
import type { Budget } from "../src/models/budget";
import { meteredTools } from "../src/models/metered-tools";
import { SdkChatModel } from "../src/models/sdk-chat";
import { SdkEmbedder } from "../src/models/sdk-embedder";
import { workersAiEmbeddingModel, workersAiLanguageModel } from "../src/models/sdk-providers";
import { SdkToolCaller } from "../src/models/sdk-tools";
import type { ToolCaller } from "../src/models/tool-calls";

export interface RecordedCall {
  model: string;
  inputs: any;
  options?: unknown;
}

/**
 * A stand-in for the Workers AI binding (which has no local simulator): it records every request
 * and answers with the scripted replies in order (an Error reply is thrown), or from a function.
 */
export function fakeAi(
  replies: unknown[] | ((model: string, inputs: any) => unknown),
): AiBinding & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  return {
    calls,
    async run(model: string, inputs: unknown, options?: unknown) {
      calls.push({ model, inputs, options });
      const reply = typeof replies === "function" ? replies(model, inputs) : replies.shift();
      if (reply instanceof Error) throw reply;
      return reply;
    },
  };
}

// The product's adapters over a binding, as runtime.ts builds them (workers-ai-provider behind the AI SDK).
const limits = { timeoutMs: 5000, retryMs: 1, where: "on Workers AI" };

export function workersAiChat(ai: AiBinding, model: string = WORKERS_AI_MODELS.chat): SdkChatModel {
  return new SdkChatModel(workersAiLanguageModel(ai, model), model, limits);
}

export function workersAiTools(ai: AiBinding, meter?: Budget, model: string = WORKERS_AI_MODELS.chat): ToolCaller {
  const caller = new SdkToolCaller(workersAiLanguageModel(ai, model), model, limits);
  return meter ? meteredTools(caller, meter) : caller;
}

export function workersAiEmbedder(
  ai: AiBinding,
  options: { model?: string; pooling?: "cls" | "mean"; budget?: Budget } = {},
): SdkEmbedder {
  const model = options.model ?? WORKERS_AI_MODELS.embed;
  return new SdkEmbedder(workersAiEmbeddingModel(ai, model, options.pooling), model, {
    ...limits,
    dimensions: 768,
    batch: 100,
    ...(options.budget ? { budget: options.budget } : {}),
  });
}
