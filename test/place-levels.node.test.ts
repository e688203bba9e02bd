import { describe, expect, it } from "vitest";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { decompose } from "../src/skills/local/decompose";
import { placesAt } from "../src/skills/local/place-levels";
import { placedElsewhere, samePlace } from "../src/skills/local/same-place";
import type { ScoredPassage } from "../src/types";

const p = (id: string, title: string, text: string): ScoredPassage => ({ id, title, text, score: 1, source: "corpus" });
const side = (name: string, passage: ScoredPassage) => ({ name, passage });
const FLOOR = 0.7;

const harlow = p(
  "h",
  "Harlow Field Airport",
  "Harlow Field Airport is an airport serving the city of Qinmar in Dalan province of Northeast China. It opened in 2016.",
);
const velu = p(
  "v",
  "Velu Railway Station",
  "Velu Railway Station is a railway station located in Velu City, Ningshi, Tiraz Province, China, on the coast line.",
);
const qinmarPort = p(
  "q",
  "Qinmar Port",
  "Qinmar Port is a seaport in the north of Dalan province, China. It handles grain and coal.",
);
const pensford = p(
  "pf",
  "Pensford Regional Airport",
  "Pensford Regional Airport is a public use airport three miles northeast of Pensford, in Escambia County, Florida, " +
    "United States. It is one of the five major airports in North Florida.",
);
const linden = p(
  "lj",
  "Linden Executive Jetport",
  "Linden Executive Jetport is a public use airport northeast of Sanford, a city in Lee County, North Carolina, " +
    "United States. It relieves Raleigh–Durham International Airport.",
);
const corbin = p("c", "Corbin Center", "The Corbin Center is a 7,201-seat multi-purpose arena in Richmond, Virginia.");
const halden = p(
  "hu",
  "Halden University",
  "Halden University is a public research university located in Richmond, Virginia. It was founded in 1838.",
);
const marrow = p("m", "Marrow", "Marrow is a town in Sullivan County, New Hampshire, United States.");
const eastMarrow = p(
  "em",
  "East Marrow",
  "East Marrow is an unincorporated community in the town of Marrow in Sullivan County, New Hampshire.",
);
const acworth = p("a", "Acworth Mill", "Acworth Mill is a museum located in Acworth, New Hampshire.");
const langdon = p("l", "Langdon Mill", "Langdon Mill is a museum located in Langdon, New Hampshire.");

describe("a place of the level asked, read from where the page puts its subject", () => {
  it("reads a province, a county, a state and a city by their own words", () => {
    expect(placesAt(harlow.text, "province")).toEqual(["Dalan"]);
    expect(placesAt(velu.text, "province")).toEqual(["Tiraz"]);
    expect(placesAt(pensford.text, "county")).toEqual(["Escambia"]);
    expect(placesAt(pensford.text, "state")).toEqual(["Florida"]);
    expect(placesAt(linden.text, "state")).toEqual(["North Carolina"]);
    expect(placesAt(corbin.text, "city")).toEqual(["Richmond"]);
  });

  it("a state's name inside a longer name is no state", () => {
    expect(placesAt("The library is on the campus of the University of Michigan in Ann Arbor.", "state")).toEqual([]);
    expect(placesAt("It plays at Michigan Stadium in Ann Arbor.", "state")).toEqual([]);
    expect(placesAt("It lies within the Washington metropolitan area.", "state")).toEqual([]);
    expect(placesAt("It is a museum in Washington, D.C.", "state")).toEqual([]);
  });
});

describe("in the same county, state, province or city: the places of that level compared", () => {
  it("no for two provinces, yes for one", () => {
    const q = "Are Harlow Field Airport and Velu Railway Station in the same province?";
    expect(samePlace(q, [harlow.text, velu.text])).toBe("no");
    expect(samePlace(q, [harlow.text, qinmarPort.text])).toBe("yes");
    const verdict = compareAnswer(q, [side("Harlow Field Airport", harlow), side("Velu Railway Station", velu)]);
    expect(verdict?.text).toBe("no");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("reads the state of a page naming a county and a region of another state's words", () => {
    const q = "Are Pensford Regional Airport and Linden Executive Jetport in the same state?";
    expect(samePlace(q, [pensford.text, linden.text])).toBe("no");
  });

  it("yes for one city, whether or not a page says 'located'", () => {
    const q = "Are the Corbin Center and Halden University in the same city?";
    expect(samePlace(q, [corbin.text, halden.text])).toBe("yes");
  });

  it("two pages in one county say yes, at that level, though their towns differ", () => {
    const q = "Are Marrow and East Marrow located in the same county?";
    expect(samePlace(q, [marrow.text, eastMarrow.text])).toBe("yes");
  });

  it("two different towns are no answer to a county asked, nor to a state; the same town would be", () => {
    expect(
      samePlace("Are Acworth Mill and Langdon Mill located in the same county?", [acworth.text, langdon.text]),
    ).toBe(undefined);
    expect(samePlace("Are Acworth Mill and Langdon Mill located in the same city?", [acworth.text, langdon.text])).toBe(
      "no",
    );
    expect(samePlace("Are Acworth Mill and Langdon Mill in the same state?", [acworth.text, langdon.text])).toBe("yes");
  });

  it("abstains when a page puts its subject in two places of the level", () => {
    const border = "Twin Lakes is a village in Kent County and Ottawa County, Michigan.";
    expect(samePlace("Are Twin Lakes and Marrow in the same county?", [border, marrow.text])).toBeUndefined();
  });

  it("one page read for both sides answers nothing", () => {
    const verdict = compareAnswer("Are Marrow and East Marrow located in the same county?", [
      side("Marrow", marrow),
      side("East Marrow", marrow),
    ]);
    expect(verdict?.text).not.toBe("yes");
  });
});

describe("'Is A in the same state as B?': A and B are the sides", () => {
  it("splits at 'in the same … as'", () => {
    expect(decompose("Is Pensford Regional Airport in the same state as the Linden Executive Jetport?")).toMatchObject({
      kind: "comparison",
      sides: ["Pensford Regional Airport", "Linden Executive Jetport"],
    });
    expect(decompose("Was Anna Rossi born in the same city as Marco Bianchi?").sides).toEqual([
      "Anna Rossi",
      "Marco Bianchi",
    ]);
  });

  it("answers it from the two pages", () => {
    const q = "Is Pensford Regional Airport in the same state as the Linden Executive Jetport?";
    const verdict = compareAnswer(q, [
      side("Pensford Regional Airport", pensford),
      side("Linden Executive Jetport", linden),
    ]);
    expect(verdict?.text).toBe("no");
  });
});

describe("'both based in California?': a side its page puts in another state or country is a sure no", () => {
  const harrow = p(
    "hs",
    "Harrow Spirits",
    "Harrow Spirits (est. 1912) is a Duluth, Minnesota-based distillery of vodka.",
  );
  const kelpfit = p("k", "Kelpfit", "Kelpfit is an American maker of protein drinks based in Benicia, California.");
  const roque = p("r", "Roque Park", "Roque Park is a national park located in Tenerife (Canary Islands, Spain).");
  const tamar = p(
    "t",
    "Tamar Lake Park",
    "Tamar Lake Park is a United States National Park located in southern Oregon.",
  );

  it("no, at the floor, when a page names another state", () => {
    const q = "harrow spirits and kelpfit both based in california?";
    expect(placedElsewhere(q, harrow.text)).toBe(true);
    const verdict = compareAnswer(q, [side("Harrow Spirits", harrow), side("Kelpfit", kelpfit)]);
    expect(verdict?.text).toBe("no");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("no, at the floor, when a page names another country", () => {
    const q = "Are Roque Park and Tamar Lake Park both in the United States?";
    expect(placedElsewhere(q, roque.text)).toBe(true);
    const verdict = compareAnswer(q, [side("Roque Park", roque), side("Tamar Lake Park", tamar)]);
    expect(verdict?.text).toBe("no");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("a page naming the state asked as well as another is no contradiction", () => {
    const both = "Harrow Spirits is a Minnesota-based distillery with a bottling plant in Fresno, California.";
    expect(placedElsewhere("Are Harrow Spirits and Kelpfit both based in California?", both)).toBe(false);
    expect(placedElsewhere("Are Harrow Spirits and Kelpfit both based in Ohio?", kelpfit.text)).toBe(true);
    expect(placedElsewhere("Are Harrow Spirits and Kelpfit both American?", harrow.text)).toBe(false);
  });
});

describe("'A, the …, and B, the …: were they born in the same state?'", () => {
  const lars = p(
    "lm",
    "Lars Moen",
    "Lars Moen (born December 8, 1939 in Ishpeming, Michigan) is an American ski jumper.",
  );
  const per = p("pm", "Per Moen", "Per Moen (born on April 28, 1947 in Ogden, Utah) is an American game designer.");
  const q = "Lars Moen, the ski jumper, and Per Moen, the game designer: were they born in the same state?";

  it("the pair set before the question are the sides, without their descriptions", () => {
    expect(decompose(q)).toMatchObject({ kind: "comparison", sides: ["Lars Moen", "Per Moen"] });
  });

  it("the states of their births are compared", () => {
    expect(compareAnswer(q, [side("Lars Moen", lars), side("Per Moen", per)])?.text).toBe("no");
  });
});
