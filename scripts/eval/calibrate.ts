// `npm run calibrate -- --datasets … [--target-hall 0.10]`: picks τ and the confidence floor on the DEV split and
// writes them to calibration.json (the service reads it at start), then shows before/after on the TEST split.
// Each item is run once, with τ = 0 and floor = 0, and the sweep re-decides the recorded answers offline.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CALIBRATION_VERSION, parseCalibration } from "../../src/calibration.ts";
import { DEFAULTS } from "../../src/config.ts";
import { type LoadedDataset, loadDataset } from "../datasets/index.ts";
import { choose, evaluate, missingFields, type Setting, type SweepLine } from "./calibration-sweep.ts";
import { RagClient } from "./client.ts";
import { rulesOnlyJudge } from "./judge-model.ts";
import { Progress } from "./progress.ts";
import { runEvaluation } from "./runner.ts";
import { type LocalServer, PROJECT_ROOT, startLocalServer } from "./server.ts";
import type { ResultRow } from "./types.ts";

export const CALIBRATE_USAGE = `npm run calibrate -- [options]
  --datasets LIST        datasets to calibrate on (their dev split); required unless --from is given
  --systems LIST         systems whose answers are calibrated (default single-pass)
  --target-hall X        pick the most accurate setting with hallucination ≤ X (e.g. 0.10); default: best score
  --limit N              items per dataset and split
  --from FILE            read dev results (results.jsonl recorded with RAG_THRESHOLD=0 RAG_CONFIDENCE_FLOOR=0)
                         instead of running; rows need verdict, answers, abstained, prediction, top_score, confidence
  --test-from FILE       read test results the same way (default: run the test split, unless --no-test)
  --no-test              skip the before/after on the test split
  --engine NAME          the calibration.json entry to write (default: the service's chat provider, e.g. local)
  --base-url URL         a running instance started with RAG_THRESHOLD=0 RAG_CONFIDENCE_FLOOR=0 (default: start one)
  --admin-token TOKEN    (env ADMIN_TOKEN)
  --out FILE             the settings file (default calibration.json at the repo root)
  --dry-run              print the choice, write nothing`;

interface CalibrateOptions {
  datasets: string[];
  systems: string[];
  targetHall?: number;
  limit?: number;
  from?: string;
  testFrom?: string;
  test: boolean;
  engine?: string;
  baseUrl?: string;
  adminToken?: string;
  out: string;
  dryRun: boolean;
}

export function parseCalibrateOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CalibrateOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      datasets: { type: "string", default: "" },
      systems: { type: "string", default: "single-pass" },
      "target-hall": { type: "string" },
      limit: { type: "string" },
      from: { type: "string" },
      "test-from": { type: "string" },
      "no-test": { type: "boolean", default: false },
      engine: { type: "string" },
      "base-url": { type: "string" },
      "admin-token": { type: "string" },
      out: { type: "string", default: path.join(PROJECT_ROOT, "calibration.json") },
      "dry-run": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) throw new Error("help");
  const list = (raw: string) =>
    raw
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  const target = values["target-hall"] === undefined ? undefined : Number(values["target-hall"]);
  if (target !== undefined && !(Number.isFinite(target) && target >= 0 && target <= 1)) {
    throw new Error("--target-hall must be a rate in [0, 1], e.g. 0.10");
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0))
    throw new Error("--limit must be a positive integer");
  const datasets = list(values.datasets);
  if (!datasets.length && !values.from) throw new Error("--datasets (or --from results.jsonl) is required");
  return {
    datasets,
    systems: list(values.systems),
    targetHall: target,
    limit,
    from: values.from,
    testFrom: values["test-from"],
    test: !values["no-test"],
    engine: values.engine,
    baseUrl: values["base-url"]?.replace(/\/+$/, ""),
    adminToken: values["admin-token"] ?? env.ADMIN_TOKEN,
    out: values.out,
    dryRun: values["dry-run"],
  };
}

/** Reads recorded rows, refusing a file whose rows lack what the sweep needs (and saying which fields). */
export function readRows(file: string, systems: string[]): ResultRow[] {
  const rows = readFileSync(file, "utf8")
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .map((l, k) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        throw new Error(`${file}:${k + 1}: not valid JSON`);
      }
    });
  const wanted = rows.filter((r) => systems.includes(String(r.system)));
  const missing = missingFields(wanted);
  if (missing.length) {
    throw new Error(
      `${file}: cannot calibrate on these results: missing ${missing.join(", ")}` +
        ` (for systems ${systems.join(",")}; record them with a service that reports top_score and confidence)`,
    );
  }
  return wanted as unknown as ResultRow[];
}

const pct = (x: number) => x.toFixed(1);
const row = (label: string, l: SweepLine) =>
  `| ${label} | ${l.threshold.toFixed(2)} | ${l.floor.toFixed(2)} | ${pct(l.acc)} | ${pct(l.hall)} | ${pct(l.miss)} | ${pct(l.score)} | ${l.n} |`;
const HEAD =
  "| | τ | floor | Acc (%) | Hall (%) | Miss (%) | Score (%) | n |\n|---|---:|---:|---:|---:|---:|---:|---:|";

function beforeAfter(title: string, rows: ResultRow[], before: Setting, after: Setting): string {
  const out = [`${title}`, HEAD, row("before", evaluate(rows, before)), row("after", evaluate(rows, after))];
  const datasets = [...new Set(rows.map((r) => r.dataset))];
  if (datasets.length > 1) {
    for (const d of datasets) {
      const sub = rows.filter((r) => r.dataset === d);
      out.push(row(`${d} before`, evaluate(sub, before)), row(`${d} after`, evaluate(sub, after)));
    }
  }
  return out.join("\n");
}

async function runSplit(
  opts: CalibrateOptions,
  split: "dev" | "test",
  client: RagClient,
  log: Progress,
  outDir: string,
): Promise<ResultRow[]> {
  // A fresh counter per split.
  const progress = new Progress();
  const datasets: LoadedDataset[] = [];
  for (const spec of opts.datasets) datasets.push(await loadDataset(spec, { split, limit: opts.limit }));
  mkdirSync(outDir, { recursive: true });
  const resultsFile = path.join(outDir, `${split}.results.jsonl`);
  writeFileSync(resultsFile, "");
  const outcome = await runEvaluation({
    client,
    judge: rulesOnlyJudge(),
    datasets,
    systems: opts.systems,
    useApis: false,
    concurrency: 2,
    ingest: true,
    progress,
    resultsFile,
  });
  log.log(`${split}: ${outcome.rows.length} answers recorded in ${resultsFile}`);
  return outcome.rows;
}

/** The setting in effect before: the current file's entry for the engine, else the defaults. */
function currentSetting(file: string, engine: string): Setting {
  let raw: unknown = { version: CALIBRATION_VERSION, engines: {} };
  if (existsSync(file)) {
    try {
      raw = JSON.parse(readFileSync(file, "utf8")) as unknown;
    } catch (e) {
      console.warn(`${file} is not valid JSON (${e instanceof Error ? e.message : e}): "before" uses the defaults`);
    }
  } else {
    console.warn(`${file} does not exist: "before" uses the defaults, and it will be created`);
  }
  const { settings, error } = parseCalibration(raw, engine);
  if (error) console.warn(`${error}: "before" uses the defaults, and the file will be replaced`);
  return {
    threshold: settings.threshold ?? DEFAULTS.threshold,
    floor: settings.confidenceFloor ?? DEFAULTS.confidenceFloor,
  };
}

function writeCalibration(file: string, engine: string, entry: Record<string, unknown>): void {
  let doc: { version: number; engines: Record<string, unknown> } = { version: CALIBRATION_VERSION, engines: {} };
  if (existsSync(file)) {
    try {
      const raw = JSON.parse(readFileSync(file, "utf8")) as unknown;
      // Keep other engines' entries of a valid file; a refused file is replaced.
      if (!parseCalibration(raw, engine).error) doc = raw as typeof doc;
    } catch {
      // corrupt: replaced
    }
  }
  doc.engines[engine] = entry;
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
}

async function main() {
  let opts: CalibrateOptions;
  try {
    opts = parseCalibrateOptions(process.argv.slice(2));
  } catch (e) {
    const m = e instanceof Error ? e.message : String(e);
    console.log(m === "help" ? CALIBRATE_USAGE : `${m}\n\n${CALIBRATE_USAGE}`);
    process.exit(m === "help" ? 0 : 2);
  }
  const progress = new Progress();
  const outDir = path.join(PROJECT_ROOT, "eval-results", `calibrate-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  let server: LocalServer | null = null;
  let client: RagClient | null = null;
  let engine = opts.engine;
  const connect = async () => {
    if (client) return client;
    let baseUrl = opts.baseUrl;
    let adminToken = opts.adminToken;
    if (!baseUrl) {
      // Every answer is recorded: τ and the floor are applied afterwards, offline.
      server = await startLocalServer((m) => progress.log(m), 120_000, {
        RAG_THRESHOLD: "0",
        RAG_CONFIDENCE_FLOOR: "0",
      });
      baseUrl = server.baseUrl;
      // Writes (the corpus ingestion) need the started instance's ADMIN_TOKEN.
      adminToken ??= server.adminToken;
    }
    client = new RagClient(baseUrl, adminToken, 300_000);
    const health = (await client.health()) as { providers?: { chat?: string }; settings?: { threshold?: number } };
    engine ??= health.providers?.chat === "workers-ai" ? "workers-ai" : (health.providers?.chat ?? "local");
    if (health.settings?.threshold !== 0)
      progress.log(
        `warning: the service's τ is ${health.settings?.threshold}, not 0: answers below it were not recorded`,
      );
    return client;
  };
  try {
    const dev = opts.from
      ? readRows(opts.from, opts.systems)
      : await runSplit(opts, "dev", await connect(), progress, outDir);
    const devRows = dev.some((r) => r.split) ? dev.filter((r) => r.split === "dev") : dev;
    if (devRows.length !== dev.length) progress.log(`using the ${devRows.length} dev rows of ${dev.length}`);
    engine ??= "local";
    const before = currentSetting(opts.out, engine);
    const { best, objective } = choose(devRows, opts.targetHall);
    console.log(`\nengine ${engine}; objective: ${objective}; chosen τ = ${best.threshold}, floor = ${best.floor}\n`);
    console.log(
      beforeAfter(`Dev split (${devRows.length} answers, ${opts.systems.join(",")}):`, devRows, before, best),
    );
    if (opts.test) {
      const test = opts.testFrom
        ? readRows(opts.testFrom, opts.systems)
        : await runSplit(opts, "test", await connect(), progress, outDir);
      const testRows = test.filter((r) => (r.split ?? "test") === "test");
      console.log(
        `\n${beforeAfter(`Test split (${testRows.length} answers; reported, not tuned on):`, testRows, before, best)}`,
      );
    }
    if (opts.dryRun) {
      console.log("\n--dry-run: nothing written");
      return;
    }
    writeCalibration(opts.out, engine, {
      threshold: best.threshold,
      confidence_floor: best.floor,
      objective,
      fitted_on: {
        split: "dev",
        systems: opts.systems,
        items: devRows.length,
        datasets: [...new Set(devRows.map((r) => r.dataset))],
        limit: opts.limit ?? null,
      },
      dev: {
        acc: +best.acc.toFixed(1),
        hall: +best.hall.toFixed(1),
        miss: +best.miss.toFixed(1),
        score: +best.score.toFixed(1),
      },
      created_at: new Date().toISOString(),
    });
    console.log(
      `\nwrote ${opts.out} (engines.${engine}); the service reads it at start (RAG_THRESHOLD / RAG_CONFIDENCE_FLOOR override it)`,
    );
  } finally {
    const s = server as LocalServer | null;
    await s?.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
