import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { Budget } from "../src/models/budget";
import { ingestDocument } from "../src/pipeline/ingest";
import { type QueryInput, runQuery } from "../src/pipeline/query";
import {
  isSufficient,
  iterationCeiling,
  type LoopState,
  partFailed,
  repeatedSubQueries,
  shouldStop,
  withinBudget,
} from "../src/pipeline/stop-conditions";
import { buildServices } from "../src/runtime";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import type { Planner } from "../src/skills/types";
import { Trace } from "../src/trace";

const NS = "loop-sample";
const V3 = "https://docs.lumenrelay.example/auth/v3";
const V4 = "https://docs.lumenrelay.example/auth/v4";

function input(question: string, extra: Partial<QueryInput> = {}): QueryInput {
  return {
    question,
    queryTime: new Date("2026-03-01T12:00:00Z"),
    pages: [],
    mode: "dynamic",
    useApis: false,
    namespace: NS,
    ...extra,
  };
}

async function run(
  question: string,
  extra: Partial<QueryInput> = {},
  planner?: Planner,
  vars: Record<string, string> = {},
) {
  const services = buildServices({ ...(env as unknown as Bindings), ...vars });
  if (planner) services.planner = planner;
  const trace = new Trace();
  const result = await runQuery("test-run", input(question, extra), services, trace);
  return { result, trace };
}

beforeAll(async () => {
  const services = buildServices(env as unknown as Bindings);
  for (const doc of SAMPLE_DOCUMENTS) await ingestDocument(NS, doc, services);
});

describe("stop conditions", () => {
  const state = (over: Partial<LoopState> = {}): LoopState => ({
    round: 1,
    decision: { kind: "continue", subQueries: ["next"], reason: "gap" },
    done: ["first"],
    modelCalls: 0,
    canSpend: () => true,
    tokens: 0,
    elapsedMs: 0,
    ...over,
  });
  const limits = { maxIterations: 3, maxModelCalls: 10, maxTokens: 1000, deadlineMs: 5000 };
  /** A run's budget of 10 calls with `made` calls made and the answer's call held back. */
  const spent = async (made: number) => {
    const budget = new Budget(limits.maxModelCalls);
    for (let i = 0; i < made; i++) await budget.charge(async () => ({ text: "" }));
    budget.reserve(1, "answer");
    return state({ modelCalls: budget.spent, canSpend: (n) => budget.canSpend(n) });
  };

  it("stop on sufficiency, on the ceiling, on repeats and on each budget", async () => {
    expect(isSufficient(state({ decision: { kind: "sufficient", reason: "ok" } }))?.reason).toBe("sufficient");
    expect(isSufficient(state())).toBeNull();
    expect(iterationCeiling(3)(state({ round: 3 }))?.reason).toBe("ceiling");
    expect(iterationCeiling(3)(state({ round: 2 }))).toBeNull();
    const again = state({
      decision: { kind: "continue", subQueries: ["Auth  V3?", "first"], reason: "" },
      done: ["auth v3", "first"],
    });
    expect(repeatedSubQueries(again)?.reason).toBe("repetition");
    expect(repeatedSubQueries(state())).toBeNull();
    // A round's two calls must fit beside the answer's, which is held back.
    expect(withinBudget(limits)(await spent(8))).toMatchObject({ reason: "budget", detail: "model calls 8/10" });
    expect(withinBudget(limits)(await spent(7))).toBeNull();
    expect(withinBudget(limits, 1)(await spent(8))).toBeNull();
    expect(withinBudget(limits)(state({ tokens: 1000 }))?.detail).toContain("tokens");
    expect(withinBudget(limits)(state({ elapsedMs: 5000 }))?.detail).toContain("deadline");
  });

  it("a plan with an uncovered part is not sufficient, whatever the top score; a failed part ends it", () => {
    const parts = [
      { name: "hop 1 of 2", covered: true },
      { name: "hop 2 of 2", covered: false },
    ];
    expect(isSufficient(state({ decision: { kind: "sufficient", reason: "top score 0.9 ≥ τ", parts } }))).toBeNull();
    expect(
      isSufficient(
        state({ decision: { kind: "sufficient", reason: "ok", parts: parts.map((p) => ({ ...p, covered: true })) } }),
      )?.reason,
    ).toBe("sufficient");
    const failed = state({
      decision: { kind: "continue", subQueries: [], reason: "x", failed: "hop 2 of 2 found nothing" },
    });
    expect(partFailed(failed)).toEqual({ reason: "incomplete", detail: "hop 2 of 2 found nothing" });
    expect(partFailed(state())).toBeNull();
  });

  it("compose in order: the first that holds wins", () => {
    const s = state({ round: 3, decision: { kind: "sufficient", reason: "ok" } });
    expect(shouldStop([isSufficient, iterationCeiling(3)], s)?.reason).toBe("sufficient");
    expect(shouldStop([iterationCeiling(3), isSufficient], s)?.reason).toBe("ceiling");
    expect(shouldStop([repeatedSubQueries], state())).toBeNull();
  });
});

describe("the re-planning loop on the sample corpus", () => {
  const question = "How does authentication in v3 differ from v4?";

  it("gets evidence from both sides of a comparison, where the single pass misses one", async () => {
    const dynamic = (await run(question)).result;
    expect(dynamic.route).toBe("dynamic");
    expect(dynamic.sub_queries.length).toBeGreaterThanOrEqual(2);
    const dynamicUrls = dynamic.citations.map((c) => c.url);
    expect(dynamicUrls).toContain(V3);
    expect(dynamicUrls).toContain(V4);
    expect(dynamic.abstained).toBe(false);

    const single = (await run(question, { mode: "single-pass" })).result;
    const singleUrls = single.citations.map((c) => c.url);
    expect(singleUrls.includes(V3) && singleUrls.includes(V4)).toBe(false);
  });

  it("goes on past a top score when the planner says a part is uncovered, and names parts in the decide step", async () => {
    const scripted: Planner = {
      plan: async () => ["authentication v3"],
      decide: async ({ round }) =>
        round === 1
          ? {
              kind: "sufficient",
              reason: "top score ≥ τ",
              parts: [
                { name: "v3", covered: true },
                { name: "v4", query: "authentication v4", covered: false },
              ],
            }
          : {
              kind: "sufficient",
              reason: "both",
              parts: [
                { name: "v3", covered: true },
                { name: "v4", covered: true },
              ],
            },
    };
    const { result, trace } = await run(question, {}, scripted);
    expect(result.iterations).toBe(2);
    // The question itself is always searched in round one (the single pass's retrieval), then the plan's queries.
    expect(result.sub_queries).toEqual([question, "authentication v3", "authentication v4"]);
    const decide = trace.events.filter((e) => e.type === "decide").map((e) => e.data);
    expect(decide[0]).toMatchObject({ kind: "continue", covered: ["v3"], missing: ["v4"] });
    expect(decide[1]).toMatchObject({ kind: "sufficient", covered: ["v3", "v4"], missing: [] });
  });

  it("routes comparisons to the loop and lookups to the single pass in auto mode, recording why", async () => {
    const cmp = (await run(question, { mode: "auto" })).result;
    expect(cmp.route).toBe("dynamic");
    expect(cmp.gate).toMatchObject({ route: "dynamic", kind: "comparison" });
    const lookup = (await run("How long do v4 access tokens last before they expire?", { mode: "auto" })).result;
    expect(lookup.route).toBe("single-pass");
    expect(lookup.gate).toMatchObject({ route: "single-pass", kind: "lookup" });
    expect(lookup.answer).toContain("15 minutes");
  });

  it("in auto mode the gate's call gives the loop its first searches: no plan call, the same run otherwise", async () => {
    for (const q of [question, "Who is the CEO of Lumen Relay and where was she born?"]) {
      const auto = await run(q, { mode: "auto" });
      const dynamic = await run(q, { mode: "dynamic" });
      expect(auto.result.route).toBe("dynamic");
      const plan = (t: Trace) => t.events.find((e) => e.type === "plan")?.data;
      expect(plan(auto.trace)).toMatchObject({ by: "gate", sub_queries: plan(dynamic.trace)?.sub_queries });
      expect(auto.result.sub_queries).toEqual(dynamic.result.sub_queries);
      expect(auto.result.answer).toBe(dynamic.result.answer);
      // The gate's call stands in for the plan's: the two modes make as many skill calls.
      expect(auto.result.usage.skill_calls).toBe(dynamic.result.usage.skill_calls);
    }
  });

  it("a bridge a hop found is searched by its name too, in the same round as the next hop's query", async () => {
    const hops: Planner = {
      plan: async () => ["Lumen Relay CEO"],
      decide: async ({ round }) =>
        round === 1
          ? {
              kind: "continue",
              subQueries: ["Dana Okafor birthplace city"],
              reason: "hop 2 next",
              parts: [
                { name: "hop 1 of 2", covered: true, found: "Dana Okafor" },
                { name: "hop 2 of 2", covered: false, query: "Dana Okafor birthplace city" },
              ],
            }
          : { kind: "continue", subQueries: [], reason: "hop 2 found nothing", failed: "hop 2 found nothing" },
    };
    const { result, trace } = await run("Where was the CEO of Lumen Relay born?", {}, hops);
    const rounds = trace.events.filter((e) => e.type === "round").map((e) => e.data.sub_queries);
    expect(rounds[1]).toEqual(["Dana Okafor birthplace city", "Dana Okafor"]);
    expect(result.iterations).toBe(2);
  });

  it("stops on a question the corpus cannot answer, with a partial flag or an abstention", async () => {
    const { result, trace } = await run("Who is the CEO of Lumen Relay and where was she born?");
    expect(["ceiling", "repetition"]).toContain(result.stop_reason);
    expect(result.iterations).toBeLessThanOrEqual(3);
    expect(result.abstained || result.partial).toBe(true);
    expect(trace.events.filter((e) => e.type === "round").length).toBe(result.iterations);
  });

  it("ends when the planner only repeats sub-queries already run", async () => {
    const repeating: Planner = {
      plan: async () => ["token lifetime", "unrelated cafeteria menu"],
      decide: async () => ({ kind: "continue", subQueries: ["Token  lifetime?"], reason: "scripted" }),
    };
    const { result, trace } = await run("What is the cafeteria menu?", {}, repeating);
    expect(result.stop_reason).toBe("repetition");
    expect(result.iterations).toBe(1);
    expect(trace.events.map((e) => e.type)).toContain("stop");
  });

  it("a planner that throws ends the plan: the run abstains, says why, and records the error in its trace", async () => {
    const broken: Planner = {
      plan: async () => ["authentication v3"],
      decide: async () => {
        throw new Error("planner bug");
      },
    };
    const { result, trace } = await run(question, {}, broken);
    expect(result.abstained).toBe(true);
    expect(result.stop_reason).toBe("incomplete");
    expect(trace.events.find((e) => e.type === "error")?.data).toMatchObject({ stage: "decide" });
  });

  it("holds a budget of 2 model calls; the local engine's steps count as skill calls, not model calls", async () => {
    for (const q of [question, "Who is the CEO of Lumen Relay and where was she born?"]) {
      const { result, trace } = await run(q, {}, undefined, { RAG_MAX_MODEL_CALLS: "2" });
      // The loop budgets its steps as model calls whichever engine serves them: a plan and a second round do not
      // fit beside the answer's call, so the question is the only sub-query, for one round.
      expect(trace.events.find((e) => e.type === "plan")?.data).toMatchObject({ planned: false });
      expect(result.iterations).toBe(1);
      expect(result.usage.model_calls).toBe(0);
      expect(result.usage).toMatchObject({ input_tokens: 0, output_tokens: 0 });
      // The round's rerank and decide, and the answer: local skills, each counted once.
      expect(result.usage.skill_calls).toBe(3);
    }
  });

  it("retrieves every sub-query of a round, then reranks the pool once, in trace order", async () => {
    const { trace } = await run(question);
    const types = trace.events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(["gate", "plan", "round"]);
    const round = trace.events.find((e) => e.type === "round")!;
    const retrievals = trace.events
      .filter((e) => e.type === "retrieve" && e.seq > round.seq)
      .slice(0, (round.data.sub_queries as string[]).length);
    expect(retrievals.map((e) => e.data.query).sort()).toEqual([...(round.data.sub_queries as string[])].sort());
    // The pool is reranked once, after every retrieval of the round.
    const firstRerank = trace.events.find((e) => e.type === "rerank")!;
    expect(retrievals.every((e) => e.seq < firstRerank.seq)).toBe(true);
    expect(trace.events.filter((e) => e.type === "rerank" && e.data.round === 1)).toHaveLength(1);
    expect(types.at(-2)).toBe("sufficiency");
    expect(types.at(-1)).toBe("answer");
  });
});
