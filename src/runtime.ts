import { loadSettings, type Settings } from "./config";
import type { Bindings } from "./env";
import { meteredChat } from "./models/metered-chat";
import type { ChatModel, Embedder } from "./models/types";
import { WorkersAiChatModel } from "./models/workers-ai-chat";
import { WorkersAiEmbedder } from "./models/workers-ai-embedder";
import type { Services } from "./pipeline/query";
import { LlmAnswerer } from "./skills/llm/answer";
import { LlmGate } from "./skills/llm/gate";
import { LlmPlanner } from "./skills/llm/planner";
import { BgeReranker } from "./skills/llm/bge-rerank";
import { LlmReranker } from "./skills/llm/rerank";
import { ExtractiveAnswerer } from "./skills/local/extractive-answer";
import { HashedEmbedder } from "./skills/local/hashed-embedder";
import { LocalGate } from "./skills/local/gate";
import { LexicalReranker } from "./skills/local/lexical-rerank";
import { LocalPlanner } from "./skills/local/planner";
import type { Reranker } from "./skills/types";
import { D1Corpus } from "./stores/d1-corpus";
import { LocalVectorIndex } from "./stores/local-vector-index";
import type { VectorIndex } from "./stores/types";
import { VectorizeIndex } from "./stores/vectorize-index";
import { UsageMeter } from "./usage";

export interface Providers {
  chat: "local" | "workers-ai";
  embeddings: "local" | "workers-ai";
  vectors: "local" | "vectorize";
  reranker: "lexical" | "llm" | "bge";
}

export function providersOf(env: Bindings, settings: Settings): Providers {
  return {
    chat: env.AI ? "workers-ai" : "local",
    embeddings: env.AI ? "workers-ai" : "local",
    vectors: env.VECTORS ? "vectorize" : "local",
    reranker: env.AI ? settings.reranker : "lexical",
  };
}

// Stateless and shared: the local embedder holds no per-request data.
const localEmbedder = new HashedEmbedder();

/** Turns the bindings into the adapters a run uses. The one place that reads env. */
export function buildServices(env: Bindings): Services {
  const settings = loadSettings(env);
  const meter = new UsageMeter();
  const corpus = new D1Corpus(env.DB);
  const vectors: VectorIndex = env.VECTORS ? new VectorizeIndex(env.VECTORS) : new LocalVectorIndex(env.DB);
  if (!env.AI) {
    return {
      settings,
      meter,
      corpus,
      vectors,
      embedder: localEmbedder,
      reranker: new LexicalReranker(meter),
      answerer: new ExtractiveAnswerer(meter),
      planner: new LocalPlanner(meter),
      gate: new LocalGate(meter),
    };
  }
  const chat: ChatModel = meteredChat(new WorkersAiChatModel(env.AI, settings.chatModel), meter);
  const embedder: Embedder = new WorkersAiEmbedder(env.AI, { model: settings.embedModel });
  // The fallback is not metered: it runs only when the model call it replaces was already counted.
  const lexical = new LexicalReranker();
  const reranker: Reranker =
    settings.reranker === "bge"
      ? new BgeReranker(env.AI, lexical, meter)
      : settings.reranker === "lexical"
        ? new LexicalReranker(meter)
        : new LlmReranker(chat, lexical);
  return {
    settings,
    meter,
    corpus,
    vectors,
    embedder,
    reranker,
    answerer: new LlmAnswerer(chat),
    // The local skills stand behind the model ones: bad output falls back to rules, unmetered.
    planner: new LlmPlanner(chat, new LocalPlanner()),
    gate: new LlmGate(chat, new LocalGate()),
  };
}
