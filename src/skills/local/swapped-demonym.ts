// "Who founded the American synthpop project that released 'Puss N' Boots'?" is not answered from the page saying
// "Kon Kan is a Canadian synthpop project": the evidence puts another country's word before the very noun the
// question describes by its own, and never says the question's. (Only countries' words from countries.ts, and only
// where both differ in country: "English" and "British" say one thing; "Canadian-American" says "American" too.)
import { isStopword, sentences } from "../../text/analyze";
import { escapeRegExp, wholeWord } from "../../text/regex";
import { kindOfNoun } from "./chain-words";
import { COUNTRIES } from "./countries";

const PEOPLES = [...new Set(COUNTRIES.map(([, people]) => people).filter((p) => !/\s/.test(p)))];
export const PEOPLE = PEOPLES.join("|");
/** The words of the United Kingdom's peoples, which a page and a question may use for one another. */
const BRITISH = new Set(["British", "English", "Scottish", "Welsh", "Irish"]);
export const sameCountry = (a: string, b: string) => a === b || (BRITISH.has(a) && BRITISH.has(b));

/**
 * The question's country word and the lower-case noun it describes ("American synthpop project" → project); not half
 * of a compound ("Canadian-American actor" says both).
 */
const DESCRIBED = new RegExp(
  `(?<![\\p{L}]-)\\b(${PEOPLE})\\b(?!-)\\s+((?:\\p{Ll}[\\p{Ll}-]*\\s+){0,2}\\p{Ll}[\\p{Ll}-]{3,})\\b`,
  "gu",
);

/** A sentence opening on a possessive: "Its rival is …", "His wife was …" (its subject is someone else). */
const POSSESSIVE_OPENING = /^\s*(?:its|his|her|their|our|my)\b/i;
/** A whole country's word: "Canadian". */
const IS_PEOPLE = new RegExp(`^(?:${PEOPLE})$`, "u");
/** Names and titles a question gives: "'Puss N' Boots'" (quoted), "Ungod", "Lucky to Be Alive" (not its opening word). */
const QUOTED_TITLE = /["“‘']([^"”’']{3,60})["”’']/gu;
const GIVEN_NAME = /(?<!^\s*)\b\p{Lu}[\p{L}'’.-]{2,}(?:\s+(?:(?:to|of|the|a|and|in|on|be)\s+)?\p{Lu}[\p{L}'’.-]*)*/gu;

/** A copula and an article just before a phrase: "… is a 1994 ". */
const COPULA_BEFORE =
  /\b(?:is|was|are|were)\s+(?:(?:also|now|once|still|originally)\s+)?(?:an?|the)\s+(?:[\p{L}\d'’-]+\s+){0,3}$/iu;

/**
 * Whether a country's phrase describes the sentence's own subject, given the sentence up to it: "Vell Kan is a
 * Canadian synthpop project", "Canadian actor Tom Hale starred …" (or the name before it, "Tom Hale, a Canadian
 * actor"); not someone else in it ("… opposite Canadian actor Ada Vell", "covered by Irish singer Tom
 * Hale", "Its rival is the Italian fashion house …").
 */
const describesSubject = (before: string) =>
  /^\s*(?:(?:the|a|an)\s+)?$/i.test(before) ||
  // (An apposition describes the name it follows: "Dunmere stars Tom Hale, a Canadian actor".)
  /\p{Lu}[\p{L}'’.-]*,\s+(?:an?|the)\s+(?:[\p{L}\d'’-]+\s+){0,3}$/u.test(before) ||
  // (A copula's: "Second Best is a 1994 British film", "PepsiCo, Inc. is an American multinational".)
  (COPULA_BEFORE.test(before) && !POSSESSIVE_OPENING.test(before));

/**
 * Whether the phrase describes the thing the page is about, given the sentence before and after it: its subject, or a
 * reference to it ("In 1992 the Danish goalkeeper won …"), or a title before the name asked about (`about`: the answer
 * or the bridge, "… awarded to Danish goalkeeper Tom Hale"); not a title before another name ("… opposite Canadian
 * actor Ada Vell", "covered by Irish singer Tom Hale"), nor the predicate of a possessive's subject ("Its rival is …").
 * A sentence holding a name or title the question gives is about the thing the question describes (`anchored`): "…
 * recorded by the Canadian synthpop project Kon Kan" on the page of "Puss N' Boots", "Ungod is the debut album … by
 * the American industrial rock band Stabbing Westward".
 */
const describes = (before: string, after: string, about?: string, anchored = false) =>
  describesSubject(before) ||
  // (The name asked about earlier in the sentence: "Its star, Tom Hale, is a Canadian actor.")
  (!!about && before.includes(about) && COPULA_BEFORE.test(before)) ||
  (/^\s+["“]?\p{Lu}/u.test(after)
    ? anchored || (!!about && after.trimStart().replace(/^["“]/, "").startsWith(about))
    : !POSSESSIVE_OPENING.test(before));

/**
 * Why the cited pages describe the question's noun as another country's, or undefined. `about` is the name read as the
 * answer (or the hop's bridge), whose own title counts: "Canadian actor Tom Hale" describes Tom Hale.
 */
export function swappedDemonym(question: string, texts: string[], about?: string): string | undefined {
  const all = texts.join("\n");
  // (The pages' sentences, split once when a noun is checked.)
  let said: string[] | undefined;
  // (The names and titles the question gives, read once when a sentence is checked; not a country's word.)
  let given: string[] | undefined;
  for (const m of question.matchAll(DESCRIBED)) {
    const asked = m[1]!;
    const words = m[2]!.split(/\s+/);
    // The noun phrase ends before a function word or a verb's past ("American actor starred in …": actor).
    const cut = words.findIndex((w) => isStopword(w) || /\p{Ll}{3}ed$/u.test(w));
    const noun = (cut < 0 ? words : words.slice(0, cut)).at(-1);
    if (!noun || wholeWord(asked).test(all)) continue;
    // (The question asks for a person by the noun, "Which American actor …": the one described is the answer, and
    // another actor a sentence names is someone else; "the Canadian rock singer who released …" is a bridge.)
    const asksTheNoun = kindOfNoun(noun) === "person" && /\b(?:which|what)\s+$/i.test(question.slice(0, m.index));
    const other = new RegExp(`\\b(${PEOPLE})\\s+(?:[\\p{L}-]+\\s+){0,2}?${escapeRegExp(noun)}\\b`, "gu");
    for (const s of (said ??= texts.flatMap((t) => sentences(t).map((x) => x.text)))) {
      given ??= [
        ...[...question.matchAll(QUOTED_TITLE)].map((q) => q[1]!),
        ...[...question.matchAll(GIVEN_NAME)].map((q) => q[0]).filter((n) => !IS_PEOPLE.test(n)),
      ];
      const anchored = !asksTheNoun && given.some((t) => s.includes(t));
      for (const o of s.matchAll(other))
        if (
          !sameCountry(asked, o[1]!) &&
          !ownWord(question, o[1]!, noun) &&
          describes(s.slice(0, o.index), s.slice(o.index + o[0].length), about, anchored)
        )
          return `the evidence says ${o[1]} ${noun} where the question says ${asked}`;
    }
  }
  return undefined;
}

/**
 * Whether the question says that country's word of the same noun itself, or as half of a compound ("Canadian-American
 * actor"): not "the French film" when the page's "French actor" is asked as "American actor".
 */
function ownWord(question: string, people: string, noun: string): boolean {
  const p = escapeRegExp(people);
  return new RegExp(
    `\\b${p}\\s+(?:[\\p{L}-]+\\s+){0,2}?${escapeRegExp(noun)}\\b|\\p{L}-${p}\\b|\\b${p}-\\p{L}`,
    "u",
  ).test(question);
}
