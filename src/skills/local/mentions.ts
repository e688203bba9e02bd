// Things a question mentions that can become call arguments: enum values, numbers, quoted
// strings, capitalised names, identifiers, and the question's topic. Pure functions over the text;
// each result carries its span so one stretch of text fills at most one parameter.

import { isStopword, stem, terms } from "../../text/analyze";
import { ORDINAL_WORDS } from "../../text/number-words";
import { wholeWord } from "../../text/regex";
import { CARDINALS } from "../../text/words";

export interface Span {
  start: number;
  end: number;
}

export interface Found<T> extends Span {
  value: T;
  text: string;
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
export const isFree = (span: Span, used: Span[]) => !used.some((u) => overlaps(span, u));

/** Lower case with `-` and `_` as spaces; the same length as the input, so offsets carry over. */
const flat = (s: string) => s.toLowerCase().replace(/[-_]/g, " ");

/** The enum value the question names (the longest, then the first); string values match as words. */
export function findEnumValue(question: string, values: readonly unknown[]): Found<unknown> | undefined {
  const text = flat(question);
  let best: Found<unknown> | undefined;
  for (const value of values) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    const needle = flat(String(value)).trim();
    if (!needle) continue;
    const m = wholeWord(needle).exec(text);
    if (!m) continue;
    const found = {
      value,
      text: question.slice(m.index, m.index + needle.length),
      start: m.index,
      end: m.index + needle.length,
    };
    if (!best || needle.length > best.text.length || (needle.length === best.text.length && found.start < best.start))
      best = found;
  }
  return best;
}

const NUMBER_WORDS: Record<string, number> = {
  ...CARDINALS,
  ...{ fifteen: 15, twenty: 20, fifty: 50, hundred: 100 },
  // The ordinals "first" to "tenth".
  ...Object.fromEntries(ORDINAL_WORDS.slice(0, 10).map((w, i) => [w, i + 1])),
};

/** Numbers: digits ("1,250", "3.5"), ranks ("#3", "no. 1", "2nd"), and number words ("ten", "first"). */
export function findNumbers(question: string): (Found<number> & { ordinal: boolean })[] {
  const out: (Found<number> & { ordinal: boolean })[] = [];
  const re = /(?:#|\bno\.\s?|\bnumber\s)?(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(st|nd|rd|th)?\b|\b([a-z]+)\b/gi;
  for (const m of question.matchAll(re)) {
    if (m[3]) {
      const word = m[3].toLowerCase();
      // "one" is mostly a pronoun ("the 2nd one"); it counts in "number one" / "no. one".
      if (word === "one" && !/\b(?:number|no\.)\s*$/i.test(question.slice(0, m.index))) continue;
      const value = NUMBER_WORDS[word];
      if (value !== undefined)
        out.push({
          value,
          text: m[0],
          start: m.index,
          end: m.index + m[0].length,
          ordinal: /(?:st|nd|rd|th)$/i.test(m[3]),
        });
      continue;
    }
    const value = Number(m[1]!.replace(/,/g, ""));
    const ordinal = !!m[2] || /^(?:#|no|number)/i.test(m[0]);
    out.push({ value, text: m[0], start: m.index, end: m.index + m[0].length, ordinal });
  }
  return out;
}

/** Text inside straight or curly quotes. */
export function findQuoted(question: string): Found<string>[] {
  const out: Found<string>[] = [];
  for (const m of question.matchAll(/"([^"]+)"|“([^”]+)”|(?<!\w)'([^']+)'(?!\w)|‘([^’]+)’/g)) {
    const value = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").trim();
    if (value) out.push({ value, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const NOT_NAMES = new Set(
  (
    "what which who whom whose when where why how is are was were do does did can could should would will " +
    "tell give list name show find i the a an in on of for and or my our your monday tuesday wednesday thursday " +
    "friday saturday sunday january february march april may june july august september october november december"
  ).split(" "),
);

/** Runs of capitalised words ("Mira Vantelle", "Bank of Tarrow"), not counting a capitalised question word. */
export function findCapitalised(question: string): Found<string>[] {
  const out: Found<string>[] = [];
  const re = /[A-Z][\p{L}\p{N}'’.&-]*(?:\s+(?:(?:of|the|and|de|la|&)\s+)?[A-Z0-9][\p{L}\p{N}'’.&-]*)*/gu;
  for (const m of question.matchAll(re)) {
    let text = m[0].replace(/['’]s$/, "").replace(/[.]+$/, "");
    let start = m.index;
    // Drop leading words that are capitalised only because they open the question or are dates.
    while (text && NOT_NAMES.has(text.split(/\s+/)[0]!.toLowerCase())) {
      const next = text.search(/\s+\S/);
      if (next < 0) {
        text = "";
        break;
      }
      const skip = next + (/\s+/.exec(text.slice(next))?.[0].length ?? 0);
      text = text.slice(skip);
      start += skip;
    }
    if (text && !NOT_NAMES.has(text.toLowerCase())) out.push({ value: text, text, start, end: start + text.length });
  }
  return out;
}

/** Literal identifiers: "eu-west-1", "INC-2041", "0022200547", "us_east". */
export function findIdentifiers(question: string): Found<string>[] {
  const out: Found<string>[] = [];
  for (const m of question.matchAll(/\b(?:[A-Za-z]+[-_][A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*|[A-Z]{2,}-?\d+|\d{5,})\b/g)) {
    out.push({ value: m[0], text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Words that say what is asked rather than about whom: never part of a topic. */
const INTENT_WORDS = new Set(
  (
    "many much long often old far kind type current currently latest now recent win won wins winning release released " +
    "direct directed play played sing sang sung write wrote written born die died found founded star starred score " +
    "scored make made get got give gave know"
  ).split(" "),
);

/**
 * The question's topic for a free-text parameter: the longest run of content words that are not
 * already spoken for (by other parameters) and not the schema's own vocabulary ("movie", "price").
 * Ties go to the later run: English questions usually end with their subject.
 */
export function findTopic(question: string, used: Span[], schemaText: string): Found<string> | undefined {
  const vocabulary = new Set(terms(schemaText));
  const tokens = [...question.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.&-]*/gu)].map((m) => {
    const raw = m[0].replace(/[.]+$/, "");
    return { raw, start: m.index, end: m.index + raw.length };
  });
  const keep = tokens.map((t) => {
    const w = t.raw.toLowerCase().replace(/['’]s$/, "");
    // Singular and plural stem differently for some words ("movie" → movi, "movies" → movy): try both.
    const known = vocabulary.has(stem(w)) || vocabulary.has(stem(`${w}s`)) || vocabulary.has(stem(w.replace(/s$/, "")));
    return !isStopword(w) && !INTENT_WORDS.has(w) && !known && isFree(t, used);
  });
  let best: Found<string> | undefined;
  for (let i = 0; i < tokens.length; i++) {
    if (!keep[i]) continue;
    let j = i;
    // Up to two of "of" / "the" / "and" may join kept words ("lord of the rings").
    const joins = (k: number) => k < tokens.length && /^(?:of|the|and|&)$/i.test(tokens[k]!.raw);
    for (;;) {
      if (keep[j + 1]) j += 1;
      else if (joins(j + 1) && keep[j + 2]) j += 2;
      else if (joins(j + 1) && joins(j + 2) && keep[j + 3]) j += 3;
      else break;
    }
    const start = tokens[i]!.start;
    const end = tokens[j]!.end;
    const text = question.slice(start, end).replace(/['’]s$/, "");
    if (!best || j - i + 1 >= best.value.split(/\s+/).length) best = { value: text, text, start, end };
    i = j;
  }
  return best;
}
