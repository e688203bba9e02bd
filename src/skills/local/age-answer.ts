// "How old was X when she died?", "At what age did X die?": the age at death a biography states ("died … at the age
// of 79", "aged 79"), else the one its life span gives to the day ("(March 3, 1901 – May 2, 1980)" → 79). A span of
// years alone ("(1813–1901)") leaves the age one year open, so it answers nothing.
import { escapeRegExp } from "../../text/regex";
import type { AnswerOutcome } from "../types";
import { passageAnswer, termCoverage } from "./answer-confidence";
import { type SideDate, sideDate, yearsBetween } from "./compare-dates";
import { namesAll } from "./premise";
import type { Candidate } from "./typed-span-answer";

const DIED = "(?:die|died|pass\\s+away|passed\\s+away)";
/** The question's subject (group 1 or 2) when it asks someone's age at death. */
const ASKS_AGE_AT_DEATH = new RegExp(
  `^(?:how\\s+old\\s+(?:was|were)\\s+(.+?)\\s+(?:when\\s+(?:he|she|they|it)\\s+${DIED}|at\\s+(?:the\\s+time\\s+of\\s+)?(?:his|her|their)\\s+death)` +
    `|(?:at\\s+)?what\\s+age\\s+(?:did|was|were)\\s+(.+?)\\s+(?:${DIED}|when\\s+(?:he|she|they)\\s+${DIED}))\\s*\\??$`,
  "i",
);
/**
 * An age a sentence about the subject states at death, read from the sentence's start (the subject's last name, or
 * "He"/"She"/"They"): "… died in Cardiff in 1962 at the age of 71", "… died aged 71", "… died at 71", "She was 71
 * (years old) when she died". ("Her husband died at the age of 61" is another's; "retired at the age of 64" no death.)
 */
function statedAge(sentence: string, lastName: string): string | undefined {
  const opener = `^(?:[^.;]{0,40}?\\b${escapeRegExp(lastName)}|He|She|They)\\b[^.;]{0,80}?`;
  const died = new RegExp(
    `${opener}\\b(?:died|passed\\s+away)(?:\\s+(?:in|on)\\s+[^.;,]{1,40}?)?,?\\s+(?:at\\s+(?:the\\s+)?age\\s+(?:of\\s+)?|aged\\s+|at\\s+)(\\d{1,3})\\b(?!\\s*(?:[,.]\\d|\\d|%))`,
    "i",
  ).exec(sentence);
  const was = new RegExp(
    `${opener}\\bwas\\s+(\\d{1,3})(?:\\s+years?\\s+old)?\\s+when\\s+(?:he|she|they)\\s+(?:died|passed\\s+away)\\b`,
    "i",
  ).exec(sentence);
  return died?.[1] ?? was?.[1];
}

/**
 * The birth and death dates of the life span right after the subject's name ("Ada Vell (March 3, 1901 – May 2,
 * 1980)"), not another's in the same sentence ("…, son of Ada Vell (1901–1980)").
 */
function ownSpan(sentence: string, subject: string, lastName: string): { birth?: SideDate; death?: SideDate } {
  // The whole name where the sentence writes it ("Tom Vell" after "Ada Vell"), else its last word.
  const whereIs = (name: string) => sentence.search(new RegExp(`\\b${escapeRegExp(name)}\\b`, "i"));
  const whole = whereIs(subject);
  const [at, name] = whole >= 0 ? [whole, subject] : [whereIs(lastName), lastName];
  if (at < 0) return {};
  const from = at + name.length;
  const paren = sentence.indexOf("(", from);
  // Up to a few words between the name and its parenthesis ("Jr.", a nickname), no clause.
  if (paren < 0 || /[,;]/.test(sentence.slice(from, paren)) || sentence.slice(from, paren).split(/\s+/).length > 5)
    return {};
  const own = sentence.slice(at);
  const [birth, death] = [sideDate(own, "birth"), sideDate(own, "death")];
  return { ...(birth ? { birth } : {}), ...(death ? { death } : {}) };
}

/** How far down the ranked sentences a life's sentence may be. */
const MAX_SENTENCES = 8;
const MIN_SUPPORT = 0.3;

/**
 * The age at death of the question's subject, from a sentence naming it; for a question asking one that no sentence
 * settles, why there is none (a year or another number on the page is no age). Undefined for other questions.
 */
export function ageAtDeathAnswer(question: string, ranked: Candidate[]): AnswerOutcome | string | undefined {
  const m = ASKS_AGE_AT_DEATH.exec(question.trim());
  const subject = m?.[1] ?? m?.[2];
  if (!subject) return undefined;
  const name = subject.trim();
  const lastName = name.split(/\s+/).pop() ?? name;
  const none = `the evidence gives ${subject} no age at death, nor birth and death dates to the day`;
  for (const c of ranked.slice(0, MAX_SENTENCES)) {
    if (c.support < MIN_SUPPORT) break;
    // Every word of the subject's, not only its last name ("Tom Vell" is not named on Ada Vell's page).
    if (!namesAll(subject, c.window) || termCoverage(subject, c.window) < 1) continue;
    const stated = statedAge(c.text, lastName);
    const { birth, death } = ownSpan(c.text, name, lastName);
    const spanned =
      birth?.precision === "day" && death?.precision === "day" && death.value > birth.value
        ? yearsBetween(birth.value, death.value)
        : undefined;
    // A stated age and a span that disagree leave it open.
    if (stated !== undefined && spanned !== undefined && Number(stated) !== spanned)
      return `the evidence gives ${subject} an age at death of ${stated} and dates making it ${spanned}`;
    const age = stated ?? (spanned !== undefined ? String(spanned) : undefined);
    if (age === undefined) continue;
    return passageAnswer(age, c.passage);
  }
  return none;
}
