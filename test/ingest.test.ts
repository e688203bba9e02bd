import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { prepareDocument, SLICE_CHUNKS, type Storable, storeDocuments } from "../src/pipeline/ingest";
import { buildServices } from "../src/runtime";
import { call, json } from "./helpers";
import { ftsRows } from "./support/fts";

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("ingestion is per document and idempotent", () => {
  it("a document with no text fails alone; the others in its batch are stored", async () => {
    const res = await call("POST", "/v1/documents", {
      namespace: "batch",
      documents: [{ text: "The loading dock opens at 7am." }, { html: "<script>x()</script>" }],
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.documents.map((d: any) => d.index)).toEqual([0]);
    expect(body.failures).toEqual([{ index: 1, id: "document 2", reason: "the document has no text after cleaning" }]);
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'batch'")).toBe(1);
  });

  it("the same document posted concurrently is stored once; the others are duplicates", async () => {
    const doc = {
      namespace: "race",
      documents: [{ title: "Dock", text: "The loading dock closes at 6pm on weekdays." }],
    };
    const responses = await Promise.all(Array.from({ length: 6 }, () => call("POST", "/v1/documents", doc)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = await Promise.all(responses.map((r) => json(r)));
    expect(bodies.filter((b) => !b.documents[0].duplicate)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.documents[0].id)).size).toBe(1);
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'race'")).toBe(1);
  });

  it("a delete removes the vectors as well as the rows", async () => {
    const { documents } = await json(
      await call("POST", "/v1/documents", {
        namespace: "del",
        documents: [{ text: "Badges are collected at reception." }],
      }),
    );
    const id = documents[0].id;
    expect(await count("SELECT count(*) AS n FROM local_vectors WHERE id LIKE ?", `${id}:%`)).toBeGreaterThan(0);
    expect((await call("DELETE", `/v1/documents/${id}`)).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM local_vectors WHERE id LIKE ?", `${id}:%`)).toBe(0);
    expect((await call("DELETE", `/v1/documents/${id}`)).status).toBe(404);
  });
});

describe("a large document is embedded and written in slices", () => {
  const words = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i % 997}`).join(" ");

  it("every chunk gets its row, FTS entry and vector, and a failure in a later slice leaves nothing", async () => {
    const text = words(90_000, "bulk");
    const res = await call("POST", "/v1/documents", { namespace: "large", documents: [{ title: "Bulk", text }] });
    expect(res.status).toBe(200);
    const { documents } = await json(res);
    const id = documents[0].id;
    expect(documents[0].chunks).toBeGreaterThan(SLICE_CHUNKS);
    expect(await count("SELECT count(*) AS n FROM chunks WHERE doc_id = ?", id)).toBe(documents[0].chunks);
    expect(await ftsRows(env.DB, "large", `${id}:%`)).toBe(documents[0].chunks);
    expect(await count("SELECT count(*) AS n FROM local_vectors WHERE id LIKE ?", `${id}:%`)).toBe(documents[0].chunks);

    const services = buildServices(env as unknown as Bindings);
    const upsert = services.vectors.upsert.bind(services.vectors);
    let calls = 0;
    services.vectors.upsert = async (records) => {
      if (++calls === 2) throw new Error("vector index unavailable");
      return upsert(records);
    };
    const prepared = await prepareDocument("large-fail", { title: "Bulk", text }, services);
    expect(prepared.status).toBe("ready");
    await expect(async () => {
      for await (const r of storeDocuments([prepared as Storable], services)) void r;
    }).rejects.toThrow("vector index unavailable");
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'large-fail'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM chunks WHERE namespace = 'large-fail'")).toBe(0);
    expect(await ftsRows(env.DB, "large-fail")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM local_vectors WHERE namespace = 'large-fail'")).toBe(0);
  });
});
