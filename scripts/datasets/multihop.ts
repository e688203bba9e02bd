// MultiHop-RAG 500-query sample: the corpus is the pool of unique evidence facts (the articles are absent).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { SHARED_DATA } from "./paths.ts";
import type { CorpusDocument, EvalItem, LoadedDataset } from "./types.ts";

export const MULTIHOP_DIR = path.join(SHARED_DATA, "multihop-rag");
export const MULTIHOP_NAMESPACE = "multihop-rag";

interface Evidence {
  fact: string;
  title: string;
  source: string;
  published_at: string;
  url: string;
}

/** A fact as a document: the API has no metadata fields, so source and date lead the text (temporal queries name them). */
function factDocument(id: string, e: Evidence): CorpusDocument {
  const date = e.published_at.slice(0, 10);
  return { id, title: e.title, url: e.url || undefined, text: `${e.source}, ${date}: ${e.fact}` };
}

export async function loadMultiHopRag(dir = MULTIHOP_DIR): Promise<LoadedDataset> {
  const queries = JSON.parse(await readFile(path.join(dir, "queries_500.json"), "utf8")) as {
    queries: { id: string; question: string; question_type: string }[];
  };
  const truth = JSON.parse(await readFile(path.join(dir, "ground_truth_500.json"), "utf8")) as Record<
    string,
    { answer: string; evidence_list: Evidence[] }
  >;
  const facts = new Map<string, CorpusDocument>();
  const items: EvalItem[] = queries.queries.map((q) => {
    const gt = truth[q.id];
    if (!gt) throw new Error(`MultiHop-RAG query ${q.id} has no ground truth`);
    for (const e of gt.evidence_list) {
      if (!facts.has(e.fact)) facts.set(e.fact, factDocument(`mh-fact-${facts.size + 1}`, e));
    }
    return {
      id: `multihop-rag-${q.id}`,
      dataset: "multihop-rag",
      question: q.question,
      // Null queries' gold is "Insufficient information.": the scorer reads it as "an abstention is correct".
      answers: [gt.answer],
      namespace: MULTIHOP_NAMESPACE,
      tags: { question_type: q.question_type },
      supportingTitles: [...new Set(gt.evidence_list.map((e) => e.title))],
    };
  });
  return { name: "multihop-rag", items, corpus: { namespace: MULTIHOP_NAMESPACE, documents: [...facts.values()] } };
}
