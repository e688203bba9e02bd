// Vectorize has no local simulator, so the adapter is tested against a recording fake binding:
// the calls it makes must be exactly what the Workers API documents, and the documented response
// ({ count, matches: [{ id, score, values?, metadata? }] }) must map onto our types.
import { describe, expect, it } from "vitest";
import type { VectorRecord } from "../src/stores/types";
import { type VectorizeBinding, VectorizeIndex } from "../src/stores/vectorize-index";

type Call =
  | { method: "query"; vector: number[]; options?: VectorizeQueryOptions }
  | { method: "upsert"; vectors: VectorizeVector[] }
  | { method: "deleteByIds"; ids: string[] };

function fakeBinding(response: VectorizeMatches = { count: 0, matches: [] }) {
  const calls: Call[] = [];
  const binding: VectorizeBinding = {
    async query(vector, options) {
      calls.push({ method: "query", vector, options });
      return response;
    },
    async upsert(vectors) {
      calls.push({ method: "upsert", vectors });
      return { mutationId: "m" };
    },
    async deleteByIds(ids) {
      calls.push({ method: "deleteByIds", ids });
      return { mutationId: "m" };
    },
  };
  return { binding, calls };
}

describe("VectorizeIndex adapter", () => {
  it("is the vectorize kind", () => {
    expect(new VectorizeIndex(fakeBinding().binding).kind).toBe("vectorize");
  });

  it("passes query options through exactly", async () => {
    const { binding, calls } = fakeBinding();
    const index = new VectorizeIndex(binding);
    const filter = { kind: { $in: ["a", "b"] }, n: { $gte: 2, $lt: 5 }, lang: "en" };
    await index.query([0.1, 0.2], { topK: 7, namespace: "docs", filter, returnMetadata: "indexed" });
    expect(calls).toEqual([
      {
        method: "query",
        vector: [0.1, 0.2],
        options: { topK: 7, namespace: "docs", filter, returnMetadata: "indexed" },
      },
    ]);
  });

  it("sends only the default topK when no options are given, and drops an empty filter", async () => {
    const { binding, calls } = fakeBinding();
    const index = new VectorizeIndex(binding);
    await index.query([1]);
    await index.query([1], { filter: {}, returnMetadata: true });
    expect(calls.map((c) => c.method === "query" && c.options)).toStrictEqual([
      { topK: 5 },
      { topK: 5, returnMetadata: true },
    ]);
  });

  it("rejects a topK Vectorize would reject, without calling the binding", async () => {
    const { binding, calls } = fakeBinding();
    const index = new VectorizeIndex(binding);
    await expect(index.query([1], { topK: 101 })).rejects.toThrow(/topK/);
    await expect(index.query([1], { topK: 21, returnMetadata: "all" })).rejects.toThrow(/topK/);
    expect(calls).toEqual([]);
  });

  it("maps the documented response, keeping scalar metadata only", async () => {
    const response: VectorizeMatches = {
      count: 2,
      matches: [
        {
          id: "5",
          score: 0.999909486,
          values: [58.8, 6.7],
          metadata: { url: "/p/1", n: 3, ok: true, tags: ["x"], nested: { a: 1 } },
        },
        { id: "4", score: 0.789848214 },
      ],
    };
    const index = new VectorizeIndex(fakeBinding(response).binding);
    const res = await index.query([1, 2], { returnMetadata: "all" });
    expect(res).toStrictEqual({
      count: 2,
      matches: [
        { id: "5", score: 0.999909486, metadata: { url: "/p/1", n: 3, ok: true } },
        { id: "4", score: 0.789848214 },
      ],
    });
  });

  it("upserts in order, in batches of at most 1000, without undefined fields", async () => {
    const { binding, calls } = fakeBinding();
    const records: VectorRecord[] = Array.from({ length: 2500 }, (_, i) => ({
      id: `v${i}`,
      values: [i],
      ...(i === 0 ? { namespace: "ns", metadata: { k: "v" } } : {}),
    }));
    await new VectorizeIndex(binding).upsert(records);
    const batches = calls.flatMap((c) => (c.method === "upsert" ? [c.vectors] : []));
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(batches.flat().map((v) => v.id)).toEqual(records.map((r) => r.id));
    expect(batches[0]![0]).toStrictEqual({ id: "v0", values: [0], namespace: "ns", metadata: { k: "v" } });
    expect(batches[0]![1]).toStrictEqual({ id: "v1", values: [1] });
  });

  it("deletes by id in batches and skips empty calls", async () => {
    const { binding, calls } = fakeBinding();
    const index = new VectorizeIndex(binding);
    await index.deleteByIds(Array.from({ length: 1001 }, (_, i) => `v${i}`));
    await index.deleteByIds([]);
    await index.upsert([]);
    expect(calls.map((c) => (c.method === "deleteByIds" ? c.ids.length : c.method))).toEqual([1000, 1]);
  });
});
