// Workers AI has no local simulator ("Binding AI needs to be run remotely"), so these tests replace
// the binding with a recorder that answers in the documented response shapes. The adapters under test are the
// product's: the AI SDK's generateText/streamText/embedMany over workers-ai-provider (createWorkersAI({ binding })).
import { describe, expect, it } from "vitest";
import { type AiBinding, asAiBinding } from "../src/models/ai-binding";
import { Budget } from "../src/models/budget";
import { meteredChat } from "../src/models/metered-chat";
import type { ChatModel } from "../src/models/types";
import { StageError } from "../src/types";
import { fakeAi, workersAiChat, workersAiEmbedder } from "./fake-ai";

/** A fake AI binding: replies come from a queue (or a function); an Error reply is thrown. */

const messages = [
  { role: "system" as const, content: "Be brief." },
  { role: "user" as const, content: "Capital of France?" },
];
const schema = {
  name: "city",
  schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
};
const usage = { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 };

// Compile-time only: the generated `Ai` binding type adapts to AiBinding.
asAiBinding satisfies (ai: Ai) => AiBinding;

describe("chat over Workers AI (workers-ai-provider)", () => {
  it("sends messages, max_tokens and temperature 0 to llama-3.3 and returns text and usage", async () => {
    const ai = fakeAi([{ response: "Paris", usage }]);
    const model = workersAiChat(ai);
    const result = await model.chat({ messages, maxTokens: 64 });

    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]!.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(ai.calls[0]!.inputs).toEqual({ messages, max_tokens: 64, temperature: 0 });
    expect(model.id).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(result).toEqual({ text: "Paris", usage: { input_tokens: 42, output_tokens: 7 } });
  });

  it("asks for JSON Mode with the bare schema and reads an already-parsed object response", async () => {
    const ai = fakeAi([{ response: { city: "Paris" }, usage }]);
    const result = await workersAiChat(ai).chat({ messages, jsonSchema: schema });

    expect(ai.calls[0]!.inputs).toEqual({
      messages,
      max_tokens: 512,
      temperature: 0,
      // workers-ai-provider sends the bare schema, with the format's name folded in as its title.
      response_format: { type: "json_schema", json_schema: { ...schema.schema, title: "city" } },
    });
    expect(result.json).toEqual({ city: "Paris" });
    expect(JSON.parse(result.text)).toEqual({ city: "Paris" });
  });

  it("parses a JSON string response", async () => {
    const ai = fakeAi([{ response: '{"city": "Paris"}', usage }]);
    const result = await workersAiChat(ai).chat({ messages, jsonSchema: schema });
    expect(result.json).toEqual({ city: "Paris" });
    expect(result.text).toBe('{"city": "Paris"}');
  });

  it("parses a fenced JSON response with prose around it", async () => {
    const ai = fakeAi([{ response: 'Sure! Here it is:\n```json\n{"city": "Paris"}\n```\nAnything else?' }]);
    const result = await workersAiChat(ai).chat({ messages, jsonSchema: schema });
    expect(result.json).toEqual({ city: "Paris" });
  });

  it("leaves json unset when JSON was asked for and none came back", async () => {
    const ai = fakeAi([{ response: "I think it is Paris." }]);
    const result = await workersAiChat(ai).chat({ messages, jsonSchema: schema });
    expect(result.text).toBe("I think it is Paris.");
    expect(result.json).toBeUndefined();
  });

  it("does not parse JSON out of a plain-text request", async () => {
    const ai = fakeAi([{ response: '{"city": "Paris"}' }]);
    const result = await workersAiChat(ai).chat({ messages });
    expect(result.json).toBeUndefined();
  });

  it("reports zero usage when none is given", async () => {
    const ai = fakeAi([{ response: "Paris" }]);
    const result = await workersAiChat(ai).chat({ messages });
    expect(result).toEqual({ text: "Paris", usage: { input_tokens: 0, output_tokens: 0 } });
  });

  it("turns a throwing binding into StageError('chat')", async () => {
    const ai = fakeAi([new Error("JSON Mode couldn't be met")]);
    const err = await workersAiChat(ai)
      .chat({ messages, jsonSchema: schema })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StageError);
    expect((err as StageError).stage).toBe("chat");
    expect((err as StageError).message).toContain("JSON Mode couldn't be met");
  });

  it.each([
    ["no response field", { usage }],
    ["an empty response", { response: "  " }],
    ["an async-queue ticket", { request_id: "abc" }],
    ["nothing", undefined],
  ])("turns %s into StageError('chat')", async (_label, output) => {
    const ai = fakeAi([output]);
    const err = await workersAiChat(ai)
      .chat({ messages })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StageError);
    expect((err as StageError).stage).toBe("chat");
  });

  it("streams plain text when asked: each SSE piece goes to onToken, the result is the whole text with its usage", async () => {
    const sse = [
      'data: {"response":"Par"}',
      'data: {"response":"is"}',
      'data: {"response":"","usage":{"prompt_tokens":12,"completion_tokens":2}}',
      "data: [DONE]",
      "",
    ].join("\n\n");
    const ai = fakeAi([new Response(sse).body]);
    const pieces: string[] = [];
    const result = await workersAiChat(ai).chat({ messages, onToken: (t) => pieces.push(t) });
    expect(ai.calls[0]!.inputs.stream).toBe(true);
    expect(pieces).toEqual(["Par", "is"]);
    expect(result).toEqual({ text: "Paris", usage: { input_tokens: 12, output_tokens: 2 } });
  });

  it("uses a configured model id", async () => {
    const ai = fakeAi([{ response: "ok" }]);
    await workersAiChat(ai, "@cf/meta/llama-3.1-8b-instruct").chat({ messages });
    expect(ai.calls[0]!.model).toBe("@cf/meta/llama-3.1-8b-instruct");
  });
});

function vectors(count: number, dims = 768, seed = 0): number[][] {
  return Array.from({ length: count }, (_, i) => Array.from({ length: dims }, (_, d) => (seed + i + d) / 1000));
}

describe("embeddings over Workers AI (workers-ai-provider)", () => {
  it("embeds 230 texts in three ordered calls of 100, 100 and 30", async () => {
    // Each vector's first component encodes its text's index, to check that order survives batching.
    const ai = fakeAi((_model, inputs) => {
      const data = inputs.text.map((t: string) => [Number(t.slice(5)), ...new Array(767).fill(0)]);
      return { shape: [data.length, 768], data, pooling: "cls" };
    });
    const texts = Array.from({ length: 230 }, (_, i) => `text ${i}`);
    const meter = new Budget();
    const embedder = workersAiEmbedder(ai, { budget: meter });
    const out = await embedder.embed(texts);

    expect(embedder.id).toBe("@cf/baai/bge-base-en-v1.5");
    expect(embedder.dimensions).toBe(768);
    expect(ai.calls.map((c) => c.model)).toEqual(Array(3).fill("@cf/baai/bge-base-en-v1.5"));
    expect(ai.calls.map((c) => c.inputs.text.length)).toEqual([100, 100, 30]);
    expect(ai.calls[0]!.inputs).toEqual({ text: texts.slice(0, 100), pooling: "cls" });
    expect(ai.calls[2]!.inputs).toEqual({ text: texts.slice(200), pooling: "cls" });
    expect(out).toHaveLength(230);
    expect(out.map((v) => v[0])).toEqual(texts.map((_, i) => i));
    expect(meter.embed_calls).toBe(3);
  });

  it("makes no call for no texts", async () => {
    const ai = fakeAi([]);
    expect(await workersAiEmbedder(ai).embed([])).toEqual([]);
    expect(ai.calls).toHaveLength(0);
  });

  it("replaces empty texts, which the model schema rejects, with a space", async () => {
    const ai = fakeAi([{ shape: [2, 768], data: vectors(2) }]);
    await workersAiEmbedder(ai).embed(["hello", ""]);
    expect(ai.calls[0]!.inputs.text).toEqual(["hello", " "]);
  });

  it("sends mean pooling when configured", async () => {
    const ai = fakeAi([{ shape: [1, 768], data: vectors(1) }]);
    await workersAiEmbedder(ai, { pooling: "mean" }).embed(["hello"]);
    expect(ai.calls[0]!.inputs).toEqual({ text: ["hello"], pooling: "mean" });
  });

  it.each([
    ["the wrong count", { shape: [1, 768], data: vectors(1) }],
    ["no data", { shape: [2, 768] }],
    ["the wrong length", { shape: [2, 384], data: vectors(2, 384) }],
    ["a non-number", { data: [vectors(1)[0], [...vectors(1)[0]!.slice(1), "x"]] }],
    ["an async-queue ticket", { request_id: "abc" }],
  ])("turns a response with %s into StageError('embed')", async (_label, output) => {
    const ai = fakeAi([output]);
    const err = await workersAiEmbedder(ai)
      .embed(["a", "b"])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StageError);
    expect((err as StageError).stage).toBe("embed");
  });

  it("retries a capacity error (3040) and turns the last one into StageError('embed')", async () => {
    const busy = () => new Error("3040: capacity temporarily exceeded");
    const ai = fakeAi([busy(), busy(), busy()]);
    const err = await workersAiEmbedder(ai)
      .embed(["a"])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StageError);
    expect((err as StageError).message).toContain("capacity temporarily exceeded");
    expect(ai.calls).toHaveLength(3);
  });

  it("does not retry an error the binding marks permanent", async () => {
    const ai = fakeAi([new Error("5007: no such model")]);
    await expect(workersAiEmbedder(ai).embed(["a"])).rejects.toBeInstanceOf(StageError);
    expect(ai.calls).toHaveLength(1);
  });
});

describe("meteredChat", () => {
  it("counts each call and its tokens, and failed calls as calls", async () => {
    const ai = fakeAi([
      { response: "Paris", usage },
      { response: "Lyon", usage: { prompt_tokens: 8 } },
      new Error("boom"),
    ]);
    const meter = new Budget();
    const model: ChatModel = meteredChat(workersAiChat(ai), meter);

    expect(model.id).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect((await model.chat({ messages })).text).toBe("Paris");
    await model.chat({ messages });
    await expect(model.chat({ messages })).rejects.toBeInstanceOf(StageError);
    expect(meter.toJSON()).toEqual({
      model_calls: 3,
      input_tokens: 50,
      output_tokens: 7,
      embed_calls: 0,
      skill_calls: 0,
    });
  });
});

describe("retries and deadlines over the binding", () => {
  it("a capacity error is retried and the retry's answer used", async () => {
    const ai = fakeAi([new Error("3040: capacity temporarily exceeded"), { response: "Paris", usage }]);
    expect((await workersAiChat(ai).chat({ messages })).text).toBe("Paris");
    expect(ai.calls).toHaveLength(2);
  });

  it("a stalled call fails at RAG_MODEL_TIMEOUT_MS instead of hanging, so the step can fall back", async () => {
    const { SdkChatModel } = await import("../src/models/sdk-chat");
    const { workersAiLanguageModel } = await import("../src/models/sdk-providers");
    const stalled = { run: () => new Promise<never>(() => {}) };
    const model = new SdkChatModel(workersAiLanguageModel(stalled, "m"), "m", {
      timeoutMs: 50,
      where: "on Workers AI",
    });
    const started = Date.now();
    await expect(model.chat({ messages })).rejects.toThrow(/did not answer within 50 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("a stalled Workers AI call", () => {
  it("fails after the deadline instead of hanging, so the step can fall back", async () => {
    const { timedAi } = await import("../src/models/timed-ai");
    const stalled = { run: () => new Promise<never>(() => {}) };
    const started = Date.now();
    await expect(timedAi(stalled, 50).run("@cf/meta/llama-3.3-70b-instruct-fp8-fast", {})).rejects.toThrow(
      /did not answer within 50 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    const quick = { run: async () => ({ response: "ok" }) };
    expect(await timedAi(quick, 50).run("m", {})).toEqual({ response: "ok" });
  });
});

describe("function calling in the prompt (FUNCTION_CALL_STYLE=prompt, Gorilla-style)", () => {
  it("lists the functions in the system prompt, offers no tools, and reads the Python call from the text", async () => {
    const { SdkToolCaller } = await import("../src/models/sdk-tools");
    const { workersAiLanguageModel } = await import("../src/models/sdk-providers");
    const ai = fakeAi([{ response: '[get_weather(city="Paris", days=3)]', usage }]);
    const caller = new SdkToolCaller(workersAiLanguageModel(ai, "gorilla"), "gorilla", {
      timeoutMs: 5000,
      where: "on Workers AI",
      style: "prompt",
    });
    const weather = { type: "object" as const, properties: { city: { type: "string" } }, required: ["city"] };
    const result = await caller.callTools({
      messages,
      tools: [{ name: "get_weather", description: "Weather by city", parameters: weather }],
    });
    expect(ai.calls[0]!.inputs.tools).toBeUndefined();
    expect(ai.calls[0]!.inputs.messages[0].content).toContain('"name":"get_weather"');
    expect(result.calls).toEqual([{ name: "get_weather", arguments: { city: "Paris", days: 3 }, via: "python-text" }]);
    expect(result.usage).toEqual({ input_tokens: 42, output_tokens: 7 });
  });
});
