import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { HashedEmbedder } from "../src/skills/local/hashed-embedder";
import { clearCatalogCache, D1Catalog } from "../src/stores/d1-catalog";
import { clearVectorCache, LocalVectorIndex } from "../src/stores/local-vector-index";
import { API_NAMESPACE, searchSchemas } from "../src/tools/schema-index";
import { call, type ErrorBody, json } from "./helpers";

const obj = (properties: Record<string, Record<string, unknown>>, required: string[] = []) => ({
  type: "object",
  properties,
  required,
});
const api = (
  name: string,
  description: string,
  parameters: object,
  url: string,
  extra: Record<string, unknown> = {},
) => ({
  name,
  description,
  parameters,
  endpoint: { method: "GET", url, ...extra },
});

async function expectInvalid(res: Response, messagePart: string | RegExp) {
  expect(res.status).toBe(400);
  const body = await json<ErrorBody>(res);
  expect(body.error.code).toBe("invalid_request");
  expect(body.error.message).toMatch(messagePart);
  expect(body.error.details).toBeTypeOf("object");
  return body;
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM apis"),
    env.DB.prepare("DELETE FROM local_vectors WHERE namespace = ?").bind(API_NAMESPACE),
  ]);
  clearVectorCache();
  clearCatalogCache();
});

describe("POST/GET/DELETE /v1/apis", () => {
  const price = api(
    "get_stock_price",
    "Current stock price for a ticker symbol.",
    obj({ ticker: { type: "string" } }, ["ticker"]),
    "https://api.example.com/v1/quote/{ticker}",
    { auth_secret: "MARKET_API_KEY" },
  );

  it("registers, lists, reads and deletes an entry", async () => {
    const res = await call("POST", "/v1/apis", price);
    expect(res.status).toBe(200);
    const { apis } = await json(res);
    expect(apis).toEqual([{ id: expect.stringMatching(/^api_/), name: "get_stock_price" }]);
    const id = apis[0].id as string;

    const list = await json(await call("GET", "/v1/apis"));
    expect(list.apis).toHaveLength(1);
    expect(list.apis[0]).toMatchObject({
      id,
      name: "get_stock_price",
      endpoint: { method: "GET", url: price.endpoint.url, auth_secret: "MARKET_API_KEY" },
    });

    const one = await call("GET", `/v1/apis/${id}`);
    expect(one.status).toBe(200);
    expect((await json(one)).parameters).toEqual(price.parameters);

    const vector = await env.DB.prepare("SELECT namespace, metadata FROM local_vectors WHERE id = ?").bind(id).first();
    expect(vector).toEqual({ namespace: API_NAMESPACE, metadata: JSON.stringify({ api_id: id }) });

    expect((await call("DELETE", `/v1/apis/${id}`)).status).toBe(200);
    expect((await call("GET", `/v1/apis/${id}`)).status).toBe(404);
    expect((await call("DELETE", `/v1/apis/${id}`)).status).toBe(404);
    expect(await env.DB.prepare("SELECT id FROM local_vectors WHERE id = ?").bind(id).first()).toBeNull();
  });

  it("re-registering a name replaces the entry (same id, new content)", async () => {
    const first = await json(await call("POST", "/v1/apis", price));
    const second = await json(
      await call("POST", "/v1/apis", { ...price, description: "Live share quote by ticker.", pack: "finance" }),
    );
    expect(second.apis[0].id).toBe(first.apis[0].id);
    const list = await json(await call("GET", "/v1/apis"));
    expect(list.apis).toHaveLength(1);
    expect(list.apis[0]).toMatchObject({ description: "Live share quote by ticker.", pack: "finance" });
    expect((await json(await call("GET", "/v1/apis?pack=finance"))).apis).toHaveLength(1);
    expect((await json(await call("GET", "/v1/apis?pack=music"))).apis).toHaveLength(0);
  });

  it("imports a bulk list and refuses duplicate names in one request", async () => {
    const weather = api(
      "get_weather",
      "Weather forecast for a city.",
      obj({ city: { type: "string" } }),
      "https://weather.example.com/{city}",
    );
    const res = await call("POST", "/v1/apis", { apis: [price, weather] });
    expect((await json(res)).apis.map((a: { name: string }) => a.name)).toEqual(["get_stock_price", "get_weather"]);
    await expectInvalid(await call("POST", "/v1/apis", { apis: [weather, weather] }), /appears twice/);
  });

  it("refuses an entry pointing at a private, loopback, metadata or plain-http address", async () => {
    for (const url of [
      "https://10.0.0.5/x",
      "https://127.0.0.1/x",
      "https://169.254.169.254/latest",
      "https://localhost/x",
      "https://metadata.google.internal/x",
      "http://api.example.com/x",
      "file:///etc/passwd",
      "https://{host}/x",
    ]) {
      const body = await expectInvalid(
        await call("POST", "/v1/apis", { ...price, endpoint: { method: "GET", url } }),
        /endpoint\.url/,
      );
      expect(body.error.message.length).toBeGreaterThan("endpoint.url: ".length);
    }
    // An internal entry (dispatched in-process) may use internal:// and is not host-checked.
    const ok = await call("POST", "/v1/apis", {
      ...price,
      name: "demo_status",
      endpoint: { method: "GET", url: "internal://demo/status/{ticker}", internal: true },
    });
    expect(ok.status).toBe(200);
  });

  it("refuses auth_secret values that look like secrets rather than names", async () => {
    for (const secret of [
      "sk-live-4f9a8b7c6d5e",
      "AKIAIOSFODNN7EXAMPLE",
      "Bearer abc",
      "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
      "A1B2C3D4E5",
    ]) {
      await expectInvalid(
        await call("POST", "/v1/apis", { ...price, endpoint: { ...price.endpoint, auth_secret: secret } }),
        /NAME of a Worker secret/,
      );
    }
  });

  it("answers invalid entries with the error JSON", async () => {
    await expectInvalid(await call("POST", "/v1/apis", { ...price, name: "9lives" }), /^name:/);
    await expectInvalid(await call("POST", "/v1/apis", { ...price, name: undefined }), /name is required/);
    await expectInvalid(await call("POST", "/v1/apis", { ...price, parameters: { type: "string" } }), /object schema/);
    await expectInvalid(
      await call("POST", "/v1/apis", { ...price, parameters: obj({ a: { type: "string" } }, ["b"]) }),
      /undeclared/,
    );
    await expectInvalid(
      await call("POST", "/v1/apis", { ...price, endpoint: { method: "PUT", url: "https://a.example.com/" } }),
      /GET or POST/,
    );
    await expectInvalid(await call("POST", "/v1/apis", "[1,2]"), /JSON object/);
    await expectInvalid(await call("POST", "/v1/apis", "{nope"), /not valid JSON/);
    await expectInvalid(await call("POST", "/v1/apis", { apis: [price, { name: "x" }] }), /^apis\.1\./);
  });

  it("requires the admin token for writes when one is set", async () => {
    const app = createApp();
    const withToken = { ...env, ADMIN_TOKEN: "s3cret" };
    const post = (auth?: string) =>
      app.fetch(
        new Request("http://rag.test/v1/apis", {
          method: "POST",
          headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
          body: JSON.stringify(price),
        }),
        withToken,
        createExecutionContext(),
      );
    expect((await post()).status).toBe(401);
    expect((await post("Bearer s3cret")).status).toBe(200);
  });
});

describe("OpenAPI import", () => {
  const doc = {
    openapi: "3.0.3",
    info: { title: "Market data", version: "1.2.0" },
    servers: [{ url: "https://{region}.market.example.com/v1", variables: { region: { default: "us" } } }],
    components: {
      parameters: {
        Currency: {
          name: "currency",
          in: "query",
          description: "ISO currency code",
          schema: { type: "string", enum: ["USD", "EUR"] },
        },
      },
      schemas: {
        Order: {
          type: "object",
          required: ["ticker", "quantity"],
          properties: {
            ticker: { type: "string" },
            quantity: { type: "integer", minimum: 1 },
            note: { type: "string" },
          },
        },
      },
    },
    paths: {
      "/quotes/{ticker}": {
        parameters: [
          {
            name: "ticker",
            in: "path",
            required: true,
            description: "Stock ticker symbol",
            schema: { type: "string" },
          },
        ],
        get: {
          operationId: "getQuote",
          summary: "Latest quote for a ticker",
          parameters: [
            { $ref: "#/components/parameters/Currency" },
            { name: "X-Trace", in: "header", schema: { type: "string" } },
          ],
        },
      },
      "/exchanges/{exchange}/listings": {
        get: {
          summary: "Companies listed on an exchange",
          parameters: [
            { name: "exchange", in: "path", required: true, schema: { type: "string" } },
            {
              name: "limit",
              in: "query",
              schema: { type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 100, nullable: true },
            },
          ],
        },
      },
      "/orders": {
        post: {
          operationId: "orders.create",
          description: "Place a paper-trading order.",
          parameters: [{ name: "dry_run", in: "query", schema: { type: "boolean" } }],
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Order" } } },
          },
        },
        delete: { operationId: "cancelAll" },
      },
    },
  };

  it("imports one entry per GET/POST operation with merged parameter schemas", async () => {
    const res = await call("POST", "/v1/apis", { openapi: doc, pack: "market" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.apis.map((a: { name: string }) => a.name)).toEqual([
      "getQuote",
      "get_exchanges_exchange_listings",
      "orders_create",
    ]);
    expect(body.skipped).toEqual([{ operation: "DELETE /orders", reason: expect.stringContaining("GET and POST") }]);

    const entries = (await json(await call("GET", "/v1/apis?pack=market"))).apis as any[];
    const byName = Object.fromEntries(entries.map((e) => [e.name, e]));
    expect(byName.getQuote).toMatchObject({
      description: "Latest quote for a ticker",
      endpoint: { method: "GET", url: "https://us.market.example.com/v1/quotes/{ticker}" },
      parameters: {
        type: "object",
        required: ["ticker"],
        properties: {
          ticker: { type: "string", description: "Stock ticker symbol" },
          currency: { enum: ["USD", "EUR"] },
        },
      },
    });
    expect(byName.getQuote.parameters.properties["X-Trace"]).toBeUndefined();
    // OpenAPI 3.0's boolean exclusiveMinimum and nullable become their JSON Schema 2020-12 forms.
    expect(byName.get_exchanges_exchange_listings.parameters).toEqual({
      type: "object",
      required: ["exchange"],
      properties: {
        exchange: { type: "string" },
        limit: { type: ["integer", "null"], exclusiveMinimum: 0, maximum: 100 },
      },
    });
    expect(byName.orders_create).toMatchObject({
      description: "Place a paper-trading order.",
      endpoint: { method: "POST", url: "https://us.market.example.com/v1/orders" },
      parameters: {
        required: ["ticker", "quantity"],
        properties: { dry_run: { "x-in": "query" }, quantity: { minimum: 1 }, note: { type: "string" } },
      },
    });
  });

  it("uses base_url in place of the document's server", async () => {
    const res = await call("POST", "/v1/apis", {
      openapi: { ...doc, servers: [{ url: "/relative" }] },
      base_url: "https://mock.example.org",
    });
    expect(res.status).toBe(200);
    const { apis } = await json(await call("GET", "/v1/apis"));
    expect(apis.map((a: any) => a.endpoint.url)).toContain("https://mock.example.org/orders");
  });

  it("refuses documents that are not OpenAPI 3.x, or whose server is relative", async () => {
    await expectInvalid(
      await call("POST", "/v1/apis", { openapi: { swagger: "2.0", paths: {} } }),
      /Swagger 2\.0.*OpenAPI 3/,
    );
    await expectInvalid(await call("POST", "/v1/apis", { openapi: { openapi: "4.0", paths: {} } }), /OpenAPI 3\.x/);
    await expectInvalid(
      await call("POST", "/v1/apis", { openapi: { ...doc, servers: [{ url: "/api" }] } }),
      /not absolute/,
    );
    await expectInvalid(
      await call("POST", "/v1/apis", { openapi: { ...doc, servers: [{ url: "https://10.0.0.1" }] } }),
      /private address/,
    );
  });
});

describe("schema retrieval ranking (local hashed embedder)", () => {
  const s = (d: string) => ({ type: "string", description: d });
  const catalog = [
    api(
      "get_stock_price",
      "Current share price of a listed company by its stock ticker symbol.",
      obj({ ticker: s("stock ticker, e.g. AAPL"), date: s("trading day") }, ["ticker"]),
      "https://market.example.com/price/{ticker}",
    ),
    api(
      "get_weather_forecast",
      "Weather forecast for a city: temperature, rain, snow and wind for the coming days.",
      obj({ city: s("city name"), days: { type: "integer" } }, ["city"]),
      "https://weather.example.com/forecast",
    ),
    api(
      "get_service_status",
      "Current operational status of the Nimbus service in a region: up, degraded or down, with open incidents.",
      obj({ region: s("region, e.g. eu-west") }, ["region"]),
      "https://status.example.com/{region}",
    ),
    api(
      "get_latest_release",
      "Latest released version of a Nimbus product (CLI, SDK, server), with release date and changelog.",
      obj({ product: s("product name") }, ["product"]),
      "https://releases.example.com/{product}/latest",
    ),
    api(
      "get_exchange_rate",
      "Exchange rate between two currencies, for converting money amounts.",
      obj(
        {
          base: s("currency code to convert from, e.g. USD dollars"),
          quote: s("currency code to convert to, e.g. EUR euros"),
        },
        ["base", "quote"],
      ),
      "https://fx.example.com/rate",
    ),
    api(
      "get_team_scores",
      "Scores and results of a sports team's games this week.",
      obj({ team: s("team name"), league: s("league, e.g. NBA") }, ["team"]),
      "https://sports.example.com/scores",
    ),
    api(
      "get_movie_info",
      "Movie details: director, cast, release year and box office gross.",
      obj({ title: s("movie title") }, ["title"]),
      "https://movies.example.com/info",
    ),
    api(
      "get_flight_status",
      "Status of a flight: departure and arrival times, delay and gate.",
      obj({ flight_number: s("airline flight number, e.g. UA 123") }, ["flight_number"]),
      "https://flights.example.com/{flight_number}",
    ),
    api(
      "get_plan_quota",
      "Current usage and quota limits of a Nimbus account plan: requests per day, storage.",
      obj({ plan: s("plan name, e.g. free or pro") }, ["plan"]),
      "https://billing.example.com/quota/{plan}",
    ),
  ];
  const questions: [string, string][] = [
    ["What is Apple's share price today?", "get_stock_price"],
    ["Will it rain in Paris tomorrow?", "get_weather_forecast"],
    ["Is Nimbus down in eu-west right now?", "get_service_status"],
    ["What is the latest version of the Nimbus CLI?", "get_latest_release"],
    ["How many euros is 100 US dollars?", "get_exchange_rate"],
    ["Did the Lakers win their game last night?", "get_team_scores"],
    ["Who is the director of the movie Inception?", "get_movie_info"],
    ["Is flight UA 123 delayed?", "get_flight_status"],
    ["How many requests per day does the free plan allow?", "get_plan_quota"],
  ];
  const deps = () => ({
    vectors: new LocalVectorIndex(env.DB),
    embedder: new HashedEmbedder(),
    catalog: new D1Catalog(env.DB),
  });

  it.each(questions)("finds the right schema in the top 3 for %j", async (question, expected) => {
    expect((await call("POST", "/v1/apis", { apis: catalog })).status).toBe(200);
    const top = await searchSchemas(question, 3, deps());
    expect(top.map((e) => e.name)).toContain(expected);
    expect(new Set(top.map((e) => e.id)).size).toBe(top.length);
  });

  it("limits the search to a pack, and still ranks by the lexical half when vectors are missing", async () => {
    await call("POST", "/v1/apis", {
      apis: [...catalog.slice(0, 4), ...catalog.slice(4).map((c) => ({ ...c, pack: "other" }))],
    });
    const inPack = await searchSchemas("Is flight UA 123 delayed?", 3, deps(), "other");
    expect(inPack[0]?.name).toBe("get_flight_status");
    expect(inPack.every((e) => e.pack === "other")).toBe(true);
    // Vectors lost behind the index's back: the in-isolate cache must not serve them either.
    await env.DB.prepare("DELETE FROM local_vectors WHERE namespace = ?").bind(API_NAMESPACE).run();
    clearVectorCache();
    const lexical = await searchSchemas("Will it rain in Paris tomorrow?", 3, deps());
    expect(lexical[0]?.name).toBe("get_weather_forecast");
  });
});

describe("registrations that would widen what the executor can reach are refused", () => {
  it("an internal entry must name an in-process target", async () => {
    const res = await call(
      "POST",
      "/v1/apis",
      api("peek", "Peek at the metadata service", obj({}), "http://169.254.169.254/latest", { internal: true }),
    );
    await expectInvalid(res, "internal://");
  });

  it("auth_secret may not name the service's own token or settings", async () => {
    const endpoint = (auth_secret: string) => ({ method: "GET", url: "https://api.example.com/x", auth_secret });
    for (const name of ["ADMIN_TOKEN", "RAG_CHAT_MODEL"]) {
      await expectInvalid(
        await call("POST", "/v1/apis", {
          name: "leak",
          description: "d",
          parameters: obj({}),
          endpoint: endpoint(name),
        }),
        "not an API secret",
      );
    }
  });

  it("the catalog's own namespace is not a corpus", async () => {
    const res = await call("POST", "/v1/documents", {
      namespace: API_NAMESPACE,
      documents: [{ text: "get_weather: the weather anywhere" }],
    });
    await expectInvalid(res, "reserved");
  });

  it("an OpenAPI document whose shared $refs explode is refused quickly with the error JSON", async () => {
    // Each level refers to the previous one six times: 6^9 nodes once inlined.
    const schemas: Record<string, unknown> = { L0: { type: "string" } };
    for (let i = 1; i <= 9; i++) {
      schemas[`L${i}`] = {
        type: "object",
        properties: Object.fromEntries(
          ["a", "b", "c", "d", "e", "f"].map((k) => [k, { $ref: `#/components/schemas/L${i - 1}` }]),
        ),
      };
    }
    const doc = {
      openapi: "3.0.3",
      info: { title: "bomb", version: "1" },
      servers: [{ url: "https://api.example.com" }],
      paths: {
        "/x": {
          post: {
            operationId: "x",
            requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/L9" } } } },
          },
        },
      },
      components: { schemas },
    };
    const started = Date.now();
    await expectInvalid(await call("POST", "/v1/apis", { openapi: doc }), "expand");
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("secrets bound to hosts (API_SECRETS)", () => {
  const entry = (url: string, auth_secret: string) => ({
    name: "get_weather_bound",
    description: "Weather for a city.",
    parameters: { type: "object", properties: { city: { type: "string" } } },
    endpoint: { method: "GET", url, auth_secret },
  });

  it("refuses an auth_secret not bound to the entry's host with 400", async () => {
    for (const [url, secret] of [
      ["https://attacker.example.net/{city}", "MARKET_API_KEY"],
      ["https://api.example.com.attacker.net/{city}", "MARKET_API_KEY"],
      ["https://api.example.com/{city}", "UNLISTED_API_KEY"],
    ] as const) {
      const res = await call("POST", "/v1/apis", entry(url, secret));
      expect(res.status, url).toBe(400);
      const body = await json<ErrorBody>(res);
      expect(body.error.message).toContain("API_SECRETS");
    }
    expect((await call("POST", "/v1/apis", entry("https://api.example.com/{city}", "MARKET_API_KEY"))).status).toBe(
      200,
    );
  });
});
