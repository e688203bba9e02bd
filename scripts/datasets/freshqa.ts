// FreshQA (April 2025 release): closed-book questions, no pages and no corpus.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { csvRecords } from "../../src/text/csv.ts";
import { SHARED_DATA } from "./paths.ts";
import type { EvalItem, LoadedDataset } from "./types.ts";

export const FRESHQA_FILE = path.join(SHARED_DATA, "freshqa/FreshQA_v04072025.csv");
/** The answers are valid as of the release date, so questions are asked "on" that day. */
export const FRESHQA_AS_OF = "2025-04-07T12:00:00Z";

export async function loadFreshQa(file = FRESHQA_FILE): Promise<LoadedDataset> {
  const records = csvRecords(await readFile(file, "utf8"), "id");
  const items: EvalItem[] = records.map((r) => {
    const answers = Array.from({ length: 10 }, (_, k) => (r[`answer_${k}`] ?? "").trim()).filter(Boolean);
    const falsePremise = (r.false_premise ?? "").trim().toUpperCase() === "TRUE";
    return {
      id: `freshqa-${r.id!.trim()}`,
      dataset: "freshqa",
      question: r.question!.trim(),
      answers,
      queryTime: FRESHQA_AS_OF,
      // Closed book: nothing to retrieve, so the run tests abstention and false-premise handling.
      namespace: null,
      tags: {
        fact_type: (r.fact_type ?? "").trim(),
        num_hops: (r.num_hops ?? "").trim(),
        false_premise: String(falsePremise),
        split: (r.split ?? "").trim(),
      },
      falsePremise,
    };
  });
  return { name: "freshqa", items };
}
