import { describe, expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { answerInput as input, page } from "./support/page";

const answer = (question: string, passages: ReturnType<typeof page>[]) =>
  new ExtractiveAnswerer().answer({ question, queryTime: "2026-01-01T00:00:00Z", passages, threshold: 0.1 });

describe("a subject described with a year is answered only from evidence stating that year", () => {
  const film = page(
    "a",
    "Harbour Lights (film)",
    "Harbour Lights is a 1986 American drama film written and directed by Ada Vell. Its score was composed by Tom Hart.",
  );

  it("'Ada Vell's 1990 film' is not her 1986 film: the composer of the 1986 one is withheld", async () => {
    // (Her own page names 1990 for another fact: the evidence as a whole mentions the year; the cited passage does not.)
    const vell = page("b", "Ada Vell", "Ada Vell (born 1950) is an American director. In 1990 she moved to Dunmere.");
    const out = await answer("Who composed the score for Ada Vell's 1990 film?", [film, vell]);
    expect(out.abstained).toBe(true);
    expect(out.reason).toMatch(/1990/);
  });

  it("the year the evidence states lets the answer through", async () => {
    const out = await answer("Who composed the score for Ada Vell's 1986 film?", [film]);
    expect(out.answer).toMatch(/^Tom Hart/);
  });

  it("a year dating the question's own event ('in 1990 which …') describes no subject", async () => {
    // (The film's page says what happened in 1990; another page dates another subject by it.)
    const rescored = { ...film, text: `${film.text} In 1990 a new score was written for it.` };
    const other = page("b", "Lowland Awards", "The Lowland Awards were first given in 1990 in Dunmere.");
    const out = await answer("In 1990 which composer scored Harbour Lights?", [rescored, other]);
    expect(out.abstained).toBe(false);
    expect(out.answer).toMatch(/Tom Hart/);
  });

  it("a subject the question names after its year ('her 1990 film Harbour Lights II') is told by its name", async () => {
    const sequel = page(
      "c",
      "Harbour Lights II",
      "Harbour Lights II is the sequel to her 1986 film Harbour Lights. Its score was composed by Tom Hart.",
    );
    const dated = page("d", "Ada Vell filmography", "Ada Vell directed Harbour Lights II in 1990.");
    const out = await answer("Who composed the score of Ada Vell's 1990 film Harbour Lights II?", [sequel, dated]);
    expect(out.answer).toMatch(/^Tom Hart/);
  });
});

describe("a named subject the question dates with a year its evidence gives otherwise", () => {
  // (As a chain's answer is guarded: the last hop's page and the first hop's, both cited.)
  const film = page("a", "Second Best (film)", "Second Best is a 1994 British drama film directed by Tom Hart.");
  const hart = page(
    "b",
    "Tom Hart",
    "Tom Hart (born 15 September 1940) is an English director. He made the 1988 film A World Apart.",
  );
  const guarded = (q: string, pages = [hart, film]) =>
    guardAnswer(input(q, pages), { answer: "15 September 1940 [1][2]", cited: [1, 2], abstained: false });

  it("'the 1997 British film Second Best' is not the 1994 one: the chain's answer is withheld", () => {
    const out = guarded("On what date was the director of the 1997 British film Second Best born?");
    expect(out.abstained).toBe(true);
    expect(out.reason).toMatch(/date film Second Best 1994, not 1997/);
    // So is "Second Best (1997 film)" against a page titled with its own year.
    const titled = page("c", "Second Best (1994 film)", "It was directed by Tom Hart.");
    expect(guarded("On what date was the director of the 1997 film Second Best born?", [hart, titled]).abstained).toBe(
      true,
    );
  });

  it("the year the evidence gives lets the answer through; a page never dating the name leaves the year unchecked", () => {
    expect(guarded("On what date was the director of the 1994 British film Second Best born?").abstained).toBe(false);
    // "the 1988 film A World Apart" dates another name; this page never dates Second Best, so nothing says 1991.
    const undated = page("c", "Second Best (film)", "Second Best is a British drama film directed by Tom Hart.");
    expect(guarded("On what date was the director of the 1991 film Second Best born?", [hart, undated]).reason).toMatch(
      /says 1991; the pages read never state it/,
    );
  });
});
