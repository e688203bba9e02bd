import { askedNoun } from "./answer-type";
import { LENGTH_UNIT, TIME_UNIT } from "./spans";

/**
 * Whether an answer is the kind of thing asked, read from the answer's own words: a height carries a unit of length,
 * a head count's number carries no unit of length, area, time or money, and a place asked as a city is not a name its
 * own words call a county.
 */

// "How tall is the tower?", "what is the height of …": a physical measure of length. ("How high did it chart?" and
// "the length of the film" ask a position and a duration.)
const ASKS_LENGTH =
  /\bhow\s+(?:tall|deep|wide|far)\b|\b(?:what|which)\s+(?:is|was|are|were)\s+the\s+(?:[\p{L}-]+\s+){0,2}?(?:height|elevation|depth|width|distance|altitude)\b/iu;
const HAS_LENGTH = new RegExp(
  `\\d[\\d,.]*\\s*(?:-\\s*)?${LENGTH_UNIT}\\b|\\b(?:storeys?|stor(?:y|ies)|floors?)\\b|\\d\\s*['′]`,
  "i",
);

// "What is the population of …", "how many people live …", "how many inhabitants": a count of people.
const ASKS_HEADCOUNT =
  /\b(?:what|which)\s+(?:is|was|are|were)\s+the\s+(?:[\p{L}\d-]+\s+){0,2}?population\b|\bhow\s+many\s+(?:people|persons|inhabitants|residents|citizens|employees|staff|workers)\b|\bhow\s+many\s+inhabitants?\b/iu;
// The unit right after a head count's number that it never carries: a length, an area, a time, money.
const NOT_A_HEADCOUNT = new RegExp(
  `^\\s*(?:-\\s*)?(?:${LENGTH_UNIT}|${TIME_UNIT}|km2|km²|acres?|hectares?|ha|sq|square|dollars?|euros?|pounds?|%|percent)\\b`,
  "i",
);
const MONEY_BEFORE = /[$€£¥]\s*$/;

// Place kinds a name carries as its last word ("Clay County", "Kansas City"): a settlement asked is no county, and a
// county asked is no settlement. (Other levels — district, region, prefecture — are named too loosely to judge.)
const PLACE_LEVEL: Record<string, string> = {
  city: "settlement",
  town: "settlement",
  village: "settlement",
  county: "county",
  parish: "county",
};

/** The unit a head count's first number carries: what follows it, or a currency sign before it. */
function countUnitMisfits(span: string): boolean {
  const m = /\d[\d,.]*(?:\s*(?:thousand|million|billion))?/i.exec(span);
  if (!m) return false;
  const at = m.index ?? 0;
  return MONEY_BEFORE.test(span.slice(0, at)) || NOT_A_HEADCOUNT.test(span.slice(at + m[0].length));
}

/** Why the answer is not the kind of thing the question asks for, or undefined when it may be. */
export function kindMisfit(question: string, span: string): string | undefined {
  if (!span) return undefined;
  if (ASKS_LENGTH.test(question) && /\d/.test(span) && !HAS_LENGTH.test(span))
    return `"${span}" gives no unit of length, and the question asks a measure`;
  if (ASKS_HEADCOUNT.test(question) && countUnitMisfits(span))
    return `"${span}" is a measure, and the question asks how many people`;
  // "Formed in which city?" is not answered by "Clay County, Missouri": the place's own name says it is a county.
  const noun = askedNoun(question)?.toLowerCase();
  const named = span.split(",")[0]!.trim().split(/\s+/);
  const last = named[named.length - 1]!;
  const kind = named.length > 1 && /^\p{Lu}/u.test(last) ? last.toLowerCase() : "";
  const asked = noun ? PLACE_LEVEL[noun] : undefined;
  const called = PLACE_LEVEL[kind];
  if (asked && called && asked !== called) return `"${span}" is a ${kind}, and the question asks a ${noun}`;
  return undefined;
}
