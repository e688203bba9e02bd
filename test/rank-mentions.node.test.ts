import { describe, expect, it } from "vitest";
import { missingSpecifiers } from "../src/skills/local/premise";

describe("a rank the question writes one way and the evidence another", () => {
  it("'No. 1' is mentioned by 'number-one', 'number one' or '#1', and not by 'No. 2'", () => {
    const q = "For how many weeks was the only No. 1 album by Ada Vell at the top of the chart?";
    expect(missingSpecifiers(q, ["It is Vell's only number-one album, spending six weeks at the top."])).toEqual([]);
    expect(missingSpecifiers(q, ["It reached #1 and stayed there for six weeks; Ada Vell wrote it."])).toEqual([]);
    expect(missingSpecifiers(q, ["Ada Vell's album peaked at No. 2 for six weeks."])).toEqual(["1"]);
  });
});
