import { sentences, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import { COUNTRIES, countryNamed } from "./countries";
import { askedLevel, type Placed, type PlaceLevel, placesAt, usState } from "./place-levels";

/**
 * Where things come from and where people were born or died, read from their pages' words, for "the same …?" questions:
 * a nationality is its people's word ("American"), a country named is its people's word too ("in Norway" is
 * "Norwegian" where the sentence gives no people's word), a place is the name after "born in" / "died in".
 */

/**
 * The people's words of a sentence: its demonyms ("Italian"), else its countries' ("in Estonia" is "Estonian"), else
 * "American" for a US state it places something in.
 */
export function originsOf(sentence: string): Set<string> {
  const found = new Set((sentence.match(/\p{Lu}\p{Ll}+/gu) ?? []).filter(isPeoplesWord));
  // A country counts only where no people's word is given: "an American film shot in France" is American.
  if (found.size > 0) return found;
  for (const [country, people] of COUNTRY_PATTERNS) if (country.test(sentence)) found.add(people);
  // A US state placed, and no country named: "located Biddeford, Maine" is American.
  if (found.size === 0 && placesAt(sentence, "state").length > 0) found.add("American");
  return found;
}

// "born in the same city", "die in the same place", "the same birthplace", "located in the same neighborhood", and
// with no verb, "Are A and B in the same county?" / "Is A in the same state as B?" (where the thing is), the level's
// noun closing the question or followed by "as" ("in the same county championship" asks no place).
const SAME_PLACE = new RegExp(
  "\\b(born|died|die|located|situated|based)\\b.*\\bsame\\s+" +
    "(place|city|town|village|location|hometown|neighbou?rhood|district|area|region|province|state|county)\\b|" +
    "\\bsame\\s+(birthplace|place\\s+of\\s+(?:birth|death))\\b|" +
    "\\b(?:in|within)\\s+the\\s+same\\s+(city|town|village|county|state|province)\\b(?=\\s*(?:as\\b|[?,.]|$))",
  "iu",
);
// A verb before "in the same …" asks where something happened, not where the thing is: "founded in the same state"
// (its headquarters may have moved), "filmed in the same city", "played in the same city".
const VERB_BEFORE =
  /\b(?:\p{L}+ed|set|held|shot|made|built|run|won|sold|grown|play|plays|live|lives|work|works|study|compete|competes|move|moves)\s+(?:in|within)\s+the\s+same\b/iu;
const NAME = "\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:(?:of|upon|on|de|del|la|le)\\s+)?\\p{Lu}[\\p{L}'’.-]*)*";
const OPENING = 600;

export type PlaceEvent = "born" | "died" | "located";

/**
 * The place after "born … in" ("died … in", "located … in") in a page's opening: the first name after "in", same
 * sentence ("located at Varn Strait in Ölmekay neighborhood": Ölmekay).
 */
export function placeOf(text: string, event: PlaceEvent): string | undefined {
  const verb = event === "located" ? "(?:located|situated|based)" : event;
  const re = new RegExp(`\\b${verb}\\b[^.;]*?\\bin\\s+(?:the\\s+)?(${NAME})`, "u");
  const m = re.exec(text.slice(0, OPENING));
  return m?.[1]?.replace(/\.$/, "");
}

/**
 * Where a page says its subject was born or died (the words from the verb to the parenthesis, sentence or clause
 * closing them: "born April 13, 1943, in Baltimore, Maryland", not "… and grew up in Austin, Texas"; not "Texas-born"),
 * or is (its first sentence).
 */
function placeWindow(text: string, event: PlaceEvent): string {
  if (event === "located") return firstSentence(text);
  const at = new RegExp(`(?<![\\p{L}-])${event}\\b`, "u").exec(text.slice(0, OPENING));
  if (!at) return "";
  const rest = text.slice(at.index, at.index + 200);
  const end = /\)|;|\.\s+\p{Lu}\p{Ll}|\s+and\s+(?=\p{Ll})/u.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** A page's first sentence. */
const firstSentence = (text: string): string => sentences(text)[0]?.text ?? "";

/** Two places' names: the same when one holds the other's words, other when they share none. */
function compared(a: string, b: string): "same" | "other" | undefined {
  const [x, y] = [terms(a), terms(b)];
  if (x.every((t) => y.includes(t)) || y.every((t) => x.includes(t))) return "same";
  return x.some((t) => y.includes(t)) ? undefined : "other";
}

/**
 * Two places read at one level: other when their names differ, or the places holding them do ("Orange County,
 * California" and "Orange County, Florida"); the same when both name and holder agree. A county whose holder a page
 * does not give is no sure match (many states have a Washington County); a city named with its country on one page
 * only ("Turin", "Turin, Italy") is taken for one.
 */
function comparedAt(a: Placed, b: Placed, level: PlaceLevel): "same" | "other" | undefined {
  const name = compared(a.name, b.name);
  if (name !== "same") return name;
  if (a.within && b.within) return compared(a.within, b.within);
  return level === "county" ? undefined : "same";
}

/**
 * "Were A and B born in the same city?", "Are A and B in the same county?": yes when both pages give the same place
 * (one name holding the other's words: "Rome" and "Rome, Italy"), no when their names share no word and neither page's
 * opening names the other's place (a place "in Trastevere, Rome" is no other place than "Rome"); undefined when a page
 * gives none or they overlap. A county, state, province or city asked is read at that level (place-levels.ts: "a town in
 * Sullivan County, New Hampshire"); where a page gives no place of the level, the same town still answers "yes" and two
 * towns answer a county or state asked nothing.
 */
export function samePlace(question: string, texts: string[]): "yes" | "no" | undefined {
  const m = SAME_PLACE.exec(question);
  if (!m || texts.length !== 2 || (m[4] && VERB_BEFORE.test(question))) return undefined;
  const asked = (m[1] ?? m[3] ?? "").toLowerCase();
  const event: PlaceEvent = /^die|death/.test(asked) ? "died" : /born|birth/.test(asked) ? "born" : "located";
  const level = askedLevel(m[2] ?? m[4] ?? "");
  const openings = texts.map((t) => new Set(terms(t.slice(0, OPENING))));
  const namedByOther = (places: string[]) =>
    terms(places[0]!).every((t) => openings[1]!.has(t)) || terms(places[1]!).every((t) => openings[0]!.has(t));
  if (level) {
    const at = texts.map((t) => placesAt(placeWindow(t, event), level, t));
    if (at.every((found) => found.length === 1)) {
      const [a, b] = at.map((found) => found[0]!) as [Placed, Placed];
      const verdict = comparedAt(a, b, level);
      if (verdict === "same") return "yes";
      // (A page naming the other's place may hold it: "Laleli, Fatih, Istanbul". Two places of one name differ by
      // their holders, so those are what a page must not name: "Orange County, Florida" against "…, California".)
      const byHolder = compared(a.name, b.name) === "same";
      const named = byHolder ? [a.within!, b.within!] : [a.name, b.name];
      return verdict === "other" && !namedByOther(named) ? "no" : undefined;
    }
    // A page placing its subject in two places of the level ("in Kent County and Ottawa County") answers nothing.
    if (at.some((found) => found.length > 1)) return undefined;
  }
  const places = texts.map((t) => placeOf(t, event));
  if (places.some((p) => !p)) return undefined;
  const verdict = compared(places[0]!, places[1]!);
  // One town's name in two pages answers a larger level only where both put it in one state ("Tysons Corner …,
  // Virginia" twice), not "Springfield" against "Springfield, Illinois".
  if (verdict === "same" && level && level !== "city") {
    const states = texts.map((t) => placesAt(placeWindow(t, event), "state", t));
    const one = states.every((x) => x.length === 1) && states[0]![0]!.name === states[1]![0]!.name;
    return one ? "yes" : undefined;
  }
  if (verdict === "same") return "yes";
  // Two towns can lie in one county: only a city (or a place of no level) asked is answered "no" by them.
  if (verdict !== "other" || (level && level !== "city")) return undefined;
  return namedByOther(places as string[]) ? undefined : "no";
}

// "… both based in California?", "… both in the United States?", "… both located in Michigan?": the place closing it.
// (Its verb too, when it has one.)
const BOTH_IN =
  /\bboth\s+(?:(located|based|situated|headquartered)\s+)?in\s+(?:the\s+)?([\p{L}.]+(?:\s+[\p{L}.]+){0,3})\s*[?.]?\s*$/iu;
// "Were both A and B born in Maryland?", "… both died in France?": a life's event asked of both, its place at the end.
const BOTH_BORN_IN = /\b(born|died)\s+in\s+(?:the\s+)?([\p{L}.]+(?:\s+[\p{L}.]+){0,3})\s*[?.]?\s*$/iu;
// A place's name ends where no letter and no capitalised word follows ("Kansas", not "Kansas City").
const NAME_END = "(?![\\p{L}]|\\s+\\p{Lu})";
// Countries a page may name for a place inside a larger one asked ("Cardiff, Wales" is in the United Kingdom).
const PART_OF: Record<string, string[]> = {
  British: ["English", "Scottish", "Welsh"],
};
// A country where a sentence places something (after "in", a comma or a parenthesis), not inside a longer name ("New
// South Wales", "New Mexico", "New England") nor as a topic ("the culture of Japan").
const COUNTRY_PLACED = COUNTRIES.map(
  ([country, people]) =>
    [new RegExp(`(?:\\bin\\s+(?:the\\s+)?|,\\s*|\\(\\s*)${country}${NAME_END}`, "u"), people] as const,
);

/**
 * The page puts its subject in another state or country than the one "both … in X?" asks ("a Minneapolis,
 * Minnesota-based distillery" for "both based in California?", "located in Tenerife (Canary Islands, Spain)" for "both
 * in the United States?"): its first sentence places it in exactly one, another, and not in one inside the one asked.
 */
export function placedElsewhere(question: string, text: string): boolean {
  const q = question.trim();
  const both = BOTH_IN.exec(q) ?? (/\bboth\b/i.test(q) ? BOTH_BORN_IN.exec(q) : null);
  const asked = both?.[2];
  if (!asked) return false;
  const state = usState(asked);
  const country = countryNamed(asked);
  // "Pizza Hut … founded in Wichita, Kansas … It is based in Plano, Texas": a page saying the subject is based (the
  // question's own verb) in the place asked, or in a town of it, places it there, whatever its opening names first.
  // Right after the verb only: "based in Kansas City, Missouri, across the line from Kansas" is not in Kansas, and
  // "its distribution centre is located in Lawrence, Kansas" does not say where the company is based.
  const verb = both[1]?.toLowerCase();
  const spelled = state ?? country?.[0];
  const there =
    verb && spelled
      ? new RegExp(
          `\\b${verb}\\s+in\\s+(?:the\\s+)?(?:\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*)*,\\s*)?${escapeRegExp(spelled)}${NAME_END}`,
          "u",
        )
      : undefined;
  if (there?.test(text)) return false;
  // (Where a life's event is asked, the words saying where it happened: "born June 30, 1937 in Bunkie, Louisiana".)
  const opening = verb === "born" || verb === "died" ? placeWindow(text, verb) : firstSentence(text);
  if (state) {
    const states = placesAt(opening, "state", text);
    return states.length === 1 && states[0]!.name !== state;
  }
  const people = country?.[1];
  if (!people) return false;
  const named = new Set(COUNTRY_PLACED.filter(([re]) => re.test(opening)).map(([, p]) => p));
  if (named.size !== 1) return false;
  const [other] = [...named] as [string];
  return other !== people && !PART_OF[people]?.includes(other) && !PART_OF[other]?.includes(people);
}

// People's words of countries not listed above, and of former states a biography may give ("Ottoman", "Soviet").
const MORE_PEOPLES =
  "Kenyan Ethiopian Ghanaian Moroccan Algerian Tunisian Senegalese Ugandan Tanzanian Zimbabwean Cameroonian " +
  "Peruvian Venezuelan Bolivian Ecuadorian Uruguayan Paraguayan Jamaican Haitian Lebanese Syrian Iraqi Saudi " +
  "Jordanian Afghan Bangladeshi Nepalese Burmese Malaysian Singaporean Mongolian Tibetan Kazakh Uzbek Armenian " +
  "Azerbaijani Serbian Croatian Bosnian Slovenian Slovak Bulgarian Albanian Macedonian Montenegrin Belarusian " +
  "Moldovan Cypriot Maltese Luxembourgish Persian Arab Ottoman Soviet Yugoslav Prussian Czechoslovak Flemish " +
  "Catalan Basque Welsh Scots Hispanic Latino Filipina Kiwi Icelander Qatari Emirati Kuwaiti Omani Yemeni Libyan " +
  "Sudanese Somali Rwandan Congolese Angolan Mozambican Namibian Zambian Malawian Botswanan Panamanian " +
  "Guatemalan Honduran Salvadoran Nicaraguan Dominican Bahamian Barbadian Trinidadian Fijian Samoan Tongan";

const PEOPLES = new Set([
  ...COUNTRIES.flatMap(([, people]) => people.split(/\s+/).slice(-1)),
  ...MORE_PEOPLES.split(/\s+/),
]);

/**
 * A nationality's word ("Italian", "Kenyan"), from a closed list: a word merely ending like one ("Olympic", "Ryan",
 * "Church", "Catholic") is none.
 */
export function isPeoplesWord(word: string): boolean {
  return PEOPLES.has(word);
}

/** Each country's pattern with its people's word, compiled once (every sentence of every side is read against them). */
const COUNTRY_PATTERNS = COUNTRIES.map(([country, people]) => [new RegExp(`\\b${country}\\b`), people] as const);
