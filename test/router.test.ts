// The API router on both providers. Local: lexical schema choice and slot filling over demo-like
// schemas, with company names resolved from a small inline sample of CRAG's company_name.dict
// (in memory and from D1). Workers AI: the binding is replaced by a recorder (no local simulator).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Budget } from "../src/models/budget";
import { LlmRouter } from "../src/skills/llm/router";
import { LocalRouter } from "../src/skills/local/router";
import { parseCompanyDict, TickerResolver, tickerAliases } from "../src/skills/local/tickers";
import type { ApiRouter, RouterInput } from "../src/skills/types";
import { insertEntities, lookupTickers, TICKER_KIND } from "../src/stores/d1-entities";
import type { ApiEntry } from "../src/tools/types";
import { fakeAi, workersAiTools } from "./fake-ai";

const QUERY_TIME = "2024-03-15T10:00:00Z"; // a Friday

function entry(
  name: string,
  description: string,
  properties: ApiEntry["parameters"]["properties"] = {},
  required: string[] = [],
): ApiEntry {
  return {
    id: `id-${name}`,
    name,
    description,
    parameters: { type: "object", properties, required },
    endpoint: { method: "GET", url: `https://demo.example/${name}` },
    created_at: QUERY_TIME,
  };
}

const SCHEMAS: ApiEntry[] = [
  entry(
    "get_region_status",
    "Current operational status of a Lumen Relay region: operational, degraded or outage, with open incidents.",
    {
      region: { type: "string", enum: ["us-east", "eu-west", "ap-south"], description: "Region id" },
    },
    ["region"],
  ),
  entry("get_latest_release", "The latest Lumen Relay release: version number, release date and highlights."),
  entry(
    "get_plan_price",
    "Current monthly price and request quota of a Lumen Relay plan.",
    {
      plan: { type: "string", enum: ["free", "team", "enterprise"], description: "Plan name" },
    },
    ["plan"],
  ),
  entry(
    "get_stock_price",
    "Closing stock price of a company on a trading day.",
    {
      ticker: { type: "string", description: "Stock ticker symbol" },
      date: { type: "string", description: "Trading day, YYYY-MM-DD" },
    },
    ["ticker", "date"],
  ),
];

const DICT = `,Name,Symbol
0,Apple Inc. Common Stock,AAPL
1,Tesla Inc. Common Stock,TSLA
2,Target Corporation Common Stock,TGT
3,Ford Motor Company Common Stock,F
4,Ford Motor Company 6.20% Notes due June 1 2059,F^B
5,Alphabet Inc. Class C Capital Stock,GOOG
6,Alphabet Inc. Class A Common Stock,GOOGL
7,Meta Platforms Inc. Class A Common Stock,META
8,Meta Materials Inc. Common Stock,MMAT
9,Stock Yards Bancorp Inc. Common Stock,SYBT
10,Apple Inc. Common Stock,AAPL
`;
const ROWS = parseCompanyDict(DICT);
const resolver = TickerResolver.fromRows(ROWS);
const ask = (router: ApiRouter, question: string, extra: Partial<RouterInput> = {}) =>
  router.route({ question, queryTime: QUERY_TIME, schemas: SCHEMAS, ...extra });

describe("LocalRouter", () => {
  const router = new LocalRouter({ resolveTickers: (keys) => resolver.lookup(keys) });

  it.each<[string, string, Record<string, unknown>]>([
    ["Is eu-west degraded right now?", "get_region_status", { region: "eu-west" }],
    ["What is the status of the ap-south region?", "get_region_status", { region: "ap-south" }],
    ["What is the latest release of Lumen Relay?", "get_latest_release", {}],
    ["How much does the Team plan cost now?", "get_plan_price", { plan: "team" }],
    ["What was Apple's stock price yesterday?", "get_stock_price", { ticker: "AAPL", date: "2024-03-14" }],
    ["What was the closing price of TSLA on March 1, 2024?", "get_stock_price", { ticker: "TSLA", date: "2024-03-01" }],
    ["What did Alphabet stock close at last Friday?", "get_stock_price", { ticker: "GOOGL", date: "2024-03-08" }],
  ])("%s → %s", async (question, name, args) => {
    const decision = await ask(router, question);
    expect(decision.kind).toBe("call");
    if (decision.kind === "call") expect(decision.call).toEqual({ name, arguments: args });
  });

  it("takes today's date when the question asks for a price now", async () => {
    const decision = await ask(router, "What is the Tesla stock price?");
    expect(decision).toMatchObject({ kind: "call", call: { arguments: { ticker: "TSLA", date: "2024-03-15" } } });
  });

  it.each([
    ["What is the stock price today?", /get_stock_price needs ticker/],
    ["What is the current status?", /get_region_status needs region/],
    ["Who wrote Dune?", /no offered API matches/],
    ["Which header carries the API key in v3?", /no offered API matches/],
  ])("abstains on %s", async (question, reason) => {
    const decision = await ask(router, question);
    expect(decision.kind).toBe("none");
    if (decision.kind === "none") expect(decision.reason).toMatch(reason);
  });

  it("does not repeat a call already made in this run", async () => {
    const previous = [
      {
        name: "get_region_status",
        arguments: { region: "eu-west" },
        status: "ok" as const,
        result: { status: "degraded" },
      },
    ];
    const decision = await ask(router, "Is eu-west degraded right now?", { previous });
    expect(decision).toMatchObject({ kind: "none", reason: expect.stringMatching(/already called/) });
  });

  it("reads all-caps symbols without a resolver, and abstains on a company name it cannot resolve", async () => {
    const bare = new LocalRouter();
    expect(await ask(bare, "What was the closing price of TSLA yesterday?")).toMatchObject({
      call: { arguments: { ticker: "TSLA" } },
    });
    expect((await ask(bare, "What was Tesla's stock price yesterday?")).kind).toBe("none");
  });

  it("abstains when no schema is offered", async () => {
    expect(await router.route({ question: "Is eu-west up?", queryTime: QUERY_TIME, schemas: [] })).toMatchObject({
      kind: "none",
    });
  });
});

describe("TickerResolver", () => {
  it("resolves names, symbols and longest matches; common words only when capitalised", () => {
    expect(resolver.resolve("Apple Inc.")).toBe("AAPL");
    expect(resolver.resolve("apple")).toBe("AAPL");
    expect(resolver.resolve("AAPL")).toBe("AAPL");
    expect(resolver.resolve("Alphabet")).toBe("GOOGL"); // the Class A common stock wins over Class C capital stock
    expect(resolver.findIn("what is the market cap of meta platforms?")?.ticker).toBe("META");
    expect(resolver.findIn("what is meta's eps?")?.ticker).toBe("META"); // first word that is also the symbol
    expect(resolver.findIn("Did Target beat earnings?")?.ticker).toBe("TGT");
    expect(resolver.findIn("what is the target price of the stock")).toBeUndefined();
    expect(resolver.findIn("how much did Ford stock rise?")?.ticker).toBe("F"); // a weak alias, capitalised
    expect(resolver.findIn("how much did ford stock rise?")?.ticker).toBe("F"); // … or in a question about stocks
    expect(resolver.findIn("where can I buy a ford?")).toBeUndefined();
  });
});

describe("entities in D1", () => {
  it("stores the alias table in batches and resolves candidate keys from it", async () => {
    const aliases = tickerAliases(ROWS);
    const padding = Array.from({ length: 120 }, (_, i) => ({ name: `company ${i}`, value: `C${i}` }));
    expect(await insertEntities(env.DB, TICKER_KIND, [...aliases, ...padding])).toBe(aliases.length + 120);
    const found = await lookupTickers(env.DB, ["apple", "$tsla", "~ford", "nothing", "company 119"]);
    expect(Object.fromEntries(found)).toEqual({ apple: "AAPL", $tsla: "TSLA", "~ford": "F", "company 119": "C119" });

    const router = new LocalRouter({ resolveTickers: (keys) => lookupTickers(env.DB, keys) });
    expect(await ask(router, "What was Apple's stock price yesterday?")).toMatchObject({
      call: { arguments: { ticker: "AAPL" } },
    });
  });
});

describe("LlmRouter over Workers AI function calling", () => {
  const llm = (replies: unknown[], meter?: Budget) => {
    const ai = fakeAi(replies);
    return { ai, router: new LlmRouter(workersAiTools(ai, meter)) };
  };

  it("sends the retrieved schemas as tools, with a retriever-aware prompt and the query time", async () => {
    const { ai, router } = llm([
      { response: "", tool_calls: [{ name: "get_region_status", arguments: { region: "eu-west" } }] },
    ]);
    await ask(router, "Is eu-west degraded right now?");
    const { model, inputs } = ai.calls[0]!;
    expect(model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(inputs.tools).toEqual(
      SCHEMAS.map((s) => ({
        type: "function",
        function: { name: s.name, description: s.description, parameters: s.parameters },
      })),
    );
    expect(inputs.temperature).toBe(0);
    const [system, user] = inputs.messages;
    expect(system.content).toMatch(/retrieved automatically for this question/);
    expect(system.content).toMatch(/may be irrelevant/);
    expect(system.content).toMatch(/at most ONE function/);
    expect(user.content).toContain(`Query time: ${QUERY_TIME}`);
    expect(user.content).toContain("Question: Is eu-west degraded right now?");
  });

  it.each<[string, unknown]>([
    [
      "the documented shape, arguments as an object",
      [{ name: "get_stock_price", arguments: { ticker: "AAPL", date: "2024-03-14" } }],
    ],
    [
      "the documented shape, arguments as a JSON string",
      [{ name: "get_stock_price", arguments: '{"ticker": "AAPL", "date": "2024-03-14"}' }],
    ],
    [
      "the OpenAI shape, arguments as a JSON string",
      [
        {
          id: "call_1",
          type: "function",
          function: { name: "get_stock_price", arguments: '{"ticker":"AAPL","date":"2024-03-14"}' },
        },
      ],
    ],
    [
      "the OpenAI shape, arguments as an object",
      [
        {
          id: "call_1",
          type: "function",
          function: { name: "get_stock_price", arguments: { ticker: "AAPL", date: "2024-03-14" } },
        },
      ],
    ],
  ])("reads %s", async (_label, toolCalls) => {
    const meter = new Budget();
    const { router } = llm(
      [{ response: null, tool_calls: toolCalls, usage: { prompt_tokens: 310, completion_tokens: 22 } }],
      meter,
    );
    const decision = await ask(router, "What was Apple's stock price yesterday?");
    expect(decision).toMatchObject({
      kind: "call",
      call: { name: "get_stock_price", arguments: { ticker: "AAPL", date: "2024-03-14" } },
    });
    expect(meter.toJSON()).toMatchObject({ model_calls: 1, input_tokens: 310, output_tokens: 22 });
  });

  it("passes a hallucinated function name through, for the pipeline to reject", async () => {
    const { router } = llm([{ response: "", tool_calls: [{ name: "get_weather", arguments: { city: "Paris" } }] }]);
    expect(await ask(router, "Is eu-west degraded?")).toMatchObject({
      kind: "call",
      call: { name: "get_weather", arguments: { city: "Paris" } },
    });
  });

  it("takes the first of several calls and says so", async () => {
    const calls = [
      { name: "get_region_status", arguments: { region: "eu-west" } },
      { name: "get_latest_release", arguments: {} },
    ];
    const decision = await ask(llm([{ response: "", tool_calls: calls }]).router, "Is eu-west degraded?");
    expect(decision).toMatchObject({
      kind: "call",
      call: { name: "get_region_status" },
      reason: expect.stringMatching(/1 further call/),
    });
  });

  it("reads a call the model wrote as text", async () => {
    const { router } = llm([
      { response: '{"type": "function", "name": "get_plan_price", "parameters": {"plan": "team"}}' },
    ]);
    expect(await ask(router, "How much is the Team plan?")).toMatchObject({
      kind: "call",
      call: { name: "get_plan_price", arguments: { plan: "team" } },
    });
  });

  it("returns none with the model's reason when it calls nothing", async () => {
    const { router } = llm([{ response: "None of the functions can tell who wrote Dune.", tool_calls: [] }]);
    expect(await ask(router, "Who wrote Dune?")).toEqual({
      kind: "none",
      reason: "model made no call: None of the functions can tell who wrote Dune.",
    });
  });

  it("lists the calls already made so the model does not repeat them", async () => {
    const { ai, router } = llm([{ response: "Already answered." }]);
    const previous = [
      {
        name: "get_region_status",
        arguments: { region: "eu-west" },
        status: "ok" as const,
        result: { status: "degraded" },
      },
    ];
    await ask(router, "Is eu-west degraded?", { previous });
    expect(ai.calls[0]!.inputs.messages[1].content).toContain(
      '- get_region_status({"region":"eu-west"}) → ok: <<<DATA\n{"fields":{"status":"degraded"}}\nDATA>>>',
    );
  });

  it("falls back to the local router when the model call fails, and counts the failed call", async () => {
    const meter = new Budget();
    // 3040 is retryable: the first attempt and two retries, all refused, make one failed call.
    const ai = fakeAi([1, 2, 3].map(() => new Error("3040: capacity exceeded")));
    const router = new LlmRouter(workersAiTools(ai, meter), { fallback: new LocalRouter() });
    const decision = await ask(router, "Is eu-west degraded right now?");
    expect(decision).toMatchObject({
      kind: "call",
      call: { name: "get_region_status" },
      reason: expect.stringMatching(/capacity exceeded; fallback/),
    });
    expect(ai.calls).toHaveLength(3);
    expect(meter.model_calls).toBe(1);
    expect(await ask(new LlmRouter(workersAiTools(fakeAi([new Error("boom")]))), "x")).toMatchObject({ kind: "none" });
  });

  it("keeps unreadable arguments visible instead of guessing", async () => {
    const { router } = llm([{ response: "", tool_calls: [{ name: "get_region_status", arguments: "not json" }] }]);
    expect(await ask(router, "Is eu-west degraded?")).toMatchObject({
      kind: "call",
      call: { name: "get_region_status", arguments: {} },
      reason: expect.stringContaining("arguments are not a JSON object: not json"),
    });
  });
});

describe("the CRAG pack through POST /v1/apis", () => {
  it("registers all 38 entries in one request (https base URL: no http allowance needed)", async () => {
    const { exports } = await import("cloudflare:workers");
    const pack = (await import("../catalog/crag-mock-api.json")).default as {
      pack: string;
      apis: Record<string, any>[];
    };
    const apis = pack.apis.map((a) => ({
      ...a,
      pack: pack.pack,
      endpoint: { ...a.endpoint, url: a.endpoint.url.replace("{CRAG_API_BASE_URL}", "https://crag.example") },
    }));
    const res = await exports.default.fetch(
      new Request("http://rag.test/v1/apis", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ apis }),
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { apis: { id: string; name: string }[] };
    expect(body.apis.map((a) => a.name).sort()).toEqual(pack.apis.map((a) => a.name).sort());
  });
});
