import { readFile } from "node:fs/promises";
import path from "node:path";
import Bunzip from "seek-bzip";
import { SHARED_DATA } from "./paths.ts";
import type { EvalItem, LoadedDataset } from "./types.ts";

export interface CragPage {
  name: string;
  url: string;
  html: string;
  snippet: string;
  lastModified: string;
}

export interface CragExample {
  id: string;
  question: string;
  answer: string;
  alternativeAnswers: string[];
  queryTime: string;
  domain: string;
  questionType: string;
  dynamism: string;
  pages: CragPage[];
}

function parseAlternatives(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  if (typeof raw === "string" && raw.trim().startsWith("[")) {
    try {
      // The sample stores a Python-style list literal as a string.
      const parsed: unknown = JSON.parse(raw.replace(/'/g, '"'));
      return Array.isArray(parsed) ? parsed.map(String) : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** CRAG Task 1/2 examples (JSON Lines, bz2), each with its five full HTML pages. */
export async function loadCragExamples(
  file = path.join(SHARED_DATA, "crag/dev_data.jsonl.bz2"),
): Promise<CragExample[]> {
  const text = Bunzip.decode(await readFile(file)).toString("utf8");
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => {
      const r = JSON.parse(line);
      return {
        id: String(r.interaction_id),
        question: String(r.query),
        answer: String(r.answer),
        alternativeAnswers: parseAlternatives(r.alternative_answers ?? r.alt_ans),
        queryTime: String(r.query_time ?? ""),
        domain: String(r.domain ?? ""),
        questionType: String(r.question_type ?? ""),
        dynamism: String(r.static_or_dynamic ?? ""),
        pages: (r.search_results ?? []).map((p: Record<string, unknown>) => ({
          name: String(p.page_name ?? ""),
          url: String(p.page_url ?? ""),
          html: String(p.page_result ?? ""),
          snippet: String(p.page_snippet ?? ""),
          lastModified: String(p.page_last_modified ?? ""),
        })),
      };
    });
}

/** CRAG as evaluation items: the five search results are the pages; no corpus (namespace null). */
export async function loadCrag(file?: string): Promise<LoadedDataset> {
  const examples = await loadCragExamples(file);
  const items: EvalItem[] = examples.map((e) => ({
    id: `crag-${e.id}`,
    dataset: "crag",
    question: e.question,
    answers: [...new Set([e.answer, ...e.alternativeAnswers].map((a) => a.trim()).filter(Boolean))],
    queryTime: e.queryTime || undefined,
    pages: e.pages.map((p) => ({ url: p.url || undefined, name: p.name || undefined, html: p.html })),
    namespace: null,
    tags: { domain: e.domain, question_type: e.questionType, dynamism: e.dynamism },
    falsePremise: e.questionType === "false_premise",
  }));
  return { name: "crag", items };
}
