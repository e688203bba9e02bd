import { loadSettings, type Settings } from "./config";
import type { Bindings } from "./env";
import { meteredChat } from "./models/metered-chat";
import { timedAi } from "./models/timed-ai";
import type { ChatModel, Embedder } from "./models/types";
import { WorkersAiChatModel } from "./models/workers-ai-chat";
import { WorkersAiEmbedder } from "./models/workers-ai-embedder";
import type { Services } from "./pipeline/types";
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
import { WorkersAiToolCaller } from "./models/workers-ai-tools";
import { LlmDynamism } from "./skills/llm/dynamism";
import { LlmRouter } from "./skills/llm/router";
import { LocalDynamism } from "./skills/local/dynamism";
import { LocalRouter } from "./skills/local/router";
import { D1Catalog } from "./stores/d1-catalog";
import { lookupTickers } from "./stores/d1-entities";
import { demoApis } from "./tools/demo-apis";
import { executeCall } from "./tools/execute";
import type { ApiEntry } from "./tools/types";

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
  const catalog = new D1Catalog(env.DB);
  const executeApi = (entry: ApiEntry, args: Record<string, unknown>) =>
    executeCall(entry, args, {
      fetch: (request) => fetch(request),
      secrets: env as unknown as Record<string, string | undefined>,
      internalFetch: (request) => internalFetch(env, request),
      allowHttpHosts: settings.allowHttpHosts,
      timeoutMs: settings.apiTimeoutMs,
      maxBytes: settings.apiMaxBytes,
    });
  const localRouter = new LocalRouter({ resolveTickers: (keys) => lookupTickers(env.DB, keys) });
  // The fallback reranker is not metered: it runs only when the call it replaces was already counted.
  const lexical = new LexicalReranker();
  const stores = { settings, meter, corpus, vectors, catalog, executeApi, pageEmbedder: localEmbedder, fallbackReranker: lexical };
  if (!env.AI) {
    return {
      ...stores,
      router: localRouter,
      dynamism: new LocalDynamism(),
      embedder: localEmbedder,
      reranker: new LexicalReranker(meter),
      answerer: new ExtractiveAnswerer(meter),
      planner: new LocalPlanner(meter),
      gate: new LocalGate(meter),
    };
  }
  const ai = timedAi(env.AI, settings.modelTimeoutMs);
  const chat: ChatModel = meteredChat(new WorkersAiChatModel(ai, settings.chatModel), meter);
  const embedder: Embedder = new WorkersAiEmbedder(ai, { model: settings.embedModel });
  const reranker: Reranker =
    settings.reranker === "bge"
      ? new BgeReranker(ai, lexical, meter)
      : settings.reranker === "lexical"
        ? new LexicalReranker(meter)
        : new LlmReranker(chat, lexical);
  return {
    ...stores,
    router: new LlmRouter(new WorkersAiToolCaller(ai, meter, settings.chatModel), { fallback: localRouter }),
    dynamism: new LlmDynamism(chat, new LocalDynamism()),
    embedder,
    reranker,
    answerer: new LlmAnswerer(chat),
    // The local skills stand behind the model ones: bad output falls back to rules, unmetered.
    planner: new LlmPlanner(chat, new LocalPlanner()),
    gate: new LlmGate(chat, new LocalGate()),
  };
}

/**
 * Internal APIs are reached in-process: `internal://demo/...` is the built-in demo service of the
 * sample corpus; `internal://<binding>/...` goes to the Worker's service binding of that name.
 */
async function internalFetch(env: Bindings, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = `https://${url.host}${url.pathname}${url.search}`;
  if (url.host === "demo") return demoApis.fetch(new Request(target, request));
  const binding = env[url.host.toUpperCase()] ?? env[url.host];
  if (binding && typeof (binding as Fetcher).fetch === "function") return (binding as Fetcher).fetch(new Request(target, request));
  return Response.json({ error: `no service binding named ${url.host}` }, { status: 502 });
}
