import { describe, expect, it } from "vitest";
import { decompose } from "../src/skills/local/decompose";
import { LocalGate } from "../src/skills/local/gate";
import { LocalPlanner } from "../src/skills/local/planner";
import type { ScoredPassage } from "../src/types";

const p = (id: string, text: string, score: number, title?: string): ScoredPassage => ({ id, text, score, source: "corpus", title });

describe("rule-based decomposition", () => {
  it("splits comparisons into one sub-query per side with the shared subject", () => {
    expect(decompose("How does authentication in v3 differ from v4?")).toMatchObject({
      kind: "comparison",
      sides: ["v3", "v4"],
      parts: ["authentication v3", "authentication v4"],
    });
    expect(decompose("What is the difference between Authentication v3 and Authentication v4?").sides).toEqual([
      "Authentication v3",
      "Authentication v4",
    ]);
    expect(decompose("Were Scott Derrickson and Ed Wood of the same nationality?")).toMatchObject({
      kind: "comparison",
      parts: ["nationality Scott Derrickson", "nationality Ed Wood"],
    });
    // "Compare A with B" (nothing before the comparator), and a clause after "A vs B" shared by both sides.
    expect(decompose("Compare the uptime SLA of the Team plan with the Enterprise plan.")).toMatchObject({ sides: ["Team", "Enterprise"], context: "uptime SLA plan" });
    expect(decompose("Compare v3 with v4 authentication").sides).toEqual(["v3", "v4"]);
    expect(decompose("Free vs Team: how many requests per second?")).toMatchObject({ sides: ["Free", "Team"], context: "many requests second" });
  });

  it("splits conjoined questions and finds the first hop of a relative clause", () => {
    expect(decompose("What is the price of the Team plan and how long is the trial?")).toMatchObject({ kind: "conjunction", parts: ["price Team plan", "long trial"] });
    const hop = decompose("What government position was held by the woman who portrayed Corliss Archer in the film Kiss and Tell?");
    expect(hop.kind).toBe("hop");
    expect(hop.parts[0]).toContain("Corliss Archer");
  });

  it("leaves simple lookups whole", () => {
    expect(decompose("How long do v4 access tokens last before they expire?").kind).toBe("simple");
  });
});

describe("the local planner", () => {
  const planner = new LocalPlanner();
  const base = { queryTime: "2026-01-01T00:00:00Z", threshold: 0.5 };

  it("plans the question itself plus its parts, at most four", async () => {
    expect(await planner.plan({ ...base, question: "How does authentication in v3 differ from v4?" })).toEqual([
      "How does authentication in v3 differ from v4?",
      "authentication v3",
      "authentication v4",
    ]);
  });

  it("is satisfied when every side has evidence", async () => {
    const evidence = [
      p("a", "Authentication v3 uses static keys that never expire.", 0.7, "Auth v3"),
      p("b", "Authentication v4 tokens expire after 15 minutes.", 0.7, "Auth v4"),
    ];
    const out = await planner.decide({ ...base, question: "How does authentication in v3 differ from v4?", evidence, done: ["x"], round: 1 });
    expect(out.kind).toBe("sufficient");
  });

  it("asks for the missing side, never a sub-query already run", async () => {
    const evidence = [p("a", "Authentication v3 uses static keys that never expire.", 0.7)];
    const out = await planner.decide({
      ...base,
      question: "How does authentication in v3 differ from v4?",
      evidence,
      done: ["How does authentication in v3 differ from v4?", "Authentication V3", "authentication  v4!"],
      round: 1,
    });
    expect(out.kind).toBe("continue");
    if (out.kind !== "continue") return;
    expect(out.subQueries).toContain("v4");
    expect(out.subQueries.map((q) => q.toLowerCase())).not.toContain("authentication v4");
  });

  it("follows a bridge entity found in round one into round two", async () => {
    const evidence = [p("a", "Kiss and Tell is a 1945 film starring Shirley Temple as Corliss Archer.", 0.55)];
    const out = await planner.decide({
      ...base,
      question: "What government position was held by the woman who portrayed Corliss Archer in the film Kiss and Tell?",
      evidence,
      done: ["What government position was held by the woman who portrayed Corliss Archer in the film Kiss and Tell?"],
      round: 1,
    });
    expect(out.kind).toBe("continue");
    if (out.kind === "continue") expect(out.subQueries.some((q) => q.startsWith("Shirley Temple"))).toBe(true);
  });

  it("flags gaps about live data", async () => {
    const out = await planner.decide({ ...base, question: "What is the current status of the eu-west region?", evidence: [], done: [], round: 1 });
    expect(out).toMatchObject({ kind: "continue", live: true });
  });
});

describe("the local gate", () => {
  const gate = new LocalGate();
  it("sends comparisons and multi-hop questions to the loop, lookups to the single pass", async () => {
    expect(await gate.classify("How does authentication in v3 differ from v4?")).toMatchObject({ route: "dynamic", kind: "comparison" });
    expect(await gate.classify("What government position was held by the woman who portrayed Corliss Archer?")).toMatchObject({ route: "dynamic", kind: "multi-hop" });
    expect(await gate.classify("auth?")).toMatchObject({ route: "dynamic", kind: "vague" });
    expect(await gate.classify("How long do v4 access tokens last before they expire?")).toMatchObject({ route: "single-pass", kind: "lookup" });
  });
});
