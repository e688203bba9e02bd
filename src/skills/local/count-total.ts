// "How many banking centers does BankUnited operate in total across Florida and the New York metropolitan area?" is
// answered by no one number of "… through 94 banking centers located in 15 Florida counties and 6 banking centers in
// the New York metropolitan area": it asks the sum of the counts the evidence gives for each part the question lists.
// The typed-span answerer (typed-span-answer.ts) asks this file first for a how-many question that asks a total.
import { terms } from "../../text/analyze";
import { NUMBER_WORDS } from "../../text/number-words";
import type { AnswerOutcome } from "../types";
import { localConfidence, termCoverage } from "./answer-confidence";
import { countedNoun, sameThings } from "./counted-noun";
import { namesAll } from "./premise";
import { numberWords } from "./spans";

/** A sentence of the evidence the answer may be read from (typed-span-answer.ts's Candidate, which imports this file). */
interface Sentence {
  passage: number;
  text: string;
  window: string;
  support: number;
}

/**
 * The words that ask for a total of parts: "in total", "combined", "altogether", "counting A, B and C". (Not
 * "together": see JOINT.)
 */
// (Lower-case but for a leading "Counting": "Total" is a firm's name.)
const ASKS_TOTAL = /\b(?:in total|total|combined|altogether|in all)\b|(?:^|\b)[Cc]ounting\b/;
/** "How many films did A and B make together?": a count of joint ones, not a sum of each one's. */
const JOINT = /\b(?:together|jointly|both)\b/i;

/** A capitalised name of one to four words, after an optional "the": one part of a list. */
const PART = `(?:the\\s+)?\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3}`;
/** Two or more capitalised names joined by commas and a last "and": "the Micropædia, the Propædia and the Macropædia". */
const PART_LIST = new RegExp(`${PART}(?:\\s*,\\s*${PART})*\\s*,?\\s+and\\s+${PART}`, "u");

/** The parts a question lists, without "the": "Florida and the New York metropolitan area" → Florida, New York. */
function listedParts(question: string): string[] {
  const list = PART_LIST.exec(question)?.[0];
  if (!list) return [];
  return list
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+/)
    .map((p) => p.replace(/^the\s+/, "").trim())
    .filter(Boolean);
}

/** A number in digits or words ("94", "1,200", "one", "seventeen"), then a hyphened noun or up to three words. */
// (Words after a spaced number are whole lower-case words: "two being the one-volume …" is no count of volumes.)
const COUNT = new RegExp(
  `(?<![\\p{L}\\d.,-])(\\d[\\d,]*|${numberWords(() => true)})` +
    "(?:-(\\p{Ll}+)(?![\\p{L}-])|((?:\\s+\\p{Ll}+(?![\\p{L}-])){1,3}))",
  "gu",
);

const SCALE = /^(?:thousand|million|billion|trillion|hundred)$/;

/** The counts of `noun` a clause gives: "6 banking centers" (the noun last), "the 12-volume Micropædia". */
function countsOf(clause: string, noun: string): number[] {
  const out: number[] = [];
  for (const m of clause.matchAll(COUNT)) {
    const value = /^\d/.test(m[1]!) ? Number(m[1]!.replace(/,/g, "")) : NUMBER_WORDS.get(m[1]!.toLowerCase());
    if (value === undefined || !Number.isFinite(value)) continue;
    const words = m[2] ? [m[2]] : m[3]!.trim().split(/\s+/);
    // The counted noun is the compound's word, or one of the next three words before any other noun takes over:
    // "94 banking centers located in …" counts centers; "15 Florida counties" counts counties.
    const at = words.findIndex((w) => terms(w).some((t) => sameThings(t, noun)));
    if (at >= 0 && (m[2] || words.slice(0, at).every((w) => !/^(?:of|in|at|on|and|or|by|from)$/.test(w)))) {
      // "2 million customers": a count with a scale is given up on (NaN), not read as 2.
      out.push(!m[2] && SCALE.test(words[0]!) ? Number.NaN : value);
    }
  }
  return out;
}

/**
 * The total a how-many question asks over the parts it lists, summed from the counts the evidence gives each part,
 * or undefined. Each part must be given exactly one count of the asked noun, in a clause that names it and no other
 * part, in a sentence naming what the question names. A clause naming no part ("a total of 50 stores", which may count
 * stores elsewhere too) adds nothing.
 */
export function totalAnswer(question: string, aligned: string, ranked: Sentence[]): AnswerOutcome | undefined {
  if (!ASKS_TOTAL.test(question) || JOINT.test(question)) return undefined;
  const noun = countedNoun(question);
  const parts = listedParts(question);
  if (!noun || parts.length < 2) return undefined;
  const asked = terms(noun)[0];
  if (!asked) return undefined;
  const partTerms = parts.map((p) => terms(p));
  const found = new Map<number, { value: number; from: Sentence }>();
  for (const s of ranked.slice(0, 8)) {
    if (!namesAll(question, s.window)) continue;
    // (Not at a thousands separator: "1,200 employees" is one count.)
    for (const clause of s.text.split(/,(?!\d{3}(?!\d))|[;:()]|\s+(?:and|while|whereas|but)\s+/)) {
      const have = new Set(terms(clause));
      const named = partTerms.map((ts, i) => (ts.length > 0 && ts.every((t) => have.has(t)) ? i : -1));
      const own = named.filter((i) => i >= 0);
      const counts = countsOf(clause, asked);
      if (counts.length === 0) continue;
      // A count with a scale ("2 million customers") is no whole count to add.
      if (counts.some((n) => !Number.isInteger(n))) return undefined;
      if (own.length !== 1 || counts.length !== 1) continue;
      const prior = found.get(own[0]!);
      if (prior && prior.value !== counts[0]) return undefined;
      found.set(own[0]!, { value: counts[0]!, from: s });
    }
  }
  if (found.size !== parts.length) return undefined;
  const sentences = [...new Set([...found.values()].map((f) => f.from))];
  const cited = [...new Set(sentences.map((s) => s.passage + 1))].sort((a, b) => a - b);
  const confidence = localConfidence({
    typeFit: "typed",
    coverage: termCoverage(aligned, sentences.map((s) => s.window).join(" ")),
    margin: 1,
  });
  const total = [...found.values()].reduce((sum, f) => sum + f.value, 0);
  return { answer: `${total} ${cited.map((c) => `[${c}]`).join("")}`, cited, abstained: false, confidence };
}
