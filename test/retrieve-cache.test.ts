import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { LruCache, pageIndex, pageVectorKey, pageVectors } from "../src/pipeline/page-index";
import { cleanPages, pagePassages } from "../src/pipeline/pages";
import { runQuery } from "../src/pipeline/query";
import { rankPagePassages } from "../src/pipeline/retrieve";
import { buildServices } from "../src/runtime";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { HashedEmbedder } from "../src/skills/local/hashed-embedder";
import { queryTerms } from "../src/text/analyze";
import { rankByBm25, reciprocalRankFusion } from "../src/text/bm25";
import { Trace } from "../src/trace";
import type { Passage } from "../src/types";

const embedder = new HashedEmbedder();

/** rankPagePassages as it was before the caches: everything recomputed on every call. */
function uncachedRank(question: string, passages: Passage[], topK: number): string[] {
  const texts = passages.map((p) => (p.title ? `${p.title}\n${p.text}` : p.text));
  const lexical = rankByBm25(texts, queryTerms(question), topK * 2).map((i) => passages[i]!.id);
  const q = embedder.embedOne(question);
  const vectors = texts
    .map((t, i) => ({ id: passages[i]!.id, s: embedder.embedOne(t).reduce((s, x, k) => s + q[k]! * x, 0) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .slice(0, topK * 2)
    .map((x) => x.id);
  return reciprocalRankFusion([lexical, vectors]).slice(0, topK);
}

describe("page passages are analysed once per run and embedded once per text", () => {
  const examples = inject("crag").slice(0, 3);
  const runs = examples.map((ex) => ({
    question: ex.question,
    passages: pagePassages(cleanPages(ex.pages.map((p) => ({ url: p.url, name: p.name, html: p.html }))), {
      maxWords: 200,
      overlapWords: 40,
    }),
  }));

  it("ranks exactly as recomputing everything would, for every sub-query", () => {
    for (const { question, passages } of runs) {
      for (const q of [question, question.split(" ").slice(0, 4).join(" "), "price history"]) {
        expect(rankPagePassages(q, passages, 20, embedder).map((p) => p.id)).toEqual(uncachedRank(q, passages, 20));
      }
    }
  });

  it("builds one index per passages array and keeps each chunk's exact vector", () => {
    const { passages } = runs[0]!;
    const first = pageIndex(passages, embedder);
    expect(pageIndex(passages, embedder)).toBe(first);
    expect(Array.from(first.vectors[0]!)).toEqual(embedder.embedOne(first.texts[0]!));
    expect(pageVectors.get(pageVectorKey(embedder, first.texts[0]!))).toBe(first.vectors[0]);
    // The same pages in a new run (a new array) reuse the vectors by text.
    const again = pageIndex(
      passages.map((p) => ({ ...p })),
      embedder,
    );
    expect(again).not.toBe(first);
    expect(again.vectors[0]).toBe(first.vectors[0]);
  });

  it("rebuilds when the array grew", () => {
    const passages: Passage[] = [{ id: "a", text: "alpha beta", source: "page" }];
    const first = pageIndex(passages, embedder);
    passages.push({ id: "b", text: "gamma delta", source: "page" });
    expect(pageIndex(passages, embedder).texts).toHaveLength(2);
    expect(first.texts).toHaveLength(1);
  });
});

describe("LruCache", () => {
  it("evicts the least recently used entry beyond its capacity", () => {
    const lru = new LruCache<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // a is now the most recent
    lru.set("c", 3);
    expect([lru.get("a"), lru.get("b"), lru.get("c")]).toEqual([1, undefined, 3]);
    expect(lru.size).toBe(2);
  });
});

describe("the loop embeds a round's sub-queries in one call", () => {
  const NS = "retrieve-cache";
  beforeAll(async () => {
    const services = buildServices(env as unknown as Bindings);
    for (const doc of SAMPLE_DOCUMENTS) await ingestDocument(NS, doc, services);
  });

  it("one embedding call per round, each sub-query still searched with its own vector", async () => {
    const services = buildServices(env as unknown as Bindings);
    const batches: string[][] = [];
    const inner = services.embedder;
    services.embedder = {
      id: inner.id,
      dimensions: inner.dimensions,
      embed: async (texts) => (batches.push(texts), inner.embed(texts)),
    };
    const trace = new Trace();
    const question = "How does authentication in v3 differ from v4?";
    const input = {
      question,
      queryTime: new Date("2026-03-01T12:00:00Z"),
      pages: [],
      mode: "dynamic" as const,
      useApis: false,
      namespace: NS,
    };
    const result = await runQuery("r", input, services, trace);
    const rounds = trace.events.filter((e) => e.type === "round").map((e) => e.data.sub_queries as string[]);
    expect(batches).toEqual(rounds);
    expect(result.usage.embed_calls).toBe(rounds.length);
    expect(rounds[0]!.length).toBeGreaterThan(1);
    expect(result.citations.length).toBeGreaterThan(0);
  });
});
