// Corpus ingestion through POST /v1/documents, 100 documents a request (idempotent by content
// hash); a batch past the service's inline line is answered 202 and waited for.
import type { EvalCorpus } from "../datasets/types.ts";
import type { RagClient } from "./client.ts";

export const BATCH = 100;

export interface IngestSummary {
  namespace: string;
  documents: number;
  added: number;
  duplicates: number;
  chunks: number;
  ms: number;
}

export async function ingestCorpus(
  client: RagClient,
  corpus: EvalCorpus,
  log: (m: string) => void = () => {},
): Promise<IngestSummary> {
  const started = Date.now();
  const summary: IngestSummary = {
    namespace: corpus.namespace,
    documents: corpus.documents.length,
    added: 0,
    duplicates: 0,
    chunks: 0,
    ms: 0,
  };
  for (let at = 0; at < corpus.documents.length; at += BATCH) {
    const batch = corpus.documents.slice(at, at + BATCH).map((d) => ({
      url: d.url,
      title: d.title,
      ...(d.html !== undefined ? { html: d.html } : { text: d.text ?? "" }),
    }));
    const res = await client.ingest(corpus.namespace, batch);
    if (res.ingestion_id) {
      const view = await client.waitForIngestion(res.ingestion_id);
      summary.added += view.documents.done;
      summary.duplicates += view.documents.duplicate;
      summary.chunks += view.chunks;
      for (const f of view.failures) log(`ingest ${corpus.namespace}: ${f.url ?? f.id} failed: ${f.reason}`);
    }
    // A 202 body's `documents` are the ingestion's counts (read above from its view), not a list.
    const listed = res.ingestion_id ? [] : (res.documents ?? []);
    for (const d of listed) {
      if (d.duplicate) summary.duplicates++;
      else summary.added++;
      summary.chunks += d.chunks ?? 0;
    }
    log(
      `ingest ${corpus.namespace}: ${Math.min(at + BATCH, corpus.documents.length)}/${corpus.documents.length} documents`,
    );
  }
  summary.ms = Date.now() - started;
  return summary;
}
