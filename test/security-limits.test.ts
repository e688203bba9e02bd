import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { type ErrorBody, json } from "./helpers";

const app = createApp();
const ADMIN = "adm1n-t0ken";

/** A limiter that allows `limit` calls per key, like the binding within one period. */
function fakeLimiter(limit: number) {
  const seen = new Map<string, number>();
  return {
    keys: seen,
    async limit({ key }: { key: string }) {
      seen.set(key, (seen.get(key) ?? 0) + 1);
      return { success: seen.get(key)! <= limit };
    },
  };
}

function ask(vars: Record<string, unknown>, headers: Record<string, string> = {}, body: Record<string, unknown> = {}) {
  return app.fetch(
    new Request("http://rag.test/v1/query", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ question: "When does the gate open?", namespace: "limits", ...body }),
    }),
    vars,
    createExecutionContext(),
  );
}

describe("rate limits", () => {
  it("answers 429 rate_limited with Retry-After past the limit, per client IP", async () => {
    const limiter = fakeLimiter(2);
    const vars = { ...env, ADMIN_TOKEN: ADMIN, QUERY_LIMITER: limiter };
    const ip = { "cf-connecting-ip": "203.0.113.7" };
    expect((await ask(vars, ip)).status).toBe(200);
    expect((await ask(vars, ip)).status).toBe(200);
    const over = await ask(vars, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("60");
    expect((await json<ErrorBody>(over)).error.code).toBe("rate_limited");
    // another client is counted on its own; the admin token is exempt
    expect((await ask(vars, { "cf-connecting-ip": "203.0.113.8" })).status).toBe(200);
    expect((await ask(vars, { ...ip, authorization: `Bearer ${ADMIN}` })).status).toBe(200);
    expect([...limiter.keys.keys()]).toEqual(["ip:203.0.113.7", "ip:203.0.113.8"]);
  });

  it("counts per key when a key is sent", async () => {
    const limiter = fakeLimiter(1);
    const vars = { ...env, ADMIN_TOKEN: ADMIN, QUERY_LIMITER: limiter };
    const made = await app.fetch(
      new Request("http://rag.test/v1/keys", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN}` },
        body: JSON.stringify({ namespaces: ["limits"] }),
      }),
      vars,
      createExecutionContext(),
    );
    const key = await json<{ id: string; key: string }>(made);
    expect((await ask(vars, { authorization: `Bearer ${key.key}` })).status).toBe(200);
    expect((await ask(vars, { authorization: `Bearer ${key.key}` })).status).toBe(429);
    expect([...limiter.keys.keys()]).toEqual([`key:${key.id}`]);
    await env.DB.prepare("DELETE FROM api_keys").run();
  });

  it("the local configuration binds the limiter", () => {
    expect(typeof (env as unknown as { QUERY_LIMITER: { limit: unknown } }).QUERY_LIMITER.limit).toBe("function");
  });
});

describe("cost caps", () => {
  const expectError = async (res: Response, status: number, code: string, part: string) => {
    expect(res.status).toBe(status);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe(code);
    expect(body.error.message).toContain(part);
  };

  it("question bytes, pages per query and total page bytes, each a var", async () => {
    await expectError(
      await ask({ ...env }, {}, { question: "€".repeat(1999) }),
      400,
      "invalid_request",
      "RAG_MAX_QUESTION_BYTES",
    );
    const small = { ...env, RAG_MAX_PAGES: "2", RAG_MAX_PAGE_BYTES: "1000", RAG_MAX_QUESTION_BYTES: "10" };
    await expectError(
      await ask(small, {}, { question: "a question over ten bytes" }),
      400,
      "invalid_request",
      "RAG_MAX_QUESTION_BYTES",
    );
    const page = { html: "<p>ok</p>" };
    await expectError(
      await ask(small, {}, { question: "q?", pages: [page, page, page] }),
      400,
      "invalid_request",
      "at most 2 pages",
    );
    const big = { html: "x".repeat(600) };
    await expectError(await ask(small, {}, { question: "q?", pages: [big, big] }), 413, "payload_too_large", "page 2");
    expect((await ask(small, {}, { question: "q?", pages: [big] })).status).toBe(200);
  });

  it("inline document bytes per request (RAG_MAX_DOCUMENT_BYTES)", async () => {
    const vars = { ...env, RAG_MAX_DOCUMENT_BYTES: "1000" };
    const post = (documents: unknown[]) =>
      app.fetch(
        new Request("http://rag.test/v1/documents", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ namespace: "limits", documents }),
        }),
        vars,
        createExecutionContext(),
      );
    await expectError(
      await post([{ text: "a ".repeat(300) }, { text: "b ".repeat(300) }]),
      413,
      "payload_too_large",
      "RAG_MAX_DOCUMENT_BYTES",
    );
    expect((await post([{ text: "The gate opens at nine." }])).status).toBe(200);
  });
});
