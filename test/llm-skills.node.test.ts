// The llm/ skills over a ChatModel or the AI binding. The binding is replaced by a recorder that
// answers in the documented Workers AI shapes (there is no local simulator).
import { describe, expect, it } from "vitest";
import { parseJsonLoose } from "../src/json";
import { Budget } from "../src/models/budget";
import { meteredChat } from "../src/models/metered-chat";
import { LlmAnswerer, parseAnswer } from "../src/skills/llm/answer";
import { BgeReranker } from "../src/skills/llm/bge-rerank";
import { LlmReranker, RERANK_SCHEMA } from "../src/skills/llm/rerank";
import { IDK, INVALID_QUESTION, type Reranker } from "../src/skills/types";
import type { Passage, ScoredPassage } from "../src/types";
import { fakeAi, workersAiChat } from "./fake-ai";

/** Test double for the lexical collaborator: fixed, recognisable scores. */
const lexical: Reranker = {
  async rerank(_question, passages) {
    return { scores: passages.map((_, i) => 0.01 * (i + 1)), via: "lexical" };
  },
};

const question = "Who wrote Dune?";
const passages: Passage[] = [
  { id: "a", text: "Dune is a 1965 novel by Frank Herbert.", source: "corpus", title: "Dune" },
  { id: "b", text: "Arrakis is a desert planet.", source: "page" },
  { id: "c", text: "Paris is the capital of France.", source: "corpus" },
];
const good = {
  scores: [
    { id: 1, score: 0.95 },
    { id: 2, score: 0.4 },
    { id: 3, score: 0 },
  ],
};

describe("parseJsonLoose", () => {
  it.each<[string, unknown, unknown]>([
    ["an object as is", { a: 1 }, { a: 1 }],
    ["a JSON string", '{"a": 1}', { a: 1 }],
    ["a fenced block", '```json\n{"a": [1, 2]}\n```', { a: [1, 2] }],
    ["an unlabelled fence", "```\n[1, 2]\n```", [1, 2]],
    ["JSON after prose", 'Here you go: {"a": "x}"} hope it helps', { a: "x}" }],
    ["the first parseable span", 'Scores {bad} then {"a": 2}', { a: 2 }],
    ["prose", "I don't know", undefined],
    ["an empty string", "", undefined],
    ["a truncated object", '{"a": [1, 2', undefined],
    ["undefined", undefined, undefined],
  ])("reads %s", (_label, input, expected) => {
    expect(parseJsonLoose(input)).toEqual(expected);
  });
});

describe("LlmReranker", () => {
  it("scores every passage in one JSON-schema call and returns scores in input order", async () => {
    const ai = fakeAi([{ response: { scores: [good.scores[2], good.scores[0], good.scores[1]] } }]);
    const out = await new LlmReranker(workersAiChat(ai), lexical).rerank(question, passages);

    expect(out).toEqual({ scores: [0.95, 0.4, 0], via: "llm" });
    expect(ai.calls).toHaveLength(1);
    const { model, inputs } = ai.calls[0]!;
    expect(model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(inputs.temperature).toBe(0);
    expect(inputs.max_tokens).toBe(32 + 16 * 3);
    expect(inputs.response_format).toEqual({ type: "json_schema", json_schema: { ...RERANK_SCHEMA, title: "rerank" } });
    expect(inputs.messages.map((m: { role: string }) => m.role)).toEqual(["system", "user"]);
    const user: string = inputs.messages[1].content;
    expect(user).toContain("Question: Who wrote Dune?");
    expect(user).toContain("[1] (Dune) Dune is a 1965 novel by Frank Herbert.");
    expect(user).toContain("[3] Paris is the capital of France.");
  });

  it("truncates long passages", async () => {
    const ai = fakeAi([{ response: { scores: [{ id: 1, score: 1 }] } }]);
    const long: Passage = { id: "l", text: "word ".repeat(1000), source: "page" };
    await new LlmReranker(workersAiChat(ai), lexical, { maxPassageChars: 100 }).rerank(question, [long]);
    const line = (ai.calls[0]!.inputs.messages[1].content as string).split("\n").find((l) => l.startsWith("[1]"))!;
    expect(line.length).toBeLessThanOrEqual(105);
    expect(line.endsWith("…")).toBe(true);
  });

  it("reads a JSON string, a fenced string and a bare array", async () => {
    for (const response of [
      JSON.stringify(good),
      "```json\n" + JSON.stringify(good) + "\n```",
      JSON.stringify(good.scores),
    ]) {
      const ai = fakeAi([{ response }]);
      const out = await new LlmReranker(workersAiChat(ai), lexical).rerank(question, passages);
      expect(out).toEqual({ scores: [0.95, 0.4, 0], via: "llm" });
    }
  });

  it("repairs garbage once, sending the bad output back", async () => {
    const ai = fakeAi([{ response: "Passage 1 is the best one." }, { response: good }]);
    const out = await new LlmReranker(workersAiChat(ai), lexical).rerank(question, passages);

    expect(out).toEqual({ scores: [0.95, 0.4, 0], via: "llm" });
    expect(ai.calls).toHaveLength(2);
    const repair = ai.calls[1]!.inputs;
    expect(repair.messages.map((m: { role: string }) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(repair.messages[2].content).toBe("Passage 1 is the best one.");
    expect(repair.messages[3].content).toContain("every id from 1 to 3");
    expect(repair.response_format).toEqual({ type: "json_schema", json_schema: { ...RERANK_SCHEMA, title: "rerank" } });
  });

  it("falls back to lexical scores after garbage twice, saying why", async () => {
    const ai = fakeAi([{ response: "no idea" }, { response: "still no idea" }]);
    const out = await new LlmReranker(workersAiChat(ai), lexical).rerank(question, passages);

    expect(ai.calls).toHaveLength(2);
    expect(out.scores).toEqual([0.01, 0.02, 0.03]);
    expect(out.via).toBe("lexical");
    expect(out.fallback).toMatch(/unusable after repair: not JSON/);
  });

  it("falls back when ids are still missing after the repair", async () => {
    const partial = { scores: [{ id: 1, score: 0.9 }] };
    const ai = fakeAi([{ response: partial }, { response: { scores: [...partial.scores, { id: 7, score: 1 }] } }]);
    const out = await new LlmReranker(workersAiChat(ai), lexical).rerank(question, passages);

    expect(ai.calls[1]!.inputs.messages[3].content).toContain("missing ids 2, 3");
    expect(out).toEqual({
      scores: [0.01, 0.02, 0.03],
      via: "lexical",
      fallback: "llm output unusable after repair: missing ids 2, 3",
    });
  });

  it("falls back without a repair when the chat call fails, and the failed call is metered", async () => {
    const ai = fakeAi([new Error("JSON Mode couldn't be met")]);
    const meter = new Budget();
    const out = await new LlmReranker(meteredChat(workersAiChat(ai), meter), lexical).rerank(question, passages);

    expect(ai.calls).toHaveLength(1);
    expect(out.via).toBe("lexical");
    expect(out.fallback).toMatch(/^chat failed: chat: .*JSON Mode couldn't be met/);
    expect(meter.model_calls).toBe(1);
  });

  it("falls back when the repair call fails", async () => {
    const ai = fakeAi([{ response: "garbage" }, new Error("network")]);
    const out = await new LlmReranker(workersAiChat(ai), lexical).rerank(question, passages);
    expect(out.via).toBe("lexical");
    expect(out.fallback).toMatch(/^repair call failed: .*network/);
  });

  it("rescales a clear 0-10 or 0-100 answer and clamps the rest", async () => {
    const cases: [number[], number[]][] = [
      [
        [9, 4, 0],
        [0.9, 0.4, 0],
      ],
      [
        [7.5, 3, 0],
        [0.75, 0.3, 0],
      ],
      [
        [80, 35, 5],
        [0.8, 0.35, 0.05],
      ],
      [
        [1.2, 0.5, 0.3],
        [1, 0.5, 0.3],
      ],
      [
        [-0.5, 0.5, 1],
        [0, 0.5, 1],
      ],
      [
        [500, 0.5, 0.2],
        [1, 0.5, 0.2],
      ],
    ];
    for (const [raw, expected] of cases) {
      const ai = fakeAi([{ response: { scores: raw.map((score, i) => ({ id: i + 1, score })) } }]);
      const out = await new LlmReranker(workersAiChat(ai), lexical).rerank(question, passages);
      expect(out.scores.map((s) => Number(s.toFixed(4)))).toEqual(expected);
    }
  });

  it("makes no call for no passages", async () => {
    const ai = fakeAi([]);
    expect(await new LlmReranker(workersAiChat(ai), lexical).rerank(question, [])).toEqual({ scores: [], via: "llm" });
    expect(ai.calls).toHaveLength(0);
  });
});

describe("BgeReranker", () => {
  it("sends query, contexts and top_k in one call and maps best-first ids back to input order", async () => {
    const ai = fakeAi([
      {
        response: [
          { id: 0, score: 0.98 },
          { id: 1, score: 0.3 },
          { id: 2, score: 0.001 },
        ].reverse(),
      },
    ]);
    const meter = new Budget();
    const out = await new BgeReranker(ai, lexical, meter).rerank(question, passages);

    expect(ai.calls).toEqual([
      {
        model: "@cf/baai/bge-reranker-base",
        inputs: { query: question, contexts: passages.map((p) => ({ text: p.text })), top_k: 3 },
      },
    ]);
    expect(out).toEqual({ scores: [0.98, 0.3, 0.001], via: "bge-reranker" });
    expect(meter.model_calls).toBe(1);
    expect(meter.input_tokens).toBeGreaterThan(0);
  });

  it("applies a sigmoid when the scores are logits", async () => {
    const ai = fakeAi([
      {
        response: [
          { id: 2, score: -8.15 },
          { id: 0, score: 6.18 },
          { id: 1, score: 0 },
        ],
      },
    ]);
    const out = await new BgeReranker(ai, lexical, new Budget()).rerank(question, passages);
    expect(out.scores.map((s) => Number(s.toFixed(4)))).toEqual([0.9979, 0.5, 0.0003]);
  });

  it("falls back when a passage is missing from the response", async () => {
    const ai = fakeAi([
      {
        response: [
          { id: 0, score: 0.9 },
          { id: 5, score: 0.9 },
        ],
      },
    ]);
    const out = await new BgeReranker(ai, lexical, new Budget()).rerank(question, passages);
    expect(out).toEqual({
      scores: [0.01, 0.02, 0.03],
      via: "lexical",
      fallback: "bge-reranker scored 1 of 3 passages",
    });
  });

  it("falls back on a malformed response", async () => {
    const ai = fakeAi([{ result: "?" }]);
    const out = await new BgeReranker(ai, lexical, new Budget()).rerank(question, passages);
    expect(out.via).toBe("lexical");
    expect(out.fallback).toBe("bge-reranker returned no response array");
  });

  it("falls back when the binding throws, and still counts the call", async () => {
    const ai = fakeAi([new Error("Binding AI needs to be run remotely")]);
    const meter = new Budget();
    const out = await new BgeReranker(ai, lexical, meter).rerank(question, passages);
    expect(out.via).toBe("lexical");
    expect(out.fallback).toContain("Binding AI needs to be run remotely");
    expect(meter.model_calls).toBe(1);
  });
});

const scored: ScoredPassage[] = passages.map((p, i) => ({ ...p, score: 1 - i * 0.3 }));
const queryTime = "2024-03-05T10:00:00-08:00";

describe("LlmAnswerer", () => {
  it("sends one plain-text call with the rules, the query time and numbered references", async () => {
    const ai = fakeAi([{ response: "Frank Herbert [1]", usage: { prompt_tokens: 300, completion_tokens: 5 } }]);
    const out = await new LlmAnswerer(workersAiChat(ai)).answer({
      question,
      queryTime,
      passages: scored,
      threshold: 0.5,
    });

    expect(out).toEqual({ answer: "Frank Herbert [1]", cited: [1], abstained: false });
    const { model, inputs } = ai.calls[0]!;
    expect(model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(
      Object.keys(inputs)
        .filter((k) => inputs[k] !== undefined)
        .sort(),
    ).toEqual(["max_tokens", "messages", "temperature"]);
    expect(inputs.max_tokens).toBe(128);
    expect(inputs.temperature).toBe(0);
    const [system, user] = inputs.messages;
    expect([system.role, user.role]).toEqual(["system", "user"]);
    expect(system.content).toContain("as few words as possible");
    expect(system.content).toContain(`The current time is ${queryTime}`);
    expect(system.content).toContain("as [n]");
    expect(system.content).toContain(`reply exactly "${IDK}"`);
    expect(system.content).toContain(`reply exactly "${INVALID_QUESTION}"`);
    expect(user.content).toContain("[1] (Dune) Dune is a 1965 novel by Frank Herbert.");
    expect(user.content).toContain("[2] Arrakis is a desert planet.");
    expect(user.content).toMatch(/Question: Who wrote Dune\?$/);
  });

  it("answers closed-book without references or citations", async () => {
    const ai = fakeAi([{ response: "Frank Herbert [1]" }]);
    const out = await new LlmAnswerer(workersAiChat(ai)).answer({
      question,
      queryTime,
      passages: [],
      threshold: 0.5,
      closedBook: true,
    });

    // No references were given, so a marker cites nothing and is dropped.
    expect(out).toEqual({ answer: "Frank Herbert", cited: [], abstained: false });
    const [system, user] = ai.calls[0]!.inputs.messages;
    expect(system.content).toContain("own knowledge");
    expect(system.content).not.toContain("references");
    expect(user.content).toBe("Question: Who wrote Dune?");
  });

  it("abstains without a call when there is nothing to ground the answer in", async () => {
    const ai = fakeAi([]);
    const out = await new LlmAnswerer(workersAiChat(ai)).answer({ question, queryTime, passages: [], threshold: 0.5 });
    expect(out).toEqual({ answer: IDK, cited: [], abstained: true });
    expect(ai.calls).toHaveLength(0);
  });

  it("propagates a chat failure as the chat model's StageError", async () => {
    const ai = fakeAi([new Error("boom")]);
    const answering = new LlmAnswerer(workersAiChat(ai)).answer({
      question,
      queryTime,
      passages: scored,
      threshold: 0.5,
    });
    await expect(answering).rejects.toMatchObject({ name: "StageError", stage: "chat" });
  });
});

describe("parseAnswer", () => {
  it.each<[string, number, object]>([
    ["Frank Herbert [1][3]", 3, { answer: "Frank Herbert [1][3]", cited: [1, 3], abstained: false }],
    ["1965 [2, 1] and [2]", 3, { answer: "1965 [2, 1] and [2]", cited: [2, 1], abstained: false }],
    ["Herbert [4] [0] [2]", 3, { answer: "Herbert [2]", cited: [2], abstained: false }],
    ['Answer: "Frank Herbert"', 3, { answer: "Frank Herbert", cited: [], abstained: false }],
    ["I don't know.", 3, { answer: IDK, cited: [], abstained: true }],
    ["Sorry, I DON’T KNOW [1]", 3, { answer: IDK, cited: [], abstained: true }],
    ["", 3, { answer: IDK, cited: [], abstained: true }],
    ["Invalid question.", 3, { answer: INVALID_QUESTION, cited: [], abstained: false, invalidQuestion: true }],
    ["invalid question [2]", 3, { answer: INVALID_QUESTION, cited: [2], abstained: false, invalidQuestion: true }],
  ])("reads %j", (text, count, expected) => {
    expect(parseAnswer(text, count)).toEqual(expected);
  });
});
