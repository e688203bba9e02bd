// A question typed in lower case ("who died first suslov or kirilenko") read with its names as the evidence writes
// them: the local engine's parses find names by their capitals, so an all-lower-case question would have none.
import { isStopword } from "../../text/analyze";
import { ENTITY_ROLES, kindOfNoun } from "./chain-words";

// Apostrophes left out of a question word ("whos older", "whats the population"): the word and its "is".
const CONTRACTED = /\b(who|what|where|when|how)s\b/gi;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** A text's capitals say nothing at its start, or a sentence's: "The" and "Suslov" both have one there. */
const SENTENCE_START = /(?:^|[.!?:;]["'”’)]?\s+|\n\s*)$/;

const fold = (w: string) =>
  w
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFC");

interface Written {
  title?: string | undefined;
  text: string;
}

/**
 * How the evidence writes each of some words: its capitalised spellings (counted), and how often in lower case. A
 * title is a name throughout; in a text a capital at a sentence's start counts only in a run of them ("Nella Vask
 * (1902–1982) was …"), since every sentence's first word has one.
 */
function writtenForms(keys: Set<string>, passages: Written[]) {
  const forms = new Map<string, { capital: Map<string, number>; lower: number }>();
  const count = (text: string, title: boolean) => {
    for (const m of text.matchAll(WORD)) {
      const key = fold(m[0]);
      if (!keys.has(key)) continue;
      const at = m.index ?? 0;
      const capital = /^\p{Lu}/u.test(m[0]);
      const initial = SENTENCE_START.test(text.slice(Math.max(0, at - 4), at));
      if (capital && initial && !title && !/^\s+\p{Lu}/u.test(text.slice(at + m[0].length))) continue;
      const f = forms.get(key) ?? { capital: new Map<string, number>(), lower: 0 };
      forms.set(key, f);
      if (capital) f.capital.set(m[0], (f.capital.get(m[0]) ?? 0) + 1);
      else if (m[0] === m[0].toLowerCase()) f.lower++;
    }
  };
  for (const p of passages) {
    count(p.title ?? "", true);
    count(p.text, false);
  }
  return forms;
}

/** A noun the parses read as a relation or a kind ("governor", "director", "state", "team"): never a name here,
 * though the evidence writes "Governor of Arkansas" and "Washington State". */
const ENTITY_ROLE = new RegExp(`^(?:${ENTITY_ROLES})$`, "i");
const isRelation = (word: string) => kindOfNoun(word) !== "entity" || ENTITY_ROLE.test(word);

/** A question with no capital after its first letter: typed in lower case, names and all. */
export const typedLowercase = (question: string) => !/\p{Lu}/u.test(question.trim().slice(1));

/**
 * The question as written: apostrophe-less question words spelled out ("whos" → "who is"); and, when the question is
 * all in lower case, each word the evidence writes as a name more often than as a word ("suslov" → "Suslov", "nba" →
 * "NBA", not "composer"; never a relation such as "governor") in the evidence's spelling, and its first letter a
 * capital. A question with capitals of its
 * own is left as its writer cased it.
 */
export function asWritten(question: string, passages: Written[]): string {
  const spelled = question.replace(CONTRACTED, (_, w: string) => `${w} is`);
  if (!typedLowercase(spelled) || passages.length === 0) return spelled;
  const keys = new Set([...spelled.matchAll(WORD)].map((m) => fold(m[0])).filter((k) => !isStopword(k)));
  const forms = writtenForms(keys, passages);
  const cased = spelled.replace(WORD, (w) => {
    const f = forms.get(fold(w));
    if (!f || isStopword(fold(w)) || isRelation(w)) return w;
    const capitals = [...f.capital.values()].reduce((a, b) => a + b, 0);
    if (capitals <= f.lower) return w;
    return [...f.capital.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  });
  return cased.replace(/^\s*\p{Ll}/u, (c) => c.toUpperCase());
}
