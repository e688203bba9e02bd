import { terms } from "./analyze";

/** Term statistics of a small in-memory collection (a question's pages, a rerank pool). */
export class TermStats {
  readonly docTerms: Map<string, number>[];
  readonly lengths: number[];
  readonly avgLength: number;
  private readonly df = new Map<string, number>();

  constructor(texts: string[]) {
    this.docTerms = texts.map((t) => {
      const tf = new Map<string, number>();
      for (const term of terms(t)) tf.set(term, (tf.get(term) ?? 0) + 1);
      return tf;
    });
    this.lengths = this.docTerms.map((tf) => [...tf.values()].reduce((a, b) => a + b, 0));
    this.avgLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.lengths.length) || 1;
    for (const tf of this.docTerms) for (const term of tf.keys()) this.df.set(term, (this.df.get(term) ?? 0) + 1);
  }

  get size(): number {
    return this.docTerms.length;
  }

  /** BM25's idf, always positive. */
  idf(term: string): number {
    const n = this.df.get(term) ?? 0;
    return Math.log(1 + (this.size - n + 0.5) / (n + 0.5));
  }

  /** BM25 term-frequency saturation for a term in document i, in [0, 1). */
  saturation(i: number, term: string, k1 = 1.2, b = 0.75): number {
    const tf = this.docTerms[i]?.get(term) ?? 0;
    if (tf === 0) return 0;
    const norm = k1 * (1 - b + (b * (this.lengths[i] ?? 0)) / this.avgLength);
    return tf / (tf + norm);
  }

  /** Classic BM25 score of document i for the query terms. */
  bm25(i: number, queryTerms: string[]): number {
    let score = 0;
    for (const t of queryTerms) score += this.idf(t) * this.saturation(i, t) * 2.2;
    return score;
  }
}

/** Ranks texts by BM25 for a query; returns indexes, best first, only those with a match. */
export function rankByBm25(
  texts: string[],
  queryTerms: string[],
  limit: number,
  stats = new TermStats(texts),
): number[] {
  return texts
    .map((_, i) => ({ i, s: stats.bm25(i, queryTerms) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.i);
}

/** Reciprocal-rank fusion of several rankings of ids (k = 60, as in the original paper), each with a weight (1). */
export function reciprocalRankFusion(rankings: string[][], k = 60, weights: number[] = []): string[] {
  const scores = new Map<string, number>();
  rankings.forEach((ranking, r) => {
    const w = weights[r] ?? 1;
    ranking.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + w / (k + rank + 1)));
  });
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
