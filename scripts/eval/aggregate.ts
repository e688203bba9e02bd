// Aggregates result rows into Table I lines (per system, per dataset, per tag slice) and the extra metrics.
import { rates, type Tally } from "./score.ts";
import type { ResultRow } from "./types.ts";

export interface Line {
  label: string;
  system: string;
  n: number;
  acc: number;
  hall: number;
  miss: number;
  score: number;
  errors: number;
}

export interface Slice {
  key: string;
  lines: Line[];
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

export function tally(rows: ResultRow[]): Tally {
  const t: Tally = { n: rows.length, accurate: 0, hallucinated: 0, missing: 0 };
  for (const r of rows) t[r.verdict]++;
  return t;
}

export function line(label: string, system: string, rows: ResultRow[]): Line {
  return { label, system, ...rates(tally(rows)), errors: rows.filter((r) => r.error).length };
}

export const systemsOf = (rows: ResultRow[]) => unique(rows.map((r) => r.system));
export const datasetsOf = (rows: ResultRow[]) => unique(rows.map((r) => r.dataset));

export function bySystem(rows: ResultRow[], label = "all"): Line[] {
  return systemsOf(rows).map((s) =>
    line(
      label,
      s,
      rows.filter((r) => r.system === s),
    ),
  );
}

export function byDataset(rows: ResultRow[]): Slice[] {
  return datasetsOf(rows).map((d) => ({
    key: d,
    lines: bySystem(
      rows.filter((r) => r.dataset === d),
      d,
    ),
  }));
}

/** One slice per tag key (domain, question_type, dynamism, fact_type, ...), lines = value × system. */
export function byTags(rows: ResultRow[]): Slice[] {
  const keys = unique(rows.flatMap((r) => Object.keys(r.tags)));
  return keys.map((key) => {
    const tagged = rows.filter((r) => r.tags[key] !== undefined);
    const values = unique(tagged.map((r) => r.tags[key]!)).sort();
    return {
      key,
      lines: values.flatMap((v) =>
        bySystem(
          tagged.filter((r) => r.tags[key] === v),
          v,
        ),
      ),
    };
  });
}

export function quantile(values: number[], q: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return sorted[lo]! + (sorted[Math.ceil(at)]! - sorted[lo]!) * (at - lo);
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
const nums = (xs: (number | null)[]) => xs.filter((x): x is number => typeof x === "number" && Number.isFinite(x));

export interface Rate {
  rate: number | null;
  n: number;
}

function boolRate(xs: (boolean | null)[]): Rate {
  const known = xs.filter((x): x is boolean => x !== null);
  return { rate: known.length ? known.filter(Boolean).length / known.length : null, n: known.length };
}

export interface Extras {
  system: string;
  n: number;
  errors: number;
  latency: { p50: number | null; p90: number | null; mean: number | null };
  serverP50: number | null;
  modelCalls: number | null;
  skillCalls: number | null;
  iterations: number | null;
  apiCalls: number | null;
  recallAtN: Rate;
  supportRecall: { mean: number | null; n: number };
  routes: Record<string, number>;
}

export function extras(rows: ResultRow[]): Extras[] {
  return systemsOf(rows).map((system) => {
    const rs = rows.filter((r) => r.system === system);
    const ok = rs.filter((r) => !r.error);
    const latency = ok.map((r) => r.latency_ms);
    const routes: Record<string, number> = {};
    for (const r of ok) routes[r.route ?? "?"] = (routes[r.route ?? "?"] ?? 0) + 1;
    const support = nums(ok.map((r) => r.support_recall));
    return {
      system,
      n: rs.length,
      errors: rs.length - ok.length,
      latency: { p50: quantile(latency, 0.5), p90: quantile(latency, 0.9), mean: mean(latency) },
      serverP50: quantile(nums(ok.map((r) => r.server_ms)), 0.5),
      modelCalls: mean(nums(ok.map((r) => r.model_calls))),
      skillCalls: mean(nums(ok.map((r) => r.skill_calls ?? null))),
      iterations: mean(nums(ok.map((r) => r.iterations))),
      apiCalls: mean(nums(ok.map((r) => r.api_calls))),
      recallAtN: boolRate(ok.map((r) => r.recall_at_n)),
      supportRecall: { mean: mean(support), n: support.length },
      routes,
    };
  });
}

/** clean_recall belongs to the item, not the system: one value per (dataset, id). */
export function cleanRecallByDataset(rows: ResultRow[]): { dataset: string; recall: Rate; items: number }[] {
  return datasetsOf(rows).map((dataset) => {
    const perItem = new Map<string, boolean | null>();
    for (const r of rows) if (r.dataset === dataset) perItem.set(r.id, r.clean_recall);
    return { dataset, recall: boolRate([...perItem.values()]), items: perItem.size };
  });
}
