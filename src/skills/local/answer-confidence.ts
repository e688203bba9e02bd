import { queryTerms, terms } from "../../text/analyze";
import type { AnswerOutcome } from "../types";

/** How well the answer's form fits what was asked. */
export type TypeFit = "typed" | "sentence" | "partial";

const TYPE_SCORE: Record<TypeFit, number> = {
  // A span of the asked type (number, date, name, …), a decided choice or yes/no.
  typed: 1,
  // A whole sentence for a question that asked for no particular type.
  sentence: 0.5,
  // An answer that covers part of what was asked (one side of a comparison found, the other not).
  partial: 0.3,
};

export interface ConfidenceParts {
  typeFit: TypeFit;
  /** Share of the question's content terms found in the answer's sentence (with the line before it). */
  coverage: number;
  /** Support margin of the answer over the runner-up answer, relative to the answer's own support, in [0, 1]. */
  margin: number;
}

/** Share of the question's content terms that occur in `evidence`. */
export function termCoverage(question: string, evidence: string): number {
  const wanted = queryTerms(question);
  if (wanted.length === 0) return 0;
  const have = new Set(terms(evidence));
  return wanted.filter((t) => have.has(t)).length / wanted.length;
}

/** Relative margin of the best support over the runner-up's: 0 when tied, 1 when there is no runner-up. */
export function supportMargin(best: number, runnerUp: number | undefined): number {
  if (runnerUp === undefined || best <= 0) return best > 0 ? 1 : 0;
  return Math.max(0, Math.min(1, (2 * (best - runnerUp)) / best));
}

/**
 * The local answerer's confidence in [0, 1]: 0.45 × coverage + 0.3 × type fit + 0.25 × margin. Not a probability
 * by itself; `npm run calibrate` picks the floor below which an answer is withheld from labelled dev questions.
 */
export function localConfidence(parts: ConfidenceParts): number {
  const value = 0.45 * clamp(parts.coverage) + 0.3 * TYPE_SCORE[parts.typeFit] + 0.25 * clamp(parts.margin);
  return Math.round(1000 * value) / 1000;
}

/**
 * An answer worked out or read whole from one passage (`index`, 0-based): "<text> [k]", citing that passage, of the
 * asked type and covering the question; `margin` says how far it stands apart from any other reading (a date
 * computed from the page's own dates: 1; a "No" read from a word the page writes instead of the question's: 0.5).
 */
export function passageAnswer(text: string, index: number, margin = 1): AnswerOutcome {
  const confidence = localConfidence({ typeFit: "typed", coverage: 1, margin });
  return { answer: `${text} [${index + 1}]`, cited: [index + 1], abstained: false, confidence };
}

const clamp = (x: number) => (Number.isFinite(x) ? Math.max(0, Math.min(1, x)) : 0);
