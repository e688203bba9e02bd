import { describe, expect, it } from "vitest";
import { parsePythonCalls } from "../src/models/python-calls";
import { callsInText } from "../src/models/tool-calls";

describe("Gorilla OpenFunctions' Python-style calls", () => {
  it("reads keyword arguments of every literal type", () => {
    expect(
      parsePythonCalls(
        `get_weather(city="Paris", days=3, metric=True, note=None, ratio=-1.5e2, tags=['a', "b"], opts={"x": 1, 'y': [2, 3]})`,
      ),
    ).toEqual({
      calls: [
        {
          name: "get_weather",
          arguments: {
            city: "Paris",
            days: 3,
            metric: true,
            note: null,
            ratio: -150,
            tags: ["a", "b"],
            opts: { x: 1, y: [2, 3] },
          },
        },
      ],
    });
  });

  it("reads a list of calls, and calls one per line", () => {
    expect(parsePythonCalls('[f(a=1), g(b="x")]')).toEqual({
      calls: [
        { name: "f", arguments: { a: 1 } },
        { name: "g", arguments: { b: "x" } },
      ],
    });
    expect(parsePythonCalls('f(a=1)\ng(b="x")')).toEqual({
      calls: [
        { name: "f", arguments: { a: 1 } },
        { name: "g", arguments: { b: "x" } },
      ],
    });
    expect(parsePythonCalls("```python\nmath.sqrt(x=2)\n```")).toEqual({
      calls: [{ name: "math.sqrt", arguments: { x: 2 } }],
    });
  });

  it("decodes string escapes and keeps brackets and quotes inside strings", () => {
    const out = parsePythonCalls(String.raw`f(s="a \"quoted\" [x], y\n", t='it\'s', u="\u00e9\x41", v='''tri"ple''')`);
    expect(out).toEqual({
      calls: [{ name: "f", arguments: { s: 'a "quoted" [x], y\n', t: "it's", u: "éA", v: 'tri"ple' } }],
    });
  });

  it("keeps positional arguments apart, and refuses what is not a literal", () => {
    expect(parsePythonCalls('f("Paris", 3)')).toEqual({ calls: [{ name: "f", arguments: { $0: "Paris", $1: 3 } }] });
    for (const bad of [
      "f(a=os.system('x'))",
      "f(a=1",
      'f(a="x)',
      "f(a=1, a=2)",
      "The answer is 42.",
      "f(a=1) and more",
    ]) {
      expect(parsePythonCalls(bad)).toHaveProperty("error");
    }
  });
});

// The structured shapes (OpenAI tool_calls, both Workers AI shapes) are read by the AI SDK providers
// (test/router.test.ts and test/models-http/); the text shapes are ours.
describe("tool calls written as text", () => {
  it("calls written as text: Gorilla's Python, Llama's <function=…> tag, JSON", () => {
    expect(callsInText('get_region_status(region="eu-west")')).toEqual([
      { name: "get_region_status", arguments: { region: "eu-west" }, via: "python-text" },
    ]);
    expect(callsInText('<function=f>{"a": 1}</function>')).toEqual([
      { name: "f", arguments: { a: 1 }, via: "tagged-text" },
    ]);
    expect(callsInText('{"name": "f", "parameters": {"a": 1}}')).toEqual([
      { name: "f", arguments: { a: 1 }, via: "json-text" },
    ]);
    expect(callsInText("No function fits this question.")).toEqual([]);
  });
});
