// "Which psychologist hosts the show?" is not answered by "The show is hosted by actor Ravi Kishan, while the sessions
// are conducted by psychologist Trupti Jayin": the sentence names who hosts ("hosted by …"), and the answer only as
// the one who did something else.
import { terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import { PERSON_ROLES } from "./chain-words";
import { NAME_WORD } from "./name-runs";
import { MONTH } from "./spans";

/**
 * The verb of a "which/what <noun> <verb> the …" question ("which mumbai psychologist hosts the show"): a word ending
 * in -s or -ed right before an article or a possessive, after one to three words of the noun asked.
 */
const WHICH_VERB = /^(?:which|what)\s+(?:[\p{L}-]+\s+){1,3}?(\p{Ll}{3,}(?:s|ed))\s+(?:the|a|an|his|her|their|its)\s/iu;

/** The verb a "which <noun> <verb> the …" question asks its relation with. */
export function whichVerb(question: string): string | undefined {
  return WHICH_VERB.exec(question.trim())?.[1]?.toLowerCase();
}

/** A capitalised name: one to four capitalised words. */
const NAME = "\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3}";
/**
 * The names after "by" and up to three words describing them, in lower case or a place's "-based", "-born" ("by actor
 * Ravi Kishan", "by Mumbai-based psychologist Trupti Jayin"), listed with "and" or commas ("by Bill Gates and Paul
 * Allen").
 */
const AGENTS = `\\s+by\\s+(?:(?:\\p{Ll}[\\p{L}-]*|\\p{Lu}\\p{L}*-\\p{Ll}+)\\s+){0,3}(${NAME}(?:(?:,\\s*|\\s+and\\s+|,\\s+and\\s+)${NAME})*)`;
/** A time is no agent: "released by December 1997". */
const TIME = new RegExp(`^(?:${MONTH}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\\b`, "i");

/** A verb's own forms ("hosted", not "hostage"). */
const formsOf = (stem: string) => `${escapeRegExp(stem)}(?:s|es|ed|d|ing)?`;
/** "<name> <verb>", a word allowed between: the name does the verb itself. */
const doer = (name: string, forms: string) => new RegExp(`${escapeRegExp(name)}\\s+(?:\\p{Ll}+\\s+)?${forms}\\b`, "u");
/** The agents a sentence gives the verb's passives (`re` captures the names after "by"), listed ones apart, no time. */
const agentsIn = (sentence: string, re: RegExp) =>
  [...sentence.matchAll(re)].flatMap((m) => m[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/)).filter((a) => !TIME.test(a));

/**
 * Why `span` is not who did `verb` where every sentence holding it (`holding`) says the verb passively with its
 * agents ("hosted by … Ravi Kishan"), and they are other names than the span. Undefined when a sentence names the
 * span among the agents, has it do the verb itself ("Ridley Scott directed …; its sequel was directed by …"), or says
 * the verb without an agent.
 */
export function agentNamedOtherwise(verb: string, span: string, holding: string[]): string | undefined {
  const stem = terms(verb)[0];
  if (!stem || stem.length < 3 || !span || holding.length === 0) return undefined;
  const forms = formsOf(stem);
  const re = new RegExp(`\\b${forms}${AGENTS}`, "gu");
  const doesIt = doer(span, forms);
  let other: string | undefined;
  for (const sentence of holding) {
    if (doesIt.test(sentence)) return undefined;
    const agents = agentsIn(sentence, re);
    if (agents.length === 0 || agents.some((a) => a.includes(span) || span.includes(a))) return undefined;
    other ??= agents[0];
  }
  return other ? `the evidence says "${verb}" by ${other}, not by ${span}` : undefined;
}

// "On what date did Roald Dahl open the gallery?", "When was the gallery opened by Roald Dahl?": the agent the question
// gives its event (a bare verb after "did <Name>", an adverb allowed, or a participle before "by <Name>"). Verbs that
// end in "ly" ("supply", "rely") are no adverb; "simply", "cheaply" are.
const LY_VERB = "(?:(?:ap|re|im|sup|com|multi)ply|rely|ally|rally|tally|bully|sully|dally)";
const DID_AGENT = new RegExp(`\\bdid\\s+(${NAME})\\s+(?:(?!${LY_VERB}\\s)\\p{Ll}{2,}ly\\s+)?(\\p{Ll}{3,})\\b`, "u");
const YES_NO = /^\s*(?:is|was|are|were|did|does|do|has|have|had|can|could|will|would)\b|\bor\b/i;
const ON_BEHALF = /^(?:publish|releas|distribut|issu|print|market|broadcast|air|sold|sell|licens)/;
const BY_AGENT = new RegExp(`\\b(\\p{Ll}{3,}ed)\\s+by\\s+(${NAME})`, "u");

/**
 * Why the sentences giving the answer (`holding`) contradict the agent the question gives its event: they say the
 * event was done by someone else ("it was opened on 23 November 1996 by Terence Hardiman" for "did Roald Dahl
 * personally open it"), and none says the question's agent did it. Undefined when the question names no agent, or no
 * sentence names another.
 */
export function agentPremiseBroken(question: string, holding: string[]): string | undefined {
  // "Is it owned by Tom Vale?", "… owned by A or B?": the agent is what a yes/no or either-or question asks.
  if (YES_NO.test(question)) return undefined;
  const did = DID_AGENT.exec(question);
  const by = did ? undefined : BY_AGENT.exec(question);
  const agent = did?.[1] ?? by?.[2];
  const verb = did?.[2] ?? by?.[1];
  const stem = verb ? terms(verb)[0] : undefined;
  if (!agent || !verb || !stem || stem.length < 3 || holding.length === 0) return undefined;
  // "When did Tolkien publish The Hobbit?": a work is published or released by a company for its maker.
  if (ON_BEHALF.test(stem)) return undefined;
  const own = new Set(terms(agent));
  const forms = formsOf(stem);
  // The verb, then up to eight words (no clause break) before "by" and its agent's name.
  const re = new RegExp(`\\b${forms}\\b(?:\\s+[^\\s,;.]+){0,8}?${AGENTS}`, "gu");
  const does = doer(agent, forms);
  let other: string | undefined;
  for (const sentence of holding) {
    if (does.test(sentence)) return undefined;
    const names = agentsIn(sentence, re);
    if (names.some((a) => terms(a).some((t) => own.has(t)))) return undefined;
    other ??= names[0];
  }
  return other ? `the evidence says "${verb}" by ${other}, not by ${agent}` : undefined;
}

/** A capitalised word (a name's), and a lower-case one that may be a verb. */
const CAPITALISED = new RegExp(`^${NAME_WORD}$`, "u");
const LOWER = /^\p{Ll}[\p{Ll}-]*$/u;
/** A lower-case word describing a person before the name ("guitarist", "singer", "director"), not a verb. */
const ROLE_WORD = new RegExp(`^(?:${PERSON_ROLES}|\\p{Ll}+(?:ist|er|or|ess|ian|ant|ent))$`, "u");

/**
 * The doer a "did/has <Name> <verb>" question names: the capitalised words right before its verb, the clause opening
 * with them (a description allowed before: "What solo album did Buck-Tick guitarist Hisashi Imai release?": "Hisashi
 * Imai"). Undefined when the clause opens otherwise ("did the director of Jaws win"), the doer is two people or
 * someone's ("Lennon and McCartney", "Nixon's aides"), or a name follows the verb ("did Obama meet Putin"): who did
 * what to whom is then more than this reading tells.
 */
export function askedDoer(question: string): string | undefined {
  const rest = /\b(?:did|does|do|has|have|had)\s+(.+)$/u.exec(question.trim())?.[1];
  const words = (rest ?? "")
    .replace(/[?,.;:]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  let j = words[0] === "the" ? 1 : 0;
  while (j < words.length && (CAPITALISED.test(words[j]!) || ROLE_WORD.test(words[j]!))) j++;
  if (j === 0 || j >= words.length || !LOWER.test(words[j]!) || !CAPITALISED.test(words[j - 1]!)) return undefined;
  if (words.slice(j + 1).some((w) => /^\p{Lu}/u.test(w))) return undefined;
  let i = j - 1;
  while (i > 0 && CAPITALISED.test(words[i - 1]!)) i--;
  const doer = words.slice(i, j).join(" ");
  return /['’]s?$/.test(doer) ? undefined : doer;
}

// A sentence whose subject is a pronoun, its verb right after ("He released …", "She has written …").
const PRONOUN_DOER = /^(?:He|She|They)\s+(?:\p{Ll}+ly\s+)?(?:(?:has|had|have)\s+)?\p{Ll}{3,}/u;

/**
 * "What solo album did Buck-Tick guitarist Hisashi Imai release in 2004?" is not answered by "He released the solo album
 * 'Ai no Wakusei' in 2004 and was a member of Schwein alongside Hisashi Imai" on Atsushi Sakurai's page: the sentence's
 * "He" is its page's subject. Why, when every cited sentence holding the answer (`holdingOf`, read once the question
 * names a doer: with its page's title and the page's text before it) says it with a pronoun on the page of someone whose title shares no word with the
 * question's doer, and the page never names the doer before it (else "he" may be the doer).
 */
export function doneByPageSubject(
  question: string,
  holdingOf: () => { sentence: string; title?: string; before: string }[],
): string | undefined {
  const doer = askedDoer(question);
  const holding = doer ? holdingOf() : [];
  if (!doer || holding.length === 0) return undefined;
  const own = terms(doer);
  let other: string | undefined;
  for (const h of holding) {
    const title = terms(h.title ?? "");
    const named = new Set(terms(h.before));
    if (!PRONOUN_DOER.test(h.sentence.trim()) || title.some((t) => own.includes(t))) return undefined;
    if (own.every((t) => named.has(t))) return undefined;
    other ??= h.title;
  }
  return other ? `the sentence giving the answer says it of ${other}, not of ${doer}` : undefined;
}
