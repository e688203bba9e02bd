import { env } from "cloudflare:workers";
import { beforeAll, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { Trace } from "../src/trace";

const NS = "outage";

beforeAll(async () => {
  const local = buildServices(env as unknown as Bindings);
  for (const doc of SAMPLE_DOCUMENTS.slice(0, 3)) await ingestDocument(NS, doc, local);
});

it("with Workers AI stalled, a question degrades to fallbacks and an abstention, recorded in the trace, and never hangs", async () => {
  // Every model call hangs; the binding's deadline turns each into an error the step handles.
  const stalled = { run: () => new Promise<never>(() => {}) };
  // τ below the lexical fallback's score, so the run reaches the (stalled) answer model rather than stopping early.
  const services = buildServices({
    ...(env as unknown as Bindings),
    AI: stalled,
    RAG_MODEL_TIMEOUT_MS: "100",
    RAG_THRESHOLD: "0.3",
  });
  const trace = new Trace();
  const started = Date.now();
  const result = await runQuery(
    "outage",
    {
      question: "How long do v4 access tokens last before they expire?",
      queryTime: new Date(),
      pages: [],
      mode: "auto",
      useApis: true,
      namespace: NS,
    },
    services,
    trace,
  );
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(result).toMatchObject({ answer: "I don't know", abstained: true });
  const rerank = trace.events.find((e) => e.type === "rerank")!;
  expect(rerank.data.via).toBe("lexical");
  expect(String(rerank.data.fallback)).toContain("did not answer");
  expect(trace.events.filter((e) => e.type === "error").map((e) => e.data.stage)).toEqual(
    expect.arrayContaining(["retrieve", "answer"]),
  );
  expect(result.usage.model_calls).toBeGreaterThan(0);
});
