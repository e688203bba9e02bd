import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCalibrateOptions, readRows } from "../../scripts/eval/calibrate.ts";
import { choose, evaluate, verdictUnder } from "../../scripts/eval/calibration-sweep.ts";
import type { ResultRow } from "../../scripts/eval/types.ts";
import { engineOf, parseCalibration } from "../../src/calibration.ts";
import { loadSettings } from "../../src/config.ts";

const row = (over: Partial<ResultRow>): ResultRow =>
  ({
    dataset: "d",
    id: "x",
    split: "dev",
    system: "single-pass",
    question: "q?",
    answers: ["gold"],
    prediction: "gold [1]",
    verdict: "accurate",
    method: "exact",
    tags: {},
    false_premise: false,
    abstained: false,
    route: "single-pass",
    iterations: 1,
    model_calls: 1,
    api_calls: 0,
    input_tokens: 0,
    output_tokens: 0,
    latency_ms: 1,
    server_ms: 1,
    sufficient: true,
    top_score: 0.8,
    confidence: 0.8,
    partial: false,
    clean_recall: null,
    recall_at_n: null,
    context_n: 5,
    support_recall: null,
    run_id: "r",
    ...over,
  }) as ResultRow;

describe("the calibration sweep", () => {
  const rows = [
    row({ id: "a", top_score: 0.9, confidence: 0.9 }),
    row({ id: "b", top_score: 0.9, confidence: 0.3, verdict: "hallucinated", prediction: "wrong" }),
    row({
      id: "c",
      top_score: 0.2,
      confidence: 0.8,
      verdict: "hallucinated",
      prediction: "wrong",
      answers: ["Insufficient information."],
    }),
    row({ id: "d", abstained: true, verdict: "missing", prediction: "I don't know", top_score: 0.1, confidence: 0 }),
  ];

  it("re-decides each recorded answer: withheld answers become missing, or accurate when the gold is to abstain", () => {
    expect(verdictUnder(rows[1]!, { threshold: 0, floor: 0.5 })).toBe("missing");
    expect(verdictUnder(rows[2]!, { threshold: 0.5, floor: 0 })).toBe("accurate");
    expect(verdictUnder(rows[0]!, { threshold: 0.5, floor: 0.5 })).toBe("accurate");
    expect(evaluate(rows, { threshold: 0, floor: 0 })).toMatchObject({ acc: 25, hall: 50, score: -25 });
  });

  it("picks the best score, or the most accurate setting under a hallucination target", () => {
    const best = choose(rows).best;
    expect(best.score).toBe(50);
    expect(best.threshold).toBeGreaterThan(0.2);
    expect(best.floor).toBeGreaterThan(0.3);
    const capped = choose(rows, 0.25).best;
    expect(capped.hall).toBeLessThanOrEqual(25);
  });

  it("keeps every calibrated system at a score >= 0 on every dataset, not only their pooled answers", () => {
    // At floor 0.6 the loop's three right answers would carry the dataset while the single pass's one wrong
    // answer left it below 0; the floor that keeps the single pass at 0 is chosen instead.
    const systems = [
      row({ id: "s1", system: "single-pass", confidence: 0.62, verdict: "hallucinated", prediction: "wrong" }),
      row({ id: "s2", system: "single-pass", abstained: true, verdict: "missing", prediction: "I don't know" }),
      ...["l1", "l2", "l3"].map((id) => row({ id, system: "dynamic", confidence: 0.62 })),
      row({ id: "l4", system: "dynamic", confidence: 0.9 }),
    ];
    const pooled = evaluate(systems, { threshold: 0, floor: 0.6 });
    expect(pooled.score).toBeGreaterThan(evaluate(systems, { threshold: 0, floor: 0.65 }).score);
    const best = choose(systems).best;
    expect(best.floor).toBeGreaterThan(0.62);
    const single = systems.filter((r) => r.system === "single-pass");
    expect(evaluate(single, best).score).toBeGreaterThanOrEqual(0);
  });

  it("refuses results without scores and says which fields are missing", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "cal-"));
    const file = path.join(dir, "results.jsonl");
    const { confidence: _c, top_score: _t, ...bare } = row({});
    writeFileSync(file, `${JSON.stringify(bare)}\n`);
    expect(() => readRows(file, ["single-pass"])).toThrow(/missing top_score, confidence/);
    writeFileSync(file, "{not json\n");
    expect(() => readRows(file, ["single-pass"])).toThrow(/results\.jsonl:1: not valid JSON/);
  });

  it("options: a target rate in [0, 1], datasets or --from required", () => {
    expect(parseCalibrateOptions(["--datasets", "lumen", "--target-hall", "0.1"]).targetHall).toBe(0.1);
    expect(() => parseCalibrateOptions(["--datasets", "lumen", "--target-hall", "10"])).toThrow(/--target-hall/);
    expect(() => parseCalibrateOptions([])).toThrow(/--datasets/);
  });
});

describe("the calibration file", () => {
  it("gives the engine's entry, refuses a wrong shape with a clear message, and falls back to defaults", () => {
    const good = { version: 1, engines: { local: { threshold: 0.3, confidence_floor: 0.4 } } };
    expect(parseCalibration(good, "local")).toEqual({
      source: "calibration.json (local)",
      settings: { threshold: 0.3, confidenceFloor: 0.4 },
    });
    expect(parseCalibration(good, "workers-ai")).toMatchObject({
      settings: {},
      source: expect.stringMatching(/no "workers-ai" entry/),
    });
    expect(parseCalibration(null, "local").error).toMatch(/not a JSON object/);
    expect(parseCalibration({ version: 2, engines: {} }, "local").error).toMatch(/"version" is 2, expected 1/);
    expect(parseCalibration({ version: 1, threshold: 0.3 }, "local").error).toMatch(/no "engines" object/);
    const bad = parseCalibration({ version: 1, engines: { local: { threshold: 3, confidence_floor: "x" } } }, "local");
    expect(bad).toMatchObject({ settings: {}, source: "defaults" });
    expect(bad.error).toMatch(/engines\.local\.threshold and confidence_floor must be numbers in \[0, 1\]/);
  });
});

describe("which engine's calibration applies", () => {
  it("the embedded engine's τ and floor only when the embedded engine answers, never a model's", () => {
    expect(engineOf({})).toBe("local");
    expect(engineOf({ AI: {} })).toBe("workers-ai");
    expect(engineOf({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3.1:8b" })).toBe("openai");
    expect(engineOf({ AI: {}, LLM_BASE_URL: "https://api.openai.com/v1" })).toBe("openai");
    expect(engineOf({ LLM_BASE_URL: "  " })).toBe("local");
    // calibration.json has a "local" entry only: an OpenAI-compatible chat model runs on the defaults.
    const local = loadSettings({});
    const model = loadSettings({ LLM_BASE_URL: "http://127.0.0.1:11434/v1", LLM_MODEL: "llama3.1:8b" });
    expect(model).toMatchObject({ threshold: 0.5, confidenceFloor: 0 });
    expect(local.threshold === model.threshold && local.confidenceFloor === model.confidenceFloor).toBe(false);
  });
});
