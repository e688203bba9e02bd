import { loadSettings, type Settings } from "./config";
import type { Bindings } from "./env";
import type { AiBinding } from "./models/ai-binding";
import { Budget, countedSkill } from "./models/budget";
import { meteredChat } from "./models/metered-chat";
import { meteredTools } from "./models/metered-tools";
import { probeServer } from "./models/probe";
import { type ModelProviders, type ProviderKind, type RoleProvider, resolveProviders } from "./models/providers";
import type { CallLimits } from "./models/sdk-call";
import { SdkChatModel } from "./models/sdk-chat";
import { SdkEmbedder } from "./models/sdk-embedder";
import {
  openAiEmbeddingModel,
  openAiLanguageModel,
  workersAiEmbeddingModel,
  workersAiLanguageModel,
} from "./models/sdk-providers";
import { SdkToolCaller } from "./models/sdk-tools";
import { timedAi } from "./models/timed-ai";
import type { ChatModel, Embedder } from "./models/types";
import type { Services } from "./pipeline/types";
import { ConfidenceFloor } from "./skills/confidence";
import { LlmAnswerer } from "./skills/llm/answer";
import { BgeReranker } from "./skills/llm/bge-rerank";
import { LlmClassifier } from "./skills/llm/classify";
import { LlmDynamism } from "./skills/llm/dynamism";
import { LlmGate } from "./skills/llm/gate";
import { LlmRoundJudge } from "./skills/llm/judge-round";
import { LlmPlanner } from "./skills/llm/planner";
import { LlmReranker } from "./skills/llm/rerank";
import { LlmRouter } from "./skills/llm/router";
import { LocalDynamism } from "./skills/local/dynamism";
import { ExtractiveAnswerer } from "./skills/local/extractive-answer";
import { LocalGate } from "./skills/local/gate";
import { HashedEmbedder } from "./skills/local/hashed-embedder";
import { LexicalReranker } from "./skills/local/lexical-rerank";
import { LocalPlanner } from "./skills/local/planner";
import { LocalRouter } from "./skills/local/router";
import type { ApiRouter, Reranker } from "./skills/types";
import { D1Catalog } from "./stores/d1-catalog";
import { D1Corpus } from "./stores/d1-corpus";
import { lookupTickers } from "./stores/d1-entities";
import { LocalVectorIndex } from "./stores/local-vector-index";
import type { VectorIndex } from "./stores/types";
import { VectorizeIndex } from "./stores/vectorize-index";
import { demoApis } from "./tools/demo-apis";
import { executeCall } from "./tools/execute";
import type { ApiEntry } from "./tools/types";

export interface Providers {
  chat: ProviderKind;
  functions: ProviderKind;
  embeddings: ProviderKind;
  vectors: "local" | "vectorize";
  reranker: "lexical" | "llm" | "bge";
}

/** Which provider serves each model role (see models/providers.ts for the vars and their precedence). */
export function modelProvidersOf(env: Bindings, settings: Settings): ModelProviders {
  return resolveProviders(env, {
    chatModel: settings.chatModel,
    embedModel: settings.embedModel,
    hasAiBinding: Boolean(env.AI),
  });
}

export function providersOf(env: Bindings, settings: Settings): Providers {
  const p = modelProvidersOf(env, settings);
  return {
    chat: p.chat.kind,
    functions: p.functions.kind,
    embeddings: p.embeddings.kind,
    vectors: env.VECTORS ? "vectorize" : "local",
    reranker: rerankerOf(p, settings, Boolean(env.AI)),
  };
}

function rerankerOf(p: ModelProviders, settings: Settings, hasAi: boolean): Providers["reranker"] {
  if (p.chat.kind === "local") return "lexical";
  // The bge cross-encoder exists only on Workers AI: without the binding the chat model reranks.
  return settings.reranker === "bge" && !hasAi ? "llm" : settings.reranker;
}

/** Whether a role's OpenAI-compatible server answers (for /healthz). */
export function serverProbeOf(role: RoleProvider) {
  return { probe: (timeoutMs: number) => probeServer(role.baseUrl ?? "", role.apiKey, timeoutMs) };
}

/** RAG_MODEL_TIMEOUT_MS and RAG_MODEL_RETRY_MS, for every model call. */
function limitsOf(settings: Settings): CallLimits {
  return { timeoutMs: settings.modelTimeoutMs, retryMs: settings.modelRetryMs };
}

/** Where a role's model is served, for messages: "at <base URL>" or "on Workers AI". */
function whereOf(role: RoleProvider): string {
  return role.kind === "openai" ? `at ${role.baseUrl}` : "on Workers AI";
}

/** The embedder the settings pick; its id and dimensions are what a namespace records (stores/namespace-embedder). */
export function embedderOf(
  env: Bindings,
  settings: Settings,
  p: ModelProviders = modelProvidersOf(env, settings),
): Embedder {
  const e = p.embeddings;
  const common = { ...limitsOf(settings), where: whereOf(e) };
  if (e.kind === "openai") {
    return new SdkEmbedder(openAiEmbeddingModel(e), e.model, {
      ...common,
      ...(e.dimensions ? { dimensions: e.dimensions, requestDimensions: true } : {}),
    });
  }
  if (e.kind === "workers-ai" && env.AI) {
    // bge-base-en-v1.5 answers 768 numbers; its schema caps a request at 100 texts.
    return new SdkEmbedder(workersAiEmbeddingModel(env.AI, e.model), e.model, {
      ...common,
      dimensions: e.dimensions ?? 768,
      batch: 100,
    });
  }
  return localEmbedder;
}

// Stateless and shared: the local embedder holds no per-request data.
const localEmbedder = new HashedEmbedder();

/** Turns the bindings into the adapters a run uses. The one place that reads env and picks providers. */
export function buildServices(env: Bindings): Services {
  const settings = loadSettings(env);
  // One budget per run: model calls are charged at the model boundary (the metered chat, tools and reranker), local
  // skills count as skill calls (countedSkill), and the pipeline holds calls back in scopes.
  const budget = new Budget(settings.maxModelCalls);
  const local = <T extends object>(skill: T) => countedSkill(skill, budget);
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
  const localRouter = local(new LocalRouter({ resolveTickers: (keys) => lookupTickers(env.DB, keys) }));
  const p = modelProvidersOf(env, settings);
  const ai = env.AI ? timedAi(env.AI, settings.modelTimeoutMs) : undefined;
  const embedder = embedderOf(env, settings, p);
  // The fallback reranker is a skill call: the model call it replaces was counted where it was made.
  const lexical = local(new LexicalReranker());
  const stores = {
    ...{ settings, budget, corpus, vectors, catalog, executeApi, embedder },
    ...{ pageEmbedder: localEmbedder, fallbackReranker: lexical },
  };
  const router = routerOf(p.functions, settings, budget, ai, localRouter);
  if (p.chat.kind === "local" || (p.chat.kind === "workers-ai" && !ai)) {
    return {
      ...stores,
      router,
      dynamism: local(new LocalDynamism()),
      reranker: lexical,
      answerer: new ConfidenceFloor(local(new ExtractiveAnswerer()), settings.confidenceFloor),
      planner: local(new LocalPlanner()),
      gate: local(new LocalGate()),
    };
  }
  const language = p.chat.kind === "openai" ? openAiLanguageModel(p.chat) : workersAiLanguageModel(ai!, p.chat.model);
  const model: ChatModel = new SdkChatModel(language, p.chat.model, { ...limitsOf(settings), where: whereOf(p.chat) });
  const chat = meteredChat(model, budget);
  const rerankWith = rerankerOf(p, settings, Boolean(ai));
  const reranker: Reranker =
    rerankWith === "bge" && ai
      ? new BgeReranker(ai, lexical, budget)
      : rerankWith === "lexical"
        ? lexical
        : new LlmReranker(chat, lexical);
  // RAG_FUSE: the gate and the dynamism check (both read only the question) become one call. RAG_FUSE_ROUND (default:
  // RAG_FUSE's value): the loop's rerank and decide become one call too, when the chat model is the reranker; it
  // judges completeness as the decide call does (the missing parts), so the loop's answers are the two calls'.
  const fused = {
    ...(settings.fuse ? { classifier: new LlmClassifier(chat, local(new LocalGate())) } : {}),
    ...(settings.fuseRound && rerankWith === "llm"
      ? { roundJudge: new LlmRoundJudge(chat, { reranker: lexical, planner: local(new LocalPlanner()) }) }
      : {}),
  };
  return {
    ...stores,
    ...fused,
    router,
    dynamism: new LlmDynamism(chat, local(new LocalDynamism())),
    reranker,
    answerer: new ConfidenceFloor(new LlmAnswerer(chat), settings.confidenceFloor),
    // The local skills stand behind the model ones: bad output falls back to rules (skill calls, not model calls).
    planner: new LlmPlanner(chat, local(new LocalPlanner())),
    gate: new LlmGate(chat, local(new LocalGate())),
  };
}

function routerOf(
  role: RoleProvider,
  settings: Settings,
  budget: Budget,
  ai: AiBinding | undefined,
  local: LocalRouter,
): ApiRouter {
  const language =
    role.kind === "openai"
      ? openAiLanguageModel(role)
      : role.kind === "workers-ai" && ai
        ? workersAiLanguageModel(ai, role.model)
        : undefined;
  if (language) {
    const caller = new SdkToolCaller(language, role.model, {
      ...limitsOf(settings),
      where: whereOf(role),
      // The prompt style is for servers without tool calling (Gorilla on vLLM); Workers AI has it.
      style: role.kind === "openai" ? settings.functionCallStyle : "tools",
    });
    return new LlmRouter(meteredTools(caller, budget), { fallback: local });
  }
  return local;
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
  if (binding && typeof (binding as Fetcher).fetch === "function")
    return (binding as Fetcher).fetch(new Request(target, request));
  return Response.json({ error: `no service binding named ${url.host}` }, { status: 502 });
}
