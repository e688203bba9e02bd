// One behavioural contract for every VectorIndex implementation (the style of hono's shared router
// tests): each adapter's test file calls runVectorIndexContract with a factory for a fresh, empty index.
import { describe, expect, it } from "vitest";
import type { VectorIndex, VectorQueryOptions, VectorRecord } from "../src/stores/types";

export function runVectorIndexContract(name: string, makeIndex: () => Promise<VectorIndex>): void {
  describe(`VectorIndex contract: ${name}`, () => {
    const ids = async (index: VectorIndex, vector: number[], options: VectorQueryOptions) =>
      (await index.query(vector, { topK: 100, ...options })).matches.map((m) => m.id).sort();

    it("orders matches by cosine similarity and honours topK (default 5)", async () => {
      const index = await makeIndex();
      await index.upsert([
        { id: "same", values: [1, 0, 0] },
        { id: "unnormalised", values: [3, 4, 0] }, // cosine 0.6 whatever its length
        { id: "orthogonal", values: [0, 1, 0] },
        { id: "opposite", values: [-1, 0, 0] },
        { id: "close", values: [0.9, 0.1, 0] },
        { id: "mid", values: [1, 1, 0] },
      ]);
      const top2 = await index.query([2, 0, 0], { topK: 2 });
      expect(top2.count).toBe(2);
      expect(top2.matches.map((m) => m.id)).toEqual(["same", "close"]);
      expect(top2.matches[0]!.score).toBeCloseTo(1, 5);
      expect(top2.matches[1]!.score).toBeCloseTo(0.9 / Math.hypot(0.9, 0.1), 5);

      const all = await index.query([1, 0, 0]);
      expect(all.matches.map((m) => m.id)).toEqual(["same", "close", "mid", "unnormalised", "orthogonal"]);
      expect(all.matches[3]!.score).toBeCloseTo(0.6, 5);
      expect(all.count).toBe(5);
    });

    it("rejects topK above Vectorize's limits (100; 20 with all metadata)", async () => {
      const index = await makeIndex();
      await index.upsert([{ id: "a", values: [1, 0] }]);
      await expect(index.query([1, 0], { topK: 101 })).rejects.toThrow(/topK/);
      await expect(index.query([1, 0], { topK: 21, returnMetadata: "all" })).rejects.toThrow(/topK/);
      await expect(index.query([1, 0], { topK: 21, returnMetadata: true })).rejects.toThrow(/topK/);
      await expect(index.query([1, 0], { topK: 0 })).rejects.toThrow(/topK/);
      expect((await index.query([1, 0], { topK: 100, returnMetadata: "indexed" })).count).toBe(1);
      expect((await index.query([1, 0], { topK: 20, returnMetadata: "all" })).count).toBe(1);
    });

    it("keeps namespaces apart; no namespace searches the whole index", async () => {
      const index = await makeIndex();
      await index.upsert([
        { id: "in-a", values: [1, 0], namespace: "a" },
        { id: "in-b", values: [1, 0], namespace: "b" },
        { id: "in-b-2", values: [0, 1], namespace: "b" },
      ]);
      expect(await ids(index, [1, 0], { namespace: "a" })).toEqual(["in-a"]);
      expect(await ids(index, [1, 0], { namespace: "b" })).toEqual(["in-b", "in-b-2"]);
      expect(await ids(index, [1, 0], { namespace: "none-such" })).toEqual([]);
      expect(await ids(index, [1, 0], {})).toEqual(["in-a", "in-b", "in-b-2"]);
    });

    describe("metadata filter", () => {
      const records: VectorRecord[] = [
        { id: "v1", values: [1, 0, 0], metadata: { kind: "alpha", n: 1, ok: true } },
        { id: "v2", values: [0, 1, 0], metadata: { kind: "beta", n: 2, ok: false } },
        { id: "v3", values: [0, 0, 1], metadata: { kind: "gamma", n: 3, ok: true } },
        { id: "v4", values: [1, 1, 0], metadata: { kind: "beta", n: 4, ok: true } },
      ];
      const cases: Array<[string, VectorQueryOptions["filter"], string[]]> = [
        ["implicit $eq", { kind: "beta" }, ["v2", "v4"]],
        ["$eq", { kind: { $eq: "alpha" } }, ["v1"]],
        ["$eq on a boolean", { ok: false }, ["v2"]],
        ["$ne", { kind: { $ne: "beta" } }, ["v1", "v3"]],
        ["$in", { kind: { $in: ["alpha", "gamma"] } }, ["v1", "v3"]],
        ["$nin", { kind: { $nin: ["alpha", "gamma"] } }, ["v2", "v4"]],
        ["$lt", { n: { $lt: 2 } }, ["v1"]],
        ["$lte", { n: { $lte: 2 } }, ["v1", "v2"]],
        ["$gt", { n: { $gt: 3 } }, ["v4"]],
        ["$gte", { n: { $gte: 3 } }, ["v3", "v4"]],
        ["a lower and an upper bound", { n: { $gt: 1, $lte: 3 } }, ["v2", "v3"]],
        ["a string range (prefix search)", { kind: { $gte: "b", $lt: "c" } }, ["v2", "v4"]],
        ["several keys, ANDed", { kind: "beta", ok: true }, ["v4"]],
        ["a type mismatch never matches", { n: "1" }, []],
      ];
      for (const [label, filter, expected] of cases) {
        it(label, async () => {
          const index = await makeIndex();
          await index.upsert(records);
          expect(await ids(index, [1, 1, 1], { filter })).toEqual(expected);
        });
      }

      it("applies the filter before topK", async () => {
        const index = await makeIndex();
        await index.upsert(records);
        const res = await index.query([1, 0, 0], { topK: 1, filter: { kind: "gamma" } });
        expect(res.matches.map((m) => m.id)).toEqual(["v3"]);
      });
    });

    it("returns metadata only when asked", async () => {
      const index = await makeIndex();
      const metadata = { title: "Doc", n: 7, ok: true };
      await index.upsert([{ id: "m", values: [1, 0], metadata }]);
      for (const returnMetadata of [undefined, false, "none"] as const) {
        const [match] = (await index.query([1, 0], { returnMetadata })).matches;
        expect(match?.id).toBe("m");
        expect(match).not.toHaveProperty("metadata");
      }
      for (const returnMetadata of [true, "all", "indexed"] as const) {
        const [match] = (await index.query([1, 0], { returnMetadata })).matches;
        expect(match?.metadata).toEqual(metadata);
      }
    });

    it("upsert replaces a vector in full, by id", async () => {
      const index = await makeIndex();
      await index.upsert([{ id: "x", values: [1, 0], namespace: "n", metadata: { v: 1 } }]);
      await index.upsert([{ id: "x", values: [0, 1], namespace: "n" }]);
      const res = await index.query([0, 1], { namespace: "n", returnMetadata: "all" });
      expect(res.count).toBe(1);
      expect(res.matches[0]!.score).toBeCloseTo(1, 5);
      expect(res.matches[0]!.metadata ?? {}).toEqual({}); // the old metadata is not merged in
    });

    it("deleteByIds removes exactly those ids (unknown ids are ignored)", async () => {
      const index = await makeIndex();
      await index.upsert([
        { id: "keep", values: [1, 0] },
        { id: "drop", values: [1, 0] },
      ]);
      await index.deleteByIds(["drop", "never-existed"]);
      await index.deleteByIds([]);
      expect(await ids(index, [1, 0], {})).toEqual(["keep"]);
    });

    it("handles writes larger than one statement or batch", async () => {
      const index = await makeIndex();
      const many = Array.from({ length: 250 }, (_, i) => ({ id: `v${i}`, values: [1, i / 250], metadata: { i } }));
      await index.upsert(many);
      expect((await index.query([1, 0], { topK: 100 })).count).toBe(100);
      await index.deleteByIds(many.slice(0, 240).map((r) => r.id));
      expect(await ids(index, [1, 0], {})).toEqual([
        "v240",
        "v241",
        "v242",
        "v243",
        "v244",
        "v245",
        "v246",
        "v247",
        "v248",
        "v249",
      ]);
    });
  });
}
