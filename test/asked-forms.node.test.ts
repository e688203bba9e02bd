import { describe, expect, it } from "vitest";
import { askedNoun } from "../src/skills/local/answer-type";
import { askedSpan } from "../src/skills/local/asked-span";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import type { AnswerInput } from "../src/skills/types";
import type { ScoredPassage } from "../src/types";

/** The local engine's calibrated floor (calibration.json): an answer below it is withheld as "I don't know". */
const FLOOR = 0.7;
const page = (id: string, title: string, text: string, score = 0.8): ScoredPassage => ({
  id,
  title,
  text,
  source: "corpus",
  score,
});
const input = (question: string, passages: ScoredPassage[]): AnswerInput => ({
  question,
  queryTime: "2026-01-01T00:00:00Z",
  passages,
  threshold: 0.1,
});
const answerer = new ExtractiveAnswerer();

describe("the noun a 'which <noun> <verb> …' question asks for", () => {
  it("is the noun before the question's verb, not the verb's object or particle", () => {
    expect(askedNoun("Which publisher published the Velder series?")).toBe("publisher");
    expect(askedNoun("Which publisher put out the Velder series?")).toBe("publisher");
    expect(askedNoun("Which studio distributed the film?")).toBe("studio");
    expect(askedNoun("Which firm designed the Arlen Tower?")).toBe("firm");
    // Not a verb: "which animated series", "which United States senator".
    expect(askedNoun("Which animated series starred Tara Vell?")).toBe("series");
  });
});

describe("a name the question's own words state, read out of the sentence", () => {
  const velder = page(
    "v",
    "Velder (series)",
    "Velder is a fantasy series of young adult books written by Ann Roe and her husband Tom Hart, and published " +
      "by Harrowgate.",
  );

  it("'which publisher' is answered by the name after 'published by', above the floor", async () => {
    for (const q of ["Which publisher published the Velder series?", "Which publisher put out the Velder series?"]) {
      const out = await answerer.answer(input(q, [velder]));
      expect(out.answer).toBe("Harrowgate [1]");
      expect(out.confidence).toBeGreaterThanOrEqual(FLOOR);
    }
  });

  it("'which studio distributed X' is answered by the name after 'distributed by'", async () => {
    const film = page(
      "f",
      "Night Harbour",
      "Night Harbour is a 1979 horror film directed by Ada Vell and distributed by Tarrow Pictures.",
    );
    const out = await answerer.answer(input("Which studio distributed Night Harbour?", [film]));
    expect(out.answer).toBe("Tarrow Pictures [1]");
    expect(out.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("a name in quotation marks right after the asked noun or preposition is that noun's name", async () => {
    const novel = page(
      "n",
      "Nadia Korsh (novel)",
      'Nadia Korsh is a novel by Ivo Brand. It was first published in the literary journal "The Tarrow Messenger" ' +
        "from 1875 to 1877.",
    );
    const out = await answerer.answer(input("In which journal was Nadia Korsh first published?", [novel]));
    expect(out.answer).toBe("The Tarrow Messenger [1]");
    expect(out.confidence).toBeGreaterThanOrEqual(FLOOR);
  });
});

describe("a chart position", () => {
  const album = page(
    "d",
    "Harbour Lights (album)",
    "Harbour Lights is the third studio album by Ada Vell. It debuted at number three on the UK Albums Chart and " +
      "at number five on the US Billboard 200.",
  );

  it("'at what position did X debut on the UK chart' is the rank the sentence gives for that chart", async () => {
    const out = await answerer.answer(
      input("At what position did Harbour Lights debut on the UK Albums Chart?", [album]),
    );
    expect(out.answer).toBe("number three [1]");
    expect(out.confidence).toBeGreaterThanOrEqual(FLOOR);
    const us = await answerer.answer(input("At what position did Harbour Lights debut on the Billboard 200?", [album]));
    expect(us.answer).toBe("number five [1]");
  });

  it("a sentence giving no rank gives no position", async () => {
    const none = page("x", "Harbour Lights (album)", "Harbour Lights is the third studio album by Ada Vell.");
    const out = await answerer.answer(
      input("At what position did Harbour Lights debut on the UK Albums Chart?", [none]),
    );
    expect(out.answer).not.toMatch(/number|^\d/);
  });
});

describe("a name the question gives, with a possessive", () => {
  it("names the given thing's own prize, not the one asked for ('Harbor League's Best Goalkeeper' is no goalkeeper)", () => {
    // A chain's last hop, its bridge ("Harbor League") filled in.
    const found = askedSpan("Which goalkeeper held, from 2013 to 2016, Harbor League?", [
      "The Harbor League's Best Goalkeeper is a football award given annually since 1987 to the most outstanding " +
        "goalkeeper of the year.",
      "currently the best goalkeeper from 2013-2016 is tomas reyn.",
    ]);
    expect(found?.span ?? "").not.toMatch(/Harbor League's/);
  });
});
