import { askedNoun } from "./answer-type";

/**
 * Whether an answer is the kind of thing asked, read from the answer's own words: a height carries a unit of length,
 * a head count carries no unit, and a place asked as a city is not a name its own words call a county.
 */

// "How tall is the tower?", "what is the height of …": a measure of length.
const ASKS_LENGTH =
  /\bhow\s+(?:tall|high|deep|wide|far)\b|\b(?:what|which)\s+(?:is|was|are|were)\s+the\s+(?:[\p{L}-]+\s+){0,2}?(?:height|length|elevation|depth|width|distance|altitude)\b/iu;
const LENGTH_UNIT =
  /\b(?:kilomet(?:er|re)s?|km|miles?|met(?:er|re)s?|m|feet|foot|ft|inch(?:es)?|centimet(?:er|re)s?|cm|millimet(?:er|re)s?|mm|yards?|yd|storeys?|stor(?:y|ies)|floors?|nautical)\b|\d(?:m|km|ft|cm|mm)\b|['′]/i;

// "What is the population of …", "how many people live …", "how many inhabitants": a count of people.
const ASKS_HEADCOUNT =
  /\bpopulation\b|\bhow\s+many\s+(?:people|persons|inhabitants|residents|citizens|employees|members|staff|workers|students|spectators|fans)\b|\bhow\s+many\b[^?]*\b(?:employ|live|lived|inhabit|attend|attended)\b|\binhabitants\b/i;
// A unit a head count never carries: a length, an area, a time, money, a share.
const NOT_A_HEADCOUNT =
  /\b(?:kilomet(?:er|re)s?|km|km2|miles?|met(?:er|re)s?|feet|ft|acres?|hectares?|ha|sq|square|years?|months?|days?|hours?|minutes?|seconds?|dollars?|euros?|pounds?)\b|[$€£¥%]/i;

// Place kinds a name carries as its last word ("Clay County", "Kansas City", "Liaoning Province"), by level: a town
// asked may be loosely called a city, but not a county.
const PLACE_LEVEL: Record<string, string> = {
  city: "settlement",
  town: "settlement",
  village: "settlement",
  municipality: "settlement",
  county: "county",
  parish: "county",
  district: "county",
  prefecture: "county",
  state: "state",
  province: "state",
  region: "state",
};

/** Why the answer is not the kind of thing the question asks for, or undefined when it may be. */
export function kindMisfit(question: string, span: string): string | undefined {
  if (!span) return undefined;
  if (ASKS_LENGTH.test(question) && /\d/.test(span) && !LENGTH_UNIT.test(span))
    return `"${span}" gives no unit of length, and the question asks a measure`;
  if (ASKS_HEADCOUNT.test(question) && /\d/.test(span) && NOT_A_HEADCOUNT.test(span))
    return `"${span}" is a measure, and the question asks how many people`;
  // "Formed in which city?" is not answered by "Clay County, Missouri": the place's own name says it is a county.
  const noun = askedNoun(question)?.toLowerCase();
  const named = span.split(",")[0]!.trim().split(/\s+/);
  const kind =
    named.length > 1 && /^\p{Lu}/u.test(named[named.length - 1]!) ? named[named.length - 1]!.toLowerCase() : "";
  const asked = noun ? PLACE_LEVEL[noun] : undefined;
  const called = PLACE_LEVEL[kind];
  if (asked && called && asked !== called) return `"${span}" is a ${kind}, and the question asks a ${noun}`;
  return undefined;
}
