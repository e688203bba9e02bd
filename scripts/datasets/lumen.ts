// The sample corpus's own questions (written for this project, not shared data): the 14 lookups and 3
// unanswerable questions of src/sample/questions.ts, three paraphrases of each lookup, questions the corpus
// almost answers ("the Starter plan", "v2", "version 5.0.0"), yes/no questions, and lookups worded unlike the
// corpus ("1000", "v3.3.0", "LUMEN RELAY:") that must not cost an answer. Unanswerable ones have the gold
// "Insufficient information.": abstaining is accurate, any answer a hallucination. Comparisons and either-or
// questions are left out: the rules judge cannot check both sides, and an option's name is in the question.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { SAMPLE_DOCUMENTS } from "../../src/sample/corpus.ts";
import type { EvalItem, LoadedDataset } from "./types.ts";

export const LUMEN_FILE = path.join(import.meta.dirname, "lumen-questions.json");
export const LUMEN_NAMESPACE = "lumen-relay";

export async function loadLumen(file = LUMEN_FILE): Promise<LoadedDataset> {
  const records = JSON.parse(await readFile(file, "utf8")) as {
    question: string;
    answers: string[];
    tags: Record<string, string>;
  }[];
  const items: EvalItem[] = records.map((r, k) => ({
    id: `lumen-${k + 1}`,
    dataset: "lumen",
    question: r.question,
    answers: r.answers,
    namespace: LUMEN_NAMESPACE,
    tags: r.tags,
  }));
  const documents = SAMPLE_DOCUMENTS.map((d, k) => ({ id: `lumen-doc-${k + 1}`, ...d }));
  return { name: "lumen", items, corpus: { namespace: LUMEN_NAMESPACE, documents } };
}
