import { NUMBER_WORDS } from "./number-words";

// Small closed word lists the local skills share.

/** Question and auxiliary words: how a question opens, never its content or a name. */
export const QUESTION_WORDS: readonly string[] = [
  ...["how", "what", "which", "who", "whom", "whose", "when", "where", "why"],
  ...["does", "do", "did", "is", "are", "was", "were", "can", "could", "will", "would", "has", "have", "had"],
];

/** Cardinal number words up to twelve, by value (from number-words.ts's one list). */
export const CARDINALS: Readonly<Record<string, number>> = Object.fromEntries(
  [...NUMBER_WORDS].filter(([, n]) => n >= 1 && n <= 12),
);
