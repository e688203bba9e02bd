// summary.md: the paper's Table I layout (rows = systems; Acc / Hall / Miss / Score in %, and n), per dataset,
// per tag slice, then the extra metrics.
import { byDataset, bySystem, byTags, cleanRecallByDataset, extras, type Line, type Rate } from "./aggregate.ts";
import { gateTable } from "./gate-report.ts";
import type { IngestSummary } from "./ingest.ts";
import type { ResultRow } from "./types.ts";

export interface RunMeta {
  startedAt: string;
  baseUrl: string;
  judge: string;
  useApis: boolean;
  datasets: string[];
  systems: string[];
  limit?: number;
  seed?: string;
  durationMs?: number;
  ingests: IngestSummary[];
  notes: string[];
}

const f1 = (x: number) => x.toFixed(1);
const ms = (x: number | null) => (x === null ? "-" : String(Math.round(x)));
const dec = (x: number | null, d = 2) => (x === null ? "-" : x.toFixed(d));
const ratePct = (r: Rate) => (r.rate === null ? "-" : `${(100 * r.rate).toFixed(1)}% (n=${r.n})`);

/** Table I: one row per line; `labelled` adds a first column with the slice value. */
export function tableOne(lines: Line[], labelled = false): string {
  const withErrors = lines.some((l) => l.errors > 0);
  const head = [
    ...(labelled ? ["Slice"] : []),
    "System",
    "Acc (%)",
    "Hall (%)",
    "Miss (%)",
    "Score (%)",
    "n",
    ...(withErrors ? ["Err"] : []),
  ];
  const align = head.map((_, k) => (k < (labelled ? 2 : 1) ? "---" : "---:"));
  const rows = lines.map((l) => [
    ...(labelled ? [l.label] : []),
    l.system,
    f1(l.acc),
    f1(l.hall),
    f1(l.miss),
    f1(l.score),
    String(l.n),
    ...(withErrors ? [String(l.errors)] : []),
  ]);
  return [head, align, ...rows].map((r) => `| ${r.join(" | ")} |`).join("\n");
}

function extrasTable(rows: ResultRow[]): string {
  const head =
    "| System | Latency p50 (ms) | Latency p90 (ms) | Server p50 (ms) | Model calls (mean) | Skill calls (mean) | Iterations (mean) | API calls (mean) | recall@n | Support recall | Routes | Errors |";
  const align = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|";
  const lines = extras(rows).map((e) => {
    const routes = Object.entries(e.routes)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
    const support =
      e.supportRecall.mean === null ? "-" : `${(100 * e.supportRecall.mean).toFixed(1)}% (n=${e.supportRecall.n})`;
    return `| ${e.system} | ${ms(e.latency.p50)} | ${ms(e.latency.p90)} | ${ms(e.serverP50)} | ${dec(e.modelCalls)} | ${dec(e.skillCalls)} | ${dec(e.iterations)} | ${dec(e.apiCalls)} | ${ratePct(e.recallAtN)} | ${support} | ${routes || "-"} | ${e.errors} |`;
  });
  return [head, align, ...lines].join("\n");
}

function cleanRecallTable(rows: ResultRow[]): string {
  const lines = cleanRecallByDataset(rows).map((c) => `| ${c.dataset} | ${ratePct(c.recall)} | ${c.items} |`);
  return ["| Dataset | clean_recall | items |", "|---|---:|---:|", ...lines].join("\n");
}

function ingestTable(ingests: IngestSummary[]): string {
  if (!ingests.length) return "No corpus was ingested.";
  const lines = ingests.map(
    (i) =>
      `| ${i.namespace} | ${i.documents} | ${i.added} | ${i.duplicates} | ${i.chunks} | ${(i.ms / 1000).toFixed(1)} |`,
  );
  return [
    "| Namespace | Documents | Added | Duplicates | Chunks | Seconds |",
    "|---|---:|---:|---:|---:|---:|",
    ...lines,
  ].join("\n");
}

export function summaryMarkdown(rows: ResultRow[], meta: RunMeta): string {
  const out: string[] = [
    "# Evaluation summary",
    "",
    `- started: ${meta.startedAt}${meta.durationMs !== undefined ? `, took ${(meta.durationMs / 1000).toFixed(0)} s` : ""}`,
    `- service: ${meta.baseUrl}; judge: ${meta.judge}; use_apis: ${meta.useApis}`,
    "- split: held-out half by a hash of each item id (scripts/datasets/split.ts); figures to report come from test",
    `- datasets: ${meta.datasets.join(", ")}; systems: ${meta.systems.join(", ")}; limit: ${meta.limit ?? "all"}; seed: ${meta.seed ?? "none (first N)"}`,
    ...meta.notes.map((n) => `- note: ${n}`),
    "",
    "Accurate, hallucinated and missing answers as in CRAG; score = accuracy − hallucination. Failed requests count as missing (Err).",
    "",
    "## Table I (all datasets)",
    "",
    tableOne(bySystem(rows)),
    "",
    "## Per dataset",
  ];
  for (const d of byDataset(rows)) out.push("", `### ${d.key}`, "", tableOne(d.lines));
  out.push("", "## Slices");
  for (const s of byTags(rows)) out.push("", `### ${s.key}`, "", tableOne(s.lines, true));
  out.push(
    "",
    "## Extra metrics",
    "",
    "Latency is measured by the harness; server time is the response's timings_ms.total. recall@n: a gold answer is in a passage of the returned context.",
    "Support recall: share of the gold supporting titles among the context's titles. Failed requests are left out of these means.",
    "",
    extrasTable(rows),
    "",
    "### clean_recall (per item: gold still in the cleaned page text, given it is in the raw page text)",
    "",
    cleanRecallTable(rows),
    "",
    "### Gate routing against the dataset labels (`auto` answers)",
    "",
    "Labels: HotpotQA `type`, MultiHop-RAG and CRAG `question_type`, FreshQA `num_hops`, lumen `kind`.",
    "",
    gateTable(rows),
    "",
    "## Ingestion",
    "",
    ingestTable(meta.ingests),
    "",
  );
  return out.join("\n");
}
