// The local plan's first searches, from the question's parses: what the planner's plan and the gate's call both give.
import { normalizeQuery } from "../../text/normalize-query";
import { hopQuery } from "./chain-decide";
import type { Chain } from "./chain-words";
import type { Decomposition } from "./decompose";
import type { ReportOrder } from "./report-order";
import { MAX_SOURCE_QUERIES } from "./sources";

/** The question's parses a plan reads (each made once by whoever holds them: the planner, or the gate's call). */
export interface QuestionParses {
  shape: () => Decomposition;
  order: () => ReportOrder | undefined;
  sources: () => string[];
  /** The claims of a question naming one source, each with that source (see sources.ts claimParts). */
  claims: () => string[];
}

/**
 * The question itself plus its parts — a chain's first hop, else each named source's fact ("Did A report X before B
 * reported Y?": each report by its source and claim), else a comparison's sides, else one source's claims, else
 * conjoined questions.
 */
export function firstSearches(question: string, parsed: QuestionParses): string[] {
  const d = parsed.shape();
  const chain: Chain | undefined = d.chain;
  const order = chain ? undefined : parsed.order();
  const bySource = chain ? [] : order ? orderQueries(order) : parsed.sources();
  // One source's claims ("as reported by TechCrunch, …, …"), each searched with the source's name (not a
  // comparison's sides: those are searched as sides).
  const claims = chain || order || bySource.length || d.sides ? [] : parsed.claims();
  const parts = chain ? [hopQuery(chain, 0, undefined)] : bySource.length ? bySource : claims.length ? claims : d.parts;
  return dedupe([question, ...parts]).slice(0, 1 + MAX_SOURCE_QUERIES);
}

/** Each report of an ordering question as a query: its source's name and its claim. */
export function orderQueries(order: ReportOrder): string[] {
  return [order.subject, order.reference].map((s) => [s.source, ...s.claim].join(" "));
}

/** Each search once, in order (the same search in other words or case counts once); empty ones dropped. */
export function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((q) => {
    const k = normalizeQuery(q);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
