// HotpotQA dev (distractor): every question's 10 paragraphs pooled into one shared corpus namespace.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { SHARED_DATA } from "./paths.ts";
import type { CorpusDocument, EvalItem, LoadedDataset } from "./types.ts";

export const HOTPOTQA_FILE = path.join(SHARED_DATA, "hotpotqa/hotpot_dev_distractor_v1_first103.json");
export const HOTPOTQA_NAMESPACE = "hotpotqa";

interface HotpotRecord {
  _id: string;
  question: string;
  answer: string;
  type: string;
  level: string;
  supporting_facts: [string, number][];
  context: [string, string[]][];
}

export async function loadHotpotQa(file = HOTPOTQA_FILE): Promise<LoadedDataset> {
  const records = JSON.parse(await readFile(file, "utf8")) as HotpotRecord[];
  const documents: CorpusDocument[] = [];
  const items: EvalItem[] = records.map((r) => {
    r.context.forEach(([title, sentences], k) => {
      // Sentences carry their own leading spaces, so joining with "" restores the paragraph.
      documents.push({ id: `${r._id}:${k}`, title, text: sentences.join("").trim() });
    });
    return {
      id: `hotpotqa-${r._id}`,
      dataset: "hotpotqa",
      question: r.question,
      answers: [r.answer],
      namespace: HOTPOTQA_NAMESPACE,
      tags: { type: r.type, level: r.level },
      supportingTitles: [...new Set(r.supporting_facts.map(([title]) => title))],
    };
  });
  return { name: "hotpotqa", items, corpus: { namespace: HOTPOTQA_NAMESPACE, documents } };
}
