import type { SyncEmbedder } from "../models/types";
import { TermStats } from "../text/bm25";
import type { Passage } from "../types";

/** What ranking a request's page passages needs: their texts, term statistics and hashed vectors. */
export interface PageIndex {
  texts: string[];
  stats: TermStats;
  vectors: ArrayLike<number>[];
}

/** A least-recently-used map with a fixed number of entries. */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as K);
  }

  clear(): void {
    this.map.clear();
  }
}

/**
 * Page-chunk vectors by the embedder and the chunk's text (its own key, so no hash can collide), shared by the
 * runs of an isolate: a chunk is embedded once however many sub-queries, rounds and runs rank it. Float64,
 * exactly the values embedOne returns; 2,048 chunks (about 13 CRAG questions of five pages) take ~8 MB.
 */
export const pageVectors = new LruCache<string, Float64Array>(2048);
export const pageVectorKey = (embedder: SyncEmbedder, text: string) => `${embedder.id}\n${text}`;

/** Per passages array (one per run): built on the first ranking, reused by every later one. */
const indexes = new WeakMap<Passage[], PageIndex & { length: number }>();

export function pageIndex(passages: Passage[], embedder: SyncEmbedder): PageIndex {
  const known = indexes.get(passages);
  if (known && known.length === passages.length) return known;
  const texts = passages.map((p) => (p.title ? `${p.title}\n${p.text}` : p.text));
  const vectors = texts.map((t) => {
    const key = pageVectorKey(embedder, t);
    let v = pageVectors.get(key);
    if (!v) {
      v = Float64Array.from(embedder.embedOne(t));
      pageVectors.set(key, v);
    }
    return v;
  });
  const index = { texts, stats: new TermStats(texts), vectors, length: passages.length };
  indexes.set(passages, index);
  return index;
}
