import { describe, expect, it } from "vitest";
import { chainOf } from "../src/skills/local/chain";
import { sharedName } from "../src/skills/local/claims-answer";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { foldAliases, namesIn, voteEntity } from "../src/skills/local/entity-vote";
import { LocalGate } from "../src/skills/local/gate";
import { LocalPlanner } from "../src/skills/local/planner";
import { sourceParts, sourceQueries } from "../src/skills/local/sources";
import type { ScoredPassage } from "../src/types";

const p = (id: string, text: string, title?: string): ScoredPassage => ({
  id,
  text,
  score: 0.5,
  source: "corpus",
  title,
});
/** The local engine's calibrated floor (calibration.json): a plan's answer below it is withheld. */
const FLOOR = 0.65;

describe("a plan's own answers carry a confidence the floor can gate", () => {
  const verdi = p("v", "Giuseppe Verdi was an Italian opera composer.", "Giuseppe Verdi");
  const thomas = p("t", "Ambroise Thomas was a French composer, best known for his operas.", "Ambroise Thomas");

  it("a 'yes' every side's page states clears the floor", () => {
    const out = compareAnswer("Are Giuseppe Verdi and Ambroise Thomas both opera composers?", [
      { name: "Giuseppe Verdi", passage: verdi },
      { name: "Ambroise Thomas", passage: thomas },
    ]);
    expect(out?.text).toBe("yes");
    expect(out!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("a 'no' read only from words a page lacks stays under the floor; a page giving another origin clears it", () => {
    const cactus = p("f", "Ferocactus is a genus of large barrel-shaped cacti.", "Ferocactus");
    const silene = p("s", "Silene is a genus of flowering plants in the family Caryophyllaceae.", "Silene");
    const weak = compareAnswer("Are Ferocactus and Silene both types of plant?", [
      { name: "Ferocactus", passage: cactus },
      { name: "Silene", passage: silene },
    ]);
    expect(weak?.text).toBe("no");
    expect(weak!.confidence).toBeLessThan(FLOOR);
    // Asked "both plants", the two definitions share a rank ("a genus of …"), not a kind: no sure "no" either.
    const ranked = compareAnswer("Are Ferocactus and Silene both plants?", [
      { name: "Ferocactus", passage: cactus },
      { name: "Silene", passage: silene },
    ]);
    expect(ranked?.confidence ?? 0).toBeLessThan(FLOOR);

    const freak = p("a", "Freakonomics is a 2010 American documentary film.", "Freakonomics");
    const realm = p(
      "b",
      "In the Realm of the Hackers is a 2003 Australian documentary.",
      "In the Realm of the Hackers",
    );
    const strong = compareAnswer("Are Freakonomics and In the Realm of the Hackers both American documentaries?", [
      { name: "Freakonomics", passage: freak },
      { name: "Realm Hackers", passage: realm },
    ]);
    expect(strong?.text).toBe("no");
    expect(strong!.confidence).toBeGreaterThanOrEqual(FLOOR);
  });

  it("a choice without a value to compare goes to the side whose page states what is asked, and only then", () => {
    const q = "Which dog's ancestors include Gordon and Irish Setters: the Manchester Terrier or the Scotch Collie?";
    const collie = p("c", "The Scotch Collie's ancestors include Gordon and Irish Setters.", "Scotch Collie");
    const terrier = p(
      "t",
      "The Manchester Terrier is a breed of dog of the smooth-haired terrier type.",
      "Manchester Terrier",
    );
    const sides = (a: ScoredPassage, b: ScoredPassage) => [
      { name: "Manchester Terrier", passage: a },
      { name: "Scotch Collie", passage: b },
    ];
    const out = compareAnswer(q, sides(terrier, collie));
    expect(out?.text).toBe("Scotch Collie");
    expect(out!.confidence).toBeGreaterThanOrEqual(FLOOR);
    // Neither page states it: no winner.
    const other = p("o", "The Scotch Collie is a landrace breed of dog from Scotland.", "Scotch Collie");
    expect(compareAnswer(q, sides(terrier, other))).toBeUndefined();
  });

  it("'described as a genus' asks whether each is a genus", () => {
    const a = p("a", "Dictyosperma is a genus of flowering plant in the palm family.", "Dictyosperma");
    const b = p("b", "Huernia is a genus of stem succulents from Africa.", "Huernia");
    const out = compareAnswer("Are both Dictyosperma, and Huernia described as a genus?", [
      { name: "Dictyosperma", passage: a },
      { name: "Huernia", passage: b },
    ]);
    expect(out?.text).toBe("yes");
  });

  it("'the same' is read from demonyms only for an origin, not for a neighbourhood", () => {
    const mosque = p("m", "The Laleli Mosque is an 18th-century Ottoman imperial mosque in Laleli, Istanbul.");
    const mansion = p("n", "The Esma Sultan Mansion is a historical Ottoman yalı in Ortaköy, Istanbul.");
    const sides = [
      { name: "Laleli Mosque", passage: mosque },
      { name: "Esma Sultan Mansion", passage: mansion },
    ];
    expect(compareAnswer("Are the Laleli Mosque and Esma Sultan Mansion in the same neighborhood?", sides)).toBe(
      undefined,
    );
    expect(compareAnswer("Were the Laleli Mosque and Esma Sultan Mansion of the same nationality?", sides)?.text).toBe(
      "yes",
    );
  });

  it("a name shared by the parts' passages answers 'who' only when it is a person's name", () => {
    const a = p("1", "TechCrunch, 2023-10-06: FTX founder Sam Bankman-Fried faces a criminal trial this week.");
    const b = p("2", "The Verge, 2023-10-07: FTX collapsed; Sam Bankman-Fried is accused of fraud.");
    expect(sharedName("Who is the individual facing a trial, as reported by TechCrunch?", [a, b])?.text).toBe(
      "Sam Bankman-Fried",
    );
    const c = p("3", "TechCrunch, 2023-10-06: FTX faces scrutiny after its collapse.");
    const d = p("4", "The Verge, 2023-10-07: FTX customers wait for their funds.");
    expect(sharedName("Who is the individual facing a trial, as reported by TechCrunch?", [c, d])).toBeUndefined();
    expect(sharedName("Which company faces scrutiny, as reported by TechCrunch?", [c, d])?.text).toBe("FTX");
    // A surname or initials on one part's page name the same person as the full name on the other's.
    const e = p("5", "The Verge, 2023-10-07: Bankman-Fried is accused of fraud.");
    const f = p("6", "Fortune, 2023-10-09: SBF built his exchange on lies, says the prosecution.");
    expect(sharedName("Who is the individual facing a trial, as reported by TechCrunch?", [a, e])?.text).toBe(
      "Sam Bankman-Fried",
    );
    expect(sharedName("Who is the individual facing a trial, as reported by Fortune?", [e, f])?.text).toBe(
      "Bankman-Fried",
    );
    // A capitalised word before a name ("When", a title) is no part of it.
    const g = p("7", "TechCrunch, 2023-11-13: When Google paid $26 billion, rivals complained.");
    const h = p("8", "The Verge, 2023-11-14: Google siphons off publishers' revenue.");
    expect(sharedName("Which company paid to be the default search engine, per TechCrunch?", [g, h])?.text).toBe(
      "Google",
    );
    const i = p("9", "TechCrunch, 2023-10-10: Former Alameda CEO Caroline Ellison testified on Tuesday.");
    const j = p("10", "The Verge, 2023-10-11: Caroline Ellison said she followed orders.");
    expect(sharedName("Who is the individual who testified, as reported by TechCrunch?", [i, j])?.text).toBe(
      "Caroline Ellison",
    );
    // For a question asking for anything but a person, a last word is no surname: "Richardson" is not folded into
    // "Tom Richardson", so the two pages share no name.
    const k = p("11", "Snoek is a Belgian yearly magazine; its photographers include Tom Richardson.");
    const l = p("12", "Tom Richardson, known as Uncle Tom, is a photographer. Richardson shot for Vogue.");
    const m = p("13", "Known as Uncle Tom, Richardson began in fashion.");
    expect(sharedName("Which Belgian magazine featured the photographer known as Uncle Tom?", [k, m])).toBeUndefined();
    expect(sharedName("Who is the photographer known as Uncle Tom?", [l, m])?.text).toBe("Tom Richardson");
    // The local answerer's own name vote reads names the same way.
    expect(namesIn(i.text)).toContain("Caroline Ellison");
    // A title is cut only before a name of two words: "former CEO of FTX" leaves "FTX"'s name whole, and "Dr. Dre" is one.
    expect(namesIn("Sam Bankman-Fried, former CEO of FTX, pleaded not guilty.")).not.toContain("of FTX");
    expect(namesIn("The producer Dr. Dre signed him.")).toContain("Dr. Dre");
    // Two capitals abbreviate too many names to join one ("AP" is no "Arati Prabhakar"); three may ("SBF").
    const named = (name: string, ...at: number[]) => ({ name, passages: new Set(at) });
    const folded = (...all: ReturnType<typeof named>[]) => foldAliases(all, true).map((e) => e.name);
    expect(folded(named("AP", 1), named("Arati Prabhakar", 2))).toEqual(["AP", "Arati Prabhakar"]);
    expect(folded(named("SBF", 1), named("Sam Bankman-Fried", 2))).toEqual(["Sam Bankman-Fried"]);
    // Without the full name, a person's initials may end with the hyphenated surname's ("SBF", "Bankman-Fried").
    expect(folded(named("SBF", 1), named("Bankman-Fried", 2))).toEqual(["Bankman-Fried"]);
    expect(foldAliases([named("SBF", 1), named("Bankman-Fried", 2)], false)).toHaveLength(2);
    expect(folded(named("NBA", 1), named("Basketball Association", 2))).toHaveLength(2);
    // An either-or comparison is answered by one of its sides, never by a name its pages share.
    const sides = [
      p("14", "Ada Vell (born 1901) was an Italian physicist; she won the Nobel Prize in Physics."),
      p("15", "Tom Hale was an Italian physicist at the Institute of Theoretical Physics."),
      p("16", "Lia Moro studied at the Institute of Theoretical Physics in Rome."),
    ];
    expect(
      voteEntity(
        "Who was born earlier, Ada Vell or the Italian physicist who vanished with the airship Italia?",
        sides,
      ),
    ).toBeUndefined();
  });

  it("a name in quotation marks is a work's title: it answers no 'who'", () => {
    const a = p(
      "1",
      "The Courier, 2023-11-25: He invited the “Lantern Song” singer to one of his games at Ridge Park.",
    );
    const b = p("2", "The Courier, 2023-12-06: The “Lantern Song” singer tries not to let the paparazzi see her.");
    expect(sharedName("Who is the artist invited to a game at Ridge Park, as reported by The Courier?", [a, b])).toBe(
      undefined,
    );
    // Unquoted, the same two words are a name like any other.
    const c = p("3", "The Courier, 2023-11-25: He invited Lantern Song to one of his games at Ridge Park.");
    const d = p("4", "The Courier, 2023-12-06: Lantern Song tries not to let the paparazzi see her.");
    expect(
      sharedName("Who is the artist invited to a game at Ridge Park, as reported by The Courier?", [c, d])?.text,
    ).toBe("Lantern Song");
  });

  it("a quotation opening with a person's name still names that person", () => {
    const a = p("1", "The Courier, 2023-11-25: “Ada Brook signed the deal,” a spokesman said of the merger.");
    const b = p("2", "The Courier, 2023-12-06: Ada Brook now chairs the merged firm.");
    expect(sharedName("Who is the executive behind the merger, as reported by The Courier?", [a, b])?.text).toBe(
      "Ada Brook",
    );
  });

  it("a claim of an absence ('fails to mention') is not confirmed by a passage holding its words", async () => {
    const question =
      "Does the TechCrunch article fail to mention that Google pays billions for default search, while the Verge article reports that Epic won its case?";
    const google = p("g", "TechCrunch, 2023-10-27: Google pays billions to be the default search engine.");
    const epic = p("e", "The Verge, 2023-12-11: Epic won its antitrust case against Google.");
    const decision = await new LocalPlanner().decide({
      question,
      queryTime: "2026-03-01",
      evidence: [google, epic],
      done: [question],
      threshold: 0.1,
      round: 1,
    });
    // Both claims' words are found, and the TechCrunch passage is the very mention the question says is missing.
    expect(decision.kind).toBe("sufficient");
    expect(decision.kind === "sufficient" ? decision.answer : "no decision").toBeUndefined();
    // "Not only … but also" claims no absence: both found, the claims hold.
    const both =
      "Does the TechCrunch article not only say that Google pays billions for default search, but also does the Verge article report that Epic won its case?";
    const held = await new LocalPlanner().decide({
      question: both,
      queryTime: "2026-03-01",
      evidence: [google, epic],
      done: [both],
      threshold: 0.1,
      round: 1,
    });
    expect(held).toMatchObject({ kind: "sufficient", answer: { text: "yes" } });
    // An absence said without a "not": "makes no mention", "omits".
    for (const absent of ["make no mention", "omit the claim"]) {
      const asked = `Does the TechCrunch article ${absent} that Google pays billions for default search, while the Verge article reports that Epic won its case?`;
      const open = await new LocalPlanner().decide({
        question: asked,
        queryTime: "2026-03-01",
        evidence: [google, epic],
        done: [asked],
        threshold: 0.1,
        round: 1,
      });
      expect(open.kind === "sufficient" ? open.answer : "no decision").toBeUndefined();
    }
  });

  it("a yes/no over claims is as sure as its least-covered claim", async () => {
    const planner = new LocalPlanner();
    const question =
      "Does the TechCrunch article suggest that Google pays billions for default search, while the Verge article reports that Epic won its case?";
    const google = p("g", "TechCrunch, 2023-10-27: Google pays billions to be the default search engine.");
    const epic = p("e", "The Verge, 2023-12-11: Epic won its antitrust case against Google.");
    const vague = p("x", "The Verge, 2023-12-11: A jury reached a verdict in a case.");
    const decide = (passages: ScoredPassage[]) =>
      planner.decide({
        question,
        queryTime: "2026-03-01",
        evidence: passages,
        done: [question],
        threshold: 0.1,
        round: 1,
      });
    const sure = await decide([google, epic]);
    const unsure = await decide([google, vague]);
    expect(sure).toMatchObject({ kind: "sufficient", answer: { text: "yes" } });
    if (sure.kind !== "sufficient" || unsure.kind !== "sufficient") throw new Error("expected sufficient decisions");
    expect(sure.answer!.confidence!).toBeGreaterThanOrEqual(FLOOR);
    expect(unsure.answer?.confidence ?? 0).toBeLessThan(FLOOR);
  });
});

describe("chains and sources", () => {
  it("a relative clause runs on to the main clause's auxiliary", () => {
    expect(
      chainOf("The arena where the Lewiston Maineiacs played their home games can seat how many people?")?.hops.map(
        (h) => h.template,
      ),
    ).toEqual(["arena where the Lewiston Maineiacs played their home games", "{} can seat how many people?"]);
  });

  it("parses up to four hops", () => {
    const chain = chainOf("What is the capital of the country where the founder of the owner of Acme Corp was born?");
    expect(chain?.hops.length).toBe(4);
    expect(chain?.hops[0]?.template).toBe("owner of Acme Corp");
  });

  it("asks each source the question names for its own fact, with its clause's words and dates", () => {
    const q =
      "Between the report from The Verge on Google's impact on the internet published on November 1, 2023, and the " +
      "report from TechCrunch on a class action antitrust suit against Google, was there a change in the portrayal?";
    const queries = sourceQueries(q);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatch(/^Verge .*internet.*2023-11-01/);
    expect(queries[1]).toMatch(/^TechCrunch .*antitrust suit/);
    expect(queries[1]).not.toMatch(/Verge|internet/);
    // "reported by both A and B" lends both sources the claim that follows.
    const both = sourceQueries(
      "Which company, as reported by both TechCrunch and The Verge, has spent billions on search?",
    );
    expect(both).toHaveLength(2);
    expect(both[0]).toMatch(/^TechCrunch\b.*\bspent billions search$/);
    expect(both[1]).toMatch(/^Verge\b.*\bspent billions search$/);
    // "…, as reported by A, …" after a claim is that claim's source; a clause with a source of its own is not lent.
    const trailing = sourceParts(
      "Who is the skipper whose trial is approaching, as reported by Harbor Times, who sank the ferry as mentioned by " +
        "Inland Ledger?",
    );
    const [harbor, inland] = trailing.map((p) => p.query);
    expect(harbor).toMatch(/^Harbor Times\b.*\btrial approaching$/);
    expect(harbor).not.toMatch(/sank|ferry/);
    expect(inland).toMatch(/^Inland Ledger\b.*\bsank ferry$/);
    expect(inland).not.toMatch(/trial/);
    // One source, or a month after "in", is no list of sources.
    expect(sourceQueries("What did TechCrunch report in November about Google?")).toEqual([]);
  });

  it("the gate sends a question naming several sources to the loop", async () => {
    const gate = new LocalGate();
    expect(
      await gate.classify(
        "Did Engadget report a discount on the MacBook Air before The Verge reported one on Galaxy Buds?",
      ),
    ).toMatchObject({ route: "dynamic" });
  });
});
