import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { compileFilter, decodeVector, LocalVectorIndex } from "../src/stores/local-vector-index";
import { runVectorIndexContract } from "./vector-index.contract";

runVectorIndexContract("LocalVectorIndex (D1)", async () => {
  await env.DB.prepare("DELETE FROM local_vectors").run();
  return new LocalVectorIndex(env.DB);
});

describe("LocalVectorIndex specifics", () => {
  it("decodes BLOBs whether D1 returns an ArrayBuffer, a byte array or an unaligned view", () => {
    const values = [0.5, -1.25, 3];
    const buffer = new Float32Array(values).buffer;
    expect([...decodeVector(buffer)]).toEqual(values);
    expect([...decodeVector([...new Uint8Array(buffer)])]).toEqual(values);
    const padded = new Uint8Array(buffer.byteLength + 1);
    padded.set(new Uint8Array(buffer), 1);
    expect([...decodeVector(padded.subarray(1))]).toEqual(values);
    expect(() => decodeVector("nope")).toThrow(TypeError);
  });

  it("stores Float32 BLOBs with their dimensions and namespace", async () => {
    await env.DB.prepare("DELETE FROM local_vectors").run();
    await new LocalVectorIndex(env.DB).upsert([
      { id: "b", values: [1, 2, 3, 4], namespace: "ns", metadata: { k: "v" } },
    ]);
    const row = await env.DB.prepare(
      "SELECT namespace, dims, length(vec) AS bytes, metadata FROM local_vectors WHERE id = 'b'",
    ).first();
    expect(row).toEqual({ namespace: "ns", dims: 4, bytes: 16, metadata: '{"k":"v"}' });
  });

  it("rejects what Vectorize would reject: dimension mismatch, long ids, bad filters", async () => {
    await env.DB.prepare("DELETE FROM local_vectors").run();
    const index = new LocalVectorIndex(env.DB);
    await index.upsert([{ id: "three", values: [1, 0, 0] }]);
    await expect(index.query([1, 0])).rejects.toThrow(/dimensions/);
    await expect(index.upsert([{ id: "x".repeat(65), values: [1, 0, 0] }])).rejects.toThrow(/id/);
    await expect(index.upsert([{ id: "nan", values: [Number.NaN, 0, 0] }])).rejects.toThrow(/finite/);
    await expect(index.query([1, 0, 0], { filter: { k: { $regex: "x" } } as never })).rejects.toThrow(/operator/);
    await expect(index.query([1, 0, 0], { filter: { k: { $eq: 1, $gt: 0 } } })).rejects.toThrow(/combination/);
    await expect(index.query([1, 0, 0], { filter: { k: { $lt: 1, $lte: 2 } } })).rejects.toThrow(/combination/);
  });

  it("reads an absent metadata key as null, as Vectorize's null filters do", () => {
    const bare = compileFilter({ k: { $ne: "x" } });
    expect(bare({})).toBe(true);
    expect(compileFilter({ k: { $nin: ["x"] } })({})).toBe(true);
    expect(compileFilter({ k: { $gt: 0 } })({})).toBe(false);
    expect(compileFilter({ k: null as never })({})).toBe(true);
  });

  it("treats an empty filter as no filter", async () => {
    await env.DB.prepare("DELETE FROM local_vectors").run();
    const index = new LocalVectorIndex(env.DB);
    await index.upsert([{ id: "a", values: [1, 0] }]);
    expect((await index.query([1, 0], { filter: {} })).count).toBe(1);
  });
});
