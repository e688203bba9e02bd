// Issue 18: auto mode overlaps what does not need the gate's answer. With a chat model the gate and the dynamism
// check are one call, and the question's single pass (retrieval, then its rerank while the gate still thinks) runs
// beside it; the loop takes over the question's retrieval instead of repeating it. The AI binding is a recorder.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../src/env";
import { ingestDocument } from "../src/pipeline/ingest";
import { type QueryInput, runQuery } from "../src/pipeline/query";
import { buildServices } from "../src/runtime";
import { SAMPLE_DOCUMENTS } from "../src/sample/corpus";
import type { Corpus } from "../src/stores/types";
import { Trace } from "../src/trace";
import { fakeAi } from "./fake-ai";

// The model's runs search a namespace embedded by the fake model (768 dimensions), the local engine's its own (512).
const NS = "speculate-ai";
const NS_LOCAL = "speculate-local";
const LOOKUP = "How long do v4 access tokens last before they expire?";
const COMPARISON = "How does authentication in v3 differ from v4?";

const kindOf = (inputs: any): string => {
  if (inputs.text) return "embed";
  if (inputs.tools) return "router";
  const system: string = inputs.messages[0].content;
  if (system.startsWith("Classify a question in two ways")) return "classify";
  if (system.startsWith("You do two jobs")) return "judge";
  if (system.startsWith("You plan")) return "plan";
  if (system.startsWith("You judge")) return "rerank";
  return "answer";
};

/** A model whose classification takes `gateMs`; every other call answers at once. Calls are stamped. */
function model(gateKind: string, gateMs: number, embedMs = 0) {
  const stamps: { kind: string; at: number; done?: number }[] = [];
  const ai = fakeAi((_model, inputs) => {
    const kind = kindOf(inputs);
    const stamp: { kind: string; at: number; done?: number } = { kind, at: performance.now() };
    stamps.push(stamp);
    const reply = ((): unknown => {
      if (kind === "embed")
        return { shape: [inputs.text.length, 768], data: inputs.text.map(() => new Array(768).fill(0.01)) };
      if (kind === "router") return { response: "No function fits." };
      if (kind === "classify") return { response: { kind: gateKind, dynamism: "static", reason: "scripted" } };
      if (kind === "plan") return { response: { sub_queries: [COMPARISON, "authentication v3", "authentication v4"] } };
      const n = Number(/(?:Score all|ids 1-)(\d+)/.exec(inputs.messages[1].content)?.[1] ?? 0);
      const scores = Array.from({ length: n }, (_, i) => ({ id: i + 1, score: i === 0 ? 0.9 : 0.3 }));
      if (kind === "rerank") return { response: { scores } };
      if (kind === "judge")
        return { response: { scores, sufficient: true, reason: "both sides", sub_queries: [], live_data: false } };
      return { response: "Fifteen minutes [1]." };
    })();
    const delay = kind === "classify" ? gateMs : kind === "embed" ? embedMs : 0;
    return new Promise((resolve) => setTimeout(() => ((stamp.done = performance.now()), resolve(reply)), delay));
  });
  return { ai, stamps };
}

/** The corpus's full-text searches, by query. */
function countingCorpus(corpus: Corpus, searched: string[]): Corpus {
  return new Proxy(corpus, {
    get(target, key, receiver) {
      if (key === "searchText")
        return (ns: string, q: string, k: number) => (searched.push(q), target.searchText(ns, q, k));
      const value = Reflect.get(target, key, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

// The loop's rounds as one fused call (RAG_FUSE_ROUND, on by default) keep these call sequences short.
async function run(question: string, gateKind: string, vars: Record<string, string> = {}, gateMs = 60, embedMs = 0) {
  const { ai, stamps } = model(gateKind, gateMs, embedMs);
  const services = buildServices({
    ...(env as unknown as Bindings),
    AI: ai,
    RAG_FUSE_ROUND: "true",
    ...vars,
  } as Bindings);
  const searched: string[] = [];
  services.corpus = countingCorpus(services.corpus, searched);
  const trace = new Trace();
  const input: QueryInput = {
    question,
    queryTime: new Date("2026-03-01T12:00:00Z"),
    pages: [],
    mode: "auto",
    useApis: true,
    namespace: NS,
  };
  const result = await runQuery("r", input, services, trace);
  const chats = stamps.filter((s) => s.kind !== "embed");
  return { result, trace, stamps, chats, searched, types: trace.events.map((e) => e.type) };
}

beforeAll(async () => {
  const local = buildServices(env as unknown as Bindings);
  const ai = buildServices({ ...(env as unknown as Bindings), AI: model("lookup", 0).ai } as Bindings);
  for (const doc of SAMPLE_DOCUMENTS) {
    await ingestDocument(NS_LOCAL, doc, local);
    await ingestDocument(NS, doc, ai);
  }
});

describe("auto mode with a chat model", () => {
  it("asks the gate and the dynamism check in one call, and reranks the question while that call runs", async () => {
    // (The gate's model answers after 400 ms, so retrieval is done well before it even on a loaded machine: at 60 ms a
    // busy CI host once started the rerank in the very millisecond the gate answered.)
    const { result, chats, types } = await run(LOOKUP, "lookup", {}, 400);
    expect(result.route).toBe("single-pass");
    expect(chats.map((c) => c.kind)).toEqual(["classify", "rerank", "answer"]);
    expect(result.usage.model_calls).toBe(3);
    const [classify, rerank] = chats;
    // The rerank started before the classification had answered: the gate cost no wall-clock time of its own.
    expect(rerank!.at).toBeLessThan(classify!.done!);
    // The trace reads as before: the gate first, then the dynamism check (same call), retrieve, rerank, answer.
    expect(types.slice(0, 2)).toEqual(["gate", "dynamism"]);
    expect(types.filter((t) => t !== "dynamism")).toEqual(["gate", "retrieve", "rerank", "sufficiency", "answer"]);
    expect(result.answer).toContain("Fifteen minutes");
  });

  it("without speculation the rerank waits for the gate, with the same answer and calls", async () => {
    const on = await run(LOOKUP, "lookup");
    const off = await run(LOOKUP, "lookup", { RAG_SPECULATE: "false" });
    const [classify, rerank] = off.chats;
    expect(rerank!.at).toBeGreaterThanOrEqual(classify!.done!);
    expect(off.chats.map((c) => c.kind)).toEqual(on.chats.map((c) => c.kind));
    expect(off.result.answer).toBe(on.result.answer);
    expect(off.types).toEqual(on.types);
  });

  it("hands the question's retrieval to the loop when the gate chooses it, and records the unused rerank", async () => {
    const { result, chats, searched, trace } = await run(COMPARISON, "comparison");
    expect(result.route).toBe("dynamic");
    // Retrieved once, though both the speculation and the loop's first round asked for it.
    expect(searched.filter((q) => q === COMPARISON)).toHaveLength(1);
    expect(searched).toEqual(expect.arrayContaining(["authentication v3", "authentication v4"]));
    const speculation = trace.events.find((e) => e.type === "speculation");
    expect(speculation?.data).toMatchObject({ rerank: "unused" });
    // classify, the speculative rerank, plan, one fused round (scores + sufficient), answer: every call is counted.
    expect(chats.map((c) => c.kind)).toEqual(["classify", "rerank", "plan", "judge", "answer"]);
    expect(result.usage.model_calls).toBe(chats.length);
    const round1 = trace.events.filter((e) => e.type === "retrieve").map((e) => e.data.query);
    expect(round1.sort()).toEqual([COMPARISON, "authentication v3", "authentication v4"].sort());
    expect(trace.events.find((e) => e.type === "decide")?.data).toMatchObject({ kind: "sufficient", fused: true });
  });

  it("a gate that answers before retrieval is done leaves the rerank to the route (no call made for nothing)", async () => {
    // The gate answers at once; the question's embedding (and so its retrieval) takes 80 ms.
    const { result, chats, trace } = await run(COMPARISON, "comparison", {}, 0, 80);
    expect(result.route).toBe("dynamic");
    expect(chats.map((c) => c.kind)).toEqual(["classify", "plan", "judge", "answer"]);
    expect(trace.events.some((e) => e.type === "speculation")).toBe(false);
  });
});

describe("auto mode on the local engine", () => {
  it("gives the same answers and spends the same calls with and without speculation", async () => {
    for (const q of [LOOKUP, COMPARISON, "What is the URL of the v4 token endpoint?"]) {
      const results = [];
      for (const speculate of ["true", "false"]) {
        const services = buildServices({ ...(env as unknown as Bindings), RAG_SPECULATE: speculate } as Bindings);
        const input: QueryInput = {
          question: q,
          queryTime: new Date("2026-03-01T12:00:00Z"),
          pages: [],
          mode: "auto",
          useApis: true,
          namespace: NS_LOCAL,
        };
        const trace = new Trace();
        results.push({ result: await runQuery("r", input, services, trace), types: trace.events.map((e) => e.type) });
      }
      const [on, off] = results;
      expect(on!.result.answer).toBe(off!.result.answer);
      // The same model calls and tokens; a loop may make one more embedding batch (the question's, speculated).
      const { embed_calls: embedOn, ...usageOn } = on!.result.usage;
      const { embed_calls: embedOff, ...usageOff } = off!.result.usage;
      expect(usageOn).toEqual(usageOff);
      expect(embedOn - embedOff).toBeLessThanOrEqual(on!.result.route === "dynamic" ? 1 : 0);
      expect(on!.types).toEqual(off!.types);
    }
  });
});
