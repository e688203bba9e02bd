// `npm run bench`: the benchmarks of record (issue 7). Runs the workerd half (cleaning, vector index, critical
// path, cost: scripts/bench/*.workerd.ts) and the load test against a local server, then prints the table and
// writes bench-results/<timestamp>.json. No network: everything runs on this machine, the server on 127.0.0.1.
//   npm run bench                      the full run (~4-5 min on 2 cores)
//   npm run bench -- --quick           fewer sizes, questions and repetitions (a smoke run of the benchmark)
//   npm run bench -- --only=vectors,load
//   npm run bench -- --only=critical,fused    the critical path with the strict floor; the fused loop round
//   npm run bench -- --only=ingest       5,000 pages (~50 MB) through the ingestion workflow (500 with --quick)
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { capsTest } from "./caps.ts";
import { loadTest } from "./load.ts";
import { startMarkServer } from "./memory.ts";
import { report } from "./report.ts";
import { runInWorkerd } from "./workerd.ts";

const SECTIONS: Record<string, string> = {
  cleaning: "scripts/bench/clean.workerd.ts",
  vectors: "scripts/bench/vectors.workerd.ts",
  critical: "scripts/bench/critical-path.workerd.ts",
  cost: "scripts/bench/cost.workerd.ts",
  fused: "scripts/bench/fused-round.workerd.ts",
  ingest: "scripts/bench/ingest.workerd.ts",
};

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",") ?? [...Object.keys(SECTIONS), "load", "caps"];
const log = (m: string) => process.stderr.write(`[bench] ${m}\n`);
const started = new Date();
const t0 = performance.now();

const results: Record<string, unknown> = {};
const failures: string[] = [];
const files = Object.entries(SECTIONS)
  .filter(([name]) => only.includes(name))
  .map(([, file]) => file);
if (files.length) {
  const marks = await startMarkServer();
  log(`workerd: ${files.join(", ")}`);
  if (files.includes(SECTIONS.vectors!))
    log("expected below: one D1 error (Invalid string length): the index as it was before, at 100k chunks");
  try {
    const run = await runInWorkerd(files, { BENCH_QUICK: quick ? "1" : "0", BENCH_MARK_URL: marks.url });
    for (const meta of Object.values(run.results)) Object.assign(results, meta);
    failures.push(...run.failures);
  } finally {
    await marks.close();
  }
}
if (only.includes("load")) {
  log("load: starting a local server (wrangler dev, 127.0.0.1)");
  try {
    results.load = await loadTest({ clients: [16, 64], queries: quick ? 64 : 192, repeats: quick ? 1 : 3, log });
  } catch (e) {
    failures.push(`load: ${String(e)}`);
  }
}

if (only.includes("caps")) {
  log("caps: a query at the cost caps, and just past each (wrangler dev, 127.0.0.1)");
  try {
    results.caps = await capsTest(log);
  } catch (e) {
    failures.push(`caps: ${String(e)}`);
  }
}

const durationS = Math.round((performance.now() - t0) / 1000);
const { text, targets } = report(results, { quick, durationS });
console.log(text);
if (failures.length) console.log(`\nFAILED:\n${failures.join("\n")}`);

const out = path.resolve(import.meta.dirname, "../../bench-results");
mkdirSync(out, { recursive: true });
const file = path.join(out, `${started.toISOString().replace(/[:.]/g, "-")}.json`);
const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model,
  memory_gb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: process.platform,
};
writeFileSync(
  file,
  JSON.stringify(
    {
      started_at: started.toISOString(),
      command: `npm run bench${args.length ? ` -- ${args.join(" ")}` : ""}`,
      duration_s: durationS,
      quick,
      machine,
      targets,
      failures,
      ...results,
    },
    null,
    1,
  ),
);
console.log(`\nwritten ${path.relative(process.cwd(), file)} (${durationS} s)`);
process.exitCode = failures.length ? 1 : 0;
