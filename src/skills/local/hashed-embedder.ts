import type { Embedder } from "../../models/types";
import { bigrams, terms } from "../../text/analyze";
import { fnv1a } from "../../text/hash";

/**
 * The local engine's embedder: hashed features of stemmed unigrams and bigrams with signed
 * hashing (so collisions cancel rather than add up), sublinear term frequency, L2-normalised.
 * No weights, no network: cosine similarity between two texts reflects shared vocabulary.
 */
export class HashedEmbedder implements Embedder {
  readonly id = "local-hashed-v1";

  constructor(readonly dimensions = 512) {}

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((t) => this.embedOne(t));
  }

  embedOne(text: string): number[] {
    // Accents kept: stored vectors were built that way, and this id ("local-hashed-v1") promises the same features.
    const unigrams = terms(text, false);
    const vec = new Float64Array(this.dimensions);
    // Bigrams weigh half a word: phrase evidence that should not drown out vocabulary.
    this.add(vec, countOf(unigrams), 1);
    this.add(vec, countOf(bigrams(unigrams)), 0.5);
    let norm = 0;
    for (const v of vec) norm += v * v;
    norm = Math.sqrt(norm) || 1;
    return Array.from(vec, (v) => v / norm);
  }

  private add(vec: Float64Array, counts: Map<string, number>, weight: number): void {
    for (const [feature, tf] of counts) {
      const h = fnv1a(feature);
      const sign = (h & 0x80000000) === 0 ? 1 : -1;
      vec[h % this.dimensions]! += sign * weight * (1 + Math.log(tf));
    }
  }
}

function countOf(items: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}
