import { bigrams, queryTerms, terms } from "../../text/analyze";
import { TermStats } from "../../text/bm25";

/**
 * How much of the question a text covers, in [0, 1]: BM25's ingredients (idf weights and
 * term-frequency saturation) arranged as a coverage ratio instead of an unbounded sum, so that a
 * fixed threshold τ means the same thing for every question: "this text contains most of what
 * the question asks about". A term present once earns most of its weight; repetitions add the rest.
 */
export class LexicalScorer {
  readonly queryTerms: string[];
  private readonly queryBigrams: string[];
  private readonly weights: Map<string, number>;
  private readonly totalWeight: number;

  constructor(
    question: string,
    readonly stats: TermStats,
  ) {
    this.queryTerms = queryTerms(question);
    this.queryBigrams = bigrams(terms(question));
    // 1 + idf: every question term matters; terms rare in the pool matter more.
    this.weights = new Map(this.queryTerms.map((t) => [t, 1 + stats.idf(t)]));
    this.totalWeight = [...this.weights.values()].reduce((a, b) => a + b, 0);
  }

  static forTexts(question: string, texts: string[]): LexicalScorer {
    return new LexicalScorer(question, new TermStats(texts));
  }

  /** Weighted share of question terms present in text i of the collection. */
  coverage(i: number): number {
    if (this.totalWeight === 0) return 0;
    let covered = 0;
    for (const [t, w] of this.weights) {
      const sat = this.stats.saturation(i, t);
      if (sat > 0) covered += w * (0.7 + 0.3 * Math.min(1, sat * 1.6));
    }
    return covered / this.totalWeight;
  }

  /** Share of the question's adjacent term pairs that appear adjacent in the text. */
  phraseCoverage(text: string): number | undefined {
    if (this.queryBigrams.length === 0) return undefined;
    const present = new Set(bigrams(terms(text)));
    return this.queryBigrams.filter((b) => present.has(b)).length / this.queryBigrams.length;
  }

  /** The relevance score in [0, 1] of text i (whose raw text is given for phrase matching). */
  score(i: number, text: string): number {
    const cov = this.coverage(i);
    const phrase = this.phraseCoverage(text) ?? cov;
    return Math.min(1, Math.max(0, 0.85 * cov + 0.15 * phrase));
  }

  /** Which question terms text i contains. */
  matched(i: number): string[] {
    return this.queryTerms.filter((t) => this.stats.saturation(i, t) > 0);
  }
}
