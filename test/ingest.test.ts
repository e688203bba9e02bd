import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, json } from "./helpers";

const count = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())?.n ?? 0;

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
    const doc = { namespace: "race", documents: [{ title: "Dock", text: "The loading dock closes at 6pm on weekdays." }] };
    const responses = await Promise.all(Array.from({ length: 6 }, () => call("POST", "/v1/documents", doc)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bodies = await Promise.all(responses.map((r) => json(r)));
    expect(bodies.filter((b) => !b.documents[0].duplicate)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.documents[0].id)).size).toBe(1);
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'race'")).toBe(1);
  });

  it("a delete removes the vectors as well as the rows", async () => {
    const { documents } = await json(await call("POST", "/v1/documents", { namespace: "del", documents: [{ text: "Badges are collected at reception." }] }));
    const id = documents[0].id;
    expect(await count("SELECT count(*) AS n FROM local_vectors WHERE id LIKE ?", `${id}:%`)).toBeGreaterThan(0);
    expect((await call("DELETE", `/v1/documents/${id}`)).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM local_vectors WHERE id LIKE ?", `${id}:%`)).toBe(0);
    expect((await call("DELETE", `/v1/documents/${id}`)).status).toBe(404);
  });
});
