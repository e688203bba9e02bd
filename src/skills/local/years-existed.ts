// "For how many years did X exist before it was demolished?", "How long did X stand?": the years between the thing's
// start ("built in 1895") and its end ("demolished in 1999"), both read from X's own page. Only a question asking
// nothing more than that ("stand trial", "stand as the tallest", "last" of a war are other questions, left to the
// span reader); a page that states neither length nor both dates leaves the question to the span reader too.
import { terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import type { ScoredPassage } from "../../types";
import type { AnswerOutcome } from "../types";
import { passageAnswer } from "./answer-confidence";
import { type SideDate, sideDate } from "./compare-dates";

const END_VERB = "(demolished|razed|torn\\s+down|closed|shut\\s+down|dissolved|disbanded|abolished|destroyed)";
const UNTIL_END = `(?:\\s+(?:before|until)\\s+(?:it|they)\\s+(?:was|were)\\s+${END_VERB})?\\s*$`;
/** The subject (group 1 or 3) and the end the question names (group 2 or 4), if it names one; nothing after them. */
const ASKS_YEARS_EXISTED = new RegExp(
  `^(?:for\\s+)?how\\s+(?:many\\s+years|long)\\s+(?:did|had)\\s+(.+?)\\s+(?:exist|existed|stand|stood|operate|operated)${UNTIL_END}` +
    `|^(?:for\\s+)?how\\s+many\\s+years\\s+(?:was|were)\\s+(.+?)\\s+(?:open|in\\s+operation|in\\s+use|in\\s+service)${UNTIL_END}`,
  "i",
);
/** "in its 102-year existence", "existed for 102 years": the length of a thing's existence, as its page states it. */
const STATED_LENGTH =
  /\b(?:its|their)\s+(\d{1,4})-year\s+(?:existence|history|life|lifespan|life\s+span)\b|\bexisted\s+for\s+(\d{1,4})\s+years\b/i;
const STARTS = ["built", "constructed", "founded", "established", "formed", "created", "opened", "launched"];
const ENDS = ["demolished", "razed", "torn", "closed", "dissolved", "disbanded", "abolished", "destroyed"];

/** The verb's date when the page dates it once, after the verb in its sentence ("… and was dissolved" with no date of its own is none). */
function datedAfter(text: string, verb: string): SideDate | "twice" | undefined {
  const date = sideDate(text, "event", terms(verb));
  if (!date) return undefined;
  if (!date.unique) return "twice";
  const at = date.sentence.toLowerCase().search(new RegExp(`\\b${escapeRegExp(verb.slice(0, 4))}`));
  return at >= 0 && date.sentence.indexOf(String(date.years[0]), at) > at ? date : undefined;
}

/**
 * The earliest year a start verb dates (a wall "built in 1961" whose checkpoints were "opened" in 1989 began in 1961;
 * a ground "opened in 1897" with houses "built" on its site in 1999 began in 1897); undefined when a verb is dated twice.
 */
function startYear(text: string): number | undefined {
  const found = STARTS.map((v) => datedAfter(text, v));
  if (found.includes("twice")) return undefined;
  const years = found.flatMap((d) => (d && d !== "twice" ? [d.years[0]] : []));
  return years.length ? Math.min(...years) : undefined;
}

function endYear(text: string, verbs: string[]): number | undefined {
  for (const verb of verbs) {
    const d = datedAfter(text, verb);
    if (d) return d === "twice" ? undefined : d.years[0];
  }
  return undefined;
}

/** X's own page: titled with it, or opening with it ("Vell Park was a stadium …"), not one that merely names it. */
function ownPage(passages: ScoredPassage[], subject: string): number {
  const name = subject.replace(/^the\s+/i, "").toLowerCase();
  return passages.findIndex(
    (p) =>
      (p.title ?? "").toLowerCase().replace(/\s*\(.*\)\s*$/, "") === name ||
      p.text
        .toLowerCase()
        .replace(/^the\s+/, "")
        .startsWith(name),
  );
}

/**
 * The years a thing existed, from its own page; for one the page contradicts (a stated length its dates do not give,
 * an end no later than its start), why there is none. Undefined for other questions and pages that settle nothing.
 */
export function yearsExistedAnswer(question: string, passages: ScoredPassage[]): AnswerOutcome | string | undefined {
  const m = ASKS_YEARS_EXISTED.exec(question.trim().replace(/\?+$/, ""));
  const subject = m?.[1] ?? m?.[3];
  if (!m || !subject) return undefined;
  const end = (m[2] ?? m[4])?.toLowerCase().split(/\s+/)[0];
  const index = ownPage(passages, subject);
  const passage = passages[index];
  if (!passage) return undefined;
  const [from, to] = [startYear(passage.text), endYear(passage.text, end ? [end] : ENDS)];
  const dated = from !== undefined && to !== undefined ? to - from : undefined;
  // "In its 102-year existence": a length the page states, which its dates, where it gives both, must agree with.
  const statedMatch = STATED_LENGTH.exec(passage.text);
  const stated = statedMatch ? Number(statedMatch[1] ?? statedMatch[2]) : undefined;
  if (stated !== undefined && dated !== undefined && stated !== dated)
    return `the page on ${subject} states ${stated} years, and its dates give ${dated}`;
  const years = stated ?? dated;
  if (years === undefined) return undefined;
  if (years <= 0) return `the page on ${subject} dates its end no later than its start`;
  return passageAnswer(`${years} year${years === 1 ? "" : "s"}`, index);
}
