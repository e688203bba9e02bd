import { expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { swappedModifier } from "../src/skills/local/swapped-modifier";
import { given, answerInput as input, page } from "./support/page";

it("an answer read from a page that puts another name before the question's noun is withheld, with both names", () => {
  const boxer = page(
    "b",
    "Dale Morrow",
    "Dale Morrow is a retired boxer. He held the IBF junior middleweight title, which he won in 1994 by upsetting Ken Ash.",
  );
  const q = "In what year did Dale Morrow win the WBA junior middleweight title by upsetting Ken Ash?";
  const out = guardAnswer(input(q, [boxer]), given("1994 [1]"));
  expect(out.abstained).toBe(true);
  expect(out.reason).toMatch(/IBF junior where the question says WBA/);
  // Asked of the title the page names, the year stands.
  const asked = q.replace("WBA", "IBF");
  expect(guardAnswer(input(asked, [boxer]), given("1994 [1]")).abstained).toBe(false);
  // Asked without naming whose title, too.
  expect(guardAnswer(input(q.replace("WBA ", ""), [boxer]), given("1994 [1]")).abstained).toBe(false);
});

it("a name sharing words with the page's is swapped only by the words the page never says", () => {
  const firm = "Vell Steel was founded by Ada Rook to supply steel plate to the Pacific Coast shipbuilding industry.";
  expect(swappedModifier("Who founded Vell Steel for the Atlantic Coast shipbuilding industry?", [firm])).toBe(
    "the evidence says Pacific Coast shipbuilding where the question says Atlantic Coast",
  );
  // A page that also says "Atlantic" somewhere may be about both coasts: nothing is withheld.
  expect(
    swappedModifier("Who founded Vell Steel for the Atlantic Coast shipbuilding industry?", [
      `${firm} It later opened an Atlantic office.`,
    ]),
  ).toBeUndefined();
});

it("one name written two ways, and a name the page never sets before the noun, are no swap", () => {
  const navy = "The Harrow was a United States Navy destroyer launched in 1943.";
  expect(swappedModifier("When was the U.S. Navy destroyer Harrow launched?", [navy])).toBeUndefined();
  expect(swappedModifier("When was the USN destroyer Harrow launched?", [navy])).toBeUndefined();
  // The page names no other kind of destroyer: a question's extra name is not contradicted.
  expect(
    swappedModifier("When was the Fletcher destroyer Harrow launched?", ["The Harrow was launched in 1943."]),
  ).toBe(undefined);
});

it("a demonym before the noun ('which French region') is no name the page must repeat", () => {
  expect(
    swappedModifier("Strasbourg is the capital of which French region?", [
      "Strasbourg is the capital and largest city of the Grand Est region of France.",
    ]),
  ).toBeUndefined();
});

it("a descriptor on either side, a possessive, an acronym's spelling-out and a sentence's first word are no swap", () => {
  const cases: [string, string][] = [
    ["Which Hollywood actor was born in Dover?", "Tom Vale is an American actor. He was born in Dover."],
    ["Which Premier League club did Tom Vale join in 1999?", "In 1999 he joined the English club Vell Rovers."],
    ["Which Oscar-winning actress starred in Harbour?", "Harbour starred the American actress Ada Rook."],
    ["Which Greek-American actor starred in Harbour?", "Harbour starred the American actor Tom Vale."],
    ["Which Tory politician led the council?", "The council was led by the Conservative politician Ada Rook."],
    [
      "In what year did Dale Morrow win the WBA's junior middleweight title?",
      "He won the WBA junior middleweight title in 1994.",
    ],
    ["When did Vellmark join the NATO alliance?", "Vellmark joined the North Atlantic alliance in 1952."],
    ["Which Marvel film grossed the most in 2012?", "Superhero film grosses rose in 2012."],
  ];
  for (const [q, text] of cases) expect(swappedModifier(q, [text])).toBeUndefined();
});
