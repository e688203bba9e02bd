// A statement, then a question pointing back at a noun it introduced: the statement, asked of its noun, is the
// chain's first hops. chain.ts passes its chainOf in (a statement may nest hops of its own).
import {
  ASKS,
  type Chain,
  ENTITY_ROLES,
  type Hop,
  headOf,
  kindOfNoun,
  MAX_HOPS,
  ownWords,
  PERSON_ROLES,
  PLACE_ROLES,
  SLOT,
  TITLE_NOUNS,
} from "./chain-words";
import { asQuestion } from "./question-forms";

/** How a question is read as a chain: chain.ts's chainOf, passed in so the two modules import one way. */
export type ChainOf = (asked: string) => Chain | null;

// A statement and a question that refers back to it ("X wrote about a leader …; when did that party win …?")
// may be longer than one question (chain.ts's MAX_WORDS): each part stays within MAX_PART_WORDS.
const MAX_PART_WORDS = 30;

// "…; in which year did that party win …?", ". The son of that team's goalkeeper …": a later part pointing back at a noun.
const POINTS_BACK =
  /\b(?:[Tt]hat|[Tt]his|[Tt]he same|said)\s+((?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]{3,})(['’]s)?(?=[\s,?.;]|$)/u;
const DEFINITE_BACK = /\b[Tt]he\s+((?:[\p{Ll}-]+\s+){0,2}?[\p{Ll}-]{3,})(['’]s)(?=[\s,?.;]|$)/u;
const PART_BREAK = /\s*;\s+|(?<=[\p{Ll}\d'’")])\.\s+(?=\p{Lu})/u;

/**
 * A statement, then a question referring back to a noun it introduced: "Edda Korsh wrote about a Marnish leader
 * who led the Velt faction of a party; in which month and year did that party win …?". The noun is the slot:
 * the statement, asked of its noun ("… of which party?"), is the chain up to it (its own hops when it nests), and
 * the question, the noun replaced by the slot, goes on from there. Null when no later part points back at a noun
 * the statement introduced.
 */
export function referBack(question: string, chainOf: ChainOf): { hops: Hop[]; rest: string } | null {
  const parts = question.trim().split(PART_BREAK);
  if (parts.length < 2 || parts.length > 3) return null;
  // "A team won the Trophy. That team played in an arena. A photograph from that arena shows …?": the statements before
  // the question are one statement, read in turn when asked of their noun.
  const asked = parts.pop()!;
  const statement = parts.join(". ");
  if (!ASKS.test(asked) || /^\s*(?:what|which|who|whom|whose|when|where|how|in what|in which)\b/i.test(statement)) {
    return null;
  }
  const long = statement.split(/\s+/).length > MAX_PART_WORDS * parts.length;
  if (long || asked.split(/\s+/).length > MAX_PART_WORDS) return null;
  // "… in that 'Vesna' …": the part names what it points back at, the statement only tells which one is meant.
  const named = /\b(?:that|this|the same)\s+(['‘"“][^'’"”]{1,60}['’"”])(?!\p{L})/u.exec(asked);
  if (named && named.index !== undefined) {
    const rest = `${asked.slice(0, named.index)}${named[1]}${asked.slice(named.index + named[0].length)}`;
    return { hops: [], rest: /^\p{Ll}/u.test(rest) ? rest[0]!.toUpperCase() + rest.slice(1) : rest };
  }
  // ("… a Portuguese surfing event … On what date was the event's champion born?": "the" points back at a noun the
  // statement introduced as a new one, with "a", "an" or "one".)
  const pointed = POINTS_BACK.exec(asked);
  const back = pointed ?? DEFINITE_BACK.exec(asked);
  if (!back || back.index === undefined) return pronounBack(statement, asked, chainOf);
  const introducers = pointed ? "[Aa]n?|[Tt]he|[Aa]nother|[Oo]ne" : "[Aa]n?|[Aa]nother|[Oo]ne";
  // "That radio series' first broadcast": the noun pointed at is the longest the statement introduced ("radio
  // series"), not its first word; "that party win …": not a verb after it.
  const after = asked.slice(back.index).split(/\s+/).slice(1, 4);
  for (let n = after.length; n >= 1; n--) {
    const words = after.slice(0, n);
    const last = words[n - 1]!.replace(/(?:['’]s?)?[,?.;]*$/u, "");
    if (!/^[\p{Ll}-]{3,}$/u.test(last) || words.slice(0, -1).some((w) => !/^[\p{Ll}-]+$/u.test(w))) continue;
    // The noun as the statement introduced it, its last mention: "a party", "a Canadian animated short", "one writer"
    // (its own determiner's, not an earlier one's: "an expert on one writer").
    const intro = new RegExp(
      `\\b(?:${introducers})\\s+((?:(?!(?:[Aa]n?|[Tt]he|[Aa]nother|[Oo]ne)\\s)[\\p{L}\\d.'’-]+\\s+){0,3}?)(['‘"“]?${last}s?['’"”]?)(?!\\p{L})`,
      "gu",
    );
    const mention = [...statement.matchAll(intro)].pop();
    if (!mention || mention.index === undefined) continue;
    const phrase = new RegExp(
      `^\\S+\\s+${words
        .slice(0, -1)
        .map((w) => `${w}\\s+`)
        .join("")}${last}(['’]s?)?`,
      "u",
    ).exec(asked.slice(back.index));
    if (!phrase) continue;
    const owned = phrase[1] ? "'s" : "";
    const rest = `${asked.slice(0, back.index)}${SLOT}${owned}${asked.slice(back.index + phrase[0].length)}`;
    return statementHops(statement, mention, rest, chainOf);
  }
  // ("… the stadium that was once its home": a relative "that", the pronoun points back.)
  return pronounBack(statement, asked, chainOf);
}

/**
 * A statement and a question pointing back at a noun it introduced ("… a King. In which year was he born?"): the
 * question asks about what the statement only describes, so one sentence answering it is a guess.
 */
export function refersBack(question: string, chainOf: ChainOf): boolean {
  if (referBack(asQuestion(question), chainOf) !== null) return true;
  // "Who is the spouse of the director of X?", "X's founder was born in which city?": a relation asked of an entity the
  // question names only through another relation.
  const chain = chainOf(question);
  return (
    !!chain &&
    chain.hops.length >= 2 &&
    chain.hops.slice(0, -1).every((h) => h.template.includes(SLOT) || ROLE_HOP.test(h.template))
  );
}

const ROLE_HOP = new RegExp(`^(?:${PERSON_ROLES}|${PLACE_ROLES}|${ENTITY_ROLES}) of `, "i");

/** The statement asked of the noun it introduced (its `mention`), as the chain's first hops; `rest` goes on. */
function statementHops(
  statement: string,
  mention: RegExpMatchArray,
  rest: string,
  chainOf: ChainOf,
): { hops: Hop[]; rest: string } | null {
  if (mention.index === undefined) return null;
  const noun = `${mention[1]}${mention[2]}`.trim().replace(/['‘"“’”]/g, "");
  const head = headOf(noun);
  const statementAsked =
    `${statement.slice(0, mention.index)}which ${noun}${statement.slice(mention.index + mention[0].length)}`
      .replace(/[.;,\s]+$/, "")
      .concat("?");
  const kind = kindOfNoun(noun);
  const inner = chainOf(statementAsked);
  const hops: Hop[] = inner
    ? [...inner.hops.slice(0, -1), { template: inner.hops[inner.hops.length - 1]!.template, kind, noun: head }]
    : [{ template: statementAsked, kind, noun: head }];
  if (ownWords(rest).length === 0 || hops.length >= MAX_HOPS) return null;
  return { hops, rest };
}

const PRONOUN = /\b(?:(it|they|them|he|him|she)|(its|their|his|her))\b/i;

/**
 * "Ida Marlow voiced the title character of a radio program; on what date did it first air?": a pronoun points back
 * at the one noun the statement introduced with "a"/"an" (a person for he/she, a thing for it). Null when the
 * statement introduces no such noun, or several.
 */
function pronounBack(statement: string, asked: string, chainOf: ChainOf): { hops: Hop[]; rest: string } | null {
  const p = PRONOUN.exec(asked);
  if (!p || p.index === undefined) return null;
  const word = p[0].toLowerCase();
  // (A title is a common noun though written capitalised: "… made by a King. In which year was he born?")
  const intro = new RegExp(
    `\\b(?:[Aa]n?)\\s+((?:[\\p{L}\\d.'’-]+\\s+){0,3}?)(\\p{Ll}[\\p{Ll}-]{2,}|${TITLE_NOUNS})` +
      "(?=\\s*(?:[,;.]|$)|\\s+(?:in|on|at|of|for|from|by|with|who|whom|which|that|whose|where|as|to|and)\\b|" +
      // (the statement's subject: "An actress starred in …")
      "\\s+(?:is|was|are|were|has|had|\\p{Ll}+ed)\\b)",
    "gu",
  );
  // The nouns the pronoun may stand for: a person for he/she, a thing for it.
  const fits = (m: RegExpMatchArray) => {
    const kind = kindOfNoun(`${m[1]}${m[2]}`);
    return /^(?:it|its)$/.test(word) ? kind !== "person" : !/^(?:he|him|she|his|her)$/.test(word) || kind === "person";
  };
  const mentions = [...statement.matchAll(intro)].filter(
    (m) => !/^(?:lot|few|number|bit|couple)$/i.test(m[2]!) && fits(m),
  );
  if (mentions.length !== 1) return null;
  const rest = `${asked.slice(0, p.index)}${SLOT}${p[2] ? "'s" : ""}${asked.slice(p.index + p[0].length)}`;
  return statementHops(statement, mentions[0]!, rest, chainOf);
}
