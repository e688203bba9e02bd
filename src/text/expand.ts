// Query expansion: other spellings of the question's own terms, learned from the corpus (acronyms and their long
// forms, src/text/acronyms.ts) or regular (numbers as words and digits). Expansion only adds; the question's own
// terms stay, and retrieval weighs the expanded search below the question's own (src/pipeline/retrieve.ts).
import { isStopword } from "./analyze";
import { numberSpellings } from "./number-words";

/** The longest phrase looked up (an acronym's long form rarely runs longer). */
const MAX_PHRASE_WORDS = 6;
/** At most this many lookups per question (D1 binds at most 100 parameters). */
const MAX_KEYS = 90;

const lowerWords = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** The question's words and phrases as the expansion table keys them (lower case, single spaces). */
export function expansionKeys(question: string): string[] {
  const words = lowerWords(question);
  const keys = new Set<string>();
  // A short form that is also a word ("IT", "US", "WHO") is the short form only where the question capitalises it:
  // "Is it true that …" asks nothing of information technology.
  const capitals = new Set(question.match(/\b\p{Lu}{2,}\b/gu)?.map((w) => w.toLowerCase()) ?? []);
  for (const w of words) if (!isStopword(w) || capitals.has(w)) keys.add(w);
  for (let n = 2; n <= MAX_PHRASE_WORDS; n++) {
    for (let i = 0; i + n <= words.length; i++) keys.add(words.slice(i, i + n).join(" "));
  }
  return [...keys].slice(0, MAX_KEYS);
}

/**
 * The expansions of a question: the learned spellings of its words and phrases, and numbers' other spellings
 * ("seven" → "7"), leaving out what the question already says.
 */
export function expansionTerms(question: string, learned: Map<string, string[]>): string[] {
  const said = ` ${lowerWords(question).join(" ")} `;
  const out = new Set<string>();
  for (const key of expansionKeys(question)) {
    for (const e of learned.get(key) ?? []) out.add(e);
  }
  for (const n of numberSpellings(question)) out.add(n);
  return [...out].filter((e) => !said.includes(` ${lowerWords(e).join(" ")} `));
}
