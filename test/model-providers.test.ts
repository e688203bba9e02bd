import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { Bindings } from "../src/env";
import { resolveProviders } from "../src/models/providers";
import { healthOf } from "../src/routes/health";
import { ask, call, json } from "./helpers";

const defaults = { chatModel: "@cf/chat", embedModel: "@cf/embed", hasAiBinding: false };

describe("providers per role", () => {
  it("an explicit base URL wins over the AI binding, which wins over the local engine", () => {
    expect(resolveProviders({}, defaults)).toMatchObject({
      chat: { kind: "local" },
      functions: { kind: "local" },
      embeddings: { kind: "local" },
    });
    expect(resolveProviders({}, { ...defaults, hasAiBinding: true })).toMatchObject({
      chat: { kind: "workers-ai", model: "@cf/chat" },
      functions: { kind: "workers-ai", model: "@cf/chat" },
      embeddings: { kind: "workers-ai", model: "@cf/embed" },
    });
    const p = resolveProviders(
      { LLM_BASE_URL: "http://localhost:11434/v1/", LLM_MODEL: "llama3.1:8b", LLM_API_KEY: "k" },
      { ...defaults, hasAiBinding: true },
    );
    expect(p.chat).toEqual({ kind: "openai", model: "llama3.1:8b", baseUrl: "http://localhost:11434/v1", apiKey: "k" });
    // Chat on Ollama; embeddings stay with the binding (or local without one).
    expect(p.embeddings.kind).toBe("workers-ai");
    expect(resolveProviders({ LLM_BASE_URL: "http://h/v1" }, defaults).embeddings.kind).toBe("local");
  });

  it("the function role falls back to chat's server and key, with its own model or its own server", () => {
    const shared = resolveProviders(
      { LLM_BASE_URL: "http://h/v1", LLM_MODEL: "m", LLM_API_KEY: "k", FUNCTION_MODEL: "gorilla" },
      defaults,
    );
    expect(shared.functions).toEqual({ kind: "openai", model: "gorilla", baseUrl: "http://h/v1", apiKey: "k" });
    const own = resolveProviders(
      {
        LLM_BASE_URL: "http://h/v1",
        LLM_MODEL: "m",
        LLM_API_KEY: "k",
        FUNCTION_BASE_URL: "http://g:8000/v1",
        FUNCTION_MODEL: "gorilla",
      },
      defaults,
    );
    expect(own.functions).toEqual({ kind: "openai", model: "gorilla", baseUrl: "http://g:8000/v1" });
  });

  it("EMBED_DIMENSIONS applies to a model provider; nonsense is ignored", () => {
    expect(
      resolveProviders({ EMBED_BASE_URL: "http://e/v1", EMBED_MODEL: "nomic", EMBED_DIMENSIONS: "256" }, defaults)
        .embeddings,
    ).toMatchObject({ dimensions: 256 });
    expect(
      resolveProviders({ EMBED_BASE_URL: "http://e/v1", EMBED_DIMENSIONS: "-3" }, defaults).embeddings.dimensions,
    ).toBeUndefined();
  });
});

describe("/healthz", () => {
  it("the local engine by default", async () => {
    const body = await json(await call("GET", "/healthz"));
    expect(body.providers).toMatchObject({ chat: "local", functions: "local", embeddings: "local" });
    expect(body.status).toEqual({ chat: "ok", functions: "ok", embeddings: "ok" });
  });

  it("reports a provider it cannot reach, and never its key", async () => {
    // The server's connection fails as a refused one does in workerd (a real refusal is probed in
    // test/probe.node.test.ts; here it would print workerd's own connection log into a passing run).
    const realFetch = globalThis.fetch;
    const refused = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.startsWith("http://127.0.0.1:1/")
        ? Promise.reject(new TypeError("Network connection lost."))
        : realFetch(input, init);
    });
    const health = await healthOf({
      ...(env as unknown as Bindings),
      LLM_BASE_URL: "http://127.0.0.1:1/v1",
      LLM_MODEL: "m",
      LLM_API_KEY: "secret-key",
    });
    expect(health.providers.chat).toBe("openai");
    expect(health.status.chat).toMatch(/unreachable|no answer/);
    expect(health.status.embeddings).toBe("ok");
    expect(JSON.stringify(health)).not.toContain("secret-key");
    expect(refused).toHaveBeenCalled();
    refused.mockRestore();
  });
});

describe("a namespace records the embedder it was built with", () => {
  it("a query or an ingestion with another embedder is a 400 naming both", async () => {
    const ns = "stamped";
    const res = await call("POST", "/v1/documents", {
      namespace: ns,
      documents: [{ text: "Stamped namespaces keep their embedder for good." }],
    });
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT value FROM meta WHERE key = ?")
      .bind(`embedder:${ns}`)
      .first<{ value: string }>();
    expect(JSON.parse(row!.value)).toEqual({ model: "local-hashed-v1", dimensions: 512 });
    expect((await ask("What do stamped namespaces keep?", { namespace: ns })).status).toBe(200);

    // As if the namespace had been built by another embedder (EMBED_MODEL changed since).
    await env.DB.prepare("UPDATE meta SET value = ? WHERE key = ?")
      .bind(JSON.stringify({ model: "bge-m3", dimensions: 1024 }), `embedder:${ns}`)
      .run();
    const refused = await ask("What do stamped namespaces keep?", { namespace: ns });
    expect(refused.status).toBe(400);
    const body = await json(refused);
    expect(body.error.message).toContain("bge-m3");
    expect(body.error.details).toMatchObject({
      namespace: ns,
      built_with: { model: "bge-m3" },
      configured: { model: "local-hashed-v1" },
    });
    const ingest = await call("POST", "/v1/documents", { namespace: ns, documents: [{ text: "More." }] });
    expect(ingest.status).toBe(400);
    // Pages only (no namespace) are not affected.
    expect((await ask("What?", { namespace: null, pages: [{ html: "<p>Hi</p>" }] })).status).toBe(200);
  });
});
