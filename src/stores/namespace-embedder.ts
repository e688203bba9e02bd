import type { Embedder } from "../models/types";

/**
 * The embedder a namespace was built with, kept in D1's `meta` table (`embedder:<namespace>` →
 * `{"model", "dimensions"}`), so vectors of two embedders never mix: a query or an ingestion whose configured
 * embedder differs is refused (400) instead of comparing vectors that mean nothing to each other.
 */
export interface EmbedderStamp {
  model: string;
  /** 0 when not known yet (an OpenAI-compatible model without EMBED_DIMENSIONS, before its first answer). */
  dimensions: number;
}

const key = (namespace: string) => `embedder:${namespace}`;

export function stampOf(embedder: Embedder): EmbedderStamp {
  return { model: embedder.id, dimensions: embedder.dimensions };
}

/** The stamp a namespace was built with, or null (empty, or built before stamps existed). */
export async function readStamp(db: D1Database, namespace: string): Promise<EmbedderStamp | null> {
  const row = await db.prepare("SELECT value FROM meta WHERE key = ?").bind(key(namespace)).first<{ value: string }>();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as EmbedderStamp;
  } catch {
    return null;
  }
}

/** Stamps a namespace with the embedder that just stored vectors in it, unless it has a stamp already. */
export async function recordStamp(db: D1Database, namespace: string, embedder: Embedder): Promise<void> {
  await db
    .prepare("INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)")
    .bind(key(namespace), JSON.stringify(stampOf(embedder)))
    .run();
}

/** Why `embedder` may not be used with the namespace's vectors, or null when it may. */
export function mismatch(built: EmbedderStamp | null, embedder: Embedder): string | null {
  if (!built) return null;
  const now = stampOf(embedder);
  const dims = built.dimensions > 0 && now.dimensions > 0 && built.dimensions !== now.dimensions;
  if (built.model === now.model && !dims) return null;
  const show = (s: EmbedderStamp) => `${s.model}${s.dimensions ? ` (${s.dimensions} dimensions)` : ""}`;
  const why = "their vectors cannot be compared";
  return `was embedded with ${show(built)}, but the configured embedder is ${show(now)}: ${why}`;
}
