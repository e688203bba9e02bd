import { loadSettings } from "../config";
import type { Bindings } from "../env";
import { ApiError } from "../errors";
import { embedderOf } from "../runtime";
import { mismatch, readStamp, stampOf } from "../stores/namespace-embedder";

/**
 * Refuses (400 invalid_request, details `{namespace, built_with, configured}`) a query or an ingestion whose
 * configured embedder differs from the one the namespace was built with. Fix: restore EMBED_MODEL /
 * EMBED_DIMENSIONS, or ingest into a new namespace (re-embedding its documents).
 */
export async function assertSameEmbedder(env: Bindings, namespace: string | null): Promise<void> {
  if (namespace === null) return;
  const built = await readStamp(env.DB, namespace);
  const embedder = embedderOf(env, loadSettings(env));
  const problem = mismatch(built, embedder);
  if (problem) {
    throw new ApiError(
      "invalid_request",
      `namespace '${namespace}' ${problem}; ` +
        "re-ingest its documents into a new namespace or restore EMBED_MODEL/EMBED_DIMENSIONS",
      {
        namespace,
        built_with: built,
        configured: stampOf(embedder),
      },
    );
  }
}
