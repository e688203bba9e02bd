import { Validator } from "@cfworker/json-schema";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { jsonSchemaOf } from "../src/openapi/json-schema";
import * as responses from "../src/openapi/responses";
import { OPERATIONS } from "../src/openapi/routes";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { call, json } from "./helpers";

const NS = "openapi-sample";
let doc: Record<string, any>;

beforeAll(async () => {
  const res = await call("GET", "/openapi.json");
  expect(res.status).toBe(200);
  doc = await json(res);
});

/** /v1/runs/:id and /v1/runs/{run_id} are the same route: parameter names aside. */
function shape(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, "{}").replace(/\{[A-Za-z0-9_]+\}/g, "{}");
}

/** Every (method, path) the Hono app serves, without middleware-only entries. */
function appRoutes(): Set<string> {
  const out = new Set<string>();
  for (const r of createApp().routes) {
    if (r.path.includes("*")) continue; // app.use(...) middleware
    out.add(`${r.method.toLowerCase()} ${shape(r.path)}`);
  }
  return out;
}

function documented(): Set<string> {
  const out = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths as Record<string, object>)) {
    for (const method of Object.keys(methods)) out.add(`${method} ${shape(path)}`);
  }
  return out;
}

describe("GET /openapi.json", () => {
  it("is OpenAPI 3.1 and names the contract's endpoints", () => {
    expect(doc.openapi).toBe("3.1.0");
    for (const p of ["/v1/query", "/v1/documents", "/v1/apis", "/v1/runs/{run_id}", "/mcp"])
      expect(doc.paths[p], p).toBeDefined();
    expect(doc.paths["/v1/runs/{run_id}"].get.parameters[0]).toMatchObject({
      name: "run_id",
      in: "path",
      required: true,
    });
  });

  it("documents every route the app serves, and nothing it does not", () => {
    const app = appRoutes();
    const docs = documented();
    const undocumented = [...app].filter(
      (r) => !docs.has(r) && !(r.startsWith("all ") && [...docs].some((d) => d.endsWith(r.slice(3)))),
    );
    expect(undocumented, "routes in the app but not in /openapi.json: add them to src/openapi/routes.ts").toEqual([]);
    const stale = [...docs].filter((d) => !app.has(d) && !app.has(`all ${d.split(" ")[1]}`));
    expect(stale, "operations in /openapi.json the app does not serve").toEqual([]);
  });

  it("describes request bodies with the validators' own limits", () => {
    const body = doc.paths["/v1/query"].post.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["question"]);
    expect(body.properties.question).toMatchObject({ type: "string", minLength: 1, maxLength: 2000 });
    expect(body.properties.mode.enum).toEqual(["auto", "single-pass", "dynamic", "llm-only", "direct-rag"]);
    expect(body.properties.question.description).toBeTruthy();
  });

  it("has request examples that the route's validator accepts and the document's JSON Schema accepts", () => {
    let checked = 0;
    for (const op of OPERATIONS) {
      if (!op.body) continue;
      const schema = doc.paths[op.path][op.method].requestBody.content["application/json"].schema;
      const validator = new Validator(schema, "2020-12", false);
      for (const [name, ex] of Object.entries(op.body.examples)) {
        const parsed = op.body.schema.safeParse(ex.value);
        expect(parsed.success, `${op.method} ${op.path} example ${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(
          true,
        );
        const v = validator.validate(ex.value);
        expect(v.valid, `${op.method} ${op.path} example ${name}: ${JSON.stringify(v.errors.slice(0, 3))}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("has response examples that their schemas accept", () => {
    let checked = 0;
    for (const op of OPERATIONS) {
      for (const [status, r] of Object.entries(op.responses)) {
        if (r.example === undefined || !r.schema) continue;
        const parsed = r.schema.safeParse(r.example);
        expect(parsed.success, `${op.method} ${op.path} ${status}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        const schema = doc.paths[op.path][op.method].responses[status].content["application/json"].schema;
        expect(new Validator(schema, "2020-12", false).validate(r.example).valid).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it("rejects what the examples' schemas reject: the document and the API agree on a bad body", async () => {
    const body = { question: "x".repeat(2001) };
    const schema = doc.paths["/v1/query"].post.requestBody.content["application/json"].schema;
    expect(new Validator(schema, "2020-12", false).validate(body).valid).toBe(false);
    expect((await call("POST", "/v1/query", body)).status).toBe(400);
  });
});

describe("the documented response bodies match what the service sends", () => {
  function expectMatches(schema: (typeof responses)[keyof typeof responses], body: unknown, what: string) {
    const parsed = schema.safeParse(body);
    expect(parsed.success, `${what}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    const v = new Validator(jsonSchemaOf(schema, "output") as object, "2020-12", false).validate(body);
    expect(v.valid, `${what} (JSON Schema): ${JSON.stringify(v.errors.slice(0, 3))}`).toBe(true);
  }

  it("for documents, queries, runs, the catalog, health and errors", async () => {
    const stored = await json(
      await call("POST", "/v1/documents", { namespace: NS, documents: SAMPLE_DOCUMENTS.slice(0, 3) }),
    );
    expectMatches(responses.documentsStored, stored, "POST /v1/documents");
    expectMatches(
      responses.documentsList,
      await json(await call("GET", `/v1/documents?namespace=${NS}`)),
      "GET /v1/documents",
    );
    const answered = await json(
      await call("POST", "/v1/query", { question: "What does Lumen Relay do?", namespace: NS }),
    );
    expectMatches(responses.queryResult, answered, "POST /v1/query");
    const abstained = await json(
      await call("POST", "/v1/query", { question: "Who painted the Mona Lisa?", namespace: NS }),
    );
    expectMatches(responses.queryResult, abstained, "POST /v1/query (abstained)");
    expectMatches(
      responses.runView,
      await json(await call("GET", `/v1/runs/${answered.run_id}`)),
      "GET /v1/runs/{run_id}",
    );
    expectMatches(responses.apisList, await json(await call("GET", "/v1/apis")), "GET /v1/apis");
    expectMatches(responses.health, await json(await call("GET", "/healthz")), "GET /healthz");
    const removed = await json(await call("DELETE", `/v1/documents/${stored.documents[0].id}`));
    expectMatches(responses.deleted, removed, "DELETE /v1/documents/{id}");
    expectMatches(responses.errorBody, await json(await call("POST", "/v1/query", { question: "" })), "a 400");
    expectMatches(responses.errorBody, await json(await call("GET", "/v1/runs/not-a-uuid")), "a 400 on a path");
  });
});

describe("GET /docs", () => {
  it("renders every operation of the document as one self-contained page", async () => {
    const res = await call("GET", "/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const op of Object.values(methods)) expect(html).toContain(`id="op-${op.operationId}"`);
      expect(html).toContain(`<code>${path}</code>`);
    }
    // No outside assets: no script at all, no stylesheet or image from anywhere, every link on this host.
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<link[^>]+stylesheet/i);
    expect(html).not.toMatch(/<img[^>]+src="(https?:)?\/\//i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect(html).not.toMatch(/href="(https?:)?\/\//i);
    // The request fields come from the validators, limits included.
    expect(html).toContain("<code>question</code>");
    expect(html).toContain("length 1–2000");
  });
});
