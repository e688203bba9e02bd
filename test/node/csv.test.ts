import { describe, expect, it } from "vitest";
import { csvRecords, parseCsv } from "../../src/text/csv.ts";

describe("CSV parser", () => {
  it("handles quotes, doubled quotes, commas and newlines inside quotes, and CRLF", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"\nthere'],
    ]);
    expect(parseCsv("a,,\n")).toEqual([["a", "", ""]]);
  });

  it("finds the header after a preamble and skips blank rows", () => {
    const text = '"Warning: a, b",,\n,,\nid,question,answer_0\n0,"Q?",A\n,,\n1,Q2,"multi\nline"\n';
    expect(csvRecords(text, "id")).toEqual([
      { id: "0", question: "Q?", answer_0: "A" },
      { id: "1", question: "Q2", answer_0: "multi\nline" },
    ]);
  });

  it("refuses a file that ends inside quotes", () => {
    expect(() => parseCsv('a,"b\n')).toThrow(/quoted/);
  });
});
