// Generic JSON Lines datasets: one question per line, with an optional corpus.jsonl beside the file.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { CorpusDocument, EvalItem, EvalPage, LoadedDataset } from "./types.ts";

function parseLines(text: string, file: string): Record<string, unknown>[] {
  return text
    .split(/\r?\n/)
    .map((line, n) => [line.trim(), n + 1] as const)
    .filter(([line]) => line)
    .map(([line, n]) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`${file}:${n}: not valid JSON`);
      }
    });
}

/** An optional list of gold supporting titles, for support recall; undefined when absent or empty. */
function titles(v: unknown): string[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const list = [
    ...new Set(v.filter((t): t is string => typeof t === "string" && t.trim() !== "").map((t) => t.trim())),
  ];
  return list.length ? list : undefined;
}

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

function toItem(r: Record<string, unknown>, k: number, dataset: string, file: string): EvalItem {
  const question = str(r.question);
  const answers = Array.isArray(r.answers) ? r.answers.map(String) : typeof r.answer === "string" ? [r.answer] : [];
  if (!question || !answers.length) throw new Error(`${file}: line ${k + 1} needs "question" and "answers"`);
  const tags = Object.fromEntries(
    Object.entries((r.tags as Record<string, unknown>) ?? {}).map(([key, v]) => [key, String(v)]),
  );
  return {
    id: str(r.id) ?? (typeof r.id === "number" ? String(r.id) : `${dataset}-${k + 1}`),
    dataset,
    question,
    answers,
    queryTime: str(r.query_time),
    pages: Array.isArray(r.pages)
      ? (r.pages as EvalPage[]).map((p) => ({ url: p.url, name: p.name, html: String(p.html ?? "") }))
      : undefined,
    namespace: r.namespace === null ? null : str(r.namespace),
    tags,
    falsePremise: r.false_premise === true || r.falsePremise === true || undefined,
    supportingTitles: titles(r.supporting_titles ?? r.supportingTitles),
  };
}

/**
 * Loads `file` (JSONL). A `corpus.jsonl` in the same folder is ingested into the items' namespace (the first
 * one named by an item), or else into a namespace named after the dataset, which items without one then use.
 */
export async function loadJsonl(file: string): Promise<LoadedDataset> {
  const name = path.basename(file).replace(/\.jsonl$/i, "");
  const items = parseLines(await readFile(file, "utf8"), file).map((r, k) => toItem(r, k, name, file));
  const corpusFile = path.join(path.dirname(file), "corpus.jsonl");
  if (!existsSync(corpusFile) || path.resolve(corpusFile) === path.resolve(file)) return { name, items };

  const named = items.find((i) => typeof i.namespace === "string")?.namespace;
  const namespace = named ?? name.replace(/[^A-Za-z0-9_.-]/g, "-").slice(0, 64);
  for (const item of items) if (item.namespace === undefined) item.namespace = namespace;
  const documents: CorpusDocument[] = parseLines(await readFile(corpusFile, "utf8"), corpusFile).map((d, k) => {
    const doc = {
      id: str(d.id) ?? `doc-${k + 1}`,
      title: str(d.title),
      url: str(d.url),
      text: str(d.text),
      html: str(d.html),
    };
    if (!doc.text === !doc.html) throw new Error(`${corpusFile}: line ${k + 1} needs exactly one of "text" or "html"`);
    return doc;
  });
  return { name, items, corpus: { namespace, documents } };
}
