/**
 * Numbered instances of a series: "season 5", "the fifth season", "Volume 2", "(season 4)". A question asking about one
 * is not answered from a passage about another ("how many episodes in season 5" from "the fourth season … consisted
 * of 22 episodes").
 */

import { ORDINAL, ordinalValue } from "../../text/number-words";

/** Nouns whose instances are numbered in order. */
const SERIAL = "season|series|volume|part|episode|chapter|edition|installment|instalment|stage|round";

// "season 5", "Volume 2" (not "series 1995", a year); "the fifth season", "5th season".
const AFTER = new RegExp(`\\b(${SERIAL})\\s+(\\d{1,2})\\b(?![.,]\\d)`, "gi");
const BEFORE = new RegExp(`\\b(${ORDINAL})\\s+(${SERIAL})\\b`, "gi");

export interface Instance {
  noun: string;
  n: number;
}

/** The numbered instances a text names, each noun in the singular and lower case. */
export function numberedInstances(text: string): Instance[] {
  const out: Instance[] = [];
  const noun = (w: string) => w.toLowerCase().replace(/^instalment$/, "installment");
  for (const m of text.matchAll(AFTER)) out.push({ noun: noun(m[1]!), n: Number(m[2]) });
  for (const m of text.matchAll(BEFORE)) out.push({ noun: noun(m[2]!), n: ordinalValue(m[1]!) });
  return out;
}

/**
 * The instance the question asks about that the evidence never names, when the evidence names another instance of
 * the same noun instead: the question's premise is not the evidence's subject.
 */
export function otherInstance(question: string, evidence: string[]): { asked: Instance; found: Instance } | undefined {
  const stated = evidence.flatMap(numberedInstances);
  for (const asked of numberedInstances(question)) {
    const same = stated.filter((s) => s.noun === asked.noun);
    if (same.length === 0 || same.some((s) => s.n === asked.n)) continue;
    return { asked, found: same[0]! };
  }
  return undefined;
}
