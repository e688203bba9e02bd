import { describe, expect, it } from "vitest";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { originsOf, placeOf, samePlace } from "../src/skills/local/same-place";
import type { ScoredPassage } from "../src/types";

const p = (id: string, title: string, text: string): ScoredPassage => ({ id, title, text, score: 1, source: "corpus" });
const FLOOR = 0.65;

const rossi = p("r", "Anna Rossi", "Anna Rossi (born in Turin on 3 May 1960) is an Italian chemist.");
const bianchi = p("b", "Marco Bianchi", "Marco Bianchi (born 9 June 1971 in Turin, Italy) is an Italian engineer.");
const weber = p(
  "w",
  "Karl Weber",
  "Karl Weber (1901 – 1977) was a German painter. He was born in Munich and died in Bern.",
);
const kauf = p("k", "Kaufring", "Kaufring is a chain of department stores operating in Estonia.");
const tank = p("t", "Tankfix", "Tankfix is a chain of fuel stations throughout Norway.");
const side = (name: string, passage: ScoredPassage) => ({ name, passage });

describe("the same place: the names after 'born in' / 'died in', compared", () => {
  it("reads the place after 'born … in', and the death's after 'died in'", () => {
    expect(placeOf(rossi.text, "born")).toBe("Turin");
    expect(placeOf(bianchi.text, "born")).toBe("Turin");
    expect(placeOf(weber.text, "died")).toBe("Bern");
    expect(placeOf(rossi.text, "died")).toBeUndefined();
  });

  it("yes when both pages give one place, no when they give two, undefined when one gives none", () => {
    const q = "Were Anna Rossi and Marco Bianchi born in the same city?";
    expect(samePlace(q, [rossi.text, bianchi.text])).toBe("yes");
    expect(samePlace("Were Anna Rossi and Karl Weber born in the same city?", [rossi.text, weber.text])).toBe("no");
    expect(samePlace("Did Anna Rossi and Karl Weber die in the same place?", [rossi.text, weber.text])).toBeUndefined();
    const verdict = compareAnswer(q, [side("Anna Rossi", rossi), side("Marco Bianchi", bianchi)]);
    expect(verdict?.text).toBe("yes");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });
});

describe("the same country: a named country is its people's word", () => {
  it("a page naming only its country gives that country's people", () => {
    expect([...originsOf(kauf.text)]).toEqual(["Estonian"]);
    expect([...originsOf("An American film shot in France.")]).toEqual(["American"]);
  });

  it("answers 'from the same country' from countries and demonyms alike", () => {
    const q = "Are Kaufring and Tankfix from the same country?";
    expect(compareAnswer(q, [side("Kaufring", kauf), side("Tankfix", tank)])?.text).toBe("no");
    const us = p("u", "Shopwell", "Shopwell is a chain of grocery stores in the United States.");
    const am = p("a", "Martmore", "Martmore is an American chain of discount stores.");
    expect(
      compareAnswer(q.replace("Kaufring", "Shopwell").replace("Tankfix", "Martmore"), [
        side("Shopwell", us),
        side("Martmore", am),
      ])?.text,
    ).toBe("yes");
  });
});

describe("the same country: a US state placed is the United States", () => {
  it("a page placing its subject in a US state, naming no country, is American", () => {
    expect([...originsOf("Vell Parish is a former parish of the diocese, located Biddeford, Maine.")]).toEqual([
      "American",
    ]);
    // A country named still counts first, and a state's name inside another name places nothing.
    expect([...originsOf("The Maine Gallery is an art gallery in Oslo, Norway.")]).toEqual(["Norwegian"]);
    expect([...originsOf("The Maine Road Trust is a charity.")]).toEqual([]);
  });

  it("answers a described side's country against a state's", () => {
    const seat = p("s", "Vell (constituency)", "Vell Constituency is one of the seats of the state of Goa in India.");
    const parish = p("q", "Vell Parish", "Vell Parish is a former parish of the diocese, located Biddeford, Maine.");
    const q = "Are the Vell assembly constituency and Vell Parish in the same country?";
    expect(compareAnswer(q, [side("Vell assembly constituency", seat), side("Vell Parish", parish)])?.text).toBe("no");
  });
});

describe("a nationality is a people's word, not a word ending like one", () => {
  it("'Olympic', 'Ryan' or 'Catholic' names no nationality, so two nationalities differ", () => {
    expect([...originsOf("Ann Kibet is a Kenyan Olympic runner.")]).toEqual(["Kenyan"]);
    expect([...originsOf("Ryan Doyle is a Catholic priest.")]).toEqual([]);
    const kibet = p("k", "Ann Kibet", "Ann Kibet is a Kenyan Olympic runner.");
    const smith = p("s", "Bea Smith", "Bea Smith is a British Olympic swimmer.");
    const verdict = compareAnswer("Are Ann Kibet and Bea Smith of the same nationality?", [
      side("Ann Kibet", kibet),
      side("Bea Smith", smith),
    ]);
    expect(verdict?.text === "yes" && verdict.confidence >= FLOOR).toBe(false);
  });
});

describe("located in the same place: the names after 'located … in'", () => {
  const mosque = p("m", "Tulip Mosque", "The Tulip Mosque is an imperial mosque located in Laleli, Fatih, Istanbul.");
  const mansion = p(
    "y",
    "Blue Yali",
    "The Blue Yali, a mansion located at the Bosphorus in Ortakoy neighborhood of Istanbul.",
  );
  const hall = p("h", "Fatih Hall", "Fatih Hall is a concert hall located in Istanbul, Turkey.");

  it("no when the places differ and neither page names the other's", () => {
    const q = "Are the Tulip Mosque and the Blue Yali located in the same neighborhood?";
    expect(placeOf(mansion.text, "located")).toBe("Ortakoy");
    expect(samePlace(q, [mosque.text, mansion.text])).toBe("no");
  });

  it("abstains when one place holds the other (a district of the city named)", () => {
    const q = "Are the Tulip Mosque and Fatih Hall located in the same city?";
    expect(samePlace(q, [mosque.text, hall.text])).toBeUndefined();
  });
});
