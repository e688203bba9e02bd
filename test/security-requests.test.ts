import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { type ErrorBody, json } from "./helpers";

const app = createApp();
const send = (
  vars: Record<string, unknown>,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) => app.fetch(new Request(`http://rag.test${path}`, { method, headers, body }), vars, createExecutionContext());

const docBody = JSON.stringify({ namespace: "cors", documents: [{ text: "The gate opens at nine." }] });

describe("writes only as JSON", () => {
  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""])(
    "refuses a write sent as %j with 415",
    async (type) => {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      for (const path of ["/v1/documents", "/v1/query", "/v1/apis", "/v1/keys"]) {
        const res = await send({ ...env }, "POST", path, headers, docBody);
        expect(res.status).toBe(415);
        expect((await json<ErrorBody>(res)).error.code).toBe("unsupported_media_type");
      }
    },
  );

  it("accepts application/json with a charset", async () => {
    const res = await send(
      { ...env },
      "POST",
      "/v1/documents",
      { "content-type": "application/json; charset=utf-8" },
      docBody,
    );
    expect(res.status).toBe(200);
  });
});

describe("explicit CORS", () => {
  const json_ = { "content-type": "application/json" };

  it("refuses a cross-origin write unless CORS_ORIGINS lists the origin", async () => {
    const evil = await send({ ...env }, "POST", "/v1/documents", { ...json_, origin: "https://evil.example" }, docBody);
    expect(evil.status).toBe(403);
    expect((await json<ErrorBody>(evil)).error.code).toBe("forbidden");
    const same = await send({ ...env }, "POST", "/v1/documents", { ...json_, origin: "http://rag.test" }, docBody);
    expect(same.status).toBe(200);
    const listed = { ...env, CORS_ORIGINS: "https://app.example.com" };
    const ok = await send(listed, "POST", "/v1/documents", { ...json_, origin: "https://app.example.com" }, docBody);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect(
      (await send(listed, "POST", "/v1/documents", { ...json_, origin: "https://evil.example" }, docBody)).status,
    ).toBe(403);
  });

  it("answers preflights with CORS headers for listed origins only", async () => {
    const listed = { ...env, CORS_ORIGINS: "https://app.example.com" };
    const pre = (origin: string) =>
      send(listed, "OPTIONS", "/v1/query", {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      });
    expect((await pre("https://app.example.com")).headers.get("access-control-allow-origin")).toBe(
      "https://app.example.com",
    );
    expect((await pre("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
    const noList = await send({ ...env }, "GET", "/healthz", { origin: "https://evil.example" });
    expect(noList.headers.get("access-control-allow-origin")).toBeNull();
  });
});
