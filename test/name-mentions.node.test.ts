import { describe, expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { missingSpecifiers, namesAll } from "../src/skills/local/premise";
import { given, answerInput as input, page } from "./support/page";

describe("a name of several words met only by its first word", () => {
  it("is not mentioned where that word opens another name: 'Ada de Lune' names no Ada Marsh", () => {
    const q = "What is the title of Ada Marsh's 2006 book on Virginia Woolf?";
    const other = "Ada de Lune's works on Woolf include a 2006 book, \"Woolf's Novels\", written in Dover.";
    expect(missingSpecifiers(q, [other])).toContain("ada marsh");
    expect(namesAll(q, other)).toBe(false);
    // Her surname mentions her, and so does her first name written alone.
    expect(missingSpecifiers(q, ['Marsh\'s 2006 book on Virginia Woolf was "The Waves Again".'])).toEqual([]);
    expect(namesAll(q, 'Ada\'s 2006 book on Virginia Woolf was "The Waves Again".')).toBe(true);
    // A place's name too: "Manchester City" names no Manchester United.
    expect(
      missingSpecifiers("Who managed Manchester United in 1999?", ["Joe Royle managed Manchester City in 1999."]),
    ).toEqual(["manchester united"]);
  });

  it("an answer read off a page naming only another person of the same first name is withheld", () => {
    const q = "What is the title of Ada Marsh's 2006 book on Virginia Woolf?";
    const deLune = page(
      "l",
      "Ada de Lune",
      'Ada de Lune is a scholar of Woolf. Her works include a 2006 book, "Woolf\'s Novels", written in Dover.',
    );
    const marsh = page(
      "m",
      "Ada Marsh",
      'Ada Marsh (1938–2015) wrote "The Waves Again" (2006), a book on Virginia Woolf.',
    );
    const out = guardAnswer(input(q, [deLune, marsh]), given('Her works include a 2006 book, "Woolf\'s Novels" [1]'));
    expect(out.abstained).toBe(true);
    expect(out.reason).toMatch(/names Ada de Lune, not Ada Marsh/);
    // Read off her own page, the answer stands.
    expect(guardAnswer(input(q, [marsh, deLune]), given('"The Waves Again" [1]')).abstained).toBe(false);
  });
});
