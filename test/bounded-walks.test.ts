import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { validateArguments } from "../src/tools/json-schema";
import { jsonDepth, MAX_JSON_DEPTH } from "../src/validation";
import { call, type ErrorBody, json } from "./helpers";

async function expect400(res: Response, part: string) {
  expect(res.status).toBe(400);
  const body = await json<ErrorBody>(res);
  expect(body.error.code).toBe("invalid_request");
  expect(body.error.message).toContain(part);
}

const nested = (levels: number, leaf = "{}") => '{"a":'.repeat(levels) + leaf + "}".repeat(levels);

describe("every recursive walk is bounded", () => {
  it("an OpenAPI document nested 8,000 levels is a 400, and the service still answers", async () => {
    const doc = `{"openapi":{"openapi":"3.0.0","info":{"title":"x","version":"1"},"paths":{},"components":${nested(8000)}}}`;
    await expect400(await call("POST", "/v1/apis", doc), "levels deep");
    expect((await call("GET", "/healthz")).status).toBe(200);
  });

  it("any JSON body nested past the limit is a 400 on every endpoint", async () => {
    for (const path of ["/v1/query", "/v1/documents", "/v1/keys", "/v1/apis"]) {
      await expect400(await call("POST", path, nested(MAX_JSON_DEPTH + 1)), `the limit is ${MAX_JSON_DEPTH}`);
    }
    expect(jsonDepth('{"a":"[[[[{{{{","b":[1,[2]]}')).toBe(3);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
  });

  it("a chain of 5,000 $refs is a 400, not a stack overflow", async () => {
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++)
      schemas[`s${i}`] = { type: "object", properties: { next: { $ref: `#/components/schemas/s${i + 1}` } } };
    const doc = {
      openapi: "3.0.0",
      info: { title: "x", version: "1" },
      servers: [{ url: "https://api.example.com" }],
      paths: {
        "/x": {
          post: {
            operationId: "chain",
            requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/s0" } } } },
          },
        },
      },
      components: { schemas },
    };
    const res = await call("POST", "/v1/apis", { openapi: doc });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.code).toBe("invalid_request");
  });

  it("compiles patterns at registration: an invalid one is a 400 and nothing is stored", async () => {
    const entry = (pattern: string) => ({
      name: "get_by_code",
      description: "Item by code.",
      parameters: { type: "object", properties: { code: { type: "string", pattern } } },
      endpoint: { method: "GET", url: "https://api.example.com/items/{code}" },
    });
    await expect400(await call("POST", "/v1/apis", entry("([a-z]+")), "invalid pattern");
    await expect400(
      await call("POST", "/v1/apis", {
        ...entry("^a$"),
        parameters: { type: "object", patternProperties: { "[": { type: "string" } } },
      }),
      "invalid pattern",
    );
    expect((await json(await call("GET", "/v1/apis"))).apis.map((a: { name: string }) => a.name)).not.toContain(
      "get_by_code",
    );
    expect((await call("POST", "/v1/apis", entry("^[A-Z]{3}-\\d+$"))).status).toBe(200);
  });

  it("argument validation refuses arguments nested past the limit instead of recursing", () => {
    const deep = JSON.parse(nested(500, "1"));
    const check = validateArguments({ type: "object" }, deep);
    expect(check.valid).toBe(false);
  });

  it("the error handler mentions a run trace only on routes that have one", async () => {
    const broken = {
      ...env,
      DB: {
        prepare: () => {
          throw new Error("D1 is down");
        },
      },
    };
    const res = await createApp().fetch(new Request("http://rag.test/v1/apis"), broken, createExecutionContext());
    expect(res.status).toBe(500);
    const body = await json<ErrorBody>(res);
    expect(body.error).toMatchObject({ code: "internal", message: "internal error" });
  });
});
