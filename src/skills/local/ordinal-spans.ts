// Ordinal answers read out of a sentence: a rank asked of a chart ("At what position did X debut on the UK Albums
// Chart?" → "number three") and a century ("To which century do the oldest parts of X date?" → "13th century"), not
// the sentence holding them.
import { isStopword, terms } from "../../text/analyze";
import { NUMBER_WORDS, ORDINAL } from "../../text/number-words";

// "what position / place / spot / number … on the … chart" (a chart or a list must be named: "what position did he
// play" asks a player's position, not a rank).
const ASKS_RANK =
  /\b(?:what|which)\s+(?:chart\s+)?(?:position|place|spot|rank|ranking|number)\b[^?]*\b(?:charts?|billboard|hot\s+100|singles|albums|list|poll|rankings?)\b|\b(?:charts?|billboard|hot\s+100)\b[^?]*\b(?:what|which)\s+(?:position|place|spot|rank|number)\b/i;

// "number three", "No. 3", "#3".
const RANK = /\b(?:number|no\.)\s+([\p{L}\d]+)|#(\d{1,3})\b/giu;
// Where one rank's statement ends and the next begins: "at number three on the UK chart and at number five on …".
const CLAUSE_BREAK = /[,;]|\s(?:and|but|while|whereas)\s/gi;

export function asksRank(question: string): boolean {
  return ASKS_RANK.test(question);
}

/** The clause of a sentence holding the span at [start, end): from the break before it to the break after it. */
function clauseAround(sentence: string, start: number, end: number): string {
  let from = 0;
  let to = sentence.length;
  for (const m of sentence.matchAll(CLAUSE_BREAK)) {
    const at = m.index!;
    if (at + m[0].length <= start) from = at + m[0].length;
    else if (at >= end) {
      to = at;
      break;
    }
  }
  return sentence.slice(from, to);
}

/**
 * Of a sentence's matches, the one whose own clause scores highest (`score` reads the clause), or undefined when two
 * score alike, or when the best scores nothing and `alone` does not let a single match stand on its own.
 */
function bestInClause(
  sentence: string,
  matches: RegExpMatchArray[],
  score: (clause: string) => number,
  alone: boolean,
): { text: string; clause: string } | undefined {
  const scored = matches.map((m) => {
    const clause = clauseAround(sentence, m.index!, m.index! + m[0].length);
    return { text: m[0], clause, hits: score(clause) };
  });
  scored.sort((a, b) => b.hits - a.hits);
  const [best, next] = scored;
  if (!best || (next && next.hits === best.hits)) return undefined;
  return best.hits > 0 || (alone && !next) ? best : undefined;
}

/** How many of a text's terms are in `set`. */
const hitsIn = (text: string, set: Set<string>) => terms(text).filter((t) => set.has(t)).length;

/**
 * The rank phrase of a sentence that the question asks for: of several ("number three on the UK Albums Chart, number
 * five on the US Billboard 200"; "In the UK it peaked at No. 3, and in Canada at number 12"), the one whose own clause
 * holds most of the question's words (its chart, its country). Undefined when the sentence gives no rank, or several
 * that the question's words do not tell apart.
 */
export function rankIn(question: string, sentence: string): string | undefined {
  const asked = new Set(terms(question.replace(RANK_WORDS, " ")).filter((t) => !isStopword(t)));
  // The chart or country the question names ("Billboard Hot 100"): where the sentence names it, the rank must be
  // in that clause ("number 4 on the UK chart …, but only 37 on the Billboard Hot 100" gives no rank for Billboard).
  const named = new Set([...question.matchAll(CHART_NAMED)].flatMap((m) => terms(m[1]!)));
  const namedIn = (text: string) => hitsIn(text, named) > 0;
  const found = [...sentence.matchAll(RANK)].filter((m) => {
    const value = m[1] ?? m[2]!;
    return /^\d{1,3}$/.test(value) || NUMBER_WORDS.has(value.toLowerCase());
  });
  // A chart or country the question names counts twice: it tells ranks apart, a shared verb ("peaked") does not.
  const best = bestInClause(sentence, found, (clause) => hitsIn(clause, asked) + hitsIn(clause, named), true);
  if (!best) return undefined;
  return !namedIn(best.clause) && namedIn(sentence.replace(best.text, " ")) ? undefined : best.text;
}

// "on the UK Albums Chart", "in Canada", "on the Billboard Hot 100": the names after "on" or "in".
const CHART_NAMED = /\b(?:on|in)\s+(?:the\s+)?((?:\p{Lu}[\p{L}'’.-]*|\d+)(?:\s+(?:\p{Lu}[\p{L}'’.-]*|\d+))*)/gu;

// The words every rank question has: they tell no rank from another.
const RANK_WORDS = /\b(?:position|place|spot|rank|ranking|number|chart|charts)\b/gi;

const ASKS_CENTURY = /\b(?:what|which)\s+century\b/i;
// "the 13th century", "the 5th century BC", "the mid-13th century".
const CENTURY = new RegExp(`\\b(?:(?:early|mid|late)-)?(?:${ORDINAL})[- ]century(?:\\s+(?:BC|BCE|AD|CE)\\b)?`, "gi");

export function asksCentury(question: string): boolean {
  return ASKS_CENTURY.test(question);
}

/**
 * The century a sentence gives for what the question asks: the one whose own clause holds most of the question's
 * lower-case words ("the oldest parts … date to the 13th century, and it was extended in the 16th century").
 * Undefined when no clause holds any of them ("built in the 13th century, was extended in 1642" for "when was it
 * extended": that century is another event's), or several hold as many.
 */
export function centuryIn(question: string, sentence: string): string | undefined {
  // What is asked of the thing ("oldest parts", "extended"), not its name, which the whole sentence is about.
  // ("century" itself is every century's word.)
  const asked = new Set(terms(question.replace(/\p{Lu}[\p{L}'’-]*|\bcentury\b/gu, " ")).filter((t) => !isStopword(t)));
  return bestInClause(sentence, [...sentence.matchAll(CENTURY)], (clause) => hitsIn(clause, asked), false)?.text;
}
