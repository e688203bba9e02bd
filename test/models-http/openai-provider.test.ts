import { beforeAll, describe, expect, it } from "vitest";
import { ask, call, json } from "../helpers";
import { parseSse } from "../sse";
import { chatRequests, liveRule, lookupRule, received, rerankRule, schemaOf, script, staticRule } from "./scripted";

// The Worker of this project is configured with LLM_BASE_URL/EMBED_BASE_URL pointing at the scripted server,
// LLM_MODEL=scripted-chat, FUNCTION_MODEL=scripted-gorilla, EMBED_MODEL=scripted-embed, keys "test-key".
const NS = "openai";
const DOCS = [
  {
    title: "Tokens",
    text: "Lumen Relay access tokens expire after 3600 seconds. Refresh tokens last 30 days before they expire.",
  },
  {
    title: "Regions",
    text: "The eu-west region of Lumen Relay is served from Dublin. Region status is published by the status API.",
  },
];

beforeAll(async () => {
  await script([]);
  const res = await call("POST", "/v1/documents", { namespace: NS, documents: DOCS });
  expect(res.status).toBe(200);
  const embeds = (await received()).filter((r) => r.path === "/v1/embeddings");
  expect(embeds.length).toBeGreaterThan(0);
  expect(embeds[0]).toMatchObject({ auth: "Bearer test-key", body: { model: "scripted-embed", dimensions: 64 } });
});

describe("GET /healthz", () => {
  it("names each role's provider and model, reports the server reachable, and never shows a key", async () => {
    const res = await call("GET", "/healthz");
    const text = await res.text();
    expect(text).not.toContain("test-key");
    const body = JSON.parse(text);
    expect(body.providers).toMatchObject({ chat: "openai", functions: "openai", embeddings: "openai" });
    expect(body.models).toMatchObject({
      chat: "scripted-chat",
      functions: "scripted-gorilla",
      embeddings: "scripted-embed",
      embedding_dimensions: 64,
    });
    expect(body.status).toEqual({ chat: "ok", functions: "ok", embeddings: "ok" });
  });
});

describe("POST /v1/query through an OpenAI-compatible server", () => {
  it("single pass: rerank as a JSON schema, then a plain answer, with the model name and bearer key", async () => {
    await script([rerankRule(), staticRule, { when: { kind: "plain" }, reply: { text: "3600 seconds [1]" } }]);
    const res = await ask("How long do access tokens last before they expire?", { namespace: NS, mode: "single-pass" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ answer: "3600 seconds [1]", abstained: false, route: "single-pass" });
    expect(body.citations[0].snippet).toContain("3600 seconds");

    const chats = chatRequests(await received());
    expect(chats.every((r) => r.auth === "Bearer test-key" && r.body.model === "scripted-chat")).toBe(true);
    const rerank = chats.find((r) => schemaOf(r) === "rerank")!;
    expect(rerank.body.response_format.json_schema.schema.required).toEqual(["scores"]);
    // Not OpenAI's strict mode, which would refuse these schemas (optional properties, no additionalProperties).
    expect(rerank.body.response_format.json_schema.strict).not.toBe(true);
    expect(rerank.body.messages.map((m: any) => m.role)).toEqual(["system", "user"]);
    const answer = chats.find((r) => !r.body.response_format && !r.body.tools)!;
    expect(answer.body.messages[1].content).toContain("How long do access tokens last");
    expect(answer.body.messages[1].content).toContain("3600 seconds");
    expect(body.usage.model_calls).toBe(chats.length);
  });

  it("API fallback: a Gorilla-style Python call from the function model is parsed, validated and executed", async () => {
    await script([
      rerankRule(0.1, 0.1),
      liveRule,
      lookupRule,
      { when: { kind: "tools" }, reply: { text: 'get_region_status(region="eu-west")' }, times: 1 },
      { when: { kind: "plain" }, reply: { text: "operational [1]" } },
    ]);
    const body = await json(await ask("What is the status of the eu-west region right now?", { namespace: NS }));
    expect(body.api_calls[0]).toMatchObject({
      name: "get_region_status",
      arguments: { region: "eu-west" },
      status: "ok",
    });
    expect(body.api_calls[0].result.body.region).toBe("eu-west");

    const tools = chatRequests(await received()).filter((r) => r.body.tools);
    expect(tools[0]!.body.model).toBe("scripted-gorilla");
    expect(tools[0]!.auth).toBe("Bearer test-key");
    const offered = tools[0]!.body.tools.map((t: any) => t.function.name);
    expect(offered).toContain("get_region_status");
    const schema = tools[0]!.body.tools.find((t: any) => t.function.name === "get_region_status").function.parameters;
    expect(schema.required).toEqual(["region"]);
    const run = await json(
      await call("GET", `/v1/runs/${body.run_id}`, undefined, { authorization: `Bearer ${body.run_token}` }),
    );
    const made = run.events.find((e: any) => e.type === "api_call");
    expect(made.data.reason).toContain("python-text");
  });

  it("a call to a function that was not offered, or with invalid arguments, is recorded as rejected and never executed", async () => {
    await script([
      rerankRule(0.1, 0.1),
      liveRule,
      lookupRule,
      { when: { kind: "tools" }, reply: { text: '[get_weather(city="Paris", days=3)]' }, times: 1 },
      { when: { kind: "tools" }, reply: { text: "get_region_status(region=42)" }, times: 1 },
    ]);
    const body = await json(await ask("What is the status of the eu-west region right now?", { namespace: NS }));
    expect(body.api_calls[0]).toMatchObject({
      name: "get_weather",
      arguments: { city: "Paris", days: 3 },
      status: "rejected",
    });
    expect(body.api_calls[0].result).toBeUndefined();
    expect(body.api_calls[1]).toMatchObject({
      name: "get_region_status",
      arguments: { region: 42 },
      status: "rejected",
    });
    expect(body.api_calls[1].error).toMatch(/region/);
    expect(body.api_calls.map((c: any) => c.status)).not.toContain("ok");
  });

  it("dynamic loop: plan and the round's judgement as JSON schemas, sub-queries retrieved, then the answer", async () => {
    const scores = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, score: i === 0 ? 0.9 : 0.1 }));
    await script([
      rerankRule(),
      staticRule,
      { when: { kind: "json", schema: "gate" }, reply: { json: { kind: "multi-hop", reason: "two facts" } } },
      {
        when: { kind: "json", schema: "plan" },
        reply: { json: { sub_queries: ["access token lifetime", "refresh token lifetime"] } },
      },
      // RAG_FUSE_ROUND (default on): a round's rerank and decide are one "judge" call.
      {
        when: { kind: "json", schema: "judge" },
        reply: {
          json: { scores, sufficient: true, reason: "both found", missing: [], sub_queries: [], live_data: false },
        },
      },
      { when: { kind: "plain" }, reply: { text: "3600 seconds and 30 days [1]" } },
    ]);
    const body = await json(
      await ask("How long do access tokens and refresh tokens last?", { namespace: NS, mode: "dynamic" }),
    );
    expect(body).toMatchObject({ route: "dynamic", answer: "3600 seconds and 30 days [1]" });
    expect(body.sub_queries).toEqual(expect.arrayContaining(["access token lifetime", "refresh token lifetime"]));
    const schemas = chatRequests(await received()).map(schemaOf);
    expect(schemas).toEqual(expect.arrayContaining(["plan", "judge"]));
    expect(schemas).not.toContain("decide");
    const embedded = (await received()).filter((r) => r.path === "/v1/embeddings").flatMap((r) => r.body.input);
    expect(embedded).toEqual(expect.arrayContaining(["access token lifetime", "refresh token lifetime"]));
  });

  it("stream: true sends the answer's text as token events, as the server streams it, before the result", async () => {
    await script([
      rerankRule(),
      staticRule,
      { when: { kind: "plain", stream: true }, reply: { text: "Access tokens last 3600 seconds [1]" } },
    ]);
    const res = await ask("How long do access tokens last before they expire?", {
      namespace: NS,
      mode: "single-pass",
      stream: true,
    });
    const events = parseSse(await res.text());
    const tokens = events.filter((e) => e.event === "token");
    expect(tokens.length).toBeGreaterThan(3);
    expect(tokens.map((e) => e.data.text).join("")).toBe("Access tokens last 3600 seconds [1]");
    const resultAt = events.findIndex((e) => e.event === "result");
    expect(events.findLastIndex((e) => e.event === "token")).toBeLessThan(resultAt);
    expect(events[resultAt]!.data.answer).toBe("Access tokens last 3600 seconds [1]");
    const answer = chatRequests(await received()).find((r) => r.body.stream)!;
    expect(answer.body.model).toBe("scripted-chat");
  });
});

describe("faults degrade their step, are recorded in the trace, and never make a 500", () => {
  const Q = "How long do access tokens last before they expire?";

  async function trace(body: any) {
    return (
      await json(await call("GET", `/v1/runs/${body.run_id}`, undefined, { authorization: `Bearer ${body.run_token}` }))
    ).events;
  }

  it("401 from the chat server: rerank falls back to lexical scores, the answer abstains, both recorded", async () => {
    await script([
      { when: { kind: "json" }, reply: { status: 401, error: "Incorrect API key" } },
      { when: { kind: "plain" }, reply: { status: 401, error: "Incorrect API key" } },
    ]);
    const res = await ask(Q, { namespace: NS, mode: "single-pass" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ abstained: true });
    const events = await trace(body);
    const rerank = events.find((e: any) => e.type === "rerank").data;
    expect(rerank.via).toBe("lexical");
    expect(rerank.fallback).toContain("401");
    expect(events.find((e: any) => e.type === "error" && e.data.stage === "answer").data.message).toContain("401");
    // 401 is not retried.
    expect(chatRequests(await received()).filter((r) => !r.body.response_format).length).toBe(1);
  });

  it("429 and 5xx are retried with backoff, and the retry's answer is used", async () => {
    await script([
      rerankRule(),
      staticRule,
      { when: { kind: "plain" }, reply: { status: 503, error: "overloaded" }, times: 1 },
      { when: { kind: "plain" }, reply: { status: 429, error: "slow down" }, times: 1 },
      { when: { kind: "plain" }, reply: { text: "3600 seconds [1]" } },
    ]);
    const body = await json(await ask(Q, { namespace: NS, mode: "single-pass" }));
    expect(body).toMatchObject({ answer: "3600 seconds [1]", abstained: false });
    expect(chatRequests(await received()).filter((r) => !r.body.response_format).length).toBe(3);
  });

  it("a 404 model, a malformed body and a timeout each degrade their step", async () => {
    await script([
      { when: { kind: "json", schema: "rerank" }, reply: { raw: "{not json" } },
      { when: { kind: "json" }, reply: { status: 404, error: "The model scripted-chat does not exist" } },
      { when: { kind: "plain" }, reply: { delayMs: 4000, text: "too late" } },
    ]);
    const started = Date.now();
    const res = await ask(Q, { namespace: NS, mode: "single-pass" });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(body.abstained).toBe(true);
    const events = await trace(body);
    expect(events.find((e: any) => e.type === "rerank").data.fallback).toMatch(/not JSON/);
    expect(events.find((e: any) => e.type === "error" && e.data.stage === "answer").data.message).toMatch(
      /within 3000 ms/,
    );
  });

  it("a function-model outage (500 after retries) falls back to the local router, and the trace says why", async () => {
    await script([
      rerankRule(0.1, 0.1),
      liveRule,
      lookupRule,
      { when: { kind: "tools" }, reply: { status: 500, error: "down" } },
    ]);
    const res = await ask("What is the status of the eu-west region right now?", { namespace: NS });
    expect(res.status).toBe(200);
    const body = await json(res);
    const events = await trace(body);
    const made = events.find((e: any) => e.type === "api_call");
    expect(made.data.reason).toMatch(/function calling failed: .*500.*fallback/);
    expect(made.data).toMatchObject({ name: "get_region_status", status: "ok" });
    // First attempt and two retries.
    expect(chatRequests(await received()).filter((r) => r.body.tools).length).toBe(3);
  });
});
