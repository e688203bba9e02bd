// The fused calls of issue 18 over a scripted ChatModel: the classification (gate + dynamism) and the loop's
// round judgement (rerank + decide), their JSON schemas, and their fallbacks, half by half.
import { describe, expect, it } from "vitest";
import type { ChatModel, ChatRequest, ChatResult } from "../src/models/types";
import { CLASSIFY_SCHEMA, LlmClassifier } from "../src/skills/llm/classify";
import { JUDGE_SCHEMA, LlmRoundJudge } from "../src/skills/llm/judge-round";
import { LexicalReranker } from "../src/skills/local/lexical-rerank";
import type { Gate, Planner, RoundJudgeInput } from "../src/skills/types";

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
});
