import { expect, it } from "vitest";
import type { Hop } from "../src/skills/local/chain-words";
import { hopSpan, sentenceNames } from "../src/skills/local/hop-span";
import { candidateSpans } from "../src/skills/local/spans";
import type { ScoredPassage } from "../src/types";
import { page as corpusPage } from "./support/page";

const page = (id: string, title: string, text: string) => corpusPage(id, title, text, 0.5);

/** A hop's span read from evidence given as [passage, score] pairs, at the default threshold (0.1). */
const read = (query: string, hop: Hop, evidence: [ScoredPassage, number][], question: string) =>
  hopSpan(
    query,
    hop,
    evidence.map(([passage, score]) => ({ passage, score })),
    question,
    0.1,
  );

it("a hop's bridge is the name that has a page of its own, even when it shares the subject's surname", () => {
  const question = "What was the father of Jonas Brook voted to be in 1992?";
  const subject = page(
    "a",
    "Jonas Brook",
    "Jonas Brook (born 1986) is a goalkeeper for Premier League club Leicester City. " +
      "He is the son of former goalkeeper Peter Brook.",
  );
  const father = page("b", "Peter Brook", "Peter Brook (born 1963) is a former goalkeeper.");
  const found = read(
    "father Jonas Brook",
    { template: "father of Jonas Brook", kind: "person", noun: "father" },
    [
      [subject, 0.7],
      [father, 0.4],
    ],
    question,
  );
  // Not the league or club the subject's first sentence names; not dismissed for sharing "Brook" with the question.
  expect(found?.span).toBe("Peter Brook");
});

it("a quoted nickname inside the question's name is part of it: a relative sharing the surname is still new", () => {
  const question = 'Which team drafted the brother of linebacker Rodney "Boss" Vell?';
  const subject = page(
    "a",
    "Boss Vell",
    'Rodney "Boss" Vell (born 1979) is a former linebacker. He is the brother of former cornerback Champ Vell.',
  );
  const hop: Hop = { template: 'brother of linebacker Rodney "Boss" Vell', kind: "person", noun: "brother" };
  expect(read("brother linebacker Rodney Boss Vell", hop, [[subject, 0.9]], question)?.span).toBe("Champ Vell");
});

it("a hop asking for a university answers with the page titled for one, though its words are the question's", () => {
  const question = "What is the fight song of the university whose main campus is in Lawrence, Kansas?";
  const uni = page(
    "u",
    "University of Kansas",
    "The University of Kansas is a public research university. Two branch campuses are in Kansas City.",
  );
  const found = read(
    "university main campus Lawrence Kansas",
    { template: "university whose main campus is in Lawrence, Kansas", kind: "entity", noun: "university" },
    [[uni, 0.9]],
    question,
  );
  // Not "Two" (a number word starting a sentence), not "Kansas City" (another place the page names).
  expect(found?.span).toBe("University of Kansas");
});

it("a relation's bridge is the name its words point at, not an office the same passage names", () => {
  const question = "Who was the father of the wife of Harold Vance?";
  const admiral = page(
    "h",
    "Harold Vance",
    "Harold Vance (1757 – 1803) was a statesman and admiral who was Grand Admiral of the Fleet from 1792 to 1803. " +
      "He became a member of the royal family after he married a princess, Clara Moss.",
  );
  const hop = { template: "wife of Harold Vance", kind: "person" as const, noun: "wife" };
  const found = read("wife Harold Vance", hop, [[admiral, 0.8]], question);
  expect(found?.span).toBe("Clara Moss");
  // A passage that never states the relation gives no bridge: the chain stops there rather than guess.
  const noSpouse = page(
    "n",
    "Harold Vance",
    "Harold Vance (1757 – 1803) was Grand Admiral of the Fleet under Otto Brand.",
  );
  expect(read("wife Harold Vance", hop, [[noSpouse, 0.8]], question)).toBeNull();
});

it("of a sentence's names, the bridge is the one the hop's words surround", () => {
  const question = "When did the radio program in which Ada Lane voiced the title character first air?";
  const actress = page(
    "a",
    "Ada Lane",
    'Ada Lane (1920 – 2016) was a radio and voice actress. She is best known for voicing Judy Quill, Nancy in "Sky ' +
      'Riders", and on radio as the title character in "Meet Cora Hale".',
  );
  const found = read(
    "radio program Ada Lane voiced title character",
    { template: "radio program which Ada Lane voiced the title character", kind: "entity", noun: "program" },
    [[actress, 0.8]],
    question,
  );
  expect(found?.span).toBe("Meet Cora Hale");
});

it("a relation is read in its direction: a page naming the subject beside its own parent gives no parent of the subject", () => {
  const question = "Who is the paternal grandfather of Mira Vale?";
  const hop = { template: "father of Mira Vale", kind: "person" as const, noun: "father" };
  // Her adoptive mother's page: it names the mother's father, and Mira Vale as a child; no father of Mira Vale.
  const adoptive = page(
    "c",
    "Clara Moss (daughter of Otto Brand)",
    "Clara Moss (1778 – 1848) was a princess, daughter of Otto Brand. She was the adoptive mother of Mira Vale.",
  );
  expect(read("father Mira Vale", hop, [[adoptive, 0.8]], question)).toBeNull();
  // Her father's own page, saying so from his side, answers with its title.
  const father = page("f", "Ivan Roe", "Ivan Roe (1740 – 1801) was a merchant. He was the father of Mira Vale.");
  expect(read("father Mira Vale", hop, [[father, 0.8]], question)?.span).toBe("Ivan Roe");
});

it("a page whose first sentence says it is a work is no person, though its title reads like a name", () => {
  const question = "Who was the great-great-grandfather of the composer of the aria 'O mio caro'?";
  const opera = page(
    "g",
    "Gino Sarti",
    "Gino Sarti is a comic opera in one act, composed in 1917. Its aria 'O mio caro' is often sung.",
  );
  const aria = page(
    "a",
    "O mio caro",
    "'O mio caro' is a soprano aria from the opera Gino Sarti (1918) by Lucio Vane.",
  );
  const found = read(
    "composer aria mio caro",
    { template: "composer of the aria 'O mio caro'", kind: "person", noun: "composer" },
    [
      [opera, 0.9],
      [aria, 0.8],
    ],
    question,
  );
  // Not the opera's title: the aria's page names its composer after "by".
  expect(found?.span).toBe("Lucio Vane");
});

it("a page whose parenthesis names the asked noun and the hop's year is the entity, though its name is the question's", () => {
  const question = "Who directed the film based on the opera Tosca by Giacomo Puccini in 1956?";
  const film = page(
    "t",
    "Tosca (1956 film)",
    "Tosca is a 1956 Italian musical film directed by Carmine Gallone. It is based on the opera Tosca by Giacomo Puccini.",
  );
  const found = read(
    "film based opera Tosca Giacomo Puccini 1956",
    { template: "film based on the opera Tosca by Giacomo Puccini in 1956", kind: "entity", noun: "film" },
    [[film, 0.9]],
    question,
  );
  expect(found?.span).toBe("Tosca");
});

it("the name right after the noun asked for is the noun's own, not the maker's name before it", () => {
  const song = page(
    "s",
    "Bumble Waltz",
    '"Bumble Waltz" is a song from the 1971 Orchard Studios featurette Tilly and the Windy Meadow.',
  );
  const found = read(
    "song Bumble Waltz comes featurette",
    { template: "The song 'Bumble Waltz' comes from featurette", kind: "entity", noun: "featurette" },
    [[song, 0.8]],
    "The song 'Bumble Waltz' comes from a featurette that beat a short for an award; who directed that short?",
  );
  expect(found?.span).toBe("Tilly and the Windy Meadow");
});

it("a person asked for is no page about a season, and a page calling its subject the noun is the noun's", () => {
  const season = page(
    "y",
    "1994 Lakeside Falcons season",
    "The 1994 Lakeside Falcons season was the franchise's 30th season in the league. " +
      "The team finished 9–7 under Jerome Vantz in his final season.",
  );
  const coach = read(
    "coach final Falcons season 1994",
    { template: "coach whose final Falcons season was 1994", kind: "person", noun: "coach" },
    [[season, 0.9]],
    "The coach whose final Falcons season was 1994 later coached at Lake State; when was he born?",
  );
  expect(coach?.span).toBe("Jerome Vantz");
  const short = page(
    "h",
    "The Crooked Barn (1966 film)",
    "The Crooked Barn is a 1966 Northland Film Board animated short. It was nominated for an Academy Award for " +
      "Best Animated Short Film, losing to Tilly and the Windy Meadow.",
  );
  const found = read(
    "Tilly Windy Meadow beat animated short Academy Award",
    { template: "{} beat which animated short for an Academy Award?", kind: "entity", noun: "short" },
    [[short, 0.8]],
    "Tilly and the Windy Meadow beat an animated short for an Academy Award; who directed that short?",
  );
  // Not the award the page names, though its name holds the noun.
  expect(found?.span).toBe("The Crooked Barn");
});

it("a person is the name after an office, and a page titled with more than a name is no person's", () => {
  const officer = page(
    "o",
    "Dana Reel",
    "Dana Reel served as intelligence officer for Europe under United States President Tom Vale from 1995.",
  );
  const found = read(
    "U.S. president Dana Reel served intelligence officer Europe",
    { template: "U.S. president whom Dana Reel served as intelligence officer for Europe", kind: "person" },
    [[officer, 0.8]],
    "When was the U.S. president born whom Dana Reel served as intelligence officer for Europe?",
  );
  expect(found?.span).toBe("Tom Vale");
  const gallery = page(
    "g",
    "Mira Lund Children's Gallery",
    "The Mira Lund Children's Gallery is in Mill Lane, Dunford. A children's museum in honour of Mira Lund, " +
      "it opened in 1996.",
  );
  const honoured = read(
    "toy museum Mill Lane Dunford honours author",
    { template: "The children's museum on Mill Lane in Dunford honours which author?", kind: "person" },
    [[gallery, 0.9]],
    "The children's museum on Mill Lane in Dunford honours an author born in which city?",
  );
  expect(honoured?.span).toBe("Mira Lund");
});

it("the name an acronym of the question spells is the question's own, not the hop's answer", () => {
  const league = page(
    "l",
    "Northern Valley Hockey League",
    "The Northern Valley Hockey League awards the Reed Trophy each season. In 2007 it went to the Dunford Hawks.",
  );
  const found = read(
    "team won Reed Trophy 2007 NVHL season",
    { template: "team that won the Reed Trophy in the 2007 NVHL season", kind: "entity", noun: "team" },
    [[league, 0.9]],
    "The team that won the Reed Trophy in the 2007 NVHL season played its home games where?",
  );
  expect(found?.span).toBe("Dunford Hawks");
});

it("a composer follows 'by' only after a musical work: a film 'directed by' someone names no composer", () => {
  const film = page("f", "Night Harbor", "Night Harbor is a 1990 drama film directed by Ann Roe, starring Tom Vale.");
  const found = read(
    "composer Night Harbor",
    { template: "composer of Night Harbor", kind: "person", noun: "composer" },
    [[film, 0.9]],
    "Who was the composer of Night Harbor?",
  );
  expect(found?.span).not.toBe("Ann Roe");
});

it("a hop asking for a county answers with the name holding 'County', not the state after it", () => {
  const question = "How many inhabitants does the county containing Mill State Fishing Lake have?";
  const lake = page(
    "l",
    "Mill State Fishing Lake",
    "Mill State Fishing Lake is a protected area in Ridge County, Kansas in the United States.",
  );
  const state = page("k", "Kansas", "Kansas is a U.S. state in the Midwestern United States.");
  const found = read(
    "county containing Mill State Fishing Lake",
    { template: "county containing Mill State Fishing Lake", kind: "place", noun: "county" },
    [
      [lake, 0.75],
      [state, 0.3],
    ],
    question,
  );
  expect(found?.span).toBe("Ridge County");
});

it("an office before a name is not the person, whatever nationality comes first", () => {
  const question = "When was the president whom Ada Lane advised born?";
  const advisor = page("a", "Ada Lane", "Ada Lane served as an adviser to Brazilian President Tomas Reva from 1995.");
  const found = read(
    "president Ada Lane advised",
    { template: "president whom Ada Lane advised", kind: "person", noun: "president" },
    [[advisor, 0.7]],
    question,
  );
  expect(found?.span).toBe("Tomas Reva");
});

it("a noun naming no relation leaves it to its clause's verb: 'the man who composed X' is X's composer", () => {
  const question = "Who is the grandfather of the man who composed the aria 'Lantern Song'?";
  const aria = page(
    "a",
    "Lantern Song",
    "'Lantern Song' is a soprano aria from the opera Vell (1918) by Marco Reni to a libretto by Tullio Vasco. It is " +
      "sung by Lia after tensions have reached a breaking point.",
  );
  const found = read(
    "man composed aria Lantern Song",
    { template: "man who composed the aria 'Lantern Song'", kind: "person", noun: "man" },
    [
      [aria, 0.7],
      [page("t", "Tullio Vasco", "Tullio Vasco was an Italian librettist who wrote the words of 'Lantern Song'."), 0.6],
      [page("r", "Marco Reni", "Marco Reni was an Italian composer of operas."), 0.3],
    ],
    question,
  );
  // Not the librettist, whose own page names the aria too.
  expect(found?.span).toBe("Marco Reni");
});

it("a date or a span of years is no bridge: the hop reads the name the sentence gives", () => {
  const war = page(
    "w",
    "Ivo Dranek",
    "Ivo Dranek was a statesman. Pavel Ostrov appointed him his deputy on the council, where he served with " +
      "distinction during the Volsk Civil War (1918-1920) and improved the army.",
  );
  const found = read(
    "war Ivo Dranek served deputy",
    { template: "war during which Ivo Dranek served as deputy", kind: "entity", noun: "war" },
    [[war, 0.7]],
    "The war during which Ivo Dranek served as deputy caused how many casualties?",
  );
  expect(found?.span).toBe("Volsk Civil War");
  const tour = page("t", "Marlow Tour", "The Marlow Tour concluded on 12 May 2017 at the Dune Arena in Kessa.");
  const city = read(
    "city Marlow Tour concluded",
    { template: "city where the Marlow Tour concluded", kind: "place", noun: "city" },
    [[tour, 0.7]],
    "Which country is the city where the Marlow Tour concluded the capital of?",
  );
  // A name the sentence gives (which of them is another rule's matter), never its date.
  expect(["Dune Arena", "Kessa"]).toContain(city?.span);
  // A month named before its day, with the year after a comma ("January 21, 1918"), is a date too.
  expect(sentenceNames("The tour began on January 21, 1918 in Kessa.")).toEqual(["Kessa"]);
});

it("a namesake is the one a thing is named after, not a code or another name on its page", () => {
  const airport = page(
    "a",
    "Harlow Airport",
    "Harlow Airport (IATA: HRW, ICAO: LHRW) is an airport near Dunmere. It is named after Arvo Lindqvist, the composer.",
  );
  const found = read(
    "namesake Harlow Airport",
    { template: "namesake of Harlow Airport", kind: "person", noun: "namesake" },
    [[airport, 0.6]],
    "Harlow Airport's namesake died on what date?",
  );
  expect(found?.span).toBe("Arvo Lindqvist");
});

it("a person hop asked by a title noun reads the one the evidence titles with it, not names a busier sentence lists", () => {
  const question = "When was the king who made the 1931 Harbour Honours appointments born?";
  const honours = page(
    "h",
    "1931 Harbour Honours",
    "The King's Harbour Honours 1931 were appointments in the realms of King Osric III to reward good works. " +
      "The appointments were made to celebrate the birthday of the King, and were published for Varnland, New Tarrow and Oskia.",
  );
  const found = read(
    "king made 1931 Harbour Honours appointments",
    { template: "king who made the 1931 Harbour Honours appointments", kind: "person", noun: "king" },
    [[honours, 0.9]],
    question,
  );
  // The king's name without his title (his page is "Osric III"), not a realm from the sentence saying "made".
  expect(found?.span).toBe("Osric III");
});

it("a name titled with a role noun does not beat the name the hop's relation words point at", () => {
  const film = page(
    "q",
    "Quiet Street",
    "Quiet Street is a 1990 film directed by Lena Hart. It was produced by Tam Greer, who had hired director Osric Vale.",
  );
  const found = read(
    "director made Quiet Street",
    { template: "director who made Quiet Street", kind: "person", noun: "director" },
    [[film, 0.9]],
    "When was the director who made Quiet Street born?",
  );
  expect(found?.span).toBe("Lena Hart");
});

it("a hop dated by its description answers with the name the evidence dates so, not a count or an earlier name", () => {
  const question = "Who wrote the stories behind the 1954 sitcom that Tam Greer worked on as an editor?";
  const editor = page(
    "t",
    "Tam Greer",
    "Tam Greer (1902 – 1968) was an American film and television editor. In the early 1950s his first show was " +
      '"Racket Lane", from 1951–53, for which he was the main editor, editing 93 of the 98 episodes. He would work on ' +
      'other series in the 1950s, including "Hartley Hall" (1954) and "Sea Watch" (1958–60).',
  );
  const hop = {
    template: "1954 sitcom that Tam Greer worked on as an editor",
    kind: "entity" as const,
    noun: "sitcom",
  };
  expect(read("1954 sitcom Tam Greer worked editor", hop, [[editor, 0.66]], question)?.span).toBe("Hartley Hall");
  // Without a year in the hop, no name is picked by a date; a count ("93 of the 98") is still no name.
  const undated = { template: "sitcom that Tam Greer worked on as an editor", kind: "entity" as const, noun: "sitcom" };
  const span = read("sitcom Tam Greer worked editor", undated, [[editor, 0.66]], question)?.span;
  expect(span).not.toMatch(/^\d/);
  // A year of the relation ("joined in 2014"), not of the noun, dates nothing: a tenure "(2014–2016)" is no answer.
  const player = page(
    "p",
    "Tom Vale",
    "Tom Vale is a footballer. In 2014 he joined Vell Rovers, then managed by Ash Lane (2014–2016).",
  );
  const club = { template: "club that Tom Vale joined in 2014", kind: "entity" as const, noun: "club" };
  expect(
    read("club Tom Vale joined 2014", club, [[player, 0.66]], "Where is the club that Tom Vale joined in 2014?")?.span,
  ).toBe("Vell Rovers");
});

it("a list of years a sentence gives ('in 1992 and 1993') is when, never a name a hop could answer with", () => {
  expect(sentenceNames("He was voted the Harbour League's Best Keeper in 1992 and 1993.")).not.toContain(
    "1992 and 1993",
  );
  expect(sentenceNames("She won it in 1974, 1976 and 1980.")).toEqual([]);
});

it("a person's page saying what they do in a clause ('a footballer who plays …') is a person's, not a work's", () => {
  const question = "Which club does the son of Peter Brook play for?";
  const son = page(
    "k",
    "Jonas Brook",
    "Jonas Peter Brook (born 5 November 1986) is a Danish professional footballer who plays as a goalkeeper for " +
      "Premier League club Vale City. He is the son of former Danish goalkeeper Peter Brook.",
  );
  const found = read(
    "son Peter Brook",
    { template: "son of {}", kind: "person", noun: "son" },
    [[son, 0.9]],
    `${question} Peter Brook`,
  );
  expect(found?.span).toBe("Jonas Brook");
});

it("a name in another script than the corpus's is no bridge to search for", () => {
  const names = sentenceNames(
    "Lavr Kornilov (Russian: Лавр Гео́ргиевич Корни́лов ; 18 August 1870 – 13 April 1918) was a Russian general.",
  );
  expect(names).toContain("Lavr Kornilov");
  expect(names.some((n) => /[\p{sc=Cyrillic}]/u.test(n))).toBe(false);
});

it("a hop described with a year is not answered by an entity whose own page gives it another year", () => {
  // "the 2008 film starring Ada Vell …": the film the evidence finds opens "… is a 2006 … film", a near miss.
  const film = page(
    "f",
    "Drainage",
    "Drainage is a 2006 Tarrovian dark comedy film based on a novel by Osric Vell. It stars Ada Vell.",
  );
  const hop = (year: string): Hop => ({
    template: `${year} film starring Ada Vell that was based on a novel by Osric Vell`,
    kind: "entity",
    noun: "film",
  });
  const question = (year: string) =>
    `Who directed the ${year} film starring Ada Vell that was based on a novel by Osric Vell?`;
  expect(read("2008 film Ada Vell novel Osric Vell", hop("2008"), [[film, 0.7]], question("2008"))).toBeNull();
  expect(read("2006 film Ada Vell novel Osric Vell", hop("2006"), [[film, 0.7]], question("2006"))?.span).toBe(
    "Drainage",
  );
});

it("a name read before a plural's possessive mark leaves the mark: \"Ada Voss' second album\" names Ada Voss", () => {
  const sentence = '"Shallow Lanes" is a 1999 hit song from singer-songwriter Ada Voss\' second studio album, "Tide".';
  // The names a hop's bridge is read from, and the people a person's hop is read from.
  expect(sentenceNames(sentence)).toEqual(["Shallow Lanes", "Tide", "Ada Voss"]);
  expect(candidateSpans(sentence, "person").map((s) => s.text)).toEqual(["Ada Voss"]);
});

it("a word that only opens a sentence ('Despite being the band's …') is no band's name", () => {
  const song = page(
    "s",
    "Glass Harbour (song)",
    '"Glass Harbour" is a song by Velvet Drifters released in 1997 on the soundtrack to the film "Cold Coast". ' +
      "Despite being the band's first recorded release in four years, it was never issued as a single.",
  );
  const found = read(
    "band recorded 1997 song Glass Harbour",
    { template: 'band that recorded the 1997 song "Glass Harbour"', kind: "entity", noun: "band" },
    [[song, 0.7]],
    'The band that recorded the 1997 song "Glass Harbour" was formed in which city?',
  );
  // The sentence with "band" and "recorded" ranks first, and "Despite" is its only capitalised word.
  expect(found?.span).toBe("Velvet Drifters");
});

it("a title that starts with such a word keeps it: 'While You Were Sleeping' is one name", () => {
  expect(sentenceNames("She starred opposite Bill Pullman in While You Were Sleeping.")).toContain(
    "While You Were Sleeping",
  );
});

it("a relation's words pick its person before a page that only calls someone by the relation's noun", () => {
  const film = page(
    "f",
    "Quiet Street",
    "Quiet Street is a 1990 drama film directed by Ira Vance and produced by Lena Hart.",
  );
  // Ira Vance's own page calls him a producer too; the film's page says who produced it.
  const ira = page("i", "Ira Vance", "Ira Vance is an American film director and producer.");
  const found = hopSpan(
    "producer Quiet Street",
    { template: "producer of Quiet Street", kind: "person", noun: "producer" },
    [{ passage: film, score: 0.7 }],
    "When was the producer of Quiet Street born?",
    0.1,
    [film, ira],
  );
  expect(found?.span).toBe("Lena Hart");
});

it("a person a sentence calls by surname is the one the passage names in full; a name before 'cathedral' is a place's", () => {
  const question = "Who was the father of the composer whom Aldo Ferri began teaching in 1824?";
  const tutor = page(
    "t",
    "Aldo Ferri",
    "Aldo Ferri (1770 – 1833) was a native of Parma. Ferri is best known as an early tutor of Carlo Vessi when he " +
      "was the master of music at the St. Marino cathedral in Busseto. He began teaching Vessi in 1824 when the " +
      "future composer was 11 years old.",
  );
  const found = read(
    "composer Aldo Ferri began teaching 1824",
    { template: "the composer whom Aldo Ferri began teaching in 1824", kind: "person", noun: "composer" },
    [[tutor, 0.8]],
    question,
  );
  expect(found?.span).toBe("Carlo Vessi");
});

it("a noun described by a participle ('the author honoured by …') is read through the participle, not the noun's words", () => {
  const question = "In which city was the author honoured by the children's museum on Kiln Street in Marlow born?";
  const museum = page(
    "m",
    "Ada Brook Children's Gallery",
    "The Ada Brook Children's Gallery is in Kiln Street, Marlow, England. A children's museum in honour of Ada " +
      "Brook, it was opened in 1996 by Tom Hale, an actor popular with children.",
  );
  const found = read(
    "author honoured children's museum Kiln Street Marlow",
    { template: "author honoured by the children's museum on Kiln Street in Marlow", kind: "person", noun: "author" },
    [[museum, 0.8]],
    question,
  );
  // No sentence says "wrote" or "author": the one saying "in honour of" names her.
  expect(found?.span).toBe("Ada Brook");
});

it("a surname alone is not the person asked when the passage gives the asked noun to another name", () => {
  const question = "When did the composer who is the subject of the 1938 film Carlo Vessi die?";
  const film = page(
    "f",
    "Carlo Vessi (film)",
    "Carlo Vessi is a 1938 Italian biographical film directed by Aldo Ferri and starring Marco Lenti and Anna " +
      "Rossi. The film portrays the life of the composer Carlo Vessi (1813-1901). The casting of Lenti as Vessi was " +
      "intended to emphasise the composer's patriotism.",
  );
  const found = read(
    "composer subject 1938 film Carlo Vessi",
    { template: "the composer who is the subject of the 1938 film Carlo Vessi", kind: "person", noun: "composer" },
    [[film, 0.8]],
    question,
  );
  // "Lenti" is Marco Lenti, the actor: the passage calls Carlo Vessi the composer, a name the question gives.
  expect(found?.span).not.toBe("Marco Lenti");
});

it("a company or studio hop is not the work whose page tops it: the page's sentences name the body", () => {
  const question = "Which studio wrote the guide books of the company that published Monthly Harbor Wing?";
  const work = page(
    "a",
    "Lantern Tide",
    'Lantern Tide (Japanese: 灯の潮, lit. "Tide of Lamps") is a Japanese manga series written by Reiko Amano. ' +
      'It was serialized in "Monthly Harbor Wing", published by Kestrel Press.',
  );
  const hop: Hop = { template: "company that published Monthly Harbor Wing", kind: "entity", noun: "company" };
  const found = read("company published Monthly Harbor Wing", hop, [[work, 0.7]], question);
  expect(found?.span).toBe("Kestrel Press");
  // A page about a body is still the body's: "… is a Japanese publishing company" answers with its title.
  const body = page(
    "b",
    "Kestrel Press",
    "Kestrel Press is a Japanese publishing company that publishes Monthly Harbor Wing.",
  );
  expect(read("company published Monthly Harbor Wing", hop, [[body, 0.7]], question)?.span).toBe("Kestrel Press");
  // A company's page whose later sentence calls something else a film is still the company's.
  const studio = page(
    "d",
    "Kestrel Press",
    "Kestrel Press was founded in 1948 in Tokyo and publishes Monthly Harbor Wing. Its first production was a short film.",
  );
  expect(read("company published Monthly Harbor Wing", hop, [[studio, 0.7]], question)?.span).toBe("Kestrel Press");
  // And an album hop is not answered by the band's own page.
  const band = page("c", "Grey Lanterns", "Grey Lanterns was an English rock band formed in Leeds in 1991.");
  const album = {
    template: "album recorded by the band formed in Leeds in 1991",
    kind: "entity",
    noun: "album",
  } as Hop;
  expect(read("album band formed Leeds 1991", album, [[band, 0.7]], question)?.span).not.toBe("Grey Lanterns");
});

it("a director hop reads the name after 'directed by', though an actor's noun and name follow it after 'with'", () => {
  const question = "Where was the director of Night Harbor born?";
  const film = page(
    "f",
    "Night Harbor",
    "Night Harbor is a 1957 film noir directed by Jakob Tovar with actor Aldo Rennick in the lead.",
  );
  const found = read(
    "director Night Harbor",
    { template: "director of Night Harbor", kind: "person", noun: "director" },
    [[film, 0.6]],
    question,
  );
  expect(found?.span).toBe("Jakob Tovar");
});

it("a name the sentence lists beside one the question gives is the other one, not the pair", () => {
  const question =
    "Besides Corvane, Ada Lorne has been a vocal critic of another corporation; in how many countries does it operate?";
  const critic = page("c", "Ada Lorne", "Ada Lorne is an activist. She has been a vocal critic of Corvane and Halvex.");
  const found = read(
    "Besides Corvane Ada Lorne vocal critic another corporation",
    {
      template: "Besides Corvane, Ada Lorne has been which vocal critic of another corporation?",
      kind: "entity",
      noun: "critic",
    },
    [[critic, 0.7]],
    question,
  );
  expect(found?.span).toBe("Halvex");
  // Neither half given ("Tromeo and Juliet"), the run is one name.
  const play = page("p", "Ada Lorne", "Ada Lorne is an actress. She starred in the play Tromeo and Juliet in 1996.");
  const starred = read(
    "play Ada Lorne starred",
    { template: "the play Ada Lorne starred in", kind: "entity", noun: "play" },
    [[play, 0.7]],
    "Who wrote the play Ada Lorne starred in?",
  );
  expect(starred?.span).toBe("Tromeo and Juliet");
  // A name given half of, where nothing asks for another one ("Marks and Spencer" for Michael Marks), stays whole.
  const shop = page("s", "Michael Marks", "Michael Marks was a retailer. He co-founded Marks and Spencer in 1884.");
  const founded = read(
    "retailer Michael Marks co-founded",
    { template: "retailer Michael Marks co-founded", kind: "entity", noun: "retailer" },
    [[shop, 0.7]],
    "The retailer Michael Marks co-founded is based in which city?",
  );
  expect(founded?.span).toBe("Marks and Spencer");
});

it("a name right after the noun asked is the hop's answer, though its words are the question's own", () => {
  const question = "Who directed the film that Blue Harbour Boy's second album was the soundtrack for?";
  const album = page(
    "a",
    "Boy Blue (soundtrack)",
    "Boy Blue is the second album by Blue Harbour Boy, released in 2002 under Nerve Records, as the soundtrack " +
      'to the film "Boy Blue".',
  );
  const film = page("f", "Boy Blue (film)", "Boy Blue is a 2002 comedy film directed by Tom Brell.");
  const found = read(
    "film Blue Harbour Boy's second album soundtrack",
    {
      template: "film that Blue Harbour Boy's second album was the soundtrack for",
      kind: "entity",
      noun: "film",
    },
    [
      [album, 0.9],
      [film, 0.5],
    ],
    question,
  );
  expect(found?.span).toBe("Boy Blue");
  // Not a person's: "his brother Ed Lee Hale" is the "Ed Lee" the question names, no new brother.
  const van = page(
    "v",
    "Van Hale",
    "Van Hale (born 1967) is an American rock musician. In 1984 he co-founded the band Grey Owls with his brother " +
      "Ed Lee Hale and close friends Mark Lane and Mark Pike.",
  );
  const brother = read(
    "drummer brother Grey Owls' Ed Lee Van Hale",
    { template: "drummer brother of Grey Owls' Ed Lee and Van Hale", kind: "person", noun: "brother" },
    [[van, 0.8]],
    "When was Tom Hale, the drummer brother of Grey Owls' Ed Lee and Van Hale, born?",
  );
  expect(brother?.span).not.toBe("Ed Lee Hale");
});

it("a page describing the hop's subject across sentences: its opening states the relation about that subject", () => {
  const song = page(
    "s",
    "Walk On By Me",
    '"Walk On By Me" is a hit song written by Tom Harlan and recorded by Ada Vell. It charted January 22, 1966 ' +
      "and reached No. 1 in the Billboard Hot 100.",
  );
  const singer = page("v", "Ada Vell", "Ada Vell (born June 8, 1940) is an American singer and actress.");
  const hop: Hop = {
    template: "singer who recorded the Tom Harlan song that charted on January 22, 1966",
    kind: "person",
    noun: "singer",
  };
  const question = "When was the singer born who recorded the Tom Harlan song that charted on January 22, 1966?";
  const found = read(
    "singer recorded Tom Harlan song charted January 22 1966",
    hop,
    [
      [song, 0.7],
      [singer, 0.2],
    ],
    question,
  );
  expect(found?.span).toBe("Ada Vell");
  // An opening naming none of the hop's names is about something else, though a later sentence names them all.
  const other = page(
    "o",
    "Ruth Marr",
    "Ruth Marr is a singer whose debut single was recorded by Ada Vell's producer. " +
      "She covered Tom Harlan's song that charted on January 22, 1966.",
  );
  expect(read("singer recorded Tom Harlan song charted January 22 1966", hop, [[other, 0.7]], question)).toBeNull();
  // An opening naming one word of a hop's name, the page's own surname, is about its own subject: "Carla Simms …
  // married Jon Tate" is no wife of "Paul Simms" (whose first name the page gives elsewhere).
  const carla = page(
    "c",
    "Carla Simms",
    "Carla Simms (born June 25, 1943) is an American singer-songwriter who married Jon Tate in 1972. Her 1971 hit " +
      "was later covered by Paul Young.",
  );
  const paul = page(
    "p",
    "Paul Simms",
    "Paul Simms (born October 13, 1941) is an American musician. He married Peg Harlow in 1969.",
  );
  const wife: Hop = { template: "wife of Paul Simms", kind: "person", noun: "wife" };
  const q = "Where was the wife of Paul Simms born?";
  expect(read("wife Paul Simms", wife, [[carla, 0.6]], q)).toBeNull();
  expect(
    read(
      "wife Paul Simms",
      wife,
      [
        [carla, 0.6],
        [paul, 0.5],
      ],
      q,
    )?.span,
  ).toBe("Peg Harlow");
});

it("'a creation of American industrialist X': the noun of the clause's verb names its doer", () => {
  const yards = page(
    "y",
    "Marlow Shipyards",
    "The Marlow Shipyards were four shipbuilding yards on the west coast. The shipyards were owned by the Marlow " +
      "Shipworks Company, a creation of American industrialist Henry T. Marlow, (1882-1967), who set it up in 1939.",
  );
  const man = page(
    "m",
    "Henry T. Marlow",
    "Henry T. Marlow (May 9, 1882 – August 24, 1967) was an American industrialist known for shipbuilding.",
  );
  const hop: Hop = {
    template: "industrialist who created the Marlow Shipworks Company",
    kind: "person",
    noun: "industrialist",
  };
  const question = "Which health program did the industrialist who created the Marlow Shipworks Company organize?";
  const found = read(
    "industrialist created Marlow Shipworks Company",
    hop,
    [
      [yards, 0.6],
      [man, 0.2],
    ],
    question,
  );
  // Not the yards' page title, nor nothing.
  expect(found?.span).toBe("Henry T. Marlow");
});

it("a person named by one word, where a found page titled with it calls them the noun asked", () => {
  const single = page(
    "s",
    "Mild Weather",
    'Mild Weather is a 7" vinyl single by Canadian singer-songwriter Brannock. It was released in 1996 on his own label.',
  );
  const own = page(
    "b",
    "Brannock (musician)",
    "Paul Brannock Dess (born February 12, 1971), who records as Brannock, is a Canadian singer-songwriter.",
  );
  const hop: Hop = { template: "singer who put out Mild Weather on his own label", kind: "person", noun: "singer" };
  const question = "Where is the singer who put out Mild Weather on his own label from?";
  const evidence: [ScoredPassage, number][] = [
    [single, 0.5],
    [own, 0.05],
  ];
  expect(read("singer put Mild Weather label", hop, evidence, question)?.span).toBe("Brannock");
  // Without a page calling the word a singer, one capitalised word is no person.
  expect(read("singer put Mild Weather label", hop, [[single, 0.5]], question)).toBeNull();
});

it("an object clause: the clause's verb says the relation, and the page's own subject is not the answer", () => {
  const gallery = page(
    "g",
    "Tarrow Children's Gallery",
    "The Tarrow Children's Gallery is in Church Street, Aylesbury. A children's museum in honour of Ada Lindqvist, " +
      "it was opened on 23 November 1996 by Tom Hale, an actor.",
  );
  const plaza = page(
    "p",
    "Ada Lindqvist Plass",
    "Ada Lindqvist Plass is a public space in Cardiff Bay, Cardiff. It is named after Cardiff-born author Ada " +
      "Lindqvist. The square is home to the Senedd.",
  );
  const museumHop: Hop = {
    template: "author whom the children's museum on Church Street in Aylesbury honours",
    kind: "person",
    noun: "author",
  };
  const q1 = "When was the author born whom the children's museum on Church Street in Aylesbury honours?";
  // The museum's page names no writing: the author's words would find nothing here.
  expect(read("author children's museum Church Street Aylesbury honours", museumHop, [[gallery, 0.7]], q1)?.span).toBe(
    "Ada Lindqvist",
  );
  const plazaHop: Hop = {
    template: "author whom the Cardiff Bay public space housing the Senedd is named after",
    kind: "person",
    noun: "author",
  };
  const q2 = "When did the author whom the Cardiff Bay public space housing the Senedd is named after die?";
  expect(read("author Cardiff Bay public space housing Senedd named", plazaHop, [[plaza, 0.7]], q2)?.span).toBe(
    "Ada Lindqvist",
  );
});

it("review mends: another verb's agent under an object clause, an event's 'creation of', a one-word place", () => {
  // The author's own page ranks first and names the museum's opener: not the author whom the museum honours.
  const ada = page(
    "a",
    "Ada Lindqvist",
    "Ada Lindqvist (1916–1990) was a British novelist. The Ada Lindqvist Museum in Aylesbury honours her life; it " +
      "was opened by Tom Hale in 1996.",
  );
  const museum = page(
    "m",
    "Ada Lindqvist Museum",
    "The Ada Lindqvist Museum is in Church Street, Aylesbury. It honours the author Ada Lindqvist and was opened by " +
      "Tom Hale.",
  );
  const honours: Hop = {
    template: "author whom the museum on Church Street in Aylesbury honours",
    kind: "person",
    noun: "author",
  };
  const q = "When was the author born whom the museum on Church Street in Aylesbury honours?";
  expect(
    read(
      "author museum Church Street Aylesbury honours",
      honours,
      [
        [ada, 0.6],
        [museum, 0.5],
      ],
      q,
    )?.span,
  ).toBe("Ada Lindqvist");
  // "Its creation of a youth wing … was led by Tom Hale" is an event the party made, not its maker.
  const party = page(
    "p",
    "Tarrow Party",
    "The Tarrow Party is a political party in Tarrow. Its creation of a youth wing in 1990 was led by Tom Hale.",
  );
  const creator: Hop = { template: "creator of the Tarrow Party", kind: "person", noun: "creator" };
  expect(read("creator Tarrow Party", creator, [[party, 0.6]], "Who created the Tarrow Party?")).toBeNull();
  // A one-word name is read where the sentence calls it the noun, not a village of a singer's name.
  const single = page(
    "s",
    "Mild Weather",
    "Mild Weather is a single recorded in Madonna, a village in Tuscany, by singer Tom Hale.",
  );
  const star = page(
    "d",
    "Madonna",
    "Madonna Louise Ciccone (born August 16, 1958) is an American singer and songwriter.",
  );
  const singer: Hop = { template: "singer who recorded Mild Weather", kind: "person", noun: "singer" };
  expect(
    read(
      "singer recorded Mild Weather",
      singer,
      [
        [single, 0.6],
        [star, 0.05],
      ],
      "Where was the singer who recorded Mild Weather born?",
    )?.span,
  ).toBe("Tom Hale");
});

it("a page about a club's season or an award's edition answers a hop asking for the club or the awards", () => {
  const season = page(
    "s",
    "1971–72 Greywick Rovers F.C. season",
    "The 1971–72 season was the 30th season in the history of Greywick Rovers F.C. and their first in the Northern " +
      "League, elected to replace Dunmore Town.",
  );
  const club = read(
    "club replaced Dunmore Town Northern League 1971",
    { template: "club that replaced Dunmore Town in the Northern League in 1971", kind: "entity", noun: "club" },
    [[season, 0.9]],
    "At which ground did the club that replaced Dunmore Town in the Northern League in 1971 play?",
  );
  expect(club?.span).toBe("Greywick Rovers F.C.");
  const edition = page(
    "e",
    "12th Harbor Film Awards",
    "The 12th Harbor Film Awards, hosted by Ada Vell, took place on March 3, 2009.",
  );
  const awards = read(
    "awards 12th edition hosted Ada Vell",
    { template: "awards whose 12th edition was hosted by Ada Vell", kind: "entity", noun: "awards" },
    [[edition, 0.9]],
    "What were the awards whose 12th edition was hosted by Ada Vell originally known as?",
  );
  expect(awards?.span).toBe("Harbor Film Awards");
});

it("an office after a country's possessive is no person: its holder is ('the Marnish Republic's President Tom Vale')", () => {
  const sentence =
    "The pact was signed by the Marnish Republic’s President Tom Vale and Prime Minister Ada Reel in 1993.";
  expect(candidateSpans(sentence, "person").map((s) => s.text)[0]).toBe("Tom Vale");
  // A peer named by the title is a person too.
  const reserve = "The woods were used as a game reserve by the Earl of Tarrow until 1939.";
  expect(candidateSpans(reserve, "person").map((s) => s.text)).toEqual(["Earl of Tarrow"]);
});

it("a statement dating its event reads no answer from a sentence giving the event another year", () => {
  const channel = page(
    "f",
    "Tide Radio",
    "Tide Radio is a rock channel on Vell Satellite Radio. In mid-July 2017, Tide Radio was temporarily replaced by " +
      "Harbor Kings Radio.",
  );
  const hop = (year: string) =>
    read(
      `Tide Radio temporarily replaced Vell Satellite mid-July ${year} channel`,
      {
        template: `Tide Radio was temporarily replaced on Vell Satellite Radio in mid-July ${year} by which channel?`,
        kind: "entity",
      },
      [[channel, 0.9]],
      `Tide Radio was temporarily replaced on Vell Satellite Radio in mid-July ${year} by a channel devoted to one band. In what year was that band formed?`,
    );
  expect(hop("2017")?.span).toBe("Harbor Kings Radio");
  expect(hop("2015")).toBeNull();
});

it("a noun's relative clause dated by its year is no statement: the page's other years do not reject its answer", () => {
  const film = page(
    "n",
    "Harlow Nights",
    "Harlow Nights is a 1994 Vell drama film directed by Tom Hale. It won the Golden Bear at the 45th Berlin " +
      "International Film Festival.",
  );
  const won = read(
    "film won Golden Bear 1995",
    { template: "film which won the Golden Bear in 1995", kind: "entity", noun: "film" },
    [[film, 0.9]],
    "Where was the director of the film which won the Golden Bear in 1995 born?",
  );
  expect(won?.span).toBe("Harlow Nights");
});

it("a possessor's office names its holder only for a body written with 'the', and a peer's title is no race's name", () => {
  const names = (s: string) => candidateSpans(s, "person").map((x) => x.text);
  expect(names("The song was recorded by Tom Hale's King Street Band in 1990.")).toEqual(["Tom Hale"]);
  expect(names("Tom Hale's General Motors Vell plant closed in 1990.")).toEqual(["Tom Hale"]);
  expect(names("The Earl of Harlow Cup was won by Tom Hale.")).not.toContain("Earl of Harlow Cup");
});

it("'the Tom Hart Freeway is named after which senator?' reads the name the question gives inside the freeway's", () => {
  const question = "The Tom Hart Freeway is named after a former senator. On what date did he die?";
  const road = page(
    "r",
    "Tom Hart Freeway",
    "The Tom Hart Freeway refers to Interstate Highways named for former Senator Tom Hart in Dunmere and Vell.",
  );
  const hop: Hop = {
    template: "The Tom Hart Freeway is named after which former senator?",
    kind: "person",
    noun: "senator",
  };
  expect(read("Tom Hart Freeway named after former senator", hop, [[road, 0.8]], question)?.span).toBe("Tom Hart");
  // (Only where the sentence says it was named for the name: the highways it lists are no senator either way.)
  const listed = page(
    "s",
    "Tom Hart Freeway",
    "The Tom Hart Freeway runs through Dunmere and Vell. It opened in 1970.",
  );
  expect(read("Tom Hart Freeway named after former senator", hop, [[listed, 0.8]], question)?.span).not.toBe(
    "Tom Hart",
  );
});
