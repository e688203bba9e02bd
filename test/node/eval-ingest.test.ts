// The harness's corpus ingestion against both answers of POST /v1/documents: 200 with the stored documents,
// and 202 with an ingestion to wait for (whose body's `documents` are counts, not a list).
import { describe, expect, it } from "vitest";
import type { EvalCorpus } from "../../scripts/datasets/types.ts";
import type { RagClient } from "../../scripts/eval/client.ts";
import { ingestCorpus } from "../../scripts/eval/ingest.ts";

const corpus: EvalCorpus = {
  namespace: "n",
  documents: Array.from({ length: 150 }, (_, k) => ({ id: `d${k}`, title: `t${k}`, text: `text ${k}` })),
};

describe("ingestCorpus", () => {
  it("counts a background ingestion from its view, not from the 202 body", async () => {
    const client = {
      ingest: async () => ({
        ingestion_id: "ing_000000000000000000000001",
        status: "queued",
        documents: { total: 100, done: 0, duplicate: 0, failed: 0 },
      }),
      waitForIngestion: async () => ({
        status: "done",
        documents: { total: 100, done: 97, duplicate: 2, failed: 1 },
        chunks: 120,
        failures: [{ id: "x", reason: "empty" }],
      }),
    } as unknown as RagClient;
    const logs: string[] = [];
    const s = await ingestCorpus(client, corpus, (m) => logs.push(m));
    expect(s).toMatchObject({ documents: 150, added: 194, duplicates: 4, chunks: 240 });
    expect(logs.some((l) => l.includes("x failed: empty"))).toBe(true);
  });

  it("counts an inline answer's documents", async () => {
    const client = {
      ingest: async (_ns: string, docs: unknown[]) => ({
        documents: docs.map((_, k) => ({ id: `d${k}`, chunks: 2, duplicate: k === 0 })),
      }),
    } as unknown as RagClient;
    const s = await ingestCorpus(client, corpus);
    expect(s).toMatchObject({ added: 148, duplicates: 2, chunks: 300 });
  });
});
