import { describe, expect, it } from "vitest";
import { asksYesNo } from "../src/skills/local/answer-type";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { page } from "./support/page";

describe("yes/no typed in a hurry, and 'or' questions that open like yes/no", () => {
  const a = page("a", "Vell Distilling", "Vell Distilling is a distillery based in Minnesota, founded in 1912.");
  const b = page("b", "Tarrow Foods", "Tarrow Foods is a food company based in California, founded in 1998.");
  const sides = [
    { name: "Vell Distilling", passage: a },
    { name: "Tarrow Foods", passage: b },
  ];

  it("'A and B both based in California?' without its 'are' is yes/no: never answered with one side's name", () => {
    const q = "vell distilling and tarrow foods both based in california?";
    expect(asksYesNo(q)).toBe(true);
    expect(compareAnswer(q, sides)?.text).toBe("no");
    // A request for a name is no yes/no, though it says "both".
    expect(asksYesNo("name the state vell distilling and tarrow foods are both based in")).toBe(false);
  });

  it("'Was A or B founded earlier?' offers its sides to choose from: the earlier one, not 'yes' or 'no'", () => {
    const verdict = compareAnswer("Was Vell Distilling or Tarrow Foods founded earlier?", sides);
    expect(verdict?.text).toBe("Vell Distilling");
    // Either way round; and "either" asks yes or no still.
    expect(compareAnswer("Was Tarrow Foods or Vell Distilling founded earlier?", sides)?.text).toBe("Vell Distilling");
    expect(compareAnswer("Was either Vell Distilling or Tarrow Foods founded in California?", sides)?.text).toBe("no");
  });
});
