import { terms } from "./analyze";
import { normalizeQuery } from "./normalize-query";

/**
 * Two queries are the same search when their content terms (stemmed, stopwords out) are the same set (the
 * question's content words are the question), or, for long queries, when one's set holds the other's but for one
 * term: "Polygon article detailing every movie show coming Netflix November" is "Polygon detailing every movie show
 * coming Netflix November" again. A retrieval of either finds the same passages: the second costs a round for
 * nothing. A short query narrower than another ("director Jump Glory" in "spouse director Jump Glory", a hop of the
 * question) is a different search: its few terms weigh more.
 */
export function sameSearch(a: string, b: string): boolean {
  if (normalizeQuery(a) === normalizeQuery(b)) return true;
  const x = new Set(terms(a));
  const y = new Set(terms(b));
  if (x.size === 0 || y.size === 0) return false;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  const shared = [...small].filter((t) => large.has(t)).length;
  if (shared !== small.size) return false;
  if (large.size === small.size) return true;
  return small.size >= LONG_QUERY && large.size - small.size <= 1;
}

/** Terms from which one more term changes a query's retrieval little. */
const LONG_QUERY = 6;

/** The queries not run before (sameSearch), each once, in their order. */
export function newSearches(queries: string[], done: string[]): string[] {
  const out: string[] = [];
  for (const q of queries) if (![...done, ...out].some((d) => sameSearch(q, d))) out.push(q);
  return out;
}
