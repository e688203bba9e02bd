// LlmPlanner (plan / decide) and LlmGate over a fake ChatModel that records requests and answers
// from a script; one test goes through the Workers AI chat model with the AI binding replaced.
import { describe, expect, it } from "vitest";
import type { ChatModel, ChatRequest, ChatResult } from "../src/models/types";
import { GATE_KINDS, GATE_SCHEMA, LlmGate } from "../src/skills/llm/gate";
import { DECIDE_SCHEMA, LlmPlanner, normalizeQuery, PLAN_SCHEMA } from "../src/skills/llm/planner";
import type { DecideInput, Gate, Planner } from "../src/skills/types";
import { type ScoredPassage, StageError } from "../src/types";
import { workersAiChat } from "./fake-ai";

type Reply = ChatResult | string | Error;

/** Scripted chat model: an object reply is taken as parsed JSON, a string as raw text. */
function fakeChat(replies: Reply[]): ChatModel & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  return {
    id: "fake",
    requests,
    async chat(request) {
      requests.push(request);
      const reply = replies.shift();
      if (reply === undefined) throw new Error("no scripted reply left");
      if (reply instanceof Error) throw reply;
      return typeof reply === "string" ? { text: reply, usage: { input_tokens: 0, output_tokens: 0 } } : reply;
    },
  };
}
const json = (value: unknown): ChatResult => ({
  text: JSON.stringify(value),
  json: value,
  usage: { input_tokens: 0, output_tokens: 0 },
});

const fallbackPlanner: Planner = {
  async plan(input) {
    return [`local: ${input.question}`];
  },
  async decide() {
    return { kind: "continue", subQueries: ["local gap"], reason: "local rules" };
  },
};
const fallbackGate: Gate = {
  async classify() {
    return { route: "single-pass", kind: "lookup", reason: "local rules" };
  },
};

const queryTime = "2024-03-05T10:00:00-08:00";
const question = "How does token expiry differ between Auth v3 and Auth v4?";
const evidence: ScoredPassage[] = [
  { id: "p1", text: "Auth v3 tokens expire after 24 hours.", source: "corpus", title: "Auth v3", score: 0.9 },
  { id: "p2", text: "Rate limits apply per key.", source: "corpus", score: 0.4 },
];
const decideInput = (over: Partial<DecideInput> = {}): DecideInput => ({
  question,
  queryTime,
  evidence,
  done: ["auth v3 token expiry"],
  threshold: 0.5,
  round: 2,
  ...over,
});
const planned = { sub_queries: ["Auth v3 token expiry", "Auth v4 token expiry"] };

describe("normalizeQuery", () => {
  it.each([
    ["Auth v3 ?", "auth v3"],
    ["  auth\tV3  ", "auth v3"],
    ["token-lifetime (v4)!", "token lifetime v4"],
    ["¿Qué?", "qué"],
  ])("%j -> %j", (input, expected) => expect(normalizeQuery(input)).toBe(expected));
});

describe("LlmPlanner.plan", () => {
  it("sends one JSON-schema call with the question and the query time", async () => {
    const chat = fakeChat([json(planned)]);
    expect(await new LlmPlanner(chat, fallbackPlanner).plan({ question, queryTime })).toEqual(planned.sub_queries);
    expect(chat.requests).toHaveLength(1);
    const { messages, jsonSchema, maxTokens } = chat.requests[0]!;
    expect(jsonSchema).toEqual({ name: "plan", schema: PLAN_SCHEMA });
    expect(maxTokens).toBe(200);
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]!.content).toContain(`The current time is ${queryTime}`);
    expect(messages[0]!.content).toContain("one query per side");
    expect(messages[1]!.content).toBe(`Question: ${question}`);
  });

  it("reads a JSON string, a fenced block and a bare array", async () => {
    for (const text of [
      JSON.stringify(planned),
      "```json\n" + JSON.stringify(planned) + "\n```",
      JSON.stringify(planned.sub_queries),
    ]) {
      expect(await new LlmPlanner(fakeChat([text]), fallbackPlanner).plan({ question, queryTime })).toEqual(
        planned.sub_queries,
      );
    }
  });

  it("keeps at most 4 unique, non-empty sub-queries", async () => {
    const chat = fakeChat([json({ sub_queries: ["a one", "A one?", " ", 7, "b", "c", "d", "e"] })]);
    expect(await new LlmPlanner(chat, fallbackPlanner).plan({ question, queryTime })).toEqual(["a one", "b", "c", "d"]);
  });

  it("repairs garbage once, sending the bad output back", async () => {
    const chat = fakeChat(["Search for auth.", json(planned)]);
    expect(await new LlmPlanner(chat, fallbackPlanner).plan({ question, queryTime })).toEqual(planned.sub_queries);
    const repair = chat.requests[1]!;
    expect(repair.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(repair.messages[2]!.content).toBe("Search for auth.");
    expect(repair.messages[3]!.content).toContain("not usable (not JSON)");
    expect(repair.jsonSchema).toEqual({ name: "plan", schema: PLAN_SCHEMA });
  });

  it("repairs an empty list, then falls back to the local planner, saying why", async () => {
    const seen: string[] = [];
    const chat = fakeChat([json({ sub_queries: [] }), "nope"]);
    const planner = new LlmPlanner(chat, fallbackPlanner, { onFallback: (step, why) => seen.push(`${step}: ${why}`) });
    expect(await planner.plan({ question, queryTime })).toEqual([`local: ${question}`]);
    expect(chat.requests[1]!.messages[3]!.content).toContain("no non-empty sub-queries");
    expect(seen).toEqual(["plan: llm output unusable after repair: not JSON"]);
  });

  it("falls back without a repair when the model throws", async () => {
    const chat = fakeChat([new StageError("chat", "fake failed: boom")]);
    expect(await new LlmPlanner(chat, fallbackPlanner).plan({ question, queryTime })).toEqual([`local: ${question}`]);
    expect(chat.requests).toHaveLength(1);
  });
});

describe("LlmPlanner.decide", () => {
  it("sends the question, query time, numbered evidence, the searches run and the round", async () => {
    const chat = fakeChat([
      json({ sufficient: false, reason: "v4 missing", sub_queries: ["Auth v4 token expiry"], live_data: false }),
    ]);
    const out = await new LlmPlanner(chat, fallbackPlanner).decide(decideInput());
    expect(out).toEqual({ kind: "continue", subQueries: ["Auth v4 token expiry"], reason: "v4 missing" });
    const { messages, jsonSchema, maxTokens } = chat.requests[0]!;
    expect(jsonSchema).toEqual({ name: "decide", schema: DECIDE_SCHEMA });
    expect(maxTokens).toBe(256);
    expect(messages[0]!.content).toContain(`The current time is ${queryTime}`);
    const user = messages[1]!.content;
    expect(user).toContain(`Question: ${question}`);
    expect(user).toContain(
      "Evidence (2 of 2, best first):\n<<<DATA\n[1] (Auth v3) Auth v3 tokens expire after 24 hours.\n\n[2] Rate limits apply per key.\nDATA>>>",
    );
    expect(user).toContain("Searches already run:\n- auth v3 token expiry");
    expect(user).toContain("This is round 2.");
  });

  it("shows at most 10 passages, each cut to about 600 characters", async () => {
    const many = Array.from(
      { length: 12 },
      (_, i): ScoredPassage => ({ id: `x${i}`, text: "word ".repeat(300), source: "corpus", score: 0.5 }),
    );
    const chat = fakeChat([json({ sufficient: true, reason: "ok", sub_queries: [], live_data: false })]);
    await new LlmPlanner(chat, fallbackPlanner).decide(decideInput({ evidence: many, done: [] }));
    const user = chat.requests[0]!.messages[1]!.content;
    expect(user).toContain("Evidence (10 of 12");
    expect(user).toContain("[10] ");
    expect(user).not.toContain("[11] ");
    expect(user).toContain("Searches already run:\nnone");
    const line = user.split("\n").find((l) => l.startsWith("[1] "))!;
    expect(line.length).toBeLessThanOrEqual(605);
    expect(line.endsWith("…")).toBe(true);
  });

  it("says when there is no evidence yet", async () => {
    const chat = fakeChat([json({ sufficient: false, reason: "nothing", sub_queries: ["x"], live_data: false })]);
    await new LlmPlanner(chat, fallbackPlanner).decide(decideInput({ evidence: [] }));
    expect(chat.requests[0]!.messages[1]!.content).toContain("Evidence: none found yet.");
  });

  it("maps sufficient, and a live-data gap", async () => {
    const sufficient = fakeChat([
      json({ sufficient: true, reason: "both sides covered", sub_queries: ["extra"], live_data: false }),
    ]);
    expect(await new LlmPlanner(sufficient, fallbackPlanner).decide(decideInput())).toEqual({
      kind: "sufficient",
      reason: "both sides covered",
    });
    const live = fakeChat([
      JSON.stringify({
        sufficient: "false",
        reason: "needs today's price",
        sub_queries: ["ACME stock price"],
        live_data: true,
      }),
    ]);
    expect(await new LlmPlanner(live, fallbackPlanner).decide(decideInput())).toEqual({
      kind: "continue",
      subQueries: ["ACME stock price"],
      reason: "needs today's price",
      live: true,
    });
  });

  it("drops sub-queries already run or repeated, and keeps at most 3", async () => {
    const proposed = [
      "Auth v3 ?",
      "AUTH  v3 token-expiry!",
      "auth v4",
      "Auth v4.",
      "v4 refresh",
      "v4 scopes",
      "v4 revocation",
    ];
    const chat = fakeChat([json({ sufficient: false, reason: "gap", sub_queries: proposed, live_data: false })]);
    const out = await new LlmPlanner(chat, fallbackPlanner).decide(
      decideInput({ done: ["auth v3 token expiry", "auth v3"] }),
    );
    expect(out).toEqual({ kind: "continue", subQueries: ["auth v4", "v4 refresh", "v4 scopes"], reason: "gap" });
  });

  it("returns continue with no sub-queries when every proposal was already run", async () => {
    const chat = fakeChat([
      json({ sufficient: false, reason: "gap", sub_queries: ["Auth v3 Token Expiry?"], live_data: false }),
    ]);
    expect(await new LlmPlanner(chat, fallbackPlanner).decide(decideInput())).toEqual({
      kind: "continue",
      subQueries: [],
      reason: "gap",
    });
    expect(chat.requests).toHaveLength(1);
  });

  it("repairs a reply without a boolean 'sufficient'", async () => {
    const chat = fakeChat([
      json({ reason: "?" }),
      json({ sufficient: true, reason: "ok", sub_queries: [], live_data: false }),
    ]);
    expect(await new LlmPlanner(chat, fallbackPlanner).decide(decideInput())).toEqual({
      kind: "sufficient",
      reason: "ok",
    });
    expect(chat.requests[1]!.messages[3]!.content).toContain('"sufficient" is not a boolean');
  });

  it("falls back after garbage twice, and on a throwing model, never throwing itself", async () => {
    const garbage = fakeChat(["I think so", "yes"]);
    expect(await new LlmPlanner(garbage, fallbackPlanner).decide(decideInput())).toEqual({
      kind: "continue",
      subQueries: ["local gap"],
      reason: "local rules (llm fallback: llm output unusable after repair: not JSON)",
    });
    const failing = fakeChat([new StageError("chat", "fake failed: JSON Mode couldn't be met")]);
    const out = await new LlmPlanner(failing, fallbackPlanner).decide(decideInput());
    expect(out).toMatchObject({ kind: "continue", subQueries: ["local gap"] });
    expect(out.reason).toMatch(/llm fallback: chat failed: chat: .*JSON Mode couldn't be met/);
    expect(failing.requests).toHaveLength(1);
  });

  it("goes through the Workers AI binding with response_format", async () => {
    const calls: any[] = [];
    const ai = {
      async run(_model: string, inputs: unknown) {
        calls.push(inputs);
        return { response: planned };
      },
    };
    expect(await new LlmPlanner(workersAiChat(ai), fallbackPlanner).plan({ question, queryTime })).toEqual(
      planned.sub_queries,
    );
    expect(calls[0].response_format).toEqual({ type: "json_schema", json_schema: { ...PLAN_SCHEMA, title: "plan" } });
    expect(calls[0].max_tokens).toBe(200);
  });
});

describe("LlmGate", () => {
  const routes: Record<(typeof GATE_KINDS)[number], string> = {
    lookup: "single-pass",
    comparison: "dynamic",
    "multi-hop": "dynamic",
    aggregation: "dynamic",
    vague: "dynamic",
    other: "single-pass",
  };
  it.each(GATE_KINDS.map((k) => [k, routes[k]]))("routes %s to %s", async (kind, route) => {
    const chat = fakeChat([json({ kind, reason: "because" })]);
    expect(await new LlmGate(chat, fallbackGate).classify(question)).toEqual({ route, kind, reason: "because" });
    const request = chat.requests[0]!;
    expect(request.maxTokens).toBe(80);
    expect(request.jsonSchema).toEqual({ name: "gate", schema: GATE_SCHEMA });
    expect(request.messages[1]!.content).toBe(`Question: ${question}`);
  });

  it("accepts spelling variants of a kind in a string reply", async () => {
    const chat = fakeChat(['{"kind": "Multi_Hop", "reason": "chain"}']);
    expect(await new LlmGate(chat, fallbackGate).classify(question)).toEqual({
      route: "dynamic",
      kind: "multi-hop",
      reason: "chain",
    });
  });

  it("falls back to the local gate on an unknown kind (no repair) and on a throwing model", async () => {
    const odd = fakeChat([json({ kind: "tricky", reason: "?" })]);
    expect(await new LlmGate(odd, fallbackGate).classify(question)).toEqual({
      route: "single-pass",
      kind: "lookup",
      reason: 'local rules (llm fallback: llm output unusable: unknown kind "tricky")',
    });
    expect(odd.requests).toHaveLength(1);
    const failing = fakeChat([new Error("network")]);
    expect((await new LlmGate(failing, fallbackGate).classify(question)).reason).toBe(
      "local rules (llm fallback: chat failed: network)",
    );
  });

  it("takes the rules gate's route on a fallback, never its plan: the model's planner plans the loop", async () => {
    const planning: Gate = {
      classify: async () => ({ route: "dynamic", kind: "multi-hop", reason: "rules", plan: [question, "hop one"] }),
    };
    const out = await new LlmGate(fakeChat([new Error("network")]), planning).classify(question);
    expect(out).toMatchObject({ route: "dynamic", kind: "multi-hop" });
    expect(out.plan).toBeUndefined();
  });
});
