/**
 * Which provider serves each model role, from the Worker's vars. The one place this is decided
 * (runtime.ts builds the adapters from it; /healthz reports it).
 *
 * Roles and their vars:
 *   chat (rerank, gate, dynamism, plan/decide, answer): LLM_BASE_URL, LLM_MODEL, LLM_API_KEY;
 *   functions (the API router): FUNCTION_BASE_URL, FUNCTION_MODEL, FUNCTION_API_KEY, each falling back to chat's;
 *   embeddings: EMBED_BASE_URL, EMBED_MODEL, EMBED_API_KEY, EMBED_DIMENSIONS.
 * Precedence per role: an explicit base URL (an OpenAI-compatible server) > the AI binding (Workers AI) > local.
 */
export type ProviderKind = "openai" | "workers-ai" | "local";

export interface RoleProvider {
  kind: ProviderKind;
  /** The model id ("" for the local engine's own skills). */
  model: string;
  /** OpenAI-compatible base URL, e.g. http://127.0.0.1:11434/v1 (openai only). */
  baseUrl?: string;
  /** Bearer key (openai only). Never reported. */
  apiKey?: string;
}

export interface EmbedProvider extends RoleProvider {
  /** Vector size: EMBED_DIMENSIONS (sent to the server as `dimensions`), or the model's own. */
  dimensions?: number;
}

export interface ModelProviders {
  chat: RoleProvider;
  functions: RoleProvider;
  embeddings: EmbedProvider;
}

export interface ProviderDefaults {
  /** RAG_CHAT_MODEL / RAG_EMBED_MODEL, used when a role names no model of its own. */
  chatModel: string;
  embedModel: string;
  hasAiBinding: boolean;
}

type Vars = Record<string, unknown>;

function text(vars: Vars, key: string): string | undefined {
  const raw = vars[key];
  return typeof raw === "string" && raw.trim() ? raw.trim() : undefined;
}

function role(vars: Vars, prefix: string, defaultModel: string, hasAi: boolean): RoleProvider {
  const baseUrl = text(vars, `${prefix}_BASE_URL`);
  const model = text(vars, `${prefix}_MODEL`) ?? defaultModel;
  if (baseUrl) {
    const apiKey = text(vars, `${prefix}_API_KEY`);
    return { kind: "openai", model, baseUrl: baseUrl.replace(/\/+$/, ""), ...(apiKey ? { apiKey } : {}) };
  }
  return hasAi ? { kind: "workers-ai", model } : { kind: "local", model: "" };
}

export function resolveProviders(vars: Vars, defaults: ProviderDefaults): ModelProviders {
  const chat = role(vars, "LLM", defaults.chatModel, defaults.hasAiBinding);
  // The function model falls back to the chat provider: its server, key and model unless FUNCTION_* name others.
  const ownBase = text(vars, "FUNCTION_BASE_URL");
  const functions: RoleProvider = ownBase
    ? role(vars, "FUNCTION", chat.model || defaults.chatModel, defaults.hasAiBinding)
    : chat.kind === "local"
      ? chat
      : { ...chat, model: text(vars, "FUNCTION_MODEL") ?? chat.model };
  const embedRole = role(vars, "EMBED", defaults.embedModel, defaults.hasAiBinding);
  const dims = Number(text(vars, "EMBED_DIMENSIONS"));
  const embeddings: EmbedProvider =
    embedRole.kind !== "local" && Number.isInteger(dims) && dims > 0 && dims <= 8192
      ? { ...embedRole, dimensions: dims }
      : embedRole;
  return { chat, functions, embeddings };
}

/** What /healthz shows of a role: its kind and model, never its key. */
export function describeRole(p: RoleProvider): { provider: ProviderKind; model: string | null; base_url?: string } {
  return {
    provider: p.kind,
    model: p.model || null,
    ...(p.baseUrl ? { base_url: withoutCredentials(p.baseUrl) } : {}),
  };
}

function withoutCredentials(url: string): string {
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    u.search = "";
    return u.toString().replace(/\/+$/, "");
  } catch {
    return "(not a URL)";
  }
}
