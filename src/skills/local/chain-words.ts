// The words a chain is read with (chain.ts, question-forms.ts, refer-back.ts): a hop and its kinds, the
// relational nouns, the title nouns, and what a noun's head says its answer is.
import { isStopword } from "../../text/analyze";
import { TITLE_NOUNS } from "./offices";

/** What a hop's answer is: a person, a place, or some other named thing (a film, a university, a band). */
export type HopKind = "person" | "place" | "entity";

export interface Hop {
  /** The hop as a question, "{}" standing for the previous hop's answer (absent in the first hop). */
  template: string;
  /** What the hop's answer is, when it feeds the next hop. */
  kind: HopKind;
  /** The noun the hop asks for ("university", "film"): a span holding it is the likelier answer. */
  noun?: string;
}

/** A compositional question as an ordered chain: each hop's answer fills the next hop's "{}". */
export interface Chain {
  hops: Hop[];
  /** An appositive the question gave after a name (", the daughter of Sultan Osric II"): which one is meant. */
  aside?: string;
}

export const SLOT = "{}";
export const MAX_HOPS = 4;

// Relational nouns: "the director of X" names someone through X. Their answers are people unless said otherwise.
export const PERSON_ROLES =
  "father-in-law|mother-in-law|director|father|mother|son|daughter|wife|husband|spouse|brother|sister|sibling|parent|child|founder|co-founder|" +
  "author|writer|creator|producer|composer|owner|ceo|president|chairman|manager|coach|captain|leader|head|star|" +
  "singer|frontman|lead singer|designer|architect|inventor|developer|publisher|successor|predecessor|partner|" +
  "grandfather|grandmother|uncle|aunt|nephew|niece|cousin|teammate|host|narrator|illustrator|editor|creator|" +
  "performer|screenwriter|lyricist|conductor|choreographer|cinematographer|" +
  // A band's members are named by what they play.
  "lead guitarist|rhythm guitarist|bass guitarist|guitarist|bassist|drummer|keyboardist|lead vocalist|vocalist|pianist|" +
  "co-writer|co-author|co-creator|co-director|co-producer|co-star";
export const PLACE_ROLES = "birthplace|hometown|capital|headquarters|home|venue";
/** Who won something, a person or a team alike: "the winner of the 1998 Tour de France". */
export const AGENT_ROLES = "winner|champion|runner-up";
// Things named through another ("the parent company of X", "the record label of X"): their answers are entities.
export const ENTITY_ROLES =
  "parent company|company|record label|label|alma mater|team|club|band|party|newspaper|network|studio|stadium|arena|" +
  "league|franchise|subsidiary|airport|home ground|ground|" +
  AGENT_ROLES;
/** One of those things' nouns, whole: "record label", "team". */
export const ENTITY_ROLE = new RegExp(`^(?:${ENTITY_ROLES})$`, "i");
/** Works named by a title (a regex fragment): "the song 'Shallow'", "X's debut album". */
export const WORK_NOUNS =
  "book|novel|novella|song|single|album|film|movie|series|show|play|poem|opera|story|episode|game|magazine|newspaper|painting|track|EP";
export const PLACE_NOUNS =
  /^(?:city|town|village|country|state|county|province|region|island|nation|capital|birthplace|hometown|headquarters|location)$/i;

/** The question words a phrase holding one asks with ("which", "whose", …), as an alternation. */
export const WH_WORDS = "which|what|who|whom|whose|where|when";

export const ASKS =
  /\b(?:what|which|when|how many|how much|how long|how far|how tall|how old|how big|how high|how large|how deep|who|whom|where)\b/i;

export const headOf = (noun: string) => noun.trim().split(/\s+/).pop() ?? "";

/**
 * Person nouns that say what someone is, as their own page calls them ("… is an American actress", "a former
 * goalkeeper"): a bridge a hop describes by one is checked against its page (bridge-kind.ts).
 */
export const PERSON_CLASSES =
  "actor|actress|driver|pilot|rapper|comedian|boxer|wrestler|physicist|poet|novelist|journalist|lawyer|intern|" +
  "goalkeeper|quarterback|navigator|explorer|tenor|soprano|baritone|guitarist|drummer|pianist|violinist";
// Other nouns of people, too general for a page to use word for word ("player" is "footballer", "scientist"
// "chemist"). A namesake is most often a person (an airport, a hall, a prize named after someone).
const PERSON_NOUN = new RegExp(
  "^(?:woman|man|guy|person|player|people|musician|artist|footballer|politician|athlete|scientist|statesman|king|queen|" +
    "godfather|godmother|mentor|tutor|teacher|pupil|student|pioneer|general|admiral|officer|commander|namesake|" +
    `${PERSON_CLASSES})$`,
  "i",
);

/** A noun only people are ("officer", "actress", "footballer"), not a role a body may hold ("author", "owner"). */
export const isPersonClass = (noun: string): boolean => PERSON_NOUN.test(noun);

/**
 * Nouns of people by their form, beside the lists: "economist", "anthropologist", "historian", "physician",
 * "cinematographer", "filmmaker". (Not "-list", "-sist", "wrist", "twist": no person; nor a bare "-er", which a
 * "thriller" and a "river" end in too.)
 */
const PERSON_FORM =
  /^(?:\p{L}{3,}(?:ologist|ographer|ician|arian|orian|ogian)|(?!\p{L}*(?:list|sist|wrist|twist)$)\p{L}{3,}ist|(?:film|law|policy|play|dress|watch|shoe|peace)maker)$/iu;

export function kindOfNoun(noun: string, pronoun?: string): HopKind {
  // "great-great-grandfather" is a grandfather.
  const head = (noun.trim().split(/\s+/).pop() ?? "").replace(/^(?:great-)+/i, "");
  if (pronoun === "who" || pronoun === "whom") return "person";
  if (pronoun === "where" || PLACE_NOUNS.test(head) || new RegExp(`^(?:${PLACE_ROLES})$`, "i").test(head))
    return "place";
  if (
    new RegExp(`^(?:${PERSON_ROLES})$`, "i").test(head) ||
    TITLE_NOUN.test(head) ||
    PERSON_NOUN.test(head) ||
    PERSON_FORM.test(head)
  ) {
    return "person";
  }
  return "entity";
}

/** Content words outside the slot: a hop with none asks nothing of its own. */
export function ownWords(template: string): string[] {
  return (template.replace(SLOT, " ").match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => !isStopword(w.toLowerCase()) && !/^(?:what|which|who|whom|whose|when|where|why|how|name|called)$/i.test(w),
  );
}

// Words of closed classes (prepositions, subordinating conjunctions, comparatives of order) that are never a name nor
// a noun, whatever a title makes of them ("Behind the Music").
export const CLOSED_WORDS =
  /^(?:behind|during|after|before|within|without|against|around|through|across|along|beyond|despite|near|since|toward|towards|until|till|upon|inside|outside|below|above|beneath|beside|besides|throughout|underneath|unlike|like|except|while|whereas|although|though|because|unless|once|when|whenever|whose|ever|never|first|last|later|earlier|older|younger)$/i;

// Titles written capitalised that are common nouns: "a King", "the Sultan who …" name a person (offices.ts's).
export { TITLE_NOUNS };
export const TITLE_NOUN = new RegExp(`^(?:${TITLE_NOUNS})$`);
