import { describe, expect, it } from "vitest";
import { LocalPlanner } from "../src/skills/local/planner";
import { claimParts, onlySource, sourceParts } from "../src/skills/local/sources";
import type { DecideInput } from "../src/skills/types";
import type { ScoredPassage } from "../src/types";
import { page } from "./support/page";

// The support helper with this file's argument order (text before title) and the planner tests' score.
const p = (id: string, text: string, title: string, score = 0.4) => page(id, title, text, score);

/** The planner's first decision once the question and its claims were searched and these passages found. */
const decideAfterClaims = (asked: string, found: ScoredPassage[]) =>
  new LocalPlanner().decide({
    question: asked,
    queryTime: "2023-12-01T00:00:00Z",
    evidence: found,
    done: [asked, ...claimParts(asked).map((c) => c.query)],
    threshold: 0.1,
    round: 1,
    hits: [{ query: asked, passages: found }],
  });

// A question naming one source for all its claims rests on one report of that source per claim.
const question =
  "Which company, as reported by the Harbor Times, paid billions to stay the default search engine, unveiled a folding phone with new hardware, and is accused of siphoning off news publishers' ad revenue?";

describe("a question naming one source: each claim is searched and evidenced by that source", () => {
  it("each claim clause is a sub-query with the source's name; what is asked ('Which company') is none", () => {
    const claims = claimParts(question).map((c) => c.query);
    expect(claims).toEqual([
      "Harbor Times paid billions stay default search engine",
      "Harbor Times unveiled folding phone new hardware",
      "Harbor Times accused siphoning news publishers ad revenue",
    ]);
  });

  it("the plan searches the question and each claim", async () => {
    const plan = await new LocalPlanner().plan({ question, queryTime: "2023-12-01T00:00:00Z" });
    expect(plan.slice(1)).toEqual(claimParts(question).map((c) => c.query));
  });

  it("no claims when the question names two sources, may name another, or makes one claim", () => {
    expect(claimParts(`${question.slice(0, -1)}, according to the Inland Ledger?`)).toEqual([]);
    // A quoted name or a name before a verb of reporting may be a source the attribution rules do not read.
    expect(
      claimParts(
        "Which company, as reported by the Harbor Times, paid billions to stay the default search engine, while 'The Ledger' discusses its new phone?",
      ),
    ).toEqual([]);
    expect(
      claimParts(
        "Which company, as reported by the Harbor Times, paid billions to stay the default search engine, unveiled a phone, and Inland Ledger accused it of siphoning revenue?",
      ),
    ).toEqual([]);
    expect(claimParts("What did the Harbor Times report about the port strike?")).toEqual([]);
  });

  it("a claim's date ('reported on October 31, 2023, about …') goes with the clause saying what the report is about", () => {
    const claims = claimParts(
      "After the Harbor Times reported on October 31, 2023, about Orbix's payments to phone makers, and again on December 15, 2023, about a class action suit against Orbix, was there consistency in the portrayal of Orbix?",
    ).map((c) => c.query);
    expect(claims[0]).toBe("Harbor Times October 31 2023 Orbix's payments phone makers 2023-10-31");
    expect(claims[1]).toBe("Harbor Times December 15 2023 class action suit against Orbix 2023-12-15");
  });

  it("a clause saying only when a report ran is the date of the claim after it", () => {
    const claims = claimParts(
      "Which company did the Harbor Times report on October 5, 2023, that Orbix was sued by, and is accused of siphoning off ad revenue?",
    ).map((c) => c.query);
    expect(claims).toEqual([
      "Harbor Times October 5 2023 Orbix sued 2023-10-05",
      "Harbor Times accused siphoning ad revenue",
    ]);
  });

  it("the question's opening noun phrase is asked, not claimed; a number's comma splits no clause", () => {
    const claims = claimParts(
      "Which NFL team, according to the Harbor Times, paid 10,000 fans a refund, and lost its quarterback to injury?",
    ).map((c) => c.query);
    expect(claims).toEqual(["Harbor Times paid 10 000 fans refund", "Harbor Times lost quarterback injury"]);
  });

  it("attributions written 'per', 'as reported in', 'as … wrote', 'described by' and 'According to' name sources", () => {
    expect(
      sourceParts(
        "Which company, per the Harbor Times, paid billions for search, while as the Inland Ledger wrote, it faces a suit?",
      ).map((x) => x.source),
    ).toEqual(["Harbor Times", "Inland Ledger"]);
    expect(
      sourceParts(
        "Which company, as reported in the Harbor Times, paid billions for search, and as described by the Inland Ledger as a monopolist, faced a suit?",
      ).map((x) => x.source),
    ).toEqual(["Harbor Times", "Inland Ledger"]);
    expect(
      onlySource("According to the Harbor Times, which company paid billions for search and unveiled a phone?"),
    ).toBe("Harbor Times");
    // "reported in November 2023" names a month, no source.
    expect(onlySource("Which company, as the Harbor Times reported in November 2023, paid billions?")).toBe(
      "Harbor Times",
    );
    // A paper named for its day is a source.
    expect(
      sourceParts(
        "Which company, as reported by the Sunday Times, paid billions for search, and according to the Harbor Times faced a suit?",
      ).map((x) => x.source),
    ).toEqual(["Sunday Times", "Harbor Times"]);
    // "described in Monday's …" names a day, no source: the source is the name after it.
    expect(onlySource("Which company, as described in Monday's Harbor Times article, paid billions?")).toBe(
      "Harbor Times",
    );
    expect(
      sourceParts(
        "Which company, as reported in Tuesday's Inland Ledger piece, paid billions for search, and according to the Harbor Times faced a suit?",
      ).map((x) => x.source),
    ).toEqual(["Inland Ledger", "Harbor Times"]);
  });

  it("a claim's passage is the source's, though another source's says the clause's words more closely", async () => {
    const claims = claimParts(question).map((c) => c.query);
    const evidence = [
      p(
        "search",
        "Harbor Times, 2023-10-31: Orbix paid billions to stay the default search engine on phones.",
        "Orbix trial",
      ),
      p("rival", "Daily Post, 2023-10-05: A folding phone with new hardware was unveiled by Kestrel.", "Kestrel phone"),
      p(
        "phone",
        "Harbor Times, 2023-10-07: Orbix unveiled its folding phone, the hardware of its Pixel line.",
        "Weekly",
      ),
      p(
        "news",
        "Harbor Times, 2023-12-15: Publishers accuse Orbix of siphoning off news publishers' ad revenue.",
        "Suit",
      ),
    ];
    const input: DecideInput = {
      question,
      queryTime: "2023-12-01T00:00:00Z",
      evidence,
      done: [question, ...claims],
      threshold: 0.1,
      round: 1,
      hits: [{ query: question, passages: evidence }],
    };
    const decision = await new LocalPlanner().decide(input);
    const ids = (decision.parts ?? []).map((x) => x.passageId);
    expect(ids).toContain("phone");
    expect(ids).not.toContain("rival");
    // The parts are the claims as searched, not the attribution alone ("reported Harbor Times").
    expect((decision.parts ?? []).map((x) => x.query)).toEqual(claims);
  });

  it("a passage leading with another name the question gives ('in Fortune') keeps claims open to every source", async () => {
    const asked =
      "Who is the individual facing a jury in Fortune, is reported by the same source to have recruited a trader from Jane Street, and is accused of fraud for personal gain according to TechCrunch?";
    const fortune = p("f", "Fortune, 2023-10-04: The jury will weigh two stories about Sam Bankman-Fried.", "Jury");
    const recruit = p("r", "Fortune, 2023-10-05: He recruited a trader from Jane Street to Alameda.", "Recruit");
    const crunch = p("t", "TechCrunch, 2023-10-07: Sam Bankman-Fried is accused of fraud for personal gain.", "Weekly");
    const decision = await decideAfterClaims(asked, [fortune, recruit, crunch]);
    // The Fortune claims keep their Fortune passages: TechCrunch is not the only source meant.
    expect((decision.parts ?? []).map((x) => x.passageId)).toEqual(expect.arrayContaining(["f", "r"]));
  });

  it("a name the question writes 'the Verge' is the lead 'The Verge': claims stay open to every source", async () => {
    const asked =
      "Which company is accused of fraud for personal gain according to the Harbor Times, and is said in the Verge to have recruited a trader from Jane Street?";
    const verge = p("v", "The Verge, 2023-10-05: Alameda recruited a trader from Jane Street.", "Recruit");
    const harbor = p("h", "Harbor Times, 2023-10-07: Alameda is accused of fraud for personal gain.", "Fraud");
    const other = p("o", "Harbor Times, 2023-10-08: A trader from Jane Street joined a hedge fund.", "Trader");
    const decision = await decideAfterClaims(asked, [verge, harbor, other]);
    expect((decision.parts ?? []).map((x) => x.passageId)).toContain("v");
  });

  it("a lead whose name sits inside the named source's ('The Times' in 'The New York Times') is no other source", async () => {
    const asked =
      "Which company, as reported by The New York Times, paid billions to stay the default search engine, and unveiled a folding phone with new hardware?";
    const reports = [
      p("s", "The New York Times, 2023-10-31: Orbix paid billions to stay the default search engine.", "Search"),
      p("r", "The Times, 2023-10-05: A folding phone with new hardware was unveiled by Kestrel.", "Kestrel phone"),
      p("f", "The New York Times, 2023-10-07: Orbix unveiled its folding phone with new hardware.", "Phone"),
    ];
    const decision = await decideAfterClaims(asked, reports);
    const ids = (decision.parts ?? []).map((x) => x.passageId);
    expect(ids).toContain("f");
    expect(ids).not.toContain("r");
  });

  it("a speaker ('according to Ada Brook') is no report's source when the reports found lead with others", async () => {
    const asked =
      "Which company, according to Ada Brook, paid billions to stay the default search engine, and unveiled a folding phone with new hardware?";
    const reports = [
      p("a", "Harbor Times, 2023-10-05: Ada Brook said Orbix paid billions to stay the default search engine.", "A"),
      p("b", "Inland Ledger, 2023-10-06: Orbix unveiled a folding phone with new hardware.", "B"),
      p("c", "Daily Post, 2023-10-07: Ada Brook spoke about the folding phone market.", "C"),
    ];
    const decision = await decideAfterClaims(asked, reports);
    // No claim is kept to passages naming Ada Brook (the phone claim's would be her market comment, "c").
    expect((decision.parts ?? []).filter((x) => x.name.startsWith("claim:"))).toEqual([]);
    expect((decision.parts ?? []).map((x) => x.passageId)).not.toContain("c");
  });
});
