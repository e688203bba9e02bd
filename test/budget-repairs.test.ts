// The model-call limit holds on the Workers AI path too: a repair call (one retry on unusable JSON) is made only
// when it fits beside the calls still due. The AI binding is a recorder (Workers AI has no local simulator).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import { Trace } from "../src/trace";
import { fakeAi } from "./fake-ai";

const NS = "budget-repairs";
const question = "How does authentication in v3 differ from v4?";

/** Workers AI as a model that never writes usable plans or decisions, but reranks and answers. */
function unhelpfulModel() {
  return fakeAi((model, inputs) => {
    if (Array.isArray(inputs.text)) return { shape: [inputs.text.length, 768], data: inputs.text.map(() => new Array(768).fill(0.01)) };
    const system: string = inputs.messages[0].content;
    if (system.startsWith("You plan searches") || system.startsWith("You check whether")) return { response: "I think you should search more." };
    if (system.startsWith("You judge how useful")) {
      const n = Number(/Score all (\d+) passages/.exec(inputs.messages[1].content)![1]);
      return { response: { scores: Array.from({ length: n }, (_, i) => ({ id: i + 1, score: 0.2 })) } };
    }
    return { response: "Version 4 uses short-lived tokens [1]." };
  });
}

const kind = (inputs: any) => {
  const system: string = inputs.messages?.[0]?.content ?? "";
  return system.startsWith("You plan") ? "plan" : system.startsWith("You check") ? "decide" : system.startsWith("You judge") ? "rerank" : inputs.text ? "embed" : "answer";
};

beforeAll(async () => {
  const services = buildServices(env as unknown as Bindings);
  for (const doc of SAMPLE_DOCUMENTS) await ingestDocument(NS, doc, services);
});

describe("RAG_MAX_MODEL_CALLS is a hard limit, repairs included", () => {
  it.each([3, 4, 5, 6, 8, 12])("a dynamic run with a limit of %i makes at most that many chat calls", async (limit) => {
    const ai = unhelpfulModel();
    const services = buildServices({ ...(env as unknown as Bindings), AI: ai, RAG_MAX_MODEL_CALLS: String(limit) } as Bindings);
    const input = { question, queryTime: new Date("2026-03-01T12:00:00Z"), pages: [], mode: "dynamic" as const, useApis: false, namespace: NS };
    const result = await runQuery("r", input, services, new Trace());
    const chats = ai.calls.map((c) => kind(c.inputs)).filter((k) => k !== "embed");
    expect(chats.length).toBeLessThanOrEqual(limit);
    expect(result.usage.model_calls).toBe(chats.length);
    expect(chats.at(-1)).toBe("answer"); // the answer's call was kept back, never spent on a repair
    if (limit === 3) expect(chats).toEqual(["plan", "rerank", "answer"]); // no room for the plan's repair
    if (limit >= 8) expect(chats.slice(0, 2)).toEqual(["plan", "plan"]); // room: the repair is made
  });
});
