// Command-line options of `npm run eval -- [options]`.
import { parseArgs } from "node:util";
import { SPLIT_OPTIONS, type SplitOption } from "../datasets/split.ts";
import { SYSTEMS } from "./types.ts";

export interface EvalOptions {
  baseUrl?: string;
  systems: string[];
  useApis: boolean;
  datasets: string[];
  limit?: number;
  /** undefined: each dataset's default (test for shared datasets, all for a .jsonl path). */
  split?: SplitOption;
  concurrency: number;
  seed?: string;
  judge: "rules" | "model";
  judgeUrl?: string;
  judgeModel?: string;
  judgeKey?: string;
  out?: string;
  adminToken?: string;
  namespacePrefix: string;
  timeoutMs: number;
  ingest: boolean;
  /** Worker vars for the local instance the harness starts (--var KEY=VALUE, repeatable), e.g. RAG_RETRIEVAL. */
  vars: Record<string, string>;
}

export const USAGE = `npm run eval -- [options]
  --base-url URL          a running instance (default: start a local one with wrangler dev, stop it afterwards)
  --systems LIST          ${SYSTEMS.join(",")} (default llm-only,direct-rag,single-pass)
  --use-apis true|false|both
                          request field use_apis (default false: the paper's Task 1). true labels the
                          retrieval systems "<mode>+apis" (Task 2); both runs each twice, side by side.
                          A system named "<mode>+apis" in --systems always calls APIs.
  --datasets LIST         crag,freshqa,hotpotqa,multihop-rag,lumen,hops-probe or .jsonl paths (default crag)
  --split dev|test|all    held-out half by a hash of the item id (default: test for the named datasets,
                          all for a .jsonl path); tune on dev, report test (scripts/eval/README.md)
  --limit N               questions per dataset, taken from the split (default all)
  --seed S                sample N with a seeded shuffle (default: the first N)
  --concurrency C         requests in flight (default 2)
  --judge rules|model     offline rules (default) or an OpenAI-compatible chat model
  --judge-url URL         e.g. https://api.cloudflare.com/client/v4/accounts/<id>/ai/v1 (env JUDGE_URL)
  --judge-model NAME      (env JUDGE_MODEL)
  --judge-key KEY         (env JUDGE_API_KEY)
  --out DIR               (default eval-results/<timestamp>/)
  --admin-token TOKEN     Bearer token for /v1/documents (env ADMIN_TOKEN)
  --namespace-prefix P    prefix for corpus namespaces (default none)
  --timeout-ms MS         per request (default 300000)
  --no-ingest             do not ingest corpora (they are already there)
  --var KEY=VALUE         a Worker var for the local instance (repeatable), e.g. --var RAG_RETRIEVAL=fts,rerank`;

function positiveInt(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
}

const list = (raw: string) =>
  raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): EvalOptions {
  const { values } = parseArgs({
    args: argv,
    allowPositionals: false,
    options: {
      "base-url": { type: "string" },
      systems: { type: "string", default: "llm-only,direct-rag,single-pass" },
      "use-apis": { type: "string", default: "false" },
      datasets: { type: "string", default: "crag" },
      limit: { type: "string" },
      concurrency: { type: "string", default: "2" },
      seed: { type: "string" },
      split: { type: "string" },
      judge: { type: "string", default: "rules" },
      "judge-url": { type: "string" },
      "judge-model": { type: "string" },
      "judge-key": { type: "string" },
      out: { type: "string" },
      "admin-token": { type: "string" },
      "namespace-prefix": { type: "string", default: "" },
      "timeout-ms": { type: "string", default: "300000" },
      "no-ingest": { type: "boolean", default: false },
      var: { type: "string", multiple: true, default: [] },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) throw new Error("help");
  const named = list(values.systems);
  const unknown = named.filter((s) => !(SYSTEMS as readonly string[]).includes(s.replace(API_SUFFIX_RE, "")));
  if (!named.length || unknown.length)
    throw new Error(
      `--systems: unknown ${unknown.join(", ") || "(empty)"}; use ${SYSTEMS.join(",")} (add +apis for Task 2)`,
    );
  if (!["true", "false", "both"].includes(values["use-apis"]))
    throw new Error("--use-apis must be true, false or both");
  const systems = withApis(named, values["use-apis"] as "true" | "false" | "both");
  if (values.split !== undefined && !(SPLIT_OPTIONS as readonly string[]).includes(values.split)) {
    throw new Error(`--split must be one of ${SPLIT_OPTIONS.join(", ")}`);
  }
  if (values.judge !== "rules" && values.judge !== "model") throw new Error("--judge must be rules or model");
  const opts: EvalOptions = {
    baseUrl: values["base-url"]?.replace(/\/+$/, ""),
    systems,
    useApis: false,
    datasets: list(values.datasets),
    limit: positiveInt("limit", values.limit),
    split: values.split as SplitOption | undefined,
    concurrency: positiveInt("concurrency", values.concurrency) ?? 2,
    seed: values.seed,
    judge: values.judge,
    judgeUrl: values["judge-url"] ?? env.JUDGE_URL,
    judgeModel: values["judge-model"] ?? env.JUDGE_MODEL,
    judgeKey: values["judge-key"] ?? env.JUDGE_API_KEY,
    out: values.out,
    adminToken: values["admin-token"] ?? env.ADMIN_TOKEN,
    namespacePrefix: values["namespace-prefix"],
    timeoutMs: positiveInt("timeout-ms", values["timeout-ms"]) ?? 300_000,
    ingest: !values["no-ingest"],
    vars: parseVars(values.var ?? []),
  };
  if (!opts.datasets.length) throw new Error("--datasets is empty");
  if (opts.judge === "model" && (!opts.judgeUrl || !opts.judgeModel))
    throw new Error("--judge model needs --judge-url and --judge-model");
  return opts;
}

const API_SUFFIX_RE = /\+apis$/;
// The baselines never call APIs: only the retrieving systems have a Task 2 variant.
const API_CAPABLE = new Set(["single-pass", "auto", "dynamic"]);

/** Expands systems for --use-apis: "single-pass" (Task 1) and/or "single-pass+apis" (Task 2). */
export function withApis(systems: string[], useApis: "true" | "false" | "both"): string[] {
  if (useApis === "false") return systems;
  return systems.flatMap((s) => {
    if (API_SUFFIX_RE.test(s) || !API_CAPABLE.has(s)) return [s];
    return useApis === "both" ? [s, `${s}+apis`] : [`${s}+apis`];
  });
}

/** A system label's request: its mode, and whether it may call APIs. */
export function systemRequest(system: string): { mode: string; useApis: boolean } {
  return { mode: system.replace(API_SUFFIX_RE, ""), useApis: API_SUFFIX_RE.test(system) };
}

function parseVars(raw: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kv of raw) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s.exec(kv);
    if (!m) throw new Error(`--var must be KEY=VALUE (got ${JSON.stringify(kv)})`);
    out[m[1]!] = m[2]!;
  }
  return out;
}
