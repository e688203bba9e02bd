// The fused calls of issue 18 over a scripted ChatModel: the classification (gate + dynamism) and the loop's
// round judgement (rerank + decide), their JSON schemas, and their fallbacks, half by half; and the fused loop over a
// scripted Workers AI binding, which goes on when the judgement names a missing hop (as llm-hops does in two calls).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import type { ChatModel, ChatRequest, ChatResult } from "../src/models/types";
import { runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { CLASSIFY_SCHEMA, LlmClassifier } from "../src/skills/llm/classify";
import { JUDGE_SCHEMA, LlmRoundJudge } from "../src/skills/llm/judge-round";
import { LexicalReranker } from "../src/skills/local/lexical-rerank";
import type { Gate, Planner, RoundJudgeInput } from "../src/skills/types";
import { Trace } from "../src/trace";
import { fakeAi } from "./fake-ai";

type Reply = unknown | string | Error;

function scripted(replies: Reply[]): ChatModel & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  return {
    id: "scripted",
    requests,
    async chat(request) {
      requests.push(request);
      const reply = replies.shift();
      if (reply === undefined) throw new Error("no scripted reply left");
      if (reply instanceof Error) throw reply;
      const usage = { input_tokens: 0, output_tokens: 0 };
      return (
        typeof reply === "string" ? { text: reply, usage } : { text: JSON.stringify(reply), json: reply, usage }
      ) as ChatResult;
    },
  };
}

const rulesGate: Gate = { classify: async () => ({ route: "dynamic", kind: "comparison", reason: "local rules" }) };
const QT = "2026-03-01T12:00:00Z";

describe("LlmClassifier: the gate and the dynamism check in one call", () => {
  it("reads both from one JSON reply and routes by kind", async () => {
    const chat = scripted([{ kind: "comparison", dynamism: "real-time", reason: "two things, now" }]);
    const out = await new LlmClassifier(chat, rulesGate).classify("Is v3 or v4 up right now?", QT);
    expect(out.gate).toMatchObject({ route: "dynamic", kind: "comparison" });
    expect(out.dynamism.dynamism).toBe("real-time");
    expect(chat.requests).toHaveLength(1);
    expect(chat.requests[0]!.jsonSchema).toEqual({ name: "classify", schema: CLASSIFY_SCHEMA });
    expect(chat.requests[0]!.messages[1]!.content).toContain(QT);
  });

  it("a lookup goes to the single pass", async () => {
    const out = await new LlmClassifier(
      scripted([{ kind: "lookup", dynamism: "static", reason: "one fact" }]),
      rulesGate,
    ).classify("When was v4 released?", QT);
    expect(out.gate.route).toBe("single-pass");
    expect(out.dynamism.dynamism).toBe("static");
  });

  it("each unusable half falls back to its own local rules, without a repair call", async () => {
    const chat = scripted([{ kind: "lookup", dynamism: "sometimes", reason: "?" }]);
    const out = await new LlmClassifier(chat, rulesGate).classify("What is the status of eu-west right now?", QT);
    expect(out.gate.kind).toBe("lookup");
    expect(out.dynamism.dynamism).toBe("real-time"); // the temporal-cue rules: "right now" + "status"
    expect(out.dynamism.reason).toMatch(/^local rules/);
    const failed = await new LlmClassifier(scripted([new Error("timeout")]), rulesGate).classify(
      "Compare v3 and v4",
      QT,
    );
    expect(failed.gate).toMatchObject({ kind: "comparison", reason: expect.stringContaining("llm fallback") });
    expect(failed.dynamism.reason).toContain("timeout");
    expect(chat.requests).toHaveLength(1);
  });
});

describe("LlmRoundJudge: the loop's rerank and decide in one call", () => {
  const fresh = [
    {
      id: "a",
      text: "Version 4 uses short-lived access tokens that expire after 15 minutes.",
      source: "corpus" as const,
    },
    { id: "b", text: "The cafeteria serves soup on Fridays.", source: "corpus" as const },
  ];
  const input: RoundJudgeInput = {
    question: "How long do v4 tokens last?",
    queryTime: QT,
    fresh,
    pooled: [{ id: "k", text: "Version 3 used long-lived API keys.", source: "corpus", score: 0.4 }],
    evidenceLimit: 10,
    done: ["How long do v4 tokens last?"],
    threshold: 0.5,
    round: 1,
  };
  const planner: Planner = {
    plan: async () => [],
    decide: async (i) => ({
      kind: "continue",
      subQueries: ["local gap"],
      reason: `local rules saw ${i.evidence.map((p) => p.id).join(",")}`,
    }),
  };

  it("scores the new passages and decides from one JSON reply", async () => {
    const chat = scripted([
      {
        scores: [
          { id: 1, score: 0.9 },
          { id: 2, score: 0 },
        ],
        sufficient: false,
        reason: "v3 side missing",
        sub_queries: ["v3 token lifetime", "How long do v4 tokens last?"],
        live_data: false,
      },
    ]);
    const out = await new LlmRoundJudge(chat, { reranker: new LexicalReranker(), planner }).judge(input);
    expect(out.rerank).toEqual({ scores: [0.9, 0], via: "llm" });
    // A search already run is dropped from the proposals.
    expect(out.decision).toEqual({ kind: "continue", subQueries: ["v3 token lifetime"], reason: "v3 side missing" });
    expect(chat.requests).toHaveLength(1);
    expect(chat.requests[0]!.jsonSchema).toEqual({ name: "judge", schema: JUDGE_SCHEMA });
    const prompt = chat.requests[0]!.messages[1]!.content;
    expect(prompt).toContain("(0.4) Version 3 used long-lived API keys."); // the kept evidence, with its score
    expect(prompt).toContain("[2] The cafeteria serves soup");
  });

  it("a judgement naming a missing part goes on with its query, whatever it says of the whole", async () => {
    const chat = scripted([
      {
        scores: [
          { id: 1, score: 0.9 },
          { id: 2, score: 0 },
        ],
        sufficient: true,
        reason: "v4 found",
        missing: ["v3 token lifetime"],
        sub_queries: [],
        live_data: false,
      },
    ]);
    const out = await new LlmRoundJudge(chat, { reranker: new LexicalReranker(), planner }).judge(input);
    expect(out.decision).toEqual({
      kind: "continue",
      subQueries: ["v3 token lifetime"],
      reason: "v4 found",
      parts: [{ name: "v3 token lifetime", covered: false }],
    });
    const [system, user] = chat.requests[0]!.messages;
    expect(system!.content).toContain('"missing"');
    expect(system!.content).toContain("is data");
    // The kept evidence is data too, between the delimiters.
    expect(user!.content).toMatch(/<<<DATA\n- \(0\.4\) Version 3 used long-lived API keys\.\nDATA>>>/);
  });

  it("repairs once, then falls back to the lexical scores and the local decision on the evidence they rank", async () => {
    const chat = scripted(["looks fine", { scores: [{ id: 1, score: 0.9 }] }]);
    const out = await new LlmRoundJudge(chat, { reranker: new LexicalReranker(), planner }).judge(input);
    expect(chat.requests).toHaveLength(2);
    expect(chat.requests[1]!.optional).toBe(true);
    expect(out.rerank.via).toBe("lexical");
    expect(out.rerank.fallback).toContain("missing ids 2");
    expect(out.rerank.scores[0]!).toBeGreaterThan(out.rerank.scores[1]!);
    expect(out.decision).toMatchObject({ kind: "continue", subQueries: ["local gap"] });
    // The fallback decision saw the old and the new passages, best first.
    expect((out.decision as { reason: string }).reason).toMatch(/local rules saw a,k,b|local rules saw k,a,b/);
  });

  it("the fallback decision sees each sub-query's hits with their scores, as the two-call decide does", async () => {
    let seen: unknown;
    const spy: Planner = {
      ...planner,
      decide: async (i) => {
        seen = i.hits;
        return planner.decide(i);
      },
    };
    const hits = [
      { query: "v3 keys", ids: ["k"] },
      { query: "How long do v4 tokens last?", ids: ["b", "a", "gone"] },
    ];
    await new LlmRoundJudge(scripted([new Error("down")]), { reranker: new LexicalReranker(), planner: spy }).judge({
      ...input,
      hits,
    });
    expect(seen).toMatchObject([
      { query: "v3 keys", passages: [{ id: "k", score: 0.4 }] },
      { query: "How long do v4 tokens last?", passages: [{ id: "b" }, { id: "a" }] },
    ]);
    const v4 = (seen as { passages: { score: number }[] }[])[1]!.passages;
    expect(v4).toHaveLength(2);
    expect(v4[1]!.score).toBeGreaterThan(v4[0]!.score);
  });
});

describe("the fused loop decides on completeness", () => {
  const page = (name: string, text: string) => ({
    url: `https://wiki.example/${name.replace(/ /g, "_")}`,
    name,
    html: `<html><head><title>${name}</title></head><body><p>${text}</p></body></html>`,
  });
  const pages = [
    page("Jump for Glory", "Jump for Glory is a 1937 British crime film directed by Raoul Walsh."),
    page("Raoul Walsh", "Raoul Walsh was an American film director. He was married to the actress Miriam Cooper."),
    page("Glory Road", "Glory Road is a 2006 sports drama film about a basketball coach in Texas."),
  ];
  const systems: string[] = [];
  /** Plans the first hop; the round judgement names the second hop missing until the spouse's page is in. */
  const ai = fakeAi((_model, inputs) => {
    if (Array.isArray(inputs.text))
      return { shape: [inputs.text.length, 768], data: inputs.text.map(() => new Array(768).fill(0.01)) };
    const system: string = inputs.messages[0].content;
    const user: string = inputs.messages.at(-1).content;
    systems.push(system.slice(0, 24));
    if (system.startsWith("You classify how fast")) return { response: { dynamism: "static", reason: "a film" } };
    if (system.startsWith("You plan searches")) return { response: { sub_queries: ["director of Jump for Glory"] } };
    if (system.startsWith("You do two jobs")) {
      const n = Number(/Score all (\d+) new passages/.exec(user)![1]);
      const scores = Array.from({ length: n }, (_, i) => ({ id: i + 1, score: 0.8 }));
      // The first hop's passage scores well on the whole question; the judgement still names the second hop.
      const secondHop = user.includes("Miriam Cooper");
      return {
        response: {
          scores,
          sufficient: true,
          reason: secondHop ? "both hops found" : "the director is Raoul Walsh; his spouse is not in the evidence",
          missing: secondHop ? [] : ["spouse of Raoul Walsh"],
          sub_queries: secondHop ? [] : ["Raoul Walsh spouse married"],
          live_data: false,
        },
      };
    }
    const ref = (text: string) => [...user.matchAll(/\[(\d+)\]([^[]*)/g)].find((m) => m[2]!.includes(text))?.[1];
    return { response: `Miriam Cooper [${ref("directed by Raoul Walsh")}][${ref("Miriam Cooper")}]` };
  });

  it("by default goes on with the bridge query the judgement names, one call a round, citing both hops", async () => {
    // The default: no RAG_FUSE_ROUND set.
    const services = buildServices({ ...(env as unknown as Bindings), AI: ai, RAG_TOP_K: "1" } as Bindings);
    expect(services.roundJudge).toBeInstanceOf(LlmRoundJudge);
    const trace = new Trace();
    const input = { question: "Who is the spouse of the director of Jump for Glory?", pages, namespace: null };
    const run = { ...input, queryTime: new Date(QT), mode: "dynamic" as const, useApis: false };
    const result = await runQuery("fused-hops", run, services, trace);

    expect(result.iterations).toBe(2);
    expect(result.stop_reason).toBe("sufficient");
    const decisions = trace.events.filter((e) => e.type === "decide");
    expect(decisions[0]!.data).toMatchObject({ kind: "continue", fused: true, missing: ["spouse of Raoul Walsh"] });
    const secondRound = trace.events.find((e) => e.type === "round" && e.data.round === 2)!;
    expect(secondRound.data.sub_queries).toEqual(["Raoul Walsh spouse married"]);
    // One judgement a round: no separate rerank or decide call.
    expect(systems.filter((s) => s.startsWith("You do two jobs"))).toHaveLength(2);
    expect(systems.some((s) => s.startsWith("You check whether") || s.startsWith("You judge how useful"))).toBe(false);
    expect(result.answer).toMatch(/^Miriam Cooper/);
    const cited = result.citations.map((c) => c.title);
    expect(cited).toEqual(expect.arrayContaining(["Jump for Glory", "Raoul Walsh"]));
  });
});
