import { describe, expect, it } from "vitest";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { decompose } from "../src/skills/local/decompose";
import { otherAgent } from "../src/skills/local/other-agent";
import type { ScoredPassage } from "../src/types";

const p = (id: string, title: string, text: string): ScoredPassage => ({ id, title, text, score: 1, source: "corpus" });
const side = (name: string, passage: ScoredPassage) => ({ name, passage });
const FLOOR = 0.7;

const quay = p("q", "Quay Memorial", "The Quay Memorial is a war memorial in Leith. It was designed by Edwin Hale.");
const harbor = p(
  "h",
  "Harbor Memorial",
  "The Harbor Memorial is a war memorial in Dover. The memorial was designed by Hubert Marsh and unveiled in 1954.",
);

describe("'Were both A and B designed by X?': a page naming someone else for the same verb", () => {
  const q = "Were both the Quay Memorial and the Harbor Memorial designed by Edwin Hale?";

  it("is a sure no", () => {
    expect(otherAgent(q, harbor.text)).toBe(true);
    const verdict = compareAnswer(q, [side("Quay Memorial", quay), side("Harbor Memorial", harbor)]);
    expect(verdict?.text).toBe("no");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("a page naming the one asked too, another verb, or 'by the same' is no contradiction", () => {
    const extension = `${harbor.text} Its extension was designed by Edwin Hale in 1960.`;
    expect(otherAgent(q, extension)).toBe(false);
    expect(otherAgent(q.replace("designed", "unveiled"), harbor.text)).toBe(false);
    expect(
      otherAgent("Were the Quay Memorial and the Harbor Memorial designed by the same architect?", harbor.text),
    ).toBe(false);
  });
});

describe("'Were both A and B designed by X?': 'both' before the pair", () => {
  it("splits the pair where the predicate's participle begins", () => {
    expect(decompose("Were both the Quay Memorial and the Harbor Memorial designed by Edwin Hale?")).toMatchObject({
      kind: "comparison",
      sides: ["Quay Memorial", "Harbor Memorial"],
    });
  });
});
