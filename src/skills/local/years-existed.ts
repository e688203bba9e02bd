// "For how many years did X exist before it was demolished?", "How long did X stand?": the years between the thing's
// start ("opened in 1897") and its end ("demolished in 1999"), both read from one page naming it. A start or end the
// page gives two different years for answers nothing.
import { terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import type { AnswerOutcome } from "../types";
import { localConfidence } from "./answer-confidence";
import { type SideDate, sideDate } from "./compare-dates";

const END_VERB = "(demolished|razed|torn\\s+down|closed|shut\\s+down|dissolved|disbanded|abolished|destroyed)";
/** The subject (group 1 or 3) and the end the question names (group 2 or 4), if it names one. */
const ASKS_YEARS_EXISTED = new RegExp(
  "^(?:for\\s+)?how\\s+(?:many\\s+years|long)\\s+(?:did|had)\\s+(.+?)\\s+(?:exist(?:ed)?|stand|stood|operate|operated|last|lasted)" +
    `(?:\\s+(?:before|until)\\s+(?:it|they)\\s+(?:was|were)\\s+${END_VERB})?` +
    `|^(?:for\\s+)?how\\s+many\\s+years\\s+(?:was|were)\\s+(.+?)\\s+(?:open|in\\s+operation|in\\s+use|in\\s+service)(?:\\s+(?:before|until)\\s+(?:it|they)\\s+(?:was|were)\\s+${END_VERB})?`,
  "i",
);
/** "in its 102-year existence", "existed for 102 years": the length of a thing's existence, as its page states it. */
const STATED_LENGTH =
  /\b(?:its|their)\s+(\d{1,4})-year\s+(?:existence|history|life|lifespan|life\s+span)\b|\bexisted\s+for\s+(\d{1,4})\s+years\b/i;
/** Verbs of a thing's start, in the order a page is read for one ("opened" before "built": a site is built on later). */
const STARTS = ["opened", "built", "constructed", "founded", "established", "formed", "created", "launched"];
const ENDS = ["demolished", "razed", "torn", "closed", "dissolved", "disbanded", "abolished", "destroyed"];

/** The first of the verbs the text dates once (one year), as that year; undefined when none does. */
function firstDated(text: string, verbs: string[]): SideDate | undefined {
  for (const verb of verbs) {
    const date = sideDate(text, "event", terms(verb));
    if (date) return date.unique ? date : undefined;
  }
  return undefined;
}

/**
 * The years a thing existed, from the best-ranked page naming the question's subject; for a question asking them that
 * the page does not settle, why not. Undefined for other questions.
 */
export function yearsExistedAnswer(question: string, passages: ScoredPassage[]): AnswerOutcome | string | undefined {
  const m = ASKS_YEARS_EXISTED.exec(question.trim().replace(/\?+$/, ""));
  const subject = m?.[1] ?? m?.[3];
  if (!m || !subject) return undefined;
  const end = (m[2] ?? m[4])?.toLowerCase().split(/\s+/)[0];
  // The subject as one phrase ("Dorne Park" is not named by a page on Vell Park in Dorne).
  const name = subject.replace(/^the\s+/i, "").toLowerCase();
  const index = passages.findIndex((p) => `${p.title ?? ""}\n${p.text}`.toLowerCase().includes(name));
  const passage = passages[index];
  if (!passage) return `no page names ${subject}`;
  const [from, to] = [firstDated(passage.text, STARTS), firstDated(passage.text, end ? [end] : ENDS)];
  // (Each dated once: its `years` hold that one year.)
  const dated = from && to ? to.years[0] - from.years[0] : undefined;
  // "In its 102-year existence": a length the page states, which its dates, where it gives both, must agree with.
  const statedMatch = STATED_LENGTH.exec(passage.text);
  const stated = statedMatch ? Number(statedMatch[1] ?? statedMatch[2]) : undefined;
  if (stated !== undefined && dated !== undefined && stated !== dated)
    return `the page on ${subject} states ${stated} years, and its dates give ${dated}`;
  const years = stated ?? dated;
  if (years === undefined) return `the page on ${subject} does not give one year it began and one it ${end ?? "ended"}`;
  if (years <= 0) return `the page on ${subject} dates its end no later than its start`;
  return {
    answer: `${years} years [${index + 1}]`,
    cited: [index + 1],
    abstained: false,
    confidence: localConfidence({ typeFit: "typed", coverage: 1, margin: 1 }),
  };
}
