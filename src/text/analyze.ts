// Text analysis shared by the local engine: tokenising, stopwords and Porter stemming.
// Deterministic, so the same terms come out in tests, ingestion and queries.
import { stemmer as porter } from "stemmer";
import { NAME_PARTICLES } from "./words";

/** Stems of words seen before: a corpus's words recur in every question (bounded, then started over). */
const STEMS = new Map<string, string>();
const MAX_STEMS = 50_000;

const STOPWORDS = new Set(
  (
    "a an the and or but if then else of to in on at by for with from as into onto about over under " +
    "is are was were be been being am do does did done doing have has had having it its it's this that " +
    "these those there here what which who whom whose when where why how i me my we our you your he him " +
    "his she her they them their not no nor so than too very can could should would will shall may might " +
    "must also just only any all each both few more most other some such own same s t d ll m o re ve y " +
    "up down out off again further once per via vs versus between among whether tell please"
  ).split(/\s+/),
);

/** Words that carry the question's intent but rarely appear in the answer text. */
const QUESTION_WORDS = new Set(
  [
    "many",
    "much",
    "long",
    "often",
    "old",
    "far",
    "kind",
    "type",
    // Comparison words say how to combine the evidence, not what to look for.
    "differ",
    "difference",
    "different",
    "compar",
    "comparison",
    "similar",
    "same",
    "versus",
    "vs",
  ].map((w) => stem(w)),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

// "1995-96", "1939-1945": two years (an ISO date, "2023-10-07", stays one token; so does a year-month, "2023-10",
// whose second part is no later year).
const YEAR_SPAN = /^(\d{4})-(\d{2}|\d{4})$/;
const laterYear = (first: string, second: string) =>
  second.length === 4 ? Number(second) > Number(first) : Number(second) > Number(first.slice(2));

/** A text with its accents taken off ("Vellmarké" → "Vellmarke"), as the full-text index reads it. */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");
}

/**
 * Lower-cased word tokens (letters, digits, inner dots/hyphens kept for versions and codes), accents folded
 * ("Vellmarké" is "Vellmarke", "Çelik" "Celik") as the full-text index folds them, and a hyphenated span of years
 * split as a dashed one is; `fold` false keeps both as typed.
 */
export function words(text: string, fold = true): string[] {
  const out: string[] = [];
  const re = /[\p{L}\p{N}]+(?:[.\-'’][\p{L}\p{N}]+)*/gu;
  const lower = text.toLowerCase();
  const folded = fold ? foldAccents(lower) : lower;
  for (const m of folded.matchAll(re)) {
    // A season or span of years typed with a hyphen ("1995-96") is its years, as one written with a dash
    // ("1995–96") is read.
    const span = fold ? YEAR_SPAN.exec(m[0]) : null;
    if (span && laterYear(span[1]!, span[2]!)) {
      out.push(span[1]!, span[2]!);
      continue;
    }
    // "v3.3.0" is the release "3.3.0" (a bare "v4" stays a name of its own).
    out.push(
      m[0]
        .replace(/[’']s$/u, "")
        .replace(/’/g, "'")
        .replace(/^v(?=\d+(?:\.\d+)+$)/u, ""),
    );
  }
  return out;
}

/**
 * Porter's stemmer (the `stemmer` package), with words holding a digit ("v4", "3.3.0", "2xx") and short words kept
 * as they are, and inner dots/hyphens left alone (a version or a code is one term).
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || /[.'-]/.test(word)) return word;
  let s = STEMS.get(word);
  if (s === undefined) {
    if (STEMS.size >= MAX_STEMS) STEMS.clear();
    s = porter(word);
    STEMS.set(word, s);
  }
  return s;
}

/** Content terms: stemmed words without stopwords (accents folded unless `fold` is false). */
export function terms(text: string, fold = true): string[] {
  const out: string[] = [];
  for (const w of words(text, fold)) {
    if (!STOPWORDS.has(w)) out.push(stem(w));
  }
  return out;
}

/** Content terms of a question, also without question-intent words ("how many", "how long", "differ"). */
export function queryTerms(question: string): string[] {
  return [...new Set(terms(question).filter((t) => !QUESTION_WORDS.has(t)))];
}

export function isQuestionWord(term: string): boolean {
  return QUESTION_WORDS.has(term);
}

/** Adjacent content-term pairs, for phrase evidence. */
export function bigrams(termList: string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < termList.length; i++) out.push(`${termList[i - 1]} ${termList[i]}`);
  return out;
}

// A period after these does not end a sentence ("U.S. Open", "Dr. Smith", "e.g. this", "(est. 1912)").
const ABBREVIATION =
  /(?:^|[\s(])(?:[A-Za-z]|Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|Inc|Ltd|Co|Corp|vs|etc|No|Fig|approx|est|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|U\.S|U\.K|e\.g|i\.e)$/;

// Lower-case words that start a name: "de Havilland", "van der Berg".
const NAME_PARTICLE = new RegExp(`^(?:${NAME_PARTICLES.join("|")})$`);

/** Splits text into sentences, keeping list/table lines as their own units. */
export function sentences(text: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  const push = (start: number, end: number) => {
    const raw = text.slice(start, end);
    const trimmed = raw.trim();
    if (trimmed.length >= 2) out.push({ text: trimmed, offset: start + raw.indexOf(trimmed) });
  };
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\n") {
      push(start, i);
      start = i + 1;
    } else if ((ch === "." || ch === "!" || ch === "?") && (i + 1 === text.length || /\s/.test(text[i + 1]!))) {
      if (ch === "." && ABBREVIATION.test(text.slice(Math.max(start, i - 6), i))) continue;
      // "… the home ground of Wigan Athletic F.C. until the club moved …": an abbreviation's full stop (after initials
      // with stops of their own) goes on into a word in lower case. (Not a name written so: "eBay", "de Havilland".)
      if (ch === "." && /(?:^|\s)(?:\p{Lu}\.)+\p{Lu}$/u.test(text.slice(Math.max(start, i - 12), i))) {
        const next = /^\s+(\S+)(?:\s+(\S+))?/u.exec(text.slice(i + 1, i + 40));
        const [word = "", after = ""] = [next?.[1], next?.[2]];
        if (/^\p{Ll}+[,;]?$/u.test(word) && !NAME_PARTICLE.test(word) && !/^\p{Lu}/u.test(after)) continue;
      }
      push(start, i + 1);
      start = i + 1;
    }
  }
  push(start, text.length);
  return out;
}
