// A question written otherwise (a request, a name owning a noun a clause describes), as the form chain.ts reads.
import { isStopword } from "../../text/analyze";
import { CLOSED_WORDS, ENTITY_ROLES, headOf, kindOfNoun, PERSON_ROLES, PLACE_ROLES } from "./chain-words";
import { MAIN_TAIL_VERBS } from "./clause-end";
import { KIN_LINEAL, KIN_SIBLING, KIN_SPOUSE } from "./relation-cues";

// "Name the …", "Give the …", "Tell me the …": a request for what "What is the …?" asks.
const REQUEST_VERBS = ["name", "give", "identify", "state", "provide", "tell me", "find"];
const REQUEST = new RegExp(`^\\s*(?:please\\s+)?(?:${REQUEST_VERBS.join("|")})\\s+(?=the\\b)`, "i");
// Or for what a name owns: "Name Ada Vell's 1993 album." (its verb's case spelled out: under "i" a capital's class
// would take any letter).
const OWNER = "(?:\\p{Lu}[\\p{L}.'’-]*\\s+){0,3}\\p{Lu}[\\p{L}.-]*['’]s?\\s";
/** A request for a thing a name owns, "Name Ada Vell's 1993 album.": the answerer reads it as "What is …?" too. */
export const OWNER_REQUEST = new RegExp(
  `^\\s*(?:[Pp]lease\\s+)?(?:${REQUEST_VERBS.map((v) => `[${v[0]!.toUpperCase()}${v[0]}]${v.slice(1)}`).join("|")})\\s+(?=${OWNER})`,
  "u",
);

/** A request written as an imperative, as the question it asks: "Name the X of Y." → "What is the X of Y?". */
export function asQuestion(text: string): string {
  const request = REQUEST.test(text) ? REQUEST : OWNER_REQUEST.test(text) ? OWNER_REQUEST : undefined;
  if (!request) return text;
  const asked = text
    .replace(request, "")
    .replace(/[.!]\s*$/, "")
    .trim();
  // "Name the father of …" asks who: the noun before its first modifier says.
  const noun =
    /^the\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)(?=\s+(?:of|who|whom|that|which|where|whose|in|on|from|for|with|by)\b|,|$)/u.exec(
      asked,
    )?.[1];
  return `${noun && kindOfNoun(noun) === "person" ? "Who" : "What"} is ${asked}?`;
}

// "What was the title of the children's album she recorded at nine?": a work's title is its name, so the question asks
// for the work it describes, as "What was the children's album she recorded at nine?" does; "title" is no hop.
// (Only as what the question asks: "birth name of the mother of …" asks a name of its own.)
const TITLE_OF_DESCRIBED = new RegExp(
  String.raw`^(\s*(?:what|which)(?:\s+(?:is|was|are|were)|['’]s)\s+)the\s+(?:name\s+of\s+(?=the\s+\p{Ll})|title\s+of\s+(?=the\s+\p{Ll})(?!the\s+(?:(?!whose|that|which|who)[\p{Ll}-]+\s+){0,2}?(?:${PERSON_ROLES}|chief|ruler|king|queen|emperor|pope|bishop|monarch|governor|mayor|officer|official|position|office|rank)(?:\s+(?:of|at|for|in)\b|\s*\?)))`,
  "iu",
);

/**
 * "What was the title of the album …?" as "What was the album …?": the title names the thing described. (Not "the
 * title of the head coach of …": a person's or an office's title is asked there; the name of a person is the person.)
 */
export const titleAsThing = (text: string): string => text.replace(TITLE_OF_DESCRIBED, "$1");

// "When was Mira Vantelle's album featuring 'Ashes' released?": a name owning a noun that a participle or a clause
// describes is the noun's modifier, as in "the Mira Vantelle album featuring …" (a relation noun is a hop instead).
const OWNED_NOUN = new RegExp(
  `(?<![\\p{L}'’])(\\p{Lu}[\\p{L}.'’-]*(?:\\s+\\p{Lu}[\\p{L}.'’-]*){0,3})['’]s\\s+((?:[\\p{Ll}-]+\\s+){0,2}?\\p{Ll}[\\p{Ll}-]+)` +
    `(?=\\s+(?:starring|featuring|containing|including|that|which|who|whom|whose|where|released|written|directed|produced|based)\\b)`,
  "u",
);

export function ownedNoun(template: string): string {
  const m = OWNED_NOUN.exec(template);
  if (!m || new RegExp(`^(?:${PERSON_ROLES}|${PLACE_ROLES}|${ENTITY_ROLES})$`, "i").test(headOf(m[2]!)))
    return template;
  const before = template.slice(0, m.index);
  const article = /\b(?:the|a|an)\s+$/i.test(before) ? "" : "the ";
  return `${before}${article}${m[1]} ${m[2]}${template.slice((m.index ?? 0) + m[0].length)}`;
}

// "the son of Sultan Osric's sixth wife": a kin's object that is itself a name's relation ("Osric's sixth wife"). Only a
// kin noun reads so: "the director of Jump's wife" is the director's wife (chain.ts roleOf), a film having none.
const OF_POSSESSIVE = new RegExp(
  `\\b((?:great-)*(?:grand)?(?:${KIN_LINEAL})|${KIN_SPOUSE}|${KIN_SIBLING})\\s+of\\s+` +
    `(\\p{Lu}[\\p{L}.-]*(?:\\s+\\p{Lu}[\\p{L}.-]*){0,3})['’]s\\s+((?:[\\p{Ll}-]+\\s+){0,2}?(?:${PERSON_ROLES}|${PLACE_ROLES}|${ENTITY_ROLES}))` +
    // The role ends the noun phrase ("… sixth wife was born"), not a noun's modifier ("… studio album").
    `(?=\\s*[?,.;]|\\s*$|\\s+(?:is|was|were|are|born|died|did|does|has|had|live[sd]?|play(?:s|ed)?)\\b)`,
  "u",
);

/** "the son of Osric's sixth wife" as "the son of the sixth wife of Osric": the possessive is the inner hop. */
export function ofPossessive(template: string): string {
  return template.replace(OF_POSSESSIVE, "$1 of the $3 of $2");
}

// "the NBA team Steve Clifford coached in 2014-15": a noun, then a name and its verb in the past, with no "that". The
// noun is a verb's or a preposition's object: a lower-case word comes before its article, and not an auxiliary ("Where
// was the director Ada Vell educated?" is the director's own verb) nor a conjunction opening a clause ("when the film
// Vesna premiered").
// The parts the three share: a lower-case word (a verb or a preposition) before the noun, not an auxiliary nor a
// conjunction opening a clause; the noun with its article; the name after it.
const AFTER_OBJECT_WORD = String.raw`(?<=\b(?!(?:is|are|was|were|be|been|did|does|do|has|have|had|will|would|can|could|when|whenever|after|before|until|till|since|once|while|whereas|because|although|though|unless|if|as)\s)\p{Ll}+\s+)`;
const OBJECT_NOUN =
  String.raw`((?:the|an?)\s+(?:(?!(?:that|who|whom|which|whose|where|of)\b)[\p{L}\d'’-]+\s+){0,3}?` +
  String.raw`(?!(?:that|who|whom|which|whose|where)\b)\p{Ll}[\p{L}'’-]*)`;
const CLAUSE_NAME = String.raw`(\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}\s+)`;

const REDUCED_RELATIVE = new RegExp(
  AFTER_OBJECT_WORD +
    OBJECT_NOUN +
    CLAUSE_NAME +
    String.raw`(?=(?:\p{Ll}{2,}ed|wrote|won|led|sang|built|ran|began|became|took|left|bought|sold|held|taught|beat|met|drew|made)\b)`,
  "u",
);

// "In what year was the person Harlow Airport is named after born?": a noun, then a name and a passive ending in its
// preposition. Unlike a name's own verb ("Where was the director Ada Vell educated?"), the auxiliary after the name
// opens a clause, so any word may come before the article.
const REDUCED_PASSIVE = new RegExp(
  String.raw`(?<=\b\p{Ll}+\s+)` +
    OBJECT_NOUN +
    CLAUSE_NAME +
    // (The preposition is left stranded: "… is named after born?", not "… was influenced by Milton".)
    String.raw`(?=(?:is|was|are|were)\s+\p{Ll}{2,}(?:ed|en|wn|t)\s+(?:after|by|for|in|at|on|from|with|to)\b(?!\s+(?:the|an?|his|her|its|their)\b|\s+[\p{Lu}\d]))`,
  "u",
);

// "Who owns the team Ada Vell is best known for playing with?": a noun, then a name and a clause that runs to the
// question's end on a stranded preposition, the noun's gap. (After a verb or a preposition, as REDUCED_RELATIVE's noun.)
const REDUCED_STRANDED = new RegExp(
  AFTER_OBJECT_WORD +
    OBJECT_NOUN +
    CLAUSE_NAME +
    String.raw`(?=(?:is|was|are|were|has|had|have)\s+(?:\p{Ll}[\p{L}'’-]*\s+){1,5}?(?:with|for|to|in|at|on|of|from|by|about|under|against)\s*\?*\s*$)`,
  "u",
);

/**
 * An object relative clause written without its "that" ("Who owns the team Ada Vell coached?"), with it ("… the team
 * that Ada Vell coached"), as chain.ts reads relative clauses.
 */
export function withRelativeThat(text: string): string {
  // "… the protocol after The Verge discussed …", "the match against Real Madrid played …": no noun's clause.
  const that = (all: string, noun: string, name: string) =>
    CLOSED_WORDS.test(headOf(noun)) || isStopword(headOf(noun)) ? all : `${noun} that${name}`;
  return text.replace(REDUCED_RELATIVE, that).replace(REDUCED_PASSIVE, that).replace(REDUCED_STRANDED, that);
}

// "Where was the bassist born of the band co-founded by …?", "In which town was the lead guitarist born of the band
// whose …?": the "of" phrase right after the closing verb belongs to the role noun right before the verb. Only for a
// place or a time asked, and only a role ("the actor born who died of cancer" has a clause between; "Who was the child
// born of the marriage of …?" is written as meant).
const POSTPOSED_OF = new RegExp(
  String.raw`^((?:where|when|(?:in|on|at)\s+(?:which|what)\s+[\p{L}-]+|(?:what|which)\s+(?:year|date|city|town|country))\b.*?\b(?:the|an?)\s+(?:[\p{Ll}-]+\s+)?(?:${PERSON_ROLES}))\s+(${MAIN_TAIL_VERBS})\s+(of\s+.+?)\s*\?*\s*$`,
  "iu",
);

/** The question with an "of" phrase put back before its closing verb ("the bassist of the band … born?"). */
export function postposedOf(question: string): string {
  const m = POSTPOSED_OF.exec(question.trim());
  return m ? `${m[1]} ${m[3]} ${m[2]}?` : question;
}
