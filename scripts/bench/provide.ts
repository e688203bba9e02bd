// Global setup of the workerd half of the benchmark: runs in Node, reads the shared datasets (workerd cannot
// read the host's files) and hands them, with the run's options, to the bench files via inject("bench").
import type { TestProject } from "vitest/node";
import { type CragExample, loadCragExamples } from "../datasets/crag.ts";
import { type EvalCorpus, type EvalItem, loadDataset } from "../datasets/index.ts";

export interface BenchOptions {
  /** Fewer repetitions and questions: a smoke run of the benchmark itself. */
  quick: boolean;
  /** Where the Node side listens for memory phase marks (loopback), or "" for none. */
  markUrl: string;
  /** Chunk counts for the vector index benchmark. */
  vectorSizes: number[];
  /** HotpotQA questions in the critical-path benchmark. */
  hotpotQuestions: number;
}

export interface BenchData {
  options: BenchOptions;
  crag: CragExample[];
  hotpot: { items: EvalItem[]; corpus: EvalCorpus };
  /** The eval smoke set (20 items of each shared dataset, 5 with --quick), with the corpora they search. */
  smoke: { items: EvalItem[]; corpora: EvalCorpus[] };
}

declare module "vitest" {
  export interface ProvidedContext {
    bench: BenchData;
  }
}

/** `npm run eval:smoke`'s datasets and --limit. */
export const SMOKE_DATASETS = ["crag", "freshqa", "hotpotqa", "multihop-rag"];
export const SMOKE_LIMIT = 20;

export function optionsFromEnv(): BenchOptions {
  const quick = process.env.BENCH_QUICK === "1";
  return {
    quick,
    markUrl: process.env.BENCH_MARK_URL ?? "",
    vectorSizes: (process.env.BENCH_VECTOR_SIZES ?? (quick ? "1000,10000" : "1000,10000,100000"))
      .split(",")
      .map(Number),
    hotpotQuestions: Number(process.env.BENCH_HOTPOT_QUESTIONS ?? (quick ? 4 : 12)),
  };
}

export default async function setup(project: TestProject) {
  const hotpot = await loadDataset("hotpotqa");
  const limit = optionsFromEnv().quick ? 5 : SMOKE_LIMIT;
  const smoke = await Promise.all(SMOKE_DATASETS.map((d) => loadDataset(d, { limit })));
  project.provide("bench", {
    options: optionsFromEnv(),
    crag: await loadCragExamples(),
    hotpot: { items: hotpot.items, corpus: hotpot.corpus! },
    smoke: { items: smoke.flatMap((d) => d.items), corpora: smoke.flatMap((d) => (d.corpus ? [d.corpus] : [])) },
  });
}
