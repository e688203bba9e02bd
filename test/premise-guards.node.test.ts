import { describe, expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { figureOfOtherYear, quotedTitleUnnamed, yearUnstated } from "../src/skills/local/premise-guards";
import { answerInput as input, page } from "./support/page";

// What a question takes for granted about what it asks (its year, rank, quoted title, agent, role) must hold where
// the answer is read; evidence about another year, rank, title or agent answers another question.
const answerer = new ExtractiveAnswerer();
const guarded = (question: string, span: string, pages: ReturnType<typeof page>[]) =>
  guardAnswer(input(question, pages), { answer: `${span} [1]`, cited: [1], abstained: false });

const festival = page(
  "f",
  "Harwick Documentary Festival",
  "Harwick Documentary Festival is an annual documentary film festival based in Harwick, Ohio. The festival debuted " +
    "in 2010, with 93 films showing. That year, the festival had an attendance of 1,800.",
);
const gallery = page(
  "g",
  "Orlan Vesk Gallery",
  "The Orlan Vesk Gallery is in Church Street, Aylesbury. A museum in honour of Orlan Vesk, it was opened on " +
    "23 November 1996 by Tera Hardy, an actor popular with children.",
);
const president = page(
  "p",
  "Erskin Vale",
  "Erskin Vale (1905 – 1974) was an Irish politician who served as the fourth President of Tarrow from 1973 to 1974.",
);
const book = page(
  "b",
  "Lena Brook",
  'Lena Brook was an American journalist. Her book "Six Red Months in Russia" was published in 1918.',
);
const film = page(
  "m",
  "Stone Gap (film)",
  "Stone Gap is a 2014 American drama film written and directed by Ada Trent and produced by Donna Gill.",
);

describe("a premise of the question that the answer's pages contradict withholds the answer", () => {
  it("a figure asked of one year is not read from pages giving only another year's", async () => {
    const q = "What was the attendance at the 2016 Harwick Documentary Festival?";
    expect((await answerer.answer(input(q, [festival]))).abstained).toBe(true);
    expect(guarded(q, "1,800", [festival]).reason).toMatch(/2016/);
    // The year the pages do state keeps its figure.
    expect(
      guarded("What was the attendance at the 2010 Harwick Documentary Festival?", "1,800", [festival]).abstained,
    ).toBe(false);
  });

  it("an event the question gives one agent is not dated by the sentence saying another did it", async () => {
    const q = "On what date did Orlan Vesk personally open the Orlan Vesk Gallery?";
    expect((await answerer.answer(input(q, [gallery]))).abstained).toBe(true);
    expect(guarded(q, "23 November 1996", [gallery]).reason).toMatch(/Tera Hardy/);
    expect(
      guarded("On what date did Tera Hardy open the Orlan Vesk Gallery?", "23 November 1996", [gallery]).abstained,
    ).toBe(false);
    expect(guarded("When was the Orlan Vesk Gallery opened?", "23 November 1996", [gallery]).abstained).toBe(false);
    // A verb ending in "ly" is the verb, not an adverb before it.
    const guns = page("n", "Tarrow Navy", "The Tarrow Navy's first guns were supplied on 4 May 1915 by Vickers.");
    expect(guarded("When did Krupp supply the Tarrow Navy's first guns?", "4 May 1915", [guns]).reason).toMatch(
      /Vickers/,
    );
    // … and an adverb ending in "-ply" is still an adverb.
    expect(guarded("When did Krupp cheaply supply the Tarrow Navy's first guns?", "4 May 1915", [guns]).reason).toMatch(
      /Vickers/,
    );
  });

  it("a rank the question gives an office is not the rank the pages give it", async () => {
    const q = "In what year did Erskin Vale become the third President of Tarrow?";
    expect((await answerer.answer(input(q, [president]))).abstained).toBe(true);
    expect(guarded(q, "1973", [president]).reason).toMatch(/fourth/);
    expect(
      guarded("In what year did Erskin Vale become the fourth President of Tarrow?", "1973", [president]).abstained,
    ).toBe(false);
  });

  it("a title the question quotes is one the pages name", async () => {
    const q = 'In what year was Lena Brook\'s book "Ten Red Months in Russia" published?';
    expect((await answerer.answer(input(q, [book]))).abstained).toBe(true);
    expect(guarded('In what year was "Six Red Months in Russia" published?', "1918", [book]).abstained).toBe(false);
    // A title named by a page the answer does not cite is still found: a chain cites its last hop's page.
    const song = page("s", "Harbor Lights (song)", '"Harbor Lights" is a song by Lena Brook\'s band, the Drifters.');
    const chained = input('How many records has the band behind the song "Harbor Lights" sold?', [book, song]);
    expect(guardAnswer(chained, { answer: "1918 [1]", cited: [1], abstained: false }).reason ?? "").not.toMatch(
      /no page found/,
    );
    // A quoted source or nickname is no title of a work: it may be named on a page the answer does not cite.
    expect(
      guarded("In what year, according to 'The Harbor Age', was the book published?", "1918", [book]).abstained,
    ).toBe(false);
    // The work's noun and a copula before the title quote it as well: "whose debut book is 'Ten Red Months'".
    expect(
      quotedTitleUnnamed("When was the writer whose debut book is 'Ten Red Months in Russia' born?", [book.text]),
    ).toMatch(/no page found names "Ten Red Months in Russia"/);
    expect(
      quotedTitleUnnamed("When was the writer whose debut book is 'Six Red Months in Russia' born?", [book.text]),
    ).toBeUndefined();
  });

  it("a role asked for is said where the answer is named, by its noun or its verb", async () => {
    const q = "Who was the cinematographer of Stone Gap?";
    expect((await answerer.answer(input(q, [film]))).abstained).toBe(true);
    expect(guarded(q, "Ada Trent", [film]).reason).toMatch(/cinematographer/);
    expect(guarded("Who was the director of Stone Gap?", "Ada Trent", [film]).abstained).toBe(false);
    expect(guarded("Who was the producer of Stone Gap?", "Donna Gill", [film]).abstained).toBe(false);
    // A role's other words: an owner bought it, a host presented it.
    const mill = page("m", "Harwick Mill", "The Harwick Mill was bought by Tarrow Steel in 1990.");
    expect(guarded("Who is the owner of the Harwick Mill?", "Tarrow Steel", [mill]).abstained).toBe(false);
    const quiz = page("q", "Brain Gap", "Brain Gap is a quiz show presented by Lena Brook on Channel 7.");
    expect(guarded("Who is the host of Brain Gap?", "Lena Brook", [quiz]).abstained).toBe(false);
    const hosting = page("q", "Brain Gap", "Lena Brook has been hosting the quiz show Brain Gap since 2019.");
    expect(guarded("Who is the host of Brain Gap?", "Lena Brook", [hosting]).abstained).toBe(false);
    const awards = page(
      "w",
      "Tarrow Film Awards",
      "The awards were hosted by Tom Vale. Lena Brook presented the award.",
    );
    expect(guarded("Who is the host of the Tarrow Film Awards?", "Lena Brook", [awards]).abstained).toBe(true);
    const made = page("q", "Brain Gap", "Brain Gap is a quiz show made by Lena Brook for Channel 7.");
    expect(guarded("Who is the host of Brain Gap?", "Lena Brook", [made]).abstained).toBe(true);
  });

  it("a who-question is not answered by a name it gives, unless it offers that name", () => {
    const q = "A Velvet Drifters song was on the soundtrack of Cold Coast. Who directed that film?";
    const pages = [page("s", "Glass Harbour", "Glass Harbour is a Velvet Drifters song from the film Cold Coast.")];
    expect(guarded(q, "Velvet Drifters", pages).abstained).toBe(true);
    expect(guarded("Who is older, Velvet Drifters' singer or Tom Hale?", "Tom Hale", pages).abstained).toBe(false);
  });
});

describe("what the premise checks leave alone (a review's cases)", () => {
  it("a rank is read only where the answer is, a word or two may stand between, and a compound is no rank", () => {
    const keane = page(
      "k",
      "Harbor Keys",
      "Perfect Symmetry is the third studio album by Harbor Keys, released on 13 October 2008. It followed their " +
        "second album, which had sold well.",
    );
    expect(guarded("When was the third album of Harbor Keys released?", "13 October 2008", [keane]).abstained).toBe(
      false,
    );
    const cup = page(
      "c",
      "Tarrow national team",
      "Tarrow won the World Cup for the second time in 1962. They won it for the third time in 1970.",
    );
    expect(guarded("When did Tarrow win the World Cup for the second time?", "1962", [cup]).abstained).toBe(false);
  });

  it("a work published or released by a company was still published by its maker", () => {
    const hobbit = page(
      "h",
      "The Hollow",
      "The Hollow is a novel by Jon Tolvar, published on 21 September 1937 by Allen & Unwin.",
    );
    expect(guarded("When did Jon Tolvar publish The Hollow?", "21 September 1937", [hobbit]).abstained).toBe(false);
  });

  it("a name inside a longer name the question gives, or a place after 'in', may be the answer", () => {
    const scope = page(
      "j",
      "James Vell Space Telescope",
      "The James Vell Space Telescope is named after James Vell, a NASA administrator.",
    );
    expect(guarded("Who is the James Vell Space Telescope named after?", "James Vell", [scope]).abstained).toBe(false);
    const final = page("f", "1998 Harbor Cup", "The 1998 Harbor Cup was held in Tarrow and won by Tarrow.");
    expect(guarded("Who won the 1998 Harbor Cup in Tarrow?", "Tarrow", [final]).abstained).toBe(false);
  });

  it("a name offered as one of a pair ('between A and B', 'Of A and B, …') may be the answer", () => {
    const team = page("t", "Harbor Bulls", "Tom Hale is the Harbor Bulls' all-time leading scorer, ahead of Ada Vell.");
    expect(
      guarded("Who is the Harbor Bulls' all-time leading scorer between Tom Hale and Ada Vell?", "Tom Hale", [team])
        .abstained,
    ).toBe(false);
    expect(
      guarded("Of Tom Hale and Ada Vell, who scored more for the Harbor Bulls?", "Tom Hale", [team]).abstained,
    ).toBe(false);
  });

  it("a role is checked only when the question asks it of its answer", () => {
    const wife = page("w", "Ada Vell", "Ada Vell is an American novelist. Ada Vell married Tom Hale in 1993.");
    expect(guarded("Who is the wife of the founder of Harbor Books?", "Ada Vell", [wife]).abstained).toBe(false);
  });

  it("a year dating another event of the question is no year of its figure", () => {
    const firm = page("o", "Orbix", "Orbix is a search company. As of 2023, Orbix had 182,502 employees.");
    const question = "How many employees does the search company founded in 1998 by Tom Hale have?";
    expect(figureOfOtherYear(question, [firm.text])).toBeUndefined();
    expect(figureOfOtherYear("How many employees did Orbix have in 1998?", [firm.text])).toMatch(/2023's/);
    // (The founding year is still a premise the pages must state, where the answer is read.)
    const founded = page("p", "Orbix history", "Orbix was founded in 1998 by Tom Hale.");
    const both = guardAnswer(input(question, [firm, founded]), {
      answer: "182,502 [1]",
      cited: [1, 2],
      abstained: false,
    });
    expect(both.abstained).toBe(false);
    expect(guarded(question, "182,502", [firm]).reason).toMatch(/says 1998; the pages read never state it/);
  });

  it("a quoted title is found whatever its accents and apostrophes", () => {
    const film = page("a", "Amélie", "Amélie is a 2001 romantic comedy film, released in April 2001.");
    expect(guarded('When was the film "Amelie" released?', "April 2001", [film]).abstained).toBe(false);
  });
});

describe("a year the question states is stated where the answer is read", () => {
  const unstated = (question: string, text: string) => yearUnstated(question, [text]);

  it("is withheld where no page read states it, and passes where one does, in a span or a decade", () => {
    expect(unstated("Who produced the 1972 jam sessions?", "The Original Jam Sessions 1969 is an album.")).toMatch(
      /says 1972; the pages read never state it/,
    );
    expect(unstated("Who produced the 1969 jam sessions?", "The Original Jam Sessions 1969 is an album.")).toBe(
      undefined,
    );
    const lincoln =
      "Abraham Lincoln was the 16th president, serving from March 4, 1861, until his assassination in April 1865.";
    expect(unstated("Who was the president in 1863?", lincoln)).toBeUndefined();
    expect(unstated("Which club did he manage in 1996?", "He managed Vell United between 1994 and 1999.")).toBe(
      undefined,
    );
    expect(unstated("Which club did he manage in 2000?", "He managed Vell United in the 1999–00 season.")).toBe(
      undefined,
    );
    expect(unstated("Which club did he manage in 2003?", "He managed Vell United in the 1999–00 season.")).toMatch(
      /2003/,
    );
    expect(unstated("Which band did he join in 1995?", "He played in several bands in the 1990s.")).toBeUndefined();
  });

  it("leaves bounds and an either-or question's options alone", () => {
    const page = "The current Chief Scientist, since 3 May 2011, is Ingrid Holt.";
    expect(unstated("Who has been the Chief Scientist since 2013?", page)).toBeUndefined();
    expect(unstated("Who was mayor between 1990 and 1995?", page)).toBeUndefined();
    expect(unstated("Which is older, the 1931 Vell Guild or Dunmere Club?", "Dunmere Club was founded in 1890.")).toBe(
      undefined,
    );
  });

  it("counts another page's sentence naming what a cited page is about", () => {
    expect(
      yearUnstated(
        "Who scored Ada Vell's 1990 film Harbour Lights II?",
        ["Its score was composed by Tom Hart."],
        () => ["Ada Vell directed Harbour Lights II in 1990."],
      ),
    ).toBeUndefined();
    expect(
      yearUnstated(
        "Who scored Ada Vell's 1990 film Harbour Lights II?",
        ["Its score was composed by Tom Hart."],
        () => ["Ada Vell directed Harbour Lights II in 1988."],
      ),
    ).toMatch(/says 1990/);
  });
});

describe("what a question says its named person did is not read off another person's page by its pronoun", () => {
  const singer = page(
    "s",
    "Ada Vell",
    "Ada Vell (born 1966) is a Latvian singer. She has sung with the band Harrow since 1985. She released the solo " +
      'album "Tidewater" in 2004 and toured alongside Tom Hart (Harrow).',
  );

  it("'did Harrow guitarist Tom Hart release' is not answered by 'She released …' on Ada Vell's page", () => {
    const out = guarded("What solo album did Harrow guitarist Tom Hart release in 2004?", "Tidewater", [singer]);
    expect(out.abstained).toBe(true);
    expect(out.reason).toMatch(/says it of Ada Vell, not of Tom Hart/);
  });

  it("asked of the page's own subject, or where the page's first sentence names the doer, it stands", () => {
    expect(guarded("What solo album did Ada Vell release in 2004?", "Tidewater", [singer]).abstained).toBe(false);
    expect(
      guarded("What solo album did Harrow singer Ada Vell release in 2004?", "Tidewater", [singer]).abstained,
    ).toBe(false);
    // (A page on his album whose first sentence names him: its "He" may be him.)
    const album = page(
      "t",
      "Tidewater (album)",
      "Tidewater is the debut solo album by Tom Hart. He released it in 2004 after leaving Harrow.",
    );
    expect(guarded("In what year did Tom Hart release his solo album?", "2004", [album]).abstained).toBe(false);
  });

  it("who did it is left to other checks where the question says more than one doer or a name after the verb", () => {
    const band = page(
      "w",
      "The Wanderers (band)",
      "The Wanderers were an English rock band formed in 1990. The band was fronted by singer Tom Hart. He signed " +
        "with Vell Records in 1999.",
    );
    // The page names him before its "He": it may be him.
    expect(guarded("What label did Tom Hart sign with in 1999?", "Vell Records", [band]).abstained).toBe(false);
    // "did Tom Hart form Lucy with": a name after the verb, no doer read ("Lucy" is no doer, and his own page's "He"
    // is him); "did the singer of Harrow": a described doer, who is the page's own subject here.
    const hart = page(
      "h",
      "Tom Hart",
      "Tom Hart (born 1962) is a Latvian guitarist. He formed Lucy with Ada Vell in 2004.",
    );
    expect(guarded("Who did Tom Hart form Lucy with in 2004?", "Ada Vell", [hart]).abstained).toBe(false);
    expect(guarded("What album did the singer of Harrow release in 2004?", "Tidewater", [singer]).abstained).toBe(
      false,
    );
  });
});
