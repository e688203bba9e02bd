import { describe, expect, it } from "vitest";
import { type LoopOutcome, selectContext } from "../src/pipeline/loop";
import { compareAnswer } from "../src/skills/local/compare-answer";
import { hopSpan } from "../src/skills/local/hop-span";
import { LocalPlanner } from "../src/skills/local/planner";
import { sourceQueries } from "../src/skills/local/sources";
import type { DecideInput } from "../src/skills/types";
import { newSearches, sameSearch } from "../src/text/same-search";
import type { ScoredPassage } from "../src/types";

const p = (id: string, score: number, text = `passage ${id}`, title = `Title ${id}`): ScoredPassage => ({
  id,
  text,
  score,
  source: "corpus",
  title,
});

describe("each search runs once", () => {
  it("a re-worded long query, or the question's content words, is the same search", () => {
    expect(
      sameSearch(
        "Polygon article detailing every movie show coming Netflix November",
        "Polygon detailing every movie show coming Netflix November",
      ),
    ).toBe(true);
    expect(sameSearch("Who directed the film Jump for Glory?", "directed film Jump Glory")).toBe(true);
  });

  it("a short hop narrower than the question, or a different name, is a new search", () => {
    expect(sameSearch("Who is the spouse of the director of Jump for Glory?", "director Jump Glory")).toBe(false);
    expect(sameSearch("Raoul Walsh", "Raoul Walsh spouse")).toBe(false);
    expect(sameSearch("authentication v3", "authentication v4")).toBe(false);
  });

  it("newSearches drops repeats of what ran and of each other, keeping the order", () => {
    const done = ["Which film did Raoul Walsh direct in 1937?"];
    const next = ["film Raoul Walsh direct 1937", "Raoul Walsh", "raoul walsh!", "Jump for Glory"];
    expect(newSearches(next, done)).toEqual(["Raoul Walsh", "Jump for Glory"]);
  });
});

describe("the loop's context keeps what the single pass found", () => {
  const outcome = (ranked: ScoredPassage[], base: string[], extra: Partial<LoopOutcome> = {}): LoopOutcome => ({
    ranked,
    base,
    subQueries: [],
    iterations: 2,
    stop: { reason: "sufficient", detail: "" },
    wantsLiveData: false,
    representatives: [],
    ...extra,
  });

  it("the question's own top N stay even when sub-queries found passages scoring higher", () => {
    const own = ["q1", "q2", "q3", "q4", "q5", "q6"].map((id, i) => p(id, 0.5 - i * 0.05));
    const found = ["s1", "s2", "s3", "s4", "s5"].map((id, i) => p(id, 0.9 - i * 0.01));
    const ranked = [...found, ...own].sort((a, b) => b.score - a.score);
    const ids = selectContext(
      outcome(
        ranked,
        own.map((x) => x.id),
      ),
      5,
    ).map((x) => x.id);
    for (const id of ["q1", "q2", "q3", "q4", "q5"]) expect(ids).toContain(id);
    // At most three more than the single pass's five: comparable counts.
    expect(ids.length).toBe(8);
    expect(ids).not.toContain("q6");
  });

  it("a part's passage joins even below the single pass's weakest; weaker extras do not", () => {
    const own = ["q1", "q2", "q3", "q4", "q5"].map((id, i) => p(id, 0.5 - i * 0.05));
    const hop = p("hop", 0.05);
    const weak = p("weak", 0.04);
    const ranked = [...own, hop, weak];
    const parts = [{ name: "hop 2 of 2", covered: true, passageId: "hop" }];
    const ids = selectContext(
      outcome(
        ranked,
        own.map((x) => x.id),
        { parts },
      ),
      5,
    ).map((x) => x.id);
    expect(ids).toContain("hop");
    expect(ids).not.toContain("weak");
    expect(ids.length).toBe(6);
  });
});

/** A loop stopped after two rounds whose question found `own` (the single pass's hits): all but `ranked`. */
const afterLoop = (own: ScoredPassage[], detail: string) => ({
  base: own.map((x) => x.id),
  subQueries: [],
  iterations: 2,
  stop: { reason: "incomplete" as const, detail },
  wantsLiveData: false,
  representatives: [],
});

describe("the loop's context keeps the page of each entity a hop found", () => {
  const own = ["q1", "q2", "q3", "q4", "q5"].map((id, i) => p(id, 0.5 - i * 0.05));
  const base = afterLoop(own, "hop 2 of 2 found nothing");

  it("a bridge's own page stays though the next hop failed and it scored low against the whole question", () => {
    const film = p("film", 0.6, "Fire Lake is a 1979 film directed by Ada Brun.", "Fire Lake (film)");
    const bridge = p("ada", 0.02, "Ada Brun (born 1940) is a Danish director.", "Ada Brun");
    const namesake = p("ada2", 0.03, "Ada Brun is a 2004 album.", "Ada Brun (album)");
    const parts = [
      { name: "hop 1 of 2", covered: true, passageId: "film", found: "Ada Brun" },
      { name: "hop 2 of 2", covered: false },
    ];
    const ranked = [...own, film, namesake, bridge].sort((a, b) => b.score - a.score);
    const ids = selectContext({ ...base, ranked, parts }, 5).map((x) => x.id);
    expect(ids).toContain("film");
    // The plain-titled page is the name's own; its namesake is no part of the chain.
    expect(ids).toContain("ada");
    expect(ids).not.toContain("ada2");
    expect(ids.length).toBe(7);
  });

  it("a name read with its description ('President Ada Brun') keeps the page titled with the name it ends in", () => {
    const bridge = p("ada", 0.02, "Ada Brun (born 1940) is a Danish politician.", "Ada Brun");
    const other = p("pres", 0.01, "The President of Denmark is elected.", "President");
    const parts = [{ name: "hop 1 of 2", covered: true, found: "Danish President Ada Brun" }];
    const ids = selectContext({ ...base, ranked: [...own, bridge, other], parts }, 5).map((x) => x.id);
    expect(ids).toContain("ada");
    expect(ids).not.toContain("pres");
  });

  it("a name without a page of its own adds nothing", () => {
    const parts = [{ name: "hop 1 of 2", covered: true, found: "Nobody Known" }];
    const ids = selectContext({ ...base, ranked: [...own, p("x", 0.01)], parts }, 5).map((x) => x.id);
    expect(ids).toEqual(["q1", "q2", "q3", "q4", "q5"]);
  });
});

describe("a question naming several sources searches each once", () => {
  const question =
    "Did the TechCrunch report on Sam Bankman-Fried's trial and The Verge report on the FTX collapse portray his actions differently?";

  it("after every source's own query ran, the decision asks for nothing more", async () => {
    const queries = sourceQueries(question);
    expect(queries.length).toBe(2);
    const evidence = [
      p("a", 0.3, "TechCrunch, 2023-10-04: The report says the trial of Sam Bankman-Fried opened in New York."),
      p("b", 0.1, "The Verge, 2023-11-02: FTX collapsed in November 2022."),
    ];
    const input: DecideInput = {
      question,
      queryTime: "2023-12-01T00:00:00Z",
      evidence,
      done: [question, ...queries],
      threshold: 0.5,
      round: 1,
      hits: [question, ...queries].map((query) => ({ query, passages: evidence })),
    };
    const decision = await new LocalPlanner().decide(input);
    expect(decision.kind).toBe("continue");
    expect(decision.kind === "continue" && decision.subQueries).toEqual([]);
    // With only the question searched, the same evidence leaves something to search for (the words it lacks).
    const early = await new LocalPlanner().decide({ ...input, done: [question], hits: input.hits!.slice(0, 1) });
    expect(early.kind === "continue" && early.subQueries.length).toBeGreaterThan(0);
    // Before the sources were searched, the plan still asks for them.
    const plan = await new LocalPlanner().plan({ question, queryTime: input.queryTime });
    expect(plan).toEqual(expect.arrayContaining(queries));
  });
});

describe("a bridge round also gives the question's own names their pages", () => {
  it("a named entity's page found in round one becomes a part; one not found is fetched beside the bridge", async () => {
    const question = "What 1996 film written by James Gunn starred Will Keenan?";
    const tromeo = p(
      "t",
      0.7,
      "Tromeo and Juliet is a 1996 independent film written by James Gunn, a loose adaptation of Romeo and Juliet.",
      "Tromeo and Juliet",
    );
    const gunn = p("g", 0.2, "James Gunn is an American filmmaker who began his career at Troma.", "James Gunn");
    const decision = await new LocalPlanner().decide({
      question,
      queryTime: "2024-01-01T00:00:00Z",
      evidence: [tromeo, gunn],
      done: [question],
      threshold: 0.3,
      round: 1,
      hits: [{ query: question, passages: [tromeo, gunn] }],
    });
    expect(decision.kind).toBe("continue");
    if (decision.kind !== "continue") return;
    const parts = decision.parts ?? [];
    // James Gunn's page is there already: a covered part pointing at it, not searched again.
    expect(parts.find((x) => x.name === "James Gunn")).toMatchObject({ covered: true, passageId: "g" });
    expect(decision.subQueries).not.toContain("James Gunn");
    // Will Keenan has no page yet: fetched in the same round as the bridge.
    expect(decision.subQueries).toContain("Will Keenan");
    expect(decision.subQueries[0]).toBe(decision.parts?.[0]?.query);
  });
});

describe("a hop's span is a new name, not one half made of the question's names", () => {
  it("skips the page titled after the question's own subject and reads the hop's relation instead", () => {
    const question =
      "The football manager who recruited David Beckham managed Manchester United during what timeframe?";
    const academy = p(
      "a",
      0.6,
      "The David Beckham Academy was a football school. Alex Ferguson recruited David Beckham as a youth player.",
      "David Beckham Academy",
    );
    const found = hopSpan(
      "football manager recruited David Beckham",
      { template: "the football manager who recruited David Beckham", kind: "person" },
      [{ passage: academy, score: 0.6 }],
      question,
      0.1,
    );
    expect(found?.span).toBe("Alex Ferguson");
  });
});

describe("'both from <country>?' reads the country as its people's word", () => {
  const titled = (id: string, text: string, title: string) => p(id, 0.5, text, title);
  const pixies = titled("p", "Pixies are an American alternative rock band formed in Boston.", "Pixies");
  const wire = titled("w", "Wire are a rock band formed in London, an English band of the punk era.", "Wire");
  const low = titled("l", "Low was a rock band from Duluth, Minnesota, United States.", "Low");

  it("'American' and 'United States' both answer 'from the United States'", () => {
    const out = compareAnswer("Are Pixies and Low both from the United States?", [
      { name: "Pixies", passage: pixies },
      { name: "Low", passage: low },
    ]);
    expect(out?.text).toBe("yes");
  });

  it("a page giving another people's word is a sure 'no'", () => {
    const out = compareAnswer("Are Pixies and Wire both from the United States?", [
      { name: "Pixies", passage: pixies },
      { name: "Wire", passage: wire },
    ]);
    expect(out?.text).toBe("no");
    expect(out!.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("'both in <country>?' is not read as nationality: a region's people's word is no other country", () => {
    // (Scotland and Wales are in the United Kingdom; "Scottish" and "Welsh" say no other country.)
    const edinburgh = titled(
      "e",
      "Edinburgh Castle is a historic Scottish fortress in Edinburgh, Scotland.",
      "Edinburgh Castle",
    );
    const cardiff = titled("c", "Cardiff Castle is a medieval Welsh castle in Cardiff, Wales.", "Cardiff Castle");
    const out = compareAnswer("Are Edinburgh Castle and Cardiff Castle both in the United Kingdom?", [
      { name: "Edinburgh Castle", passage: edinburgh },
      { name: "Cardiff Castle", passage: cardiff },
    ]);
    expect(out?.text === "no" ? out.confidence : 0).toBeLessThan(0.7);
  });
});

describe("a comparison's side among namesakes is the page like the other side's", () => {
  it("picks the footballer, not the software engineer, to compare with a football coach", async () => {
    const question = "Who is younger, Keith Bostic or Jerry Glanville?";
    const engineer = p(
      "e",
      0.6,
      "Keith Bostic is an American software engineer, one of the key people in the history of BSD UNIX.",
      "Keith Bostic",
    );
    const player = p(
      "k",
      0.5,
      "William Keith Bostic (born January 17, 1961) is a former American football player in the National Football League.",
      "Keith Bostic (American football)",
    );
    const coach = p(
      "j",
      0.5,
      "Jerry Michael Glanville (born October 14, 1941) is a former American football player and coach in the National Football League.",
      "Jerry Glanville",
    );
    const pool = [engineer, player, coach];
    const decision = await new LocalPlanner().decide({
      question,
      queryTime: "2024-01-01T00:00:00Z",
      evidence: pool,
      done: [question],
      threshold: 0.1,
      round: 1,
      hits: [{ query: question, passages: pool }],
    });
    expect(decision.parts?.find((x) => x.name === "Keith Bostic")?.passageId).toBe("k");
    expect(decision.kind === "sufficient" && decision.answer?.text).toBe("Keith Bostic");
  });
});

describe("the loop's context keeps the pages its passages name, when the plan reads entities", () => {
  const own = [
    p("q1", 0.5, "Harlow Airport is an airport near Dunmere. It is named after Arvo Lindqvist.", "Harlow Airport"),
    ...["q2", "q3", "q4", "q5"].map((id, i) => p(id, 0.4 - i * 0.05)),
  ];
  const named = p("arvo", 0.01, "Arvo Lindqvist (1813 – 1901) was a composer.", "Arvo Lindqvist");
  const unnamed = p("dune", 0.02, "Dune Arena is a hall in Kessa.", "Dune Arena");
  const base = { ...afterLoop(own, "hop 1 of 2 found no person"), ranked: [...own, unnamed, named] };

  it("a bridge the plan did not resolve still has its page in the context", () => {
    const parts = [{ name: "hop 1 of 2", covered: true, found: "Harlow Airport" }];
    const ids = selectContext({ ...base, parts }, 5).map((x) => x.id);
    expect(ids).toContain("arvo");
    expect(ids).not.toContain("dune");
  });

  it("a one-word name counts when it is a whole word of five letters or more", () => {
    const parts = [{ name: "hop 1 of 2", covered: true, found: "Harlow Airport" }];
    const town = p("town", 0.01, "Dunmere is a town.", "Dunmere");
    const month = p("may", 0.01, "May is a month.", "May");
    const part = p("part", 0.01, "Dunme is a village.", "Dunme");
    const first = p("q1", 0.5, "Harlow Airport opened in May near Dunmere.", "Harlow Airport");
    const ranked = [first, ...own.slice(1), month, part, town];
    const ids = selectContext({ ...base, ranked, parts }, 5).map((x) => x.id);
    expect(ids).toContain("town");
    // "May" is too short to tell from a word; "Dunme" is only a piece of "Dunmere".
    expect(ids).not.toContain("may");
    expect(ids).not.toContain("part");
  });

  it("a plan that reads no entity (a claim, a lookup) keeps the single pass's context", () => {
    const parts = [{ name: "claim", covered: true }];
    const ids = selectContext({ ...base, parts }, 5).map((x) => x.id);
    expect(ids).not.toContain("arvo");
  });
});

describe("a chain keeps the page of the entity the question starts from", () => {
  it("the question's name has its page among the parts when the hops read their facts elsewhere", async () => {
    const question = "In which city was the founder of Acme Corp born?";
    const maria = p(
      "m",
      0.6,
      "Maria Lindqvist (1921–1999) founded Acme Corp in 1950. Lindqvist was born in Uppsala.",
      "Maria Lindqvist",
    );
    const acme = p("a", 0.3, "Acme Corp is a Swedish maker of ball bearings based in Gothenburg.", "Acme Corp");
    const planner = new LocalPlanner();
    const plan = await planner.plan({ question, queryTime: "2024-01-01T00:00:00Z" });
    const pool = [maria, acme];
    const decision = await planner.decide({
      question,
      queryTime: "2024-01-01T00:00:00Z",
      evidence: pool,
      done: plan,
      threshold: 0.1,
      round: 1,
      hits: plan.map((query) => ({ query, passages: pool })),
    });
    // Both hops read Maria Lindqvist's page; Acme Corp's own page is a part too, so the context keeps it.
    expect(decision.kind).toBe("sufficient");
    expect(decision.parts?.slice(0, 2).map((x) => x.name)).toEqual(["hop 1 of 2", "hop 2 of 2"]);
    expect(decision.parts?.find((x) => x.name === "Acme Corp")?.passageId).toBe("a");
  });
});
