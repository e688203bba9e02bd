import { isStopword, stem } from "../../text/analyze";
import { QUESTION_WORDS } from "../../text/words";
import { chainOf } from "./chain";
import { type Chain, WH_WORDS } from "./chain-words";
import { bothSides, offeredSides, pairedDescriptions, sameAsSides, thanSides, topicPair } from "./compare-sides";

/** How a question breaks into parts, by rules (the local planner's first move). */
export interface Decomposition {
  kind: "comparison" | "conjunction" | "hop" | "simple";
  /** The parts to search for; for comparisons, one per side, each with the shared context. */
  parts: string[];
  /** For comparisons: the sides' own words ("v3", "v4"). */
  sides?: string[];
  /** Words shared by every part (the comparison's subject). */
  context?: string;
  /** For hops: the ordered chain, each hop's answer filling the next hop's query. */
  chain?: Chain;
  /** For conjunctions: claims about one thing ("…, and is accused …") or separate questions ("what … and when …"). */
  joined?: "claims" | "questions";
}

const QUESTION_WORD_SET = new Set(QUESTION_WORDS);
const COMPARATORS =
  /\b(differ|differs|different|difference|differences|compare|compares|compared|comparison|versus|vs\.?)\b/i;

/** Where the right side of "A vs B" ends: a colon, or a comma before a question word. */
const CLAUSE = /\s*[:;]\s*|\s*,\s*(?=(?:how|what|which|who|when|where|why)\b)/i;
/**
 * Typed without punctuation after "vs", a lower-case "which"/"what" before a word that is no verb ("which novel …"),
 * or "which"/"who" before a verb and the comparison's own word ("which published first"; not "the band which recorded
 * Pet Sounds", a relative clause).
 */
const BARE_CLAUSE =
  /\s+(?=(?:which|what)\s+(?!(?:is|was|are|were|did|does|do|has|had|have)\b)\p{Ll}+(?<!ed)\s|(?:which|who)\s+(?:\p{Ll}+\s+){1,2}(?:first|earlier|later|last|sooner|older|younger|more|less|longer)\b)/u;

/** Content words (original spelling) of a phrase: no stopwords, no question words. */
export function contentWords(text: string): string[] {
  const all = (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).map((w) => w.replace(/[.’']+$/u, ""));
  // "No. 2 Squadron": "No" before a number is part of a name, not the word "no".
  return all.filter(
    (w, i) =>
      (/^No$/.test(w) && /^\d/.test(all[i + 1] ?? "")) ||
      (w && !isStopword(w.toLowerCase()) && !QUESTION_WORD_SET.has(w.toLowerCase())),
  );
}

function withContext(side: string[], context: string[]): string {
  const sideStems = new Set(side.map((w) => stem(w.toLowerCase())));
  return [...context.filter((w) => !sideStems.has(stem(w.toLowerCase()))), ...side].join(" ");
}

/** "X and Y" where both are capitalised names: "Were Dale Rusk and Ed Warrow of the same nationality?" */
// (Letters of any script: "Pelé", "Şehzade", "Múzquiz" are whole names.)
const NAME =
  "\\p{Lu}[\\p{L}\\p{N}_'’.-]*(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}_'’.-]*|(?:of|the|for|in|on|de|da|van|von)\\b|&))*";
// (A name after "the" may be followed by the lower-case noun of its kind: "the St. Andre assembly constituency".)
// (A noun: not a participle nor a word such as "ever", "also", "both": "the Rolling Stones ever share".)
const KIND_WORD =
  "(?!(?:ever|also|both|all|still|just|once|never|each|together|not|only|first|later|originally)\\b)\\p{Ll}[\\p{Ll}-]+(?<!ed|ing)";
const KIND_NAMED = `(?<=\\bthe\\s+)${NAME}(?:\\s+${KIND_WORD}){1,2}(?=\\s*,?\\s+(?:and|or)\\s|\\s+(?:in|of|both|share|have|had)\\b)`;
// (Or a title in double quotes: "Do both "A Wise Old Owl" and "Pretty Little Dutch Girl" have …?")
const QUOTED_TITLE = '["“][^"“”]{2,80}["”]';
const QUOTE_OPENS = /^["“]/;
const NAME_PAIR = new RegExp(
  `(${KIND_NAMED}|${QUOTED_TITLE}|${NAME})\\s*,?\\s+(?:and|or)\\s+(?:the\\s+)?(${KIND_NAMED}|${QUOTED_TITLE}|${NAME})`,
  "u",
);

/** ", A or B" / ": A or B" closing a which-question: its two options. */
const OFFERED = new RegExp(`[,:;]\\s*(?:the\\s+)?(${NAME})\\s+or\\s+(?:the\\s+)?(${NAME})\\s*$`, "u");

/**
 * Words that make "between A and B" a comparison of the two: a measure, a change, a comparative, a superlative
 * ("largest", "best"; not a word that only ends like one: "interest", "forest", "west").
 */
const COMPARES =
  /\b(?:how\s+(?:many|much|long|far)|years?|months?|days?|passed|elapsed|differ\w*|distance|gap|chang\w*|consisten\w*|inconsisten\w*|same|compar\w*|more|less|fewer|first|earlier|later|older|younger|longer|shorter|larger|bigger|smaller|higher|lower|better|worse|most|least|(?!(?:inter|for|re|con|pro|sugg|harv|manif|inv|dig|mod|hon|arr|conqu|inqu|bequ|beh|(?:mid|north|south)?w|ever|budap|buchar|pri|temp|att|det|pret|requ|prot|t|r|n|gu|qu|ch|v|j|p|l)est\b)\w+est)\b/i;

/** A question word: a phrase holding one is asked for, not given. */
const ASKS_WORD = new RegExp(`\\b(?:${WH_WORDS})\\b`, "i");
/** "between X and which …": the second end is what is asked. */
const BETWEEN_ASKED = new RegExp(`\\bbetween\\s+[^,;?]+?\\s+and\\s+(?:${WH_WORDS})\\b`, "i");

function comparison(question: string): Decomposition | null {
  const q = question.trim().replace(/\?+$/, "");
  // "between A and B" (not "lies between McLean and which town?": a side asked for is what the question asks)
  const between = /\bbetween\s+(.+?)\s+and\s+(.+?)(?:[,;]|$)/i.exec(q);
  // (A "between" that compares: leading the question, or with a measure, a change or a comparative; "carries
  // correspondence between its government and its missions" relates the two, and asks something else.)
  if (between && !ASKS_WORD.test(`${between[1]} ${between[2]}`) && (/^\s*between\b/i.test(q) || COMPARES.test(q))) {
    const rest = contentWords(q.replace(between[0], " ").replace(COMPARATORS, " "));
    // "between the unveiling of A and that of B": what happened to both is shared, the sides are A and B.
    const [a, b] = [EVENT_OF.exec(between[1]!), EVENT_OF.exec(between[2]!)];
    const echo = a && b && (/^th(?:at|ose)$/i.test(b[1]!) || b[1]!.toLowerCase() === a[1]!.toLowerCase());
    if (echo) return sided(contentWords(a[2]!), contentWords(b[2]!), [...contentWords(a[1]!), ...rest]);
    return sided(contentWords(between[1]!), contentWords(between[2]!), rest);
  }
  // "Compare A with B", "Compare the limits and prices of A and B": split at the last connective.
  const compare =
    /^compare\s+(.+)\s+(?:with|to|against|versus|vs\.?)\s+(.+)$/i.exec(q) ?? /^compare\s+(.+)\s+and\s+(.+)$/i.exec(q);
  if (compare) {
    const a = contentWords(compare[1]!),
      b = contentWords(compare[2]!);
    const bStems = new Set(b.map(stemOf));
    const common = a.filter((w) => bStems.has(stemOf(w)));
    const commonStems = new Set(common.map(stemOf));
    // "the uptime SLA of the Team plan with the Enterprise plan": the sides are as long as the shorter one.
    const n = Math.min(
      a.filter((w) => !commonStems.has(stemOf(w))).length,
      b.filter((w) => !commonStems.has(stemOf(w))).length,
    );
    const [sideA, sideB] = [trimSide(a, n, commonStems), trimSide(b, n, commonStems)];
    return sided(sideA.keep, sideB.keep, [...sideA.rest, ...sideB.rest, ...common]);
  }
  // "A differs from B", "A compared with B", "A vs B"
  const comp = COMPARATORS.exec(q);
  if (comp) {
    const before = q.slice(0, comp.index);
    const afterMatch = /^(?:\s*(?:from|to|with|and|than|against))?\s+(.*)$/i.exec(q.slice(comp.index + comp[0].length));
    // "Free vs Team: how many requests per second": the right side ends at the clause; what follows is shared. Typed
    // without the comma after "vs" ("three comrades vs spirit of the border which novel …"), "which" or "what" before a
    // noun ends it too ("the band who recorded …" is a relative clause).
    const rest = afterMatch?.[1] ?? "";
    const parts = rest.split(CLAUSE);
    const [rightText = "", ...clause] =
      parts.length === 1 && /^(?:vs\.?|versus)$/i.test(comp[0]) ? rest.split(BARE_CLAUSE) : parts;
    const right = contentWords(rightText);
    const left = contentWords(before);
    if (right.length && left.length) {
      const n = Math.min(right.length, left.length);
      // A name is not cut: "Port Avel United vs Dunmore" keeps "Port Avel United".
      let from = left.length - n;
      while (from > 0 && isSpecific(left[from]!) && isSpecific(left[from - 1]!)) from--;
      const a = left.slice(from);
      const shared = left.slice(0, from);
      // "authentication in v3 … from v4": the side is what differs; the rest is shared context.
      const rightStems = new Set(right.map(stemOf));
      const aOnly = a.filter((w) => !rightStems.has(stemOf(w)));
      const bOnly = right.filter((w) => !new Set(a.map(stemOf)).has(stemOf(w)));
      const common = a.filter((w) => rightStems.has(stemOf(w)));
      if (aOnly.length && bOnly.length)
        return sided(aOnly, bOnly, [...shared, ...common, ...contentWords(clause.join(" "))]);
    }
  }
  // "Which dog's ancestors include Fenn and Dray Setters: the Valley Terrier or the Brisk Hound?": options
  // set off at the end are the sides, whatever names come before them.
  const offered = OFFERED.exec(q);
  if (offered) {
    const rest = contentWords(q.slice(0, offered.index));
    return sided(contentWords(offered[1]!), contentWords(offered[2]!), rest);
  }
  // Titles with small words offered at the end ("…, Salt and Ember or A Week with Nell?"), "Is A older than B?".
  const split = offeredSides(q) ?? thanSides(q) ?? sameAsSides(q) ?? pairedDescriptions(q) ?? bothSides(q);
  if (split) return sided(split.a.split(/\s+/), split.b.split(/\s+/), contentWords(split.rest));
  // "Of the Depot episodes 'Ned's Reunion' and 'Kai's Wedding', which was broadcast earlier?": the pair a leading
  // "of" names, then what is asked of them.
  const ofPair = new RegExp(
    "^[Oo]f\\s+(?:the\\s+)?(?:(?:[\\p{L}'’-]+\\s+){0,4}(?!(?:to|and|or|of|the|a|an|in|on|for|with|at|by)\\b)\\p{Ll}[\\p{L}'’-]*\\s+)?" +
      "(['‘\"“]\\p{Lu}.*?['’\"”]|\\p{Lu}[^,]*?)\\s+and\\s+(['‘\"“]\\p{Lu}.*?['’\"”]|\\p{Lu}[^,]*?)\\s*,\\s*(?=(?:which|who)\\b)(.*)$",
    "u",
  ).exec(q);
  if (ofPair) return sided(ofPair[1]!.split(/\s+/), ofPair[2]!.split(/\s+/), contentWords(ofPair[3]!));
  // "Were Dale Rusk and Ed Warrow of the same nationality?", "Which is older, X or Y?"
  const pair = NAME_PAIR.exec(q);
  // (Not a pair inside a quoted title: "Is the song "Ebony and Ivory" by Paul McCartney?")
  const quoted = pair && !QUOTE_OPENS.test(pair[1]!) && (q.slice(0, pair.index).match(/["“”]/g)?.length ?? 0) % 2 === 1;
  if (
    pair &&
    !quoted &&
    !inRelativeClause(q.slice(0, pair.index)) &&
    (/\b(same|both|share|shared|common|similar|older|younger|first|earlier|later|more|less|larger|bigger|smaller|higher|lower|longer|shorter)\b/i.test(
      q,
    ) ||
      /^(were|are|is|was|did|do|does)\b/i.test(q))
  ) {
    const rest = contentWords(q.replace(pair[0], " "));
    // A quoted title is kept whole, its small words too ("Let It Be", "Up").
    const side = (x: string) => (QUOTE_OPENS.test(x) ? x.slice(1, -1).split(/\s+/) : contentWords(x));
    return sided(side(pair[1]!), side(pair[2]!), rest);
  }
  // "A, the ski jumper, and B, the game designer: were they born in the same state?"
  const topic = topicPair(q);
  if (topic) return sided(topic.a.split(/\s+/), topic.b.split(/\s+/), contentWords(topic.rest));
  return null;
}

const stemOf = (w: string) => stem(w.toLowerCase());

/** "the unveiling of A", "that of B": an event (or "that") of a named thing. */
const EVENT_OF = /^(?:the\s+)?((?:\p{Ll}+\s+){0,2}?\p{Ll}+)\s+of\s+(?:the\s+)?(["“'‘]?[\p{Lu}\d].*)$/u;

/**
 * The words before a pair of names open a relative clause ("…coached by the point guard who played alongside A and
 * B"): the pair tells which entity is meant, it is not what the question compares. ("Is it true that A and B …": a "that"
 * after a verb of saying opens the claim, not a clause.)
 */
const inRelativeClause = (before: string) =>
  /\s(?:who|whom|whose|which|(?<!\b(?:true|sure|know|say|said|claim|claimed|believe|think)\s)that)\s/i.test(
    ` ${before.split(/\s+/).slice(1).join(" ")} `,
  );
/** A name or a number: capitalised, or with a digit. */
const isSpecific = (w: string) => /\d|^\p{Lu}/u.test(w);

/**
 * A side cut to n words, the rest going to the shared context. A side of names only is kept whole ("Procter
 * Gamble"); otherwise the words just before a word both sides share ("Team" of "Team plan" against
 * "Enterprise plan"), else its first n names or numbers ("Microsoft" of "Microsoft revenue 2023"), else its last n.
 */
function trimSide(words: string[], n: number, shared: Set<string>): { keep: string[]; rest: string[] } {
  const own = words.filter((w) => !shared.has(stemOf(w)));
  if (own.length <= n || own.every(isSpecific)) return { keep: own, rest: [] };
  const beforeShared = own.filter((w) => {
    const next = words[words.indexOf(w) + 1];
    return next !== undefined && shared.has(stemOf(next));
  });
  const specific = own.filter(isSpecific);
  const keep =
    beforeShared.length === n ? beforeShared : specific.length >= n ? specific.slice(0, n) : own.slice(own.length - n);
  return { keep, rest: own.filter((w) => !keep.includes(w)) };
}

function sided(a: string[], b: string[], context: string[]): Decomposition | null {
  if (!a.length || !b.length) return null;
  const sides = [a.join(" "), b.join(" ")];
  return {
    kind: "comparison",
    sides,
    context: context.join(" "),
    parts: [withContext(a, context), withContext(b, context)],
  };
}

/** "What is X and when did Y …?": two questions joined by "and". */
function conjunction(question: string): Decomposition | null {
  // "… lies between McLean and which town?": one question asking the other end of a "between".
  if (BETWEEN_ASKED.test(question)) return null;
  const halves = question.split(/\s*(?:,\s*)?\band\s+(?=(?:what|which|who|when|where|why|how)\b)/i);
  if (halves.length < 2) return null;
  const parts = halves.map((h) => contentWords(h).join(" ")).filter(Boolean);
  return parts.length >= 2 ? { kind: "conjunction", joined: "questions", parts: parts.slice(0, 3) } : null;
}

/**
 * Claims joined by a contrast ("Does the article from X suggest …, while the article from Y reports …?"), or a list
 * of what one thing did or is ("Who is the skipper facing trial, accused of …, who sank …, and is also …", "…
 * not only … but also …"): each claim is a part, with its own evidence.
 */
function claims(question: string): Decomposition | null {
  const joined = question.replace(/\?+\s*$/, "").split(CLAIM_BOUNDARY);
  // A list of three predicates or more; one relative clause alone ("the coach of X, who coached at Y"), or a question
  // the chain grammar reads ("the capital of the country, bordering X, containing Y, …"), is a chain's.
  const listed = joined.flatMap((h) => h.split(LISTED_PREDICATE));
  const halves = listed.length >= 3 && !chainOf(question) ? listed : joined;
  if (halves.length < 2) return null;
  const parts = halves.map((h) => contentWords(h).join(" ")).filter((h) => h.split(" ").length >= 2);
  return parts.length >= 2 ? { kind: "conjunction", joined: "claims", parts: parts.slice(0, MAX_CLAIMS) } : null;
}

const MAX_CLAIMS = 4;

// Where one claim ends and the next begins: a contrast; a comma before the next verb; "but also".
const CLAIM_BOUNDARY = new RegExp(
  [
    String.raw`\s*(?:,\s*|;\s*|\s)(?:while|whereas|in contrast to|as opposed to|and (?=(?:the|an?|another) (?:\w+ )?(?:article|report)\b))\s+`,
    String.raw`,\s+(?:and\s+)?(?=(?:is|was|are|were|has|had|also)\s)`,
    String.raw`\s+but also\s+`,
  ].join("|"),
  "i",
);
// A comma before the next predicate of a list opened by "who" or a lower-case participle ("…, who sank …", "…,
// accused of …", "…, using a front …"), not one saying what a report is about or when it appeared ("…, regarding …",
// "…, published on …").
const LISTED_PREDICATE =
  /,\s+(?:and\s+)?(?=(?:who|whose)\s|(?!(?:regarding|concerning|including|according|following|during|published)\b)\p{Ll}{3,}(?:ed|ing)\s)/u;

/** A relative clause or "of" chain names the first hop: "the woman who portrayed Della Marsh" → search that first. */
function hop(question: string): Decomposition | null {
  const chain = chainOf(question);
  if (chain) return { kind: "hop", parts: [contentWords(chain.hops[0]!.template).join(" ")], chain };
  const rel = /\b(?:the|a|an)\s+((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:who|that|which|whose)\s+(.+?)(?:\?|$)/i.exec(
    question,
  );
  if (rel) {
    const inner = contentWords(`${rel[1]} ${rel[2]}`);
    if (inner.length >= 2) return { kind: "hop", parts: [inner.join(" ")] };
  }
  const of = /\b(?:the|a|an)\s+([\w'’-]+)\s+of\s+(?:the\s+)?((?:[\w'’.-]+\s*){1,8})(?:\?|$)/i.exec(question);
  if (of && /^(who|what|which|when|where|in what|how)\b/i.test(question.trim())) {
    const inner = contentWords(`${of[1]} ${of[2]}`);
    const all = contentWords(question);
    if (inner.length >= 2 && inner.length < all.length) return { kind: "hop", parts: [inner.join(" ")] };
  }
  return null;
}

export function decompose(question: string): Decomposition {
  return (
    claims(question) ?? comparison(question) ?? conjunction(question) ?? hop(question) ?? { kind: "simple", parts: [] }
  );
}
