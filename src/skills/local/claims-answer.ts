import { terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import { localConfidence, supportMargin } from "./answer-confidence";
import type { Verdict } from "./compare-answer";
import { ASKS_FOR_PERSON, foldAliases, titledUpTo } from "./entity-vote";

// Capitalised runs: the names a part's evidence gives (a company, a person, a product).
// "University of Tarrow" is one name: lower-case joiners between capitalised words are kept.
const NAME_RUN = /[\p{Lu}][\p{L}\d'’.&-]*(?:(?:[ -]|\s+(?:of|the|de|and|for)\s+)(?:[\p{Lu}\d][\p{L}\d'’.&-]*))*/gu;
const NOT_A_NAME =
  /^(?:The|A|An|In|On|At|By|For|From|This|That|These|Those|His|Her|Their|Its|It|He|She|They|We|I|But|And|As|After|Before|When|While|If|So|Yes|No)$/;
const ASKS_FOR_NAME = /^(?:who|whom|which|what)\b/i;
// "Who is the individual …?" asks for a person: a one-word name ("FTX") is a company, not a person's name.
const PERSON_NAME = /^\p{Lu}[\p{L}'’.]+(?:[ -]\p{Lu}[\p{L}'’.]+){1,3}$/u;

const QUOTE_OPEN = /["“‘']/;
// A closing mark right after the name, maybe after its punctuation ("“Anti-Hero,”").
const QUOTE_CLOSE = /^[,.!?]?["”’']/;

function namesIn(p: ScoredPassage, question: Set<string>, person: boolean): Set<string> {
  // A corpus fact reads "source, date: fact": the source names itself, not the answer.
  const body = p.text.replace(/^[^:]{0,120}:\s/, "");
  const out = new Set<string>();
  for (const m of body.matchAll(NAME_RUN)) {
    // (A leading capitalised function word, or a title and what precedes it, is no part of the name: "When Google",
    // "Former Alameda CEO Caroline Ellison".)
    const words = m[0].replace(/[’']s$/, "").split(" ");
    words.splice(0, titledUpTo(words));
    while (words.length > 1 && NOT_A_NAME.test(words[0]!)) words.shift();
    const name = words.join(" ");
    if (NOT_A_NAME.test(name) || name.length < 3) continue;
    // A name in quotation marks ("the “Anti-Hero” singer") is a work's title, never a person's; a quotation opening
    // with a name ("“Sam Bankman-Fried took …”") still names that person.
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const closed = /['’]$/.test(m[0]) || QUOTE_CLOSE.test(body.slice(end, end + 3));
    if (person && QUOTE_OPEN.test(body[at - 1] ?? "") && closed) continue;
    const t = terms(name);
    if (t.length === 0 || t.every((x) => question.has(x))) continue;
    out.add(name);
  }
  return out;
}

/**
 * A question whose parts each describe one thing ("Which company … according to The Verge, and is accused … in
 * TechCrunch?") is answered by the name every part's evidence shares; undefined unless one name is in at least two
 * parts' passages and in more of them than any other, and is of the asked kind (a person's name for "who").
 * Confidence: a typed answer, the share of the parts' passages naming it, and its lead over the runner-up.
 */
export function sharedName(question: string, passages: ScoredPassage[]): Verdict | undefined {
  const q = question.trim();
  if (!ASKS_FOR_NAME.test(q) || passages.length < 2) return undefined;
  const asked = new Set(terms(question));
  const person = ASKS_FOR_PERSON.test(q);
  const found = new Map<string, Set<number>>();
  passages.forEach((p, k) => {
    for (const n of namesIn(p, asked, person)) found.set(n, (found.get(n) ?? new Set<number>()).add(k));
  });
  // "Bankman-Fried" and "SBF" are counted with "Sam Bankman-Fried" (see entity-vote.ts).
  const ranked = foldAliases(
    [...found].map(([name, at]) => ({ name, passages: at })),
    person,
  )
    .filter((e) => !person || PERSON_NAME.test(e.name))
    .map((e) => [e.name, e.passages.size] as const)
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length);
  const [first, second] = ranked;
  if (!first || first[1] < 2 || (second && second[1] === first[1])) return undefined;
  const confidence = localConfidence({
    typeFit: "typed",
    coverage: first[1] / passages.length,
    margin: supportMargin(first[1], second?.[1]),
  });
  return { text: first[0], confidence };
}
