import { describe, expect, it } from "vitest";
import { modelJudge } from "../../scripts/eval/judge-model.ts";
import { parseJudgeReply } from "../../scripts/eval/judge-prompt.ts";

const reply = (content: string) =>
  (async () =>
    new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status: 200 })) as unknown as typeof fetch;
const cfg = { url: "http://judge.test/v1", model: "m", retries: 0 };
const item = { question: "who wrote dune?", answers: ["Frank Herbert"], falsePremise: false };

describe("model judge", () => {
  it("parses the last JSON block with a score, as CRAG does", () => {
    expect(parseJudgeReply('{"explanation": "x"} wait {"score": 1, "explanation": "ok"}')).toEqual({
      score: 1,
      explanation: "ok",
    });
    expect(parseJudgeReply("no json")).toBeNull();
  });

  it("uses the model's score after the fixed rules", async () => {
    const judge = modelJudge(cfg, reply('{"score": 1, "explanation": "abbreviation"}'));
    expect(await judge(item, { answer: "F. Herbert" })).toMatchObject({
      verdict: "accurate",
      method: "model",
      explanation: "abbreviation",
    });
    const no = modelJudge(cfg, reply('{"score": 0, "explanation": "wrong"}'));
    expect(await no(item, { answer: "Isaac Asimov" })).toMatchObject({ verdict: "hallucinated", method: "model" });
    // Abstentions never reach the model.
    expect(await no(item, { answer: "I don't know" })).toMatchObject({ verdict: "missing" });
  });

  it("falls back to the rules judge when the call fails", async () => {
    const failing = (async () => new Response("down", { status: 500 })) as unknown as typeof fetch;
    const judge = modelJudge(cfg, failing);
    expect(await judge(item, { answer: "It was Frank Herbert." })).toMatchObject({
      verdict: "accurate",
      method: "rules-fallback:gold-in-prediction",
    });
  });
});
