import { describe, expect, it } from "vitest";
import { SAMPLE_QUESTIONS } from "../../src/sample/questions";
import { ask, call, json } from "../helpers";

// Real Workers AI through a remote binding (npm run test:remote): a handful of sample questions, end to end.
// Answers are a model's, so the checks are what any working model must get right, not exact strings.
describe("real Workers AI (remote binding)", () => {
  it("/healthz names Workers AI for every role", async () => {
    const body = await json(await call("GET", "/healthz"));
    expect(body.providers).toMatchObject({ chat: "workers-ai", functions: "workers-ai", embeddings: "workers-ai" });
  });

  const lookups = SAMPLE_QUESTIONS.filter((q) => q.kind === "lookup").slice(0, 3);
  for (const q of lookups) {
    it(`answers "${q.question}" with its fact and a citation`, async () => {
      const res = await ask(q.question, { mode: "single-pass" });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.usage.model_calls).toBeGreaterThan(0);
      for (const fact of q.expect) expect(body.answer.toLowerCase()).toContain(fact.toLowerCase());
      expect(body.citations.length).toBeGreaterThan(0);
    });
  }

  it("streams the answer as token events before the result", async () => {
    const text = await (await ask(lookups[0]!.question, { mode: "single-pass", stream: true })).text();
    const token = text.indexOf("event: token");
    expect(token).toBeGreaterThan(-1);
    expect(token).toBeLessThan(text.indexOf("event: result"));
  });

  it("abstains on a question the corpus does not cover", async () => {
    const q = SAMPLE_QUESTIONS.find((s) => s.kind === "unanswerable")!;
    const body = await json(await ask(q.question, { mode: "single-pass", use_apis: false }));
    expect(body.abstained).toBe(true);
  });
});
