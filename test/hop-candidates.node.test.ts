import { describe, expect, it } from "vitest";
import { candidateNames } from "../src/skills/local/hop-candidates";
import { terms } from "../src/text/analyze";
import { page } from "./support/page";

// The support helper with this file's argument order (text before title) and the planner tests' score.
const p = (id: string, text: string, title: string, score = 0.4) => page(id, title, text, score);

/** The hop's known names as the chain passes them: stemmed terms. */
const known = (names: string) => new Set(terms(names));

describe("a failed hop's candidates: the names its evidence gives where it reads the hop's words", () => {
  const film = p(
    "f",
    "Salt Meridian is a 1952 drama film shot in Cornwall. The film stars Rose Calloway, Ted Brandt and Ann Lee as three sisters.",
    "Salt Meridian",
  );

  it("names from the sentence sharing most of the hop's words, in the order it gives them, at most two", () => {
    expect(candidateNames("first-billed star Salt Meridian", [film], known("Salt Meridian"))).toEqual([
      "Rose Calloway",
      "Ted Brandt",
    ]);
  });

  it("not a name the question gave, nor the passage's own title; a list's names each on its own", () => {
    const names = candidateNames("first-billed star Salt Meridian", [film], known("Salt Meridian Rose Calloway"));
    expect(names).toEqual(["Ted Brandt", "Ann Lee"]);
    expect(names).not.toContain("Salt Meridian");
  });

  it("nothing when no sentence shares a word with the hop", () => {
    expect(candidateNames("spouse of the composer", [film], known(""))).toEqual([]);
  });

  it("a word of the hop that is no name stays a relation word ('spouse' of 'spouse Orla Venn')", () => {
    const venn = p("v", "Orla Venn was born in Leeds. She was married to the painter Ilse Marr.", "Orla Venn");
    expect(candidateNames("spouse Orla Venn married", [venn], known("Orla Venn"))).toEqual(["Ilse Marr"]);
  });

  it("a sentence's capitalised first word is no name; 'Faber and Faber' is one name, not two", () => {
    const novel = p(
      "n",
      "Salt Meridian is a novel by Orla Venn. Published by Faber and Faber in 1990, it won the Cairn Prize.",
      "Salt Meridian",
    );
    expect(candidateNames("publisher Salt Meridian published", [novel], known("Salt Meridian"))).toEqual([
      "Faber and Faber",
      "Cairn Prize",
    ]);
  });

  it("a name ending in a letter outside ASCII ('Beyoncé') is still found after its sentence's first word", () => {
    const single = p(
      "b",
      "Renée Vell is the singer of Harbor Lights. It was released in 2016 by Renée Vell.",
      "Harbor Lights",
    );
    expect(candidateNames("singer Harbor Lights", [single], known("Harbor Lights"))).toContain("Renée Vell");
    const one = p("c", "Beyoncé is the singer of Harbor Lights. It was released in 2016 by Beyoncé.", "Harbor Lights");
    expect(candidateNames("singer Harbor Lights", [one], known("Harbor Lights"))).toContain("Beyoncé");
  });
});
