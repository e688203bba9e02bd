// A rank asked of a chart or a list: "At what position did X debut on the UK Albums Chart?" is answered by the rank
// the sentence gives for that chart ("number three"), not by the sentence holding it.
import { isStopword, terms } from "../../text/analyze";
import { NUMBER_WORDS } from "../../text/number-words";

// "what position / place / spot / number … chart", "debuted at what …", "peaked at which position …".
const ASKS_RANK =
  /\b(?:what|which)\s+(?:chart\s+)?(?:position|place|spot|rank|ranking|number)\b[^?]*\b(?:charts?|billboard|hot\s+100|list|poll|debut\w*|peak\w*|reach\w*|enter\w*)\b|\b(?:debut\w*|peak\w*|chart\w*)\s+at\s+(?:what|which)\b/i;

// "number three", "No. 3", "#3".
const RANK = /\b(?:number|no\.)\s+([\p{L}\d]+)|#(\d{1,3})\b/giu;

export function asksRank(question: string): boolean {
  return ASKS_RANK.test(question);
}

/**
 * The rank phrase of a sentence that the question asks for: of several ("number three on the UK Albums Chart and
 * number five on the US Billboard 200"), the one followed by most of the question's own words (its chart), before the
 * next rank. Undefined when the sentence gives no rank, or several that the question's words do not tell apart.
 */
export function rankIn(question: string, sentence: string): string | undefined {
  const asked = new Set(terms(question).filter((t) => !isStopword(t)));
  const found = [...sentence.matchAll(RANK)].filter((m) => {
    const value = m[1] ?? m[2]!;
    return /^\d{1,3}$/.test(value) || NUMBER_WORDS.has(value.toLowerCase());
  });
  if (found.length === 0) return undefined;
  const scored = found.map((m, i) => {
    const start = m.index! + m[0].length;
    const end = found[i + 1]?.index ?? sentence.length;
    const after = terms(sentence.slice(start, end)).filter((t) => asked.has(t)).length;
    return { text: m[0], after };
  });
  scored.sort((a, b) => b.after - a.after);
  const [best, next] = scored;
  if (next && next.after === best!.after) return undefined;
  return best!.text;
}
