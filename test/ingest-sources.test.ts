// Sources of POST /v1/documents: markdown, PDF, URLs; and bad input as per-document failures.
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tinyPdfBase64 } from "./fixtures/tiny-pdf";
import { ask, call, json } from "./helpers";

const chunkTexts = async (namespace: string) =>
  (
    await env.DB.prepare("SELECT text FROM chunks WHERE namespace = ? ORDER BY doc_id, seq")
      .bind(namespace)
      .all<{ text: string }>()
  ).results
    .map((r) => r.text)
    .join("\n");

afterEach(() => vi.restoreAllMocks());

describe("markdown and PDF documents", () => {
  it("markdown keeps headings, list items and table rows as lines; answered with a citation", async () => {
    const markdown = [
      "# Warehouse handbook",
      "",
      "Shipping *rules* for the [north dock](https://example.com/dock).",
      "",
      "## Opening hours",
      "",
      "- Weekdays: the north dock opens at 6am",
      "- Saturdays: closed",
      "",
      "| Forklift | Max load |",
      "|---|---|",
      "| Model K7 | 2400 kg |",
    ].join("\n");
    const res = await call("POST", "/v1/documents", {
      namespace: "md",
      documents: [{ url: "https://docs.example.com/handbook", markdown }],
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.documents[0]).toMatchObject({ duplicate: false, title: "Warehouse handbook" });
    const text = await chunkTexts("md");
    expect(text).toContain("Opening hours\n");
    expect(text).toContain("- Weekdays: the north dock opens at 6am\n- Saturdays: closed");
    expect(text).toContain("Forklift | Max load\nForklift: Model K7 | Max load: 2400 kg");
    expect(text).not.toMatch(/[*[\]|]{2}|\]\(/); // no markdown syntax left
    const answer = await json(
      await ask("What is the max load of the Model K7 forklift?", { namespace: "md", mode: "single-pass" }),
    );
    expect(answer.abstained).toBe(false);
    expect(answer.answer).toContain("2400 kg");
    expect(answer.citations[0].url).toBe("https://docs.example.com/handbook");
  });

  it("a PDF's text is extracted; an unreadable PDF fails alone with its reason", async () => {
    const pdf = tinyPdfBase64(
      ["Invoices are due within 45 days of issue.", "Late fees are 2 percent per month."],
      "Billing terms",
    );
    const res = await call("POST", "/v1/documents", {
      namespace: "pdf",
      documents: [
        { pdf_base64: pdf },
        { pdf_base64: btoa("%PDF-1.4 this is not really a pdf") },
        { pdf_base64: "!!not base64!!" },
      ],
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.documents).toHaveLength(1);
    expect(body.documents[0]).toMatchObject({ index: 0, title: "Billing terms" });
    expect(body.failures.map((f: any) => [f.index, f.id])).toEqual([
      [1, "document 2"],
      [2, "document 3"],
    ]);
    expect(body.failures[0].reason).toMatch(/unreadable PDF/);
    expect(body.failures[1].reason).toMatch(/base64/);
    expect(await chunkTexts("pdf")).toContain("Invoices are due within 45 days of issue.");
    const answer = await json(
      await ask("Within how many days are invoices due?", { namespace: "pdf", mode: "single-pass" }),
    );
    expect(answer.abstained).toBe(false);
    expect(answer.answer).toContain("45 days");
  });
});

describe("bad input is a per-document failure, never a 500", () => {
  it("none or several content fields fail those documents only", async () => {
    const res = await call("POST", "/v1/documents", {
      namespace: "bad",
      documents: [
        { title: "empty" },
        { text: "Gate B closes at noon.", html: "<p>x</p>" },
        { text: "Gate C opens at dawn." },
        "nope",
      ],
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.documents.map((d: any) => d.index)).toEqual([2]);
    expect(body.failures.map((f: any) => f.index)).toEqual([0, 1, 3]);
    expect(body.failures[0].reason).toMatch(/no content/);
    expect(body.failures[1].reason).toMatch(/several content fields \(html, text\)/);
  });

  it("a request with nothing valid is a 400 that lists every failure", async () => {
    const res = await call("POST", "/v1/documents", { namespace: "bad", documents: [{}, { markdown: "" }] });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.details.failures).toHaveLength(2);
    const both = await call("POST", "/v1/documents", {
      documents: [{ text: "x" }],
      sitemap: "https://example.com/sitemap.xml",
    });
    expect(both.status).toBe(400);
  });
});

/** A fake web: path → response; records every URL asked for. */
function fakeWeb(pages: Record<string, () => Response>) {
  const asked: string[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    const page = pages[url];
    return page ? page() : new Response("not found", { status: 404 });
  });
  return { asked, spy };
}
const html = (body: string) => () => new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });

describe("URL documents go through the guarded fetcher", () => {
  it("fetches allowed pages; private hosts, robots.txt and non-text types fail alone", async () => {
    const web = fakeWeb({
      "https://shop.example.com/robots.txt": () => new Response("User-agent: *\nDisallow: /private/\n"),
      "https://shop.example.com/returns": html(
        "<title>Returns</title><p>Returns are accepted within 30 days of delivery.</p>",
      ),
      "https://shop.example.com/private/x": html("<p>secret</p>"),
      "https://shop.example.com/logo.png": () =>
        new Response(new Uint8Array([137, 80, 78, 71]), { headers: { "content-type": "image/png" } }),
      "https://shop.example.com/moved": () =>
        new Response(null, { status: 302, headers: { location: "http://169.254.169.254/latest" } }),
    });
    const res = await call("POST", "/v1/documents", {
      namespace: "web",
      documents: [
        { url: "https://shop.example.com/returns" },
        { url: "http://10.0.0.7/admin" },
        { url: "https://shop.example.com/private/x" },
        { url: "https://shop.example.com/logo.png" },
        { url: "https://shop.example.com/moved" },
      ],
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.documents).toMatchObject([
      { index: 0, url: "https://shop.example.com/returns", title: "Returns", duplicate: false },
    ]);
    const reasons = Object.fromEntries(body.failures.map((f: any) => [f.index, f.reason]));
    expect(reasons[1]).toMatch(/address refused: plain http/);
    expect(reasons[2]).toMatch(/robots\.txt .* disallows/);
    expect(reasons[3]).toMatch(/image\/png, not HTML, text or PDF/);
    expect(reasons[4]).toMatch(/redirect to http:\/\/169\.254\.169\.254\/latest refused/);
    expect(web.asked).not.toContain("http://10.0.0.7/admin");
    expect(web.asked).not.toContain("https://shop.example.com/private/x");
    expect(web.asked.filter((u) => u.endsWith("/robots.txt"))).toHaveLength(1);
    const answer = await json(
      await ask("Within how many days are returns accepted?", { namespace: "web", mode: "single-pass" }),
    );
    expect(answer.answer).toContain("30 days");
    expect(answer.citations[0].url).toBe("https://shop.example.com/returns");
  });

  it("a page that changed replaces its chunks and vectors; an unchanged one is a duplicate", async () => {
    let version = "The staff canteen serves lunch from 11:30 to 14:00.";
    fakeWeb({
      "https://intranet.example.com/canteen": () =>
        new Response(version, { headers: { "content-type": "text/plain" } }),
    });
    const post = async () =>
      json(
        await call("POST", "/v1/documents", {
          namespace: "upd",
          documents: [{ url: "https://intranet.example.com/canteen" }],
        }),
      );
    const first = await post();
    version = "The staff canteen serves lunch from 12:00 to 15:00.";
    const second = await post();
    expect(second.documents[0].duplicate).toBe(false);
    expect(second.documents[0].id).not.toBe(first.documents[0].id);
    const third = await post();
    expect(third.documents[0]).toMatchObject({ duplicate: true, id: second.documents[0].id });
    const docs = await env.DB.prepare("SELECT id FROM documents WHERE namespace = 'upd'").all<{ id: string }>();
    expect(docs.results.map((d) => d.id)).toEqual([second.documents[0].id]);
    const vectors = await env.DB.prepare("SELECT count(*) AS n FROM local_vectors WHERE id LIKE ?")
      .bind(`${first.documents[0].id}:%`)
      .first<{ n: number }>();
    expect(vectors?.n).toBe(0);
    const answer = await json(
      await ask("What hours does the staff canteen serve lunch?", { namespace: "upd", mode: "single-pass" }),
    );
    expect(answer.answer).toContain("12:00");
    expect(JSON.stringify(answer.citations)).not.toContain("11:30");
  });
});
