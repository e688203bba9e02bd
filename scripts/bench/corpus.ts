// workerd side: the corpora the benchmarks search, ingested through the service's own ingestion (idempotent).
import { env } from "cloudflare:workers";
import type { Bindings } from "../../src/env";
import { ingestDocument } from "../../src/pipeline/ingest";
import type { QueryInput } from "../../src/pipeline/query";
import { buildServices } from "../../src/runtime";
import { SAMPLE_DOCUMENTS } from "../../src/sample/corpus";
import { ensureDemoApis } from "../../src/sample/seed";
import type { CorpusDocument } from "../datasets/types.ts";

export const bindings = () => env as unknown as Bindings;

/** Ingests documents into a namespace, a few at a time; documents already there cost one lookup each. */
export async function ingestAll(namespace: string, docs: CorpusDocument[], concurrency = 4): Promise<void> {
  const services = buildServices(bindings());
  let next = 0;
  const worker = async () => {
    while (next < docs.length) {
      const d = docs[next++]!;
      await ingestDocument(namespace, { url: d.url, title: d.title, text: d.text, html: d.html }, services);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The sample corpus in "default" and the demo live APIs, as `npm start` seeds them. */
export async function ensureSample(): Promise<void> {
  const services = buildServices(bindings());
  await ingestAll(
    "default",
    SAMPLE_DOCUMENTS.map((d, i) => ({ id: String(i), ...d })),
  );
  await ensureDemoApis(env.DB, services);
}

export const QUERY_TIME = new Date("2026-03-01T12:00:00Z");

export function queryInput(
  question: string,
  mode: QueryInput["mode"],
  namespace: string | null,
  extra: Partial<QueryInput> = {},
): QueryInput {
  return { question, queryTime: QUERY_TIME, pages: [], mode, useApis: true, namespace, ...extra };
}
