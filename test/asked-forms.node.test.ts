import { describe, expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { askedNoun } from "../src/skills/local/answer-type";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { answerInput as input, page } from "./support/page";

/** The local engine's calibrated floor (calibration.json): an answer below it is withheld as "I don't know". */
const FLOOR = 0.7;
const answerer = new ExtractiveAnswerer();
/** The guards' verdict on `span` as the answer read from the first page. */
const guarded = (question: string, span: string, pages: ReturnType<typeof page>[]) =>
  guardAnswer(input(question, pages), { answer: `${span} [1]`, cited: [1], abstained: false });

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

  it("a participle describing the noun is no verb of the question, and an intransitive verb names no doer", async () => {
    const tara = page(
      "t",
      "Tara Vell",
      "Tara Vell starred in Moon Harbour, a series animated by Studio Orla, and starred in the Japanese animated " +
        "series Sky Lantern.",
    );
    const series = await answerer.answer(input("Which Japanese animated series starred Tara Vell?", [tara]));
    expect(series.answer).not.toMatch(/^Studio Orla/);
    const band = page(
      "b",
      "Harbour Lights (band)",
      "Harbour Lights are an English rock band formed by Ada Vell in Leeds in 1990.",
    );
    const formed = await answerer.answer(input("Which band formed in Leeds in 1990?", [band]));
    expect(formed.answer).not.toMatch(/^Ada Vell/);
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

  it("a rank is read for the chart the question names, wherever the sentence names it, or not at all", async () => {
    const peaks = page(
      "p",
      "Harbour Lights (song)",
      "In the UK the single peaked at No. 3, and on the Canadian chart at number 12.",
    );
    const canada = await answerer.answer(
      input("What position did Harbour Lights peak at on the Canadian chart?", [peaks]),
    );
    expect(canada.answer).toBe("number 12 [1]");
    const bare = page(
      "b",
      "Harbour Lights (song)",
      "It reached number 4 on the UK Singles Chart and number 4 on the Irish chart, but only 37 on the Billboard Hot 100.",
    );
    const billboard = await answerer.answer(
      input("Which position did Harbour Lights reach on the Billboard Hot 100?", [bare]),
    );
    expect(billboard.answer).not.toMatch(/^number 4/);
  });

  it("a player's position is no chart rank", async () => {
    const debut = page(
      "r",
      "Tomas Reyn",
      "Tomas Reyn made his debut for Leeds in 1990, wearing the No. 7 shirt, playing as a winger.",
    );
    const out = await answerer.answer(input("What position did Tomas Reyn play on his debut for Leeds?", [debut]));
    expect(out.answer).not.toMatch(/^No\. 7/);
  });
});

describe("a name the question gives, with a possessive", () => {
  it("a given name's possessive is that name's own thing, of any noun asked ('Harbor League's Club')", () => {
    const league = page(
      "h",
      "Harbor League",
      "The Harbor League's Club award goes to the best club of the season. Tarrow United won the league in 2016, " +
        "with Ann Roe in goal from 2013.",
    );
    expect(guarded("Which club won, in 2016, Harbor League?", "Harbor League's Club", [league]).abstained).toBe(true);
    expect(
      guarded("Which keeper held, from 2013 to 2016, Harbor League?", "Harbor League's Best Keeper", [league])
        .abstained,
    ).toBe(true);
    expect(guarded("Which club won, in 2016, Harbor League?", "Tarrow United", [league]).abstained).toBe(false);
  });

  it("a possessive of a place the question puts its answer in is still the answer", async () => {
    const painting = page(
      "m",
      "Harbour Lights (painting)",
      "Harbour Lights is an 1890 painting by Ada Vell. It hangs in New York's Metropolitan Museum of Art.",
    );
    const out = await answerer.answer(input("Which museum in New York holds the painting Harbour Lights?", [painting]));
    expect(out.answer).toMatch(/^New York's Metropolitan Museum/);
  });
});

describe("a century", () => {
  const castle = page(
    "c",
    "Arlen Castle",
    "Arlen Castle is a medieval fortress in the village of Arlen. The oldest parts of the castle date to the 13th " +
      "century, and it was extended in the 16th century by the Ruthven family.",
  );

  it("'to which century do the oldest parts date' is the century those words give, not the sentence", async () => {
    const out = await answerer.answer(input("To which century do the oldest parts of Arlen Castle date?", [castle]));
    expect(out.answer).toBe("13th century [1]");
    expect(out.confidence).toBeGreaterThanOrEqual(FLOOR);
    const later = await answerer.answer(input("In which century was Arlen Castle extended?", [castle]));
    expect(later.answer).toBe("16th century [1]");
  });

  it("keeps its era, and is not read for an event its clause does not state", async () => {
    const temple = page(
      "t",
      "Temple of Vell",
      "The temple was built in the 5th century BC and restored in the 2nd century AD.",
    );
    expect((await answerer.answer(input("In which century was the Temple of Vell built?", [temple]))).answer).toBe(
      "5th century BC [1]",
    );
    const extended = page("e", "Arlen Castle", "Arlen Castle, built in the 13th century, was extended in 1642.");
    const out = await answerer.answer(input("In which century was Arlen Castle extended?", [extended]));
    expect(out.answer).not.toMatch(/^13th century/);
  });
});

describe("a kinship stated in other words", () => {
  it("'born to' states a parent and 'wed' a spouse: a relative so named is not withheld", () => {
    const vell = page("v", "Ken Vell", "Ken Vell was born to Jon Vell, a farmer. In 1980 he wed the actress Ada Moor.");
    expect(guarded("Who was the father of Ken Vell?", "Jon Vell", [vell]).abstained).toBe(false);
    expect(guarded("Who was Ken Vell married to?", "Ada Moor", [vell]).abstained).toBe(false);
    // Still named where no kinship is stated.
    expect(guarded("Who was the mother of Ken Vell?", "Ada Moor", [vell]).abstained).toBe(true);
  });
});
