import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { type ErrorBody, json } from "./helpers";

const app = createApp();
const ADMIN = "adm1n-t0ken";
const tokenEnv = { ...env, ADMIN_TOKEN: ADMIN, ALLOW_OPEN_WRITES: "false" };
const closedEnv = { ...env, ALLOW_OPEN_WRITES: undefined };

function send(
  vars: Record<string, unknown>,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const init: RequestInit = { method, headers: { "content-type": "application/json", ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return app.fetch(new Request(`http://rag.test${path}`, init), vars, createExecutionContext());
}
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await json<ErrorBody>(res);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toBeTypeOf("string");
  return body;
}

const doc = (namespace: string, text: string) => ({ namespace, documents: [{ text }] });

afterEach(async () => {
  await env.DB.prepare("DELETE FROM api_keys").run();
});

describe("writes are closed by default", () => {
  it("refuses every write with 403 without ADMIN_TOKEN and ALLOW_OPEN_WRITES", async () => {
    await expectError(
      await send(closedEnv, "POST", "/v1/documents", doc("a", "The gate opens at nine.")),
      403,
      "forbidden",
    );
    await expectError(await send(closedEnv, "POST", "/v1/keys", { namespaces: ["a"] }), 403, "forbidden");
    await expectError(await send(closedEnv, "DELETE", "/v1/apis/x"), 403, "forbidden");
    const health = await json(await send(closedEnv, "GET", "/healthz"));
    expect(health.writes).toBe("disabled");
  });

  it("reports the write mode on /healthz", async () => {
    expect((await json(await send(tokenEnv, "GET", "/healthz"))).writes).toBe("token");
    expect((await json(await send({ ...env }, "GET", "/healthz"))).writes).toBe("open");
  });

  it("matches the bearer scheme case-insensitively", async () => {
    for (const scheme of ["Bearer", "bearer", "BEARER"]) {
      const res = await send(tokenEnv, "POST", "/v1/documents", doc("a", `The gate opens at nine (${scheme}).`), {
        authorization: `${scheme} ${ADMIN}`,
      });
      expect(res.status).toBe(200);
    }
    await expectError(
      await send(tokenEnv, "POST", "/v1/documents", doc("a", "x y z"), { authorization: `Basic ${ADMIN}` }),
      401,
      "unauthorized",
    );
  });
});

describe("keys and tenants", () => {
  async function makeKey(role: "query" | "write", namespaces: string[]) {
    const res = await send(tokenEnv, "POST", "/v1/keys", { namespaces, role }, bearer(ADMIN));
    expect(res.status).toBe(201);
    return json<{ id: string; key: string; role: string; namespaces: string[] }>(res);
  }

  it("creates a key shown once, lists it without the key, stores only its hash, and revokes it", async () => {
    const created = await makeKey("query", ["tenant-a"]);
    expect(created.key).toMatch(/^rk_/);
    const list = await json(await send(tokenEnv, "GET", "/v1/keys", undefined, bearer(ADMIN)));
    expect(list.keys).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(created.key);
    const row = await env.DB.prepare("SELECT key_hash FROM api_keys WHERE id = ?")
      .bind(created.id)
      .first<{ key_hash: string }>();
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.key_hash).not.toContain(created.key);
    expect((await send(tokenEnv, "DELETE", `/v1/keys/${created.id}`, undefined, bearer(ADMIN))).status).toBe(200);
    await expectError(
      await send(tokenEnv, "DELETE", `/v1/keys/${created.id}`, undefined, bearer(ADMIN)),
      404,
      "not_found",
    );
  });

  it("only the admin manages keys", async () => {
    const k = await makeKey("write", ["tenant-a"]);
    await expectError(await send(tokenEnv, "POST", "/v1/keys", { namespaces: ["a"] }), 401, "unauthorized");
    await expectError(await send(tokenEnv, "POST", "/v1/keys", { namespaces: ["a"] }, bearer(k.key)), 403, "forbidden");
    await expectError(await send(tokenEnv, "GET", "/v1/keys", undefined, bearer(k.key)), 403, "forbidden");
    await expectError(
      await send(tokenEnv, "POST", "/v1/keys", { namespaces: [], role: "query" }, bearer(ADMIN)),
      400,
      "invalid_request",
    );
    await expectError(
      await send(tokenEnv, "POST", "/v1/keys", { namespaces: ["a"], role: "root" }, bearer(ADMIN)),
      400,
      "invalid_request",
    );
  });

  it("once a key exists, reads need a bearer: 401 without, 403 outside the key's namespaces", async () => {
    expect((await send(tokenEnv, "GET", "/v1/documents?namespace=tenant-a")).status).toBe(200);
    const k = await makeKey("query", ["tenant-a"]);
    await expectError(await send(tokenEnv, "GET", "/v1/documents?namespace=tenant-a"), 401, "unauthorized");
    await expectError(
      await send(tokenEnv, "POST", "/v1/query", { question: "when does the gate open?", namespace: "tenant-a" }),
      401,
      "unauthorized",
    );
    await expectError(
      await send(tokenEnv, "GET", "/v1/documents?namespace=tenant-b", undefined, bearer(k.key)),
      403,
      "forbidden",
    );
    await expectError(
      await send(tokenEnv, "POST", "/v1/query", { question: "q?", namespace: "tenant-b" }, bearer(k.key)),
      403,
      "forbidden",
    );
    await expectError(
      await send(tokenEnv, "GET", "/v1/documents", undefined, bearer("rk_forged")),
      401,
      "unauthorized",
    );
    expect((await send(tokenEnv, "GET", "/v1/documents?namespace=tenant-a", undefined, bearer(k.key))).status).toBe(
      200,
    );
    expect((await send(tokenEnv, "GET", "/v1/documents?namespace=tenant-b", undefined, bearer(ADMIN))).status).toBe(
      200,
    );
  });

  it("REQUIRE_QUERY_KEY=true locks reads with no key at all", async () => {
    const locked = { ...tokenEnv, REQUIRE_QUERY_KEY: "true" };
    await expectError(await send(locked, "GET", "/v1/documents"), 401, "unauthorized");
    expect((await send(locked, "GET", "/v1/documents", undefined, bearer(ADMIN))).status).toBe(200);
  });

  it("a write key writes only its namespaces; a query key writes nothing", async () => {
    const w = await makeKey("write", ["tenant-a"]);
    const q = await makeKey("query", ["tenant-a"]);
    const ok = await send(
      tokenEnv,
      "POST",
      "/v1/documents",
      doc("tenant-a", "Tenant A's gate opens at ten."),
      bearer(w.key),
    );
    expect(ok.status).toBe(200);
    const id = (await json(ok)).documents[0].id as string;
    await expectError(
      await send(tokenEnv, "POST", "/v1/documents", doc("tenant-b", "B text here."), bearer(w.key)),
      403,
      "forbidden",
    );
    await expectError(
      await send(tokenEnv, "POST", "/v1/documents", doc("tenant-a", "Q text here."), bearer(q.key)),
      403,
      "forbidden",
    );
    const other = await send(
      tokenEnv,
      "POST",
      "/v1/documents",
      doc("tenant-b", "Tenant B's secret plan."),
      bearer(ADMIN),
    );
    const otherId = (await json(other)).documents[0].id as string;
    await expectError(
      await send(tokenEnv, "DELETE", `/v1/documents/${otherId}`, undefined, bearer(w.key)),
      403,
      "forbidden",
    );
    expect((await send(tokenEnv, "DELETE", `/v1/documents/${id}`, undefined, bearer(w.key))).status).toBe(200);
  });

  it("a write key may add an API but not replace one by name", async () => {
    const w = await makeKey("write", ["tenant-a"]);
    const entry = (description: string) => ({
      name: "get_gate_hours",
      description,
      parameters: { type: "object", properties: { gate: { type: "string" } } },
      endpoint: { method: "GET", url: "https://gates.example.com/{gate}" },
    });
    expect((await send(tokenEnv, "POST", "/v1/apis", entry("Gate hours."), bearer(w.key))).status).toBe(200);
    await expectError(
      await send(tokenEnv, "POST", "/v1/apis", entry("Gate hours, poisoned."), bearer(w.key)),
      403,
      "forbidden",
    );
    expect((await send(tokenEnv, "POST", "/v1/apis", entry("Gate hours, v2."), bearer(ADMIN))).status).toBe(200);
  });
});

describe("private traces", () => {
  async function ask(
    vars: Record<string, unknown>,
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    const res = await send(
      vars,
      "POST",
      "/v1/query",
      { question: "When does the gate open?", namespace: "traces", ...extra },
      headers,
    );
    expect(res.status).toBe(200);
    return json<{ run_id: string; run_token: string }>(res);
  }

  it("returns a run_token; the run is readable with it, the admin token or its key, else 404", async () => {
    const body = await ask(tokenEnv);
    expect(body.run_token).toMatch(/^rt_/);
    await expectError(await send(tokenEnv, "GET", `/v1/runs/${body.run_id}`), 404, "not_found");
    await expectError(
      await send(tokenEnv, "GET", `/v1/runs/${body.run_id}`, undefined, bearer("rt_guess")),
      404,
      "not_found",
    );
    await expectError(await send(tokenEnv, "GET", `/v1/runs/${body.run_id}/events`), 404, "not_found");
    expect((await send(tokenEnv, "GET", `/v1/runs/${body.run_id}`, undefined, bearer(body.run_token))).status).toBe(
      200,
    );
    expect((await send(tokenEnv, "GET", `/v1/runs/${body.run_id}/events?token=${body.run_token}`)).status).toBe(200);
    expect((await send(tokenEnv, "GET", `/v1/runs/${body.run_id}`, undefined, bearer(ADMIN))).status).toBe(200);

    const k = (await json(await send(tokenEnv, "POST", "/v1/keys", { namespaces: ["traces"] }, bearer(ADMIN)))) as {
      key: string;
    };
    const other = (await json(await send(tokenEnv, "POST", "/v1/keys", { namespaces: ["traces"] }, bearer(ADMIN)))) as {
      key: string;
    };
    const mine = await ask(tokenEnv, bearer(k.key));
    expect((await send(tokenEnv, "GET", `/v1/runs/${mine.run_id}`, undefined, bearer(k.key))).status).toBe(200);
    await expectError(
      await send(tokenEnv, "GET", `/v1/runs/${mine.run_id}`, undefined, bearer(other.key)),
      404,
      "not_found",
    );
  });

  it("sends the run_token in the SSE result event", async () => {
    const res = await send(tokenEnv, "POST", "/v1/query", {
      question: "When does the gate open?",
      namespace: "traces",
      stream: true,
    });
    const text = await res.text();
    const result = /event: result\ndata: (.*)\n/.exec(text);
    expect(JSON.parse(result![1]!).run_token).toBe(res.headers.get("x-run-token"));
  });

  it("RUN_TRACE_CONTENT=redacted stores passage ids and scores, not page text", async () => {
    const redacted = { ...tokenEnv, RUN_TRACE_CONTENT: "redacted" };
    const page = {
      url: "https://gate.example.com",
      html: "<p>The north gate opens at 7:15 every morning, said the keeper.</p>",
    };
    const res = await send(redacted, "POST", "/v1/query", {
      question: "When does the north gate open?",
      pages: [page],
      namespace: null,
      include_context: true,
    });
    const body = await json(res);
    expect(JSON.stringify(body)).toContain("7:15"); // the caller gets its answer whole
    const run = await json(await send(redacted, "GET", `/v1/runs/${body.run_id}`, undefined, bearer(body.run_token)));
    expect(run.events.length).toBeGreaterThan(0);
    expect(JSON.stringify(run.events)).not.toContain("said the keeper");
    expect(JSON.stringify(run.result), JSON.stringify(run.result)).not.toContain("said the keeper");
    expect(JSON.stringify(run)).toMatch(/"score"/);
  });
});
