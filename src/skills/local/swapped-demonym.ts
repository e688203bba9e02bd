// "Who founded the American synthpop project that released 'Puss N' Boots'?" is not answered from the page saying
// "Kon Kan is a Canadian synthpop project": the evidence puts another country's word before the very noun the
// question describes by its own, and never says the question's. (Only countries' words from countries.ts, and only
// where both differ in country: "English" and "British" say one thing; "Canadian-American" says "American" too.)
import { isStopword, sentences } from "../../text/analyze";
import { escapeRegExp, wholeWord } from "../../text/regex";
import { COUNTRIES } from "./countries";

const PEOPLES = [...new Set(COUNTRIES.map(([, people]) => people).filter((p) => !/\s/.test(p)))];
const PEOPLE = PEOPLES.join("|");
/** The words of the United Kingdom's peoples, which a page and a question may use for one another. */
const BRITISH = new Set(["British", "English", "Scottish", "Welsh", "Irish"]);
const sameCountry = (a: string, b: string) => a === b || (BRITISH.has(a) && BRITISH.has(b));

/** The question's country word and the lower-case noun it describes ("American synthpop project" → project). */
const DESCRIBED = new RegExp(`\\b(${PEOPLE})\\s+((?:\\p{Ll}[\\p{Ll}-]*\\s+){0,2}\\p{Ll}[\\p{Ll}-]{3,})\\b`, "gu");

/** Why the cited pages describe the question's noun as another country's, or undefined. */
export function swappedDemonym(question: string, texts: string[]): string | undefined {
  const all = texts.join("\n");
  for (const m of question.matchAll(DESCRIBED)) {
    const asked = m[1]!;
    const words = m[2]!.split(/\s+/);
    // The noun phrase ends before a function word or a verb's past ("American actor starred in …": actor).
    const cut = words.findIndex((w) => isStopword(w) || /\p{Ll}{3}ed$/u.test(w));
    const noun = (cut < 0 ? words : words.slice(0, cut)).at(-1);
    if (!noun || wholeWord(asked).test(all)) continue;
    const other = new RegExp(`\\b(${PEOPLE})\\s+(?:[\\p{L}-]+\\s+){0,2}?${escapeRegExp(noun)}\\b`, "gu");
    for (const s of texts.flatMap((t) => sentences(t).map((x) => x.text)))
      for (const o of s.matchAll(other))
        if (!sameCountry(asked, o[1]!)) return `the evidence says ${o[1]} ${noun} where the question says ${asked}`;
  }
  return undefined;
}
