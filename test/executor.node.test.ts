// The executor against injected fakes: no test here sends a single byte over the network.
import { describe, expect, it } from "vitest";
import { type ApiResult, buildRequest, type ExecuteDeps, executeCall } from "../src/tools/execute";
import { checkParametersSchema, validateArguments } from "../src/tools/json-schema";
import type { ApiEndpoint, ApiEntry, JsonSchemaObject } from "../src/tools/types";

function entry(
  endpoint: Partial<ApiEndpoint> & { url: string },
  properties: JsonSchemaObject["properties"] = {},
): ApiEntry {
  return {
    id: "api_test",
    name: "test_api",
    description: "a test API",
    parameters: { type: "object", properties },
    endpoint: { method: "GET", ...endpoint },
    created_at: "2026-01-01T00:00:00Z",
  };
}

/** A recording fake: answers each request with the next handler's response. */
function fakeFetch(...handlers: ((req: Request) => Response | Promise<Response>)[]) {
  const requests: Request[] = [];
  const fetch = async (req: Request) => {
    requests.push(req);
    const handler = handlers[Math.min(requests.length - 1, handlers.length - 1)]!;
    return handler(req);
  };
  return { fetch, requests };
}

const jsonResponse = (body: unknown, status = 200) => Response.json(body, { status });
const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });
const deps = (fetch: ExecuteDeps["fetch"], extra: Partial<ExecuteDeps> = {}): ExecuteDeps => ({
  fetch,
  secrets: {},
  ...extra,
});

describe("executeCall", () => {
  it("fills and encodes the URL template, puts the rest in the query string and parses JSON", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ price: 189.5 }));
    const e = entry(
      { url: "https://api.example.com/v1/{ticker}/price?format=json" },
      { ticker: { type: "string" }, date: { type: "string" }, tags: { type: "array" } },
    );
    const rec = await executeCall(
      e,
      { ticker: "BRK/B & co", date: "2024-03-01", tags: ["a", "b"], invented: "x" },
      deps(fetch),
    );
    expect(rec.status).toBe("ok");
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe("/v1/BRK%2FB%20%26%20co/price");
    expect(url.searchParams.get("format")).toBe("json");
    expect(url.searchParams.get("date")).toBe("2024-03-01");
    expect(url.searchParams.getAll("tags")).toEqual(["a", "b"]);
    // Undeclared arguments are not sent.
    expect(url.searchParams.has("invented")).toBe(false);
    expect(requests[0]!.redirect).toBe("manual");
    const result = rec.result as ApiResult;
    expect(result).toMatchObject({ http_status: 200, body: { price: 189.5 }, truncated: false });
    expect(JSON.parse(JSON.stringify(rec))).toEqual(rec);
  });

  it("rejects unfilled placeholders and dot segments without calling", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}));
    const e = entry(
      { url: "https://api.example.com/status/{region}/{service}" },
      { region: { type: "string" }, service: { type: "string" } },
    );
    const missing = await executeCall(e, { region: "eu" }, deps(fetch));
    expect(missing).toMatchObject({ status: "rejected", error: expect.stringContaining("{service}") });
    const dots = await executeCall(e, { region: "..", service: "x" }, deps(fetch));
    expect(dots.status).toBe("rejected");
    const object = await executeCall(e, { region: { a: 1 }, service: "x" }, deps(fetch));
    expect(object.status).toBe("rejected");
    expect(requests).toHaveLength(0);
  });

  it("sends POST arguments as a JSON body, and x-in query parameters in the URL", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({ result: "ok" }));
    const e = entry(
      { method: "POST", url: "https://api.example.com/orgs/{org}/search" },
      {
        org: { type: "string" },
        query: { type: "string" },
        limit: { type: "integer" },
        dry_run: { type: "boolean", "x-in": "query" },
      },
    );
    const rec = await executeCall(e, { org: "acme", query: "latest release", limit: 3, dry_run: true }, deps(fetch));
    expect(rec.status).toBe("ok");
    const req = requests[0]!;
    expect(req.method).toBe("POST");
    expect(req.headers.get("content-type")).toBe("application/json");
    expect(new URL(req.url).pathname).toBe("/orgs/acme/search");
    expect(new URL(req.url).searchParams.get("dry_run")).toBe("true");
    expect(await req.json()).toEqual({ query: "latest release", limit: 3 });
  });

  it("injects the secret named by auth_secret as a bearer token", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}));
    const e = entry({ url: "https://api.example.com/x", auth_secret: "WEATHER_API_KEY" });
    const rec = await executeCall(
      e,
      {},
      deps(fetch, { secrets: { WEATHER_API_KEY: "s3cr3t-value", API_SECRETS: "WEATHER_API_KEY@api.example.com" } }),
    );
    expect(rec.status).toBe("ok");
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer s3cr3t-value");
    expect(JSON.stringify(rec)).not.toContain("s3cr3t-value");
  });

  it("sends a secret only to the host API_SECRETS binds it to; anything else sends nothing", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}));
    const e = entry({ url: "https://attacker.example.net/x", auth_secret: "WEATHER_API_KEY" });
    for (const bound of ["WEATHER_API_KEY@api.example.com", "OTHER_KEY@attacker.example.net", "", undefined]) {
      const rec = await executeCall(
        e,
        {},
        deps(fetch, { secrets: { WEATHER_API_KEY: "s3cr3t-value", API_SECRETS: bound } }),
      );
      expect(rec, String(bound)).toMatchObject({ status: "rejected", error: expect.stringContaining("API_SECRETS") });
    }
    expect(requests).toHaveLength(0);
  });

  it("a redirect to another host never carries the secret, even one bound to it too", async () => {
    const { fetch, requests } = fakeFetch(
      () => redirect("https://evil.example.org/steal", 307),
      () => jsonResponse({}),
    );
    const e = entry({ url: "https://api.example.com/x", auth_secret: "KEY" });
    await executeCall(
      e,
      {},
      deps(fetch, { secrets: { KEY: "k", API_SECRETS: "KEY@api.example.com,KEY@evil.example.org" } }),
    );
    expect(requests.map((r) => r.headers.get("authorization"))).toEqual(["Bearer k", null]);
  });

  it("a missing secret is an error and no request is made", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}));
    const e = entry({ url: "https://api.example.com/x", auth_secret: "WEATHER_API_KEY" });
    const rec = await executeCall(
      e,
      {},
      deps(fetch, { secrets: { OTHER: "x", API_SECRETS: "WEATHER_API_KEY@api.example.com" } }),
    );
    expect(rec).toMatchObject({ status: "error", error: "secret WEATHER_API_KEY is not set" });
    expect(requests).toHaveLength(0);
  });

  it("refuses a redirect to loopback or the metadata address, and does not fetch it", async () => {
    for (const target of [
      "http://127.0.0.1:8080/admin",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::ffff:127.0.0.1]/",
      "file:///etc/passwd",
    ]) {
      const { fetch, requests } = fakeFetch(
        () => redirect(target),
        () => jsonResponse({ leaked: true }),
      );
      const rec = await executeCall(entry({ url: "https://api.example.com/x" }), {}, deps(fetch));
      expect(rec.status, target).toBe("error");
      expect(rec.error).toContain("refused");
      expect(requests.map((r) => r.url)).toEqual(["https://api.example.com/x"]);
    }
  });

  it("follows up to 3 checked redirects, dropping the credential on a cross-origin hop", async () => {
    const { fetch, requests } = fakeFetch(
      () => redirect("/v2/x", 301),
      () => redirect("https://cdn.example.net/x", 307),
      () => jsonResponse({ done: true }),
    );
    const e = entry({ url: "https://api.example.com/x", auth_secret: "KEY" });
    const rec = await executeCall(e, {}, deps(fetch, { secrets: { KEY: "k", API_SECRETS: "KEY@api.example.com" } }));
    expect(rec.status).toBe("ok");
    expect(requests.map((r) => r.url)).toEqual([
      "https://api.example.com/x",
      "https://api.example.com/v2/x",
      "https://cdn.example.net/x",
    ]);
    expect(requests.map((r) => r.headers.get("authorization"))).toEqual(["Bearer k", "Bearer k", null]);
    expect((rec.result as ApiResult).url).toBe("https://cdn.example.net/x");

    const loop = fakeFetch((req) => redirect(req.url));
    const looped = await executeCall(entry({ url: "https://api.example.com/x" }), {}, deps(loop.fetch));
    expect(looped).toMatchObject({ status: "error", error: "too many redirects (more than 3)" });
    expect(loop.requests).toHaveLength(4);
  });

  it("times out a fetch that never answers, aborting it", async () => {
    let aborted = false;
    const never = (req: Request) =>
      new Promise<Response>((_, reject) => {
        req.signal.addEventListener("abort", () => {
          aborted = true;
          reject(new DOMException("aborted", "AbortError"));
        });
      });
    const started = Date.now();
    const rec = await executeCall(entry({ url: "https://slow.example.com/x" }), {}, deps(never, { timeoutMs: 100 }));
    expect(rec).toMatchObject({ status: "error", error: "timeout after 100 ms" });
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    // A fetch that ignores the signal altogether is cut off too.
    const deaf = await executeCall(
      entry({ url: "https://slow.example.com/x" }),
      {},
      deps(() => new Promise<Response>(() => {}), { timeoutMs: 50 }),
    );
    expect(deaf).toMatchObject({ status: "error", error: "timeout after 50 ms" });
  });

  it("truncates an oversized streamed response at the cap and stops reading", async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode("x".repeat(1000)));
      },
      cancel() {
        cancelled = true;
      },
    });
    const fetch = async () => new Response(endless, { headers: { "content-type": "application/json" } });
    const rec = await executeCall(entry({ url: "https://big.example.com/x" }), {}, deps(fetch, { maxBytes: 4096 }));
    expect(rec.status).toBe("ok");
    const result = rec.result as ApiResult;
    expect(result.truncated).toBe(true);
    expect(result.body).toBe("x".repeat(4096));
    expect(pulled).toBeLessThan(10);
    await Promise.resolve();
    expect(cancelled).toBe(true);
  });

  it("returns text for non-JSON bodies and marks non-2xx answers as errors with the status", async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response("no such ticker", {
          status: 404,
          statusText: "Not Found",
          headers: { "content-type": "text/plain" },
        }),
    );
    const rec = await executeCall(entry({ url: "https://api.example.com/x" }), {}, deps(fetch));
    expect(rec).toMatchObject({
      status: "error",
      error: "HTTP 404 Not Found",
      result: { http_status: 404, body: "no such ticker" },
    });
  });

  it("routes internal entries to internalFetch and never to fetch", async () => {
    const network = fakeFetch(() => jsonResponse({ wrong: true }));
    const internal = fakeFetch(() => jsonResponse({ region: "eu-west", status: "degraded" }));
    const e = entry({ url: "internal://demo/status/{region}", internal: true }, { region: { type: "string" } });
    const rec = await executeCall(e, { region: "eu-west" }, deps(network.fetch, { internalFetch: internal.fetch }));
    expect(rec).toMatchObject({ status: "ok", result: { body: { status: "degraded" } } });
    expect(network.requests).toHaveLength(0);
    expect(internal.requests.map((r) => r.url)).toEqual(["internal://demo/status/eu-west"]);
    const noDispatcher = await executeCall(e, { region: "eu" }, deps(network.fetch));
    expect(noDispatcher.status).toBe("error");
    expect(network.requests).toHaveLength(0);
  });

  it("refuses file:, private and non-internal internal:// URLs before any request", async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse({}));
    for (const url of [
      "file:///etc/passwd",
      "https://10.1.2.3/x",
      "https://localhost/x",
      "internal://demo/status",
      "https://{host}/x",
    ]) {
      const rec = await executeCall(entry({ url }), {}, deps(fetch));
      expect(rec.status, url).toBe("rejected");
    }
    expect(requests).toHaveLength(0);
  });

  it("never throws, even when fetch does", async () => {
    const rec = await executeCall(
      entry({ url: "https://api.example.com/x" }),
      {},
      deps(async () => {
        throw new TypeError("network down");
      }),
    );
    expect(rec).toMatchObject({ status: "error", error: "network down" });
  });

  it("builds GET requests without a body", () => {
    expect(buildRequest(entry({ url: "https://a.example.com/{x}" }, { x: { type: "number" } }), { x: 5 })).toEqual({
      url: "https://a.example.com/5",
      method: "GET",
    });
  });
});

describe("validateArguments", () => {
  const schema: JsonSchemaObject = {
    type: "object",
    properties: { ticker: { type: "string", pattern: "^[A-Z]{1,5}$" }, days: { type: "integer", minimum: 1 } },
    required: ["ticker"],
  };
  it("accepts valid arguments and lists what is wrong with invalid ones", () => {
    expect(validateArguments(schema, { ticker: "AAPL", days: 3 })).toEqual({ valid: true });
    const bad = validateArguments(schema, { ticker: "apple", days: 0 });
    expect(bad.valid).toBe(false);
    if (!bad.valid) expect(bad.errors.join("\n")).toMatch(/#\/ticker.*pattern|#\/ticker.*match/i);
    expect(validateArguments(schema, {})).toMatchObject({ valid: false, errors: [expect.stringContaining("ticker")] });
    expect(validateArguments(schema, "AAPL").valid).toBe(false);
    // An unusable schema makes the call invalid instead of throwing.
    expect(validateArguments({ type: "object", properties: { a: { $ref: "#/nowhere" } } }, { a: 1 }).valid).toBe(false);
  });

  it("checks that registered parameters are an object schema", () => {
    expect(checkParametersSchema(schema).ok).toBe(true);
    expect(checkParametersSchema({ type: "array" })).toMatchObject({ ok: false });
    expect(
      checkParametersSchema({ type: "object", properties: { a: { $ref: "https://evil.example.com/s.json" } } }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining("local $refs") });
  });
});
