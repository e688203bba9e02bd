import { describe, expect, it } from "vitest";
import { hopSpan } from "../src/skills/local/hop-span";
import { page } from "./support/page";

describe("bridges the question names inside another name, or spells another way", () => {
  const read = (query: string, noun: string, passages: ReturnType<typeof page>[], question: string) =>
    hopSpan(
      query,
      { template: query, kind: "entity", noun },
      passages.map((passage) => ({ passage, score: 0.8 })),
      question,
      0.1,
    );

  it("'the chain that bought Vellmarché' is the buyer, not the name's translation in parentheses", () => {
    const question = "How many stores did the chain that bought Vellmarché in 1991 operate in 2016?";
    const found = read(
      "chain bought Vellmarché 1991",
      "chain",
      [
        page(
          "a",
          "Vellmarché",
          'Vellmarché ("Vellmarket") was a French hypermarket chain. In June 1991, the group was bought by its ' +
            "rival, Carrefell.",
        ),
      ],
      question,
    );
    expect(found?.span).toBe("Carrefell");
  });

  // "The city that is home to the Roman Catholic Diocese of Dunmere …", its first hop read from the diocese's page.
  const cityOfDiocese = (text: string) =>
    read(
      "city home Roman Catholic Diocese Dunmere",
      "city",
      [page("a", "Roman Catholic Diocese of Dunmere", text)],
      "The city that is home to the Roman Catholic Diocese of Dunmere lies on which river?",
    )?.span;

  it("'the city home to the Diocese of Dunmere' is Dunmere, the city the page names, not its other spelling", () => {
    expect(
      cityOfDiocese(
        "The Roman Catholic Diocese of Dunmere/Dunmeer is a diocese located in the city of Dunmere in the " +
          "Ecclesiastical province of Ashford in Tarrow.",
      ),
    ).toBe("Dunmere");
  });

  it("a name inside the question's own name is no answer unless the sentence places it in the noun asked", () => {
    expect(
      cityOfDiocese("The Roman Catholic Diocese of Dunmere is a diocese seated in Kellen, near the city of Dunmere."),
    ).toBe("Kellen");
  });

  it("a parenthesis naming someone else, or a slash between two names, gives no alias", () => {
    const found = hopSpan(
      "brother Ada Vell",
      { template: "brother of Ada Vell", kind: "person", noun: "brother" },
      [{ passage: page("a", "Ada Vell", "Ada Vell (Tom Hart's sister) is an American painter."), score: 0.8 }],
      "Where was the brother of Ada Vell born?",
      0.1,
    );
    expect(found?.span).toBe("Tom Hart");
  });
});
