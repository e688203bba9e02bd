import { describe, expect, it } from "vitest";
import { decompose } from "../src/skills/local/decompose";
import { LocalPlanner } from "../src/skills/local/planner";
import type { ScoredPassage } from "../src/types";
import { page } from "./support/page";

// "How many more …than", "How many years older … than", "How many years passed between …": the gap between two sides'
// values, as the planner's own answer once both sides' pages are found.
const planner = new LocalPlanner();
async function answerOf(question: string, pages: ScoredPassage[]) {
  const out = await planner.decide({
    queryTime: "2026-01-01T00:00:00Z",
    threshold: 0.1,
    question,
    evidence: pages,
    done: [question],
    round: 1,
    hits: [{ query: question, passages: pages }],
  });
  return out.kind === "sufficient" ? out.answer : undefined;
}

const ardley = page(
  "a",
  "Ardley Moor",
  "Ardley Moor is a village in Kent. According to the 2001 Census it had a population of 330, increasing to 341 at the 2011 census.",
);
const venn = page(
  "v",
  "Venn Cross",
  "Venn Cross is a village in Devon. According to the 2001 Census it had a population of 273, reducing to 261 at the 2011 census.",
);

describe("a difference asked between two sides", () => {
  it("how many more of a measure one side has than the other: the gap between the two counts", async () => {
    const question = "How many more people did Ardley Moor have than Venn Cross in 2011?";
    expect(decompose(question)).toMatchObject({ kind: "comparison", sides: ["Ardley Moor", "Venn Cross"] });
    const out = await answerOf(question, [ardley, venn]);
    expect(out?.text).toBe("80");
    expect(out?.passageIds).toEqual(["a", "v"]);
    // "fewer" asks the gap the other way round.
    expect(
      (await answerOf("How many fewer people did Venn Cross have than Ardley Moor in 2011?", [ardley, venn]))?.text,
    ).toBe("80");
    // And "less", as typed.
    expect(
      (await answerOf("How many less people did Venn Cross have than Ardley Moor in 2011?", [ardley, venn]))?.text,
    ).toBe("80");
  });

  it("a gap the other way round from the one asked is no answer: the question's premise does not hold", async () => {
    const out = await answerOf("How many more people did Venn Cross have than Ardley Moor in 2011?", [ardley, venn]);
    expect(out).toBeUndefined();
  });

  it("no gap between counts of different times, nor of a measure the pages give of something else", async () => {
    // No year asked, and each page counts two: the gap would mix them.
    expect(
      await answerOf("How many more people did Ardley Moor have than Venn Cross?", [ardley, venn]),
    ).toBeUndefined();
    // One page counts only another year than the one asked.
    const old = page(
      "o",
      "Venn Cross",
      "Venn Cross is a village in Devon. According to the 2001 Census it had a population of 273.",
    );
    expect(
      await answerOf("How many more people did Ardley Moor have than Venn Cross in 2011?", [ardley, old]),
    ).toBeUndefined();
    // Firms based in towns: the towns' populations are no head count of the firms.
    const firms = [
      page("f", "Ardley Tools", "Ardley Tools is a toolmaker based in Dover, a town with a population of 31,000."),
      page("g", "Venn Mills", "Venn Mills is a textile maker based in Deal, a town with a population of 16,000."),
    ];
    expect(await answerOf("How many more people did Ardley Tools have than Venn Mills?", firms)).toBeUndefined();
  });

  it("how many years passed between one event of two things: the years between their dates", async () => {
    const question =
      "How many years passed between the unveiling of the Hallam Memorial and that of the Dorne Memorial?";
    expect(decompose(question)).toMatchObject({ kind: "comparison", sides: ["Hallam Memorial", "Dorne Memorial"] });
    const hallam = page(
      "h",
      "Hallam Memorial",
      "The Hallam Memorial is a war memorial in Arras, France. The memorial was designed by Edwin Lutyens and unveiled by Hugh Trenchard on 31 July 1932.",
    );
    const dorne = page(
      "d",
      "Dorne Memorial",
      "The Dorne Memorial is a war memorial in Egypt, built in 1950. The memorial was designed by Hubert Worthington and unveiled on 24 October 1954.",
    );
    expect((await answerOf(question, [hallam, dorne]))?.text).toBe("22 years");
    // Asked the same way with the event named twice.
    const twice =
      "How many years passed between the unveiling of the Dorne Memorial and the unveiling of the Hallam Memorial?";
    expect((await answerOf(twice, [hallam, dorne]))?.text).toBe("22 years");
    // "elapsed", "those of" and "apart" ask the same gap.
    const elapsed =
      "How many years elapsed between the unveiling of the Hallam Memorial and that of the Dorne Memorial?";
    expect((await answerOf(elapsed, [hallam, dorne]))?.text).toBe("22 years");
  });

  it("how many years older one person is than another: the years between their births, when that one is older", async () => {
    const ada = page("a", "Ada Vell", "Ada Vell (March 3, 1901 – May 2, 1980) was an English painter.");
    const tom = page("t", "Tom Brisk", "Tom Brisk (June 9, 1910 – July 1, 1990) was an English sculptor.");
    expect((await answerOf("How many years older is Ada Vell than Tom Brisk?", [ada, tom]))?.text).toBe("9 years");
    expect((await answerOf("How many years younger is Tom Brisk than Ada Vell?", [ada, tom]))?.text).toBe("9 years");
    expect(await answerOf("How many years older is Tom Brisk than Ada Vell?", [ada, tom])).toBeUndefined();
    // Dates to the day count whole years, as an age does: three days apart across a New Year is no year.
    const eve = page("e", "Ida Marsh", "Ida Marsh (December 30, 1900 – May 2, 1980) was an English painter.");
    const day = page("d", "Nell Dorne", "Nell Dorne (January 2, 1901 – July 1, 1990) was a Welsh poet.");
    expect(await answerOf("How many years older is Ida Marsh than Nell Dorne?", [eve, day])).toBeUndefined();
    // Asked from the other one's date: "before B" names the later one first.
    expect((await answerOf("How many years before Tom Brisk was Ada Vell born?", [ada, tom]))?.text).toBe("9 years");
    expect((await answerOf("How many years after Ada Vell was Tom Brisk born?", [ada, tom]))?.text).toBe("9 years");
    expect((await answerOf("How many years prior to Tom Brisk was Ada Vell born?", [ada, tom]))?.text).toBe("9 years");
    expect(await answerOf("How many years after Tom Brisk was Ada Vell born?", [ada, tom])).toBeUndefined();
  });

  it("the second side keeps its own clause and loses the verb it echoes", () => {
    expect(
      decompose("How many more members does Madtown have than the Seoul group that debuted in 2014 currently has?")
        .sides,
    ).toEqual(["Madtown", "Seoul group that debuted in 2014"]);
  });
});

it("a 'between A and B' that relates the two without comparing them splits no sides", () => {
  const related = decompose(
    "Under which article of the Dunmere Convention is the bag immune that carries mail between a government and its missions?",
  );
  expect(related.kind).not.toBe("comparison");
  expect(decompose("How many years passed between the founding of Vell Hall and that of Dunmere Hall?").kind).toBe(
    "comparison",
  );
  expect(decompose("Between Tom Hale and Ada Vell, who was born first?").kind).toBe("comparison");
  // A word that only ends like a superlative compares nothing; a superlative does.
  expect(decompose("What interest did the treaty between Vell Bank and Dunmere Trust set?").kind).not.toBe(
    "comparison",
  );
  expect(decompose("Which forest lies between Vell Hall and Dunmere Hall?").kind).not.toBe("comparison");
  expect(decompose("Which is the oldest between Vell Hall and Dunmere Hall?").kind).toBe("comparison");
});
