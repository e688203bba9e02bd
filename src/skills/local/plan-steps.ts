// Small steps every local plan decision shares: a passage's terms, its own hits, what ran, a failed part.
import { terms } from "../../text/analyze";
import { sameSearch } from "../../text/same-search";
import type { ScoredPassage } from "../../types";
import type { DecideInput, DecideOutcome, PlanPart } from "../types";

/** A passage's terms (title and text), computed once per passage: a decision reads them for every part and hop. */
const passageTerms = new WeakMap<ScoredPassage, Set<string>>();
export function termsOf(p: ScoredPassage): Set<string> {
  let have = passageTerms.get(p);
  if (!have) passageTerms.set(p, (have = new Set(terms(`${p.title ?? ""} ${p.text}`))));
  return have;
}

/** Each query's own hits; the pooled evidence for queries the loop did not report. */
export function hitsFor(input: DecideInput, query: string): ScoredPassage[] {
  return input.hits?.find((h) => sameSearch(h.query, query))?.passages ?? [];
}

/** A query run already, or one that is the same search (the loop runs each search once). */
export const ran = (input: DecideInput, query: string) => input.done.some((q) => sameSearch(q, query));

/**
 * A part that found nothing and cannot be searched for another way: the plan ends there, without an answer. `fetch`:
 * names its evidence gives, whose pages the loop fetches for the context before it stops.
 */
export function failed(parts: PlanPart[], why: string, fetch: string[] = []): DecideOutcome {
  return { kind: "continue", subQueries: [], reason: why, parts, failed: why, ...(fetch.length ? { fetch } : {}) };
}

/** What the loop has found so far: the evidence kept and this round's hits, each passage once. */
export function pooledOf(input: DecideInput): ScoredPassage[] {
  return unique([...input.evidence, ...(input.hits ?? []).flatMap((h) => h.passages)]);
}

export function unique(list: ScoredPassage[]): ScoredPassage[] {
  const seen = new Set<string>();
  return list.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
}

export const round = (x: number) => Math.round(x * 1000) / 1000;
