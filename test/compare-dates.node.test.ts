import { describe, expect, it } from "vitest";
import { bridgeRole, bridgeStep } from "../src/skills/local/bridge-compare";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { dateAttribute, settled, sideDate } from "../src/skills/local/compare-dates";
import { endOptions, offeredSides, thanSides } from "../src/skills/local/compare-sides";
import { decompose } from "../src/skills/local/decompose";
import { describedStep } from "../src/skills/local/described-compare";
import type { ScoredPassage } from "../src/types";

const p = (id: string, title: string, text: string): ScoredPassage => ({ id, title, text, score: 1, source: "corpus" });
/** The local engine's calibrated floor (calibration.json): a plan's answer below it is withheld. */
const FLOOR = 0.65;
/** Two sides, each with its own page titled with its name. */
const twoSides = (a: string, aText: string, b: string, bText: string) => [
  { name: a, passage: p("a", a, aText) },
  { name: b, passage: p("b", b, bText) },
];
const iso = (days: number | undefined) => (days === undefined ? undefined : new Date(days * 86_400_000).toISOString());

const waldo = p(
  "w",
  "Janet Waldo",
  "Janet Marie Waldo (February 4, 1920 – June 12, 2016) was an American voice actress.",
);
const strong = p(
  "s",
  "Tara Strong",
  "Tara Strong (born Tara Lyn Charendoff; February 12, 1973) is a Canadian–American actress.",
);

describe("a side named after a description of it", () => {
  const seger = p("bs", "Bob Seger", "Robert Clark Seger ( , born May 6, 1945) is an American singer-songwriter.");
  const cherone = p(
    "gc",
    "Gary Cherone",
    "Gary Francis Caine Cherone ( ; born July 26, 1961) is an American rock singer and songwriter.",
  );
  const ask = (q: string, name: string, page: ScoredPassage) =>
    compareAnswer(q, [
      { name: "Bob Seger", passage: seger },
      { name, passage: page },
    ]);

  it("is sure of the page titled with the name after the description ('the Extreme singer Gary Cherone')", () => {
    const verdict = ask(
      "Who was born first, Bob Seger or the Extreme singer Gary Cherone?",
      "Extreme singer Gary Cherone",
      cherone,
    );
    expect(verdict?.text).toBe("Bob Seger");
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
    const possessive = ask(
      "Who was born first, Bob Seger or Extreme's Gary Cherone?",
      "Extreme's Gary Cherone",
      cherone,
    );
    expect(possessive!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("is not sure of a page that names another: a relation, a particle, a page set apart as another kind", () => {
    const father = ask(
      "Who was born first, Bob Seger or the father of Gary Cherone?",
      "father of Gary Cherone",
      cherone,
    );
    expect(father!.confidence).toBeLessThan(FLOOR);
    const film = p("y", "Yesterday (2019 film)", "Yesterday is a 2019 British romantic comedy film.");
    const song = ask("Which came out first, Bob Seger or the Beatles song Yesterday?", "Beatles song Yesterday", film);
    expect(song?.confidence ?? 0).toBeLessThan(FLOOR);
  });

  it("is sure of a page titled with the name (and more) whose first two sentences say the whole description", () => {
    const kell = p(
      "k",
      "Gus Kell (musician)",
      "Gus Kell (20 June 1937 – 13 September 2010) was a country singer from Tarrow. He was an Arrernte man.",
    );
    const verdict = ask(
      "Who was born first, Bob Seger or the Arrernte country singer Gus Kell?",
      "Arrernte country singer Gus Kell",
      kell,
    );
    expect(verdict?.text).toMatch(/Gus Kell$/);
    expect(verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // A mononym the page's title holds with more ("Cho Minsu" for "Minsu"), its description in the second sentence.
    const minsu = p(
      "m",
      "Cho Minsu",
      "Cho Min-su (born February 3, 1988), better known as Minsu, is a singer. He is a member of the band Tide Nine.",
    );
    const member = ask("Who was born first, Bob Seger or the Tide Nine member Minsu?", "Tide Nine member Minsu", minsu);
    expect(member!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // A description the page does not say leaves the side unsure: it may be another of the name.
    const sailor = ask(
      "Who was born first, Bob Seger or the Arrernte sailor Gus Kell?",
      "Arrernte sailor Gus Kell",
      kell,
    );
    expect(sailor!.confidence).toBeLessThan(FLOOR);
  });

  it("is not sure of a page titled with only the end of a name that describes nothing ('Nova Gary Cherone')", () => {
    const verdict = ask("Who was born first, Bob Seger or Nova Gary Cherone?", "Nova Gary Cherone", cherone);
    expect(verdict?.text).toBe("Bob Seger");
    expect(verdict!.confidence).toBeLessThan(FLOOR);
  });
});

describe("each side's date of what is compared, read by the shape that states it", () => {
  it("a life span gives a birth and a death; 'born' gives a birth", () => {
    expect(iso(sideDate(waldo.text, "birth")?.value)).toBe("1920-02-04T00:00:00.000Z");
    expect(iso(sideDate(waldo.text, "death")?.value)).toBe("2016-06-12T00:00:00.000Z");
    expect(iso(sideDate(strong.text, "birth")?.value)).toBe("1973-02-12T00:00:00.000Z");
    expect(sideDate(strong.text, "death")).toBeUndefined();
  });

  it("a life span whose dash or opening parenthesis a page dump lost still gives the birth and the death", () => {
    const lost = "Osric Vell ; 25 November 1895 – 21 October 1978) was a Tarrovian statesman.";
    expect(iso(sideDate(lost, "death")?.value)).toBe("1978-10-21T00:00:00.000Z");
    expect(iso(sideDate(lost, "birth")?.value)).toBe("1895-11-25T00:00:00.000Z");
    const dashless = "Ada Vell (Tarrovian: Ада; 21 November 1902 25 January 1982) was a statesman.";
    expect(iso(sideDate(dashless, "death")?.value)).toBe("1982-01-25T00:00:00.000Z");
    // Two dates out of order are no life span: "(opened 1990; first built 1925)".
    expect(sideDate("The hall (opened 12 May 1990, first built 3 June 1925) is in Vell.", "death")).toBeUndefined();
  });

  it("a run's range gives its start and its end; later ranges are parts of it", () => {
    const run =
      "Meet Corliss Archer ran from January 7, 1943 to September 30, 1956. From 1952 to 1953 it aired on ABC.";
    expect(iso(sideDate(run, "start")?.value)).toBe("1943-01-07T00:00:00.000Z");
    expect(iso(sideDate(run, "end")?.value)).toBe("1956-09-30T00:00:00.000Z");
    expect(sideDate(run, "end")?.unique).toBe(true);
  });

  it("an event is dated where the question's verb is stated; a re-formation is not the formation", () => {
    const text = "The squadron was formed in 1916. It was disbanded in 1919 and re-formed in 2000.";
    expect(iso(sideDate(text, "event", ["form"])?.value)).toBe("1916-01-01T00:00:00.000Z");
    expect(sideDate(text, "event", ["form"])?.unique).toBe(true);
    // A work's own year disagreeing with the verb's date ("released on DVD in 2005"): ambiguous.
    const film = "Tosca is a 1999 Italian film. It was released on DVD in 2005.";
    expect(sideDate(film, "event", ["releas"])?.unique).toBe(false);
    expect(sideDate("Tosca is a 1999 Italian film, released in 1999.", "event", ["releas"])?.unique).toBe(true);
    // Two different dates for the same verb: the side is ambiguous.
    expect(sideDate("It was founded in 1901. It was founded again in 1950.", "event", ["found"])?.unique).toBe(false);
  });

  it("'came out' names no verb: a thing comes out when it is released, published, introduced; 'first' marks the event", () => {
    const app = "Harbor Desk is an application by Vell Inc., first released on March 14, 2002, for administrators.";
    expect(iso(sideDate(app, "event", [])?.value)).toBe("2002-03-14T00:00:00.000Z");
    // A work's own year comes first: the release of its sequel is another thing's.
    const film = "Downfall is a 1993 crime film by Ada Vell. A sequel, Ashes, was released in 2017.";
    expect(sideDate(film, "event", [])?.unique).toBe(true);
    expect(iso(sideDate(film, "event", [])?.value)).toBe("1993-01-01T00:00:00.000Z");
    // "first published in 1936" is the publication; the same verb's later date (a translation) is not another one.
    const novel =
      "Two Rivers is a novel first published in 1936 by Osric Vell. It was published in Tarrovian only in 1951.";
    expect(sideDate(novel, "event", ["publish"])).toMatchObject({ unique: true });
    expect(iso(sideDate(novel, "event", ["publish"])?.value)).toBe("1936-01-01T00:00:00.000Z");
    // A first of one place or medium is no first event: the side stays ambiguous.
    for (const text of [
      "It was published in London in 1949. It was first published in the United States in 1950.",
      "It was published in 1936. The first published Tarrovian translation appeared in 1951.",
    ])
      expect(sideDate(text, "event", ["publish"])?.unique, text).toBe(false);
  });

  it("the attribute is what the question asks: born, died, ended, or an age", () => {
    expect(dateAttribute("Who was born later, A or B?")).toBe("birth");
    expect(dateAttribute("Who died first, A or B?")).toBe("death");
    expect(dateAttribute("Which program ended later, A or B?")).toBe("end");
    expect(dateAttribute("Is A older than B?")).toBe("age");
    expect(dateAttribute("Which film came out first, A or B?")).toBe("event");
  });
});

describe("a side described after its name, between commas", () => {
  it("'Was Janet Waldo, the voice actress, born before …?' compares Janet Waldo", () => {
    for (const q of [
      "Was Janet Waldo, the voice actress, born before Tara Strong?",
      "Who was born first, Janet Waldo, the voice actress, or Tara Strong?",
      "Who was born first, Tara Strong or Janet Waldo, the voice actress?",
    ])
      expect(decompose(q).sides?.slice().sort(), q).toEqual(["Janet Waldo", "Tara Strong"]);
    const sides = [
      { name: "Janet Waldo", passage: waldo },
      { name: "Tara Strong", passage: strong },
    ];
    expect(compareAnswer("Was Janet Waldo, the voice actress, born before Tara Strong?", sides)?.text).toBe("yes");
    expect(compareAnswer("Who was born first, Tara Strong, the Canadian actress, or Janet Waldo?", sides)?.text).toBe(
      "Janet Waldo",
    );
    // A description may end on what it is of or from; as a role ("the singer of …") it describes its side, no bridge.
    const described =
      "Who was born first, Janet Waldo, the actress from Yakima, or Tara Strong, the singer of 'Bubbles'?";
    expect(decompose(described).sides).toEqual(["Janet Waldo", "Tara Strong"]);
    expect(bridgeRole(described, ["Janet Waldo", "Tara Strong"])).toBeUndefined();
    expect(compareAnswer(described, sides)?.text).toBe("Janet Waldo");
    // A role asked through ("the director of which …") is still a bridge; two sides named alike keep what tells them
    // apart; a title in lower case ("The Good, the bad and the ugly") is no name and its description.
    expect(bridgeRole("Jaws or Heat, the director of which was born first?", ["Jaws", "Heat"])?.noun).toBe("director");
    expect(
      decompose("Who was born first, John Smith, the governor of Virginia, or John Smith, the explorer?").sides,
    ).toEqual(["John Smith, the governor of Virginia", "John Smith, the explorer"]);
    expect(thanSides("Was The Good, the bad and the ugly released before Alien?")?.a).toBe(
      "Good, the bad and the ugly",
    );
    // A capitalised description is a title's own ("Verdi, the King of Melody"); the rest of a question is no option.
    expect(endOptions("Which came out first, Giuseppe Verdi or Verdi, the King of Melody?")?.options).toEqual([
      "Giuseppe Verdi",
      "Verdi, the King of Melody",
    ]);
    expect(endOptions("Which city, Paris or London, is larger?")).toBeUndefined();
  });
});

describe("comparisons answered when both sides are clear", () => {
  const sides = [
    { name: "Janet Waldo", passage: waldo },
    { name: "Tara Strong", passage: strong },
  ];

  it("born later / first: each side's own page gives one birth, so the answer clears the floor", () => {
    const later = compareAnswer("Who was born later, Janet Waldo or Tara Strong?", sides);
    expect(later?.text).toBe("Tara Strong");
    expect(later!.confidence).toBeGreaterThanOrEqual(FLOOR);
    expect(compareAnswer("Which was born first, Tara Strong or Janet Waldo?", [sides[1]!, sides[0]!])?.text).toBe(
      "Janet Waldo",
    );
  });

  it("typed in a hurry, the words after a side's name that its page title holds ('school dunmere') are no verb", () => {
    const grenna = p("g", "Grennaby", "Grennaby is a boarding school. Grennaby was founded in 1963 by Ash University.");
    const west = p(
      "w",
      "Westholm School, Dunmere",
      "Westholm School is a day school in Marion, 12 km south of Dunmere. Founded as a school for boys, the school was " +
        "opened in 1961. The school became co-educational in 1978.",
    );
    const out = compareAnswer("which was founded first grennaby or westholm school dunmere", [
      { name: "Grennaby", passage: grenna },
      { name: "Westholm", passage: west },
    ]);
    expect(out?.text).toMatch(/^Westholm/i);
    expect(out!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // Words a title holds that follow no side's name are the question's own ("became a national park").
    const lake = p("l", "Crater Lake National Park", "Crater Lake National Park was established in 1902.");
    const garajonay = p(
      "j",
      "Garajonay National Park",
      "Garajonay National Park is a park on La Gomera. It was declared a national park in 1981.",
    );
    const park = compareAnswer(
      "Which became a national park first, Crater Lake National Park or Garajonay National Park?",
      [
        { name: "Crater Lake National Park", passage: lake },
        { name: "Garajonay National Park", passage: garajonay },
      ],
    );
    expect(park?.text).toBe("Crater Lake National Park");
  });

  it("a date read from a page that is not the side's own stays under the floor", () => {
    const film = p("f", "Some Film", "The film tells the life of Janet Waldo (1920–2016), the voice of Judy.");
    const out = compareAnswer("Who was born later, Janet Waldo or Tara Strong?", [
      { name: "Janet Waldo", passage: film },
      sides[1]!,
    ]);
    expect(out?.text).toBe("Tara Strong");
    expect(out!.confidence).toBeLessThan(FLOOR);
  });

  it("yes/no comparisons: older than, born before, the same year", () => {
    expect(compareAnswer("Was Janet Waldo born before Tara Strong?", sides)?.text).toBe("yes");
    expect(compareAnswer("Is Tara Strong older than Janet Waldo?", [sides[1]!, sides[0]!])?.text).toBe("no");
    const temple = p(
      "t",
      "Shirley Temple",
      "Shirley Temple Black (April 23, 1928 – February 10, 2014) was an actress.",
    );
    const same = compareAnswer("Did Shirley Temple and Janet Waldo die in the same year?", [
      { name: "Shirley Temple", passage: temple },
      sides[0]!,
    ]);
    expect(same?.text).toBe("no");
    expect(same!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("a side with two dates is still sure when both fall on one side of the other's", () => {
    const border = p("b", "Spirit of the Lake", "Spirit of the Lake is a novel by Ada Vell, first published in 1906.");
    const comrades = p(
      "c",
      "Two Rivers (novel)",
      "Two Rivers is a novel first published in 1936 by Osric Vell. It was first published in English from January " +
        "to March 1937.",
    );
    const sides = [
      { name: "Two Rivers", passage: comrades },
      { name: "Spirit of the Lake", passage: border },
    ];
    const out = compareAnswer("Which novel was published first, Two Rivers or Spirit of the Lake?", sides);
    expect(out?.text).toBe("Spirit of the Lake");
    expect(out!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // A second date that could turn the order leaves it unsure: 1936 or 1905 against 1906.
    const turned = p(
      "c",
      "Two Rivers (novel)",
      "Two Rivers was first published in 1936. It was first published in 1905.",
    );
    const open = compareAnswer("Which novel was published first, Two Rivers or Spirit of the Lake?", [
      { name: "Two Rivers", passage: turned },
      sides[1]!,
    ]);
    expect(open === undefined || open.confidence < FLOOR).toBe(true);
    const [early, late] = [sideDate(turned.text, "event", ["publish"])!, sideDate(border.text, "event", ["publish"])!];
    expect(settled(early, late)).toBe(false);
    expect(settled(sideDate(comrades.text, "event", ["publish"])!, late)).toBe(true);
  });

  it("'both formed in 2014?': each side's date of the verb against the year, not the year anywhere on its page", () => {
    const nx = p(
      "n",
      "Nova Nine",
      "Nova Nine is a South Korean boy group formed in 2013 by Vell Music and debuted in 2014.",
    );
    const echo = p("e", "Echo (band)", "Echo is a South Korean boy group formed in 2014 by Tune Camp.");
    const both = [
      { name: "Nova Nine", passage: nx },
      { name: "Echo", passage: echo },
    ];
    const no = compareAnswer("Were Nova Nine and Echo both formed in 2014?", both);
    expect(no?.text).toBe("no");
    expect(no!.confidence).toBeGreaterThanOrEqual(FLOOR);
    const yes = compareAnswer("Were Nova Nine and Echo both formed in 2014?", [
      { name: "Nova Nine", passage: p("n", "Nova Nine", "Nova Nine is a boy group formed in 2014 by Vell Music.") },
      both[1]!,
    ]);
    expect(yes?.text).toBe("yes");
    expect(yes!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // "active in 2014" asks of a span, not a day: one year of it is no answer to read off the start.
    const active = compareAnswer("Were Nova Nine and Echo both active in 2014?", [
      { name: "Nova Nine", passage: p("n", "Nova Nine", "Nova Nine is a boy group, active from 2010 to 2016.") },
      { name: "Echo", passage: p("e", "Echo (band)", "Echo is a boy group, active from 2012 to 2018.") },
    ]);
    expect(active === undefined || active.confidence < FLOOR || active.text === "yes").toBe(true);
  });

  it("'the Villard publishing imprint': a name followed by its kind is its page's, titled with the name", () => {
    const awards = p("a", "Harbour Awards", "The Harbour Awards, founded in 1984, are awards for independent films.");
    const imprint = (title: string) =>
      p("v", title, "Vellard, also known as Vellard Books, is a publishing imprint. It was founded in 1983.");
    const q = "Which was founded first: the Harbour Awards or the Vellard publishing imprint?";
    const sides = (title: string) => [
      { name: "Harbour Awards", passage: awards },
      { name: "Vellard publishing imprint", passage: imprint(title) },
    ];
    const out = compareAnswer(q, sides("Vellard (imprint)"));
    expect(out?.text).toMatch(/^Vellard/);
    expect(out!.confidence).toBeGreaterThanOrEqual(FLOOR);
    expect(compareAnswer(q, sides("Vellard"))!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // A word the side's name was read with that the page's first sentence never says is no kind ("Vellard founded").
    const verb = compareAnswer(q, [sides("Vellard")[0]!, { name: "Vellard founded", passage: imprint("Vellard") }]);
    expect(verb?.confidence ?? 0).toBeLessThan(FLOOR);
    // A page set apart as another kind is another thing's: "Vellard (band)" is no imprint.
    expect(compareAnswer(q, sides("Vellard (band)"))?.confidence ?? 0).toBeLessThan(FLOOR);
  });

  it("'both die in the 1980s?', 'both born before 1900?': each side's date against a decade or a bound", () => {
    const sides = [
      {
        name: "Arvid Pell",
        passage: p("a", "Arvid Pell", "Arvid Pell (14 May 1895 – 21 October 1978) was a Latvian statesman."),
      },
      {
        name: "Oskar Lind",
        passage: p("o", "Oskar Lind", "Oskar Lind (21 November 1902 – 25 January 1982) was a Latvian party official."),
      },
    ];
    const died = compareAnswer("Did both Arvid Pell and Oskar Lind die in the 1980s?", sides);
    expect(died?.text).toBe("no");
    expect(died!.confidence).toBeGreaterThanOrEqual(FLOOR);
    const born = compareAnswer("Were Arvid Pell and Oskar Lind both born before 1910?", sides);
    expect(born?.text).toBe("yes");
    expect(born!.confidence).toBeGreaterThanOrEqual(FLOOR);
    expect(compareAnswer("Were Arvid Pell and Oskar Lind both born after 1900?", sides)?.text).toBe("no");
    expect(compareAnswer("Did Arvid Pell and Oskar Lind both die in the 1970s?", sides)?.text).toBe("no");
    // The bound holds of each side's own date, whichever side comes first: Pell died before 1980, Lind did not.
    expect(compareAnswer("Did Arvid Pell and Oskar Lind both die before 1980?", sides)?.text).toBe("no");
    expect(compareAnswer("Did Oskar Lind and Arvid Pell both die before 1990?", [sides[1]!, sides[0]!])?.text).toBe(
      "yes",
    );
    expect(compareAnswer("Were Oskar Lind and Arvid Pell both born after 1890?", [sides[1]!, sides[0]!])?.text).toBe(
      "yes",
    );
    // "the 1900s" may be the century: no decade is read from it.
    const century = compareAnswer("Were Arvid Pell and Oskar Lind both born in the 1900s?", sides);
    expect(century === undefined || century.confidence < FLOOR).toBe(true);
  });

  it("a side without a value answers nothing", () => {
    const company = p("h", "Halliburton", "The Halliburton Company is an American multinational corporation.");
    const other = p("e", "Exxon", "Exxon Mobil Corporation was formed on November 30, 1999.");
    const out = compareAnswer("Is Halliburton older than Exxon?", [
      { name: "Halliburton", passage: company },
      { name: "Exxon", passage: other },
    ]);
    expect(out === undefined || out.confidence < FLOOR).toBe(true);
  });
});

describe("more/fewer: the number stated for what is measured", () => {
  it("review cases: scale words, former members, a shared opening, numbers of another measure", () => {
    const ask = (q: string, a: string, b: string) => compareAnswer(q, twoSides("Vell", a, "Marlow", b))?.text;
    // "two hundred" is no 2.
    expect(
      ask(
        "Which village has more inhabitants, Vell or Marlow?",
        "Vell is a village. It has a population of about two hundred.",
        "Marlow is a village. It has a population of 150.",
      ),
    ).not.toBe("Marlow");
    // Former members are no line-up; a four-member group has 4.
    expect(
      ask(
        "Which band has more members, Vell or Marlow?",
        "Vell is a rock band. Former members include Ada Moor, Eddy Ash, Tom Vale and Mara Lund. The band is currently a duo.",
        "Marlow is a rock band. The band's members are Ivo Brand, Tom Ash and Ada Lund.",
      ),
    ).toBeUndefined();
    expect(
      ask(
        "Which group has more members, Vell or Marlow?",
        "Vell is a South Korean four-member boy group formed in 2014.",
        "Marlow is a boy group. The group consists of Ivo Brand, Tom Ash, Ada Lund, Eddy Moor and Tom Vale.",
      ),
    ).toBe("Marlow");
    // The sentence's opening words are the first number's: "banned for 40 games" is not what was played.
    expect(
      ask(
        "Which player played more games, Vell or Marlow?",
        "Vell is a footballer who played 120 games for Harbour United and was later banned for 40 games.",
        "Marlow is a footballer who played 90 games for Tarrow City.",
      ),
    ).toBe("Vell");
    // Numbers of another measure (albums, awards) do not compare members.
    expect(
      ask(
        "Which band has more members, Vell or Marlow?",
        "Vell is a rock band. The band released 3 studio albums.",
        "Marlow is a rock band. The band won 2 Brit Awards.",
      ),
    ).toBeUndefined();
  });

  it("a count joined to the measure's word outweighs a number merely after it; a year is no count", () => {
    const songs = twoSides(
      "Harbour Song",
      '"Harbour Song" is a song by Ada Moor. It reached number 1 in Tarrovia, and number 2 in Vellmark, stuck for ' +
        "eight consecutive weeks behind two Eddy Ash singles. As a result of its eight weeks at number 2, it stands " +
        "in joint fifth place for the most weeks at number 2 by a song which did not go to number 1.",
      "Quiet Song",
      '"Quiet Song" is a song by Tom Vale. It reached a peak position of #2 for four weeks, stuck behind "Our Tide".',
    );
    expect(
      compareAnswer("Which song spent more weeks stuck at number 2, Harbour Song or Quiet Song?", songs)?.text,
    ).toBe("Harbour Song");
    const sets = twoSides(
      "Tide Box",
      "Tide Box is a 5-CD box set. Overall, there are 109 tracks in the box set as compared to 101 songs on the " +
        "individual CDs and 72 tracks in the Harbour Box.",
      "Quiet Rebel",
      'Quiet Rebel is a box set by Tom Vale. The first track of the box set is "Jole", released in 1958, while the ' +
        'last is "Ash", released in 1994.',
    );
    // "released in 1958," counts no tracks: the comparison is not settled.
    expect(compareAnswer("Which box set has more tracks, Tide Box or Quiet Rebel?", sets)).toBeUndefined();
  });

  it("of several counts of the measure, the one whose clause names the question's chart; numbers as words too", () => {
    const songs = twoSides(
      "Harbour Song",
      '"Harbour Song" is a song by Ada Moor. It reached number one on the Tarrow Soul Singles chart on 13 November ' +
        "1999 and stayed at number one for eight consecutive weeks. It peaked at number seven on the Tarrow Hot 100, " +
        "remaining there for nine consecutive weeks.",
      "Quiet Song",
      '"Quiet Song" is a song by Eddy Ash. The song topped the Tarrow Hot 100 for five consecutive weeks and the ' +
        "Tarrow Soul Singles chart for 10 consecutive weeks.",
    );
    const soul =
      "Which song spent more consecutive weeks at number one on the Tarrow Soul Singles chart, Harbour Song or Quiet Song?";
    expect(compareAnswer(soul, songs)?.text).toBe("Quiet Song");
    expect(compareAnswer(soul.replace("Soul Singles chart", "Hot 100"), songs)?.text).toBe("Harbour Song");
  });

  it("a page's years are no count of what is measured: 'more members' is not read from the year a band formed", () => {
    const bands = twoSides(
      "Tarrow Lights",
      'Tarrow Lights are a rock band from Vell, best known for the 1994 single "Harbour". The band\'s members are Ada ' +
        "Moor, Eddy Ash, Tom Vale, Mara Lund and Ivo Brand.",
      "Quiet Engines",
      "Quiet Engines are a rock band from Port Avel, formed as a two-person band in 2010.",
    );
    // Neither page states a number of members: 1994 against 2010 would be a guess.
    expect(compareAnswer("Which band has more members, Tarrow Lights or Quiet Engines?", bands)).toBeUndefined();
    // Members named in a list are counted; a parenthesis naming instruments adds none.
    const listed = twoSides(
      "Tarrow Lights",
      "Tarrow Lights are a rock band formed in 1994. The band's members are Ada Moor (vocals, guitar), Eddy Ash " +
        "(bass), Tom Vale, Mara Lund and, later, Ivo Brand.",
      "Quiet Engines",
      "Quiet Engines are a rock band formed in 2010. The group consists of four members, Ada Lund, Tom Ash, Ivo " +
        "Vell and Eddy Moor.",
    );
    expect(compareAnswer("Which band has more members, Tarrow Lights or Quiet Engines?", listed)?.text).toBe(
      "Tarrow Lights",
    );
    expect(compareAnswer("Which band has fewer members, Tarrow Lights or Quiet Engines?", listed)?.text).toBe(
      "Quiet Engines",
    );
    // A number that counts them still decides.
    const counted = twoSides(
      "Tarrow Lights",
      "Tarrow Lights are a rock band formed in 1994. The band has 5 members.",
      "Quiet Engines",
      "Quiet Engines are a rock band formed in 2010. The band has 2 members.",
    );
    expect(compareAnswer("Which band has more members, Tarrow Lights or Quiet Engines?", counted)?.text).toBe(
      "Tarrow Lights",
    );
  });

  it("a page giving the measure for several years: the figure of the year the question names", () => {
    const sides = twoSides(
      "Vell",
      "Vell is a town. Its population was 5,400 in 2011 and 9,000 in 2001.",
      "Dun",
      "Dun is a town. Its population was 7,900 in 2011 and 6,000 in 2001.",
    );
    expect(compareAnswer("Did Vell have more residents than Dun in 2001?", sides)?.text).toBe("yes");
    expect(compareAnswer("Did Vell have more residents than Dun in 2011?", sides)?.text).toBe("no");
    expect(compareAnswer("Which town had the larger population in 2001, Vell or Dun?", sides)?.text).toBe("Vell");
    expect(compareAnswer("Which town had the larger population in 2011, Vell or Dun?", sides)?.text).toBe("Dun");
  });

  it("a higher place in a ranking is the smaller number: 'number 28' charted higher than 'number 33'", () => {
    const plant = p(
      "h",
      "Heaven Knows (song)",
      '"Heaven Knows" is a rock song. It reached number 33 on the UK singles chart.',
    );
    const boy = p("s", "Talk About (song)", '"Talk About" is a song. It peaked at number 28 on the UK Singles Chart.');
    const sides = [
      { name: "Heaven Knows", passage: plant },
      { name: "Talk About", passage: boy },
    ];
    const higher = "Which single reached a higher position on the UK Singles Chart, Heaven Knows or Talk About?";
    expect(compareAnswer(higher, sides)?.text).toBe("Talk About");
    expect(compareAnswer(higher.replace("higher", "lower"), sides)?.text).toBe("Heaven Knows");
    expect(compareAnswer("Which single peaked higher on the UK chart, Heaven Knows or Talk About?", sides)?.text).toBe(
      "Talk About",
    );
    // Asked as yes/no, of pages that say it alike ("reached number …").
    const reached = twoSides(
      "Heaven Knows",
      "Heaven Knows reached number 33 on the UK Singles Chart.",
      "Talk About",
      "Talk About reached number 28 on the UK Singles Chart.",
    );
    expect(compareAnswer("Did Heaven Knows reach a higher position than Talk About?", reached)?.text).toBe("no");
    expect(compareAnswer("Did Talk About reach a higher position than Heaven Knows?", reached.reverse())?.text).toBe(
      "yes",
    );
    // The value read is a place, whatever the question calls it: "the higher chart peak" is the smaller number.
    const peaked = twoSides(
      "Heaven Knows",
      "Heaven Knows peaked at No. 33 on the UK chart.",
      "Talk About",
      "Talk About peaked at No. 28 on the UK chart.",
    );
    expect(compareAnswer("Which song had the higher chart peak, Heaven Knows or Talk About?", peaked)?.text).toBe(
      "Talk About",
    );
    // A peak's height, a team's points: "higher" there is the larger number.
    const peaks = twoSides(
      "Mount Vell",
      "Mount Vell is a mountain. Its peak rises to 4,200 metres.",
      "Mount Dun",
      "Mount Dun is a mountain. Its peak rises to 3,100 metres.",
    );
    expect(compareAnswer("Which mountain has a higher peak, Mount Vell or Mount Dun?", peaks)?.text).toBe("Mount Vell");
    const revenue = twoSides(
      "Vell Inc",
      "Vell Inc is a firm. Its revenue was $80 billion in 2020.",
      "Dun Inc",
      "Dun Inc is a firm. Its revenue was $65 billion in 2020.",
    );
    expect(compareAnswer("Which company ranked higher by revenue, Vell Inc or Dun Inc?", revenue)?.text).toBe(
      "Vell Inc",
    );
    // A count is still more by its larger number: "more weeks on the chart" is no place in it.
    const weeks = twoSides(
      "Heaven Knows",
      "Heaven Knows spent 9 weeks on the UK chart.",
      "Talk About",
      "Talk About spent 4 weeks on the UK chart.",
    );
    expect(
      compareAnswer("Which single spent more weeks on the UK chart, Heaven Knows or Talk About?", weeks)?.text,
    ).toBe("Heaven Knows");
  });

  it("reads the number after the measure's word, not the year the question gives", () => {
    const carroll = p(
      "c",
      "Carroll County",
      "Carroll County is a county. As of the 2010 census, the population was 47,818.",
    );
    const sullivan = p(
      "s",
      "Sullivan County",
      "Sullivan County is a county. As of the 2010 census, the population was 43,742.",
    );
    const out = compareAnswer("Which county had the larger population in 2010, Carroll County or Sullivan County?", [
      { name: "Carroll County", passage: carroll },
      { name: "Sullivan County", passage: sullivan },
    ]);
    expect(out?.text).toBe("Carroll County");
    expect(out!.confidence).toBeGreaterThanOrEqual(FLOOR);
    const fewer = compareAnswer("Which county had the smaller population in 2010, Carroll County or Sullivan County?", [
      { name: "Carroll County", passage: carroll },
      { name: "Sullivan County", passage: sullivan },
    ]);
    expect(fewer?.text).toBe("Sullivan County");
  });

  it("'which is bigger' names nothing measured: each page's first number is no sure measure of size", () => {
    const brown = p("b", "Vell Lake", "Vell Lake is a lake in Kansas. It is up to 13 feet deep and covers 62 acres.");
    const neosho = p("n", "Ode Lake", "Ode Lake lies 5 mi north of Parsons. The lake covers 92 acres of water.");
    const out = compareAnswer("Which is bigger, Vell Lake or Ode Lake?", [
      { name: "Vell Lake", passage: brown },
      { name: "Ode Lake", passage: neosho },
    ]);
    expect(out === undefined || out.confidence < FLOOR).toBe(true);
    // A comparative naming its measure ("taller"), or numbers of one unit, are compared surely.
    const tall = compareAnswer("Which is taller, Vell Tower or Ash Tower?", [
      { name: "Vell Tower", passage: p("v", "Vell Tower", "Vell Tower is 150 m tall.") },
      { name: "Ash Tower", passage: p("a", "Ash Tower", "Ash Tower is 180 m tall.") },
    ]);
    expect(tall).toMatchObject({ text: "Ash Tower" });
    expect(tall!.confidence).toBeGreaterThanOrEqual(FLOOR);
    const acres = compareAnswer("Which is larger, Vell Lake or Ode Lake?", [
      { name: "Vell Lake", passage: p("v", "Vell Lake", "Vell Lake covers 62 acres.") },
      { name: "Ode Lake", passage: p("o", "Ode Lake", "Ode Lake covers 92 acres.") },
    ]);
    expect(acres).toMatchObject({ text: "Ode Lake" });
    expect(acres!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("reads a count right before the measure's word only after the question's own verb, not another's", () => {
    const team = (id: string, text: string) => p(id, `Team ${id}`, text);
    const ask = (x: string, y: string) =>
      compareAnswer("Which team won more games, Team x or Team y?", [
        { name: "Team x", passage: team("x", x) },
        { name: "Team y", passage: team("y", y) },
      ])?.text;
    expect(ask("Team x won 22 games in 1990.", "Team y won 19 games in 1990.")).toBe("Team x");
    // "lost 8 games" and "played 34 games" count other things than the wins asked.
    expect(ask("Team x lost 8 games and won 25.", "Team y played 34 games and won 22 of them.")).toBe("Team x");
  });

  it("compares wins and losses by each season's record ('finished the season 19–15'), not another number", () => {
    const season = (id: string, year: string, record: string) =>
      p(
        id,
        `${year} Vale Hawks football team`,
        `The ${year} Vale Hawks football team played in the Pac-12 Conference. They finished the season ${record}, ` +
          "5–4 in conference play, and played 12 home games.",
      );
    const sides = [
      { name: "2011", passage: season("a", "2011", "3–10") },
      { name: "2014", passage: season("b", "2014", "2–11") },
    ];
    const wins = compareAnswer("the 2011 or 2014 vale hawks football team - which one had more wins", sides);
    expect(wins?.text).toBe("2011");
    // Each page is the side's own: its title is the side's name with the question's words.
    expect(wins!.confidence).toBeGreaterThanOrEqual(FLOOR);
    expect(compareAnswer("Which Vale Hawks team lost more games, 2011 or 2014?", sides)?.text).toBe("2014");
    const record = (id: string, text: string) => p(id, `Team ${id}`, text);
    expect(
      compareAnswer("Which team won more games, Team x or Team y?", [
        { name: "Team x", passage: record("x", "Team x finished with a record of 19–15 and 8–10 in Pac-12 play.") },
        { name: "Team y", passage: record("y", "Team y went 22–12 overall.") },
      ])?.text,
    ).toBe("Team y");
  });

  it("reads a number joined to the measure ('a 1,800-seat arena'), and not one after the kind the sides are", () => {
    const dwyer = p(
      "d",
      "Dwyer Arena",
      "The Dwyer Arena houses two ice surfaces, both 200 x 85 ft. The main rink can seat up to 1,400 people.",
    );
    const gym = p("g", "Case Gym", "Case Gym is a 1,800-seat multi-purpose arena at Vell University.");
    const out = compareAnswer("Which arena has more seats, Dwyer Arena or Case Gym?", [
      { name: "Dwyer Arena", passage: dwyer },
      { name: "Case Gym", passage: gym },
    ]);
    expect(out?.text).toBe("Case Gym");
    expect(out!.confidence).toBeGreaterThanOrEqual(FLOOR);
    const fewer = compareAnswer("Which arena has fewer seats, Dwyer Arena or Case Gym?", [
      { name: "Dwyer Arena", passage: dwyer },
      { name: "Case Gym", passage: gym },
    ]);
    expect(fewer?.text).toBe("Dwyer Arena");
  });
});

describe("the sides of a comparison", () => {
  it("options before a colon, the question after it: a possessive side is its description", () => {
    expect(offeredSides("Tam Vell's father or Ada Lane: who was born first?")).toMatchObject({
      a: "the father of Tam Vell",
      b: "Ada Lane",
      described: true,
    });
    expect(offeredSides("Salt and Ember or A Week with Nell: which came out first?")).toMatchObject({
      a: "Salt and Ember",
      b: "A Week with Nell",
    });
    // A question before the colon keeps its options after it.
    expect(offeredSides("Which came out first: Salt and Ember or A Week with Nell?")).toMatchObject({
      a: "Salt and Ember",
      b: "A Week with Nell",
    });
  });

  it("titles with small words offered at the end, and descriptions", () => {
    expect(offeredSides("Which radio program ended later, Meet Corliss Archer or A Date with Judy?")).toMatchObject({
      a: "Meet Corliss Archer",
      b: "A Date with Judy",
    });
    const d = offeredSides(
      "Who was born earlier: the actress who starred in 'Suburban Madness', or the author of 'X'?",
    );
    expect(d).toMatchObject({ described: true, a: "the actress who starred in 'Suburban Madness'" });
    expect(offeredSides("What is the capital of France, or of Spain?")).toBeUndefined();
  });

  it("one option described and one named: the described one is found first, the named one is itself", () => {
    // Not Tam Greer's own birth against Arvo Lindqvist's: his father's.
    expect(decompose("Who was born first, the father of Tam Greer or Arvo Lindqvist?").sides).toEqual([
      "the father of Tam Greer",
      "Arvo Lindqvist",
    ]);
    // A possessive of something that is no role is a name: "McDonald's first restaurant".
    expect(decompose("Which came first, McDonald's first restaurant or Burger King?").sides?.[0]).not.toMatch(/^the /);
    // Written as a possessive, the same description.
    expect(decompose("Who was born first, Tam Greer's father or Arvo Lindqvist?").sides).toEqual([
      "the father of Tam Greer",
      "Arvo Lindqvist",
    ]);
  });

  it("options set before the question, or after 'between', in any of the ways users join them", () => {
    for (const q of [
      "Between Harbor Desk and the Harbor Remote, which came out first?",
      "Harbor Desk and the Harbor Remote — which came out first?",
      "Harbor Desk or the Harbor Remote, which came out first?",
      "Which came out first between Harbor Desk and the Harbor Remote?",
    ])
      expect(offeredSides(q), q).toMatchObject({ a: "Harbor Desk", b: "Harbor Remote" });
    // Typed without punctuation, "vs" joins them and a lower-case "which" before a noun ends the second; a relative
    // clause ("the band who recorded …") is the side's own.
    expect(decompose("two rivers vs spirit of the lake which novel was published first").sides).toEqual([
      "two rivers",
      "spirit lake",
    ]);
    // "which" before a verb and the comparison's word ends it too ("which published first"); before a verb alone it is
    // a relative clause, the side's own ("the band which recorded Pet Sounds").
    expect(decompose("harbor tales vs starlit roads which published first").sides).toEqual([
      "harbor tales",
      "starlit roads",
    ]);
    expect(decompose("Free vs the band which recorded Pet Sounds").sides).toEqual(["Free", "band recorded Pet Sounds"]);
    // An apposition naming the pair after the options is no part of the second: "…, two career box sets: which …".
    expect(offeredSides("Harbor Desk and Tarrow Nights, two career box sets: which came out first?")).toMatchObject({
      a: "Harbor Desk",
      b: "Tarrow Nights",
    });
    // A comma before a capitalised question word still ends it, after "vs" as after any comparator.
    expect(decompose("Free vs Team, How many requests per second?").sides).toEqual(["Free", "Team"]);
    expect(decompose("How did the Vells differ from the band who recorded Pet Sounds?").sides).toEqual([
      "Vells",
      "band recorded Pet Sounds",
    ]);
    // A question word inside is no option: "Between Oslo and which city …" asks for the side.
    expect(offeredSides("Between Oslo and which city, who lies further north?")).toBeUndefined();
    // Only before a comparison, or after "between"/"vs": a title or a duo holding "and" is one thing asked about, and
    // "between" in a lookup names no options.
    for (const q of [
      "Pride and Prejudice, when was it published?",
      "Tom and Jerry, who created the show?",
      "Which river flows between France and Germany?",
      "What is the distance between London and Paris?",
      "If Alice and Bob both play, who wins?",
      "During the 1990s and 2000s, which band sold the most records?",
      "Which road runs between McLean and which town?",
    ])
      expect(endOptions(q), q).toBeUndefined();
    // Typed without punctuation, before a comparison: the options still open the question.
    expect(endOptions("ada vell or tam greer who was born first")?.options).toEqual(["ada vell", "tam greer"]);
    expect(endOptions("tea or coffee which do you drink")).toBeUndefined();
    // A title holding "or" before "vs" is one option; an option holding "and" is not read this way.
    expect(endOptions("Trick or Treat vs Halloween which film came out first")?.options).toEqual([
      "Trick or Treat",
      "Halloween",
    ]);
    expect(endOptions("Dead or Alive and Tekken which came out first")).toBeUndefined();
    // "or" before "and": titles holding "and" on both sides.
    expect(endOptions("Sonny and Cher or Ike and Tina, which duo formed first?")?.options).toEqual([
      "Sonny and Cher",
      "Ike and Tina",
    ]);
    // Nor a yes/no question's own parts ("Are A and B both films, when …?"), nor a statement before the question,
    // nor a pair a leading "of" names (decompose reads that one).
    expect(offeredSides("Are Dawn and Dusk both films, when were they released?")).toBeUndefined();
    expect(
      offeredSides("The short that includes the song Ash and Ember also features Tide; when was it released?"),
    ).toBe(undefined);
    expect(offeredSides("Of the Depot episodes 'Ned's Reunion' and 'Kai's Wedding', which aired earlier?")).toBe(
      undefined,
    );
  });

  it("a name set after its common noun is the side, and two bare possessives are the names 'whose' asks of", () => {
    expect(offeredSides("Who was born first, the rodeo cowboy Tam Greer or Arvo Lindqvist?")).toMatchObject({
      a: "Tam Greer",
      b: "Arvo Lindqvist",
    });
    expect(offeredSides("Whose birth came first, Ada Vell's or the rodeo cowboy Tam Greers'?")).toMatchObject({
      a: "Ada Vell",
      b: "Tam Greers",
    });
    // A description is still one: a preposition, a relative word or a participle after the noun.
    expect(offeredSides("Who was born first, the father of Tam Greer or Arvo Lindqvist?")?.described).toBe(true);
    expect(offeredSides("Which is older, the lake named Vell Lake or Arvo Lindqvist?")?.a).toBe(
      "the lake named Vell Lake",
    );
    // One possessive alone may be a name's own ("McDonald's"): it stays; so do two, unless the question asks "whose".
    expect(offeredSides("Which was founded first, McDonald's or Burger King?")).toMatchObject({ a: "McDonald's" });
    expect(offeredSides("Which came first, McDonald's or Wendy's?")).toMatchObject({ a: "McDonald's", b: "Wendy's" });
  });

  it("a common noun both options end on is the kind compared: the sides are what tells them apart", () => {
    expect(
      offeredSides("Which Kirton had more residents in 2011, the Suffolk one or the Nottinghamshire one?"),
    ).toMatchObject({ a: "Suffolk", b: "Nottinghamshire", written: ["Suffolk one", "Nottinghamshire one"] });
    // Answered as the question writes the option, though no page says "squad".
    const season = (id: string, name: string, record: string) =>
      p(
        id,
        `${name} Harlow Hawks team`,
        `The ${name} Harlow Hawks team represented Vell College. They finished the season ${record}.`,
      );
    const out = compareAnswer("Which Harlow Hawks team won more games, the 2012–13 squad or the 2013–14 squad?", [
      { name: "2012–13", passage: season("a", "2012–13", "27–9") },
      { name: "2013–14", passage: season("b", "2013–14", "26–9") },
    ]);
    expect(out?.text).toBe("2012–13 squad");
  });

  it("an option holding a comma: the options start at an earlier comma", () => {
    expect(offeredSides("Which film came out first, Vesna (film) or Tarrow, the King of Song?")).toMatchObject({
      a: "Vesna (film)",
      b: "Tarrow, the King of Song",
    });
    // Options in mid-question, or a name's suffix after its comma, are not read past that comma.
    expect(offeredSides("Which city, Paris or London, is larger?")).toBeUndefined();
    expect(offeredSides("Which was founded first, Apple or Microsoft, Inc.?")).toBeUndefined();
  });

  it("a side given with its page's aside is answered from that page, as its own", () => {
    const older = p("v", "Vesna (film)", "Vesna is a 1938 Italian biographical film directed by Aldo Vereni.");
    // The later film's page opens with the same name ("Vesna, released as …"): it is not the first side's page.
    const later = p(
      "t",
      "Tarrow, the King of Song",
      "Vesna, released on video as Tarrow, the King of Song, is a 1953 Italian biographical film.",
    );
    const q = "Which film came out first, Vesna (film) or Tarrow, the King of Song?";
    const out = compareAnswer(q, [
      { name: "Vesna (film)", passage: older },
      { name: "Tarrow, the King of Song", passage: later },
    ]);
    expect(out?.text).toBe("Vesna (film)");
    // As sure as an answer read from each side's own page: above the answerer's floor.
    expect(out!.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("a comparison asked as yes/no", () => {
    expect(thanSides("Is Halliburton older than ExxonMobil?")).toMatchObject({ a: "Halliburton", b: "ExxonMobil" });
    expect(thanSides("Was Janet Waldo born before Tara Strong?")).toMatchObject({ a: "Janet Waldo", b: "Tara Strong" });
    expect(decompose("Is Halliburton older than ExxonMobil?").sides).toEqual(["Halliburton", "ExxonMobil"]);
  });

  it("'Did A have more … than B at the 2011 census?': neither the verb nor the closing date is a side's name", () => {
    const q = "Did Kirton Vale in Suffolk have more residents than Kirton Vale in Norfolk at the 2011 census?";
    expect(decompose(q).sides).toEqual(["Kirton Vale in Suffolk", "Kirton Vale in Norfolk"]);
    const suffolk = p(
      "ks",
      "Kirton Vale, Suffolk",
      "Kirton Vale is a village in Suffolk. Its population was 1,210 at the 2011 census.",
    );
    const norfolk = p(
      "kn",
      "Kirton Vale, Norfolk",
      "Kirton Vale is a village in Norfolk. Its population was 840 at the 2011 census.",
    );
    const verdict = compareAnswer(q, [
      { name: "Kirton Vale in Suffolk", passage: suffolk },
      { name: "Kirton Vale in Norfolk", passage: norfolk },
    ]);
    expect(verdict?.text).toBe("yes");
    // "fewer …", and other verbs a count follows ("score", "earn"), the same way.
    expect(thanSides("Does Kirton have fewer residents than Barton at the 2011 census?")).toMatchObject({
      a: "Kirton",
      b: "Barton",
    });
    expect(thanSides("Did Arsenal score more goals than Chelsea in 2004?")).toMatchObject({
      a: "Arsenal",
      b: "Chelsea",
    });
    // A title ending in one of those verbs keeps it; a name ending in small words keeps them unless they date it.
    expect(thanSides("Was Born to Win released earlier than Gone in 60 seconds?")).toMatchObject({
      a: "Born to Win",
      b: "Gone in 60 seconds",
    });
    // "have a larger population than", and a capitalised "Census", the same way.
    const larger =
      "Does Kirton Vale in Suffolk have a larger population than Kirton Vale in Norfolk at the 2011 Census?";
    expect(decompose(larger).sides).toEqual(["Kirton Vale in Suffolk", "Kirton Vale in Norfolk"]);
    const sides = [
      { name: "Kirton Vale in Suffolk", passage: suffolk },
      { name: "Kirton Vale in Norfolk", passage: norfolk },
    ];
    expect(compareAnswer(larger, sides)?.text).toBe("yes");
    expect(compareAnswer(larger.replace("larger", "smaller"), sides)?.text).toBe("no");
    // The number decides, not words both pages hold ("population", "census"): the smaller side asked "more" is a no.
    const reversed = "Did Kirton Vale in Norfolk have more residents than Kirton Vale in Suffolk at the 2011 census?";
    expect(compareAnswer(reversed, [sides[1]!, sides[0]!])?.text).toBe("no");
    expect(compareAnswer(reversed.replace("more", "fewer"), [sides[1]!, sides[0]!])?.text).toBe("yes");
    // "Is A larger than B?" names no measure: two pages' first numbers may measure anything, so no answer.
    expect(compareAnswer("Is Kirton Vale in Suffolk larger than Kirton Vale in Norfolk?", sides)).toBeUndefined();
    // "according to the 2011 Census" closes side B the same way.
    expect(thanSides("Does Kirton have a larger population than Barton according to the 2011 Census?")).toMatchObject({
      a: "Kirton",
      b: "Barton",
    });
    // A side whose name holds a capitalised place after "in" keeps it; "in 2010" closes it.
    expect(thanSides("Was Tarrow in Kent founded earlier than Vell in 2010")).toMatchObject({
      a: "Tarrow in Kent",
      b: "Vell",
    });
  });
});

describe("bridge-comparisons: each side's director (founder, …) compared", () => {
  const alien = p("a", "Alien (film)", "Alien is a 1979 science fiction horror film directed by Ridley Scott.");
  const jaws = p("j", "Jaws (film)", "Jaws is a 1975 American thriller film directed by Steven Spielberg.");
  const scott = p("rs", "Ridley Scott", "Sir Ridley Scott (born 30 November 1937) is an English film director.");
  const spielberg = p(
    "ss",
    "Steven Spielberg",
    "Steven Allan Spielberg (born December 18, 1946) is an American filmmaker.",
  );
  const sides = [
    { name: "Alien", passage: alien },
    { name: "Jaws", passage: jaws },
  ];

  it("the role is read from the question; a kind of side is not one", () => {
    expect(
      bridgeRole("Which film has the director who was born earlier, Alien or Jaws?", ["Alien", "Jaws"])?.noun,
    ).toBe("director");
    expect(
      bridgeRole("Which film director was born earlier, Ridley Scott or Steven Spielberg?", [
        "Ridley Scott",
        "Steven Spielberg",
      ]),
    ).toBeUndefined();
    expect(
      bridgeRole("Are Giuseppe Verdi and Ambroise Thomas both opera composers?", ["Giuseppe Verdi", "Ambroise Thomas"]),
    ).toBeUndefined();
    // The options first, then the question: "which composer" is still the sides' kind.
    expect(
      bridgeRole("Ambroise Thomas or Giuseppe Verdi: which composer died first?", [
        "Ambroise Thomas",
        "Giuseppe Verdi",
      ]),
    ).toBeUndefined();
    // A role right before a side's name says what that side is: the two men's own ages are compared.
    expect(
      bridgeRole("Who is older, the ski jumper Jon Vell or the game designer Ken Vell?", ["Jon Vell", "Ken Vell"]),
    ).toBeUndefined();
    expect(bridgeRole("Whose designer is older, Tarrow Quest or Vell Run?", ["Tarrow Quest", "Vell Run"])?.noun).toBe(
      "designer",
    );
    // Only the role word right before a side's name: "Whose composer …" still asks for the composers.
    expect(
      bridgeRole("Whose composer was born first, Carmen or the composer Vell's Aida?", ["Carmen", "Vell's Aida"])?.noun,
    ).toBe("composer");
  });

  it("searches for each director's page, then answers with the film", () => {
    const q = "Which film has the director who was born earlier, Alien or Jaws?";
    const role = bridgeRole(q, ["Alien", "Jaws"])!;
    const first = bridgeStep(q, sides, role, [alien, jaws], () => false);
    expect(first).toMatchObject({ kind: "search", queries: ["Ridley Scott", "Steven Spielberg"] });
    const done = bridgeStep(q, sides, role, [alien, jaws, scott, spielberg], () => true);
    expect(done.kind).toBe("answer");
    if (done.kind !== "answer") return;
    expect(done.verdict?.text).toBe("Alien");
    expect(done.verdict!.confidence).toBeGreaterThanOrEqual(FLOOR);
    const same = "Do the directors of Alien and Jaws share a nationality?";
    const nationality = bridgeStep(
      same,
      sides,
      bridgeRole(same, ["Alien", "Jaws"])!,
      [alien, jaws, scott, spielberg],
      () => true,
    );
    expect(nationality.kind === "answer" && nationality.verdict?.text).toBe("no");
  });

  it("'the same director?' compares the holders each side's page names", () => {
    const seven = p("7", "Seven Samurai", "Seven Samurai is a 1954 Japanese film directed by Akira Kurosawa.");
    const rashomon = p("r", "Rashomon", "Rashomon is a 1950 Japanese film directed by Akira Kurosawa.");
    const q = (a: string, b: string) => `Do ${a} and ${b} have the same director?`;
    expect(
      compareAnswer(q("Rashomon", "Seven Samurai"), [
        { name: "Rashomon", passage: rashomon },
        { name: "Seven Samurai", passage: seven },
      ])?.text,
    ).toBe("yes");
    const no = compareAnswer(q("Alien", "Jaws"), sides);
    expect(no?.text).toBe("no");
    expect(no!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // "scores composed by the same person": a page's "songs composed by …" names another maker of the film; unsure.
    const vesna = p(
      "v",
      "Vesna",
      "Vesna is a 1998 film with songs composed by Ida Marlow. Tom Reed composed its score.",
    );
    const harbor = p("h", "Harbor", "Harbor is a 1997 film. Its score was composed by Tom Reed.");
    const scores = compareAnswer("Were Vesna's and Harbor's film scores composed by the same person?", [
      { name: "Vesna", passage: vesna },
      { name: "Harbor", passage: harbor },
    ]);
    expect(scores!.confidence).toBeLessThan(FLOOR);
    // Each holder named in a sentence that says "score": sure; an adverb ("originally") is no thing made.
    const scored = p("s", "Vesna", "Vesna is a 1998 film. Its score was composed by Tom Reed.");
    const both = compareAnswer("Were Vesna's and Harbor's film scores composed by the same person?", [
      { name: "Vesna", passage: scored },
      { name: "Harbor", passage: harbor },
    ]);
    expect(both).toMatchObject({ text: "yes" });
    expect(both!.confidence).toBeGreaterThanOrEqual(FLOOR);
    const originally = compareAnswer("Were Vesna and Harbor originally composed by the same person?", [
      { name: "Vesna", passage: scored },
      { name: "Harbor", passage: harbor },
    ]);
    expect(originally!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("a director without a page found ends it without an answer", () => {
    const q = "Which film has the director who was born earlier, Alien or Jaws?";
    const out = bridgeStep(q, sides, bridgeRole(q, ["Alien", "Jaws"])!, [alien, jaws, scott], () => true);
    expect(out.kind).toBe("failed");
  });

  it("descriptions: each one's name from its own evidence, then the names compared", () => {
    const q = "Who was born first, the director of Alien or the director of Jaws?";
    const d = decompose(q);
    expect(d.sides).toEqual(["the director of Alien", "the director of Jaws"]);
    const out = describedStep(q, d.sides!, [[alien], [jaws]], [alien, jaws, scott, spielberg], () => true, 0.1);
    expect(out.kind).toBe("answer");
    if (out.kind === "answer") expect(out.verdict?.text).toBe("Ridley Scott");
  });
});

it("'Did A become X before B did?', 'Was A constructed before B?', 'Did A air before B?': yes/no comparisons", () => {
  expect(thanSides("Did Vell Park become a national park before Ridge Park did?")).toMatchObject({
    a: "Vell Park",
    b: "Ridge Park",
  });
  expect(thanSides("Was Vell Lake constructed before Ridge Lake?")).toMatchObject({ a: "Vell Lake", b: "Ridge Lake" });
  expect(thanSides("Did 'Lantern Night' air before 'Grey Tide'?")).toMatchObject({ b: "'Grey Tide'" });
});

it("'the one containing …' is the noun the question asks: a county's side reads the county, not the country", () => {
  const q = "Which county had more people in 2010: the one containing Vell Lake or the one Dana Roe represents?";
  const d = decompose(q);
  expect(d.sides).toEqual(["the one containing Vell Lake", "the one Dana Roe represents"]);
  const lake = p("l", "Vell Lake", "Vell Lake is a protected area in Marlow County, Kansas in the United States.");
  const roe = p(
    "r",
    "Dana Roe",
    "Dana Roe is a politician representing Harlow County District 11, which includes Elmford.",
  );
  const out = describedStep(q, d.sides!, [[lake], [roe]], [lake, roe], () => false, 0.1);
  // Each side's county, ended at its noun ("Harlow County", not its district), searched for next.
  expect(out.found).toEqual(["Marlow County", "Harlow County"]);
});

describe("a measure named another way than its pages write it", () => {
  it("'more people' of places is their population, of the census year the question names", () => {
    const villages = twoSides(
      "Vellby",
      "Vellby is a village in Kent. According to the 2001 Census the village had a population of 330, increasing to 341 at the 2011 census.",
      "Dunmere",
      "Dunmere is a village in Kent. According to the Census 2001 it had a population of 373, reducing to 261 at the 2011 census.",
    );
    expect(compareAnswer("which village had more people at the 2011 census, Vellby or Dunmere", villages)?.text).toBe(
      "Vellby",
    );
    expect(compareAnswer("which village had more people at the 2001 census, Vellby or Dunmere", villages)?.text).toBe(
      "Dunmere",
    );
  });

  it("seats in a parenthesis after a capacity, a count joined to a named award, and 'four-time' count", () => {
    const arenas = twoSides(
      "Vell Arena",
      "The Vell Arena is a 7,201-seat multi-purpose arena in Dover.",
      "Dun Colisee",
      "The Dun Colisee is a 4,000 capacity (3,677 seated) multi-purpose arena in Dun, that opened in 1958.",
    );
    expect(compareAnswer("Which arena has more seats, the Vell Arena or the Dun Colisee?", arenas)?.text).toBe(
      "Vell Arena",
    );
    expect(compareAnswer("Which arena has fewer seats, the Vell Arena or the Dun Colisee?", arenas)?.text).toBe(
      "Dun Colisee",
    );
    const singers = twoSides(
      "Ada Rook",
      "Ada Rook (born July 6, 1947) is a gospel singer. Rook has recorded 18 albums, won five Vell Awards and 11 Dove Awards.",
      "Tam Greer",
      "Tam Greer (born 1960) is a gospel four-time Vell Award-winning singer.",
    );
    expect(compareAnswer("Between Ada Rook and Tam Greer, who has won more Vell Awards?", singers)?.text).toBe(
      "Ada Rook",
    );
  });
});
