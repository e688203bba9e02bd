import { terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";

// Capitalised runs: the names a part's evidence gives (a company, a person, a product).
const NAME_RUN = /[\p{Lu}][\p{L}\d'’.&-]*(?:[ -](?:[\p{Lu}\d][\p{L}\d'’.&-]*))*/gu;
const NOT_A_NAME =
  /^(?:The|A|An|In|On|At|By|For|From|This|That|These|Those|His|Her|Their|Its|It|He|She|They|We|I|But|And|As|After|Before|When|While|If|So|Yes|No)$/;
const ASKS_FOR_NAME = /^(?:who|whom|which|what)\b/i;

function namesIn(p: ScoredPassage, question: Set<string>): Set<string> {
  // A corpus fact reads "source, date: fact": the source names itself, not the answer.
  const body = p.text.replace(/^[^:]{0,120}:\s/, "");
  const out = new Set<string>();
  for (const m of body.matchAll(NAME_RUN)) {
    const name = m[0].replace(/[’']s$/, "");
    if (NOT_A_NAME.test(name) || name.length < 3) continue;
    const t = terms(name);
    if (t.length === 0 || t.every((x) => question.has(x))) continue;
    out.add(name);
  }
  return out;
}

/**
 * A question whose parts each describe one thing ("Which company … according to The Verge, and is accused … in
 * TechCrunch?") is answered by the name every part's evidence shares; undefined unless one name is in at least two
 * parts' passages and in more of them than any other.
 */
export function sharedName(question: string, passages: ScoredPassage[]): string | undefined {
  if (!ASKS_FOR_NAME.test(question.trim()) || passages.length < 2) return undefined;
  const asked = new Set(terms(question));
  const counts = new Map<string, number>();
  for (const p of passages) for (const n of namesIn(p, asked)) counts.set(n, (counts.get(n) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length);
  const [first, second] = ranked;
  if (!first || first[1] < 2 || (second && second[1] === first[1])) return undefined;
  return first[0];
}
