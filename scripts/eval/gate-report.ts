// The complexity gate's routing (the `auto` system's route) against the datasets' own question labels.
import type { ResultRow } from "./types.ts";

export type Shape = "multi-part" | "lookup";

// Tag values that say a question needs several parts (hops, sides, sources) or is a single lookup.
const LABELS: Record<string, Record<string, Shape>> = {
  // HotpotQA `type`: every question needs two paragraphs.
  type: { bridge: "multi-part", comparison: "multi-part" },
  // MultiHop-RAG `question_type` (null queries are phrased across sources too); CRAG `question_type`.
  question_type: {
    inference_query: "multi-part",
    comparison_query: "multi-part",
    temporal_query: "multi-part",
    null_query: "multi-part",
    simple: "lookup",
    simple_w_condition: "lookup",
    comparison: "multi-part",
    "multi-hop": "multi-part",
    aggregation: "multi-part",
    set: "multi-part",
  },
  // FreshQA `num_hops`; the lumen set's `kind`.
  num_hops: { "one-hop": "lookup", "multi-hop": "multi-part" },
  kind: { lookup: "lookup", "near-miss": "lookup" },
};

/** The label's shape, from the first tag the table knows; undefined when the dataset says nothing. */
export function labelledShape(tags: Record<string, string>): Shape | undefined {
  for (const [key, values] of Object.entries(LABELS)) {
    const v = tags[key];
    if (v !== undefined && values[v]) return values[v];
  }
  return undefined;
}

export interface GateLine {
  dataset: string;
  multiPart: { total: number; toLoop: number };
  lookup: { total: number; toSinglePass: number };
  unlabelled: number;
}

/** Per dataset: of the `auto` answers, how many multi-part questions went to the loop, how many lookups did not. */
export function gateRouting(rows: ResultRow[]): GateLine[] {
  const out = new Map<string, GateLine>();
  for (const r of rows) {
    if (r.system.replace(/\+apis$/, "") !== "auto" || r.route === null) continue;
    const line = out.get(r.dataset) ?? {
      dataset: r.dataset,
      multiPart: { total: 0, toLoop: 0 },
      lookup: { total: 0, toSinglePass: 0 },
      unlabelled: 0,
    };
    out.set(r.dataset, line);
    const shape = labelledShape(r.tags);
    if (shape === "multi-part") {
      line.multiPart.total++;
      if (r.route === "dynamic") line.multiPart.toLoop++;
    } else if (shape === "lookup") {
      line.lookup.total++;
      if (r.route !== "dynamic") line.lookup.toSinglePass++;
    } else line.unlabelled++;
  }
  return [...out.values()];
}

const frac = (a: number, n: number) => (n ? `${a}/${n} (${((100 * a) / n).toFixed(0)}%)` : "-");

export function gateTable(rows: ResultRow[]): string {
  const lines = gateRouting(rows);
  if (!lines.length) return "No `auto` answers: run with --systems auto to see the gate's routing.";
  const body = lines.map(
    (l) =>
      `| ${l.dataset} | ${frac(l.multiPart.toLoop, l.multiPart.total)} | ${frac(l.lookup.toSinglePass, l.lookup.total)} | ${l.unlabelled} |`,
  );
  return ["| Dataset | Multi-part → loop | Lookup → single pass | Unlabelled |", "|---|---:|---:|---:|", ...body].join(
    "\n",
  );
}
