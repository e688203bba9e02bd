import { alignToEvidence } from "../../text/paraphrase";
import type { Passage } from "../../types";
import type { Reranker, RerankOutcome } from "../types";
import { LexicalScorer } from "./lexical-score";

/** The local engine's reranker: BM25-style coverage scores in [0, 1], one pass over the pool. */
export class LexicalReranker implements Reranker {
  async rerank(question: string, passages: Passage[]): Promise<RerankOutcome> {
    const texts = passages.map((p) => (p.title ? `${p.title}\n${p.text}` : p.text));
    // A question word the pool never uses is scored by the pool's word for it ("Auth" → "Authentication").
    const aligned = alignToEvidence(
      question,
      passages.map((p) => p.text),
      passages.map((p) => p.title ?? ""),
    );
    const scorer = LexicalScorer.forTexts(aligned, texts);
    return { scores: texts.map((t, i) => round(scorer.score(i, t))), via: "lexical" };
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
