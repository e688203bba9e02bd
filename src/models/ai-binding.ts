import { isRecord } from "../json";
import type { TokenUsage } from "../types";

/**
 * The slice of the Workers AI binding (`env.AI`) the adapters use. Kept minimal on purpose:
 * Workers AI has no local simulator, so tests pass a plain `{ run }` object that records requests.
 * The real binding's `run` is generic over model names, so wiring code passes `env.AI` through
 * `asAiBinding` rather than relying on structural assignability.
 */
export interface AiBinding {
  run(model: string, inputs: unknown, options?: unknown): Promise<unknown>;
}

/** Adapts the generated `Ai` binding type to `AiBinding` (a type-level cast only). */
export function asAiBinding(ai: { run: (...args: never[]) => unknown }): AiBinding {
  return ai as unknown as AiBinding;
}

/** Model ids used by default; config may override them. */
export const WORKERS_AI_MODELS = {
  chat: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  embed: "@cf/baai/bge-base-en-v1.5",
  rerank: "@cf/baai/bge-reranker-base",
} as const;

/** The token counts a Workers AI reply reports (0 for what it leaves out). */
export function usageOf(output: unknown): TokenUsage {
  const usage = isRecord(output) && isRecord(output.usage) ? output.usage : {};
  return { input_tokens: count(usage.prompt_tokens), output_tokens: count(usage.completion_tokens) };
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
