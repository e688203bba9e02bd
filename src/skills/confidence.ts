import type { Answerer, AnswerInput, AnswerOutcome } from "./types";
import { IDK } from "./types";

/** A model answer without citations is less grounded than one that names its passage. */
const UNCITED_FACTOR = 0.75;
/** Closed book (llm-only): nothing to measure the answer against; the floor does not apply. */
const CLOSED_BOOK_CONFIDENCE = 0.5;

/**
 * The confidence of a model's answer, which reports none: the rerank score of the best passage it cites (of the
 * top passage when it cites none, scaled by 0.75). The rerank score is the model's (or the reranker's) own
 * judgement of how well that passage answers the question.
 */
export function modelConfidence(input: AnswerInput, outcome: AnswerOutcome): number {
  if (input.closedBook || input.passages.length === 0) return CLOSED_BOOK_CONFIDENCE;
  const cited = outcome.cited.map((ref) => input.passages[ref - 1]?.score ?? 0);
  const score = cited.length ? Math.max(...cited) : UNCITED_FACTOR * (input.passages[0]?.score ?? 0);
  return Math.round(1000 * Math.max(0, Math.min(1, score))) / 1000;
}

/**
 * Wraps an answerer: every outcome carries a confidence in [0, 1], and an answer from evidence whose confidence is
 * below `floor` is withheld ("I don't know", with the reason and the withheld confidence). A false-premise reply
 * ("invalid question") and a closed-book answer are never withheld.
 */
export class ConfidenceFloor implements Answerer {
  constructor(
    private readonly inner: Answerer,
    private readonly floor: number,
  ) {}

  async answer(input: AnswerInput): Promise<AnswerOutcome> {
    const outcome = await this.inner.answer(input);
    const confidence = outcome.abstained
      ? (outcome.confidence ?? 0)
      : (outcome.confidence ?? modelConfidence(input, outcome));
    const rated = { ...outcome, confidence };
    if (rated.abstained || rated.invalidQuestion || input.closedBook || confidence >= this.floor) return rated;
    return {
      answer: IDK,
      cited: [],
      abstained: true,
      confidence,
      reason: `confidence ${confidence} is below the floor ${this.floor} (withheld: ${outcome.answer.slice(0, 120)})`,
    };
  }
}
