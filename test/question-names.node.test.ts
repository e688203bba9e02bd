import { describe, expect, it } from "vitest";
import { questionNames } from "../src/skills/local/question-names";

// The names a question gives are searched and paged by the planner: a question word is no part of them.
describe("the names a question gives", () => {
  it("a question word opening the question is not part of the name after it", () => {
    expect(questionNames("Which Midwestern race track hosts a 500-mile race every May?")).toEqual(["Midwestern"]);
    expect(questionNames("Did Orla Venn publish Salt Meridian?")).toEqual(["Orla Venn", "Salt Meridian"]);
  });

  it("an auxiliary that is a name's own first word stays: 'Will Smith starred', 'Is This It was released'", () => {
    expect(questionNames("Will Vell starred in which 1996 film?")).toContain("Will Vell");
    expect(questionNames("Is Salt It was released by which band?")).toContain("Is Salt It");
    // The question's own auxiliary, before a bare verb, is not.
    expect(questionNames("Did Orla Venn publish Salt Meridian?")).not.toContain("Did Orla Venn");
  });

  it("a title opening with a wh-word stays whole when the question asks with another one", () => {
    expect(questionNames("Which Way Home was directed by whom?")).toEqual(["Which Way Home"]);
  });

  it("a lone word capitalised only because it opens a sentence is no name", () => {
    expect(questionNames("Name the director of Salt Meridian.")).toEqual(["Salt Meridian"]);
  });
});
