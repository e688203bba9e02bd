import { expect, it } from "vitest";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { namesAnOption, offeredChoice } from "../src/skills/local/offered-choice";
import { page } from "./support/page";

it("reads the two options a question offers at its end, in any case, and only those", () => {
  expect(offeredChoice("whose arena had more seats, the rockford hawks or the dover owls")).toEqual([
    "the rockford hawks",
    "the dover owls",
  ]);
  expect(offeredChoice("Which came first: Red Mill or Blue Harbor?")).toEqual(["Red Mill", "Blue Harbor"]);
  // No options at the end: a plain question, an "or not", a clause after the comma.
  expect(offeredChoice("Who founded the Dover Owls?")).toBeUndefined();
  expect(offeredChoice("Were both towns in Kent, or not?")).toBeUndefined();
  expect(offeredChoice("When it rained, did the match at the stadium of the club go ahead or was it stopped?")).toBe(
    undefined,
  );
});

it("an answer names an option by its words, whatever its article or citations", () => {
  const options = ["the rockford hawks", "the dover owls"];
  expect(namesAnOption("Dover Owls [2]", options)).toBe(true);
  expect(namesAnOption("The Rockford Hawks", options)).toBe(true);
  expect(namesAnOption("Brickyard Arena [1]", options)).toBe(false);
});

it("an either-or question is answered with an option or not at all, never with a third name", async () => {
  const passages = [
    page("h", "Rockford Hawks", "The Rockford Hawks are an ice hockey team; they play at the Brickyard Arena."),
    page("b", "Brickyard Arena", "The Brickyard Arena, home of the Rockford Hawks, has 4,200 seats."),
    page("o", "Dover Owls", "The Dover Owls are an ice hockey team based in Dover."),
  ];
  const out = await new ExtractiveAnswerer().answer({
    question: "whose home arena had more seats, the rockford hawks or the dover owls?",
    queryTime: "2026-01-01T00:00:00Z",
    passages,
    threshold: 0.1,
  });
  expect(out.answer).not.toMatch(/Brickyard/);
  // No page gives the Dover Owls' seats: the engine cannot pick a side, and abstains.
  expect(out.abstained).toBe(true);
});
