// "How old was X when she died?", "At what age did X die?": the age at death a biography states ("died … at the age
// of 79", "aged 79"), else the one its life span gives to the day ("(March 3, 1901 – May 2, 1980)" → 79). A span of
// years alone ("(1813–1901)") leaves the age one year open, so it answers nothing.
import type { AnswerOutcome } from "../types";
import { localConfidence, termCoverage } from "./answer-confidence";
import { sideDate } from "./compare-dates";
import { namesAll } from "./premise";
import type { Candidate } from "./typed-span-answer";

const DIED = "(?:die|died|pass\\s+away|passed\\s+away)";
/** The question's subject (group 1 or 2) when it asks someone's age at death. */
const ASKS_AGE_AT_DEATH = new RegExp(
  `^(?:how\\s+old\\s+(?:was|were)\\s+(.+?)\\s+(?:when\\s+(?:he|she|they|it)\\s+${DIED}|at\\s+(?:the\\s+time\\s+of\\s+)?(?:his|her|their)\\s+death)` +
    `|(?:at\\s+)?what\\s+age\\s+(?:did|was|were)\\s+(.+?)\\s+(?:${DIED}|when\\s+(?:he|she|they)\\s+${DIED}))\\s*\\??$`,
  "i",
);
/** "died … at the age of 79", "died in 1980, aged 79": an age the sentence states at death. */
const STATED_AGE =
  /\b(?:died|death|passed\s+away)\b[^.;]{0,80}?\b(?:at\s+(?:the\s+)?age\s+(?:of\s+)?|aged\s+)(\d{1,3})\b/i;
/** How far down the ranked sentences a life's sentence may be. */
const MAX_SENTENCES = 8;
const MIN_SUPPORT = 0.3;

/** Whole years from one day to another (days since 1970), a birthday not yet reached counting for nothing. */
function yearsBetween(from: number, to: number): number {
  const [a, b] = [new Date(from * 86_400_000), new Date(to * 86_400_000)];
  const before =
    b.getUTCMonth() < a.getUTCMonth() || (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate());
  return b.getUTCFullYear() - a.getUTCFullYear() - (before ? 1 : 0);
}

/**
 * The age at death of the question's subject, from a sentence naming it; for a question asking one that no sentence
 * settles, why there is none (a year or another number on the page is no age). Undefined for other questions.
 */
export function ageAtDeathAnswer(question: string, ranked: Candidate[]): AnswerOutcome | string | undefined {
  const m = ASKS_AGE_AT_DEATH.exec(question.trim());
  const subject = m?.[1] ?? m?.[2];
  if (!subject) return undefined;
  const none = `the evidence gives ${subject} no age at death, nor birth and death dates to the day`;
  for (const c of ranked.slice(0, MAX_SENTENCES)) {
    if (c.support < MIN_SUPPORT) break;
    // Every word of the subject's, not only its last name ("Tom Vell" is not named on Ada Vell's page).
    if (!namesAll(subject, c.window) || termCoverage(subject, c.window) < 1) continue;
    const stated = STATED_AGE.exec(c.text)?.[1];
    const [birth, death] = [sideDate(c.text, "birth"), sideDate(c.text, "death")];
    const spanned =
      birth?.precision === "day" && death?.precision === "day" && death.value > birth.value
        ? yearsBetween(birth.value, death.value)
        : undefined;
    // A stated age and a span that disagree leave it open.
    if (stated !== undefined && spanned !== undefined && Number(stated) !== spanned)
      return `the evidence gives ${subject} an age at death of ${stated} and dates making it ${spanned}`;
    const age = stated ?? (spanned !== undefined ? String(spanned) : undefined);
    if (age === undefined) continue;
    const confidence = localConfidence({ typeFit: "typed", coverage: 1, margin: 1 });
    return { answer: `${age} [${c.passage + 1}]`, cited: [c.passage + 1], abstained: false, confidence };
  }
  return none;
}
