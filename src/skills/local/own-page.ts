// Which of an entity's pages a hop reads first: among namesakes, the sense whose page states the relation asked.
import { terms } from "../../text/analyze";
import type { ScoredPassage } from "../../types";

/** A role noun's verb ("director" → "direct", "founder" → "found"), as terms: the page says what the role did. */
function roleVerbTerms(query: string): string[] {
  return (query.match(/\p{Ll}{4,}(?:er|or)\b/gu) ?? []).flatMap((w) => terms(w.slice(0, -2)));
}

/**
 * How many of the hop's relation words (its query's words other than its names, and a role noun's verb) a page holds,
 * in its text or its title's aside. "director Alien": "Alien (film)" says "directed by", "Alien (soundtrack)" only
 * "composed by" — both are Alien's pages, and the film's is the one a director is read from.
 */
export function relationFit(p: ScoredPassage, query: string, names: Set<string>): number {
  const relation = new Set([...terms(query), ...roleVerbTerms(query)].filter((t) => !names.has(t)));
  if (relation.size === 0) return 0;
  const have = new Set(terms(`${p.title ?? ""} ${p.text}`));
  return [...relation].filter((t) => have.has(t)).length;
}
