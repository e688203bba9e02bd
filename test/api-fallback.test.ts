import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { type QueryInput, runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { ensureDemoApis } from "../src/sample/seed";
import type { ApiRouter } from "../src/skills/types";
import { latestRelease, regionStatus } from "../src/tools/demo-apis";
import { Trace } from "../src/trace";
import { ask, json } from "./helpers";

const NS = "api-sample";
const bindings = env as unknown as Bindings;

beforeAll(async () => {
  const services = buildServices(bindings);
  for (const doc of SAMPLE_DOCUMENTS) await ingestDocument(NS, doc, services);
  await ensureDemoApis(env.DB, services);
});

describe("the API fallback end to end on the local engine", () => {
  it("answers a real-time question about the demo service from its API, cited as api", async () => {
    const body = await json(await ask("What is the current status of the eu-west region?", { namespace: NS }));
    expect(body.api_calls).toHaveLength(1);
    expect(body.api_calls[0]).toMatchObject({
      name: "get_region_status",
      arguments: { region: "eu-west" },
      status: "ok",
    });
    // The answer is what the live API says now, not what the docs say.
    const live = regionStatus("eu-west", new Date());
    expect(body.answer).toContain(live.status);
    expect(body.citations[0]).toMatchObject({ source: "api" });
    expect(body.citations[0].snippet).toContain(live.status);
    const run = await json(await ask("What is the latest release of Lumen Relay?", { namespace: NS }));
    expect(run.answer).toContain(latestRelease(new Date()).version);
  });

  it("makes no call for a static question the corpus answers", async () => {
    const body = await json(await ask("What is the hostname of the eu-west region?", { namespace: NS }));
    expect(body.api_calls).toEqual([]);
    expect(body.answer).toContain("api.eu-west.lumenrelay.example");
    expect(body.citations[0].source).toBe("corpus");
  });

  it("makes no call when the request turns APIs off (the paper's Task 1)", async () => {
    const body = await json(
      await ask("What is the current status of the eu-west region?", { namespace: NS, use_apis: false }),
    );
    expect(body.api_calls).toEqual([]);
    expect(body.citations.every((c: any) => c.source !== "api")).toBe(true);
  });
});

describe("calls the router makes up are rejected, recorded and never executed", () => {
  async function withRouter(router: ApiRouter) {
    const services = buildServices(bindings);
    const executed: string[] = [];
    const real = services.executeApi;
    services.router = router;
    services.executeApi = async (entry, args) => {
      executed.push(entry.name);
      return real(entry, args);
    };
    const input: QueryInput = {
      question: "What is the current status of the eu-west region?",
      queryTime: new Date(),
      pages: [],
      mode: "single-pass",
      useApis: true,
      namespace: NS,
    };
    const trace = new Trace();
    const result = await runQuery("t", input, services, trace);
    return { result, executed, trace };
  }

  it("a function that was not offered", async () => {
    const { result, executed, trace } = await withRouter({
      route: async () => ({ kind: "call", call: { name: "delete_all_regions", arguments: {} } }),
    });
    expect(executed).toEqual([]);
    expect(result.api_calls[0]).toMatchObject({ name: "delete_all_regions", status: "rejected" });
    expect(result.api_calls[0]!.error).toContain("not among the offered");
    // The router repeating the same call is stopped rather than rejected again.
    expect(result.api_calls).toHaveLength(1);
    expect(trace.events.some((e) => e.type === "api_call" && e.data.status === "rejected")).toBe(true);
  });

  it("arguments that fail the schema", async () => {
    const { result, executed } = await withRouter({
      route: async () => ({ kind: "call", call: { name: "get_region_status", arguments: { region: "mars" } } }),
    });
    expect(executed).toEqual([]);
    expect(result.api_calls[0]).toMatchObject({ name: "get_region_status", status: "rejected" });
  });

  it("a valid call is executed once and its result prepended", async () => {
    const { result, executed } = await withRouter({
      route: async ({ previous }) =>
        previous?.length
          ? { kind: "none", reason: "done" }
          : { kind: "call", call: { name: "get_region_status", arguments: { region: "ap-south" } } },
    });
    expect(executed).toEqual(["get_region_status"]);
    expect(result.api_calls).toHaveLength(1);
    expect(result.answer).toContain(regionStatus("ap-south", new Date()).status);
  });
});

describe("the router's steps and the run's budget", () => {
  it("a router whose steps are model calls stops when the budget has no room beside the answer's call", async () => {
    const services = buildServices({ ...bindings, RAG_MAX_MODEL_CALLS: "3", RAG_MAX_API_CALLS: "5" } as Bindings);
    let step = 0;
    // Each step is one charged model call proposing a call the schema rejects, so the router would go on.
    services.router = {
      route: () =>
        services.budget.charge(async () => ({
          kind: "call" as const,
          call: { name: "get_region_status", arguments: { region: `mars-${++step}` } },
        })),
    };
    const input: QueryInput = {
      question: "What is the current status of the eu-west region?",
      queryTime: new Date(),
      pages: [],
      mode: "single-pass",
      useApis: true,
      namespace: NS,
    };
    const trace = new Trace();
    const result = await runQuery("t", input, services, trace);
    // The local engine's skills spend nothing: of 3 calls, the answer's is kept back, so the router makes 2.
    expect(result.usage.model_calls).toBe(2);
    expect(result.api_calls.map((c) => c.status)).toEqual(["rejected", "rejected"]);
    const routes = trace.events.filter((e) => e.type === "api_route");
    expect(routes.at(-1)?.data).toMatchObject({ call: null, reason: expect.stringContaining("budget") });
  });
});

describe("a catalog indexed by another embedder", () => {
  it("ranks the schemas lexically, says why in the trace, and still makes the call", async () => {
    const services = buildServices(bindings);
    // The demo APIs were indexed with the local embedder's vectors; a query vector of another size cannot match them.
    services.embedder = {
      id: "other",
      dimensions: 768,
      embed: async (texts) => texts.map(() => new Array(768).fill(0.01)),
    };
    const input: QueryInput = {
      question: "What is the current status of the eu-west region?",
      queryTime: new Date(),
      pages: [],
      mode: "single-pass",
      useApis: true,
      namespace: NS,
    };
    const trace = new Trace();
    const result = await runQuery("t", input, services, trace);
    const failure = trace.events.find((e) => e.type === "error" && e.data.stage === "api_schemas");
    expect(failure?.data).toMatchObject({ fallback: "lexical" });
    expect(String(failure?.data.message)).toMatch(/768 dimensions/);
    expect(result.api_calls[0]).toMatchObject({ name: "get_region_status", status: "ok" });
  });
});
