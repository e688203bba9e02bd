/**
 * The place of one level (county, state, province, city) a passage puts something in, for "Are A and B in the same
 * county?": "a town in Sullivan County, New Hampshire" is in the county "Sullivan" and the state "New Hampshire", "in
 * Liaoning province of Northeast China" in the province "Liaoning", "an arena in Richmond, Virginia" in the city
 * "Richmond".
 */

export type PlaceLevel = "city" | "county" | "state" | "province";

/** The level a question's noun asks for ("town" is a city's level, a township a town's). */
export function levelOf(noun: string): PlaceLevel | undefined {
  const n = noun.toLowerCase();
  if (n === "city" || n === "town" || n === "village") return "city";
  if (n === "county" || n === "state" || n === "province") return n;
  return undefined;
}

// The fifty states, a two-word name before the one-word name it holds ("West Virginia" before "Virginia").
const US_STATES = [
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

const NAME_WORD = "\\p{Lu}[\\p{L}'’.-]*";
// A state's name standing alone: not the tail of a longer name ("North Florida", "University of Michigan") nor the head
// of one ("Michigan Stadium", "Virginia Commonwealth University", "Washington metropolitan area", "Washington, D.C.").
const STATE = new RegExp(
  `(?<!${NAME_WORD}\\s+(?:of\\s+)?)\\b(${US_STATES.join("|")})\\b(?!\\s+\\p{Lu}|\\s+metropolitan|,?\\s+D\\.\\s?C\\.)`,
  "gu",
);
const NAME_RUN = `${NAME_WORD}(?:[\\s-]+${NAME_WORD})*`;
const COUNTY = new RegExp(`(${NAME_RUN})\\s+County\\b|\\bin\\s+County\\s+(${NAME_WORD})`, "gu");
const PROVINCE = new RegExp(`(${NAME_RUN})\\s+[Pp]rovince\\b|\\b[Pp]rovince\\s+of\\s+(${NAME_RUN})`, "gu");
const STATE_OF = new RegExp(`\\bstate\\s+of\\s+(${NAME_RUN})|(${NAME_RUN})\\s+State\\b`, "gu");
// "in Richmond, Virginia", "in the city of Yingkou", "in Ann Arbor": the first name after "in" that is no larger place.
const CITY = new RegExp(
  `\\bin\\s+(?:the\\s+(?:city|town|village)\\s+of\\s+)?(${NAME_RUN})(?!\\s+(?:County|[Pp]rovince|State|District|Region)\\b)`,
  "u",
);
const ARTICLE = /^(?:The|A|An)\s+/u;

/**
 * The distinct places of `level` that `text` names, in order of first mention (several when the text names more than
 * one, none when it names none).
 */
export function placesAt(text: string, level: PlaceLevel): string[] {
  const found: string[] = [];
  const add = (name: string | undefined) => {
    const n = name?.replace(ARTICLE, "").replace(/\.$/, "").trim();
    if (n && !found.includes(n)) found.push(n);
  };
  if (level === "state") {
    for (const m of text.matchAll(STATE)) add(m[1]);
    if (found.length === 0) for (const m of text.matchAll(STATE_OF)) add(m[1] ?? m[2]);
  } else if (level === "county") {
    for (const m of text.matchAll(COUNTY)) add(m[1] ?? m[2]);
  } else if (level === "province") {
    for (const m of text.matchAll(PROVINCE)) add(m[1] ?? m[2]);
  } else {
    // A state is no city ("born in Michigan").
    const first = CITY.exec(text)?.[1];
    if (first && !US_STATES.includes(first)) add(first);
  }
  return found;
}
