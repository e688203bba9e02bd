import { terms } from "../../text/analyze";
import type { Gate, GateDecision } from "../types";
import { decompose } from "./decompose";
import { firstSearches, type QuestionParses } from "./first-searches";
import { parseReportOrder } from "./report-order";
import { claimQueries, sourceQueries } from "./sources";

/**
 * The local complexity gate: comparisons, conjoined questions and multi-hop phrasings go to the
 * re-planning loop; so do vague questions (too few content words to retrieve on). The rest is a
 * simple lookup for the single pass.
 */
export class LocalGate implements Gate {
  async classify(question: string): Promise<GateDecision> {
    const parsed = parsesOf(question);
    const decision = route(question, parsed);
    // One fact per named source: the question's own search may already hold each, so it runs first (not a chain,
    // whose first hop is its own query).
    const searchFirst =
      decision.route === "dynamic" && !parsed.shape().chain && (parsed.sources().length >= 2 || !!parsed.order());
    if (searchFirst) return { ...decision, searchFirst };
    // The loop's first searches come from the very parses the route was read from: the plan is not parsed again.
    return decision.route === "dynamic" ? { ...decision, plan: firstSearches(question, parsed) } : decision;
  }
}

/** The question's parses the gate reads, each made once and only when first asked for. */
function parsesOf(question: string): QuestionParses {
  return {
    shape: once(() => decompose(question)),
    order: once(() => parseReportOrder(question)),
    sources: once(() => sourceQueries(question)),
    claims: once(() => claimQueries(question)),
  };
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/** The route by the question's form alone. */
function route(question: string, parsed: QuestionParses): GateDecision {
  const d = parsed.shape();
  if (d.kind === "comparison")
    return { route: "dynamic", kind: "comparison", reason: `compares ${d.sides!.join(" and ")}` };
  if (d.kind === "conjunction") return { route: "dynamic", kind: "multi-hop", reason: "asks several things at once" };
  if (d.kind === "hop") return { route: "dynamic", kind: "multi-hop", reason: `needs "${d.parts[0]}" first` };
  // "… as reported by TechCrunch and The Verge": one fact per source, each searched for on its own.
  // "a film starring Brann Holloway", "the driver born in 1990": an entity named only by what describes it, a hop.
  if (DESCRIBED.test(question))
    return { route: "dynamic", kind: "multi-hop", reason: "names an entity only by a description of it" };
  // "Did A report X before B reported Y?": two reports, each found on its own, ordered by their dates.
  if (parsed.order())
    return { route: "dynamic", kind: "multi-hop", reason: "orders two reports by their publication dates" };
  if (parsed.sources().length >= 2)
    return { route: "dynamic", kind: "multi-hop", reason: "names several sources, each for its own fact" };
  if (terms(question).length <= 1)
    return { route: "dynamic", kind: "vague", reason: "too few content words for one retrieval" };
  return { route: "single-pass", kind: "lookup", reason: "a single lookup" };
}

/** A determiner's noun phrase followed by the participle that describes it: the entity is found through another. */
const DESCRIBED =
  /\b(?:a|an|the|this|that|whose)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:starring|featuring|born|inspiring|inspired by|based on|written by|directed by|produced by|founded by|created by|composed by|named after|owned by|located in|released by|published by|formed in|formed by|hosted by|designed by|developed by|coached by|managed by|with the (?:song|single|track|hit|character))\b/iu;
