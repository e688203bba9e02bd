import { sentences, terms } from "../../text/analyze";
import { otherSpelling } from "../../text/number-words";

/**
 * The number a "which has more/larger …, A or B?" question asks of each side, read where the side's page states what
 * is measured ("As of the 2010 census, the population was 47,818"): the first number after the measure's word that is
 * not one the question gives ("2010") nor a year.
 */
export interface SideNumber {
  value: number;
  sentence: string;
  /** Every sentence stating the measure gives the same number. */
  unique: boolean;
}

const SCALE: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
const NUMBER = /(?<![\p{L}\d.,])(\d[\d,]*(?:\.\d+)?)(?:\s+(thousand|million|billion|trillion)\b)?/gu;
/** A bare four-digit number from 1000 to 2099 is a year, not an amount. */
const YEAR_SHAPE = "(?:1\\d{3}|20\\d{2})";
const YEARLIKE = new RegExp(`^${YEAR_SHAPE}$`);
const YEARS_IN = new RegExp(`\\b${YEAR_SHAPE}\\b`, "g");

function numbersAfter(text: string, from: number, asked: Set<number>): number[] {
  const out: number[] = [];
  for (const m of text.slice(from).matchAll(NUMBER)) {
    // (A comma after it is the sentence's: "released in 1958, while …" is a year.)
    const raw = m[1]!.replace(/,$/, "");
    if (YEARLIKE.test(raw)) continue;
    const value = Number(raw.replace(/,/g, "")) * (m[2] ? (SCALE[m[2].toLowerCase()] ?? 1) : 1);
    if (!Number.isFinite(value) || asked.has(value)) continue;
    out.push(value);
  }
  return out;
}

/**
 * Whether a word says one of the measure's stems: it or its own stem starts with one ("Grammy" says "grammi",
 * "seated" says "seat"; stems shorter than three letters say nothing).
 */
function saysMeasure(word: string, measure: string[]): boolean {
  const lower = word.toLowerCase();
  const stemmed = terms(word)[0] ?? "";
  return measure.some((m) => m.length >= 3 && (lower.startsWith(m) || stemmed.startsWith(m)));
}

/** Where a sentence states one of the measure's words ("population", "floors"), as a stem's prefix. */
function measureAt(sentence: string, measure: string[]): number {
  for (const w of sentence.matchAll(/[\p{L}-]+/gu)) if (saysMeasure(w[0], measure)) return w.index ?? 0;
  return -1;
}

/**
 * A number joined to one of the measure's words, by a hyphen or right before it: "a 1,800-seat arena", "a 40-storey
 * tower", "won 22 games", "about 1.2 million people". Right before it only after one of the question's own words,
 * "has", "of" or an approximation ("won 22 games" for "which won more games", not "lost 12 games", "19 of their 30
 * games" nor "10 of 12 games"); a bare year before a word ("2010 census") is no count.
 */
function joinedNumbers(sentence: string, measure: string[], asked: Set<number>, said: Set<string>): Joined[] {
  const out: Joined[] = [];
  // "for 8 consecutive weeks": the measure's word may follow one word after the number.
  const measured = (w?: string) => !!w && saysMeasure(w, measure);
  for (const m of sentence.matchAll(JOINED)) {
    if (!measured(m[4]) && !measured(m[5])) continue;
    if (m[3] !== "-") {
      if (!m[2] && YEARLIKE.test(m[1]!)) continue;
      const before = /(\p{L}+)\s*$/u.exec(sentence.slice(0, m.index))?.[1]?.toLowerCase() ?? "";
      const partitive = /\d\s+of\s*$/.test(sentence.slice(0, m.index));
      // "a 4,000 capacity (3,677 seated) arena": a count opening a parenthesis qualifies the figure before it.
      const qualifies = /\d[^()]*\(\s*$/.test(sentence.slice(0, m.index));
      if (partitive || (!qualifies && !BEFORE_COUNT.test(before) && !terms(before).some((t) => said.has(t)))) continue;
    }
    const value = Number(m[1]!.replace(/,/g, "")) * (m[2] ? (SCALE[m[2].toLowerCase()] ?? 1) : 1);
    if (Number.isFinite(value) && !asked.has(value)) out.push({ value, at: m.index ?? 0 });
  }
  return out;
}

interface Joined {
  value: number;
  /** Where the number stands in its sentence. */
  at: number;
}

/**
 * How many of the question's words the number's own clause holds (the words before the sentence's first number are
 * that number's): "topped the Billboard Hot 100 for five consecutive weeks and the Hot R&B/Hip-Hop Songs chart for
 * 10 consecutive weeks" gives 10 to a question about the R&B chart. A clause ends at ";", ",", "and", "while" or
 * the next number.
 */
function clauseFit(sentence: string, at: number, all: Joined[], said: Set<string>): number {
  const first = Math.min(...all.map((j) => j.at));
  const prev = Math.max(first, ...all.filter((j) => j.at < at).map((j) => j.at));
  const next = Math.min(sentence.length, ...all.filter((j) => j.at > at).map((j) => j.at));
  const before = sentence.slice(prev, at).split(CLAUSE_BREAK).at(-1) ?? "";
  const after = sentence.slice(at, next).split(CLAUSE_BREAK)[0] ?? "";
  // (The words before the first number are its own: "played 120 games for Vell United and was later banned for 40
  // games" does not give "played" to the 40.)
  const own = terms(`${at === first ? sentence.slice(0, first) : before} ${after}`);
  return new Set(own.filter((t) => said.has(t))).size;
}

const CLAUSE_BREAK = /[;,]|\s(?:and|but|while|whereas)\s/;

/** A sentence with its number words below 100 written in digits ("for eight consecutive weeks" → "for 8 …"), "one" kept. */
const inDigits = (sentence: string) =>
  sentence.replace(/\b[a-z]+(?:-[a-z]+)?\b/gi, (w, at: number) => {
    // "two hundred", "one hundred and twenty": a number word beside a scale word is part of a larger number.
    if (SCALE_NEAR.test(sentence.slice(Math.max(0, at - 16), at)) || SCALE_AFTER.test(sentence.slice(at + w.length)))
      return w;
    // "twenty-one" whole, else "a four-member group": the number word before a hyphen.
    const digits = (x: string) => {
      const other = otherSpelling(x);
      return other && /^\d+$/.test(other) ? other : undefined;
    };
    const dash = w.indexOf("-");
    return digits(w) ?? (dash > 0 ? `${digits(w.slice(0, dash)) ?? w.slice(0, dash)}${w.slice(dash)}` : w);
  });
const SCALE_WORDS = ["hundred", ...Object.keys(SCALE)].join("|");
const SCALE_AFTER = new RegExp(`^\\s+(?:${SCALE_WORDS})\\b`, "i");
const SCALE_NEAR = new RegExp(`\\b(?:${SCALE_WORDS})\\s+(?:and\\s+)?$`, "i");

/** A number (as NUMBER reads it) and the word it is joined to, by a hyphen or a space. */
const JOINED = new RegExp(`${NUMBER.source}(-|\\s+)(\\p{L}+)(?:\\s+(\\p{L}+))?`, "gu");
/** Words a count of what a page measures follows: "has 3,677 seats", "about 50,000 people", "capacity of 40,000", "for 10 weeks". */
const BEFORE_COUNT =
  /^(?:about|approximately|around|nearly|almost|over|some|roughly|up|has|have|had|with|holds?|of|for|are|were)$/;

/**
 * A season's record as its page states it: "finished the season 19–15", "with a record of 3–9", "went 22–12" (the
 * first record of the sentence is the overall one; "8–10 in Pac-12 play" follows it). Wins first, then losses.
 */
const RECORD =
  /\b(?:record\s+of|finished(?:\s+the\s+(?:regular\s+)?season)?(?:\s+with\s+an?\s+(?:overall\s+)?record\s+of)?|went)\s+(\d{1,3})\s*[–—-]\s*(\d{1,3})(?:\s*[–—-]\s*\d{1,3})?(?![\d–—-])/i;
/** "Which team won more games / had more wins", "… lost fewer games": a record's wins or losses. */
const ASKS_WINS = /\b(?:won|wins?)\b/i;
const ASKS_LOSSES = /\b(?:lost|loss(?:es)?)\b/i;

/** The wins (or losses) of the first sentence stating a season's record, when the question asks them. */
function recordNumber(list: string[], question: string): SideNumber | undefined {
  const wins = ASKS_WINS.test(question);
  if (wins === ASKS_LOSSES.test(question)) return undefined;
  const found = list.flatMap((s) => {
    const m = RECORD.exec(s);
    return m ? [{ value: Number(wins ? m[1] : m[2]), sentence: s }] : [];
  });
  const first = found[0];
  return first && { ...first, unique: found.every((f) => f.value === first.value) };
}

/**
 * "Its population was 5,400 in 2011 and 9,000 in 2001", asked of 2001: a sentence giving the measure for several
 * years, the figure of the clause naming the question's year (undefined unless the sentence names another year too).
 */
function yearsFigure(text: string, asked: Set<number>): number[] | undefined {
  const years = new Set([...text.matchAll(YEARS_IN)].map((m) => Number(m[0])));
  const year = [...years].find((y) => asked.has(y));
  if (year === undefined || years.size < 2) return undefined;
  const clause = text.split(/;|,\s+|\s+and\s+|\s+while\s+/).find((c) => new RegExp(`\\b${year}\\b`).test(c));
  const figures = clause ? numbersAfter(clause, 0, asked) : [];
  return figures.length > 0 ? figures : undefined;
}

/**
 * How many members a sentence names, when it lists them: "The band's members are Kay Hanley, Greg McKenna, …, and
 * later, Tom Polce", "The group consists of Moos, Daewon, … and H.O." (each capitalised item one name; what a
 * parenthesis adds, "(vocals, guitar)", is no member). Only for a count of members, and only a list of two or more.
 */
function membersListed(sentence: string, measure: string[]): number | undefined {
  if (!measure.some((m) => m.startsWith("member"))) return undefined;
  const text = sentence.replace(/\s*\([^()]*\)/g, "");
  const m = MEMBER_LIST.exec(text);
  // Former, founding or touring members are not the band's: "Former members include …" counts no line-up.
  if (!m || FORMER.test(text.slice(Math.max(0, (m.index ?? 0) - 24), (m.index ?? 0) + 12))) return undefined;
  const items = m[1]!
    .replace(/[.;]\s*$/, "")
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((x) => x.replace(/^(?:later|then|also|finally|currently|originally)\s+/i, "").trim())
    .filter((x) => /^\p{Lu}/u.test(x));
  return items.length >= 2 ? items.length : undefined;
}

/** A list of members after "members are", "consists of", "comprising", up to the sentence's end. */
const MEMBER_LIST =
  /\b(?:members\b[^.;:]{0,30}?\s(?:are|were|include|included)|(?:consists|consisted|composed|comprised|comprises|comprising)\s+of|line-?up\s+(?:is|was))\s+(\p{Lu}[^;]*)/u;
const FORMER =
  /\b(?:former|founding|original|originally|initially|formerly|past|previous|early|touring|session|ex)[-\s]+(?:members?\b|consist|compris|compos|line-?up)/i;

/**
 * The side's number of the measure: a number joined to the measure's word or a list of members (of several that
 * differ, the one whose clause fits the question best), else the number after the word when every sentence agrees.
 */
export function sideNumber(text: string, measure: string[], question: string): SideNumber | undefined {
  const list = sentences(text).map((s) => s.text);
  const record = recordNumber(list, question);
  if (record) return record;
  if (measure.length === 0) return undefined;
  const asked = new Set([...question.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, ""))));
  const said = new Set(terms(question));
  // `strong`: a number joined to the measure's word ("8 consecutive weeks") or a list of members says what it counts;
  // one merely after the word ("weeks at number 2 … number 1") may count anything.
  const found: { value: number; sentence: string; fit: number; strong: boolean }[] = [];
  const overlap = (s: string) => new Set(terms(s).filter((t) => said.has(t))).size;
  for (const raw of list) {
    const s = inDigits(raw);
    // "a 1,800-seat arena", "won 22 games": the number the measure's word is joined to, before it; of several, each
    // weighed by its own clause's words.
    const joined = joinedNumbers(s, measure, asked, said);
    for (const j of joined)
      found.push({ value: j.value, sentence: raw, fit: clauseFit(s, j.at, joined, said), strong: true });
    if (joined.length > 0) continue;
    // "The group consists of Moos, Daewon, Lee Geon, Jota, Heo Jun, Buffy and H.O.": members counted by their names.
    const listed = membersListed(s, measure);
    if (listed !== undefined) {
      found.push({ value: listed, sentence: raw, fit: overlap(s), strong: true });
      continue;
    }
    const at = measureAt(s, measure);
    if (at < 0) continue;
    // ("According to the 2001 Census the village had a population of 330, increasing to 341 at the 2011 census": the
    // years of the whole sentence say whose figure each clause gives.)
    const [value] = yearsFigure(s, asked) ?? numbersAfter(s, at, asked);
    if (value !== undefined) found.push({ value, sentence: raw, fit: overlap(s), strong: false });
  }
  // A number read merely after the word counts only when no strong one is found.
  const strong = found.filter((f) => f.strong);
  const read = strong.length > 0 ? strong : found;
  const first = read[0];
  if (!first) return undefined;
  if (read.every((f) => f.value === first.value)) return { value: first.value, sentence: first.sentence, unique: true };
  // Strong numbers that differ: the one whose own clause holds most of the question's words, when no other holds as
  // many. (Weak numbers that differ are not told apart.)
  if (strong.length === 0) return { value: first.value, sentence: first.sentence, unique: false };
  const best = read.reduce((a, b) => (b.fit > a.fit ? b : a));
  const tied = read.some((f) => f.value !== best.value && f.fit === best.fit);
  return { value: best.value, sentence: best.sentence, unique: !tied };
}
