// The names a question gives, and the name the best evidence gives beside them: the planner's bridges and pages.
import { sentences, terms, words } from "../../text/analyze";
import { QUESTION_WORDS } from "../../text/words";
import type { ScoredPassage } from "../../types";
import { contentWords } from "./decompose";
import { hopSpan, sentenceNames } from "./hop-span";

// Words that open a question's sentence as its own, not a name's: question words and imperatives ("Name Ellie
// Goulding's …"). (Not a determiner or a preposition: "All Saints Church", "In Cold Blood" are names.)
const OPENERS = new Set([...QUESTION_WORDS, "name", "list", "tell", "give"]);
const WH_WORDS = new Set(["how", "what", "which", "who", "whom", "whose", "when", "where", "why"]);
const WH_WORD_RE = /\b(?:how|what|which|who|whom|whose|when|where|why)\b/gi;

/**
 * The names a question gives, without a lone word capitalised only because it starts a sentence ("Name the …",
 * "Someone sang …", "Is it true …").
 */
export function questionNames(question: string): string[] {
  const starts = new Set(
    [...question.matchAll(/(?:^|[.?!;:]\s+)["“']?([\p{L}\p{N}'’-]+)/gu)].map((m) => m[1]!.toLowerCase()),
  );
  // "the Brisk Hound and the Valley Terrier" is read as one run of names: each conjunct is a name too (a title such as
  // "Salt and Ember" stays whole beside its halves).
  const runs = sentenceNames(question).flatMap((n) => {
    const halves = n.split(/\s+(?:and|&)\s+(?:the\s+)?/i);
    return halves.length > 1 ? [n, ...halves] : [n];
  });
  // "Which Midwestern race track …", "Did Ellie Goulding …": a question word opening a sentence is no part of the name
  // after it, unless the question asks with another wh-word ("Who Framed Roger Rabbit was directed by whom?").
  const asks = question.match(WH_WORD_RE) ?? [];
  const bare = runs.map((n) => {
    const [first, ...rest] = n.split(" ");
    const opener = first!.toLowerCase();
    const own = OPENERS.has(opener) && (!WH_WORDS.has(opener) || asks.length === 1) && !ownsFirstWord(question, n);
    return rest.length && starts.has(opener) && own ? rest.join(" ") : n;
  });
  return [...new Set(bare)].filter((n) => n.includes(" ") || !starts.has(n.toLowerCase()));
}

/**
 * "Will Smith starred in …", "Is This It was released by …", "Can Xue wrote …": an auxiliary opening a name whose
 * run is followed by a finite verb is the name's own first word (a question's own auxiliary leaves its verb bare:
 * "Did Ellie Goulding release …").
 */
function ownsFirstWord(question: string, run: string): boolean {
  const at = question.indexOf(run);
  const next = at < 0 ? undefined : /^\s+(\p{Ll}+)/u.exec(question.slice(at + run.length))?.[1];
  return (
    !!next &&
    /^(?:\p{Ll}+ed|was|is|were|are|has|had|wrote|won|sang|made|became|took|gave|led|ran|began|held|sold|owns|plays)$/u.test(
      next,
    )
  );
}

/** Every content word capitalised or a number: a name ("Nadira Sultan Mansion", "414 9th Street"), not a clause. */
export function isNamePhrase(text: string): boolean {
  const words = contentWords(text);
  return words.length > 0 && words.length <= 6 && words.every((w) => /^[\p{Lu}\p{N}]|\p{N}/u.test(w));
}

/** The name nearest the question's words in the best passage's best sentence that the question does not give. */
export function namedEntity(question: string, p: ScoredPassage): string | undefined {
  const q = new Set(terms(question));
  const best = sentences(p.text)
    .map((s) => ({ text: s.text, hits: terms(s.text).filter((t) => q.has(t)).length }))
    .sort((a, b) => b.hits - a.hits)[0];
  if (!best || best.hits === 0) return undefined;
  const found = hopSpan(
    question,
    { template: question, kind: "entity" },
    [{ passage: { ...p, text: best.text, title: undefined }, score: 1 }],
    question,
    0,
  );
  if (!found || found.span.split(/\s+/).length > 5 || !isName(found.span)) return undefined;
  return found.span;
}

/**
 * A bridge is a name with a page of its own: a date ("2023-10-18", "April"), a number or a word that only starts a
 * sentence ("Though") is not one, and searching for it alone finds passages that merely share it.
 */
function isName(span: string): boolean {
  const tokens = span.split(/\s+/);
  if (tokens.every((t) => /^[\d\p{P}]+$/u.test(t) || MONTH_OR_DAY.test(t))) return false;
  return !(tokens.length === 1 && SENTENCE_WORD.test(span));
}

const MONTH_OR_DAY =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;
const SENTENCE_WORD =
  /^(?:though|although|however|meanwhile|yet|still|also|then|thus|so|now|here|there|today|yesterday|tomorrow|according|despite|while|whether|instead|indeed|moreover|furthermore)$/i;

/** The question's own words for a set of stemmed terms, in question order. */
export function originalWords(question: string, wanted: string[]): string {
  const set = new Set(wanted);
  const out: string[] = [];
  for (const w of words(question)) {
    const t = terms(w)[0];
    if (t && set.has(t) && !out.includes(w)) out.push(w);
  }
  return out.join(" ");
}
