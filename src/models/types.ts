import type { TokenUsage } from "../types";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface JsonSchemaFormat {
  name: string;
  schema: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  maxTokens?: number;
  /** Ask for a JSON response matching this schema. */
  jsonSchema?: JsonSchemaFormat;
  /** A call the run can do without (a repair of unusable output): refused when the run's budget has no room. */
  optional?: boolean;
  /**
   * Stream the text: called with each piece as the provider sends it (the answer's `token` events). A provider
   * that does not stream never calls it; the answer stage then sends the whole answer as one token.
   */
  onToken?: (text: string) => void;
}

export interface ChatResult {
  /** The response as text (JSON responses are stringified). */
  text: string;
  /** The parsed JSON value when a JSON response was requested and could be parsed. */
  json?: unknown;
  usage: TokenUsage;
}

/** A chat completion model (Workers AI, or an OpenAI-compatible endpoint). */
export interface ChatModel {
  readonly id: string;
  chat(request: ChatRequest): Promise<ChatResult>;
}

/** A text embedding model. */
export interface Embedder {
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<number[][]>;
}

/** An embedder that answers at once, in memory (the local hashed one): it ranks a request's own pages for free. */
export interface SyncEmbedder extends Embedder {
  embedOne(text: string): number[];
}
