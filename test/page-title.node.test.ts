import { expect, it } from "vitest";
import { leadName } from "../src/skills/local/page-title";
import { page } from "./support/page";

it("a page's lead may name its subject longer than its title does; that name is the one its sentences use", () => {
  const wood = page(
    "w",
    "Ed Vell",
    "Edward Davis Vell Jr. (October 10, 1924 – December 10, 1978) was an American filmmaker, actor and author.",
  );
  expect(leadName(wood, "Ed Vell")).toBe("Edward Davis Vell Jr.");
  const ford = page("f", "Tom Hart", "Thomas Rudolph Hart, known as Tom, was a politician.");
  expect(leadName(ford, "Tom Hart")).toBe("Thomas Rudolph Hart");
  // The same name, another person's, or a lead not opening on a name gives none.
  expect(leadName(page("s", "Ada Vell", "Ada Vell (born 1950) is a director."), "Ada Vell")).toBeUndefined();
  expect(leadName(page("o", "Ed Vell", "Tom Hart Dale (born 1950) is an actor."), "Ed Vell")).toBeUndefined();
  expect(leadName(page("l", "Ed Vell", "The filmmaker Ed Vell (1924 – 1978) was American."), "Ed Vell")).toBe(
    undefined,
  );
});
