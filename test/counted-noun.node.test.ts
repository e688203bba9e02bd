import { expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { countsOther } from "../src/skills/local/counted-noun";
import { candidateSpans } from "../src/skills/local/spans";
import { given, answerInput as input, page } from "./support/page";

it("a count written with another noun, in a sentence never naming the asked one, is withheld", () => {
  const yards = page(
    "y",
    "Vell Yards",
    "The Vell Yards were five large shipbuilding yards on the Dover coast in 1943.",
  );
  const q = "How many cargo ships did the Vell Yards build in 1943?";
  const out = guardAnswer(input(q, [yards]), given("five large [1]"));
  expect(out.abstained).toBe(true);
  expect(out.reason).toMatch(/counts yards, and the question asks how many ships/);
  // Asked what the number counts, it stands.
  expect(
    guardAnswer(input("How many shipbuilding yards were the Vell Yards?", [yards]), given("five [1]")).abstained,
  ).toBe(false);
});

it("a count said of the asked noun, a count of people by another word, and how often, are not judged", () => {
  // Words for the same things, words after the noun, units and capitalised nouns are no other count.
  const cases: [string, string, string][] = [
    ["How many teams compete in the Vell League?", "20", "The Vell League is contested by 20 clubs."],
    ["How many copies has the album Harbour sold?", "70 million", "Harbour has sold 70 million records worldwide."],
    ["How many kilometres long is the Vell river?", "2,850", "The Vell river is 2,850 km long."],
    ["How many albums did the Vells release?", "13", "The Vells released 13 studio LPs in all."],
    ["How many floors does Vell Tower have?", "102", "Vell Tower has 102 stories."],
  ];
  // (The pages name the asked noun elsewhere too, so only the rule under test keeps each answer.)
  for (const [q, span, sentence] of cases)
    expect(countsOther(q, span, [sentence], [`${sentence} ${q}`])).toBeUndefined();
  expect(countsOther("How many ships did Vell build?", "40", ["Vell built 40 hulls, all of them cargo ships."])).toBe(
    undefined,
  );
  expect(countsOther("How many members does the band have?", "four", ["The band is four musicians from Dover."])).toBe(
    undefined,
  );
  expect(countsOther("How many times did Ada Rook win the race?", "3", ["Ada Rook won 3 titles in the race."])).toBe(
    undefined,
  );
  // "N times" counts how often the verb happened: "retries … 7 times" counts retries.
  expect(
    countsOther("How many automatic retries does a failed delivery get?", "7 times", [
      "Lumen Relay retries a failed delivery up to 7 times after the first attempt.",
    ]),
  ).toBeUndefined();
  // A number with no noun of its own ("2,310 at the census") counts nothing else.
  expect(
    countsOther("How many residents does Elmford have?", "2,310", ["Its population was 2,310 at the census."]),
  ).toBe(undefined);
  // A number with another noun counts something else where the pages have a word for the asked things elsewhere.
  const singles = "Tom Vale released three singles.";
  expect(countsOther("How many albums did Tom Vale release?", "three", [singles])).toBeUndefined();
  expect(
    countsOther("How many albums did Tom Vale release?", "three", [singles], [`${singles} His debut album sold well.`]),
  ).toMatch(/counts singles/);
  // The asked noun said further on, of something else, does not make the number count it.
  const solo =
    "During that time he released two non-Vell albums: Purple Lane (1990) and the single Grey Day (1999) on Sub Pop.";
  expect(countsOther("How many singles did Tom Vale release?", "two non-Vell albums", [solo])).toMatch(
    /counts albums, and the question asks how many singles/,
  );
});

it("a count written with a hyphened name ('two non-Vell albums') is read whole, not cut at the hyphen", () => {
  expect(candidateSpans("He released two non-Vell albums in the 1990s.", "number").map((s) => s.text)).toEqual([
    "two non-Vell albums",
  ]);
});

it("the counted noun is the question's first plural, and a rate is counted in its unit's words", () => {
  const narrators = "Six main characters take turns narrating the series, which is set in Dover.";
  expect(
    countsOther(
      "How many main characters take turns narrating the series The Vell Chronicles is a companion to?",
      "Six main characters",
      [narrators],
    ),
  ).toBeUndefined();
  expect(
    countsOther("How many API calls per second can a Team project make?", "1,000", [
      "Team: 1,000 requests per second.",
    ]),
  ).toBeUndefined();
});

it("a count of people asked by its measure ('the population of', 'how many people attended') counts people", () => {
  const town = page("t", "Dunmere", "Dunmere is a town in Vermont. It has 12 churches and a population of 2,044.");
  const q = "What is the population of Dunmere?";
  expect(guardAnswer(input(q, [town]), given("12 [1]"))).toMatchObject({
    abstained: true,
    reason: expect.stringMatching(/counts churches, and the question asks how many people/),
  });
  expect(guardAnswer(input(q, [town]), given("2,044 [1]")).abstained).toBe(false);
  const fair = page("f", "Vell Fair", "The Vell Fair has 30 stages. In 2012 it drew a crowd of 4,000.");
  const attended = "How many people attended the Vell Fair in 2012?";
  expect(guardAnswer(input(attended, [fair]), given("30 [1]")).abstained).toBe(true);
  // A bare number is left standing for a measure of people (a crowd, seats), and so are people counted in words no
  // list holds.
  expect(guardAnswer(input(attended, [fair]), given("4,000 [1]")).abstained).toBe(false);
  const rally = page("r", "Vell Rally", "The Vell Rally drew 50,000 supporters.");
  expect(guardAnswer(input("How many people attended the Vell Rally?", [rally]), given("50,000 [1]")).abstained).toBe(
    false,
  );
  const parish = page("q", "Vell Parish", "In 1851 the parish had a population of 812 souls.");
  const asked = "What was the population of Vell Parish in 1851?";
  expect(guardAnswer(input(asked, [parish]), given("812 [1]")).abstained).toBe(false);
});
