import { expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { swappedDemonym } from "../src/skills/local/swapped-demonym";
import { given, answerInput as input, page } from "./support/page";

const project = "Vell Kan is a Canadian synthpop project formed in 1988 by Tom Hale in Toronto.";

it("a country's word the evidence puts before the question's noun, instead of the question's own, is another thing", () => {
  const q = "Who founded the American synthpop project that released 'Grey Rain'?";
  const out = guardAnswer(input(q, [page("k", "Vell Kan", project)]), given("Tom Hale [1]"));
  expect(out.abstained).toBe(true);
  expect(out.reason).toMatch(/Canadian project where the question says American/);
  // The question's own word lets it through.
  expect(swappedDemonym("Who founded the Canadian synthpop project?", [project])).toBeUndefined();
});

it("words of one country, a compound naming the question's, or the word said elsewhere are no contradiction", () => {
  expect(
    swappedDemonym("Who founded the British synthpop project?", ["Vell Kan is an English synthpop project."]),
  ).toBe(undefined);
  expect(
    swappedDemonym("Who founded the American synthpop project?", ["Vell Kan is a Canadian-American synthpop project."]),
  ).toBeUndefined();
  expect(
    swappedDemonym("Which American actor starred in it?", ["Tom Hale is a Canadian actor. He is an American citizen."]),
  ).toBeUndefined();
  // The noun is the phrase's, not a verb after it: "American actor starred in" describes an actor.
  expect(swappedDemonym("Which American actor starred in it?", ["Tom Hale is a Canadian actor."])).toMatch(/actor/);
});

it("another entity's country in the evidence, or half of the question's own compound, is no contradiction", () => {
  const cases: [string, string][] = [
    [
      "Which American actor starred in Dunmere?",
      "Dunmere is a 1990 film starring Tom Hale opposite Canadian actor Ada Vell.",
    ],
    [
      "Which American singer recorded Dunmere Nights?",
      "Dunmere Nights is a song by Ada Vell. It was covered by Irish singer Tom Hale.",
    ],
    [
      "Who founded the French fashion house Dunmere?",
      "Dunmere was founded by Ada Vell. Its rival is the Italian fashion house Vellini.",
    ],
    ["Which Canadian-American actor starred in Dunmere?", "Dunmere stars Tom Hale, a Canadian actor born in Toronto."],
  ];
  for (const [q, text] of cases) expect(swappedDemonym(q, [text])).toBeUndefined();
  // A title before the very name read as the answer counts; a reference to the page's subject counts.
  const award = "In 1992 the award went to Danish goalkeeper Tom Hale.";
  expect(swappedDemonym("Which American goalkeeper won it?", [award], "Tom Hale")).toMatch(/Danish goalkeeper/);
  expect(swappedDemonym("Which American goalkeeper won it?", [award], "Ada Vell")).toBeUndefined();
  expect(swappedDemonym("Which American goalkeeper won it?", ["In 1992 the Danish goalkeeper won it."])).toMatch(
    /Danish/,
  );
  // A sentence holding the title the question quotes is about the thing it describes; the question's own word counts
  // only before the same noun ("the French film" does not make a "French actor" the question's).
  const song = '"Grey Rain" is a song recorded by the Canadian synthpop project Vell Kan.';
  expect(swappedDemonym("Who founded the American synthpop project that released 'Grey Rain'?", [song])).toMatch(
    /Canadian/,
  );
  const album = "Ungod is the debut album released in 1994 by the American industrial rock band Vell Ward.";
  expect(
    swappedDemonym("When was the Canadian industrial rock band that released Ungod formed?", [album], "1985"),
  ).toMatch(/American band/);
  const seger = "Stranger in Town is an album by American rock singer Bob Vell, released in 1978.";
  expect(
    swappedDemonym("When was the Canadian rock singer who released Stranger in Town born?", [seger], "1945"),
  ).toMatch(/American singer/);
  const french = "Dunmere is a 1990 French film starring French actor Tom Hale.";
  expect(swappedDemonym("Which American actor starred in the French film Dunmere?", [french], "Tom Hale")).toMatch(
    /French actor/,
  );
  // The subject's own description still counts: after a year, after a name with a comma, in an apposition.
  const film = "Second Best is a 1994 British film directed by Tom Hale.";
  expect(swappedDemonym("Who directed the 1994 Canadian film Second Best?", [film])).toMatch(/British film/);
  const firm = "Vell Foods, Inc. is an American multinational food company.";
  expect(swappedDemonym("Where is the British multinational Vell Foods based?", [firm])).toMatch(/American/);
  expect(
    swappedDemonym("Which American actor starred in Dunmere?", ["Dunmere stars Tom Hale, a Canadian actor."]),
  ).toMatch(/Canadian actor/);
});
