import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { ask, call, type ErrorBody, json } from "./helpers";

async function expectError(res: Response, status: number, code: string, messagePart?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  const body = await json<ErrorBody>(res);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  expect(body.error.details).toBeTypeOf("object");
  if (messagePart) expect(body.error.message).toContain(messagePart);
  return body;
}

describe("the HTTP contract refuses bad input with the error JSON", () => {
  it("reports the local providers on /healthz", async () => {
    const res = await call("GET", "/healthz");
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.ok).toBe(true);
    expect(body.providers).toMatchObject({ chat: "local", embeddings: "local", vectors: "local" });
    expect(body.settings.threshold).toBe(0.5);
    // The tests run with RAG_CALIBRATION=off: the documented defaults, and /healthz says where they come from.
    expect(body.settings.confidence_floor).toBe(0);
    expect(body.calibration).toEqual({ source: "off" });
  });

  it("malformed JSON", async () => {
    await expectError(await call("POST", "/v1/query", "{not json"), 400, "invalid_request", "not valid JSON");
  });

  it("an empty body", async () => {
    await expectError(await call("POST", "/v1/query", ""), 400, "invalid_request");
  });

  it("a missing question", async () => {
    await expectError(await call("POST", "/v1/query", { mode: "auto" }), 400, "invalid_request", "question");
  });

  it("an empty or blank question", async () => {
    await expectError(await ask(""), 400, "invalid_request", "question must be 1-2000 characters");
    await expectError(await ask("   "), 400, "invalid_request", "question must be 1-2000 characters");
  });

  it("a question over 2,000 characters", async () => {
    await expectError(await ask("x".repeat(2001)), 400, "invalid_request", "question must be 1-2000 characters");
  });

  it("more than 20 pages (RAG_MAX_PAGES)", async () => {
    const pages = Array.from({ length: 21 }, () => ({ html: "<p>x</p>" }));
    await expectError(await ask("what?", { pages }), 400, "invalid_request", "at most 20 pages");
  });

  it("pages over 5 MB in all (RAG_MAX_PAGE_BYTES)", async () => {
    const body = await expectError(
      await ask("what?", { pages: [{ html: "<p>ok</p>" }, { html: "a".repeat(5 * 1024 * 1024 + 1) }] }),
      413,
      "payload_too_large",
      "page 2",
    );
    expect(body.error.details).toMatchObject({ page: 1, limit: 5 * 1024 * 1024 });
  });

  it("a page without html, an unknown mode, a bad namespace, a bad query time", async () => {
    await expectError(
      await ask("what?", { pages: [{ url: "https://a.example" }] }),
      400,
      "invalid_request",
      "pages.0.html",
    );
    await expectError(await ask("what?", { mode: "magic" }), 400, "invalid_request", "mode");
    await expectError(await ask("what?", { namespace: "../etc" }), 400, "invalid_request", "namespace");
    await expectError(await ask("what?", { query_time: "yesterday" }), 400, "invalid_request", "query_time");
  });

  it("an unknown route or method", async () => {
    await expectError(await call("GET", "/v2/nothing"), 404, "not_found");
    await expectError(await call("PUT", "/v1/query", {}), 404, "not_found");
  });

  it("documents without html or text, or with both", async () => {
    await expectError(
      await call("POST", "/v1/documents", { documents: [{ title: "t" }] }),
      400,
      "invalid_request",
      "exactly one of html, text, markdown, pdf_base64 or url",
    );
    await expectError(
      await call("POST", "/v1/documents", { documents: [{ html: "<p>a</p>", text: "a" }] }),
      400,
      "invalid_request",
    );
    await expectError(await call("POST", "/v1/documents", { documents: [] }), 400, "invalid_request");
  });

  it("a document with no text after cleaning", async () => {
    await expectError(
      await call("POST", "/v1/documents", { documents: [{ html: "<script>var a = 1;</script><nav>Home</nav>" }] }),
      400,
      "invalid_request",
      "no text after cleaning",
    );
  });

  it("deleting or fetching what does not exist", async () => {
    await expectError(await call("DELETE", "/v1/documents/doc_missing"), 404, "not_found");
    await expectError(await call("GET", `/v1/runs/${crypto.randomUUID()}`), 404, "not_found");
    await expectError(await call("GET", "/v1/runs/no-such-run"), 400, "invalid_request", "UUID");
  });
});

describe("writes need the admin token when one is set", () => {
  const app = createApp();
  const withToken = { ...env, ADMIN_TOKEN: "s3cret" };
  const post = (headers: Record<string, string>) =>
    app.fetch(
      new Request("http://rag.test/v1/documents", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ namespace: "auth-test", documents: [{ text: "The gate opens at nine." }] }),
      }),
      withToken,
      createExecutionContext(),
    );

  it("refuses a write without or with a wrong token", async () => {
    await expectError(await post({}), 401, "unauthorized");
    await expectError(await post({ authorization: "Bearer nope" }), 401, "unauthorized");
  });

  it("accepts the right token, and reads stay open", async () => {
    expect((await post({ authorization: "Bearer s3cret" })).status).toBe(200);
    const list = await app.fetch(
      new Request("http://rag.test/v1/documents?namespace=auth-test"),
      withToken,
      createExecutionContext(),
    );
    expect(list.status).toBe(200);
    expect((await json(list)).documents).toHaveLength(1);
  });
});
