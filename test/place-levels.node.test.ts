import { describe, expect, it } from "vitest";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { sameAsSides, topicPair } from "../src/skills/local/compare-sides";
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
    const names = (text: string, level: Parameters<typeof placesAt>[1]) => placesAt(text, level).map((x) => x.name);
    expect(names(harlow.text, "province")).toEqual(["Dalan"]);
    expect(names(velu.text, "province")).toEqual(["Tiraz"]);
    expect(placesAt(pensford.text, "county")).toEqual([{ name: "Escambia", within: "Florida" }]);
    expect(names(pensford.text, "state")).toEqual(["Florida"]);
    expect(names(linden.text, "state")).toEqual(["North Carolina"]);
    expect(placesAt(corbin.text, "city")).toEqual([{ name: "Richmond", within: "Virginia" }]);
    expect(names("Ballymore is a village in County Cork, Ireland.", "county")).toEqual(["Cork"]);
    // A month, a language or a state after "in" is no city.
    expect(placesAt("Ray Cole (born in June 1950 in Chicago, Illinois) is a singer.", "city")).toEqual([
      { name: "Chicago", within: "Illinois" },
    ]);
    expect(names("KXRT broadcasts in English from Toronto.", "city")).toEqual([]);
    expect(names("It is a port in Liaoning province of China.", "city")).toEqual([]);
    // A part of a city is not one: "in Manhattan, New York City".
    expect(names("The Frick Collection is an art museum in Manhattan, New York City.", "city")).toEqual([]);
    // A county is read where the sentence places something, not in a name.
    expect(names("The County Ground is a cricket ground in Taunton, Somerset.", "county")).toEqual([]);
    expect(names("It is owned by the Kent County Board of Commissioners.", "county")).toEqual([]);
    expect(names("It was founded in Michigan in 1901.", "city")).toEqual([]);
  });

  it("a state is read only where the sentence places something, not inside a name nor as a person", () => {
    expect(placesAt("The library is on the campus of the University of Michigan in Ann Arbor.", "state")).toEqual([]);
    expect(placesAt("It plays at Michigan Stadium in Ann Arbor.", "state")).toEqual([]);
    expect(placesAt("It lies within the Washington metropolitan area.", "state")).toEqual([]);
    expect(placesAt("It is a museum in Washington, D.C.", "state")).toEqual([]);
    expect(placesAt("It is a museum in Washington, DC.", "state")).toEqual([]);
    expect(placesAt("The Golden State Warriors are a team based in San Francisco, California.", "state")).toEqual([
      { name: "California" },
    ]);
    expect(placesAt("Ferry Farm is the farm where Washington spent his childhood.", "state")).toEqual([]);
    expect(placesAt("It is a park located in southern Oregon.", "state")).toEqual([{ name: "Oregon" }]);
  });

  it("a long run of hyphenated names is read in linear time", () => {
    const route = `${"Jean-Pierre Saint-Denis Baden-Württemberg ".repeat(30)}x`;
    expect(placesAt(route, "county")).toEqual([]);
    expect(placesAt(route, "province")).toEqual([]);
    expect(samePlace("Are A and B in the same province?", [route, route])).toBeUndefined();
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
    const border = "Twin Lakes is a village located in Kent County and Ottawa County, Michigan.";
    const kent = "Marrow Mill is a museum located in Kent County, Delaware.";
    expect(samePlace("Are Twin Lakes and Marrow Mill in the same county?", [border, kent])).toBeUndefined();
  });

  it("a county, city or province of one name in two places is no match; a county without its state is none", () => {
    const orangeCa = "Tustin Hall is a museum in Orange County, California.";
    const orangeFl = "Apopka Hall is a museum in Orange County, Florida.";
    expect(samePlace("Are Tustin Hall and Apopka Hall in the same county?", [orangeCa, orangeFl])).toBe("no");
    const bare = ["Hale Mill is a museum in Washington County.", "Hope Mill is a museum in Washington County."];
    expect(samePlace("Are Hale Mill and Hope Mill in the same county?", bare)).toBeUndefined();
    const richmondKy = "Halden College is a public college located in Richmond, Kentucky.";
    const q = "Are the Corbin Center and Halden College in the same city?";
    expect(samePlace(q, [corbin.text, richmondKy])).toBe("no");
    expect(samePlace(q, [corbin.text, richmondKy.replace("Richmond", "Berea")])).toBe("no");
    const east = [
      "Ampara is a town in the Eastern Province of Sri Lanka.",
      "Dammam is a city in the Eastern Province of Saudi Arabia.",
    ];
    expect(samePlace("Are Ampara and Dammam in the same province?", east)).toBe("no");
  });

  it("one town's name answers a county or state asked only where both pages put it in one state", () => {
    const q = "Are the Hall of Fame and Lincoln Home located in the same state?";
    const hall = "The Hall of Fame is a museum located in Springfield.";
    const home = "Lincoln Home is a museum located in Springfield, Illinois.";
    expect(samePlace(q, [hall, home])).toBeUndefined();
    const galleria = "Tyson Galleria is a mall located at 2001 Drive, McLean, Virginia, in Tyson Corner.";
    const center = "Tyson Center, located in the Tyson Corner area in Fairfax County, Virginia, is a mall.";
    expect(samePlace("Are Tyson Galleria and Tyson Center located in the same county?", [galleria, center])).toBe(
      "yes",
    );
  });

  it("abstains when one page names the other's place", () => {
    const dover = "Bay Mill is a museum in Dover, Delaware.";
    const salisbury = "Crest Mill is a museum in Salisbury, Maryland, near the Delaware border.";
    expect(samePlace("Are Bay Mill and Crest Mill in the same state?", [dover, salisbury])).toBeUndefined();
  });

  it("a birth clause ends at its own place: not 'Texas-born', not where someone grew up", () => {
    const q = "Were Lee Dunn and Ray Cole born in the same state?";
    const cole = "Ray Cole (born 1950 in Memphis, Tennessee) is a singer.";
    const dunn = "Lee Dunn is a Texas-born country singer based in Nashville, Tennessee.";
    expect(samePlace(q, [dunn, cole])).toBeUndefined();
    const grew = "Lee Dunn (born in Chicago and grew up in Austin, Texas) is a singer.";
    const dallas = "Ray Cole (born 1950 in Dallas, Texas) is a singer.";
    expect(samePlace(q, [grew, dallas])).toBeUndefined();
  });

  it("asks where a thing is, not where something happened, and only of a place", () => {
    const seattle = "Northwind is a software company based in Redmond, Washington.";
    const albuquerque = "Southbay is a retailer based in Seattle, Washington.";
    expect(samePlace("Were Northwind and Southbay founded in the same state?", [seattle, albuquerque])).toBeUndefined();
    expect(samePlace("Were Northwind and Southbay filmed in the same city?", [seattle, albuquerque])).toBeUndefined();
    expect(samePlace("Did Northwind and Southbay win the same county championship?", [seattle, albuquerque])).toBe(
      undefined,
    );
    expect(samePlace("Are Northwind and Southbay in the same state?", [seattle, albuquerque])).toBe("yes");
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
    // Another verb asks where something happened: not split as a place shared.
    expect(sameAsSides("Did Michael Jordan play in the same city as Scottie Pippen?")).toBeUndefined();
    expect(sameAsSides("Did Anna Rossi die in the same city as Marco Bianchi?")).toMatchObject({
      a: "Anna Rossi",
      b: "Marco Bianchi",
    });
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

  it("'were both A and B born in Maryland?': where each page says its subject was born", () => {
    const hageman = p("h", "Fred Vell", "Fred Vell (born June 30, 1937 in Bunkie, Louisiana) is a former linebacker.");
    const brooks = p(
      "b",
      "Conrad Harrow",
      "Conrad Harrow (born January 3, 1931 in Baltimore, Maryland) is an American actor. He moved to Hollywood, " +
        "California in 1948.",
    );
    const q = "Were both Fred Vell and Conrad Harrow born in Maryland?";
    expect(placedElsewhere(q, hageman.text)).toBe(true);
    expect(placedElsewhere(q, brooks.text)).toBe(false);
    const verdict = compareAnswer(q, [side("Fred Vell", hageman), side("Conrad Harrow", brooks)]);
    expect(verdict?.text).toBe("no");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // Where he moved is not where he was born: "California" after the birth's clause places no birth.
    expect(placedElsewhere("Were both Fred Vell and Conrad Harrow born in California?", brooks.text)).toBe(true);
    expect(placedElsewhere("Were Fred Vell and Conrad Harrow born in Maryland?", hageman.text)).toBe(false);
  });

  it("a page naming the state asked as well as another is no contradiction", () => {
    const both = "Harrow Spirits is a distillery in Duluth, Minnesota, with a bottling plant in Fresno, California.";
    expect(placedElsewhere("Are Harrow Spirits and Kelpfit both based in California?", both)).toBe(false);
    expect(placedElsewhere("Are Harrow Spirits and Kelpfit both based in Ohio?", kelpfit.text)).toBe(true);
    const falls = "The Falls are waterfalls between Ontario, Canada, and New York, in the United States.";
    expect(placedElsewhere("Are the Falls and Tamar Lake Park both in the United States?", falls)).toBe(false);
    expect(placedElsewhere("Are the Falls and Tamar Lake Park both in Canada?", falls)).toBe(false);
  });

  it("a country inside a longer name, a part of the country asked, or a topic is no other country", () => {
    const q = (place: string) => `Are Kelp Park and Tamar Lake Park both in ${place}?`;
    expect(placedElsewhere(q("Australia"), "Kelp Park is a park in the Central Tablelands of New South Wales.")).toBe(
      false,
    );
    expect(placedElsewhere(q("the United States"), "Kelp Park is a park near Los Alamos, New Mexico.")).toBe(false);
    expect(placedElsewhere(q("the United States"), "Kelp Park is a park in New England.")).toBe(false);
    expect(placedElsewhere(q("the United Kingdom"), "Kelp Park is a park in Cardiff, Wales.")).toBe(false);
    expect(
      placedElsewhere(q("California"), "Kelp Co. is a distillery based in Los Angeles that makes Kentucky bourbon."),
    ).toBe(false);
    expect(placedElsewhere(q("Canada"), "Kelp House is a museum devoted to the culture of Japan.")).toBe(false);
  });
});

describe("a place name holding the state asked, and a state's name that is a country's too", () => {
  it("'Kansas City, Missouri' is in Missouri: no for 'both based in Kansas?', whichever side holds more words", () => {
    const carding = p(
      "cc",
      "Carding Cards",
      "Carding Cards, Inc. is a private American company based in Kansas City, Missouri. It makes greeting cards.",
    );
    const navmo = p(
      "nv",
      "Navmo",
      "Navmo Ltd. is an American technology company founded in 1989 in Lenexa, Kansas, with headquarters in Olathe, Kansas.",
    );
    const q = "Are Carding Cards and Navmo both based in Kansas?";
    // Carding's page holds both "based" and "Kansas"; Navmo's, in Kansas, lacks "based".
    const verdict = compareAnswer(q, [side("Carding Cards", carding), side("Navmo", navmo)]);
    expect(verdict?.text).toBe("no");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("a page saying its subject is based in the place asked is no 'no', whatever its opening names first", () => {
    const pies = p(
      "pz",
      "Pie Hut",
      "Pie Hut is an American restaurant chain founded in 1958 in Wichita, Kansas. It is based in Plano, Texas.",
    );
    const fizz = p("fz", "Fizzwell", "Fizzwell is a soft drink brand based in Plano, Texas.");
    const q = "Are Pie Hut and Fizzwell both based in Texas?";
    expect(placedElsewhere(q, pies.text)).toBe(false);
    expect(compareAnswer(q, [side("Pie Hut", pies), side("Fizzwell", fizz)])?.text).toBe("yes");
    // Only right after the question's verb: a depot located in Kansas, or "across the line from Kansas", is no base.
    const cards = p(
      "cd",
      "Carding Cards",
      "Carding Cards is a private American company based in Kansas City, Missouri, across the state line from " +
        "Kansas. Its distribution centre is located in Lawrence, Kansas.",
    );
    expect(placedElsewhere("Are Carding Cards and Fizzwell both based in Kansas?", cards.text)).toBe(true);
  });

  it("a Georgian-style house in Augusta, Georgia, across the river from South Carolina, is in the US state", () => {
    const harris = p(
      "eh",
      "Harris House",
      "The Harris House is a Georgian-style house located in Augusta, Georgia, across the Savannah River from North " +
        "Augusta, South Carolina.",
    );
    const owens = p("ot", "Owens House", "The Owens House is a historic house located in Savannah, Georgia.");
    expect(placesAt(harris.text, "state").map((x) => x.name)).toContain("Georgia");
    const q = "Are the Harris House and the Owens House both located in Georgia?";
    expect(compareAnswer(q, [side("Harris House", harris), side("Owens House", owens)])?.text).toBe("yes");
  });

  it("'Tbilisi, Georgia' on a page about a Georgian city is no US state, so no same state is read", () => {
    const tsu = p(
      "ts",
      "Mtkvari State University",
      "Mtkvari State University is a public university in Tbilisi, Georgia. It is the oldest Georgian university.",
    );
    const emory = p("em", "Peachtree University", "Peachtree University is a private university in Atlanta, Georgia.");
    const savannah = p(
      "sv",
      "Savannah Art School",
      "Savannah Art School is a private art school in Savannah, Georgia, United States, in a Georgian-style hall.",
    );
    expect(placesAt(tsu.text, "state")).toEqual([]);
    expect(placesAt(savannah.text, "state")).toEqual([{ name: "Georgia" }]);
    const q = (a: string) => `Are ${a} and Peachtree University in the same state?`;
    expect(samePlace(q("Mtkvari State University"), [tsu.text, emory.text])).toBeUndefined();
    expect(samePlace(q("Savannah Art School"), [savannah.text, emory.text])).toBe("yes");
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

  it("the states of their births are compared, the sides as the question splits them", () => {
    const pages: Record<string, ScoredPassage> = { "Lars Moen": lars, "Per Moen": per };
    const sides = (decompose(q).sides ?? []).map((name) => side(name, pages[name]!));
    expect(compareAnswer(q, sides)?.text).toBe("no");
  });

  it("a list of three, or a pair with 'and' inside a name, is not split", () => {
    expect(topicPair("Tom, Dick and Harry: were they born in the same city?")).toBeUndefined();
    expect(topicPair("Simon and Garfunkel and The Beatles: were they formed in the same city?")).toBeUndefined();
  });
});
