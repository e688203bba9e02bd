// Runs every (item × system) of the loaded datasets against the service, ingesting corpora first.
import { appendFileSync } from "node:fs";
import type { EvalItem, LoadedDataset } from "../datasets/types.ts";
import { cleanRecall, loadCleaner } from "./clean-recall.ts";
import type { RagClient } from "./client.ts";
import { type IngestSummary, ingestCorpus } from "./ingest.ts";
import type { Judge } from "./judge-model.ts";
import { mapPool } from "./pool.ts";
import type { Progress } from "./progress.ts";
import { runOne } from "./run-one.ts";
import type { ResultRow } from "./types.ts";

export interface RunPlan {
  client: RagClient;
  judge: Judge;
  datasets: LoadedDataset[];
  systems: string[];
  useApis: boolean;
  concurrency: number;
  ingest: boolean;
  progress: Progress;
  /** results.jsonl, appended as answers arrive so a broken run keeps what it has. */
  resultsFile: string;
}

export interface RunOutcome {
  rows: ResultRow[];
  ingests: IngestSummary[];
  notes: string[];
}

export async function runEvaluation(plan: RunPlan): Promise<RunOutcome> {
  const { progress } = plan;
  const notes: string[] = [];
  const ingests: IngestSummary[] = [];
  if (plan.ingest) {
    for (const d of plan.datasets) {
      if (!d.corpus || !d.items.length) continue;
      const summary = await ingestCorpus(plan.client, d.corpus, (m) => progress.log(m));
      progress.log(
        `ingested ${summary.namespace}: ${summary.added} new, ${summary.duplicates} duplicates, ${summary.chunks} chunks in ${(summary.ms / 1000).toFixed(1)} s`,
      );
      ingests.push(summary);
    }
  }

  const { clean, error } = await loadCleaner();
  if (!clean && plan.datasets.some((d) => d.items.some((i) => i.pages?.length))) {
    notes.push(`clean_recall unavailable: src/pipeline/clean.ts could not be imported (${error})`);
  }
  const recallCache = new Map<string, boolean | null>();
  const recallOf = (item: EvalItem) => {
    if (!clean) return null;
    if (!recallCache.has(item.id)) recallCache.set(item.id, cleanRecall(item, clean));
    return recallCache.get(item.id)!;
  };

  const jobs = plan.datasets.flatMap((d) =>
    d.items.flatMap((item) => plan.systems.map((system) => ({ item, system }))),
  );
  progress.start(jobs.length);
  const rows = await mapPool(jobs, plan.concurrency, async ({ item, system }) => {
    const row = await runOne(item, system, {
      client: plan.client,
      judge: plan.judge,
      useApis: plan.useApis,
      cleanRecall: recallOf,
    });
    appendFileSync(plan.resultsFile, `${JSON.stringify(row)}\n`);
    progress.tick(row);
    return row;
  });
  progress.finish();
  const errors = rows.filter((r) => r.error).length;
  if (errors)
    notes.push(
      `${errors} of ${rows.length} requests failed; they count as missing (first: ${rows.find((r) => r.error)!.error!.slice(0, 200)})`,
    );
  return { rows, ingests, notes };
}
