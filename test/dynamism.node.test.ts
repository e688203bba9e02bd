// The dynamism check that triggers the API fallback: local rules relative to the query time, and
// the LLM classifier's JSON reading with the binding replaced (falling back to the rules).
import { describe, expect, it } from "vitest";
import { LlmDynamism, readDynamism } from "../src/skills/llm/dynamism";
import { classifyDynamism, LocalDynamism, needsLiveData } from "../src/skills/local/dynamism";
import { fakeAi, workersAiChat } from "./fake-ai";

const QUERY_TIME = "2024-03-15T10:00:00Z";
const CRAG_TIME = "03/05/2024, 23:18:31 PT"; // CRAG's own query_time format

describe("LocalDynamism", () => {
  it.each([
    // real-time: the present value of something that changes by the minute
    ["What is Apple's stock price right now?", "real-time"],
    ["Is eu-west degraded right now?", "real-time"],
    ["What is the current status of the us-east region?", "real-time"],
    ["which company have larger market cap, plya or seatw?", "real-time"], // CRAG dev: real-time
    ["which companies have the highest level of dividend yield?", "real-time"], // CRAG dev: real-time
    ["what company in the dow jones is the best performer today?", "real-time"], // CRAG dev: real-time
    ["What's the weather in Paris today?", "real-time"],
    // fast-changing: days or weeks
    ["What was the score of the Lakers game yesterday?", "fast-changing"],
    ["Which NBA games are on this week?", "fast-changing"],
    ["What is the latest release of Lumen Relay?", "fast-changing"],
    ["Who plays tonight?", "fast-changing"],
    ["What was the closing price of AAPL on March 12, 2024?", "fast-changing"], // three days before the query
    // slow-changing: months or years
    ["Who is the current CEO of Apple?", "slow-changing"],
    ["how many times has rory mcilroy won the masters tournament?", "slow-changing"],
    ["name three celebrities who have been involved in successful collaborations with beauty brands.", "slow-changing"], // CRAG: slow
    ["Which movies come out in 2024?", "slow-changing"],
    // static: settled facts
    ["Who won the Oscar for best actor in 1995?", "static"],
    ["What was Apple's closing price on 2021-01-04?", "static"],
    ["is microsoft office 2019 available in a greater number of languages than microsoft office 2013?", "static"], // CRAG: static
    ["what is the shortest highway in the us in feet?", "static"], // CRAG: static
    ["who was the first actor to play the role of a comic book villain in a live-action movie?", "static"], // CRAG: static
    ["Which HTTP status does the quota_exceeded error return?", "static"],
    ["How much does the Team plan cost per month?", "static"],
  ])("%s → %s", (question, expected) => {
    expect(classifyDynamism(question, QUERY_TIME).dynamism).toBe(expected);
  });

  it("judges dates relative to the query time, in CRAG's format too", () => {
    expect(classifyDynamism("What was the closing price of AAPL on March 1, 2024?", CRAG_TIME).dynamism).toBe(
      "fast-changing",
    );
    expect(
      classifyDynamism("What was the closing price of AAPL on March 1, 2024?", "2024-09-01T00:00:00Z").dynamism,
    ).toBe("static");
    expect(classifyDynamism("How has the AAPL share price moved since 2020?", QUERY_TIME).dynamism).toBe("real-time"); // still running
    expect(classifyDynamism("Who has coached the Bulls since 2020?", QUERY_TIME).dynamism).toBe("slow-changing");
  });

  it("gives its reason", async () => {
    const outcome = await new LocalDynamism().classify("Who won the Oscar for best actor in 1995?", QUERY_TIME);
    expect(outcome).toEqual({ dynamism: "static", reason: "asks about 1995, before the query year 2024" });
    expect(classifyDynamism("Is eu-west degraded right now?", QUERY_TIME).reason).toBe(
      '"right now" with a live subject ("degraded")',
    );
  });

  it("triggers the API fallback on real-time and fast-changing questions only", () => {
    expect(needsLiveData({ dynamism: "real-time", reason: "" })).toBe(true);
    expect(needsLiveData({ dynamism: "fast-changing", reason: "" })).toBe(true);
    expect(needsLiveData({ dynamism: "slow-changing", reason: "" })).toBe(false);
    expect(needsLiveData({ dynamism: "static", reason: "" })).toBe(false);
  });
});

describe("LlmDynamism", () => {
  const classify = async (reply: unknown, question = "Is eu-west degraded right now?") => {
    const ai = fakeAi([reply]);
    const outcome = await new LlmDynamism(workersAiChat(ai), new LocalDynamism()).classify(question, QUERY_TIME);
    return { outcome, input: ai.calls[0]?.inputs };
  };

  it("asks for a JSON classification with the query time", async () => {
    const { outcome, input } = await classify({ response: { dynamism: "real-time", reason: "current status" } });
    expect(outcome).toEqual({ dynamism: "real-time", reason: "current status" });
    expect(input.response_format.type).toBe("json_schema");
    expect(input.response_format.json_schema.properties.dynamism.enum).toEqual([
      "real-time",
      "fast-changing",
      "slow-changing",
      "static",
    ]);
    expect(input.messages[1].content).toBe(`Query time: ${QUERY_TIME}\nQuestion: Is eu-west degraded right now?`);
  });

  it.each<[string, unknown, string]>([
    [
      "a JSON string in a fence",
      { response: '```json\n{"dynamism": "fast-changing", "reason": "weekly"}\n```' },
      "fast-changing",
    ],
    ["a differently written class", { response: { dynamism: "Slow Changing", reason: "years" } }, "slow-changing"],
  ])("reads %s", async (_label, reply, expected) => {
    expect((await classify(reply)).outcome.dynamism).toBe(expected);
  });

  it.each<[string, unknown]>([
    ["an unknown class", { response: { dynamism: "sometimes", reason: "?" } }],
    ["prose", { response: "It depends." }],
    ["a failed call", new Error("JSON Mode couldn't be met")],
  ])("falls back to the local rules on %s", async (_label, reply) => {
    const { outcome } = await classify(reply);
    expect(outcome.dynamism).toBe("real-time");
    expect(outcome.reason).toMatch(
      /^local rules \((model output unusable|model call failed: .*JSON Mode couldn't be met)\): "right now"/,
    );
  });

  it("readDynamism needs a known class", () => {
    expect(readDynamism('{"dynamism": "static"}')).toEqual({ dynamism: "static", reason: "model classification" });
    expect(readDynamism({ reason: "no class" })).toBeUndefined();
  });
});
