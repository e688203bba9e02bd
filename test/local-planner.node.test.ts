import { describe, expect, it } from "vitest";
import { decompose } from "../src/skills/local/decompose";
import { LocalGate } from "../src/skills/local/gate";
import { LocalPlanner } from "../src/skills/local/planner";
import { withRelativeThat } from "../src/skills/local/question-forms";
import type { ScoredPassage } from "../src/types";

const p = (id: string, text: string, score: number, title?: string): ScoredPassage => ({
  id,
  text,
  score,
  source: "corpus",
  title,
});

describe("rule-based decomposition", () => {
  it("splits comparisons into one sub-query per side with the shared subject", () => {
    expect(decompose("How does authentication in v3 differ from v4?")).toMatchObject({
      kind: "comparison",
      sides: ["v3", "v4"],
      parts: ["authentication v3", "authentication v4"],
    });
    expect(decompose("What is the difference between Authentication v3 and Authentication v4?").sides).toEqual([
      "Authentication v3",
      "Authentication v4",
    ]);
    expect(decompose("Were Scott Derrickson and Ed Wood of the same nationality?")).toMatchObject({
      kind: "comparison",
      parts: ["nationality Scott Derrickson", "nationality Ed Wood"],
    });
    // A name after "the" may carry the lower-case noun of its kind: "the St. Andre assembly constituency".
    expect(decompose("are the Vell Park stadium and Dunmere Abbey in the same country").sides).toEqual([
      "Vell Park stadium",
      "Dunmere Abbey",
    ]);
    // Titles in double quotes are the pair too, each kept whole.
    expect(decompose('Do both "A Quiet Owl" and "Little Dutch Girl" have a catalogue number?').sides).toEqual([
      "A Quiet Owl",
      "Little Dutch Girl",
    ]);
    // A quoted side keeps its small words; an "and" inside a quoted title pairs nothing; "ever" is no kind noun.
    expect(decompose('Were "Let It Be" and "Hey Jude" recorded in the same studio?').sides).toEqual([
      "Let It Be",
      "Hey Jude",
    ]);
    expect(decompose('Is the song "Salt and Ember" by Ann Lee?').kind).toBe("simple");
    expect(decompose("Did the Vell Rovers and the Dunmere Owls ever share a coach?").sides).toEqual([
      "Vell Rovers",
      "Dunmere Owls",
    ]);
    // Without "the", a lower-case word after a name is no noun of its kind: "Dale Rusk born".
    expect(decompose("Were Dale Rusk born and Ed Warrow raised in the same city?").sides ?? []).not.toContain(
      "Dale Rusk born",
    );
    // "Compare A with B" (nothing before the comparator), and a clause after "A vs B" shared by both sides.
    expect(decompose("Compare the uptime SLA of the Team plan with the Enterprise plan.")).toMatchObject({
      sides: ["Team", "Enterprise"],
      context: "uptime SLA plan",
    });
    expect(decompose("Compare v3 with v4 authentication").sides).toEqual(["v3", "v4"]);
    expect(decompose("Free vs Team: how many requests per second?")).toMatchObject({
      sides: ["Free", "Team"],
      context: "many requests second",
    });
  });

  it("a pair of names inside a relative clause says which entity is meant; it is not compared", () => {
    const q = "Which team was later coached by the guard who played alongside Tom Reed and Sam Hale in 1990?";
    expect(decompose(q).kind).not.toBe("comparison");
    // A claim opened by "that" still compares its pair.
    expect(decompose("Is it true that Tom Reed and Sam Hale were born in the same town?").kind).toBe("comparison");
  });

  it("splits conjoined questions and finds the first hop of a relative clause", () => {
    expect(decompose("What is the price of the Team plan and how long is the trial?")).toMatchObject({
      kind: "conjunction",
      parts: ["price Team plan", "long trial"],
    });
    const hop = decompose(
      "What government position was held by the woman who portrayed Corliss Archer in the film Kiss and Tell?",
    );
    expect(hop.kind).toBe("hop");
    expect(hop.parts[0]).toContain("Corliss Archer");
  });

  it("splits a list of what one thing did into claims; one relative clause stays a chain's", () => {
    const listed = decompose(
      "Who is the skipper facing trial for smuggling, accused of hiding cargo in Tarrow, who sank the ferry Nella, " +
        "and is also said to have fled to Greywick?",
    );
    expect(listed).toMatchObject({ kind: "conjunction", joined: "claims" });
    expect(listed.parts).toEqual([
      "skipper facing trial smuggling",
      "accused hiding cargo Tarrow",
      "sank ferry Nella",
      "said fled Greywick",
    ]);
    expect(decompose("Which firms not only cut fees for new users but also change odds on news?").parts).toEqual([
      "firms cut fees new users",
      "change odds news",
    ]);
    const chain = decompose("What is the birth date of the mentor of Ada Vell, who coached at Tarrow State?");
    expect(chain.joined).toBeUndefined();
  });

  it("reads 'the son of Osric's sixth wife' with the possessive as the inner hop", () => {
    expect(
      decompose("The son of Sultan Osric's sixth wife was born on what date?").chain?.hops.map((h) => h.template),
    ).toEqual(["sixth wife of Sultan Osric", "son of {}", "{} was born on what date?"]);
    expect(decompose("When was the father of Ada Vell's husband born?").chain?.hops.map((h) => h.template)).toEqual([
      "husband of Ada Vell",
      "father of {}",
      "When was {} born?",
    ]);
    // Not after a role that takes a work: "the director of Jump's wife" is the director's wife.
    expect(decompose("Where was the director of Jump's wife born?").chain?.hops.map((h) => h.template)).toEqual([
      "director of Jump",
      "wife of {}",
      "Where was {} born?",
    ]);
  });

  it("reads a relative clause written without its 'that' ('the team Ada Vell coached') as one with it", () => {
    const hops = (q: string) => decompose(q).chain?.hops.map((h) => h.template);
    expect(hops("Who owns the hockey team Ada Vell coached in 1995-96?")).toEqual([
      "hockey team that Ada Vell coached in 1995-96",
      "Who owns {}?",
    ]);
    // A name after an auxiliary is the subject's own ("was … educated"); a conjunction opens a clause of its own; a
    // sentence's or a clause's subject ("The director Ada Vell worked with …") is no object.
    expect(hops("Where was the director Ada Vell educated?")).toBeUndefined();
    expect(withRelativeThat("How old was Tom Reed when the film Vesna premiered?")).not.toMatch(/that/);
    expect(withRelativeThat("The director Ada Vell worked with which actor?")).not.toMatch(/that/);
    expect(withRelativeThat("In 1995, the coach Ada Vell joined which team?")).not.toMatch(/that/);
    expect(withRelativeThat("Who won the match against Real Madrid played in 2010?")).not.toMatch(/that/);
    // A clause that ends on its preposition ("… is best known for playing with?") is an object's clause too; a
    // name's own verb phrase ("Where was the director Ada Vell born in?") is not.
    expect(hops("Who largely owns the team Ada Vell is best known for playing with?")).toEqual([
      "team that Ada Vell is best known for playing with",
      "Who largely owns {}?",
    ]);
    expect(withRelativeThat("Which club was the striker Ada Vell loaned to?")).not.toMatch(/that/);
    // An option of a comparison is an object too.
    expect(withRelativeThat("Who is older, Tom Reed or the intern Ada Vell defended?")).toMatch(
      /the intern that Ada Vell defended/,
    );
    expect(
      decompose("Did Harbor Times report the strike before the Inland Ledger reported the lockout?").chain,
    ).toBeUndefined();
  });

  it("turns compositional questions into ordered chains, innermost hop first", () => {
    expect(
      decompose("Who is the spouse of the director of Jump for Glory?").chain?.hops.map((h) => h.template),
    ).toEqual(["director of Jump for Glory", "Who is the spouse of {}?"]);
    expect(
      decompose("What is the population of the city where the founder of Acme Corp was born?").chain?.hops,
    ).toMatchObject([
      { template: "founder of Acme Corp", kind: "person" },
      { template: "city where {} was born", kind: "place" },
      { template: "What is the population of {}?" },
    ]);
    expect(
      decompose("Who directed the film that won the Palme d'Or in 1994?").chain?.hops.map((h) => h.template),
    ).toEqual(["film that won the Palme d'Or in 1994", "Who directed {}?"]);
    // A lookup that names its subject is one hop, not a chain.
    expect(decompose("Who is the director of Jump for Glory?").chain).toBeUndefined();
  });

  it("'between X and which …' asks the other end: neither a comparison of X with it nor two questions", () => {
    const d = decompose("The village beside Elmford station lies between Elmford and which town?");
    expect(d.sides).toBeUndefined();
    expect(d.kind).not.toBe("conjunction");
    // A between of two names is still a comparison.
    expect(decompose("What is the difference between the Team plan and the Enterprise plan?").sides).toEqual([
      "Team plan",
      "Enterprise plan",
    ]);
  });

  it("a 'whose' clause whose verb comes before its name runs on to the main verb", () => {
    const d = decompose(
      'The Vell album whose deluxe edition includes Tam Greer\'s "Harbour" debuted at what position?',
    );
    expect(d.chain?.hops.map((h) => h.template)).toEqual([
      'Vell album whose deluxe edition includes Tam Greer\'s "Harbour"',
      "{} debuted at what position?",
    ]);
  });

  it("leaves simple lookups whole", () => {
    expect(decompose("How long do v4 access tokens last before they expire?").kind).toBe("simple");
  });
});

describe("the local planner", () => {
  const planner = new LocalPlanner();
  const base = { queryTime: "2026-01-01T00:00:00Z", threshold: 0.5 };
  /**
   * The planner run round by round until it stops asking (four rounds at most), every search finding every page: the
   * planner scores them against each hop itself.
   */
  const untilDone = async (question: string, pages: ScoredPassage[]) => {
    let done = [question];
    const hits = () => done.map((query) => ({ query, passages: pages }));
    let out = await planner.decide({
      ...base,
      threshold: 0.1,
      question,
      evidence: pages,
      done,
      round: 1,
      hits: hits(),
    });
    for (let round = 2; out.kind === "continue" && out.subQueries.length && round <= 4; round++) {
      done = [...done, ...out.subQueries];
      out = await planner.decide({ ...base, threshold: 0.1, question, evidence: pages, done, round, hits: hits() });
    }
    return { out, done };
  };

  it("plans the question itself plus its parts, at most four", async () => {
    expect(await planner.plan({ ...base, question: "How does authentication in v3 differ from v4?" })).toEqual([
      "How does authentication in v3 differ from v4?",
      "authentication v3",
      "authentication v4",
    ]);
  });

  it("is satisfied when every side has evidence", async () => {
    const evidence = [
      p("a", "Authentication v3 uses static keys that never expire.", 0.7, "Auth v3"),
      p("b", "Authentication v4 tokens expire after 15 minutes.", 0.7, "Auth v4"),
    ];
    const out = await planner.decide({
      ...base,
      question: "How does authentication in v3 differ from v4?",
      evidence,
      done: ["x"],
      round: 1,
    });
    expect(out.kind).toBe("sufficient");
  });

  it("asks for the missing side, never a sub-query already run", async () => {
    const evidence = [p("a", "Authentication v3 uses static keys that never expire.", 0.7)];
    const out = await planner.decide({
      ...base,
      question: "How does authentication in v3 differ from v4?",
      evidence,
      done: ["How does authentication in v3 differ from v4?", "Authentication V3", "authentication  v4!"],
      round: 1,
    });
    expect(out.kind).toBe("continue");
    if (out.kind !== "continue") return;
    expect(out.subQueries).toContain("v4");
    expect(out.subQueries.map((q) => q.toLowerCase())).not.toContain("authentication v4");
  });

  const KISS = "What government position was held by the woman who portrayed Corliss Archer in the film Kiss and Tell?";
  const kissFilm = p(
    "k",
    "Kiss and Tell is a 1945 American comedy film starring then 17-year-old Shirley Temple as Corliss Archer.",
    0.6,
    "Kiss and Tell (1945 film)",
  );
  const temple = p(
    "t",
    "Shirley Temple Black was an American actress and diplomat. She served as Chief of Protocol of the United States, a government position.",
    0.3,
    "Shirley Temple",
  );
  const hop1 = "woman portrayed Corliss Archer film Kiss";
  // Retrieval returns more than the one passage that matters.
  const other = p("z", "The woman in the film was a porter.", 0.2, "Porters");

  it("plans the first hop of a chain, and fills the second hop with the span the first one found", async () => {
    expect(await planner.plan({ ...base, question: KISS })).toEqual([KISS, hop1]);
    const out = await planner.decide({
      ...base,
      question: KISS,
      evidence: [kissFilm],
      done: [KISS, hop1],
      round: 1,
      hits: [
        { query: KISS, passages: [kissFilm] },
        { query: hop1, passages: [kissFilm, other] },
      ],
    });
    expect(out.kind).toBe("continue");
    if (out.kind !== "continue") return;
    expect(out.subQueries).toEqual(["government position held Shirley Temple"]);
    expect(out.parts).toMatchObject([
      { name: "hop 1 of 2", covered: true, found: "Shirley Temple" },
      { name: "hop 2 of 2", covered: false },
    ]);
  });

  it("reads the second hop from the bridge's own page when round one found it, without another round", async () => {
    const shirley = temple;
    const protocol = { ...temple, title: "Chief of Protocol of the United States" };
    const out = await planner.decide({
      ...base,
      question: KISS,
      evidence: [kissFilm, shirley],
      done: [KISS, hop1],
      round: 1,
      hits: [
        { query: KISS, passages: [kissFilm, shirley] },
        { query: hop1, passages: [kissFilm, other] },
      ],
    });
    expect(out).toMatchObject({
      kind: "sufficient",
      answer: { question: "What government position was held by Shirley Temple?", passageIds: ["t", "k"] },
    });
    // Without the bridge's page among what was found, the second hop is searched for.
    const searched = await planner.decide({
      ...base,
      question: KISS,
      evidence: [kissFilm, protocol],
      done: [KISS, hop1],
      round: 1,
      hits: [
        { query: KISS, passages: [kissFilm, protocol] },
        { query: hop1, passages: [kissFilm, other] },
      ],
    });
    expect(searched).toMatchObject({ kind: "continue", subQueries: ["government position held Shirley Temple"] });
    // Her page found, but saying nothing the hop asks (its names are not the hop's): the hop's own search runs before
    // the chain is given up.
    const bare = p("t", "Shirley Temple was born in Dunmere.", 0.5, "Shirley Temple");
    const unanswered = await planner.decide({
      ...base,
      question: KISS,
      evidence: [kissFilm, bare],
      done: [KISS, hop1],
      round: 1,
      hits: [
        { query: KISS, passages: [kissFilm, bare] },
        { query: hop1, passages: [kissFilm, other] },
      ],
    });
    expect(unanswered).toMatchObject({ kind: "continue", subQueries: ["government position held Shirley Temple"] });
    if (unanswered.kind === "continue") expect(unanswered.failed).toBeUndefined();
    // Each hop is listed once in the trace's parts.
    const names = unanswered.parts?.map((part) => part.name) ?? [];
    expect(new Set(names).size).toBe(names.length);
  });

  it("is sufficient when the last hop is covered, and answers the last hop's question citing every hop", async () => {
    const hop2 = "government position held Shirley Temple";
    const out = await planner.decide({
      ...base,
      question: KISS,
      evidence: [kissFilm, temple],
      done: [KISS, hop1, hop2],
      round: 2,
      hits: [
        { query: KISS, passages: [kissFilm] },
        { query: hop1, passages: [kissFilm, other] },
        { query: hop2, passages: [temple, other] },
      ],
    });
    expect(out).toMatchObject({
      kind: "sufficient",
      answer: { question: "What government position was held by Shirley Temple?", passageIds: ["t", "k"] },
    });
    expect(out.parts?.every((part) => part.covered)).toBe(true);
  });

  it("ends the chain at a hop that finds nothing, naming the hop", async () => {
    const hop2 = "government position held Shirley Temple";
    const elsewhere = p(
      "x",
      "The Chief of Protocol is a government position in many countries.",
      0.4,
      "Chief of Protocol",
    );
    const out = await planner.decide({
      ...base,
      question: KISS,
      evidence: [kissFilm, elsewhere],
      done: [KISS, hop1, hop2],
      round: 2,
      hits: [
        { query: KISS, passages: [kissFilm] },
        { query: hop1, passages: [kissFilm, other] },
        { query: hop2, passages: [elsewhere] },
      ],
    });
    expect(out.kind).toBe("continue");
    if (out.kind === "continue") expect(out.failed).toContain("hop 2 of 2");
  });

  it("answers the last hop from the bridge's own evidence: not the passage the bridge was read from, not a namesake", async () => {
    const question = "When was the spouse of Harold Vance born?";
    const first = "spouse Harold Vance";
    const second = "Clara Moss born";
    const vance = p(
      "v",
      "Harold Vance (1757 – 1803) was Grand Admiral of the Fleet from 11 March 1792. He married a princess, Clara Moss.",
      0.8,
      "Harold Vance",
    );
    const sense = (id: string, father: string, born: string) =>
      p(
        id,
        `Clara Moss (born ${born}) was a princess, daughter of ${father}.`,
        0.7,
        `Clara Moss (daughter of ${father})`,
      );
    const decide = (hits: ScoredPassage[]) =>
      planner.decide({
        ...base,
        threshold: 0.1,
        question,
        evidence: [vance, ...hits],
        done: [question, first, second],
        round: 2,
        hits: [
          { query: question, passages: [vance] },
          { query: first, passages: [vance] },
          { query: second, passages: [vance, ...hits] },
        ],
      });
    // The first hop read "Clara Moss" from the admiral's page; its dates are his, not hers.
    const onlyHis = await decide([]);
    expect(onlyHis).toMatchObject({ kind: "continue" });
    if (onlyHis.kind === "continue") expect(onlyHis.failed).toContain("hop 2 of 2");
    // Two princesses of that name, and nothing the chain read tells which one he married: no guess.
    const two = await decide([sense("a", "Otto Brand", "17 July 1778"), sense("b", "Ivan Roe", "21 March 1873")]);
    expect(two.kind).toBe("continue");
    if (two.kind === "continue") expect(two.failed).toMatch(/names several/);
    // Of two namesakes, the one whose page names what the chain read her from (him) is the one meant.
    const linked = {
      ...sense("a", "Otto Brand", "17 July 1778"),
      text: "Clara Moss (born 17 July 1778) was a princess, daughter of Otto Brand. She married Harold Vance.",
    };
    const meant = await decide([linked, sense("b", "Ivan Roe", "21 March 1873")]);
    expect(meant.kind).toBe("sufficient");
    if (meant.kind === "sufficient") expect(meant.answer?.ranked?.map((r) => r.id)).toEqual(["a"]);
    // One princess of that name: her page answers.
    const one = await decide([sense("a", "Otto Brand", "17 July 1778")]);
    expect(one).toMatchObject({
      kind: "sufficient",
      answer: { question: "When was Clara Moss born?", about: "Clara Moss" },
    });
    if (one.kind === "sufficient") expect(one.answer?.ranked?.map((r) => r.id)).toEqual(["a"]);
  });

  it("does not pick a namesake when the description's names fall on different namesakes' pages", async () => {
    const question = "When was the daughter of Otto Brand and Ilse Kade born?";
    const kade = p(
      "k",
      "Ilse Kade (1750 – 1801) was a consort. She was the mother of the princess Clara Moss.",
      0.8,
      "Ilse Kade",
    );
    const first = "daughter Otto Brand Ilse Kade";
    const second = "Clara Moss born";
    const sense = (id: string, text: string, father: string) => p(id, text, 0.7, `Clara Moss (daughter of ${father})`);
    const brands = sense("a", "Clara Moss (born 17 July 1778) was a princess, daughter of Otto Brand.", "Otto Brand");
    const decide = (hits: ScoredPassage[]) =>
      planner.decide({
        ...base,
        threshold: 0.1,
        question,
        evidence: [kade, ...hits],
        done: [question, first, second],
        round: 2,
        hits: [
          { query: question, passages: [kade] },
          { query: first, passages: [kade] },
          { query: second, passages: [kade, ...hits] },
        ],
      });
    // Her mother's name is on one princess's page, her father's on the other's: the question fits neither whole.
    const roes = sense(
      "b",
      "Clara Moss (born 21 March 1873) was a princess, daughter of Ivan Roe and Ilse Kade.",
      "Ivan Roe",
    );
    const split = await decide([brands, roes]);
    expect(split.kind).toBe("continue");
    if (split.kind === "continue") expect(split.failed).toMatch(/names several/);
    // When one page names both parents, it is the one meant.
    const both = {
      ...brands,
      text: "Clara Moss (born 17 July 1778) was a princess, daughter of Otto Brand and Ilse Kade.",
    };
    const meant = await decide([both, sense("b", "Clara Moss (born 21 March 1873) was a princess.", "Ivan Roe")]);
    expect(meant.kind).toBe("sufficient");
    if (meant.kind === "sufficient") expect(meant.answer?.ranked?.map((r) => r.id)).toEqual(["a"]);
  });

  it("reads a season the last hop asks of from the season's page, not from the series' page as a namesake", async () => {
    const question = "When did the fourth season of the drama in which Tom Vale played Kyle Brook begin airing?";
    const first = "drama Tom Vale played Kyle Brook";
    const second = "fourth season Night Owls begin airing";
    const actor = p("t", "Tom Vale is an actor known for playing Kyle Brook on the drama Night Owls.", 0.8, "Tom Vale");
    const series = p(
      "s",
      "Night Owls is a drama series. It was broadcast by The WB for five seasons from October 7, 1998.",
      0.6,
      "Night Owls",
    );
    const season = (n: number) =>
      p(
        `s${n}`,
        `The season ${n === 4 ? "fourth" : "second"} of Night Owls began airing on October ${n}, 200${n}.`,
        0.5,
        `Night Owls (season ${n})`,
      );
    const decide = (pages: ScoredPassage[]) =>
      planner.decide({
        ...base,
        threshold: 0.1,
        question,
        evidence: [actor, ...pages],
        done: [question, first, second],
        round: 2,
        hits: [
          { query: question, passages: [actor] },
          { query: first, passages: [actor] },
          { query: second, passages: pages },
        ],
      });
    // "(season 4)" is what the hop asks ("the fourth season"): that page is the one meant, not another season's.
    const out = await decide([series, season(4), season(2)]);
    expect(out.kind).toBe("sufficient");
    if (out.kind === "sufficient") {
      expect(out.answer?.ranked?.map((r) => r.id)).toContain("s4");
      expect(out.answer?.ranked?.map((r) => r.id)).not.toContain("s2");
    }
    // Without a season asked, the series' own page is the one meant, as before.
    const plain = "When did the drama in which Tom Vale played Kyle Brook begin airing?";
    const bare = await planner.decide({
      ...base,
      threshold: 0.1,
      question: plain,
      evidence: [actor, series, season(4)],
      done: [plain, first, "Night Owls begin airing"],
      round: 2,
      hits: [
        { query: plain, passages: [actor] },
        { query: first, passages: [actor] },
        { query: "Night Owls begin airing", passages: [series, season(4)] },
      ],
    });
    expect(bare.kind).toBe("sufficient");
    if (bare.kind === "sufficient") expect(bare.answer?.ranked?.map((r) => r.id)).not.toContain("s4");
  });

  it("of two namesakes, takes the one whose lead says what the chain described it as", async () => {
    const question = "Who wrote the stories behind the 1954 sitcom that Tom Vale worked on as an editor?";
    const first = "1954 sitcom Tom Vale worked editor";
    const second = "wrote stories behind Meet Della Marsh";
    const editor = p(
      "t",
      "Tom Vale was a film and television editor. He edited the sitcom Meet Della Marsh in 1954.",
      0.8,
      "Tom Vale",
    );
    const radio = p(
      "r",
      "Meet Della Marsh, a program from radio's Golden Age, ran from 1943 to 1956. It was written by Ann Roe.",
      0.6,
      "Meet Della Marsh",
    );
    const tv = p(
      "v",
      "Meet Della Marsh is an American television sitcom that aired in syndication in 1954. It was based on short " +
        "stories by Hugh Lark.",
      0.5,
      "Meet Della Marsh (TV series)",
    );
    const out = await planner.decide({
      ...base,
      threshold: 0.1,
      question,
      evidence: [editor, radio, tv],
      done: [question, first, second],
      round: 2,
      hits: [
        { query: question, passages: [editor] },
        { query: first, passages: [editor] },
        { query: second, passages: [radio, tv] },
      ],
    });
    expect(out.kind).toBe("sufficient");
    if (out.kind === "sufficient") expect(out.answer?.ranked?.map((r) => r.id)).toEqual(["v"]);
    // A parenthesis the description says only half of ("(TV series)" for "the radio series …") is another sense,
    // whatever its lead says.
    const radioQuestion = "Who wrote the stories behind the radio series that Tom Vale edited?";
    const comedy = { ...radio, text: "Meet Della Marsh is a comedy program on CBS. It was written by Ann Roe." };
    const tvSeries = {
      ...tv,
      text: "Meet Della Marsh is an American television series. It was based on stories by Hugh Lark.",
    };
    const radioOut = await planner.decide({
      ...base,
      threshold: 0.1,
      question: radioQuestion,
      evidence: [editor, comedy, tvSeries],
      done: [radioQuestion, "radio series Tom Vale edited", second],
      round: 2,
      hits: [
        { query: radioQuestion, passages: [editor] },
        { query: "radio series Tom Vale edited", passages: [editor] },
        { query: second, passages: [comedy, tvSeries] },
      ],
    });
    expect(radioOut.kind).toBe("sufficient");
    if (radioOut.kind === "sufficient") expect(radioOut.answer?.ranked?.map((r) => r.id)).toEqual(["r"]);
  });

  it("of two namesakes, a person's hop takes the person's page, not the film's that names the film's stars", async () => {
    const question = "When did the cult filmmaker played by Jon Dale in a 1994 Tom Hart film die?";
    const first = "cult filmmaker played Jon Dale 1994 Tom Hart film";
    const second = "Ed Vell die";
    const film = p(
      "f",
      "Ed Vell is a 1994 American biographical film directed by Tom Hart, starring Jon Dale as cult filmmaker Ed Vell.",
      0.8,
      "Ed Vell (film)",
    );
    const man = p(
      "m",
      "Edward Davis Vell Jr. (October 10, 1924 – December 10, 1978) was an American filmmaker, actor and author.",
      0.6,
      "Ed Vell",
    );
    const out = await planner.decide({
      ...base,
      threshold: 0.1,
      question,
      evidence: [film, man],
      done: [question, first, second],
      round: 2,
      hits: [
        { query: question, passages: [film] },
        { query: first, passages: [film] },
        { query: second, passages: [film, man] },
      ],
    });
    expect(out.kind).toBe("sufficient");
    if (out.kind === "sufficient") expect(out.answer?.ranked?.map((r) => r.id)).toEqual(["m"]);
  });

  it("of two namesakes, takes the one whose parenthesis is the noun the chain asked for, not another word of it", async () => {
    const question = "Who directed the film that Blue Harbour Boy's second album was the soundtrack for?";
    const album = p(
      "a",
      "Boy Blue is the second album by Blue Harbour Boy, released in 2002 under Nerve Records, as the soundtrack to " +
        'the film "Boy Blue".',
      0.9,
      "Boy Blue (soundtrack)",
    );
    const film = p(
      "f",
      "Boy Blue is a 2002 comedy film directed by Tom Brell, with music by Blue Harbour Boy.",
      0.5,
      "Boy Blue (film)",
    );
    const { out } = await untilDone(question, [album, film]);
    // "(soundtrack)" is said by the description too ("was the soundtrack for"), but the film is what was asked.
    expect(out.kind).toBe("sufficient");
    if (out.kind === "sufficient") expect(out.answer?.ranked?.map((r) => r.id)).toEqual(["f"]);
  });

  it("a county hop that read a town climbs to the county the town's page names, and the chain goes on from there", async () => {
    const question = "What was the 2010 census population of the county in which the village of East Elm lies?";
    const town = p(
      "t",
      "Elm is a town in Marlow County, Vermont, United States. The population was 1,154 at the 2010 census.",
      0.7,
      "Elm, Vermont",
    );
    const county = p(
      "c",
      "Marlow County is a county in the state of Vermont. As of the 2010 census, the population was 43,742.",
      0.5,
      "Marlow County, Vermont",
    );
    const { out, done } = await untilDone(question, [town, county]);
    expect(out.kind).toBe("sufficient");
    if (out.kind === "sufficient") {
      expect(out.answer?.about).toBe("Marlow County");
      expect(out.parts?.[0]).toMatchObject({ found: "Marlow County" });
    }
    // A town's page that names no county of its own: the hop is withheld, not answered with the town.
    const bare = { ...town, text: "Elm is a town in Vermont, United States. The population was 1,154 in 2010." };
    const withheld = await planner.decide({
      ...base,
      threshold: 0.1,
      question,
      evidence: [bare],
      done,
      round: 2,
      hits: done.map((query) => ({ query, passages: [bare] })),
    });
    expect(withheld.kind).toBe("continue");
    if (withheld.kind === "continue") expect(withheld.failed).toMatch(/town/);
  });

  it("a side named short of its page is read from the page holding the question's shared words, not a namesake's", async () => {
    const question = "Which Harlow Hawks basketball team won more games, the 2016–17 team or the 2015–16 team?";
    const team = (id: string, season: string, club: string, wins: number) =>
      p(
        id,
        `The ${season} ${club} basketball team won ${wins} games in the season.`,
        0.6,
        `${season} ${club} basketball team`,
      );
    const pages = [
      team("a", "2016–17", "Harlow Hawks", 19),
      team("b", "2015–16", "Vale Rams", 12),
      team("c", "2015–16", "Harlow Hawks", 22),
    ];
    const out = await planner.decide({
      ...base,
      threshold: 0.1,
      question,
      evidence: pages,
      done: [question],
      round: 1,
    });
    expect(out.kind).toBe("sufficient");
    if (out.kind === "sufficient") {
      expect(out.parts?.map((x) => x.passageId)).toEqual(["a", "c"]);
      expect(out.answer?.text).toBe("2015–16 team");
    }
  });

  it("names the winner of a comparison from each side's own evidence, and says yes or no to 'both'", async () => {
    const question = "Which magazine was started first, Arthur's Magazine or First for Women?";
    const a = p(
      "a",
      "Arthur's Magazine (1844–1846) was an American literary periodical published in Philadelphia. It was started in 1844.",
      0.6,
      "Arthur's Magazine",
    );
    const b = p(
      "b",
      "First for Women is a woman's magazine published by Bauer Media Group in the USA. The magazine was started in 1989.",
      0.6,
      "First for Women",
    );
    const out = await planner.decide({ ...base, question, evidence: [a, b], done: [question], round: 1 });
    expect(out).toMatchObject({ kind: "sufficient", answer: { text: "Arthur's Magazine", passageIds: ["a", "b"] } });

    const verdi = p("v", "Giuseppe Verdi was an Italian opera composer.", 0.6, "Giuseppe Verdi");
    const thomas = p("t", "Ambroise Thomas was a French composer, best known for his operas.", 0.6, "Ambroise Thomas");
    const plant = p("f", "Ferocactus is a genus of large barrel-shaped cacti.", 0.6, "Ferocactus");
    const both = "Are Giuseppe Verdi and Ambroise Thomas both opera composers?";
    expect(
      await planner.decide({ ...base, question: both, evidence: [verdi, thomas], done: [both], round: 1 }),
    ).toMatchObject({ answer: { text: "yes" } });
    const not = "Are Giuseppe Verdi and Ferocactus both opera composers?";
    expect(
      await planner.decide({ ...base, question: not, evidence: [verdi, plant], done: [not], round: 1 }),
    ).toMatchObject({ answer: { text: "no" } });
  });

  it("asks only with the question's words and entities the evidence ties to it, never a stray passage's names", async () => {
    const question = "How many requests per second does the Team plan allow?";
    const stray = p("s", "Contact Brent Hallenbeck at Clear Water Bay Country for tickets.", 0.1, "Events");
    const out = await planner.decide({ ...base, question, evidence: [stray], done: [question], round: 1 });
    expect(out.kind).toBe("continue");
    if (out.kind === "continue") {
      expect(out.subQueries.length).toBeGreaterThan(0);
      expect(out.subQueries.join(" ")).not.toMatch(/Brent|Hallenbeck|Clear Water/);
    }
  });

  it("flags gaps about live data", async () => {
    const out = await planner.decide({
      ...base,
      question: "What is the current status of the eu-west region?",
      evidence: [],
      done: [],
      round: 1,
    });
    expect(out).toMatchObject({ kind: "continue", live: true });
  });
});

describe("the local gate", () => {
  const gate = new LocalGate();
  it("sends comparisons and multi-hop questions to the loop, lookups to the single pass", async () => {
    expect(await gate.classify("How does authentication in v3 differ from v4?")).toMatchObject({
      route: "dynamic",
      kind: "comparison",
    });
    expect(
      await gate.classify("What government position was held by the woman who portrayed Corliss Archer?"),
    ).toMatchObject({ route: "dynamic", kind: "multi-hop" });
    expect(await gate.classify("auth?")).toMatchObject({ route: "dynamic", kind: "vague" });
    // An entity named only by what describes it ("a film starring …") is a hop; a name with a date is a lookup.
    expect(
      await gate.classify("Which screenwriter co-wrote a film starring Nicolas Cage and Téa Leoni?"),
    ).toMatchObject({ route: "dynamic", kind: "multi-hop" });
    expect(await gate.classify("When did Lionel Messi win his second FIFA World Cup?")).toMatchObject({
      route: "single-pass",
    });
    expect(await gate.classify("How long do v4 access tokens last before they expire?")).toMatchObject({
      route: "single-pass",
      kind: "lookup",
    });
  });
});

describe("sides named with a number", () => {
  it("'No. 2 Squadron' keeps its 'No': a side is the name, not the word 'no'", () => {
    expect(decompose("Between No. 12 Squadron and No. 2 Squadron, which one was formed earlier?").sides).toEqual([
      "No 12 Squadron",
      "No 2 Squadron",
    ]);
  });
});

describe("a pair a leading 'of' names", () => {
  it("'Of the films A and B, which …?' compares A and B, titles with small words kept whole", () => {
    expect(decompose("Of the Vell films It Came to You and Grey Tide, which was released earlier?").sides).toEqual([
      "It Came to You",
      "Grey Tide",
    ]);
    expect(decompose("Of the two, which is older?").kind).not.toBe("comparison");
  });
});
