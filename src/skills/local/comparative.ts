// The comparative a question asks ("cheaper", "earlier", "larger"): which way it points and what kind of value it
// weighs. Its own module, imported by the parsers of options (compare-sides.ts) and the value readers alike.

/** Which way a comparative question points, and what kind of value it compares. */
export interface Comparative {
  /** "min": cheaper, earlier, smaller, fewer, lower, older (born earlier); "max": the opposite. */
  want: "min" | "max";
  /** The answer types a comparison weighs (answer-type.ts names them the same). */
  type: "money" | "date" | "number";
}

const COMPARATIVES: [RegExp, Comparative][] = [
  [/\b(cheaper|less expensive|lower[- ]priced|more affordable)\b/i, { want: "min", type: "money" }],
  [/\b(more expensive|pricier|costlier|higher[- ]priced)\b/i, { want: "max", type: "money" }],
  [/\b(earlier|sooner|first|older)\b/i, { want: "min", type: "date" }],
  [/\b(later|more recent|newer|younger|last)\b/i, { want: "max", type: "date" }],
  [/\b(smaller|fewer|lower|less|shorter|slower)\b/i, { want: "min", type: "number" }],
  [/\b(larger|bigger|more|higher|greater|longer|faster|most|largest|highest)\b/i, { want: "max", type: "number" }],
];

/** The comparative a "which is cheaper/earlier/larger, A or B?" question asks for, if any. */
export function comparativeOf(question: string): Comparative | undefined {
  return COMPARATIVES.find(([re]) => re.test(question))?.[1];
}
