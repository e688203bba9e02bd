// Background ingestion: 202 + polling, the workflow's steps, a retried step, sitemaps.
import { introspectWorkflow } from "cloudflare:test";
import { env as rawEnv } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Bindings } from "../src/env";
import { ingestBatch } from "../src/ingest/ingest-batch";
import { IngestionStore } from "../src/ingest/staging";
import { buildServices } from "../src/runtime";
import { runBatch } from "../src/workflows/ingest-workflow";
import { ask, call, json } from "./helpers";
import { ftsRows } from "./support/fts";

const env = rawEnv as unknown as Bindings;
const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

/** Polls GET /v1/ingestions/:id until it is done or failed. */
async function settle(id: string, timeoutMs = 50_000): Promise<Record<string, any>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const view = await json(await call("GET", `/v1/ingestions/${id}`));
    if (view.status === "done" || view.status === "failed" || Date.now() > until) return view;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const docs = (n: number, ns: string) =>
  Array.from({ length: n }, (_, i) => ({
    url: `https://wiki.example.com/${ns}/room-${i}`,
    title: `Room ${i}`,
    text: `Meeting room ${i} is on floor ${(i % 9) + 1} and seats ${10 + i} people. Booking code R${1000 + i}.`,
  }));

afterEach(() => vi.restoreAllMocks());

describe("a batch past the inline line runs on the workflow", () => {
  it("answers 202 at once, reports progress, and the documents are answerable when done", async () => {
    const res = await call("POST", "/v1/documents", {
      namespace: "wf",
      documents: [...docs(60, "wf"), { title: "nothing" }],
    });
    expect(res.status).toBe(202);
    const accepted = await json(res);
    expect(accepted).toMatchObject({ status: "queued", namespace: "wf", documents: { total: 61 } });
    expect(accepted.ingestion_id).toMatch(/^ing_[0-9a-f]{24}$/);
    // The 202 comes before the work: right after it the ingestion has not finished.
    const early = await json(await call("GET", `/v1/ingestions/${accepted.ingestion_id}`));
    expect(["queued", "running"]).toContain(early.status);
    expect(early.documents.done).toBeLessThan(60);
    const view = await settle(accepted.ingestion_id);
    expect(view).toMatchObject({ status: "done", documents: { total: 61, done: 60, duplicate: 0, failed: 1 } });
    expect(view.failures).toEqual([{ id: "document 61", index: 60, reason: expect.stringContaining("no content") }]);
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'wf'")).toBe(60);
    expect(await count("SELECT count(*) AS n FROM ingestion_parts WHERE ingestion_id = ?", accepted.ingestion_id)).toBe(
      0,
    );
    const answer = await json(
      await ask("How many people does meeting room 42 seat?", { namespace: "wf", mode: "single-pass" }),
    );
    expect(answer.answer).toContain("52");
    expect(answer.citations[0].url).toBe("https://wiki.example.com/wf/room-42");
    const list = await json(await call("GET", "/v1/ingestions?namespace=wf"));
    expect(list.ingestions.map((i: any) => i.ingestion_id)).toContain(accepted.ingestion_id);
  });

  it("a step that fails is retried, and the retry stores nothing twice", async () => {
    await using introspector = await introspectWorkflow(env.INGEST_WORKFLOW!);
    await introspector.modifyAll(async (m) => {
      await m.disableRetryDelays();
      await m.mockStepError({ name: "batch 1" }, new Error("D1 went away"), 1);
    });
    const res = await call("POST", "/v1/documents", { namespace: "retry", documents: docs(55, "retry") });
    const { ingestion_id } = await json(res);
    const [instance] = await introspector.get();
    await instance!.waitForStatus("complete");
    const view = await settle(ingestion_id);
    expect(view).toMatchObject({ status: "done", documents: { total: 55, done: 55, duplicate: 0, failed: 0 } });
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'retry'")).toBe(55);
  });

  it("a retry after a crash between storing and recording re-stores once, not as duplicates", async () => {
    const store = new IngestionStore(env.DB);
    const id = "ing_0000000000000000000000aa";
    const items = docs(3, "crash").map((d, seq) => ({
      seq,
      kind: "text" as const,
      url: d.url,
      title: d.title,
      body: d.text,
      status: "pending" as const,
    }));
    await store.create(id, "crash", null, items);
    // The first attempt stores every document and dies before it records any outcome.
    const staged = await store.load(id, 0, 2);
    const batch = staged.map((s) => ({
      seq: s.seq,
      doc: { kind: s.kind, body: s.body, url: s.url!, title: s.title! },
    }));
    await ingestBatch(
      "crash",
      batch,
      buildServices(env),
      { fetcher: null!, robots: null! },
      { claim: (c) => store.claim(id, c) },
    );
    const chunksBefore = await count("SELECT count(*) AS n FROM chunks WHERE namespace = 'crash'");
    const vectorsBefore = await count("SELECT count(*) AS n FROM local_vectors WHERE namespace = 'crash'");
    // The retry.
    expect(await runBatch(env, store, id, "crash", 0, 2)).toEqual({ settled: 3 });
    const view = await store.view(id);
    expect(view?.documents).toEqual({ total: 3, done: 3, duplicate: 0, failed: 0 });
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'crash'")).toBe(3);
    expect(await count("SELECT count(*) AS n FROM chunks WHERE namespace = 'crash'")).toBe(chunksBefore);
    expect(await ftsRows(env.DB, "crash")).toBe(chunksBefore);
    expect(await count("SELECT count(*) AS n FROM local_vectors WHERE namespace = 'crash'")).toBe(vectorsBefore);
    // Run again (a replayed step): everything is settled, nothing happens.
    expect(await runBatch(env, store, id, "crash", 0, 2)).toEqual({ settled: 0 });
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'crash'")).toBe(3);
  });

  it("a document whose vectors fail to store leaves no rows behind, and the step's retry stores it", async () => {
    const store = new IngestionStore(env.DB);
    const id = "ing_0000000000000000000000bb";
    await store.create(
      id,
      "vfail",
      null,
      docs(2, "vfail").map((d, seq) => ({ seq, kind: "text" as const, body: d.text, status: "pending" as const })),
    );
    const services = buildServices(env);
    const upsert = services.vectors.upsert.bind(services.vectors);
    let calls = 0;
    services.vectors.upsert = async (records) => {
      if (++calls === 2) throw new Error("vector index unavailable");
      return upsert(records);
    };
    const staged = await store.load(id, 0, 1);
    const batch = staged.map((s) => ({ seq: s.seq, doc: { kind: s.kind, body: s.body } }));
    await expect(ingestBatch("vfail", batch, services, { fetcher: null!, robots: null! })).rejects.toThrow(
      /vector index unavailable/,
    );
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'vfail'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM chunks WHERE namespace = 'vfail'")).toBe(1);
    expect(await runBatch(env, store, id, "vfail", 0, 1)).toEqual({ settled: 2 });
    expect((await store.view(id))?.documents).toMatchObject({ done: 1, duplicate: 1 });
    expect(await count("SELECT count(*) AS n FROM documents WHERE namespace = 'vfail'")).toBe(2);
  });
});

describe("sitemaps", () => {
  it("follows an index one level, under robots.txt and INGEST_MAX_URLS; a broken sitemap fails alone", async () => {
    const xml = (root: string, locs: string[]) => () =>
      new Response(
        `<?xml version="1.0"?><${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
          .map((l) => (root === "urlset" ? `<url><loc>${l}</loc></url>` : `<sitemap><loc>${l}</loc></sitemap>`))
          .join("")}</${root}>`,
        { headers: { "content-type": "application/xml" } },
      );
    const page = (text: string) => () =>
      new Response(`<html><body><main><p>${text}</p></main></body></html>`, {
        headers: { "content-type": "text/html" },
      });
    const pages: Record<string, () => Response> = {
      "https://help.example.org/robots.txt": () => new Response("User-agent: *\nDisallow: /drafts/"),
      "https://help.example.org/sitemap.xml": xml("sitemapindex", [
        "https://help.example.org/a.xml",
        "https://help.example.org/broken.xml",
      ]),
      "https://help.example.org/a.xml": xml("urlset", [
        "https://help.example.org/parking",
        "https://help.example.org/drafts/secret",
        "https://help.example.org/wifi",
      ]),
      "https://help.example.org/broken.xml": () =>
        new Response("<html>oops</html>", { headers: { "content-type": "text/html" } }),
      "https://help.example.org/parking": page("Visitor parking is in garage P3 on level minus two."),
      "https://help.example.org/wifi": page("The guest wifi password changes every Monday."),
      "https://help.example.org/notxml.xml": () =>
        new Response("just some words", { headers: { "content-type": "text/plain" } }),
    };
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      return pages[url]?.() ?? new Response("nope", { status: 404 });
    });
    const res = await call("POST", "/v1/documents", {
      namespace: "site",
      sitemap: "https://help.example.org/sitemap.xml",
    });
    expect(res.status).toBe(202);
    const view = await settle((await json(res)).ingestion_id);
    expect(view).toMatchObject({ status: "done", documents: { total: 3, done: 2, failed: 1 } });
    expect(view.failures).toEqual([
      { url: "https://help.example.org/drafts/secret", index: 1, reason: expect.stringMatching(/robots\.txt/) },
    ]);
    const answer = await json(await ask("Where is visitor parking?", { namespace: "site", mode: "single-pass" }));
    expect(answer.answer).toContain("P3");
    expect(answer.citations[0].url).toBe("https://help.example.org/parking");

    const bad = await call("POST", "/v1/documents", {
      namespace: "site",
      sitemap: "https://help.example.org/notxml.xml",
    });
    const badView = await settle((await json(bad)).ingestion_id);
    expect(badView).toMatchObject({ status: "failed", documents: { total: 1, failed: 1 } });
    expect(badView.failures[0]).toMatchObject({
      url: "https://help.example.org/notxml.xml",
      reason: expect.stringMatching(/not a sitemap/),
    });
  });

  it("GET /v1/ingestions/:id validates the id and answers 404 for an unknown one", async () => {
    expect((await call("GET", "/v1/ingestions/nope")).status).toBe(400);
    expect((await call("GET", "/v1/ingestions/ing_ffffffffffffffffffffffff")).status).toBe(404);
  });
});
