import { sentences, terms } from "../../text/analyze";
import { levelOf, placesAt, usState } from "./place-levels";

/**
 * Where things come from and where people were born or died, read from their pages' words, for "the same …?" questions:
 * a nationality is its people's word ("American"), a country named is its people's word too ("in Norway" is
 * "Norwegian" where the sentence gives no people's word), a place is the name after "born in" / "died in".
 */

/** The people's words of a sentence: its demonyms ("Italian") and its countries' ("in Estonia" is "Estonian"). */
export function originsOf(sentence: string): Set<string> {
  const found = new Set((sentence.match(/\p{Lu}\p{Ll}+/gu) ?? []).filter(isPeoplesWord));
  // A country counts only where no people's word is given: "an American film shot in France" is American.
  if (found.size > 0) return found;
  for (const [country, people] of COUNTRY_PATTERNS) if (country.test(sentence)) found.add(people);
  return found;
}

// "born in the same city", "die in the same place", "the same birthplace", "located in the same neighborhood", and
// with no verb, "in the same county" (where the thing is).
const SAME_PLACE = new RegExp(
  "\\b(born|died|die|located|situated|based)\\b.*\\bsame\\s+" +
    "(place|city|town|village|location|hometown|neighbou?rhood|district|area|region|province|state|county)\\b|" +
    "\\bsame\\s+(birthplace|place\\s+of\\s+(?:birth|death))\\b|" +
    "\\b(?:in|within)\\s+the\\s+same\\s+(city|town|village|county|state|province)\\b",
  "i",
);
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
 * Where a page says its subject was born or died (the words from the verb to the parenthesis or sentence closing them:
 * "born April 13, 1943, in Baltimore, Maryland"), or is (its first sentence).
 */
function placeWindow(text: string, event: PlaceEvent): string {
  if (event === "located") return firstSentence(text);
  const at = new RegExp(`\\b${event}\\b`).exec(text.slice(0, OPENING));
  if (!at) return "";
  const rest = text.slice(at.index, at.index + 200);
  const end = /\)|;|\.\s+\p{Lu}\p{Ll}/u.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** A page's first sentence, whole though an abbreviation in a parenthesis ends a sentence early ("(est. 1912)"). */
function firstSentence(text: string): string {
  let out = "";
  for (const { text: sentence } of sentences(text)) {
    out = out ? `${out} ${sentence}` : sentence;
    if ((out.match(/\(/g) ?? []).length <= (out.match(/\)/g) ?? []).length) break;
  }
  return out;
}

/** Two places' names: the same when one holds the other's words, other when they share none. */
function compared(a: string, b: string): "same" | "other" | undefined {
  const [x, y] = [terms(a), terms(b)];
  if (x.every((t) => y.includes(t)) || y.every((t) => x.includes(t))) return "same";
  return x.some((t) => y.includes(t)) ? undefined : "other";
}

/**
 * "Were A and B born in the same city?", "Are A and B in the same county?": yes when both pages give the same place
 * (one name holding the other's words: "Rome" and "Rome, Italy"), no when their names share no word and neither page's
 * opening names the other's place (a place "in Trastevere, Rome" is no other place than "Rome"); undefined when a page
 * gives none or they overlap. A county, state or province asked is read at that level ("a town in Sullivan County, New
 * Hampshire"); two different towns are no answer there, the same town is.
 */
export function samePlace(question: string, texts: string[]): "yes" | "no" | undefined {
  const m = SAME_PLACE.exec(question);
  if (!m || texts.length !== 2) return undefined;
  const asked = (m[1] ?? m[3] ?? "").toLowerCase();
  const event: PlaceEvent = /^die|death/.test(asked) ? "died" : /born|birth/.test(asked) ? "born" : "located";
  const level = levelOf(m[2] ?? m[4] ?? "");
  const openings = texts.map((t) => new Set(terms(t.slice(0, OPENING))));
  const namedByOther = (places: string[]) =>
    terms(places[0]!).every((t) => openings[1]!.has(t)) || terms(places[1]!).every((t) => openings[0]!.has(t));
  if (level) {
    const at = texts.map((t) => placesAt(placeWindow(t, event), level));
    if (at.some((names) => names.length > 1)) return undefined;
    if (at.every((names) => names.length === 1)) {
      const places = at.map((names) => names[0]!);
      const verdict = compared(places[0]!, places[1]!);
      if (verdict === "same") return "yes";
      return verdict === "other" && !namedByOther(places) ? "no" : undefined;
    }
  }
  const places = texts.map((t) => placeOf(t, event));
  if (places.some((p) => !p)) return undefined;
  const verdict = compared(places[0]!, places[1]!);
  if (verdict === "same") return "yes";
  // Two towns can lie in one county: only a city (or a place of no level) asked is answered "no" by them.
  if (verdict !== "other" || (level && level !== "city")) return undefined;
  return namedByOther(places as string[]) ? undefined : "no";
}

// "… both based in California?", "… both in the United States?", "… both located in Michigan?": the place closing it.
const BOTH_IN =
  /\bboth\s+(?:(?:located|based|situated|headquartered)\s+)?in\s+(?:the\s+)?([\p{L}.]+(?:\s+[\p{L}.]+){0,3})\s*[?.]?\s*$/iu;

/**
 * The page puts its subject in another state or country than the one "both … in X?" asks ("a Minneapolis,
 * Minnesota-based distillery" for "both based in California?", "located in Tenerife (Canary Islands, Spain)" for "both
 * in the United States?"): its first sentence names exactly one, another, and never the one asked.
 */
export function placedElsewhere(question: string, text: string): boolean {
  const asked = BOTH_IN.exec(question.trim())?.[1];
  if (!asked) return false;
  const opening = firstSentence(text);
  const state = usState(asked);
  if (state) {
    const states = placesAt(opening, "state");
    return states.length === 1 && states[0] !== state;
  }
  const country = COUNTRIES.find(([c]) => c.toLowerCase() === asked.toLowerCase());
  if (!country) return false;
  const named = COUNTRIES.filter(([c]) => new RegExp(`\\b${c}\\b`).test(opening)).map(([, people]) => people);
  const peoples = new Set(named);
  return peoples.size === 1 && !peoples.has(country[1]);
}

// Countries a "both from …?" question names, with the word their pages use for their people.
export const COUNTRIES: [string, string][] = [
  ["United States of America", "American"],
  ["United States", "American"],
  ["USA", "American"],
  ["United Kingdom", "British"],
  ["UK", "British"],
  ["England", "English"],
  ["Scotland", "Scottish"],
  ["Wales", "Welsh"],
  ["Ireland", "Irish"],
  ["Canada", "Canadian"],
  ["Australia", "Australian"],
  ["New Zealand", "New Zealand"],
  ["France", "French"],
  ["Germany", "German"],
  ["Italy", "Italian"],
  ["Spain", "Spanish"],
  ["Portugal", "Portuguese"],
  ["Netherlands", "Dutch"],
  ["Belgium", "Belgian"],
  ["Sweden", "Swedish"],
  ["Norway", "Norwegian"],
  ["Denmark", "Danish"],
  ["Finland", "Finnish"],
  ["Russia", "Russian"],
  ["Poland", "Polish"],
  ["Japan", "Japanese"],
  ["China", "Chinese"],
  ["Korea", "Korean"],
  ["India", "Indian"],
  ["Mexico", "Mexican"],
  ["Brazil", "Brazilian"],
  ["Argentina", "Argentine"],
  ["Austria", "Austrian"],
  ["Switzerland", "Swiss"],
  ["Greece", "Greek"],
  ["Turkey", "Turkish"],
  ["Israel", "Israeli"],
  ["Egypt", "Egyptian"],
  ["South Africa", "South African"],
  ["Nigeria", "Nigerian"],
  ["Estonia", "Estonian"],
  ["Latvia", "Latvian"],
  ["Lithuania", "Lithuanian"],
  ["Ukraine", "Ukrainian"],
  ["Hungary", "Hungarian"],
  ["Czech Republic", "Czech"],
  ["Romania", "Romanian"],
  ["Iceland", "Icelandic"],
  ["Chile", "Chilean"],
  ["Colombia", "Colombian"],
  ["Cuba", "Cuban"],
  ["Pakistan", "Pakistani"],
  ["Iran", "Iranian"],
  ["Philippines", "Filipino"],
  ["Indonesia", "Indonesian"],
  ["Thailand", "Thai"],
  ["Vietnam", "Vietnamese"],
  ["South Korea", "South Korean"],
  ["Taiwan", "Taiwanese"],
];

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
