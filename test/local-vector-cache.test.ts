import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { clearVectorCache, LocalVectorIndex, VERSION_KEY } from "../src/stores/local-vector-index";
import { decodeHexVector, readSnapshot } from "../src/stores/vector-rows";

/** A D1 handle that counts the batches sent through it (the index loads vectors in one batch) and its reads of
 * the version token. */
function counting(db: D1Database) {
  const counter = { batches: 0, tokenReads: 0 };
  const handle = {
    prepare: (sql: string) => {
      const statement = db.prepare(sql);
      if (!sql.startsWith("SELECT value FROM meta")) return statement;
      const bind = statement.bind.bind(statement);
      statement.bind = (...values: unknown[]) => {
        const bound = bind(...values);
        const first = bound.first.bind(bound) as D1PreparedStatement["first"];
        bound.first = ((...args: Parameters<typeof first>) => (counter.tokenReads++, first(...args))) as typeof first;
        return bound;
      };
      return statement;
    },
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
  await env.DB.batch([
    env.DB.prepare("DELETE FROM local_vectors"),
    env.DB.prepare("DELETE FROM meta WHERE key = ?").bind(VERSION_KEY),
  ]);
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

  it("sees a write from another isolate from its next run on, by the version token, read once per run", async () => {
    const { handle, counter } = counting(env.DB);
    await new LocalVectorIndex(env.DB).upsert([{ id: "a", values: [1, 0], namespace: "ns" }]);
    clearVectorCache();
    const run = new LocalVectorIndex(handle); // the services build one index per request and per run
    expect(await ids(run, [1, 0])).toEqual(["a"]);
    expect(await ids(run, [1, 0])).toEqual(["a"]);
    expect(await ids(run, [0, 1])).toEqual(["a"]);
    expect(counter).toEqual({ batches: 1, tokenReads: 1 }); // loaded once, the token read once: then memory only

    // Another isolate writes: its batch changes the rows and the token together; this isolate's memory is untouched.
    await env.DB.batch([
      env.DB.prepare("INSERT INTO local_vectors (id, namespace, dims, vec) VALUES ('c', 'ns', 2, ?)").bind(
        new Float32Array([1, 0]).buffer,
      ),
      env.DB.prepare("UPDATE meta SET value = 'other-isolate' WHERE key = ?").bind(VERSION_KEY),
    ]);
    expect(await ids(run, [1, 0])).toEqual(["a"]); // the run in progress keeps the state it started from
    const next = new LocalVectorIndex(handle);
    expect(await ids(next, [1, 0])).toEqual(["a", "c"]); // the next run reads the new token and reloads
    expect(await ids(new LocalVectorIndex(handle), [1, 0])).toEqual(["a", "c"]);
    expect(counter).toEqual({ batches: 2, tokenReads: 3 }); // a run whose token matches the cache reads no vectors

    // A raw write that leaves the token alone is not seen: that is the contract (writers must replace the token).
    await env.DB.prepare("DELETE FROM local_vectors WHERE id = 'c'").run();
    expect(await ids(new LocalVectorIndex(env.DB), [1, 0])).toEqual(["a", "c"]);
  });

  it("sees a write made in its own isolate at once, even mid-run", async () => {
    const { handle, counter } = counting(env.DB);
    await new LocalVectorIndex(env.DB).upsert([{ id: "a", values: [1, 0], namespace: "ns" }]);
    const run = new LocalVectorIndex(handle);
    expect(await ids(run, [1, 0])).toEqual(["a"]);
    await new LocalVectorIndex(env.DB).upsert([{ id: "b", values: [1, 0.1], namespace: "ns" }]); // a document posted meanwhile
    expect(await ids(run, [1, 0])).toEqual(["a", "b"]);
    expect(counter.tokenReads).toBe(2); // another instance's write here makes the run read the token again
    await run.deleteByIds(["a"]); // its own writes need no token read
    expect(await ids(run, [1, 0])).toEqual(["b"]);
    expect(counter.tokenReads).toBe(2);
  });

  it("does not keep a load that a write in this isolate overlapped, nor serve it to a run that saw the write", async () => {
    await new LocalVectorIndex(env.DB).upsert([{ id: "a", values: [1, 0], namespace: "ns" }]);
    const run = new LocalVectorIndex(env.DB);
    expect(await ids(run, [1, 0])).toEqual(["a"]); // the run holds the current token
    clearVectorCache();
    // Another run's load reads the rows before a write lands and hands them over only after it.
    let wrote!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const slow = {
      prepare: (sql: string) => env.DB.prepare(sql),
      batch: async (statements: D1PreparedStatement[]) => {
        const result = await env.DB.batch(statements);
        await written;
        return result;
      },
    } as unknown as D1Database;
    const overlapped = ids(new LocalVectorIndex(slow), [1, 0]);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the slow load has read its snapshot
    await new LocalVectorIndex(env.DB).upsert([{ id: "b", values: [1, 0.1], namespace: "ns" }]);
    wrote();
    expect(await overlapped).toEqual(["a"]); // it began before the write: the old rows are a fair answer
    expect(await ids(run, [1, 0])).toEqual(["a", "b"]); // but they were not kept, and the run sees the write
  });

  it("reads the token again after a failed read instead of keeping the failure", async () => {
    await new LocalVectorIndex(env.DB).upsert([{ id: "a", values: [1, 0], namespace: "ns" }]);
    let fail = true;
    const flaky = {
      prepare: (sql: string) => {
        if (fail && sql.startsWith("SELECT value FROM meta")) {
          fail = false;
          return { bind: () => ({ first: () => Promise.reject(new Error("D1 is down")) }) };
        }
        return env.DB.prepare(sql);
      },
      batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
    } as unknown as D1Database;
    const run = new LocalVectorIndex(flaky);
    await expect(ids(run, [1, 0])).rejects.toThrow("D1 is down");
    expect(await ids(run, [1, 0])).toEqual(["a"]);
  });

  it("gives a database without a token one, and shares one load between concurrent queries", async () => {
    await env.DB.prepare("INSERT INTO local_vectors (id, namespace, dims, vec) VALUES ('x', 'ns', 2, ?)")
      .bind(new Float32Array([0, 1]).buffer)
      .run();
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
    const many = Array.from({ length: 4100 }, (_, i) => ({
      id: `p${i}`,
      values: values.map((v) => v * (i + 1)),
      namespace: "paged",
    }));
    for (let i = 0; i < many.length; i += 1000) await index.upsert(many.slice(i, i + 1000));
    const snapshot = await readSnapshot(env.DB, VERSION_KEY, "paged");
    expect(snapshot.version).not.toBeNull();
    expect(snapshot.rows.map((r) => r.id)).toEqual(many.map((r) => r.id)); // three pages, in write order
    expect([...decodeHexVector(snapshot.rows[4099]!.vec as string)]).toEqual([...new Float32Array(many[4099]!.values)]);
    const [best] = (await index.query(values, { topK: 1, namespace: "paged" })).matches;
    expect(best?.score).toBeCloseTo(1, 5);
  });
});
