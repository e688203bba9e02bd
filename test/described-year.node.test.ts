import { describe, expect, it } from "vitest";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { page } from "./support/page";

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
    const other = page("b", "Lowland Awards", "The Lowland Awards were first given in 1990 in Dunmere.");
    const out = await answer("In 1990 which composer scored Harbour Lights?", [film, other]);
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
