import { COUNTRIES } from "./countries";

/**
 * The place of one level (county, state, province, city) a passage puts something in, for "Are A and B in the same
 * county?": "a town in Sullivan County, New Hampshire" is in the county "Sullivan" of "New Hampshire" and in the state
 * "New Hampshire", "in Liaoning province of Northeast China" in the province "Liaoning", "an arena in Richmond,
 * Virginia" in the city "Richmond" of "Virginia". Only where the sentence places something: after "in" or a comma,
 * not a state inside a name ("Golden State Warriors", "University of Michigan") nor a person ("where Washington spent
 * his childhood"). (bridge-kind.ts ranks place nouns by size; here each level is read by its own words.)
 */

export type PlaceLevel = "city" | "county" | "state" | "province";

/** A place read at one level, with the larger place the sentence gives after it ("Orange County, Florida"). */
export interface Placed {
  name: string;
  within?: string;
}

/** The level a question's noun asks for ("town" and "village" are a city's level). */
export function askedLevel(noun: string): PlaceLevel | undefined {
  const n = noun.toLowerCase();
  if (n === "city" || n === "town" || n === "village") return "city";
  if (n === "county" || n === "state" || n === "province") return n;
  return undefined;
}

// The fifty states, a two-word name before the one-word name it holds ("West Virginia" before "Virginia").
export const US_STATES = [
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "South Carolina",
  "South Dakota",
  "West Virginia",
  "Rhode Island",
  ..."Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming".split(
    " ",
  ),
];

/** A US state's name, in any case ("california"), as the state's own spelling; undefined for any other words. */
export function usState(words: string): string | undefined {
  return US_STATES.find((s) => s.toLowerCase() === words.trim().toLowerCase());
}

// A capitalised word, and a run of them joined by spaces or hyphens ("Sanford-Lee"). A hyphen is never inside a word,
// so a run is read one way only (a long hyphenated run costs linear time, not exponential); a full stop is, where no
// space follows it ("D.C"), so a run ends with its sentence.
const WORD = "\\p{Lu}(?:[\\p{L}'’]|\\.(?!\\s))*";
const RUN = `${WORD}(?:(?:\\s+|-)${WORD})*`;
// Where a sentence places something: after "in" (perhaps "in southern", "in the north of"), or after a comma
// ("Pensford, Florida").
const PLACED =
  "(?:\\bin\\s+(?:the\\s+)?(?:(?:(?:north|south|east|west)(?:ern)?|central)\\s+(?:(?:part\\s+)?of\\s+)?)?|,\\s*)";
// A name's end: no letter, no capitalised word after it ("Michigan Stadium"), not "New York City" read as a state,
// not "Washington metropolitan area" nor "Washington, D.C.".
const ALONE = "(?!\\p{L}|\\s+\\p{Lu}|\\s+metropolitan|,?\\s*D\\.?\\s?C\\b)";
const STATE_NAMES = US_STATES.join("|");
const STATE = new RegExp(`${PLACED}(${STATE_NAMES})${ALONE}`, "gu");
const STATE_OF = new RegExp(`\\bin\\s+the\\s+state\\s+of\\s+(${RUN})`, "gu");
// A county or province only where the sentence places something too ("in Sullivan County", ", Fujian Province"), not
// "The County Ground" or "the Kent County Board".
const COUNTY = new RegExp(
  `${PLACED}(${RUN})\\s+County\\b(?:,\\s*(${STATE_NAMES})${ALONE})?|\\bin\\s+County\\s+(${WORD})`,
  "gu",
);
const PROVINCE = new RegExp(
  `${PLACED}(?:(${RUN})\\s+[Pp]rovince\\b(?:,?\\s+(?:of\\s+)?(${RUN}))?|[Pp]rovince\\s+of\\s+(${RUN})(?:,\\s*(${RUN}))?)`,
  "gu",
);
const COUNTRY_NAMES = COUNTRIES.map(([c]) => c).join("|");
// What follows "in" and is no city: a month ("born in June 1950"), a language or people ("in English"), a larger place.
const NOT_A_CITY = new RegExp(
  "^(?:January|February|March|April|May|June|July|August|September|October|November|December|" +
    `${COUNTRIES.map(([, people]) => people).join("|")}|${STATE_NAMES}|${COUNTRY_NAMES})$`,
  "u",
);
// "in Richmond, Virginia", "in the city of Turin, Italy", "in Ann Arbor": the first name after "in" that is a city,
// with the state or country the sentence gives after it; a name followed by another that is neither ("in Manhattan,
// New York City", "in Laleli, Fatih, Istanbul") is a part of a city, not one.
const CITY = new RegExp(
  `\\bin\\s+(?:the\\s+(?:city|town|village)\\s+of\\s+)?(${RUN})(?![\\p{L}'’.])(?!\\s+(?:County|[Pp]rovince|State|District|Region)\\b)(?:,\\s*(${STATE_NAMES}|${COUNTRY_NAMES})${ALONE}|(?!,\\s*\\p{Lu}))`,
  "gu",
);

// A state's name that is a country's too, and what tells the country: its capital, or its people named as people, on a
// page that names no United States and no other state ("Tbilisi, Georgia", "the Georgian language" are the country;
// "Atlanta, Georgia" and "a Georgian-style house in Augusta, Georgia" the state).
const COUNTRY_TOO: Record<string, RegExp> = {
  Georgia:
    /\bTbilisi\b|\bGeorgians\b|\bGeorgian\s+(?:people|language|capital|government|Orthodox|SSR|Soviet|national|politician|footballer|writer|poet|painter|singer|actor|actress|composer)\b/u,
};
const US_NAMED = /\bUnited\s+States\b|\bU\.\s?S\.|\bUSA?\b|\bAmericans?\b/u;

/** The page means the country, not the US state, by `state`'s name ("Georgia" on a page about a Georgian city). */
export function countryNotState(state: string, page: string): boolean {
  const country = COUNTRY_TOO[state];
  if (!country?.test(page) || US_NAMED.test(page)) return false;
  // (A page naming another state is a US page: "… across the river from North Augusta, South Carolina".)
  return ![...page.matchAll(STATE)].some((m) => m[1] !== state);
}

/**
 * The distinct places of `level` that `text` names, in order of first mention (several when the text names more than
 * one, none when it names none). Where `page` (the whole page `text` is read from) means a country by a state's name,
 * that name is no state ("Tbilisi, Georgia").
 */
export function placesAt(text: string, level: PlaceLevel, page = text): Placed[] {
  const found: Placed[] = [];
  const add = (name: string | undefined, within?: string) => {
    const n = name?.replace(/^(?:The|A|An)\s+/u, "").replace(/\.$/, "");
    const w = within?.replace(/\.$/, "");
    if (!n || found.some((f) => f.name === n && f.within === w)) return;
    found.push(w ? { name: n, within: w } : { name: n });
  };
  if (level === "state") {
    for (const m of text.matchAll(STATE)) if (!countryNotState(m[1]!, page)) add(m[1]);
    if (found.length === 0) for (const m of text.matchAll(STATE_OF)) add(m[1]);
  } else if (level === "county") {
    for (const m of text.matchAll(COUNTY)) add(m[1] ?? m[3], m[2]);
  } else if (level === "province") {
    for (const m of text.matchAll(PROVINCE)) add(m[1] ?? m[3], m[2] ?? m[4]);
  } else {
    const m = [...text.matchAll(CITY)].find((c) => !NOT_A_CITY.test(c[1]!));
    if (m) add(m[1], m[2]);
  }
  return found;
}
