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

/**
 * Lower-case words inside a person's name: "de Havilland", "van der Berg", "Osama bin Laden", "ter Stegen".
 * (analyze.ts's sentence split reads them all; spans.ts's PERSON_RE takes fewer and compare-answer.ts's NAME_PARTICLE
 * all but "ter" with the small words joining a name, each saying why.)
 */
export const NAME_PARTICLES: readonly string[] = [
  ...["de", "van", "von", "der", "den", "da", "di", "du", "la", "le", "del", "bin", "al", "ter"],
];
