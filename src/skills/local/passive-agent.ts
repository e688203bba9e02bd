// "Which psychologist hosts the show?" is not answered by "The show is hosted by actor Ravi Kishan, while the sessions
// are conducted by psychologist Trupti Jayin": the sentence names who hosts ("hosted by …"), and the answer only as
// the one who did something else.
import { terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";

/**
 * The verb of a "which/what <noun> <verb> the …" question ("which mumbai psychologist hosts the show"): a word ending
 * in -s or -ed right before an article or a possessive, after one to three words of the noun asked.
 */
const WHICH_VERB = /^(?:which|what)\s+(?:[\p{L}-]+\s+){1,3}?(\p{Ll}{3,}(?:s|ed))\s+(?:the|a|an|his|her|their|its)\s/iu;

/** The verb a "which <noun> <verb> the …" question asks its relation with. */
export function whichVerb(question: string): string | undefined {
  return WHICH_VERB.exec(question.trim())?.[1]?.toLowerCase();
}

/**
 * A capitalised name after "by" and up to three words describing it, in lower case or a place's "-based", "-born"
 * ("by actor Ravi Kishan", "by Mumbai-based psychologist Trupti Jayin").
 */
const AGENT =
  "\\s+by\\s+(?:(?:\\p{Ll}[\\p{L}-]*|\\p{Lu}\\p{L}*-\\p{Ll}+)\\s+){0,3}(\\p{Lu}[\\p{L}'’.-]*(?:\\s+\\p{Lu}[\\p{L}'’.-]*){0,3})";

/**
 * Why `span` is not who did `verb` where every sentence holding it (`holding`) says the verb passively with its
 * agent ("hosted by … Ravi Kishan"), and that agent is another name than the span. Undefined when a sentence names
 * the span as the agent, or says the verb without one.
 */
export function agentNamedOtherwise(verb: string, span: string, holding: string[]): string | undefined {
  const stem = terms(verb)[0];
  if (!stem || stem.length < 3 || !span || holding.length === 0) return undefined;
  const re = new RegExp(`\\b${escapeRegExp(stem)}\\p{L}*${AGENT}`, "gu");
  let other: string | undefined;
  for (const sentence of holding) {
    const agents = [...sentence.matchAll(re)].map((m) => m[1]!);
    if (agents.length === 0 || agents.some((a) => a.includes(span) || span.includes(a))) return undefined;
    other ??= agents[0];
  }
  return other ? `the evidence says "${verb}" by ${other}, not by ${span}` : undefined;
}
