import { ExtractiveAnswerer } from "../../src/skills/local/extractive-answer";
import type { AnswerInput, AnswerOutcome } from "../../src/skills/types";
import type { ScoredPassage } from "../../src/types";

/** A corpus passage titled `title`, as retrieval hands it to the answerer and the planner. */
export const page = (id: string, title: string, text: string, score = 0.8): ScoredPassage => ({
  id,
  title,
  text,
  score,
  source: "corpus",
});

/** The answerer's input for a question over these passages, at the default threshold (0.1). */
export const answerInput = (question: string, passages: ScoredPassage[]): AnswerInput => ({
  question,
  queryTime: "2026-01-01T00:00:00Z",
  passages,
  threshold: 0.1,
});

/** The embedded engine's answer to a question over these passages (guards included). */
export const answerFrom = (question: string, passages: ScoredPassage[]): Promise<AnswerOutcome> =>
  new ExtractiveAnswerer().answer(answerInput(question, passages));

/** An answer the answerer read, citing the first passage: what a guard is given to keep or withhold. */
export const given = (answer: string): AnswerOutcome => ({ answer, cited: [1], abstained: false });
