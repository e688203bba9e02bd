// "On which date is the American holiday during which Oranjegekte occurs celebrated?" is not answered from pages that
// never say the holiday is American (they place it in the Netherlands): a people's word, a country or a US state the
// question states is a premise, and the pages it is read from must state it, as premise-guards' yearUnstated asks of a
// year.
import { escapeRegExp } from "../../text/regex";
import { choiceOptions } from "./answer-type";
import { COUNTRIES } from "./countries";
import { NAME_WORD } from "./name-runs";
import { US_STATES } from "./place-levels";
import { sameCountry } from "./swapped-demonym";

/** What states each origin: a people's word by itself or its country's name, a country by its name or its people's. */
const STATED_BY = new Map<string, Set<string>>();
const add = (key: string, ...by: string[]) => {
  const set = STATED_BY.get(key) ?? new Set([key]);
  for (const b of by) set.add(b);
  STATED_BY.set(key, set);
};
// Other words pages write for a country or its people ("a U.S. startup", "a Philippine network", "a Persian poet").
const ALSO: Record<string, string[]> = {
  American: ["U.S.", "U.S.A.", "America"],
  Dutch: ["Holland"],
  Filipino: ["Philippine"],
  Iranian: ["Persian"],
  Chinese: ["Hong Kong"],
  Russian: ["Soviet"],
};
for (const [country, people] of COUNTRIES) {
  // (A people's word that is a country's name too, "New Zealand", states itself.)
  const peers = COUNTRIES.filter(([, p]) => sameCountry(p, people)).flatMap(([c, p]) => [c, p, ...(ALSO[p] ?? [])]);
  add(people, ...peers);
  add(country, ...peers);
}
// A US state says its country: "a band from Austin, Texas" is an American band.
add("American", ...US_STATES);
for (const state of US_STATES) add(state);

/** Every origin as a whole word, the longest first ("West Virginia" before "Virginia"); as written, capitalised. */
const keys = [...STATED_BY.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
const ORIGIN = new RegExp(`(?<![\\p{L}\\d])(?:${keys.join("|")})(?![\\p{L}\\d])`, "gu");
/** The same in a question typed in lower case, where nothing marks a name. */
const ORIGIN_ANY_CASE = new RegExp(ORIGIN.source, "giu");
const KEY = new Map([...STATED_BY.keys()].map((k) => [k.toLowerCase(), k]));
/** Words that are as often no origin at all in a question typed in lower case ("chile pepper", "polish"). */
const COMMON_WORDS = new Set(["chile", "china", "turkey", "polish", "jersey", "georgia", "jordan", "chad"]);

/**
 * The name an origin is a word of ("Virginia Woolf", "Indian Ocean", "California City"): the capitalised words beside
 * it, not one capitalised only because it opens the sentence ("Which American band …"). The name stated whole states
 * what it holds ("Native American" for "American").
 */
const NAME_AFTER = new RegExp(`^(?:[\\s-]+${NAME_WORD})+`, "u");
const NAME_BEFORE = new RegExp(`(?<=[^.?!:;\\s]\\s+)(?:${NAME_WORD}[\\s-]+)+$`, "u");
/** A language, not an origin: "English-language", "Spanish-speaking", "the English title", "what it means in French". */
const LANGUAGE_AFTER = /^[\s-]+(?:language|speaking|title|name|word|translation|version|dub|subtitles?)\b/iu;
const LANGUAGE_BEFORE = /\b(?:in|into|from)\s+$/iu;
/** An origin denied, not taken for granted: "not made in France", "other than American". */
const DENIED_BEFORE = /\b(?:not|never|other\s+than|outside(?:\s+of)?|except)\s+(?:[\p{L}'’-]+\s+){0,2}$/iu;

/** What a question takes for granted: an origin (STATED_BY's key), and for a word of a name, the name as written. */
type Asked = { origin: string; name?: string };

/** The origins a question takes for granted. */
function askedOrigins(question: string): Asked[] {
  const lower = !/\p{Lu}/u.test(question);
  const options = (choiceOptions(question) ?? []).join(" ").toLowerCase();
  return [...question.matchAll(lower ? ORIGIN_ANY_CASE : ORIGIN)].flatMap((m): Asked[] => {
    const key = KEY.get(m[0].toLowerCase());
    const at = m.index ?? 0;
    const before = question.slice(0, at);
    const after = question.slice(at + m[0].length);
    if (!key || (lower && COMMON_WORDS.has(m[0].toLowerCase()))) return [];
    if (LANGUAGE_AFTER.test(after) || (LANGUAGE_BEFORE.test(before) && /^\s*(?:[?.,;]|$)/.test(after))) return [];
    if (DENIED_BEFORE.test(before) || options.includes(m[0].toLowerCase())) return [];
    const name = lower ? "" : `${NAME_BEFORE.exec(before)?.[0] ?? ""}${m[0]}${NAME_AFTER.exec(after)?.[0] ?? ""}`;
    return [name && name !== m[0] ? { origin: key, name: name.trim() } : { origin: key }];
  });
}

/** Whether a text states what is asked: an origin in any of its words (a plural too: "by Americans"), or its name. */
const states = (text: string, asked: Asked) =>
  [...STATED_BY.get(asked.origin)!, ...(asked.name ? [asked.name] : [])].some((w) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}s?(?![\\p{L}\\p{N}])`, "iu").test(text),
  );

/**
 * The first people's word, country or US state the question takes for granted that the pages read (`texts`) never
 * state, by itself or as its country or people ("Dutch" by "the Netherlands", "American" by "Texas"); or another page's
 * sentence naming what a cited page is about (`naming`, read only when the pages leave one unstated). A word of a name
 * is stated by the name too ("Virginia Woolf" for "Virginia"; "California City" is not stated by "Kansas City"); a
 * language ("the English title"), an origin denied ("not made in France") and an either-or question's option (the
 * pages need only name the option that holds) ask nothing.
 */
export function originUnstated(question: string, texts: string[], naming?: () => string[]): string | undefined {
  const asked = askedOrigins(question);
  if (asked.length === 0) return undefined;
  const stated = texts.join("\n");
  const left = asked.filter((a) => !states(stated, a));
  if (left.length === 0) return undefined;
  const named = naming ? naming().join("\n") : "";
  const unstated = left.find((a) => !states(named, a));
  if (!unstated) return undefined;
  return `the question says ${unstated.name ?? unstated.origin}; the pages read never state it`;
}
