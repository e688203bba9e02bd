// "At which stadium did Greywick Rovers play its home games until after the 1990–91 season?" over a page opening
// "Harlow Park was a multi-purpose stadium …" whose sentence reads "It was the home ground of Greywick Rovers until the
// club moved to the new Vell Stadium …": the sentence's "It" is its page's subject, which the opening calls the noun
// asked for; the name in its subordinate clause ("moved to …") is another one.
import { isStopword, sentences, terms } from "../../text/analyze";
import { escapeRegExp } from "../../text/regex";
import { askedNoun } from "./answer-type";
import { titleName } from "./page-title";

// "It was the home ground of X", up to where a subordinate clause or an aside starts.
const PRONOUN_PREDICATE =
  /^(?:It|This)\s+(?:is|was|has\s+been|had\s+been|became|remains|remained)\s+(?:the|an?|its)\s+(.+?)(?=\s+(?:until|after|before|when|while|where|which|who|since|following|and)\b|[,;(]|\s*$)/u;

// Words asking what came after or what is now.
const SUCCESSOR = /\b(?:after|new|replac\w*|succeed\w*|moved|became|become|since|now|currently|today|later)\b/i;

/** Lower-case words of the question (no name's), without the noun asked for. */
function plainWords(question: string, noun: string): Set<string> {
  const own = new Set(terms(noun));
  const words = question.replace(/\p{Lu}[\p{L}\d'’.&-]*(?:\s+\p{Lu}[\p{L}\d'’.&-]*)*/gu, " ");
  return new Set(terms(words).filter((t) => !own.has(t) && !isStopword(t)));
}

/**
 * The page's subject, when `sentence` (of a page titled `title`) says "It was the …" of what the question asks with its
 * own words and the page's first sentence calls its subject the noun asked for; undefined otherwise.
 */
export function pronounSubject(question: string, sentence: string, title: string | undefined, text: string) {
  const noun = askedNoun(question);
  if (!noun || !title) return undefined;
  const predicate = PRONOUN_PREDICATE.exec(sentence.trim())?.[1];
  if (!predicate) return undefined;
  // "It was the home ground of X until the club moved to Vell Stadium": a question asking what came after ("became
  // the new home ground", "after the mill closed") or what is now ("is the home ground") asks the successor.
  if (/\buntil\b/i.test(sentence)) {
    const asked = question.replace(/\buntil\s+after\b/gi, "until");
    if (SUCCESSOR.test(asked) || (/^\s*(?:\S+\s+){0,3}?(?:is|are)\b/i.test(asked) && /\bwas\b/i.test(sentence)))
      return undefined;
  }
  const asked = plainWords(question, noun);
  if (!terms(predicate).some((t) => asked.has(t))) return undefined;
  const name = titleName(title);
  if (!name || question.toLowerCase().includes(name.toLowerCase())) return undefined;
  const opening = sentences(text)[0]?.text ?? "";
  const calls = new RegExp(
    `^(?:The\\s+)?${escapeRegExp(name)}\\s+(?:is|was)\\s+(?:an?|the)\\s+(?:[\\p{L}-]+\\s+){0,4}?${escapeRegExp(noun)}s?\\b`,
    "iu",
  );
  return calls.test(opening) ? name : undefined;
}
