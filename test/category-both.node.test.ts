import { describe, expect, it } from "vitest";
import { askedCategory, categoryBoth, sameSort } from "../src/skills/local/category-both";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { bothSides } from "../src/skills/local/compare-sides";
import { decompose } from "../src/skills/local/decompose";
import type { ScoredPassage } from "../src/types";

const p = (id: string, title: string, text: string): ScoredPassage => ({ id, title, text, score: 1, source: "corpus" });
const FLOOR = 0.65;

const terrier = p("t", "Bolton Terrier", "The Bolton Terrier is a breed of dog of the wire-haired terrier type.");
const fox = p("f", "Fox Terrier", "The Fox Terrier is a terrier breed of dog, bred to drive foxes from their dens.");
const sheepdog = p(
  "s",
  "Sheltie",
  "The Sheltie is a distinctive type of herding dog, including many standardised breeds. It came from Scotland.",
);
const grocer = p("g", "Marktkorb", "Marktkorb is a chain of supermarkets and hypermarkets operating in Austria.");
const fuel = p("u", "Tankfix", "Tankfix is a chain of unmanned fuel stations throughout Sweden. It is low-cost.");
const discount = p(
  "d",
  "Sparfix",
  "Sparfix is a chain of discount stores in Poland, selling groceries and supermarket goods.",
);

describe("are A and B both <category>: each side's own definition", () => {
  it("reads the category after 'both', not a relation or an event", () => {
    expect(askedCategory("Are X and Y both terrier breeds?")).toEqual(["terrier", "breed"]);
    expect(askedCategory("Were X and Y both born in Rome?")).toBeUndefined();
    expect(askedCategory("Are X and Y both from the United States?")).toBeUndefined();
  });

  it("yes when each definition holds the category", () => {
    expect(categoryBoth("Are the Bolton Terrier and the Fox Terrier both terrier breeds?", [terrier, fox])).toBe("yes");
  });

  it("no when one side is defined as another sort of the same kind", () => {
    expect(categoryBoth("Are the Bolton Terrier and the Sheltie both terrier breeds?", [terrier, sheepdog])).toBe("no");
    expect(categoryBoth("Are Marktkorb and Tankfix both chains of supermarkets?", [grocer, fuel])).toBe("no");
  });

  it("a people's word in the category is where a thing is from, however its page says it", () => {
    const local = p("l", "Elm Street Band", "Elm Street Band is an American rock band formed in Zion, Illinois.");
    const states = p("s", "Tide Line", "Tide Line is a United States post-punk band from Lincoln, Nebraska.");
    const british = p("b", "North Pier", "North Pier is a British rock band formed in Leeds.");
    const nowhere = p("n", "Grey Lake", "Grey Lake is a rock band formed by two brothers.");
    expect(categoryBoth("Are Elm Street Band and Tide Line both American?", [local, states])).toBe("yes");
    expect(categoryBoth("Are Elm Street Band and North Pier both American?", [local, british])).toBe("no");
    // A page that says no origin at all gives no "no".
    expect(categoryBoth("Are Elm Street Band and Grey Lake both American?", [local, nowhere])).toBeUndefined();
  });

  it("abstains when the other side's page uses the category's word, or a page has no definition", () => {
    // A discount chain whose page speaks of supermarket goods: the words do not plainly disagree.
    expect(categoryBoth("Are Marktkorb and Sparfix both chains of supermarkets?", [grocer, discount])).toBeUndefined();
    const bare = p("b", "Tankfix", "Tankfix opened its first station in 1961.");
    expect(categoryBoth("Are Marktkorb and Tankfix both chains of supermarkets?", [grocer, bare])).toBeUndefined();
  });

  it("the comparison answers above the floor from the sides' own pages", () => {
    const q = "Are the Bolton Terrier and the Sheltie both terrier breeds?";
    const verdict = compareAnswer(q, [
      { name: "Bolton Terrier", passage: terrier },
      { name: "Sheltie", passage: sheepdog },
    ]);
    expect(verdict?.text).toBe("no");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("splits the two names, each with its article, and leaves a report's claim alone", () => {
    const q = "Are the Bolton Terrier and the Sheltie both terrier breeds?";
    expect(bothSides(q)).toMatchObject({ a: "Bolton Terrier", b: "Sheltie" });
    expect(decompose(q)?.sides).toEqual(["Bolton Terrier", "Sheltie"]);
    expect(bothSides("Did TechCrunch and The Verge both report that the deal closed?")).toBeUndefined();
  });
});

describe("a category asked after 'both' of the names it lists", () => {
  it("leaves the sides out of the category", () => {
    expect(askedCategory("Are both Cypress and Ajuga genera?", ["Cypress", "Ajuga"])).toEqual(["genera"]);
    expect(askedCategory("Are both Cypress and Ajuga genera?")).toBeUndefined();
  });
});

describe("the same sort of a noun: the words each definition puts before it", () => {
  const a = p("a", "Hexi", "Hexi is a prefecture-level city of Gansu province.");
  const b = p("b", "Lubu", "Lubu is a county-level city in southern Nanping.");
  const c = p("c", "Tiemen", "Tiemen is a prefecture-level city in Hunan.");
  it("no when the sorts differ, yes when they match, undefined when a definition lacks the noun", () => {
    expect(sameSort("Are Hexi and Lubu the same level of city?", [a, b])).toBe("no");
    expect(sameSort("Are Hexi and Tiemen the same level of city?", [a, c])).toBe("yes");
    expect(sameSort("Are Hexi and Lubu the same level of town?", [a, b])).toBeUndefined();
  });
});

describe("'Are both A and B <category>?'", () => {
  it("reads the category after the names", () => {
    const q = "Are both Bolton Terrier and Sheltie terrier breeds?";
    const verdict = compareAnswer(q, [
      { name: "Bolton Terrier", passage: terrier },
      { name: "Sheltie", passage: sheepdog },
    ]);
    expect(verdict?.text).toBe("no");
  });
});
