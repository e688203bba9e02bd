import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { type QueryInput, runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { Trace } from "../src/trace";

// News facts as a news corpus gives them: each leads with its source and publication date.
const NS = "search-first-news";
const DOCS = [
  {
    title: "The best autumn deals on laptops",
    text: "Gadgetlog, 2023-10-12: The 13-inch Aurora laptop is discounted to $899 at the electronics store this week.",
  },
  {
    title: "Deals on Pulse earbuds and headphones",
    text: "The Wire Desk, 2023-12-07: The Pulse earbuds are discounted to $89, the best price we have seen for them.",
  },
  {
    title: "Holiday gift guide",
    text: "Gadgetlog, 2023-12-20: Our holiday gift guide lists board games, coffee grinders and warm socks.",
  },
  {
    title: "Rail strike ends",
    text: "The Wire Desk, 2023-11-02: The rail strike ended after the union accepted a new pay offer.",
  },
];

async function ask(question: string, mode: QueryInput["mode"]) {
  const services = buildServices(env as unknown as Bindings);
  const trace = new Trace();
  const input: QueryInput = {
    question,
    queryTime: new Date("2024-01-10T12:00:00Z"),
    pages: [],
    mode,
    useApis: false,
    namespace: NS,
  };
  const result = await runQuery("test-run", input, services, trace);
  return { result, trace };
}

beforeAll(async () => {
  const services = buildServices(env as unknown as Bindings);
  for (const doc of DOCS) await ingestDocument(NS, doc, services);
});

describe("a question naming several sources: the question's own search first", () => {
  const question =
    "Did Gadgetlog report a discount on the Aurora laptop before The Wire Desk reported a discount on the Pulse earbuds?";

  it("auto answers which report came first from their dates, citing both, without planning up front", async () => {
    const { result, trace } = await ask(question, "auto");
    expect(result.route).toBe("dynamic");
    expect(result.answer).toMatch(/^yes\b/i);
    const cited = result.citations.map((c) => c.title);
    expect(cited).toEqual(
      expect.arrayContaining(["The best autumn deals on laptops", "Deals on Pulse earbuds and headphones"]),
    );
    // Both reports were in the question's own search: no plan call, one round.
    expect(trace.events.find((e) => e.type === "plan")?.data).toMatchObject({ planned: false });
    expect(result.iterations).toBe(1);
    // The plan-first loop (dynamic mode) makes the same answer with one call more (its plan) beside no gate.
    const planned = await ask(question, "dynamic");
    expect(planned.result.answer).toMatch(/^yes\b/i);
    expect(result.usage.skill_calls).toBeLessThanOrEqual(planned.result.usage.skill_calls);
  });

  it("the reversed order is answered no", async () => {
    const { result } = await ask(
      "Did Gadgetlog report a discount on the Aurora laptop after The Wire Desk reported a discount on the Pulse earbuds?",
      "auto",
    );
    expect(result.answer).toMatch(/^no\b/i);
  });

  it("a report the corpus does not hold is searched for on its own once, then 'I don't know'", async () => {
    const { result, trace } = await ask(
      "Did Gadgetlog report a discount on the Aurora laptop before The Wire Desk reported a recall of the Nimbus tablet?",
      "auto",
    );
    expect(result.abstained).toBe(true);
    const rounds = trace.events.filter((e) => e.type === "round");
    expect(rounds.length).toBe(2);
    // Only the missing report got a query of its own.
    const second = (rounds[1]?.data as { sub_queries?: string[] } | undefined)?.sub_queries ?? [];
    expect(second).toEqual(["The Wire Desk recall Nimbus tablet"]);
  });
});
