import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { EmbeddingModel, LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { AiBinding } from "./ai-binding";
import type { RoleProvider } from "./providers";

/**
 * The AI SDK models behind a role: `@ai-sdk/openai-compatible` for a base URL (any /v1/chat/completions +
 * /v1/embeddings server, with the role's bearer key), `workers-ai-provider` for the AI binding. runtime.ts picks
 * the role's provider (models/providers.ts) and calls these; adapters (sdk-chat, sdk-tools, sdk-embedder) take the
 * result and never know which provider it is.
 */
export function openAiCompatible(role: RoleProvider) {
  return createOpenAICompatible({
    name: "openai-compatible",
    baseURL: role.baseUrl ?? "",
    ...(role.apiKey ? { apiKey: role.apiKey } : {}),
    // Ask for the schema itself (`response_format: {type: "json_schema", …}`), not bare JSON mode.
    supportsStructuredOutputs: true,
    includeUsage: true,
  });
}

export function openAiLanguageModel(role: RoleProvider): LanguageModel {
  return openAiCompatible(role).chatModel(role.model);
}

export function openAiEmbeddingModel(role: RoleProvider): EmbeddingModel {
  return openAiCompatible(role).embeddingModel(role.model);
}

export function workersAiLanguageModel(ai: AiBinding, model: string): LanguageModel {
  return createWorkersAI({ binding: ai as unknown as Ai })(model as Parameters<ReturnType<typeof createWorkersAI>>[0]);
}

/**
 * A Workers AI embedding model with the binding's `pooling` input. workers-ai-provider sends only `{text}` (its
 * settings go to run's options, not its inputs), and bge's default pooling is `mean`, while the model was trained
 * with `cls` (which the Workers AI docs recommend): vectors of the two are not comparable, so the input is added
 * here, on the way to the binding.
 */
export function workersAiEmbeddingModel(ai: AiBinding, model: string, pooling: "cls" | "mean" = "cls"): EmbeddingModel {
  const binding: AiBinding = {
    run: (name, inputs, options) => ai.run(name, { ...(inputs as Record<string, unknown>), pooling }, options),
  };
  return createWorkersAI({ binding: binding as unknown as Ai }).textEmbeddingModel(
    model as Parameters<ReturnType<typeof createWorkersAI>["textEmbeddingModel"]>[0],
  );
}
