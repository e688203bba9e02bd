// `npm run eval -- [options]`: the DynaRAG paper's Table I (accuracy / hallucination / missing) on real data.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadDataset } from "../datasets/index.ts";
import { byDataset, bySystem } from "./aggregate.ts";
import { type EvalOptions, parseOptions, USAGE } from "./args.ts";
import { supportTable, supportVsBm25 } from "./bm25-baseline.ts";
import { RagClient } from "./client.ts";
import { gateTable } from "./gate-report.ts";
import { modelJudge, rulesOnlyJudge } from "./judge-model.ts";
import { formatDuration, Progress } from "./progress.ts";
import { reportHtml } from "./report.ts";
import { runEvaluation } from "./runner.ts";
import { type LocalServer, PROJECT_ROOT, startLocalServer } from "./server.ts";
import { type RunMeta, summaryMarkdown, tableOne } from "./summary.ts";

function options(): EvalOptions {
  try {
    return parseOptions(process.argv.slice(2));
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (message === "help") {
      console.log(USAGE);
      process.exit(0);
    }
    console.error(`${message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main() {
  const opts = options();
  const startedAt = new Date();
  const outDir = path.resolve(
    opts.out ?? path.join(PROJECT_ROOT, "eval-results", startedAt.toISOString().replace(/[:.]/g, "-")),
  );
  mkdirSync(outDir, { recursive: true });
  const resultsFile = path.join(outDir, "results.jsonl");
  writeFileSync(resultsFile, "");
  const progress = new Progress();

  const datasets = [];
  for (const spec of opts.datasets) {
    const d = await loadDataset(spec, {
      limit: opts.limit,
      seed: opts.seed,
      namespacePrefix: opts.namespacePrefix,
      split: opts.split,
    });
    progress.log(
      `dataset ${d.name} (${d.split} split): ${d.items.length} questions${d.corpus ? `, corpus ${d.corpus.namespace} (${d.corpus.documents.length} documents)` : ""}`,
    );
    datasets.push(d);
  }

  let server: LocalServer | null = null;
  const stopServer = async () => {
    const s = server;
    server = null;
    await s?.stop();
  };
  process.once("SIGINT", () => void stopServer().finally(() => process.exit(130)));
  process.once("SIGTERM", () => void stopServer().finally(() => process.exit(143)));

  try {
    let baseUrl = opts.baseUrl;
    if (!baseUrl) {
      server = await startLocalServer((m) => progress.log(m), 120_000, opts.vars);
      baseUrl = server.baseUrl;
    }
    const client = new RagClient(baseUrl, opts.adminToken ?? server?.adminToken, opts.timeoutMs);
    const health = await client.health();
    progress.log(`service ${baseUrl}: ${JSON.stringify(health)}`);
    const judge =
      opts.judge === "model"
        ? modelJudge({ url: opts.judgeUrl!, model: opts.judgeModel!, key: opts.judgeKey }, fetch, (m) =>
            progress.log(m),
          )
        : rulesOnlyJudge();

    const outcome = await runEvaluation({
      client,
      judge,
      datasets,
      systems: opts.systems,
      useApis: opts.useApis,
      concurrency: opts.concurrency,
      ingest: opts.ingest,
      progress,
      resultsFile,
    });
    const meta: RunMeta = {
      startedAt: startedAt.toISOString(),
      baseUrl: opts.baseUrl ?? "local wrangler dev (started by the harness)",
      judge: opts.judge === "model" ? `model ${opts.judgeModel}` : "rules",
      useApis: opts.useApis,
      datasets: datasets.map((d) => `${d.name} (${d.split} split, ${d.items.length})`),
      systems: opts.systems,
      limit: opts.limit,
      seed: opts.seed,
      durationMs: Date.now() - startedAt.getTime(),
      ingests: outcome.ingests,
      notes: outcome.notes,
    };
    const support = supportVsBm25(outcome.rows, datasets);
    const supportMd = support.length ? `\n## Support recall vs a plain BM25 top-5\n\n${supportTable(support)}\n` : "";
    writeFileSync(path.join(outDir, "summary.md"), summaryMarkdown(outcome.rows, meta) + supportMd);
    writeFileSync(path.join(outDir, "report.html"), reportHtml(outcome.rows, meta));

    const splits = [...new Set(datasets.map((d) => `${d.name}: ${d.split}`))].join(", ");
    console.log(
      `\nTable I (all datasets; split ${splits}), ${outcome.rows.length} answers in ${formatDuration(meta.durationMs!)}:\n`,
    );
    console.log(tableOne(bySystem(outcome.rows)));
    for (const d of byDataset(outcome.rows)) console.log(`\n${d.key}:\n${tableOne(d.lines)}`);
    if (opts.systems.some((s) => s.startsWith("auto")))
      console.log(`\nGate routing against dataset labels:\n${gateTable(outcome.rows)}`);
    if (support.length)
      console.log(`\nSupport recall vs a plain BM25 top-5 over the same corpus:\n${supportTable(support)}`);
    for (const n of outcome.notes) console.log(`\nnote: ${n}`);
    console.log(
      `\nwrote ${resultsFile}\n      ${path.join(outDir, "summary.md")}\n      ${path.join(outDir, "report.html")}`,
    );
  } finally {
    await stopServer();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
