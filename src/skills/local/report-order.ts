import { terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import { localConfidence } from "./answer-confidence";
import type { Verdict } from "./compare-answer";
import { contentWords } from "./decompose";
import { isoDates, sourceMentions } from "./sources";

/**
 * "Did Engadget report a discount on the Lumo laptop before The Verge reported a discount on the Pico earbuds?",
 * "Was X reported by Sporting News before or after Sporting News reported on Y?": which of two reports came first is
 * read from the two reports' publication dates, never from what they say. Each side is a source with its claim; each
 * side's report is a passage of that source covering the claim, and its date is the date the passage leads with
 * ("Engadget, 2023-10-20: …"), or the date the question gives it ("… on November 17, 2023"). Undecided (the answerer
 * abstains) unless both reports have a date, on different days, and at least one is found in the evidence.
 */

export interface ReportSide {
  source: string;
  /** The claim's content words, without the source's name, dates and words that only attribute. */
  claim: string[];
  /** The date the question itself gives the report ("published on November 17, 2023"), as YYYY-MM-DD. */
  date?: string;
}

export interface ReportOrder {
  /** The report the question asks about, and the report it is placed against. */
  subject: ReportSide;
  reference: ReportSide;
  relation: "before" | "after";
  /** A yes/no question ("Did A … before B …?") or a choice ("… before or after …?"). */
  form: "yes-no" | "choice";
}

const AUX = /^(?:did|does|do|was|were|is|are|has|have|had)\b/i;
// A capitalised name opening a clause: "The Verge discussed", "Fortune mentioned", "Sporting News reported".
const LEADING_NAME =
  /^(?:the\s+)?((?:['‘"“][^'’"”]{2,60}['’"”])|\p{Lu}[\p{L}\d.&-]*(?:(?:\s+[|&-]\s+|\s+)[\p{Lu}\d][\p{L}\d.&-]*)*)(?=['’]s\s|\s+\p{Ll})/u;
const ATTRIBUTION =
  /^(?:report|reports|reported|reporting|article|articles|piece|coverage|review|story|mention|mentions|mentioned|discuss|discussed|describe|described|publish|published|cover|covered|news|source)$/i;
const DATE_WORDS =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|\d{1,4}(?:st|nd|rd|th)?|on)$/i;

// "… reported as a strong point by Sporting News": a clause ending in "by <name>" names its source there.
const BY_NAME =
  /\bby\s+(?:the\s+)?((?:['‘"“][^'’"”]{2,60}['’"”])|\p{Lu}[\p{L}\d.&-]*(?:(?:\s+[|&-]\s+|\s+)[\p{Lu}\d][\p{L}\d.&-]*)*)\s*$/u;
// Words asking how two reports' statements relate (consistent, changed, the same): not which came first.
const RELATES = /\b(?:consisten\w*|inconsisten\w*|chang\w*|same|similar\w*|agree\w*|disagree\w*|differ\w*|align\w*)\b/i;
// "Did A fail to report X before B …?", "… not report …": whether a report is missing, which no date can settle.
const NEGATED = /\b(?:not|never|no|fail(?:s|ed)?\s+to|without)\b|n['’]t\b/i;

/** The source a clause names: one ending it ("by Sporting News"), one the source parser finds, else one opening it. */
function sourceOf(clause: string, opening: boolean): string | undefined {
  const by = BY_NAME.exec(clause.trim());
  if (by) return by[1]!.replace(/^['‘"“]|['’"”]$/g, "");
  const found = sourceMentions(clause)[0]?.name;
  if (found) return found;
  const text = opening ? clause.trim().replace(AUX, "").trim() : clause.trim();
  const m = LEADING_NAME.exec(text);
  return m?.[1]?.replace(/^['‘"“]|['’"”]$/g, "");
}

function side(clause: string, opening: boolean): ReportSide | undefined {
  const source = sourceOf(clause, opening);
  if (!source) return undefined;
  const own = new Set(terms(source));
  const claim = contentWords(clause).filter((w) => {
    const t = terms(w);
    return t.length > 0 && !t.every((x) => own.has(x)) && !ATTRIBUTION.test(w) && !DATE_WORDS.test(w);
  });
  const date = writtenDate(clause);
  return claim.length >= 2 ? { source, claim, ...(date ? { date } : {}) } : undefined;
}

/**
 * The two reports a question orders, or undefined when it does not ask which came first: the word "before"/"after"
 * must join two clauses that each name a source (the second opening with it), so "after November 6" or "after a 1-4
 * start" orders nothing.
 */
export function parseReportOrder(question: string): ReportOrder | undefined {
  const q = question.trim().replace(/\?+$/, "");
  if (RELATES.test(q) || NEGATED.test(q)) return undefined;
  const choice = /\s+before\s+or\s+after\s+/i.exec(q);
  if (choice) {
    const subject = side(q.slice(0, choice.index), true);
    const reference = side(q.slice(choice.index + choice[0].length), false);
    return subject && reference ? { subject, reference, relation: "before", form: "choice" } : undefined;
  }
  // "Before The New York Times reported …, did the Sporting News describe …?": the reference comes first.
  const leading = /^(before|after)\s+(.+?),(?!\s*\d{4})\s*((?:did|does|was|were|is|has|had)\b.+)$/i.exec(q);
  if (leading) {
    const reference = side(leading[2]!, false);
    const subject = side(leading[3]!, true);
    const relation = leading[1]!.toLowerCase() as "before" | "after";
    return subject && reference ? { subject, reference, relation, form: "yes-no" } : undefined;
  }
  if (!AUX.test(q)) return undefined;
  const joins = [...q.matchAll(/\s+(before|after)\s+/gi)];
  for (const j of joins) {
    const rest = q.slice((j.index ?? 0) + j[0].length);
    if (!LEADING_NAME.test(rest)) continue;
    const subject = side(q.slice(0, j.index), true);
    const reference = side(rest, false);
    if (subject && reference) {
      return { subject, reference, relation: j[1]!.toLowerCase() as "before" | "after", form: "yes-no" };
    }
  }
  return undefined;
}

const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/;

/** The date a passage leads with ("TechCrunch, 2023-10-07: …", "October 7, 2023 — …"), as YYYY-MM-DD. */
export function passageDate(p: ScoredPassage): string | undefined {
  return writtenDate(p.text.slice(0, 120));
}

/** The first full date a text writes out ("November 17, 2023", "2023-11-17"), as YYYY-MM-DD. */
function writtenDate(text: string): string | undefined {
  const iso = ISO.exec(text);
  return iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : isoDates(text)[0];
}

/** A report covers its side when its passage is the source's and holds at least this share of the claim's terms. */
const MIN_REPORT_COVERAGE = 0.5;

interface Report {
  passage: ScoredPassage;
  date: string;
  coverage: number;
}

/** The source's best-covering dated passage for a side (the source named in its lead, title or address). */
function findReport(s: ReportSide, passages: ScoredPassage[], not?: ScoredPassage): Report | undefined {
  const source = terms(s.source);
  const claim = [...new Set(s.claim.flatMap((w) => terms(w)))];
  let best: Report | undefined;
  for (const p of passages) {
    if (p === not || p.id === not?.id) continue;
    const by = new Set(terms(`${p.title ?? ""} ${p.url ?? ""} ${p.text.slice(0, 80)}`));
    if (!source.every((t) => by.has(t))) continue;
    const date = passageDate(p);
    if (!date) continue;
    const have = new Set(terms(`${p.title ?? ""} ${p.text}`));
    const coverage = claim.filter((t) => have.has(t)).length / claim.length;
    if (!best || coverage > best.coverage) best = { passage: p, date, coverage };
  }
  return best && best.coverage >= MIN_REPORT_COVERAGE ? best : undefined;
}

export interface OrderVerdict extends Verdict {
  /** The reports found (the subject's, then the reference's): each is cited. */
  passageIds: string[];
  /** Each report's passage by side (subject, reference), absent for a side dated only by the question. */
  reports: [string | undefined, string | undefined];
}

/**
 * Which report came first, from their dates: "yes"/"no" for a yes/no question, "before"/"after" for a choice.
 * Undefined when either report is missing or undated, both are one passage, or both are of one day.
 */
export function decideReportOrder(order: ReportOrder, passages: ScoredPassage[]): OrderVerdict | undefined {
  const subject = findReport(order.subject, passages);
  const reference = findReport(order.reference, passages, subject?.passage);
  // A date the question gives a report is that report's date; its passage, when found, is cited.
  const subjectDate = order.subject.date ?? subject?.date;
  const referenceDate = order.reference.date ?? reference?.date;
  if (!subjectDate || !referenceDate || subjectDate === referenceDate) return undefined;
  // At least one report is found in the evidence: two dates from the question alone would answer without any.
  const found = [subject, reference].filter((r): r is Report => !!r);
  if (found.length === 0) return undefined;
  const earlier = subjectDate < referenceDate;
  const text =
    order.form === "choice" ? (earlier ? "before" : "after") : earlier === (order.relation === "before") ? "yes" : "no";
  const confidence = localConfidence({
    typeFit: "typed",
    coverage: Math.min(...found.map((r) => r.coverage)),
    margin: 1,
  });
  const reports: [string | undefined, string | undefined] = [subject?.passage.id, reference?.passage.id];
  return { text, confidence, passageIds: found.map((r) => r.passage.id), reports };
}
