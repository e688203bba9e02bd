// "How many Liberty ships did the Kaiser Shipyards build?" is not answered by "The Kaiser Shipyards were seven major
// shipbuilding yards": the number there counts yards. A count answers a how-many question where it counts the noun
// asked (or a word for the same things: "clubs" for teams, "tracks" for songs); a number written with another noun
// counts something else when the sentence says what its subject is ("… were seven … yards") or the pages have a word
// for the asked things elsewhere ("two non-Tree albums: … and the single …" is no count of singles).
import { isStopword, terms } from "../../text/analyze";
import { CARDINAL } from "../../text/number-words";
import { CLOSED_WORDS, kindOfNoun } from "./chain-words";
import { howManyPhrase } from "./span-fit";

/**
 * The plural noun a "how many …" question counts, as written: "how many Liberty ships did …" → "ships". Not "times"
 * (how often), nor a phrase with none ("how many people").
 */
export function countedNoun(question: string): string | undefined {
  // The first plural of its first three words: "how many main characters take turns narrating the series The
  // Chronicles is …" counts characters.
  const noun = howManyPhrase(question)
    ?.trim()
    .split(/\s+/)
    .slice(0, 3)
    .map((w) => w.toLowerCase())
    .find((w) => /^\p{Ll}+[^s]s$/u.test(w));
  return noun && noun !== "times" ? noun : undefined;
}

/** A count of people asked by its measure or as people: "the population of", "attendance", "how many people". */
const PEOPLE_ASKED = /\b(?:population|attendance|enrol?ment|how\s+many\s+(?:people|persons|inhabitants|residents))\b/i;

/** Plurals of things a place or an event has, never people: what a number counting them counts is no population. */
const THINGS = new Set(
  terms(
    "churches schools households houses homes buildings stages concerts shows performances events matches games " +
      "stations stores shops branches offices hospitals villages towns districts parishes counties teams clubs songs " +
      "tracks albums films books episodes rooms floors storeys acres hectares miles kilometres years days seasons",
  ),
);

/** Nouns that count people: one counted by another ("members" as "musicians") is still a count of people. */
const PEOPLE =
  /^(?:people|persons|individuals|inhabitants|residents|citizens|members|employees|workers|staff|soldiers|troops|students|pupils|players|musicians|passengers|spectators|fans|visitors|attendees|children|men|women|adults|survivors|victims|casualties|deaths|crew|crewmen|personnel)$/;
const countsPeople = (noun: string) => PEOPLE.test(noun) || kindOfNoun(noun.replace(/s$/, "")) === "person";

/**
 * Count nouns that name the same things: a page may count teams as clubs, songs as tracks, floors as stories, films
 * as pictures. (Not words that are also verbs a sentence may hold: "records", "releases", "works".)
 */
const SAME_THINGS = [
  "teams clubs franchises",
  "songs tracks singles",
  "floors stories storeys",
  "titles championships trophies cups crowns",
  "novels books",
  "films movies pictures",
  "countries nations",
  "episodes instalments installments",
  "rooms suites",
  "seats spectators capacity",
  "albums LPs",
  "copies units sales records",
  "games fixtures",
  "awards prizes honors honours",
  "ships vessels",
].map((g) => new Set(terms(g)));
export const sameThings = (a: string, b: string) => a === b || SAME_THINGS.some((g) => g.has(a) && g.has(b));

/** A number, in digits or in words ("seven", "twenty-one", "dozen"). */
// (From two: "one" counts nothing here; a hyphened word stays the number's, "seven-year".)
const NUMBER = new RegExp(
  `(?<![\\p{L}\\d])(?:\\d[\\d,.]*|(?!one\\b)(?:${CARDINAL}|hundred|dozen)(?:-\\p{Ll}+)?)(?![\\p{L}\\d])`,
  "iu",
);

/** Words that follow a count's noun without being it: "70 million records worldwide", "2,850 km long". */
const AFTER_NOUN =
  /^(?:worldwide|globally|long|tall|wide|high|deep|old|total|overall|combined|each|apiece|annually|respectively|alone|altogether|more|less|million|billion|thousand|hundred)$/;

/**
 * The noun a number in `text` is written with: the last of the lower-case words right after it, up to a function
 * word or a preposition ("7 times after …"), a participle, a word that follows a noun ("worldwide") or a mark
 * ("seven major shipbuilding yards located …" → "yards"). Undefined when none follows, when a capitalised word or an
 * abbreviation goes on the phrase ("13 studio LPs", "1,214 sq mi"), or when it is a unit ("km").
 */
function nounAfterNumber(text: string): string | undefined {
  const at = NUMBER.exec(text);
  if (!at) return undefined;
  const words: string[] = [];
  for (const w of text.slice((at.index ?? 0) + at[0].length).split(/(?=[,.;:()])|\s+/)) {
    if (!w) continue;
    if (/^\p{Lu}/u.test(w) && !isStopword(w.toLowerCase())) return undefined;
    if (!/^\p{Ll}[\p{L}-]+$/u.test(w) || isStopword(w) || CLOSED_WORDS.test(w) || /(?<!ing)ed$/.test(w)) break;
    if (AFTER_NOUN.test(w) && words.length > 0) break;
    if (words.length === 4) break;
    words.push(w);
  }
  // (A word ending in -ing may be a noun's modifier, "shipbuilding yards", but is no head of its own.)
  while (words.length > 0 && /ing$/.test(words.at(-1)!)) words.pop();
  const noun = words.at(-1);
  return noun && noun.length > 3 && !AFTER_NOUN.test(noun) ? noun : undefined;
}

/** "The Kaiser Shipyards were seven major shipbuilding yards": the number says what the sentence's subject is. */
const SAYS_WHAT = /\b(?:is|are|was|were|compris(?:e|es|ed)|consist(?:s|ed)? of)\s+(?:\p{Ll}+\s+){0,2}$/u;

/**
 * Why `span`, read from `holding` (the sentences of the cited pages that hold it), counts another thing than the
 * question: its number is written with another noun (none of the same things), the asked one not said of it within
 * its clause, and either the sentence says what its subject is by the number or `pages` (the cited pages' texts) say
 * the asked noun elsewhere. People counted by another person noun ("members" as "musicians") are still people.
 */
export function countsOther(
  question: string,
  span: string,
  holding: string[],
  pages: string[] = holding,
): string | undefined {
  // A rate ("How many API calls per second …") is counted in its unit's own words ("1,000 requests per second").
  if (/\bper\b/i.test(question)) return undefined;
  // "What was the population of …?", "How many people attended …?": a count of people, asked by its measure.
  const counted = countedNoun(question);
  const measure = !counted && PEOPLE_ASKED.test(question);
  const asked = counted ?? (measure ? "people" : undefined);
  const askedTerm = asked ? terms(asked)[0] : undefined;
  if (!asked || !askedTerm || holding.length === 0) return undefined;
  const elsewhere = pages.some((p) => terms(p).some((t) => sameThings(t, askedTerm)));
  // "How many students attend X?" is not answered by the "3" of an address ("Pragatinagar – 3, Nawalparasi") on a page
  // that never speaks of students: a bare number counts what its pages say is counted.
  // (People are counted by a population too: "its population was 2,000" answers how many people live there.)
  const fromSpan = (s: string) => s.slice(Math.max(0, s.indexOf(span)));
  // ("a 12-screen theater": the noun joined by a hyphen is the count's.)
  const bare = holding.every((s) => !nounAfterNumber(fromSpan(s)) && !/^\d[\d,.]*-\p{L}/u.test(fromSpan(s)));
  const people = countsPeople(asked) && pages.some((p) => /\b(?:population|inhabitants|residents|people)\b/i.test(p));
  // (Not for people asked by a measure or as "people": seats, a crowd, a capacity count them in words this list may lack.)
  if (bare && !elsewhere && !people && !measure) return `the pages never say how many ${asked}`;
  for (const s of holding) {
    const at = Math.max(0, s.indexOf(span));
    const from = fromSpan(s);
    const noun = nounAfterNumber(from);
    const term = noun ? terms(noun)[0] : undefined;
    // "retries a failed delivery up to 7 times": "times" counts how often the clause's verb happened, which the
    // question may name as a noun ("how many automatic retries").
    if (!noun || !term || sameThings(term, askedTerm) || /^(?:times|occasions)$/.test(noun)) continue;
    // The asked noun said of the same number, a few words on in its clause: "40 hulls, all of them cargo ships" (not
    // "two albums: Purple Lane and the single …").
    const clause = from.split(/[:;.()]/)[0]!;
    if (terms(clause.split(/\s+/).slice(0, 9).join(" ")).some((t) => sameThings(t, askedTerm))) continue;
    if (countsPeople(noun) && countsPeople(asked)) continue;
    // A people-measure is not answered by a number counting things ("It has 12 churches"; "50,000 supporters" and "812
    // souls" are people, in words no list holds, so only things known as such count).
    if (!SAYS_WHAT.test(s.slice(0, at)) && !elsewhere && !(measure && THINGS.has(term))) continue;
    return `the number there counts ${noun}, and the question asks how many ${asked}`;
  }
  return undefined;
}
