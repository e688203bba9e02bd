import { describe, expect, it } from "vitest";
import { parseOptions, systemRequest, withApis } from "../../scripts/eval/args.ts";

describe("Task 1 and Task 2 side by side", () => {
  it("--use-apis both runs each retrieving system with and without APIs", () => {
    expect(parseOptions(["--systems", "llm-only,single-pass,dynamic", "--use-apis", "both"]).systems).toEqual([
      "llm-only",
      "single-pass",
      "single-pass+apis",
      "dynamic",
      "dynamic+apis",
    ]);
    expect(withApis(["direct-rag", "auto"], "true")).toEqual(["direct-rag", "auto+apis"]);
    expect(withApis(["auto"], "false")).toEqual(["auto"]);
  });

  it("a +apis label asks for APIs, a plain one does not", () => {
    expect(systemRequest("single-pass+apis")).toEqual({ mode: "single-pass", useApis: true });
    expect(systemRequest("single-pass")).toEqual({ mode: "single-pass", useApis: false });
    expect(() => parseOptions(["--systems", "magic"])).toThrow(/unknown magic/);
    expect(() => parseOptions(["--use-apis", "maybe"])).toThrow(/true, false or both/);
  });
});

describe("--split", () => {
  it("takes dev, test or all, and leaves the per-dataset default when absent", () => {
    expect(parseOptions(["--split", "dev"]).split).toBe("dev");
    expect(parseOptions([]).split).toBeUndefined();
    expect(() => parseOptions(["--split", "train"])).toThrow(/--split must be one of dev, test, all/);
  });
});

describe("--var", () => {
  it("hands KEY=VALUE pairs to the local instance, repeatable, and refuses anything else", () => {
    expect(parseOptions([]).vars).toEqual({});
    expect(parseOptions(["--var", "RAG_RETRIEVAL=fts,rerank", "--var", "RAG_TOP_K=10"]).vars).toEqual({
      RAG_RETRIEVAL: "fts,rerank",
      RAG_TOP_K: "10",
    });
    expect(() => parseOptions(["--var", "no-equals"])).toThrow(/KEY=VALUE/);
  });
});
