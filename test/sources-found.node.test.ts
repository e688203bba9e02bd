import { describe, expect, it } from "vitest";
import { LocalGate } from "../src/skills/local/gate";
import { LocalPlanner } from "../src/skills/local/planner";
import { sourceParts } from "../src/skills/local/sources";
import type { DecideInput } from "../src/skills/types";
import type { ScoredPassage } from "../src/types";

const p = (id: string, text: string, title: string, score = 0.4): ScoredPassage => ({
  id,
  text,
  title,
  score,
  source: "corpus",
});

describe("round one is the question's own search; only a source it missed is searched for", () => {
  const question =
    "Does the Harbor Times article say the port strike ended, while the Inland Ledger reports that grain prices fell?";
  const port = p(
    "port",
    "Harbor Times, 2023-11-02: The port strike ended after dockworkers accepted the offer.",
    "Strike ends",
  );
  const grain = p("grain", "Inland Ledger, 2023-11-05: Grain prices fell for a third week.", "Grain prices fall");
  const input = (evidence: ScoredPassage[], round = 1): DecideInput => ({
    question,
    queryTime: "2023-12-01T00:00:00Z",
    evidence,
    done: [question],
    threshold: 0.1,
    round,
    hits: [{ query: question, passages: evidence }],
  });

  it("the gate marks a question naming several sources to be searched first", async () => {
    expect(sourceParts(question).map((s) => s.source)).toEqual(["Harbor Times", "Inland Ledger"]);
    expect(await new LocalGate().classify(question)).toMatchObject({ route: "dynamic", searchFirst: true });
    // A lookup naming one source is not.
    expect((await new LocalGate().classify("What did the Harbor Times report about the strike?")).searchFirst).toBe(
      undefined,
    );
  });

  it("both sources found in round one: their passages are parts and nothing more is searched", async () => {
    const decision = await new LocalPlanner().decide(input([port, grain]));
    expect(decision.kind === "continue" ? decision.subQueries : []).toEqual([]);
    const ids = (decision.parts ?? []).filter((x) => x.name.startsWith("source:")).map((x) => x.passageId);
    expect(ids).toEqual(expect.arrayContaining(["port", "grain"]));
  });

  it("a source without a passage in round one gets its own query, once", async () => {
    const decision = await new LocalPlanner().decide(input([port]));
    expect(decision.kind).toBe("continue");
    const next = decision.kind === "continue" ? decision.subQueries : [];
    expect(next.length).toBe(1);
    expect(next[0]).toMatch(/^Inland Ledger\b/);
    // Round two searched it: whatever was found, nothing is searched again.
    const later = await new LocalPlanner().decide({ ...input([port], 2), done: [question, ...next] });
    expect(later.kind === "continue" ? later.subQueries : []).toEqual([]);
  });

  it("names two sources sharing one attribution ('the A and B articles')", () => {
    const parts = sourceParts("Do the Harbor Times and Inland Ledger articles both say that the port strike ended?");
    expect(parts.map((s) => s.source)).toEqual(["Harbor Times", "Inland Ledger"]);
  });
});
