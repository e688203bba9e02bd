// The model-call limit holds on the Workers AI path too: a repair call (one retry on unusable JSON) is made only
// when it fits beside the calls still due. The AI binding is a recorder (Workers AI has no local simulator).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { ensureDemoApis } from "../src/sample/seed";
import { Trace } from "../src/trace";
import { fakeAi } from "./fake-ai";

const NS = "budget-repairs";
const question = "How does authentication in v3 differ from v4?";

/**
 * Workers AI as a model that never writes usable plans or decisions (nor, with `badRerank`, rerank scores, nor the
 * fused round's judgement), but reranks and answers; it calls no function, and its dynamism verdict ("real-time"),
 * alone or with the gate's kind in the fused classification, takes 30 ms to arrive.
 */
function unhelpfulModel(badRerank = false) {
  return fakeAi((_model, inputs) => {
    if (Array.isArray(inputs.text))
      return { shape: [inputs.text.length, 768], data: inputs.text.map(() => new Array(768).fill(0.01)) };
    if (inputs.tools) return { response: "No function fits." };
    const system: string = inputs.messages[0].content;
    if (system.startsWith("Classify a question in two ways")) {
      return new Promise((resolve) =>
        setTimeout(() => resolve({ response: { kind: "lookup", dynamism: "real-time", reason: "now" } }), 30),
      );
    }
    if (system.startsWith("You do two jobs")) return { response: "Some of these look useful." };
    if (system.startsWith("You classify how fast")) {
      return new Promise((resolve) =>
        setTimeout(() => resolve({ response: { dynamism: "real-time", reason: "now" } }), 30),
      );
    }
    if (system.startsWith("You plan searches") || system.startsWith("You check whether"))
      return { response: "I think you should search more." };
    if (system.startsWith("You judge how useful")) {
      if (badRerank) return { response: "They all look fine to me." };
      const n = Number(/Score all (\d+) passages/.exec(inputs.messages[1].content)![1]);
      return { response: { scores: Array.from({ length: n }, (_, i) => ({ id: i + 1, score: 0.2 })) } };
    }
    return { response: "Version 4 uses short-lived tokens [1]." };
  });
}

const kind = (inputs: any) => {
  const system: string = inputs.messages?.[0]?.content ?? "";
  if (inputs.text) return "embed";
  if (inputs.tools) return "router";
  if (system.startsWith("Classify a question in two ways")) return "classify";
  if (system.startsWith("You do two jobs")) return "judge";
  return system.startsWith("You plan")
    ? "plan"
    : system.startsWith("You check")
      ? "decide"
      : system.startsWith("You judge")
        ? "rerank"
        : system.startsWith("You classify")
          ? "dynamism"
          : "answer";
};

beforeAll(async () => {
  const services = buildServices(env as unknown as Bindings);
  for (const doc of SAMPLE_DOCUMENTS) await ingestDocument(NS, doc, services);
  await ensureDemoApis(env.DB, services);
});

// RAG_FUSE=false: the gate, the dynamism check, the loop's rerank and its decide are separate calls (as before
// issue 18); true: the gate and dynamism check are one call (the default), and so are a round's rerank and decide
// (RAG_FUSE_ROUND, which follows RAG_FUSE by default).
describe.each([false, true])("RAG_MAX_MODEL_CALLS is a hard limit, repairs included (RAG_FUSE=%s)", (fuse) => {
  const vars = (limit: number) => ({
    ...(env as unknown as Bindings),
    RAG_MAX_MODEL_CALLS: String(limit),
    RAG_FUSE: String(fuse),
    RAG_FUSE_ROUND: String(fuse),
  });

  it.each([3, 4, 5, 6, 8, 12])("a dynamic run with a limit of %i makes at most that many chat calls", async (limit) => {
    const ai = unhelpfulModel();
    const services = buildServices({ ...vars(limit), AI: ai } as Bindings);
    const input = {
      question,
      queryTime: new Date("2026-03-01T12:00:00Z"),
      pages: [],
      mode: "dynamic" as const,
      useApis: false,
      namespace: NS,
    };
    const result = await runQuery("r", input, services, new Trace());
    const chats = ai.calls.map((c) => kind(c.inputs)).filter((k) => k !== "embed");
    expect(chats.length).toBeLessThanOrEqual(limit);
    expect(result.usage.model_calls).toBe(chats.length);
    expect(chats.at(-1)).toBe("answer"); // the answer's call was kept back, never spent on a repair
    // No room for the plan's repair; with a fused round, its one call scores and decides.
    if (limit === 3) expect(chats).toEqual(["plan", fuse ? "judge" : "rerank", "answer"]);
    if (limit >= 8) expect(chats.slice(0, 2)).toEqual(["plan", "plan"]); // room: the repair is made
  });

  it.each([
    ["single-pass", 3],
    ["single-pass", 5],
    ["single-pass", 6],
    ["single-pass", 12],
    ["auto", 4],
    ["auto", 7],
    ["auto", 12],
  ] as const)(
    "%s with APIs on and a limit of %i: the rerank's repair counts the call in flight and the router's share",
    async (mode, limit) => {
      const ai = unhelpfulModel(true);
      const services = buildServices({ ...vars(limit), AI: ai } as Bindings);
      const input = {
        question: "Is the eu-west region up right now?",
        queryTime: new Date(),
        pages: [],
        mode,
        useApis: true,
        namespace: NS,
      };
      const result = await runQuery("r", input, services, new Trace());
      const chats = ai.calls.map((c) => kind(c.inputs)).filter((k) => k !== "embed");
      expect(chats.length).toBeLessThanOrEqual(limit);
      expect(result.usage.model_calls).toBe(chats.length);
      const fusedClassification = fuse && mode === "auto";
      expect(chats).toContain(fusedClassification ? "classify" : "dynamism");
      const reranks = chats.filter((k) => k === "rerank").length;
      // The repair is made only when, beside the dynamism call in flight, it leaves the answer and 3 router calls room.
      // In auto mode the gate's call comes on top, unless it is the same call as the dynamism check's.
      const gate = mode === "auto" && !fusedClassification ? 1 : 0;
      expect(reranks).toBe(gate + 1 + 1 + 1 + 3 + 1 <= limit ? 2 : 1);
      if (!result.abstained) expect(chats.at(-1)).toBe("answer");
    },
  );
});
