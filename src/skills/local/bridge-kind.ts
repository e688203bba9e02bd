// Whether a bridge a hop read is of the kind the hop asks for: a person is no country, a county is no town.
import { sentences } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import { type Hop, headOf, PERSON_CLASSES, PLACE_NOUNS } from "./chain-words";

/** Head words of names that are places or bodies, never a person: "United States", "Elm County", "Acme Records". */
export const NOT_A_PERSON =
  /\b(?:States|Kingdom|Republic|Union|Empire|Federation|County|City|Province|Islands?|University|College|School|Company|Corporation|Inc|Ltd|Party|Church|Army|Navy|Council|Association|Society|Club|League|Records|Museum|Hospital|Airport|River|Mountains?|Lake|Festival|Award|Awards|Stadium|Station)\b/;

/**
 * A military unit's name, ending in the unit's word after the arm's: "159th Fighter Wing", "Royal Air Force", "7th
 * Infantry Division". Ranks and people are not ("Wing Commander Guy Gibson", "Fleet Admiral Chester Nimitz", "Lorna
 * Wing").
 */
export const MILITARY_UNIT =
  /\b(?:Fighter|Bomber|Air|Airlift|Infantry|Cavalry|Armou?red|Tank|Marine|Naval|Airborne|Artillery|Reconnaissance|Transport|Tactical|Strategic|Expeditionary|Rifle|Guards?)\s+(?:Wing|Squadron|Regiment|Battalion|Brigade|Division|Corps|Fleet|Group|Force)$/;

/** Levels of place a question tells apart: a county's answer is no town, a state's no county. */
const PLACE_LEVELS: [string, RegExp][] = [
  ["settlement", /^(?:town|city|village|hamlet|borough|municipality|township|community|suburb|neighbou?rhood)$/],
  ["county", /^(?:county|parish)$/],
  ["state", /^(?:state|province|territory)$/],
  ["country", /^(?:country|nation)$/],
];

const levelOf = (noun: string): string | undefined =>
  PLACE_LEVELS.find(([, re]) => re.test(noun.toLowerCase().replace(/s$/, "")))?.[0];

/**
 * Why a bridge is not of the hop's kind, or undefined when nothing says so. A person hop ("author of …") that read a
 * country or a body ("United States", "Acme Records") found another kind of name. A place hop asking for one level
 * ("the county that contains …") whose evidence calls the name another level ("Elmford is a town in Lake County")
 * read the wrong place.
 */
export function wrongKind(hop: Hop, span: string, texts: string[]): string | undefined {
  if (hop.kind === "person" && NOT_A_PERSON.test(span)) return `"${span}" names a place or body, not a person`;
  const heads = headsCalled(span, texts);
  // "the king who made the 1951 honours" is not "New Zealand", which its evidence calls "an island country".
  const place = hop.kind === "person" ? heads.find(isPlaceHead) : undefined;
  if (place) return `"${span}" is ${article(place)} ${place}, not a person`;
  // "the company that published …" is not "Lantern Tide", which its evidence calls "a Japanese manga series".
  // (Its heads read past the words a name's kind carries: "a Japanese manga series", "an English rock band".)
  const saysName = hop.noun && groupOf(headOf(hop.noun)) ? new RegExp(nameIs(span) + HEAD_PHRASE, "u") : undefined;
  const work = saysName
    ? otherKind(
        hop.noun,
        texts.flatMap((text) => lastWord(saysName.exec(text)?.[1]) ?? []),
      )
    : undefined;
  if (work) return `"${span}" is ${article(work)} ${work}, not the ${hop.noun} asked`;
  const asked = hop.noun ? levelOf(hop.noun) : undefined;
  if (!asked) return undefined;
  const other = heads.find((h) => levelOf(h) && levelOf(h) !== asked);
  return other ? `"${span}" is a ${other}, not the ${hop.noun} asked` : undefined;
}

/**
 * The place of the asked level that holds a smaller one, as the smaller one's evidence names it: "the county in which
 * East Lempster lies" read "Lempster", whose page says "Lempster is a town in Sullivan County, New Hampshire", so the
 * county asked is "Sullivan County". Only when the evidence calls the name a smaller level than asked, and only a name
 * that carries the asked noun as its last word ("… County", "… Parish"), with the index of the text naming it;
 * undefined otherwise.
 */
export function containingPlace(hop: Hop, span: string, texts: string[]): { name: string; text: number } | undefined {
  const noun = hop.noun?.toLowerCase();
  const asked = noun ? levelOf(noun) : undefined;
  // Counties only: a state's or a country's name seldom carries its noun ("the Basque Country" is no country asked).
  if (!noun || asked !== "county") return undefined;
  const rank = (level?: string) => PLACE_LEVELS.findIndex(([l]) => l === level);
  const heads = headsCalled(span, texts);
  const smaller = heads.find((h) => levelOf(h) && rank(levelOf(h)) < rank(asked));
  if (!smaller) return undefined;
  const word = noun.replace(/s$/, "");
  // "is" only: "Lempster was a town in Cheshire County until 1827" names a county it left.
  const within = new RegExp(
    `${nameIs(span, "is")}(?:[\\p{Ll}-]+\\s+){0,3}?` +
      `${escapeRegExp(smaller)}\\s+(?:located\\s+|situated\\s+)?in\\s+(?:the\\s+)?((?:\\p{Lu}[\\p{L}'’.-]*\\s+){1,3}${word[0]!.toUpperCase()}${escapeRegExp(word.slice(1))})\\b`,
    "u",
  );
  for (const [k, text] of texts.entries()) {
    const m = within.exec(text);
    if (m) return { name: m[1]!, text: k };
  }
  return undefined;
}

/** Places a person never is, beside the nouns a question asks places by (`PLACE_NOUNS`). */
const NATURAL_PLACE = /^(?:archipelago|river|lake|sea|ocean|mountain|peninsula|territory|municipality)$/;
const isPlaceHead = (head: string) => PLACE_NOUNS.test(head) || NATURAL_PLACE.test(head);

/**
 * The opening of a sentence saying what a name is: the name on its own ("Lempster, New Hampshire", a page title, is
 * "Lempster" in its own page's sentences), an optional aside, the verb and an article.
 */
function nameIs(span: string, verbs = "is|was"): string {
  const name = span.split(",")[0]!.trim();
  const names = name && name !== span ? `(?:${escapeRegExp(span)}|${escapeRegExp(name)})` : escapeRegExp(span);
  return `(?<![\\p{L}\\p{N}.'’-]\\s?)${names}(?:,[^.;]{0,40})?\\s+(?:${verbs})\\s+(?:an?|the)\\s+`;
}

/**
 * The head nouns the evidence calls a name by: "New Zealand is an island country in …" calls it a "country" (the
 * last word before a preposition, a clause, a participle or the sentence's end; "a country singer from …" calls its
 * subject a "singer"). The name stands on its own: "Lake Albert is a lake" does not call "Albert" one.
 */
function headsCalled(span: string, texts: string[]): string[] {
  const said = new RegExp(
    nameIs(span) +
      `((?:[\\p{Ll}-]+\\s+){0,3}?[\\p{Ll}-]+)` +
      `(?=\\s+(?:in|of|on|at|from|near|off|that|which|whose|where|who|located|situated|with|and|between|\\p{Ll}+ed)\\b|\\s*[,.;(]|\\s*$)`,
    "u",
  );
  return texts.flatMap((text) => said.exec(text)?.[1]?.split(/\s+/).pop() ?? []);
}

const CLASSES = new RegExp(`^(?:${PERSON_CLASSES})$`, "i");

/** How a page says a class: the noun, its plural, "internship"; an actress may be called an actor. */
const classWords = (head: string): RegExp | undefined => {
  const lower = head.toLowerCase();
  if (/^act(?:or|ress)$/.test(lower)) return /\bact(?:or|ress)(?:es|s)?\b/i;
  return CLASSES.test(lower) ? new RegExp(`\\b${escapeRegExp(lower)}(?:s|ship)?\\b`, "i") : undefined;
};

/**
 * Why a person bridge is not of the class the hop names (`PERSON_CLASSES`), or undefined when nothing says so: "the
 * palace intern whose scandal …" read as a governor whose own page never calls him an intern, nor does the sentence he
 * was read from. Judged only once the bridge's own page is at hand (its opening sentences say what the person is); without it
 * nothing is said.
 */
export function notOfClass(hop: Hop, span: string, found: string, own: string[]): string | undefined {
  if (hop.kind !== "person" || !hop.noun || own.length === 0) return undefined;
  const said = classWords(headOf(hop.noun));
  if (!said) return undefined;
  const near = sentences(found).filter((x) => x.text.includes(span));
  const opening = own.flatMap((text) => sentences(text).slice(0, 2));
  if ([...near, ...opening].some((x) => said.test(x.text))) return undefined;
  const noun = headOf(hop.noun).toLowerCase();
  return `"${span}" is not called ${article(noun)} ${noun} where it is described`;
}

/**
 * Two kinds of thing a hop's noun may ask that a page never is both of: a body that makes or owns things (a company, a
 * studio, a band) and a work it makes (a film, a manga series, an album). "the company that published Monthly Gangan
 * Wing" is not "My Bride Is a Mermaid", whose page opens "… is a Japanese manga series … published by Square Enix".
 */
const BODY_HEADS =
  /^(?:company|corporation|firm|studio|label|publisher|network|broadcaster|manufacturer|developer|distributor|airline|band|team|club|organi[sz]ation|agency|university|college|conglomerate|retailer|business|enterprise|subsidiary)$/;
const WORK_HEADS =
  /^(?:film|movie|novel|novella|album|song|single|series|miniseries|sitcom|show|play|book|episode|musical|manga|anime|comic|opera|operetta|ballet|poem|painting|game|soundtrack|documentary|mixtape|trilogy|franchise|programme|program|story|magazine|newspaper|journal)$/;

const groupOf = (head: string) => {
  const word = head.toLowerCase();
  // The word itself ("series") or its singular ("companies", "films").
  const forms = [word, word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.replace(/s$/, "")];
  return forms.some((w) => BODY_HEADS.test(w)) ? "body" : forms.some((w) => WORK_HEADS.test(w)) ? "work" : undefined;
};

/** Heads of a body's or a work's kind that title a person or a character as often: "William Collins (publisher)". */
const PERSON_TOO =
  /^(?:publisher|broadcaster|developer|manufacturer|distributor|retailer|business|enterprise|comics?|character)$/;

/**
 * Whether a page's title tells it apart as a work or a body no person is ("Ed Wood (film)", "Heart (band)", "Tosca
 * (1956 film)"): such a page is no person's, whatever name it shares with one. ("(publisher)", "(broadcaster)" and
 * "(comics)" title people and characters too.)
 */
export function titledAsThing(title: string | undefined): boolean {
  const aside = /\(([^()]*)\)\s*$/.exec(title ?? "")?.[1]?.trim();
  const head = aside?.split(/\s+/).at(-1)?.toLowerCase();
  if (!head || PERSON_TOO.test(head)) return false;
  return !!groupOf(head);
}

// "… is a Japanese manga series written by …", "… was an American film production company": the noun a page's opening
// calls its subject, the last word before a preposition, a clause, a participle or a comma.
const STOP =
  "of|in|on|at|from|by|for|about|near|that|which|who|whose|where|with|between|based|written|directed|produced|created|starring|set|released|published|developed|known";
// The words of the phrase: "a Japanese film, theatre production, and distribution company" runs on through its list's
// commas to its head; a participle ends it only with its preposition ("a rock band formed in", not "an animated series").
const LIST_COMMA = String.raw`,(?=\s+(?:and\s+|or\s+)?\p{Ll})`;
const HEAD_PHRASE = `((?:(?!(?:${STOP})\\b)[\\p{L}\\d'’-]+(?:${LIST_COMMA})?\\s+)*?(?!(?:${STOP})\\b)[\\p{L}\\d'’-]+)(?=,?\\s+(?:${STOP}|\\p{Ll}+ed\\s+(?:by|in|as|for|at|on|from|with|to))\\b|\\s*(?:,(?!\\s+(?:and\\s+|or\\s+)?\\p{Ll})|[.;:(])|\\s*$)`;
const OPENING_HEAD = new RegExp(`\\b(?:is|was|are|were)\\s+(?:an?|the|one of the)\\s+${HEAD_PHRASE}`, "u");
const PRONOUN_SUBJECT = /^(?:it|its|he|his|she|her|they|their|this|these|those|there)\b/i;
const lastWord = (phrase: string | undefined) => phrase?.trim().split(/\s+/).pop();

/**
 * What a page's opening calls its subject, when that is of the other kind than the hop's noun asks: "series" for a
 * company hop, "band" for an album hop; undefined when the noun or the opening is of neither kind, or of the same.
 */
export function otherKindCalled(noun: string | undefined, opening: string[]): string | undefined {
  const asked = noun ? groupOf(headOf(noun)) : undefined;
  if (!asked) return undefined;
  // The first of the opening sentences saying what something is, when it says it of the page's subject: "Its first
  // production was a short film" calls the production a film, not the company.
  // (Two sentences: "… (Hepburn: Seto no Hanayome, lit." ends one before its verb.)
  const said = opening
    .slice(0, 2)
    .map((text) => ({ text, m: OPENING_HEAD.exec(text) }))
    .find((x) => x.m);
  if (!said?.m || PRONOUN_SUBJECT.test(said.text.slice(0, said.m.index).trim())) return undefined;
  return otherKind(noun, [lastWord(said.m[1]) ?? ""]);
}

/** The first head of the other kind (body or work) than the noun asks, or undefined. */
function otherKind(noun: string | undefined, heads: string[]): string | undefined {
  const asked = noun ? groupOf(headOf(noun)) : undefined;
  return asked ? heads.find((h) => groupOf(h) && groupOf(h) !== asked) : undefined;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? "an" : "a");
