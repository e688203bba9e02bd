import { sentences, terms } from "../../text/analyze";
import { sameSense } from "../../text/paraphrase";

/**
 * The date a comparison asks of each side ("born", "ended", "founded"), read from the side's own page by the shape that
 * states it: a life span "(February 4, 1920 – June 12, 2016)" gives a birth and a death, "(born …; February 12, 1973)"
 * a birth, "ran from January 7, 1943 to September 30, 1956" a start and an end, "is a 1945 American comedy film" the
 * year a work came out.
 */
export type DateAttribute = "birth" | "death" | "start" | "end" | "age" | "event";

export interface SideDate {
  /** Days since 1970 (a year alone is its first day; `precision` says so). */
  value: number;
  precision: "day" | "month" | "year";
  /** The sentence that states it. */
  sentence: string;
  /** Only one distinct value of the attribute in the passage (a second, different one makes the side ambiguous). */
  unique: boolean;
  /** The first and last year of every value found (the same year twice when `unique`). */
  years: [number, number];
}

/**
 * Whether two sides' dates are in one order whatever value of each is meant: every year of one before every year of
 * the other ("first published in 1936", "… from January to March 1937" against "first published in 1906").
 */
export function settled(a: SideDate, b: SideDate): boolean {
  return a.years[1] < b.years[0] || b.years[1] < a.years[0];
}

const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
const YEAR = "(1[0-9]{3}|20[0-9]{2})";
// "February 4, 1920", "4 February 1920", "February 1920", "1920" (not "1920s", not part of a longer number).
const DATE = new RegExp(
  `(?:(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${YEAR}|(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH}),?\\s+${YEAR}|(${MONTH}),?\\s+${YEAR}|(?<![\\d,.$£€])${YEAR}(?!s\\b|\\d|,\\d|\\.\\d))`,
  "gi",
);

interface DateAt {
  value: number;
  precision: SideDate["precision"];
  start: number;
  end: number;
}

const monthOf = (m: string) =>
  MONTH_NAMES.findIndex((n) => n.startsWith(m.toLowerCase().replace(/\.$/, "").slice(0, 3)));
const day = (y: number, m = 0, d = 1) => Math.round(Date.UTC(y, m, d) / 86_400_000);

/** Every date a text gives, in order. */
function datesIn(text: string): DateAt[] {
  const out: DateAt[] = [];
  for (const m of text.matchAll(DATE)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (m[3]) out.push({ value: day(+m[3], monthOf(m[1]!), +m[2]!), precision: "day", start, end });
    else if (m[6]) out.push({ value: day(+m[6], monthOf(m[5]!), +m[4]!), precision: "day", start, end });
    else if (m[8]) out.push({ value: day(+m[8], monthOf(m[7]!)), precision: "month", start, end });
    else if (m[9]) out.push({ value: day(+m[9]), precision: "year", start, end });
  }
  return out;
}

const BIRTH = /\b(?:born|birth|birthday|birthdate)\b/i;
const DEATH = /\b(?:die|died|dies|death|dead|passed away)\b/i;
const END =
  /\b(?:end|ended|ends|ending|finish|finished|close|closed|cease|ceased|dissolved?|disbanded?|concluded?|cancell?ed|defunct|last\s+(?:aired|broadcast|published|issued))\b/i;
const START =
  /\b(?:begin|began|begun|start|started|first\s+(?:aired|broadcast|published|issued|appeared)|premiered?|debuted?|launched?)\b/i;
/** Older and younger of people are their births. */
const AGE = /\b(?:older|oldest|younger|youngest|elder|eldest)\b/i;

/**
 * Which date of each side an earlier/later question compares: a birth, a death, a run's start or end, an age (a
 * person's birth, a company's founding), else the event its verb names ("released", "founded").
 */
export function dateAttribute(question: string): DateAttribute {
  if (BIRTH.test(question)) return "birth";
  if (DEATH.test(question)) return "death";
  if (END.test(question)) return "end";
  if (START.test(question)) return "start";
  if (AGE.test(question)) return "age";
  return "event";
}

/** What makes a thing older when it is not a person: when it was founded, formed, built, made. */
const ORIGIN_VERBS = terms(
  "founded established formed incorporated created opened built constructed completed launched started began " +
    "introduced released published premiered debuted originated",
);

/** Whether a question's verb (as stems) says when something came about, an event of one day ("formed", "released"). */
export function namesOrigin(verb: string[]): boolean {
  return verb.some((v) => ORIGIN_VERBS.includes(v));
}

/** "(February 4, 1920 – June 12, 2016)", "(1920–2016)": a parenthesis holding two dates joined by a dash. */
const LIFE_SPAN = /\(([^()]*?)\s*[–—-]\s*([^()]*?)\)/g;
/** "from January 7, 1943 to September 30, 1956", "1943–1956", "between 1943 and 1956". */
const RANGE_JOIN = /^\s*(?:[–—-]|to|until|till|through|thru|and)\s*$/i;

/** Person pages: a birth, a death. Their lead sentence carries them, in a parenthesis or after "born"/"died". */
function lifeDates(text: string, attribute: "birth" | "death"): DateAt[] {
  const out: DateAt[] = [];
  for (const m of text.matchAll(LIFE_SPAN)) {
    const [first, second] = [datesIn(m[1]!), datesIn(m[2]!)];
    if (first.length === 0 || second.length === 0) continue;
    // "(born …; February 12, 1973 – …)" is still a span; the birth is the date before the dash.
    const side = attribute === "birth" ? first[first.length - 1]! : second[0]!;
    const offset = (m.index ?? 0) + 1 + (attribute === "birth" ? 0 : m[0].indexOf(m[2]!) - 1);
    out.push({ ...side, start: side.start + offset, end: side.end + offset });
  }
  if (out.length) return out;
  // "(born Lia Marie Dornvale; February 12, 1975)", "born on December 24, 1990", "died in 1956".
  const cue = attribute === "birth" ? /\bborn\b|\bb\.\s/gi : /\bdied\b|\bd\.\s/gi;
  for (const m of text.matchAll(cue)) {
    const from = (m.index ?? 0) + m[0].length;
    // The date in the same clause: up to a closing parenthesis or the sentence's end, before another verb of life.
    const rest = text.slice(from).split(/\)|\bdied\b|\bborn\b/)[0] ?? "";
    const first = datesIn(rest)[0];
    if (first) out.push({ ...first, start: first.start + from, end: first.end + from });
  }
  if (out.length) return out;
  const lead = leadLifeSpan(text);
  return lead ? [attribute === "birth" ? lead[0] : lead[1]] : out;
}

/**
 * A lead's life span as a dump of the page writes it, its dash or its opening parenthesis lost: "Anastas Mikoyan ;
 * 25 November 1895 – 21 October 1978) was …", "(Russian: …; 21 November [O.S. 8 November] 1902 25 January 1982)".
 * The first date is the birth and the last the death, when they are in order; offsets are the text's.
 */
function leadLifeSpan(text: string): [DateAt, DateAt] | undefined {
  const close = text.indexOf(")");
  if (close < 0 || close > LEAD_REACH) return undefined;
  const from = text.lastIndexOf("(", close) + 1;
  const dates = datesIn(text.slice(from, close));
  const [birth, death] = [dates[0], dates[dates.length - 1]];
  if (dates.length < 2 || !birth || !death || death.value <= birth.value) return undefined;
  const at = (d: DateAt): DateAt => ({ ...d, start: d.start + from, end: d.end + from });
  return [at(birth), at(death)];
}

/**
 * The birth or death a lead states in a life span that lost its opening parenthesis ("Anastas Mikoyan ; 25 November
 * 1895 – 21 October 1978) was …"), as written: no "(" before the ")", the two dates joined by a dash alone and the
 * death right before the ")". Two dates of another kind before a ")" ("(born 4 May 1950 in Oslo, elected 1994)",
 * "Dawn (1990, revised 2001)") are no life span.
 */
export function leadLifeDate(text: string, birth: boolean): string | undefined {
  const lead = leadLifeSpan(text);
  if (!lead || text.lastIndexOf("(", text.indexOf(")")) >= 0) return undefined;
  const [from, to] = lead;
  if (!/^\s*[–—-]\s*$/.test(text.slice(from.end, to.start)) || !/^\s*\)/.test(text.slice(to.end))) return undefined;
  const date = birth ? from : to;
  return text.slice(date.start, date.end);
}

/** How far into a lead sentence its life span's closing parenthesis may come. */
const LEAD_REACH = 200;

/** The dates a sentence gives as a range: a start and an end, in order. */
function rangeIn(text: string): [DateAt, DateAt] | undefined {
  const all = datesIn(text);
  for (let i = 0; i + 1 < all.length; i++) {
    const [a, b] = [all[i]!, all[i + 1]!];
    if (RANGE_JOIN.test(text.slice(a.end, b.start)) && b.value >= a.value) return [a, b];
  }
  return undefined;
}

/** "is a 1945 American comedy film", "was a 2013 British documentary": the year a work is of. */
const WORK_YEAR = new RegExp(`\\b(?:is|was)\\s+(?:an?|the)\\s+${YEAR}\\b`, "i");

/**
 * The date of `attribute` in a side's page: from the first sentence that states it, and whether the page gives one
 * value only. `verb` (the question's own verb, as terms: "found", "releas") picks the sentence of an event.
 */
export function sideDate(text: string, attribute: DateAttribute, verb: string[] = []): SideDate | undefined {
  // An age is a person's birth when the page gives one (a life span, "born"), else when the thing began.
  const asked: DateAttribute = attribute === "age" ? (lifeDates(text, "birth").length ? "birth" : "event") : attribute;
  // "Which came out first?", "which appeared first?" name no verb of their own: the year a work is of ("is a 1993
  // film"), else when each came about ("first released on March 14, 2002").
  const verbless = attribute === "event" && verb.length === 0;
  let verbs = attribute === "age" || verbless ? ORIGIN_VERBS : verb;
  const list = sentences(text).map((s) => s.text);
  const found: { at: DateAt; sentence: string }[] = [];
  const collect = (read: (s: string) => DateAt[], firstOnly: boolean) => {
    for (const s of list) {
      const dates = read(s);
      if (dates.length && firstOnly && found.length) continue;
      for (const at of dates) found.push({ at, sentence: s });
    }
  };
  // A life's dates are the subject's in the first sentence giving them (later ones are often a parent's, a child's).
  if (asked === "birth" || asked === "death") collect((s) => lifeDates(s, asked), true);
  // A run's start or end: the first range or cue the page gives (later ones are parts of it: a season, a network).
  else if (asked !== "event") collect((s) => datesOf(s, asked), true);
  else if (verbless && list.some((s) => workYear(s).length)) collect((s) => workYear(s), true);
  else {
    // An event: the sentences stating the question's verb ("constructed", "aired"); else the year a work is of.
    collect((s) => verbDates(s, verbs), false);
    // "Which was founded first?" over a page saying "PepsiCo was formed in 1965": a page that never writes the asked
    // verb may state the event with a word of the same sense, as written ("formed", "established" for "founded";
    // not "formerly", "creator" nor "started trading").
    if (found.length === 0 && !verbless) {
      verbs = verbs.flatMap((v) => sameSense(v));
      collect((s) => verbDates(s, verbs), false);
    }
    // "first published in 1936" is the event; the same verb's other dates are later ones (a translation, a reissue).
    // Only the date right after it: "first published in the United States in 1950" is a first of one place.
    const firsts = found.filter((f) => {
      const word = FIRST_VERB.exec(f.sentence.slice(0, f.at.start))?.[1]?.toLowerCase();
      return !!word && verbs.some((v) => v.length >= 3 && word.startsWith(v));
    });
    if (firsts.length) found.splice(0, found.length, ...firsts);
    // The year a work is of ("is a 1999 film") is when it came out: a verb's date of another year ("released on DVD
    // in 2005") leaves the side ambiguous.
    const lead = list.find((s) => workYear(s).length);
    const year = lead ? workYear(lead)[0] : undefined;
    if (found.length === 0) collect((s) => workYear(s), true);
    else if (year && found.some((f) => yearOf(f.at.value) !== yearOf(year.value)))
      found.push({ at: year, sentence: lead! });
  }
  const first = found[0];
  if (!first) return undefined;
  // One value: every date found for the attribute is the same day (or the same year, when one is a year alone).
  const sameAs = (x: DateAt) =>
    x.value === first.at.value ||
    ((x.precision === "year" || first.at.precision === "year") && yearOf(x.value) === yearOf(first.at.value));
  return {
    value: first.at.value,
    precision: first.at.precision,
    sentence: first.sentence,
    unique: found.every((f) => sameAs(f.at)),
    years: [Math.min(...found.map((f) => yearOf(f.at.value))), Math.max(...found.map((f) => yearOf(f.at.value)))],
  };
}

/** "first published in ", "first released on ": a verb of the event marked as its first time, its date next. */
const FIRST_VERB = /\bfirst\s+(\p{L}+)\s+(?:on|in)\s+$/iu;

/** A word of the sentence that begins with a verb's stem: "constructed", "construction" for "construct". */
function statesVerb(sentence: string, verbs: string[]): number {
  // "re-formed" is a later founding, not the first: a hyphenated word is read whole.
  const words = [...sentence.toLowerCase().matchAll(/[\p{L}-]+/gu)];
  const hit = words.find((w) => verbs.some((v) => v.length >= 3 && w[0].startsWith(v)));
  return hit ? (hit.index ?? -1) : -1;
}

/** The date of the event a sentence states with the verb: the first date after it, else before it; a range's start. */
function verbDates(s: string, verbs: string[]): DateAt[] {
  const at = statesVerb(s, verbs);
  if (at < 0) return [];
  const range = rangeIn(s);
  if (range) return [range[0]];
  const all = datesIn(s);
  const after = all.find((d) => d.start >= at);
  return after ? [after] : all.slice(0, 1);
}

function workYear(s: string): DateAt[] {
  const work = WORK_YEAR.exec(s);
  return work ? datesIn(work[0]).slice(0, 1) : [];
}

/** The calendar year of a day (days since 1970). */
export const yearOf = (days: number) => new Date(days * 86_400_000).getUTCFullYear();

/** The year a sentence gives its subject as a work's ("Drained … is a 2006 Brazilian … film" → 2006), if any. */
export function ownYear(sentence: string): number | undefined {
  const year = workYear(sentence)[0];
  return year ? yearOf(year.value) : undefined;
}

function datesOf(s: string, attribute: DateAttribute): DateAt[] {
  const range = rangeIn(s);
  if (attribute === "end") {
    if (range) return [range[1]];
    const cue = END.exec(s);
    return cue ? datesIn(s.slice(cue.index)).slice(0, 1) : [];
  }
  const cue = START.exec(s);
  if (range && (cue || attribute === "start")) return [range[0]];
  return cue ? datesIn(s.slice(cue.index)).slice(0, 1) : [];
}

const VERBISH = /^(?:is|was|are|were|be|been|became|become|came|come|had|has|have|did|does|do|got|went|first|out)$/i;

/**
 * The question's own verb as stems ("constructed" → "construct", "aired", "became … national park"): its lowercase
 * words, without the sides, names, the kind of thing asked after "which" ("Which lake …", "Which Brann Holloway film
 * …"), the comparative and question words.
 */
export function verbTerms(question: string, sides: string[], drop: Set<string>): string[] {
  let q = question;
  for (const side of sides) q = q.split(side).join(" , ");
  const words = q.replace(/[?]/g, " ").split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let inKind = false;
  for (const raw of words) {
    const w = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (!w) {
      inKind = false;
      continue;
    }
    if (/^(?:which|what)$/i.test(w)) {
      inKind = true;
      continue;
    }
    if (inKind && (VERBISH.test(w) || /ed$/i.test(w) || /[,:;]$/.test(raw))) inKind = false;
    if (inKind || /^\p{Lu}/u.test(w) || VERBISH.test(w)) continue;
    out.push(...terms(w).filter((t) => !drop.has(t)));
  }
  return [...new Set(out)];
}

/** Which side's date comes first (−1), last (1), or neither (0: the same, or a year against a day of that year). */
export function order(a: SideDate, b: SideDate): -1 | 0 | 1 {
  const coarse = a.precision === "year" || b.precision === "year";
  const [x, y] = coarse ? [yearOf(a.value), yearOf(b.value)] : [a.value, b.value];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Whole years from one day to another (days since 1970), a birthday not yet reached counting for nothing. */
export function yearsBetween(from: number, to: number): number {
  const [a, b] = [new Date(from * 86_400_000), new Date(to * 86_400_000)];
  const before =
    b.getUTCMonth() < a.getUTCMonth() || (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate());
  return b.getUTCFullYear() - a.getUTCFullYear() - (before ? 1 : 0);
}
