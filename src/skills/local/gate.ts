import { terms } from "../../text/analyze";
import type { Gate, GateDecision } from "../types";
import { decompose } from "./decompose";
import { sourceQueries } from "./sources";

/**
 * The local complexity gate: comparisons, conjoined questions and multi-hop phrasings go to the
 * re-planning loop; so do vague questions (too few content words to retrieve on). The rest is a
 * simple lookup for the single pass.
 */
export class LocalGate implements Gate {
  async classify(question: string): Promise<GateDecision> {
    const d = decompose(question);
    if (d.kind === "comparison")
      return { route: "dynamic", kind: "comparison", reason: `compares ${d.sides!.join(" and ")}` };
    if (d.kind === "conjunction") return { route: "dynamic", kind: "multi-hop", reason: "asks several things at once" };
    if (d.kind === "hop") return { route: "dynamic", kind: "multi-hop", reason: `needs "${d.parts[0]}" first` };
    // "… as reported by TechCrunch and The Verge": one fact per source, each searched for on its own.
    if (sourceQueries(question).length >= 2)
      return { route: "dynamic", kind: "multi-hop", reason: "names several sources, each for its own fact" };
    if (terms(question).length <= 1)
      return { route: "dynamic", kind: "vague", reason: "too few content words for one retrieval" };
    return { route: "single-pass", kind: "lookup", reason: "a single lookup" };
  }
}
