import { describe, expect, it } from "vitest";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { decompose } from "../src/skills/local/decompose";
import { sameSport, sportOf } from "../src/skills/local/same-sport";
import type { ScoredPassage } from "../src/types";

const p = (id: string, title: string, text: string): ScoredPassage => ({ id, title, text, score: 1, source: "corpus" });
const side = (name: string, passage: ScoredPassage) => ({ name, passage });

const holm = p(
  "h",
  "Aksel Holm",
  "Aksel Holm (born 1976 in Aarhus) is a Danish retired handball goalkeeper. He won two titles.",
);
const berg = p("b", "Ole Berg", "Ole Berg (born 1986) is a Danish professional footballer who plays as a goalkeeper.");
const nunes = p("n", "Rui Nunes", "Rui Nunes is a retired Portuguese professional footballer who played as a forward.");

describe("the same sport: the one sport each page's first sentence names", () => {
  it("reads a sport from its player's noun or its name", () => {
    expect(sportOf(holm.text)).toBe("handball");
    expect(sportOf(berg.text)).toBe("association football");
    expect(sportOf("Jim Vale is an American football quarterback.")).toBe("American football");
    // "football" alone, or two sports, is no answer.
    expect(sportOf("Jim Vale is a football player from Ohio.")).toBeUndefined();
    expect(sportOf("Jim Vale played baseball and basketball at Ohio State.")).toBeUndefined();
  });

  it("no for two sports, yes for one", () => {
    expect(sameSport("Did Aksel Holm and Ole Berg play the same sport?", [holm.text, berg.text])).toBe("no");
    expect(sameSport("Did Ole Berg and Rui Nunes play the same sport?", [berg.text, nunes.text])).toBe("yes");
    const verdict = compareAnswer("Did Aksel Holm and Ole Berg play the same sport?", [
      side("Aksel Holm", holm),
      side("Ole Berg", berg),
    ]);
    expect(verdict?.text).toBe("no");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("names of any script are whole sides", () => {
  it("'Pelé', 'Émile Zola' are not cut at their accented letter", () => {
    expect(decompose("Did Aksel Holm and Pelé play the same sport?").sides).toEqual(["Aksel Holm", "Pelé"]);
    expect(decompose("Which is older, Émile Zola or Guy de Maupassant?").sides).toEqual([
      "Émile Zola",
      "Guy de Maupassant",
    ]);
  });
});
