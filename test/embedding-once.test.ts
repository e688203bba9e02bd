import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { Budget } from "../src/models/budget";
import { runEmbedder } from "../src/models/run-embedder";
import type { Embedder } from "../src/models/types";
import { prepareDocument, type Storable, storeDocuments } from "../src/pipeline/ingest";
import { runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { ensureDemoApis } from "../src/sample/seed";
import { HashedEmbedder } from "../src/skills/local/hashed-embedder";
import { Trace } from "../src/trace";
import { call, json } from "./helpers";

const bindings = env as unknown as Bindings;

/** The local embedder, with every call it receives written down. */
function recording(fail = () => false) {
  const calls: string[][] = [];
  const inner = new HashedEmbedder();
  const embedder: Embedder = {
    id: inner.id,
    dimensions: inner.dimensions,
    embed: async (texts) => {
      calls.push(texts);
      if (fail()) throw new Error("embedding model down");
      return inner.embed(texts);
    },
  };
  return { embedder, calls };
}

describe("a run embeds each text once", () => {
  it("sends only texts it has not seen, in one call, and counts the calls it makes", async () => {
    const { embedder, calls } = recording();
    const meter = new Budget();
    const once = runEmbedder(embedder, meter);
    const [a, b] = await once.embed(["alpha", "beta"]);
    const [b2, c, a2] = await once.embed(["beta", "gamma", "alpha", "gamma"]);
    expect(calls).toEqual([["alpha", "beta"], ["gamma"]]);
    expect([b2, a2]).toEqual([b, a]);
    expect(c).toEqual((await new HashedEmbedder().embed(["gamma"]))[0]);
    await once.embed(["alpha"]);
    expect(meter.embed_calls).toBe(2);
  });

  it("shares a call in flight between concurrent callers, and tries a failed text again", async () => {
    let down = true;
    const { embedder, calls } = recording(() => down);
    const once = runEmbedder(embedder, new Budget());
    const both = [once.embed(["q"]), once.embed(["q"])];
    await expect(Promise.all(both)).rejects.toThrow("embedding model down");
    expect(calls).toEqual([["q"]]);
    down = false;
    expect((await once.embed(["q"]))[0]).toHaveLength(embedder.dimensions);
    expect(calls).toEqual([["q"], ["q"]]);
  });

  it("a question sent to the API fallback is not embedded again for the schema search", async () => {
    const NS = "embed-once";
    const services = buildServices(bindings);
    for await (const _ of storeDocuments(await prepareAll(NS, SAMPLE_DOCUMENTS), services)) void _;
    await ensureDemoApis(env.DB, services);
    const { embedder, calls } = recording();
    const run = { ...buildServices(bindings), embedder };
    const question = "What is the current status of the eu-west region?";
    const input = {
      question,
      queryTime: new Date(),
      pages: [],
      mode: "single-pass" as const,
      useApis: true,
      namespace: NS,
    };
    const result = await runQuery("r", input, run, new Trace());
    expect(result.api_calls[0]).toMatchObject({ name: "get_region_status", status: "ok" }); // the schema search ran
    expect(calls).toEqual([[question]]);
    expect(result.usage.embed_calls).toBe(1);
  });
});

async function prepareAll(
  namespace: string,
  docs: Array<{ title?: string; text?: string; html?: string; url?: string }>,
) {
  const prepared: Storable[] = [];
  for (const doc of docs) {
    const p = await prepareDocument(namespace, doc, buildServices(bindings));
    if (p.status !== "empty") prepared.push(p);
  }
  return prepared;
}

describe("ingestion shares embedding calls between documents", () => {
  const words = (n: number, seed: string) => Array.from({ length: n }, (_, i) => `${seed}${i}`).join(" ");

  it("small documents go in one call; a large one gets calls of its own; results keep the request's order", async () => {
    const { embedder, calls } = recording();
    const services = { ...buildServices(bindings), embedder };
    // 200-word chunks: 3 small documents of 1 chunk each, then one of ~120 chunks, then 2 small ones again.
    const docs = [
      { title: "one", text: words(50, "one") },
      { title: "two", text: words(50, "two") },
      { title: "three", text: words(50, "three") },
      { title: "big", text: words(120 * 160, "big") },
      { title: "four", text: words(50, "four") },
      { title: "five", text: words(50, "five") },
    ];
    const prepared = await prepareAll("batched", docs);
    const chunks = prepared.map((p) => (p.status === "ready" ? p.chunks.length : 0));
    expect(chunks[3]).toBeGreaterThan(100);
    const results = [];
    for await (const r of storeDocuments(prepared, services)) results.push(r);
    expect(results.map((r) => r.title)).toEqual(["one", "two", "three", "big", "four", "five"]);
    expect(calls.map((c) => c.length)).toEqual([3, chunks[3], 2]);
    expect(services.budget.embed_calls).toBe(3);
    // Every chunk is searchable by its own vector.
    const [probe] = await new HashedEmbedder().embed([`five\n${words(50, "five")}`]);
    const { matches } = await services.vectors.query(probe!, { topK: 1, namespace: "batched" });
    expect(matches[0]?.id).toBe(`${results[5]!.id}:0`);
  });

  it("the route stores a batch in order; a failed embedding call stores none of its group", async () => {
    const body = (tag: string) => ({
      namespace: "batched-http",
      documents: [1, 2, 3].map((i) => ({
        title: `${tag} ${i}`,
        text: `${tag} document number ${i} about ${tag} things.`,
      })),
    });
    const res = await call("POST", "/v1/documents", body("fine"));
    expect(res.status).toBe(200);
    expect((await json(res)).documents.map((d: { title: string }) => d.title)).toEqual(["fine 1", "fine 2", "fine 3"]);

    const { embedder, calls } = recording(() => true);
    const services = { ...buildServices(bindings), embedder };
    // The first of the four is already stored: a duplicate needs no embedding and is reported before the failure.
    const docs = body("broken").documents;
    await call("POST", "/v1/documents", { namespace: "batched-fail", documents: [docs[0]] });
    const prepared = await prepareAll("batched-fail", [
      docs[0]!,
      ...docs,
      { title: "later", text: "a later document" },
    ]);
    expect(prepared.map((p) => p.status)).toEqual(["duplicate", "duplicate", "ready", "ready", "ready"]);
    const stored: string[] = [];
    await expect(async () => {
      for await (const r of storeDocuments(prepared, services)) stored.push(r.status);
    }).rejects.toThrow("the embedding call for documents 3, 4, 5 failed: Error: embedding model down");
    expect(calls).toHaveLength(1);
    expect(stored).toEqual(["duplicate", "duplicate"]);
    expect((await services.corpus.listDocuments("batched-fail")).map((d) => d.title)).toEqual(["broken 1"]);
  });
});
