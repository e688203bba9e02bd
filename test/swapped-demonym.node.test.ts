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
