import type { Metadata, VectorIndex, VectorMatch, VectorQueryOptions, VectorRecord } from "./types";

/**
 * Vectorize's documented limits (developers.cloudflare.com/vectorize/platform/limits and
 * /vectorize/reference/client-api). The local index enforces the same numbers so that a query
 * which would fail in production already fails under `npm start` and in tests.
 */
export const VECTORIZE_DEFAULT_TOP_K = 5;
/** topK ceiling with returnMetadata "none" | "indexed" (and returnValues false). */
export const VECTORIZE_MAX_TOP_K = 100;
/** topK ceiling with returnMetadata "all" (or the boolean `true`) or returnValues. */
export const VECTORIZE_MAX_TOP_K_WITH_METADATA = 20;
/** Maximum vectors per upsert call from a Worker (the HTTP API allows 5000). */
export const VECTORIZE_MAX_UPSERT_BATCH = 1000;

/** Resolves `topK` (default 5) and rejects values Vectorize would reject. */
export function resolveTopK(options: VectorQueryOptions = {}): number {
  const topK = options.topK ?? VECTORIZE_DEFAULT_TOP_K;
  const full = options.returnMetadata === true || options.returnMetadata === "all";
  const max = full ? VECTORIZE_MAX_TOP_K_WITH_METADATA : VECTORIZE_MAX_TOP_K;
  if (!Number.isInteger(topK) || topK < 1 || topK > max) {
    const why = full ? ' with returnMetadata "all"' : "";
    throw new RangeError(`topK must be an integer between 1 and ${max}${why}; got ${topK}`);
  }
  return topK;
}

/**
 * The part of a Vectorize binding this adapter uses. Both the legacy `VectorizeIndex` binding type
 * and the V2 `Vectorize` class satisfy it (their mutations return different shapes, which we ignore),
 * and a test can hand in a recording fake because Vectorize has no local simulator.
 */
export interface VectorizeBinding {
  query(vector: number[], options?: VectorizeQueryOptions): Promise<VectorizeMatches>;
  upsert(vectors: VectorizeVector[]): Promise<unknown>;
  deleteByIds(ids: string[]): Promise<unknown>;
}

/** `VectorIndex` over a Vectorize binding: argument shaping, batching and result mapping only. */
export class VectorizeIndex implements VectorIndex {
  readonly kind = "vectorize" as const;

  constructor(private readonly binding: VectorizeBinding) {}

  async upsert(records: VectorRecord[]): Promise<void> {
    // Sequential, not parallel: a later batch must win when the same id appears in two batches.
    for (let i = 0; i < records.length; i += VECTORIZE_MAX_UPSERT_BATCH) {
      const batch = records.slice(i, i + VECTORIZE_MAX_UPSERT_BATCH).map(toVectorizeVector);
      await this.binding.upsert(batch);
    }
  }

  async query(vector: number[], options: VectorQueryOptions = {}): Promise<{ matches: VectorMatch[]; count: number }> {
    const args: VectorizeQueryOptions = { topK: resolveTopK(options) };
    if (options.namespace !== undefined) args.namespace = options.namespace;
    // Vectorize rejects an empty filter object; treat it as "no filter", as the local index does.
    if (options.filter && Object.keys(options.filter).length > 0) {
      // Our filter type is the scalar subset of Vectorize's, so this widening cast is safe.
      args.filter = options.filter as VectorizeVectorMetadataFilter;
    }
    if (options.returnMetadata !== undefined) args.returnMetadata = options.returnMetadata;

    const res = await this.binding.query(vector, args);
    const matches = res.matches.map((m): VectorMatch => {
      const match: VectorMatch = { id: m.id, score: m.score };
      const metadata = scalarMetadata(m.metadata);
      if (metadata) match.metadata = metadata;
      return match;
    });
    return { matches, count: res.count };
  }

  async deleteByIds(ids: string[]): Promise<void> {
    // The limits page documents no delete batch size; reuse the upsert one to stay conservative.
    for (let i = 0; i < ids.length; i += VECTORIZE_MAX_UPSERT_BATCH) {
      await this.binding.deleteByIds(ids.slice(i, i + VECTORIZE_MAX_UPSERT_BATCH));
    }
  }
}

function toVectorizeVector(r: VectorRecord): VectorizeVector {
  const v: VectorizeVector = { id: r.id, values: r.values };
  if (r.namespace !== undefined) v.namespace = r.namespace;
  if (r.metadata !== undefined) v.metadata = r.metadata;
  return v;
}

/**
 * Vectorize metadata may hold nested objects and string arrays; our `Metadata` is flat scalars
 * (the only thing we write), so anything else is dropped rather than mistyped.
 */
function scalarMetadata(raw: unknown): Metadata | undefined {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return undefined;
  const out: Metadata = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") out[key] = value;
  }
  return out;
}
