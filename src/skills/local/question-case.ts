// A question typed in lower case ("who died first suslov or kirilenko") read with its names as the evidence writes
// them: the local engine's parses find names by their capitals, so an all-lower-case question would have none.
import { foldAccents, isStopword, stem } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import { CLOSED_WORDS, ENTITY_ROLE, kindOfNoun } from "./chain-words";
import { pageText, titleName } from "./page-title";

// Apostrophes left out of a question word ("whos older", "whats the population"): the word and its "is".
const CONTRACTED = /\b(who|what|where|when|how)s\b/gi;

// A word, its possessive apart ("airport's" is "airport" for its case); "o'neill" stays one word.
const WORD = /[\p{L}\p{N}]+(?:['’](?!s\b)[\p{L}]+)?/gu;

/** A text's capitals say nothing at its start, or a sentence's: "The" and "Suslov" both have one there. */
const SENTENCE_START = /(?:^|[.!?:;]["'”’)]?\s+|\n\s*)$/;

const fold = (w: string) => foldAccents(w.toLowerCase());

interface Written {
  title?: string | undefined;
  text: string;
}

/**
 * How the evidence writes each of some words: its capitalised spellings (counted), and how often it writes the word
 * or another form of it in lower case ("died" for "die"). A title is a name throughout; in a text a capital at a
 * sentence's start counts only in a run of them ("Nella Vask (1902–1982) was …"), since every sentence's first word
 * has one.
 */
function writtenForms(keys: Set<string>, passages: Written[]) {
  const capitals = new Map<string, Map<string, number>>();
  const lower = new Map<string, number>();
  // Each key's forms: its inflections ("die": "dies", "died"), and words of the same stem.
  const forms = new Map<string, string>();
  for (const k of keys)
    for (const f of [k, `${k}s`, `${k}es`, `${k}d`, `${k}ed`, `${k}ing`, `${k.replace(/e$/, "")}ing`]) forms.set(f, k);
  const stems = new Map([...keys].map((k) => [stem(k), k]));
  const count = (text: string, title: boolean) => {
    for (const m of text.matchAll(WORD)) {
      const w = m[0];
      if (!/^\p{Lu}/u.test(w)) {
        const key = w === w.toLowerCase() ? (forms.get(fold(w)) ?? stems.get(stem(fold(w)))) : undefined;
        if (key) lower.set(key, (lower.get(key) ?? 0) + 1);
        continue;
      }
      const key = fold(w);
      if (!keys.has(key)) continue;
      const at = m.index ?? 0;
      const initial = SENTENCE_START.test(text.slice(Math.max(0, at - 4), at));
      if (initial && !title && !/^\s+\p{Lu}/u.test(text.slice(at + w.length))) continue;
      const spelled = capitals.get(key) ?? new Map<string, number>();
      capitals.set(key, spelled.set(w, (spelled.get(w) ?? 0) + 1));
    }
  };
  for (const p of passages) {
    count(p.title ?? "", true);
    count(p.text, false);
  }
  return { capitals, lower };
}

/**
 * A page's title of two words or more, typed in lower case, is that name as the page writes it: "total recall" is
 * "Total Recall", though the evidence writes "total" and "recall" as words more often than as names.
 */
function byTitles(question: string, passages: Written[]): string {
  let out = question;
  for (const p of passages) {
    // (A leading article stays as typed: "the family man" → "the Family Man".)
    const title = titleName(p.title ?? "").replace(/^(?:the|an?)\s+/i, "");
    const words = title.split(/\s+/);
    // Two words of its own at least, neither a small word nor a kind or relation ("The Band", "The Big City", "In the
    // World" are phrases too).
    const own = words.filter((w) => !isStopword(w.toLowerCase()) && !isRelation(w.toLowerCase()));
    if (own.length < 2 || !/^\p{Lu}/u.test(title)) continue;
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(title.toLowerCase())}(?![\\p{L}\\p{N}])`, "gu"),
      title,
    );
  }
  return out;
}

/** A noun the parses read as a relation or a kind ("governor", "director", "state", "airport"): a name only where the
 * evidence writes it on after the name's other words ("Yingkou Lanqi Airport"), though it writes "Governor of …". */
const isRelation = (word: string) => kindOfNoun(word) !== "entity" || ENTITY_ROLE.test(word);

/** A question typed in lower case, names and all: no capital at all ("What year did the war end?" is typed as
 * written, its capital where a sentence starts). */
export const typedLowercase = (question: string) => !/\p{Lu}/u.test(question);

/**
 * The question as written: apostrophe-less question words spelled out ("whos" → "who is"); and, when the question is
 * all in lower case, each word the evidence writes as a name more often than as a word ("suslov" → "Suslov", "nba" →
 * "NBA"; not "composer", nor "die" that the evidence writes "died") in the evidence's spelling, and its first letter
 * a capital. A relation noun ("airport") is a name's only where the evidence writes it on after the name's words. A
 * question with capitals of its own is left as its writer cased it.
 */
export function asWritten(question: string, passages: Written[]): string {
  const spelled = question.replace(CONTRACTED, (_, w: string) => `${w} is`);
  if (!typedLowercase(spelled) || passages.length === 0) return spelled;
  const keys = new Set([...spelled.matchAll(WORD)].map((m) => fold(m[0])).filter((k) => !isStopword(k)));
  const { capitals, lower } = writtenForms(keys, passages);
  const said = passages.map(pageText).join("\n");
  let before = "";
  const cased = byTitles(spelled, passages).replace(WORD, (w) => {
    const key = fold(w);
    const forms = capitals.get(key);
    const best = forms && [...forms.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const named =
      !!best &&
      !isStopword(key) &&
      !CLOSED_WORDS.test(w) &&
      (isRelation(w)
        ? /^\p{Lu}/u.test(before) && said.includes(`${before} ${best}`)
        : [...forms.values()].reduce((a, b) => a + b, 0) > (lower.get(key) ?? 0));
    const out = named ? best : w;
    before = out;
    return out;
  });
  return cased.replace(/^\s*\p{Ll}/u, (c) => c.toUpperCase());
}
