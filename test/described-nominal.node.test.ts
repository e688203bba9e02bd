import { describe, expect, it } from "vitest";
import { antecedentOf, describedStep, nominalHolder } from "../src/skills/local/described-compare";
import type { ScoredPassage } from "../src/types";

const p = (id: string, title: string, text: string): ScoredPassage => ({ id, title, text, score: 1, source: "corpus" });

describe("a description's participle read as its noun in the evidence ('in honour of X')", () => {
  const hall = p(
    "h",
    "Jan Novak Hall",
    "The Jan Novak Hall is a concert venue located in Brno. " +
      "It is named in honour of Jan Novak, a composer born in 1921.",
  );
  const season = p(
    "s",
    "Witches (season 2)",
    "The second season saw the introduction of Mara Quinn as Lena Cole, after the departure of Ida Brook as Ruth.",
  );

  it("names the one the noun's 'of' points at", () => {
    expect(nominalHolder("the man honoured by the concert venue in Brno", [hall])).toBe("Jan Novak");
    expect(nominalHolder("the actress introduced as Lena Cole in the second season of Witches", [season])).toBe(
      "Mara Quinn",
    );
  });

  it("reads nothing when the evidence uses another noun, or the description has no participle", () => {
    expect(nominalHolder("the actress replaced as Ruth in the second season of Witches", [season])).toBeUndefined();
    expect(nominalHolder("the composer of the venue's anthem", [hall])).toBeUndefined();
  });
});

describe("a 'who' description's verb read as its '-ing'", () => {
  const film = p(
    "f",
    "Quiet Street",
    "Quiet Street is an American crime drama television film starring Lena Hart as detective Rosa Vint.",
  );
  it("'the actress who starred in' is the one the film is 'starring', not the role", () => {
    expect(nominalHolder("the actress who starred in 'Quiet Street'", [film])).toBe("Lena Hart");
  });
});

describe("a side the question writes as a possessive", () => {
  it("is answered with the name found for it, not as the question wrote it", () => {
    const tam = p("t", "Tam Greer", "Tam Greer (born 5 November 1986) is a goalkeeper. He is the son of Osric Greer.");
    const osric = p("o", "Osric Greer", "Osric Greer (born 18 November 1949) is a former goalkeeper.");
    const arvo = p("a", "Arvo Lindqvist", "Arvo Lindqvist (born 2 March 1961) is a Swedish composer.");
    const step = describedStep(
      "Who was born first, Tam Greer's father or Arvo Lindqvist?",
      ["the father of Tam Greer", "Arvo Lindqvist"],
      [[tam, osric], [arvo]],
      [tam, osric, arvo],
      () => true,
      0.1,
    );
    expect(step).toMatchObject({ kind: "answer", found: ["Osric Greer", "Arvo Lindqvist"] });
    expect(step.kind === "answer" ? step.verdict?.text : undefined).toBe("Osric Greer");
  });
});

describe("a description by a relative clause ('the charter that created the Harbour Board')", () => {
  const record = p(
    "r",
    "Ada Rook's record on ports",
    "In May 1921, Governor Ada Rook signed Charter 88, which created the Harbour Board of Dover. " +
      "The board enforced the charter for forty years.",
  );
  const other = p("c", "Charter 412", "Charter 412, signed by Governor Tom Vale on March 6, 1961, merged the boards.");

  it("names the clause's antecedent, read on the page that names it when it has none of its own", () => {
    const step = describedStep(
      "Which was signed earlier: the charter that created the Harbour Board of Dover, or Charter 412?",
      ["the charter that created the Harbour Board of Dover", "Charter 412"],
      [[record], [other]],
      [record, other],
      () => true,
      0.1,
    );
    expect(step).toMatchObject({ kind: "answer", found: ["Charter 88", "Charter 412"] });
    expect(step.kind === "answer" ? step.verdict?.text : undefined).toBe("Charter 88");
  });

  it("names nothing when the page puts the clause after no name, or after two", () => {
    const bare = p("b", "Ports", "In 1921 a charter was signed, which created the Harbour Board of Dover.");
    expect(antecedentOf("the charter that created the Harbour Board of Dover", [bare])).toBeUndefined();
    const two = p(
      "t",
      "Ports",
      "Charter 88, which created the Harbour Board of Dover, and Charter 90, which created the Harbour Board of Deal.",
    );
    expect(antecedentOf("the charter that created the Harbour Board", [two])).toBeUndefined();
  });
});

describe("a relative clause's antecedent as a page writes names", () => {
  const one = (description: string, text: string) => antecedentOf(description, [p("x", "Notes", text)])?.name;
  it("keeps a name's lower-case words and '&', drops a sentence's opening date, and takes a place's name before it", () => {
    expect(
      one("the film that won the Vell Prize", "The prize went to Gone with the Wind, which won the Vell Prize."),
    ).toBe("Gone with the Wind");
    expect(one("the painter who painted Harbour Night", "It is by Vincent van Gogh, who painted Harbour Night.")).toBe(
      "Vincent van Gogh",
    );
    expect(one("the company that acquired Vell Media", "It was bought by AT&T, which acquired Vell Media.")).toBe(
      "AT&T",
    );
    expect(
      one("the city that hosted the 1900 Games", "They were held in Dover, Kent, which hosted the 1900 Games."),
    ).toBe("Dover");
    expect(one("the team that won the 1966 Cup", "In 1966, Vellmark, who won the 1966 Cup, played at home.")).toBe(
      "Vellmark",
    );
    expect(
      one("the charter that created the board", "On June 25, 1941 Charter 88, which created the board, was signed."),
    ).toBe("Charter 88");
    expect(one("the film that starred Ada Rook", "He loved Harbour (1994), which starred Ada Rook.")).toBe("Harbour");
  });
});
