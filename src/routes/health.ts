import { loadSettings } from "../config";
import type { Bindings } from "../env";
import { describeRole, type RoleProvider } from "../models/providers";
import { embedderOf, modelProvidersOf, providersOf, serverProbeOf } from "../runtime";

const PROBE_MS = 2000;

/**
 * What /healthz says of the model layer: each role's provider and model (never a key), and whether each
 * OpenAI-compatible server answers (`status`: "ok" or why not; the binding and the local engine are "ok").
 */
export async function healthOf(env: Bindings) {
  const settings = loadSettings(env);
  const providers = providersOf(env, settings);
  const roles = modelProvidersOf(env, settings);
  const probes = new Map<string, Promise<string>>();
  const statusOf = (role: RoleProvider): Promise<string> => {
    if (role.kind !== "openai") return Promise.resolve("ok");
    const key = `${role.baseUrl}\n${role.apiKey ?? ""}`;
    if (!probes.has(key)) {
      probes.set(
        key,
        serverProbeOf(role)
          .probe(PROBE_MS)
          .then((r) => (r.ok ? "ok" : r.error)),
      );
    }
    return probes.get(key)!;
  };
  const [chat, functions, embeddings] = await Promise.all([
    statusOf(roles.chat),
    statusOf(roles.functions),
    statusOf(roles.embeddings),
  ]);
  const models = {
    chat: describeRole(roles.chat).model,
    functions: describeRole(roles.functions).model,
    // The local engine's embedder has a name too (what a namespace built with it records).
    embeddings: describeRole(roles.embeddings).model ?? embedderOf(env, settings, roles).id,
    ...(roles.embeddings.dimensions ? { embedding_dimensions: roles.embeddings.dimensions } : {}),
  };
  const baseUrls = Object.fromEntries(
    (["chat", "functions", "embeddings"] as const).flatMap((r) => {
      const url = describeRole(roles[r]).base_url;
      return url ? [[r, url]] : [];
    }),
  );
  return {
    ok: true,
    providers,
    models,
    ...(Object.keys(baseUrls).length ? { base_urls: baseUrls } : {}),
    status: { chat, functions, embeddings },
    settings: {
      top_k: settings.topK,
      top_n: settings.topN,
      threshold: settings.threshold,
      confidence_floor: settings.confidenceFloor,
      reranker: providers.reranker,
      retrieval: Object.entries(settings.retrieval)
        .filter(([, on]) => on)
        .map(([part]) => part)
        .join(","),
    },
  };
}
