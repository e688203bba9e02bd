// The retrieval yardstick: a plain BM25 top-5 over the same corpus (title + text of each document, whole), per
// question, and the share of its gold supporting titles it finds — what the single pass's support recall@5 must meet.
import { queryTerms } from "../../src/text/analyze.ts";
import { rankByBm25, TermStats } from "../../src/text/bm25.ts";
import type { LoadedDataset } from "../datasets/types.ts";
import type { ResultRow } from "./types.ts";

export const BASELINE_K = 5;

/** Mean support recall of BM25 top-5 over the dataset's items with supporting titles; null when none has any. */
export function bm25SupportRecall(d: LoadedDataset, k = BASELINE_K): { mean: number; n: number } | null {
  const items = d.items.filter((i) => i.supportingTitles?.length);
  if (!d.corpus || !items.length) return null;
  const docs = d.corpus.documents;
  const texts = docs.map((doc) => `${doc.title ?? ""}\n${doc.text ?? doc.html ?? ""}`);
  const stats = new TermStats(texts);
  let sum = 0;
  for (const item of items) {
    const top = rankByBm25(texts, queryTerms(item.question), k, stats);
    const titles = new Set(top.map((i) => (docs[i]?.title ?? "").trim().toLowerCase()));
    sum +=
      item.supportingTitles!.filter((t) => titles.has(t.trim().toLowerCase())).length / item.supportingTitles!.length;
  }
  return { mean: sum / items.length, n: items.length };
}

export interface SupportLine {
  dataset: string;
  system: string;
  /** The system's support recall over its context (the top-N passages, N = 5 by default). */
  system_recall: number | null;
  bm25_recall: number;
  n: number;
}

/** One line per dataset × retrieving system: its support recall next to BM25@5's on the same items. */
export function supportVsBm25(rows: ResultRow[], datasets: LoadedDataset[]): SupportLine[] {
  const out: SupportLine[] = [];
  for (const d of datasets) {
    const base = bm25SupportRecall(d);
    if (!base) continue;
    for (const system of [...new Set(rows.filter((r) => r.dataset === d.name).map((r) => r.system))]) {
      const vals = rows.filter((r) => r.dataset === d.name && r.system === system && r.support_recall !== null);
      if (!vals.length) continue;
      const mean = vals.reduce((s, r) => s + r.support_recall!, 0) / vals.length;
      out.push({ dataset: d.name, system, system_recall: mean, bm25_recall: base.mean, n: base.n });
    }
  }
  return out;
}

export function supportTable(lines: SupportLine[]): string {
  const pct = (x: number | null) => (x === null ? "-" : `${(100 * x).toFixed(1)}%`);
  return [
    "| Dataset | System | Support recall (context, N=5) | Plain BM25 top-5 | n |",
    "|---|---|---:|---:|---:|",
    ...lines.map((l) => `| ${l.dataset} | ${l.system} | ${pct(l.system_recall)} | ${pct(l.bm25_recall)} | ${l.n} |`),
  ].join("\n");
}
