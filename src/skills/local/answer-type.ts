import { escapeRegExp } from "../../text/regex";
import { offeredSides } from "./compare-sides";

/** What kind of short answer a question expects, from its wording. */
export type AnswerType =
  | "number"
  | "money"
  | "duration"
  | "date"
  | "time"
  | "status"
  | "version"
  | "person"
  | "code"
  | "choice"
  | "yesno"
  | "other";

const CODE_NOUN =
  "(header|endpoint|url|path|scope|field|parameter|command|hostname|host|domain|ticker|symbol|error code)";
// Up to three words before the noun asked for: "the Team plan's monthly price", "the end-date parameter".
const MODIFIERS = "([\\w'’-]+ ){0,3}";
/** Measures a number answers: "the population of …", "X's capacity". */
const MEASURES =
  "(number|amount|price|cost|percentage|rate|size|limit|total|average|lifetime|duration|retention|quota|capacity|population|attendance|height|length|area|elevation|depth|width|weight|distance)";

const TOPIC_FIRST =
  /^(?!(?:what|which|who|whom|whose|where|when|how|in|on|at|by|for|of|from|is|was|are|were|do|does|did|has|have|had|can|could|will|would|should)\b)[^?,]{3,80},\s*(?=(?:when|what|how|(?:who|whom|whose|which|where)\s+(?:is|was|are|were|did|does|do|has|have|had|can|could|will|would)\b)[^,]*$)/;

export function answerType(question: string): AnswerType {
  // "What's the …" is "what is the …".
  const q = question
    .trim()
    .toLowerCase()
    // "Mikhail Gorbachev, when was he born?": a topic before a comma, then the question itself (to the end, no comma
    // after it: "Rose McGowan, who starred in Jawbreaker, is best known for …" is a relative clause, not a question).
    .replace(TOPIC_FIRST, "")
    .replace(/^(what|which|who|where|when|how)['’]s\b/, "$1 is");
  // "What is the maximum payload?", "what's the biggest payload I can send?": a limit, so an amount.
  if (
    /^(what|which) (is|was|are|were) the (maximum|minimum|max|min)\b/.test(q) ||
    /^(what|which) (is|was|are|were) the (biggest|largest|smallest|longest|shortest|highest|lowest)\b[^?]*\b(can|could|may|allowed|permitted|supported|accepted)\b/.test(
      q,
    )
  )
    return "number";
  // "What is the date header?" asks for a header: the noun asked for wins over the words before it.
  if (new RegExp(`^(what|which) (is|was|are|were) the ${MODIFIERS}${CODE_NOUN}s?\\b`).test(q)) return "code";
  // "At what time does the dock open?" asks for a clock time, not a date.
  if (/\b(what|which) time\b/.test(q) && !/\btime (zone|limit|frame|period|window)\b/.test(q)) return "time";
  // "In Authentication v3, what header …", "which HTTP status does … return", "in which release …": the noun
  // after the question word names the type wherever the question word stands.
  const noun = askedNoun(q);
  if (noun && noun in NOUN_TYPES) return NOUN_TYPES[noun]!;
  // "Where do I request a token?", "where does a request put its key?": where a client sends or puts something is
  // an address or a header, not a place.
  if (/^where (?:do|does|should|can|must|would) [^?]*?\b(?:request|send|post|put|submit|call|fetch|get|pass)\b/.test(q))
    return "code";
  // "… a civil war that ended when?": the question word at the end asks the same as at the start.
  if (/\bwhen\s*\?\s*$/.test(q)) return "date";
  if (
    /^(when|by when|until when|what (year|date|day|month|time)|which (year|date|day|month)|in what year|on what date)\b/.test(
      q,
    )
  )
    return "date";
  if (
    /\b(what|which) (year|date|day)\b/.test(q) ||
    new RegExp(`^(what|which) (is|was|are|were) the ${MODIFIERS}date\\b`).test(q) ||
    // "What is the year of establishment of X?"
    /^(what|which) (is|was|are|were) the (year|month|day) of\b/.test(q)
  )
    return "date";
  // "How long" wants a span of time (or of length): a bare number, a status code say, does not answer it.
  if (
    /\bhow long\b/.test(q) ||
    new RegExp(
      `\\bwhat (is|was|are) the ${MODIFIERS}(lifetime|duration|retention( period)?|ttl|timeout|expiry)\\b`,
    ).test(q)
  ) {
    return "duration";
  }
  // "How much does it cost" wants an amount of money: a message quota next to the price does not answer it.
  // ("How much storage comes at no extra cost?" asks for storage.)
  if (
    /^how much (do|does|did|will|would|is|are|was|were)\b[^?]*\b(cost|costs|pay|charge|charged)\b/.test(q) &&
    !/\b(no|extra|additional) (extra )?(cost|charge)\b/.test(q)
  ) {
    return "money";
  }
  if (
    /^what (does|do|did|will) [^?]+ cost\b/.test(q) ||
    new RegExp(`^what (is|was|are|were) the ${MODIFIERS}(price|cost|fee)s?(?![\\w-])`).test(q)
  )
    return "money";
  if (
    /^(how (many|much|long|often|old|far|big|large|fast|tall|high))\b/.test(q) ||
    new RegExp(
      `\\b(how (many|much|long|far|tall|old|deep|wide)|what (is|was|are) the ${MODIFIERS}${MEASURES}|what percentage|how much)\\b`,
    ).test(q) ||
    // "What was Bangladesh's population?": the measure owned by what it measures, closing the question.
    new RegExp(`^what (is|was|are|were) [^?]*['’]s ${MODIFIERS}${MEASURES}\\s*\\??\\s*$`).test(q)
  )
    return "number";
  // "… was named after whom?": the question word at the end asks the same as at the start.
  // "By whom was it composed?" asks the same.
  if (
    /^(?:by\s+)?(who|whom|whose)\b/.test(q) ||
    /\bwho (is|was|were|are|did|has)\b/.test(q) ||
    /\bwhom\s*\?*\s*$/.test(q)
  )
    return "person";
  if (/^(what|which)\b/.test(q) && /\b(status|response|http) code\b/.test(q)) return "status";
  if (
    /\b(header|endpoint|url|path|scope|field|parameter|command|hostname|host|domain|ticker|symbol)\b/.test(q) &&
    /^(what|which)\b/.test(q)
  )
    return "code";
  if (choiceOptions(question)) return "choice";
  if (asksYesNo(q)) return "yesno";
  return "other";
}

/**
 * Whether a question asks yes or no: it opens with an auxiliary ("Were A and B both …?"), or, typed in a hurry without
 * one ("quando eu era vivo and drained same director", "phillips distilling and cytosport both based in california?"),
 * it joins two things with "and", says "same" or "both", and has no question word.
 */
export function asksYesNo(question: string): boolean {
  if (choiceOptions(question)) return false;
  const q = question.trim().toLowerCase();
  if (/^(is|are|was|were|does|do|did|can|could|has|have|had|will|would|should)\b/.test(q)) return true;
  // ("Name the state A and B are both based in" is a request for a name, not a yes/no.)
  return (
    !/\b(?:what|which|who|whom|whose|when|where|why|how)\b/.test(q) &&
    !/^(?:please\s+)?(?:name|list|tell|give|show|find|say|identify)\b/.test(q) &&
    /\band\b.+\b(?:same|both)\b/.test(q)
  );
}

/**
 * An address is asked for ("which URL", "what address"): of the identifiers, only one
 * with a host or a path answers (not "API" or "HTTP").
 */
export function asksForAddress(question: string): boolean {
  const q = question.trim().toLowerCase();
  const noun = askedNoun(q);
  return noun === "url" || noun === "address" || noun === "link" || noun === "endpoint";
}

/** What the noun of a "what/which <noun>" phrase asks for. */
const NOUN_TYPES: Record<string, AnswerType> = {
  header: "code",
  endpoint: "code",
  url: "code",
  scope: "code",
  parameter: "code",
  command: "code",
  hostname: "code",
  // "Which URL issues tokens?", "what address should I POST to?": a location on the web.
  address: "code",
  link: "code",
  // "What request rate is allowed?": an amount per unit.
  rate: "number",
  status: "status",
  "status code": "status",
  "http code": "status",
  "error code": "code", // "the error code rate_limited": an identifier; an HTTP status is a number
  "response code": "status",
  version: "version",
  release: "version",
  year: "date",
  date: "date",
  time: "time",
};

const AUXILIARY =
  /^(is|are|was|were|do|does|did|has|have|had|can|could|will|would|should|must|might|may|to|of|in|on|at|for|from|by|with)$/;

/**
 * The noun a "what/which <noun>" phrase asks for, anywhere in the question: up to two modifiers, then the noun before
 * a verb or preposition ("what HTTP header do …" → header, "which HTTP status does …" → status, "in which release
 * was …" → release). Two-word nouns ("status code") are kept whole.
 */
export function askedNoun(question: string): string | undefined {
  const phrase = askedWords(question);
  if (!phrase) return undefined;
  const singular = (w: string) => (w.endsWith("s") && w.slice(0, -1) in NOUN_TYPES ? w.slice(0, -1) : w);
  const last = singular(phrase[phrase.length - 1]!);
  const two = phrase.length > 1 ? `${phrase[phrase.length - 2]} ${last}` : "";
  if (two in NOUN_TYPES) return two;
  // "What version first shipped …": a typed noun, then the verb of the question.
  const first = singular(phrase[0]!);
  if (!(last in NOUN_TYPES) && first in NOUN_TYPES && /^(?:first|last|originally|\w+ed)$/.test(phrase[1] ?? ""))
    return first;
  return last;
}

/** The words after "what"/"which" up to a verb or preposition (at most three), lower-cased. */
function askedWords(question: string): string[] | undefined {
  const { phrase } = readAsked(question);
  return phrase.length === 0 || phrase.length > 3 ? undefined : phrase;
}

/** "who owns / founded / directed …": the relation a who-question asks, as the verb right after "who". */
export const WHO_VERB =
  /^who\s+(?:currently\s+|first\s+|originally\s+)?(?!(?:does|has|was|goes|is)\b)(\p{Ll}{3,}(?:s|ed))\s/iu;
/** The verb of a "which <noun> <verb> …" question ("Which studio distributed X?" → "distributed"), lower-cased. */
export function askedVerb(question: string): string | undefined {
  return readAsked(question).verb;
}

/**
 * A "what/which …" phrase read once: its words up to an auxiliary, a determiner or the question's own verb ("Which
 * publisher published …", "which team won …", "what studio first released …": the words after the verb are its
 * object), and that verb when one ended it.
 */
function readAsked(question: string): { phrase: string[]; verb?: string } {
  const m = /\b(?:what|which)\s+([\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,3})/iu.exec(question);
  const written = m?.[1]?.split(/\s+/) ?? [];
  const words = written.map((w) => w.toLowerCase());
  const phrase: string[] = [];
  for (const [i, w] of words.entries()) {
    if (AUXILIARY.test(w) || DETERMINER.test(w)) break;
    if (i > 0 && questionVerb(written[i]!, words[i - 1]!, written[i + 1])) return { phrase, verb: w };
    if (i > 0 && ADVERB.test(w) && questionVerb(written[i + 1] ?? "", w, written[i + 2]))
      return { phrase, verb: words[i + 1] };
    phrase.push(w.replace(/['’]s$/, ""));
  }
  return { phrase };
}

// Past forms without "-ed", and present forms a "which <noun> …" question asks with ("which company owns …").
const IRREGULAR_VERB =
  /^(?:put|made|wrote|won|sold|built|ran|led|gave|took|bought|held|began|became|brought|sang|sung|shot|taught|told|drew|flew|grew|knew|rode|saw|spoke|struck|fought|owns|runs|plays|hosts|holds|makes|sells|leads)$/;
const ADVERB = /^(?:first|last|originally|later|also|once|formerly|initially)$/;

/**
 * A word of a "which <noun> <verb> …" question that is its verb: lower-case "-ed" (not "breed", not "highly rated")
 * with no lower-case noun after it ("which Japanese animated series", "which US based company": a participle
 * describing the noun), or a common verb form without "-ed".
 */
function questionVerb(written: string, previous: string, next: string | undefined): boolean {
  if (!/^\p{Ll}/u.test(written)) return false;
  const w = written.toLowerCase();
  if (IRREGULAR_VERB.test(w)) return true;
  const describes =
    !!next && /^\p{Ll}/u.test(next) && !DETERMINER.test(next) && !AUXILIARY.test(next) && !PARTICLE.test(next);
  return /^\p{Ll}{3,}ed$/u.test(w) && !/eed$/.test(w) && !/ly$/.test(previous) && !describes;
}

// Words after a verb that are not a noun it describes: "handed over", "carried out".
const PARTICLE = /^(?:out|up|off|over|down|back|away|into|onto|as|about|against|after|before|between|during|through)$/;

const DETERMINER = /^(the|a|an|my|your|our|its|their|his|her|this|that|these|those)$/;

/** The noun phrase a "what/which <noun>" question asks for, as written ("HTTP header" in "What HTTP header do …"). */
export function askedPhrase(question: string): string | undefined {
  const phrase = askedWords(question);
  if (!phrase) return undefined;
  const m = new RegExp(`\\b${phrase.map(escapeRegExp).join("\\s+")}`, "i").exec(question);
  return m?.[0];
}

/**
 * The two options of an "A or B?" question ("owned by time warner or universal pictures?"): B is
 * what follows the last "or"; A is as many words before it (at most four).
 */
export function choiceOptions(question: string): [string, string] | null {
  // "…, Harrow Lake National Park or Vellmar National Park?": the options after the comma, however long.
  const offered = offeredSides(question);
  if (offered && !offered.described) return offered.written ?? [offered.a, offered.b];
  // "Do both A and B serve Canadian audiences or media?" asks yes or no of both: its "or" is the predicate's.
  if (/^\s*(?:is|are|was|were|do|does|did|has|have|had|can|could)\b[^?]*\bboth\b[^?]*\band\b/i.test(question))
    return null;
  const m = /^(.*\S)\s+or\s+([^?]+?)\s*\??\s*$/i.exec(question.trim());
  if (!m) return null;
  const after = m[2]!.trim().split(/\s+/);
  const before = m[1]!.trim().replace(/,$/, "").split(/\s+/);
  if (after.length > 4 || before.length < after.length + 1) return null;
  const a = before.slice(-after.length).join(" ");
  if (/^(not|no|else|otherwise)$/i.test(after.join(" "))) return null;
  return [a, after.join(" ")];
}
