import { describe, expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { answerInput as input, page } from "./support/page";

// A people's word, a country or a US state the question states is a premise the pages read must state too (in any of
// its words: "Dutch" by "the Netherlands", "American" by a state).
describe("an origin the question states is answered only from pages stating it", () => {
  const day = page("d", "Vellsdag", "Vellsdag is a national holiday in the Netherlands. It is celebrated on 27 April.");
  const guarded = (q: string, pages = [day], answer = "27 April [1]") =>
    guardAnswer(input(q, pages), { answer, cited: [1], abstained: false });

  it("'the American holiday' is not read off a page placing it in the Netherlands; 'the Dutch holiday' is", () => {
    const out = guarded("On which date is the American holiday Vellsdag celebrated?");
    expect(out.abstained).toBe(true);
    expect(out.reason).toMatch(/says American; the pages read never state it/);
    expect(guarded("On which date is the Dutch holiday Vellsdag celebrated?").abstained).toBe(false);
  });

  it("a US state states 'American'; a state itself must be written", () => {
    const band = page("b", "Harrow Quartet", "Harrow Quartet is a rock band formed in Austin, Texas by Ada Vell.");
    const q = (where: string) => `Who formed the ${where} rock band Harrow Quartet?`;
    expect(guarded(q("American"), [band], "Ada Vell [1]").abstained).toBe(false);
    expect(guarded(q("Texas"), [band], "Ada Vell [1]").abstained).toBe(false);
    expect(guarded(q("Ohio"), [band], "Ada Vell [1]").reason).toMatch(/says Ohio; the pages read never state it/);
  });

  it("an either-or question's options are not premises; a 'no' claims nothing", () => {
    const out = guarded("Is Vellsdag an American or a Dutch holiday?", [day], "Dutch [1]");
    expect(out.abstained).toBe(false);
    expect(guarded("Is Vellsdag an American holiday?", [day], "no [1]").abstained).toBe(false);
  });

  it("a language, an origin denied and 'U.S.' ask nothing more; a word of a name asks the name", () => {
    const film = page("f", "Vell Lake", "Vell Lake is a 2001 Belgian film made by a U.S. studio.");
    const ok = (q: string) => expect(guarded(q, [film], "Vell Lake [1]").abstained).toBe(false);
    ok("What is the English title of the Belgian film Vell Lake?");
    ok("Which film made by an American studio is called Vell Lake?");
    ok("Which Belgian film was not made in France?");
    const city = page("c", "Vell Jazz", "Vell jazz is a style of jazz that developed in Kansas City, Missouri.");
    const jazz = (where: string) => `Where did ${where} City jazz develop?`;
    expect(guarded(jazz("Kansas"), [city], "Kansas City [1]").abstained).toBe(false);
    expect(guarded(jazz("California"), [city], "Kansas City [1]").reason).toMatch(
      /says California City; the pages read never state it/,
    );
  });
});
