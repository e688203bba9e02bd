import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { clearVectorCache, LocalVectorIndex, VERSION_KEY } from "../src/stores/local-vector-index";
import { decodeHexVector, readSnapshot } from "../src/stores/vector-rows";

/** A D1 handle that counts the batches sent through it (the index loads vectors in one batch). */
function counting(db: D1Database) {
  const counter = { batches: 0 };
  const handle = {
    prepare: (sql: string) => db.prepare(sql),
    batch: (statements: D1PreparedStatement[]) => {
      counter.batches++;
      return db.batch(statements);
    },
  } as unknown as D1Database;
  return { handle, counter };
}

const ids = async (index: LocalVectorIndex, vector: number[], namespace = "ns") =>
  (await index.query(vector, { topK: 10, namespace })).matches.map((m) => m.id);

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM local_vectors"), env.DB.prepare("DELETE FROM meta WHERE key = ?").bind(VERSION_KEY)]);
  clearVectorCache();
});

describe("LocalVectorIndex's in-isolate cache", () => {
  it("sees every write made through another instance", async () => {
    const reader = new LocalVectorIndex(env.DB);
    const writer = new LocalVectorIndex(env.DB);
    await writer.upsert([{ id: "a", values: [1, 0], namespace: "ns" }]);
    expect(await ids(reader, [1, 0])).toEqual(["a"]);
    await writer.upsert([{ id: "b", values: [0.9, 0.1], namespace: "ns" }]);
    expect(await ids(reader, [1, 0])).toEqual(["a", "b"]);
    await writer.upsert([{ id: "a", values: [0, 1], namespace: "ns" }]); // replaced: now the worse match
    expect(await ids(reader, [1, 0])).toEqual(["b", "a"]);
    await writer.deleteByIds(["b"]);
    expect(await ids(reader, [1, 0])).toEqual(["a"]);
  });

  it("sees a write from another isolate by its version token, and reads the vectors only when it changed", async () => {
    const { handle, counter } = counting(env.DB);
    const index = new LocalVectorIndex(handle);
    await new LocalVectorIndex(env.DB).upsert([{ id: "a", values: [1, 0], namespace: "ns" }]);
    clearVectorCache();
    expect(await ids(index, [1, 0])).toEqual(["a"]);
    expect(await ids(index, [1, 0])).toEqual(["a"]);
    expect(counter.batches).toBe(1); // loaded once, then served from memory after a token check

    // Another isolate writes: its batch changes the rows and the token together; this isolate's memory is untouched.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO local_vectors (id, namespace, dims, vec) VALUES ('c', 'ns', 2, ?)").bind(new Float32Array([1, 0]).buffer),
      env.DB.prepare("UPDATE meta SET value = 'other-isolate' WHERE key = ?").bind(VERSION_KEY),
    ]);
    expect(await ids(index, [1, 0])).toEqual(["a", "c"]);
    expect(counter.batches).toBe(2);

    // A raw write that leaves the token alone is not seen: that is the contract (writers must replace the token).
    await env.DB.prepare("DELETE FROM local_vectors WHERE id = 'c'").run();
    expect(await ids(index, [1, 0])).toEqual(["a", "c"]);
  });

  it("gives a database without a token one, and shares one load between concurrent queries", async () => {
    await env.DB.prepare("INSERT INTO local_vectors (id, namespace, dims, vec) VALUES ('x', 'ns', 2, ?)").bind(new Float32Array([0, 1]).buffer).run();
    const { handle, counter } = counting(env.DB);
    const index = new LocalVectorIndex(handle);
    const results = await Promise.all([1, 2, 3, 4].map(() => ids(index, [0, 1])));
    expect(results).toEqual([["x"], ["x"], ["x"], ["x"]]);
    expect(counter.batches).toBe(1);
    expect(await env.DB.prepare("SELECT value FROM meta WHERE key = ?").bind(VERSION_KEY).first()).not.toBeNull();
  });

  it("keeps namespaces and the whole-index view apart", async () => {
    const index = new LocalVectorIndex(env.DB);
    await index.upsert([
      { id: "in-a", values: [1, 0], namespace: "a" },
      { id: "in-b", values: [1, 0], namespace: "b" },
    ]);
    expect(await ids(index, [1, 0], "a")).toEqual(["in-a"]);
    expect((await index.query([1, 0], { topK: 10 })).matches.map((m) => m.id)).toEqual(["in-a", "in-b"]);
    await index.upsert([{ id: "in-a-2", values: [1, 0], namespace: "a" }]);
    expect(await ids(index, [1, 0], "a")).toEqual(["in-a", "in-a-2"]);
    expect((await index.query([1, 0], { topK: 10 })).matches.map((m) => m.id)).toEqual(["in-a", "in-a-2", "in-b"]);
  });

  it("hands out metadata copies: a caller changing one does not change the index", async () => {
    const index = new LocalVectorIndex(env.DB);
    await index.upsert([{ id: "m", values: [1, 0], namespace: "ns", metadata: { k: "v" } }]);
    const first = await index.query([1, 0], { namespace: "ns", returnMetadata: "all" });
    first.matches[0]!.metadata!.k = "changed";
    const again = await index.query([1, 0], { namespace: "ns", returnMetadata: "all", filter: { k: "v" } });
    expect(again.matches[0]?.metadata).toEqual({ k: "v" });
  });

  it("reads vectors as hex, in pages, with the same Float32 values", async () => {
    const values = [0.1, -2.5, 3e-8, 1e30];
    expect([...decodeHexVector("CDCCCC3D000020C0")]).toEqual([...new Float32Array([0.1, -2.5])]);
    expect(() => decodeHexVector("nope")).toThrow(TypeError);
    expect(() => decodeHexVector("ABC")).toThrow(TypeError);
    const index = new LocalVectorIndex(env.DB);
    const many = Array.from({ length: 4100 }, (_, i) => ({ id: `p${i}`, values: values.map((v) => v * (i + 1)), namespace: "paged" }));
    for (let i = 0; i < many.length; i += 1000) await index.upsert(many.slice(i, i + 1000));
    const snapshot = await readSnapshot(env.DB, VERSION_KEY, "paged");
    expect(snapshot.version).not.toBeNull();
    expect(snapshot.rows.map((r) => r.id)).toEqual(many.map((r) => r.id)); // three pages, in write order
    expect([...decodeHexVector(snapshot.rows[4099]!.vec as string)]).toEqual([...new Float32Array(many[4099]!.values)]);
    const [best] = (await index.query(values, { topK: 1, namespace: "paged" })).matches;
    expect(best?.score).toBeCloseTo(1, 5);
  });
});
