import { isStopword, queryTerms, terms, words } from "../../text/analyze";
import type { ScoredPassage } from "../../types";
import type { UsageMeter } from "../../usage";
import type { DecideInput, DecideOutcome, PlanInput, Planner } from "../types";
import { decompose } from "./decompose";
import { normalizeQuery } from "../../text/normalize-query";

const LIVE_CUES = /\b(now|current|currently|latest|today|tonight|right now|live|this (?:week|month|season|morning)|status|outage|price|stock)\b/i;
// A passage must score at least this share of τ to count as evidence for a side or a term.
const EVIDENCE_FLOOR = 0.5;

/**
 * The local engine's planner. plan: the question itself plus its rule-based parts (comparison
 * sides, conjoined questions, the first hop of a relative clause). decide: sufficient when the
 * best passage reaches τ and every side and key term of the question is found in the evidence;
 * otherwise the missing sides, the uncovered terms, and bridge entities met in the evidence
 * (names the question does not mention) become the next sub-queries.
 */
export class LocalPlanner implements Planner {
  constructor(private readonly meter?: UsageMeter) {}

  async plan({ question }: PlanInput): Promise<string[]> {
    this.meter?.addCall();
    const { parts } = decompose(question);
    return dedupe([question, ...parts]).slice(0, 4);
  }

  async decide(input: DecideInput): Promise<DecideOutcome> {
    this.meter?.addCall();
    const { question, evidence, threshold } = input;
    const floor = threshold * EVIDENCE_FLOOR;
    const useful = evidence.filter((p) => p.score >= floor);
    const d = decompose(question);
    const missingSides = (d.sides ?? []).filter((side) => !useful.some((p) => containsAll(p, terms(side))));
    const keyTerms = queryTerms(question);
    const covered = new Set(useful.flatMap((p) => terms(textOf(p))));
    const gap = keyTerms.filter((t) => !covered.has(t));
    const top = evidence[0]?.score ?? 0;

    if (top >= threshold && missingSides.length === 0 && gap.length <= Math.floor(keyTerms.length / 4)) {
      return { kind: "sufficient", reason: `top score ${top} ≥ τ ${threshold}${d.sides ? "; every side has evidence" : ""}` };
    }

    const candidates: string[] = [];
    for (const side of missingSides) candidates.push(`${d.context ?? ""} ${side}`.trim(), side);
    const bridges = bridgeEntities(question, evidence.slice(0, 3));
    const gapWords = originalWords(question, gap);
    for (const b of bridges) candidates.push(`${b} ${gapWords || originalWords(question, keyTerms)}`.trim());
    if (gapWords) candidates.push(gapWords);
    const done = new Set(input.done.map(normalizeQuery));
    const next = dedupe(candidates).filter((q) => q && !done.has(normalizeQuery(q))).slice(0, 3);
    const reasons = [
      top < threshold ? `top score ${top} < τ ${threshold}` : "",
      missingSides.length ? `no evidence for ${missingSides.join(", ")}` : "",
      gap.length ? `not covered: ${gapWords}` : "",
    ].filter(Boolean);
    return { kind: "continue", subQueries: next, reason: reasons.join("; ") || "evidence incomplete", live: LIVE_CUES.test(question) };
  }
}

function textOf(p: ScoredPassage): string {
  return p.title ? `${p.title}\n${p.text}` : p.text;
}

function containsAll(p: ScoredPassage, needed: string[]): boolean {
  const have = new Set(terms(textOf(p)));
  return needed.every((t) => have.has(t));
}

/** The question's own words for a set of stemmed terms, in question order. */
function originalWords(question: string, wanted: string[]): string {
  const set = new Set(wanted);
  const out: string[] = [];
  for (const w of words(question)) {
    const t = terms(w)[0];
    if (t && set.has(t) && !out.includes(w)) out.push(w);
  }
  return out.join(" ");
}

/** Capitalised names in the best evidence that the question does not mention: the next hop's subject. */
function bridgeEntities(question: string, evidence: ScoredPassage[]): string[] {
  const asked = new Set(terms(question));
  const counts = new Map<string, number>();
  for (const p of evidence) {
    for (const m of p.text.matchAll(/\b[A-Z][a-z]+(?:[ ]+[A-Z][a-z]+){1,3}\b/g)) {
      const name = m[0];
      if (isStopword(name.split(" ")[0]!.toLowerCase())) continue;
      if (terms(name).every((t) => asked.has(t))) continue;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([n]) => n);
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((q) => {
    const k = normalizeQuery(q);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
