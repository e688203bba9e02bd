// Numbers written as words and as digits ("seven" ↔ "7"): a question may spell a number the corpus writes in digits.

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

const BY_WORD = new Map<string, number>();
UNITS.forEach((w, n) => BY_WORD.set(w, n));
TENS.forEach((w, t) => {
  if (!w) return;
  BY_WORD.set(w, t * 10);
  for (let u = 1; u < 10; u++) BY_WORD.set(`${w}-${UNITS[u]}`, t * 10 + u);
});
const BY_NUMBER = new Map([...BY_WORD].map(([w, n]) => [n, w]));

/** Number words below 100 by value ("seven" → 7, "twenty-one" → 21): the one list the local skills read numbers by. */
export const NUMBER_WORDS: ReadonlyMap<string, number> = BY_WORD;

/** The word for a whole number below 100 ("1" → "one", "21" → "twenty-one"), or undefined. */
export function numberWord(n: number): string | undefined {
  return BY_NUMBER.get(n);
}

/**
 * The other spelling of a whole number ("seven" → "7", "twenty-one" → "21", "7" → "seven"), or null. Words become
 * digits below 100, but "one" stays (it is as often a pronoun: "which one"); digits become words only from 2 to 9,
 * as style guides spell out just those, so "18" or "2023" (a date, a year, a count) is left as it is.
 */
export function otherSpelling(word: string): string | null {
  const w = word.toLowerCase();
  const n = BY_WORD.get(w);
  if (n !== undefined) return n === 1 ? null : String(n);
  if (/^[2-9]$/.test(w)) return BY_NUMBER.get(Number(w)) ?? null;
  return null;
}

const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;

/** The other spellings of the numbers a text writes, leaving out the day of a date ("October 7", "7 Oct"). */
export function numberSpellings(text: string): string[] {
  const tokens = text.match(/[\p{L}\p{N}]+(?:-[\p{L}]+)?/gu) ?? [];
  const out: string[] = [];
  tokens.forEach((t, i) => {
    const other = otherSpelling(t);
    if (!other) return;
    if (/^\d/.test(t) && (MONTH.test(tokens[i - 1] ?? "") || MONTH.test(tokens[i + 1] ?? ""))) return;
    out.push(other);
  });
  return out;
}

const UNIT_ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
];
const TENS_ORDINALS = [
  "",
  "",
  "twentieth",
  "thirtieth",
  "fortieth",
  "fiftieth",
  "sixtieth",
  "seventieth",
  "eightieth",
  "ninetieth",
];

/** Ordinal words from "first" to "ninety-ninth", the n-th at index n − 1: the one list the local skills read them by. */
export const ORDINAL_WORDS: readonly string[] = [
  ...UNIT_ORDINALS,
  ...TENS.slice(2).flatMap((tens, i) => [
    TENS_ORDINALS[i + 2]!,
    ...UNIT_ORDINALS.slice(0, 9).map((u) => `${tens}-${u}`),
  ]),
];

/**
 * An ordinal written in digits or in words, as a regular expression source: "13th", "fifth", "twenty-fifth" (the
 * compound words first, so "twenty-fifth" is not read as "twentieth" nor its "fifth").
 */
export const ORDINAL = `\\d{1,2}(?:st|nd|rd|th)|${[...ORDINAL_WORDS].reverse().join("|")}`;

/** The value of an ordinal ("5th" → 5, "fifth" → 5, "twenty-fifth" → 25), or 0 when it is none. */
export function ordinalValue(word: string): number {
  const w = word.toLowerCase();
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(w);
  return digits ? Number(digits[1]) : ORDINAL_WORDS.indexOf(w) + 1;
}

/** Cardinal words from "one" to "ninety-nine", as a regular expression source (longest first). */
export const CARDINAL = [...BY_WORD.keys()]
  .filter((w) => w !== "zero")
  .sort((a, b) => b.length - a.length)
  .join("|");
