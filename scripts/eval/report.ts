// report.html: one self-contained page (inline CSS and SVG, no scripts, fonts or network).
import { byDataset, bySystem, byTags, extras, type Line, systemsOf } from "./aggregate.ts";
import type { RunMeta } from "./summary.ts";
import { boxPlots, countHistograms, esc, stackedBars } from "./svg.ts";
import type { ResultRow } from "./types.ts";

const CSS = `body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px auto;max-width:1100px;color:#1d2430;padding:0 16px}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #dde}h3{font-size:15px}
table{border-collapse:collapse;margin:8px 0}th,td{padding:3px 10px;border-bottom:1px solid #e3e6ea;text-align:right}
th:first-child,td:first-child,td.l{text-align:left}th{background:#f3f5f8}svg text{font:12px system-ui,sans-serif;fill:#1d2430}
svg text.in{fill:#fff;font-weight:600}svg text.muted,.muted{fill:#6b7380;color:#6b7380}details{margin:6px 0}
td.q{max-width:360px;text-align:left}.accurate{color:#2e9d5b}.hallucinated{color:#d9473f}.missing{color:#6b7380}code{font-size:12px}`;

const f1 = (x: number) => x.toFixed(1);

function table(head: string[], rows: string[][]): string {
  return `<table><tr>${head.map((h) => `<th>${esc(h)}</th>`).join("")}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</table>`;
}

function linesTable(lines: Line[], labelled: boolean): string {
  const head = [...(labelled ? ["Slice"] : []), "System", "Acc %", "Hall %", "Miss %", "Score %", "n", "Err"];
  return table(
    head,
    lines.map((l) => [
      ...(labelled ? [esc(l.label)] : []),
      esc(l.system),
      f1(l.acc),
      f1(l.hall),
      f1(l.miss),
      f1(l.score),
      String(l.n),
      String(l.errors),
    ]),
  );
}

function bars(lines: Line[], labelled: boolean): string {
  return stackedBars(
    lines.map((l) => ({
      label: labelled ? `${l.label} · ${l.system}` : l.system,
      acc: l.acc,
      miss: l.miss,
      hall: l.hall,
      n: l.n,
    })),
  );
}

function extrasSection(rows: ResultRow[]): string {
  const ms = (x: number | null) => (x === null ? "-" : String(Math.round(x)));
  const num = (x: number | null) => (x === null ? "-" : x.toFixed(2));
  const pct = (x: number | null, n: number) => (x === null ? "-" : `${(100 * x).toFixed(1)}% (n=${n})`);
  return table(
    [
      "System",
      "Latency p50 ms",
      "p90 ms",
      "Server p50 ms",
      "Model calls",
      "Skill calls",
      "Iterations",
      "API calls",
      "recall@n",
      "Support recall",
      "Routes",
    ],
    extras(rows).map((e) => [
      esc(e.system),
      ms(e.latency.p50),
      ms(e.latency.p90),
      ms(e.serverP50),
      num(e.modelCalls),
      num(e.skillCalls),
      num(e.iterations),
      num(e.apiCalls),
      pct(e.recallAtN.rate, e.recallAtN.n),
      pct(e.supportRecall.mean, e.supportRecall.n),
      `<span class="l">${esc(
        Object.entries(e.routes)
          .map(([k, v]) => `${k} ${v}`)
          .join(", "),
      )}</span>`,
    ]),
  );
}

function questionsSection(rows: ResultRow[]): string {
  const cut = (s: string, n = 240) => (s.length > n ? `${s.slice(0, n)}…` : s);
  const body = rows.map((r) => [
    esc(r.dataset),
    `<span title="${esc(r.id)}">${esc(cut(r.question, 140))}</span>`,
    esc(r.system),
    `<span class="${r.verdict}">${r.verdict}</span> <span class="muted">${esc(r.method)}</span>`,
    esc(cut(r.error ? `error: ${r.error}` : r.prediction)),
    esc(cut(r.answers.join(" | "), 160)),
    String(r.latency_ms),
  ]);
  return `<details><summary>All ${rows.length} answers</summary>${table(["Dataset", "Question", "System", "Verdict", "Prediction", "Gold", "ms"], body).replace(/<td>/g, '<td class="q">')}</details>`;
}

export function reportHtml(rows: ResultRow[], meta: RunMeta): string {
  const systems = systemsOf(rows);
  const latency = systems.map((s) => ({
    label: s,
    values: rows.filter((r) => r.system === s && !r.error).map((r) => r.latency_ms),
  }));
  const server = systems.map((s) => ({
    label: s,
    values: rows.filter((r) => r.system === s && r.server_ms !== null).map((r) => r.server_ms!),
  }));
  const calls = systems.map((s) => ({
    label: s,
    values: rows.filter((r) => r.system === s && r.model_calls !== null).map((r) => r.model_calls!),
  }));
  const overall = bySystem(rows);
  const parts = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RAG evaluation ${esc(meta.startedAt)}</title><style>${CSS}</style></head><body>`,
    `<h1>RAG evaluation</h1><p class="muted">${esc(meta.startedAt)} · ${esc(meta.baseUrl)} · judge ${esc(meta.judge)} · use_apis ${meta.useApis} · datasets ${esc(meta.datasets.join(", "))} · limit ${meta.limit ?? "all"} · seed ${esc(meta.seed ?? "none")}</p>`,
    ...meta.notes.map((n) => `<p class="muted">note: ${esc(n)}</p>`),
    `<h2>Table I: all datasets</h2>${linesTable(overall, false)}${bars(overall, false)}`,
    `<h2>Per dataset</h2>`,
    ...byDataset(rows).map((d) => `<h3>${esc(d.key)}</h3>${linesTable(d.lines, false)}${bars(d.lines, false)}`),
    `<h2>Slices</h2>`,
    ...byTags(rows).map(
      (s) =>
        `<details open><summary><b>${esc(s.key)}</b></summary>${bars(s.lines, true)}${linesTable(s.lines, true)}</details>`,
    ),
    `<h2>Latency</h2><h3>Client-measured (ms)</h3>${boxPlots(latency, "ms")}<h3>Server timings_ms.total (ms)</h3>${boxPlots(server, "ms")}`,
    `<h2>Model calls per question</h2>${countHistograms(calls)}`,
    `<h2>Extra metrics</h2>${extrasSection(rows)}`,
    `<h2>Answers</h2>${questionsSection(rows)}`,
    `</body></html>`,
  ];
  return parts.join("\n");
}
