import { expect, it } from "vitest";
import { ExtractiveAnswerer, isBridgeQuestion } from "../src/skills/local/extractive-answer";
import { candidateSpans } from "../src/skills/local/spans";
import type { ScoredPassage } from "../src/types";
import { page } from "./support/page";

const ask = (question: string, passages: ScoredPassage[]) =>
  new ExtractiveAnswerer().answer({ question, queryTime: "2026-01-01T00:00:00Z", passages, threshold: 0.1 });

const strip = (answer: string) => answer.replace(/\s*\[\d+\]/g, "");

it("a 'where' lookup answers with the place the sentence gives for the asked relation, not the sentence", async () => {
  const out = await ask("Where was Tom Vale born?", [
    page(
      "v",
      "Tom Vale",
      "Tom Vale (born 1969, Garland, Texas is an anti-war organizer and a founding member of the Houston Collective.",
    ),
  ]);
  expect(strip(out.answer)).toBe("Garland, Texas");
  // A birth date is no birthplace: a page giving only the date gives no place.
  const dated = await ask("Where was Ada Lane born?", [
    page("a", "Ada Lane", "Ada Lane (born September 5, 1973) is an American actress, producer and singer."),
  ]);
  expect(strip(dated.answer)).not.toMatch(/^September/);
});

it("'when was X born' reads the birth in a biography's set places, not another date of the same sentence", async () => {
  const lawyer = page(
    "m",
    "Paul Marlow",
    "Paul Marlow (born April 1, 1949) is an American lawyer and lobbyist. He joined the campaign team in March 2016 " +
      "and served as its manager from June to August 2016.",
  );
  expect(strip((await ask("When was Paul Marlow born?", [lawyer])).answer)).toBe("April 1, 1949");
  const life = page(
    "k",
    "Ivan Korov",
    "Ivan Fyodorovich Korov (Russian: Иван Коров; 4 May 1881 – 11 June 1970) was a lawyer and a key figure of 1917.",
  );
  expect(strip((await ask("When was Ivan Korov born?", [life])).answer)).toBe("4 May 1881");
  expect(strip((await ask("When did Ivan Korov die?", [life])).answer)).toBe("11 June 1970");
  // Years joined by a bare hyphen are a life span too.
  const film = page(
    "f",
    "Korov (film)",
    "Korov is a 1938 film. It portrays the life of the lawyer Ivan Korov (1881-1970).",
  );
  expect(strip((await ask("When did Ivan Korov die?", [film])).answer)).toBe("1970");
});

it("a 'when did X …' date comes from a sentence stating the event asked, not another date of X's page", async () => {
  const band = page(
    "b",
    "Kite Hill",
    "Kite Hill are an alternative rock band from Boston, best known for the 1994 single 'Here & Now'. " +
      "The band's members are Ada Vell and Tam Greer.",
  );
  expect(strip((await ask("When did Kite Hill break up?", [band])).answer)).toBe("I don't know");
  // A sentence saying the event in other words answers: "split" for "break up", "was fought" for "take place".
  const split = page(
    "s",
    "Kite Hill",
    "Kite Hill are a rock band from Boston. The band split in 2001 after a tour.",
    1,
  );
  expect(strip((await ask("When did Kite Hill break up?", [split])).answer)).toBe("2001");
  const battle = page("f", "Battle of Vell Ford", "The Battle of Vell Ford was fought on 3 May 1862 near Harlow.");
  expect(strip((await ask("When did the Battle of Vell Ford take place?", [battle])).answer)).toBe("3 May 1862");
  // A verb of no known family is not checked: "sank" answers "sink", though no list spells it.
  const ship = page("t", "SS Vell", "SS Vell was a passenger liner. She sank on 15 April 1912 after striking ice.", 1);
  expect(strip((await ask("When did the SS Vell sink?", [ship])).answer)).toBe("15 April 1912");
});

it("a 'how many' answer is not a year-like number standing beside something else than what is counted", async () => {
  // The mother's page names the awards but gives no count of them; the daughter's gives a year beside a film.
  const daughter = page(
    "k",
    "Kiki Vell",
    "Kiki Vell (born June 20, 1987 in Detroit) is an American gospel singer. She is the daughter of gospel singer Ada " +
      "Vell. Vell portrayed Litha in the 2010 Christian-drama film 'Harbor Kid'.",
  );
  const mother = page(
    "a",
    "Ada Vell",
    "Ada Vell (born 1960) is an American gospel four-time Grammy Award-winning singer. She is the mother of Kiki Vell.",
    0.5,
  );
  const q = "Kiki Vell played Litha in Harbor Kid. How many Grammy Awards has her mother won?";
  expect(strip((await ask(q, [daughter, mother])).answer)).toBe("I don't know");
  // Beside what is counted, a four-digit number is a count: "2000 people".
  const town = page("t", "Vell Ford", "Vell Ford is a village in Harlow. About 2000 people live there.", 1);
  expect(strip((await ask("How many people live in Vell Ford?", [town])).answer)).toMatch(/^(?:About )?2000 people$/);
  // A year opening a parenthesis dates what comes before it, even beside the counted noun.
  const band = page(
    "b",
    "Tom Vale",
    "Tom Vale was the guitarist of the Vells. He released the album Purple Lane and the single Grey Day (1999 sub pop).",
    1,
  );
  expect(strip((await ask("How many singles did Tom Vale release?", [band])).answer)).not.toMatch(/1999/);
});

it("a date in the parenthesis after another name dates that name, not what is asked", async () => {
  const rhyme = page(
    "r",
    "Three Little Pups",
    "'Three Little Pups' is an English nursery rhyme. The rhyme as published today is usually attributed to the poet " +
      "Ada Lee Vell (1787–1860).",
  );
  expect(strip((await ask("In what year was Three Little Pups first published?", [rhyme])).answer)).toBe(
    "I don't know",
  );
  // The question's own name's parenthesis is its date: "Ada Lee Vell (1787–1860)" for when she was born.
  expect(strip((await ask("When was Ada Lee Vell born?", [rhyme])).answer)).toBe("1787");
  // A parenthesis stating an event is no name's dating: "(completed 2003)".
  const tower = page("g", "The Spire", "The Spire, formally 30 Vell Street (completed 2003), is a tower in Harlow.", 1);
  expect(strip((await ask("When was The Spire completed?", [tower])).answer)).toBe("2003");
});

it("a life span whose opening parenthesis a page dump lost still gives the birth and the death", async () => {
  // As a dump of Wikipedia writes a lead whose native-script name it dropped: "Name ; birth – death) was …".
  const lost = page(
    "a",
    "Arvid Kolm",
    "Arvid Ivanovich Kolm ; 25 November 1895 – 21 October 1978) was an Old Bolshevik and a Soviet statesman. " +
      "He retired in 1965.",
  );
  expect(strip((await ask("Arvid Kolm died on what date?", [lost])).answer)).toBe("21 October 1978");
  expect(strip((await ask("When was Arvid Kolm born?", [lost])).answer)).toBe("25 November 1895");
  // Two dates before a closing parenthesis are no life span unless a dash joins them right before it.
  for (const text of [
    "Arvid Kolm wrote Dawn (1990, revised 2001) and then retired to Oslo.",
    "Arvid Kolm (born 4 May 1950 in Oslo, elected 1994) is a Norwegian politician.",
    "Arvid Kolm (king of Vell 1521, deposed 1540) was a Vellish king.",
    "Arvid Kolm ; 1950 Oslo, emigrated 1975) is a Norwegian painter.",
  ]) {
    const out = await ask("When did Arvid Kolm die?", [page("w", "Arvid Kolm", text)]);
    expect(strip(out.answer), text).toBe("I don't know");
  }
});

it("a name modifying the noun after it is not the person the sentence names", () => {
  const spans = candidateSpans(
    "The team is largely owned by former player and North Carolina native Mike Jordan, who bought it in 2010.",
    "person",
  ).map((s) => s.text);
  expect(spans).toContain("Mike Jordan");
  expect(spans).not.toContain("North Carolina");
  // Names in any script's letters, and a regnal number, are one name.
  expect(candidateSpans("She was the daughter of Sultan Abdülaziz and of no one else.", "person")[0]?.text).toBe(
    "Sultan Abdülaziz",
  );
  expect(candidateSpans("He was a son of Sultan Abdul Hamid I. He died young.", "person")[0]?.text).toBe(
    "Sultan Abdul Hamid I",
  );
});

it("'who <verb>s X' prefers the name right after the relation's words, in a sentence about X only", async () => {
  const team = page(
    "h",
    "Vale Giants",
    "The Vale Giants are a basketball team based in Vale City. The team is largely owned by former player and " +
      "North Carolina native Mike Jordan, who acquired controlling interest in the team in 2010.",
  );
  const club = page(
    "c",
    "Jack's Hall",
    "Jack's Hall was a concert hall in downtown Baltimore owned by Louis J. Principio III.",
    0.5,
  );
  expect(strip((await ask("Who largely owns the Vale Giants?", [team, club])).answer)).toBe("Mike Jordan");
  const film = page(
    "f",
    "The Hard Road (film)",
    "The Hard Road is a 2006 drama film directed by Ari Ryan, and written by Jon Lind. The film stars Henry Thomas, " +
      "Vera Farmiga and David Boreanaz.",
  );
  const out = await ask("Who directed The Hard Road, the 2006 film starring Henry Thomas?", [film]);
  expect(strip(out.answer)).not.toBe("David Boreanaz");
});

it("a kinship 'who' is answered only where a sentence states it, never by the subject's own fuller name", async () => {
  const keeper = page(
    "p",
    "Piet Brook",
    "Piet Bolesław Brook MBE (born 18 November 1963) is a Danish former goalkeeper, voted the world's best in 1992.",
  );
  const out = await ask("Who is the father of Piet Brook?", [keeper]);
  expect(out.abstained).toBe(true);
  // With the relation stated, the name it points at.
  const son = page("s", "Piet Brook", "Piet Brook (born 1963) is a goalkeeper, the son of Otto Brook, a miner.");
  expect(strip((await ask("Who is the father of Piet Brook?", [son])).answer)).toBe("Otto Brook");
});

it("'on which date' wants a day: a bare year of the same page does not answer it", async () => {
  const holiday = page(
    "k",
    "King's Day",
    "King's Day is a national holiday in the Netherlands, first celebrated in 1857. It is celebrated on 27 April.",
  );
  expect(strip((await ask("On which date is King's Day celebrated?", [holiday])).answer)).toBe("27 April");
  const yearOnly = page("y", "King's Day", "King's Day is a national holiday in the Netherlands, first held in 1857.");
  expect(strip((await ask("On which date is King's Day celebrated?", [yearOnly])).answer)).not.toBe("1857");
});

it("a kinship stated from the answer's side, on the answer's own page, names that page's subject", async () => {
  const elder = page(
    "j",
    "Jacob Vane",
    "Jacob Vane (1712 – 1781) was an Italian composer who lived in Lucca. He was the first of five generations of " +
      "composers, the most famous of whom was his great-great-grandson, the opera composer Lucio Vane.",
  );
  const out = await ask("Who was the great-great-grandfather of Lucio Vane?", [elder]);
  expect(strip(out.answer)).toBe("Jacob Vane");
  // A quoted translation is a title, not a person: "Who composed …" is answered by the name after "by".
  const aria = page(
    "a",
    "O mio caro",
    '"O mio caro" ("Oh My Dear Father") is a soprano aria from the opera "Gino" (1918) by Lucio Vane to a libretto.',
  );
  expect(strip((await ask("Who composed the aria 'O mio caro'?", [aria])).answer)).toBe("Lucio Vane");
});

it("'in which year' is answered with the year of a fuller date", async () => {
  const king = page("g", "George Vale", "George Vale (3 June 1865 – 20 January 1936) was King of Valeland from 1910.");
  expect(strip((await ask("In which year was George Vale born?", [king])).answer)).toBe("1865");
  expect(strip((await ask("When was George Vale born?", [king])).answer)).toBe("3 June 1865");
});

it("the relation's words point at the last name of their own phrase, not at one the clause moves on to", async () => {
  const kid = page(
    "k",
    "Kai Brook",
    "Kai Brook (born 1986) is a goalkeeper for Vale City. He is the son of former Vale United and Danish " +
      "international goalkeeper Piet Brook.",
  );
  expect(strip((await ask("Who is the father of Kai Brook?", [kid])).answer)).toBe("Piet Brook");
  const film = page(
    "f",
    "A Kiss for Cora",
    "A Kiss for Cora is a 1949 comedy film directed by Rick Wall and written by Howard Dims. It stars Ada Lane.",
  );
  expect(strip((await ask("Who directed A Kiss for Cora?", [film])).answer)).toBe("Rick Wall");
  const writer = page(
    "b",
    "Lou Bryn",
    "Lou Bryn (1885 – 1936) was a journalist. Bryn, who married writer John Reed, her second husband, in 1916, " +
      "wrote about leaders such as Alexander Kerensky and Leon Trotsky.",
  );
  expect(strip((await ask("Who was the husband of Lou Bryn?", [writer])).answer)).toBe("John Reed");
});

it("a day of a month is a date, never the count or measure 'how tall' or 'how old' asks for", async () => {
  const keeper = page(
    "p",
    "Olaf Brenn",
    "Olaf Brenn (born 18 November 1963) is a Danish former goalkeeper. He was voted best goalkeeper in 1992.",
  );
  for (const q of ["How tall is Olaf Brenn?", "How old was Olaf Brenn in 1992?"]) {
    const out = await ask(q, [keeper]);
    expect(strip(out.answer)).not.toMatch(/November|^18\b/);
  }
  expect(candidateSpans("He was born on November 18, 1963 in Odense.", "number")).toEqual([]);
  // A count beside a date is still one.
  const counts = candidateSpans("On 4 May 1881 the town had 1,500 inhabitants.", "number").map((s) => s.text);
  expect(counts).toEqual(["1,500 inhabitants"]);
});

it("in a long passage of many numbers, a day after its month is still a date and a count still a count", () => {
  const part =
    "On November 18, 1963 the town had 1,500 inhabitants; by Sept.   3 it counted 40 boats, and in remembered 12 carts. ";
  const counts = candidateSpans(part.repeat(300), "number").map((s) => s.text);
  // Wherever the part falls in the passage (its first or its 300th time), the same counts are read, no day of a month.
  expect(counts).toEqual(Array.from({ length: 300 }, () => ["1,500 inhabitants", "40 boats", "12 carts"]).flat());
});

it("a value the question states is never its answer: the year in the question's own title answers no 'which year'", async () => {
  const honours = page(
    "h",
    "1925 Birthday Honours",
    "The 1925 Birthday Honours were appointments by King Harold II to various orders and honours. The appointments " +
      'were made to celebrate the official birthday of The King, and were published in "The Gazette" on 3 June 1925.',
  );
  const out = await ask("The 1925 Birthday Honours were made by a king. In which year was he born?", [honours]);
  expect(out.abstained).toBe(true);
  expect(out.reason).toContain("1925");
  // A year the question does not give is still read.
  const king = page("k", "Harold II", "King Harold II (3 June 1865 – 20 January 1936) reigned from 1910.");
  const born = await ask("In which year was King Harold II born?", [king]);
  expect(strip(born.answer)).toMatch(/1865/);
});

it("where a group is from ('a South Korean boy group') is never who formed it", async () => {
  const band = page(
    "w",
    "Vanta (band)",
    "Vanta, often stylized as VANTA, is a South Korean boy group formed in 2013 by the label and debuted in 2014.",
  );
  const out = await ask("Who formed Vanta?", [band]);
  expect(strip(out.answer)).not.toMatch(/Korean/);
  expect(candidateSpans("a North American tour led by Ada Brun", "person").map((s) => s.text)).toEqual(["Ada Brun"]);
});

it("a relative is named where a kinship is stated, not by a name a sentence gives beside the person", async () => {
  const opera = page(
    "o",
    "Lina Dorata",
    "Lina Dorata is a comic opera in one act by Marco Vieri to an Italian libretto by Paolo Brandi, composed in 1917.",
  );
  const elder = page(
    "e",
    "Ettore Vieri",
    "Ettore Vieri (1712 – 1781) was an Italian composer. He was the first of five generations of composers, the most " +
      "famous of whom was his great-great-grandson, the opera composer Marco Vieri.",
  );
  const guess = await ask("Who was Marco Vieri's great-great-grandfather?", [opera]);
  expect(guess.abstained).toBe(true);
  expect(guess.reason).toContain("kinship");
  // The relative's own page, stating the kinship from its side, still answers.
  const own = await ask("Who was Marco Vieri's great-great-grandfather?", [elder, opera]);
  expect(strip(own.answer)).not.toBe("Paolo Brandi");
});

it("the kinship asked is the one named: a wife's page naming her children names no father of hers", async () => {
  const wife = page(
    "g",
    "Nura Kadin",
    "Nura Kadin (8 July 1856 – 6 September 1884) was the fifth wife of Sultan Orhan Bey. She was the mother of " +
      "Prince Selim and Lale Sultan.",
  );
  const out = await ask("Sultan Orhan Bey had a fifth wife; who was her father?", [wife]);
  expect(out.abstained).toBe(true);
});

it("a date answering 'in which month and year' need not sit beside the words 'month' and 'year'", async () => {
  const question = "In which month and year did the Vell Party win a plurality of the national vote?";
  const passages = [
    page(
      "p",
      "Vell Party",
      "The Vell Party was a major political party. In November 1917, it won a plurality of the national vote in " +
        "the first elections.",
    ),
    page("q", "Vell Party history", "The Vell Party split in March 1918 after a congress.", 0.5),
  ];
  const out = await ask(question, passages);
  expect(strip(out.answer)).toBe("November 1917");
  // The same sentence asked without the type words is as sure: "month" and "year" are not evidence it lacks.
  const plain = await ask("When did the Vell Party win a plurality of the national vote?", passages);
  expect(out.confidence!).toBeGreaterThan(plain.confidence! - 0.05);
});

it("a bridge question keeps its type words: the year a sentence about the bridge gives answers another question", async () => {
  const question = "In what year was the college where Ada Lane was a chemistry lecturer established?";
  const out = await ask(question, [
    page("a", "Ada Lane", "Ada Lane (born 1910 in Dover) was a chemistry lecturer at Wexford College."),
  ]);
  // 1910 is her birth year: whatever is answered, it is not sure enough to pass the calibrated floor.
  expect(out.abstained || (out.confidence ?? 0) < 0.7).toBe(true);
});

it("'who formed X' reads the name after 'formed … by', never the nationality before the noun", async () => {
  const out = await ask("Who formed Kestrel?", [
    page("k", "Kestrel", "Kestrel is a South Korean boy group formed in 2011 by Larkspur Records in Seoul."),
  ]);
  expect(strip(out.answer)).not.toMatch(/South Korean/);
});

it("'what is the seating capacity of X' asks for a number, not for the names the sentence gives X", async () => {
  const out = await ask("What is the seating capacity of Ridge Arena?", [
    page(
      "r",
      "Ridge Arena",
      "Ridge Arena (formerly Central Civic Hall) is a 3,200-seat arena in Dover that opened in 1958.",
    ),
  ]);
  expect(strip(out.answer)).toMatch(/^3,200/);
});

it("a statement and a question pointing back at its noun is a bridge question, which one sentence answers unsure", () => {
  expect(isBridgeQuestion("The Lantern Honours were made by a King. In which year was he born?")).toBe(true);
  expect(isBridgeQuestion("Ada Lane advised a senator; when was that senator born?")).toBe(true);
  expect(isBridgeQuestion("In which year was King Aldric born?")).toBe(false);
  // A relation asked of an entity named only through another relation.
  expect(isBridgeQuestion("Vell Capital's founder was born in which city?")).toBe(true);
  expect(isBridgeQuestion("Who is the spouse of the director of Lantern Bay?")).toBe(true);
  expect(isBridgeQuestion("Who is the spouse of Ada Lane?")).toBe(false);
  // "whom" opens a relative clause as "who" does.
  expect(isBridgeQuestion("Where was the boxer whom Tom Vale challenged born?")).toBe(true);
});

it("'what is the date of birth of X' is answered as 'when was X born', a birth name before the date included", async () => {
  const bio = page("b", "Tom Vale", "Thomas Vale (born Thomas Reed Blythe; March 3, 1941) is an American politician.");
  const asked = await ask("What is the date of birth of Tom Vale?", [bio]);
  const born = await ask("When was Tom Vale born?", [bio]);
  expect(strip(asked.answer)).toBe("March 3, 1941");
  expect(asked.confidence).toBeGreaterThanOrEqual(0.7);
  expect(strip(born.answer)).toBe("March 3, 1941");
  // "the year of establishment of X" asks for a date, not for a place its sentence gives.
  const year = await ask("What is the year of establishment of Wexford College?", [
    page("w", "Wexford College", "Wexford College was established in 1754 in Upper Ridge, Dover."),
  ]);
  expect(strip(year.answer)).toBe("1754");
});

it("'… was directed by whom?' asks who directed it: the name after 'directed by', not the co-writer's", async () => {
  const out = await ask("The 2000 film co-written by Tom Vale was directed by whom?", [
    page(
      "f",
      "The Lantern Man",
      "The Lantern Man is a 2000 film directed by Sam Hale, written by Ada Lane and Tom Vale, starring Ivo Marr.",
    ),
  ]);
  expect(strip(out.answer)).toBe("Sam Hale");
});

it("'what is the county seat of X' answers with the name a sentence states as that noun, not the sentence", async () => {
  const county = page(
    "c",
    "Marlow County, Vermont",
    "Marlow County is a county located in the U.S. state of Vermont. As of the 2010 census, the population was " +
      "8,120. Its county seat is Dunmere.",
  );
  const out = await ask("What is the county seat of Marlow County?", [county]);
  expect(strip(out.answer)).toBe("Dunmere");
  expect(out.confidence).toBeGreaterThanOrEqual(0.7);
  // Stated the other way round, the name is the noun's too.
  const inverse = await ask("What is the county seat of Marlow County?", [
    page("d", "Dunmere, Vermont", "Dunmere is the county seat of Marlow County, on the Elm River."),
  ]);
  expect(strip(inverse.answer)).toBe("Dunmere");
  // An open "what is the N of X" whose sentence states no name as that noun still gets the sentence.
  const open = await ask("What is the purpose of the Marlow Charter?", [
    page("m", "Marlow Charter", "The Marlow Charter exists to protect the county's rivers from dredging."),
  ]);
  expect(strip(open.answer)).toMatch(/protect the county's rivers/);
});

it("the answer's own page describing it as the question does agrees with the answer, and does not compete", async () => {
  const brand = page("h", "Crunchwell", "Crunchwell is a snack cracker line sold by Vellmont Foods.", 0.6);
  const maker = page(
    "v",
    "Vellmont Foods",
    "Vellmont Foods, Inc. is an American multinational confectionery and beverage company based in Ohio. It " +
      "employs about 9,000 people.",
    0.6,
  );
  const rival = page("r", "Harrow Snacks", "Harrow Snacks is an American snack cracker company.", 0.6);
  const q = "Crunchwell is a snack cracker line sold by what American multinational confectionery company?";
  const out = await ask(q, [brand, maker, rival]);
  expect(strip(out.answer)).toBe("Vellmont Foods");
  expect(out.confidence).toBeGreaterThanOrEqual(0.7);
  // Without the maker's own page, nothing but the one sentence says the maker is such a company: unsure.
  const alone = await ask(q, [brand, rival]);
  expect(alone.confidence ?? 0).toBeLessThan(0.7);
  // What the own page says of ANOTHER entity it names is no description of the answer: a subsidiary "of Granby, an
  // American multinational …" is not itself one.
  const subsidiary = page(
    "v",
    "Vellmont Foods",
    "Vellmont Foods is a subsidiary of Granby, an American multinational confectionery and beverage company.",
    0.6,
  );
  const other = await ask(q, [brand, subsidiary, rival]);
  expect(other.confidence ?? 0).toBeLessThan(0.7);
  // Only the sentence describing it agrees: another sentence of its own page, saying it sold the line, still competes.
  const sold = page(
    "v",
    "Vellmont Foods",
    "Vellmont Foods, Inc. is an American multinational confectionery and beverage company based in Ohio. Vellmont " +
      "Foods sold the Crunchwell snack cracker line to Granby in 2010 and no longer sells Crunchwell crackers.",
    0.6,
  );
  expect((await ask(q, [brand, sold, rival])).confidence ?? 0).toBeLessThan(out.confidence ?? 0);
});

it("'A or B: which died first?' reads each side's date where it is the subject, not on a page naming it aside", async () => {
  const tutor = page(
    "p",
    "Osric Vell",
    "Osric Vell (1770 – 1833) was a Tarrovian composer and the first teacher of Ada Lane.",
  );
  const thomas = page("t", "Tam Greer", "Tam Greer (5 August 1811 – 12 February 1896) was a Tarrovian composer.");
  const q = "Tam Greer or Ada Lane: which composer died first?";
  // Only the tutor's page names Ada Lane: 1833 is the tutor's death, so the pick is no surer than a guess.
  const guessed = await ask(q, [tutor, thomas]);
  expect(guessed.abstained || (guessed.confidence ?? 0) < 0.7).toBe(true);
  // With her own page, her own dates decide.
  const lane = page("l", "Ada Lane", "Ada Lane (10 October 1813 – 27 January 1901) was a Tarrovian composer.");
  const out = await ask(q, [tutor, thomas, lane]);
  expect(strip(out.answer)).toBe("Tam Greer");
  expect(out.confidence).toBeGreaterThanOrEqual(0.7);
});

it("'how many' is answered by a count written as a word, not only in digits", async () => {
  const war = page(
    "w",
    "Vell Civil War",
    "The Vell Civil War was fought from 1917 to 1922. Eight foreign nations intervened against the Red Guard, " +
      "notably the Northern Allies.",
  );
  expect(
    strip(
      (await ask("How many foreign nations intervened against the Red Guard in the Vell Civil War?", [war])).answer,
    ),
  ).toMatch(/^Eight foreign nations$/i);
  const band = page("b", "Kite Hill", "Kite Hill is a pop group formed in 2012. The group has four members.");
  expect(strip((await ask("How many members does Kite Hill have?", [band])).answer)).toMatch(/^four members$/i);
  const consists = page("c", "Kite Hill", "Kite Hill is a pop group formed in 2012. It consists of four members.");
  expect(strip((await ask("How many members does Kite Hill have?", [consists])).answer)).toMatch(/^four members$/i);
  // A name, a partitive, a word's part are no counts.
  const counts = (text: string) => candidateSpans(text, "number").map((x) => x.text);
  expect(counts("Seven Samurai played. Nine Inch Nails played. The Big Four banks lent.")).toEqual([]);
  expect(counts("She won ten of the twelve races, a one-two finish.")).toEqual([]);
  // "one of the" is no count.
  const one = page("o", "Kite Hill", "Kite Hill is one of the pop groups formed in 2012 in Leeds.");
  expect(strip((await ask("How many members does Kite Hill have?", [one])).answer)).not.toMatch(/one/i);
});

it("a name with a capital inside a word is one name, not its first half", () => {
  const people = (s: string) => candidateSpans(s, "person").map((x) => x.text);
  expect(people("The song was written by Paul McCartney in 1965.")).toEqual(["Paul McCartney"]);
  expect(people("Leonardo DiCaprio starred in it.")).toEqual(["Leonardo DiCaprio"]);
  expect(people("It was hosted by Conan O'Brien and Jean-Luc Picard.")).toEqual(["Conan O'Brien", "Jean-Luc Picard"]);
  expect(people("The episode featured guest star Brian Doyle-Murray as a coach.")).toEqual(["Brian Doyle-Murray"]);
  expect(people("Douglas MacArthur and Danny DeVito met.")).toEqual(["Douglas MacArthur", "Danny DeVito"]);
  // A brand's inner capital makes no person, and capitals in a row are an acronym, not a name's word.
  expect(people("It was released on PlayStation Portable in 2005.")).toEqual([]);
  expect(people("He played in the NBA Finals with Mark Lane.")).toEqual(["Mark Lane"]);
});

it("a number ends before a comma that follows it, not at the next word", async () => {
  const county = page(
    "c",
    "Marlow County",
    "Marlow County is a county in Vermont. As of the 2010 census, the population was 43,742, making it the " +
      "second-least populous county in the state.",
  );
  expect(strip((await ask("What was the 2010 census population of Marlow County?", [county])).answer)).toBe("43,742");
  // "the 2010 population": the year the question gives is no answer, though "2010 census" comes first.
  expect(strip((await ask("What was the 2010 population of Marlow County?", [county])).answer)).toBe("43,742");
  // Another number the question gives may be the answer's too.
  const album = page("a", "Dawn", "Dawn is an album by Kite Hill. It sold 2 million copies in its first two weeks.");
  expect(strip((await ask("How many copies did Dawn sell in its first 2 weeks?", [album])).answer)).toBe(
    "2 million copies",
  );
  expect(candidateSpans("It cost $1,200,000 in 1990.", "number").map((s) => s.text)).toEqual(["$1,200,000"]);
  // Nor does a word that opens a clause after it belong to it.
  expect(candidateSpans("The population was 19,627 as of the 2010 census.", "number")[0]?.text).toBe("19,627");
});

it("an 'A or B' comparison does not read a number of an option's own name as its value", async () => {
  const season = (id: string, name: string, wins: number) =>
    page(id, `${name} Harlow Hawks team`, `The ${name} Harlow Hawks team won ${wins} games and reached the final.`);
  const out = await ask("Which Harlow Hawks team won more games, the 2016–17 team or the 2015–16 team?", [
    season("a", "2016–17", 19),
    season("b", "2015–16", 22),
  ]);
  expect(strip(out.answer)).toBe("2015–16 team");
  // A number equal to one of the name's, written elsewhere, is still a value: 17 wins beat 12.
  const again = await ask("Which Harlow Hawks team won more games, the 2016–17 team or the 2015–16 team?", [
    season("a", "2016–17", 17),
    season("b", "2015–16", 12),
  ]);
  expect(strip(again.answer)).toBe("2016–17 team");
});

it("a year in an option's disambiguating parenthesis is its date, not part of its name", async () => {
  // "Marrow (1956 film)": the 1956 of "(1956 film)" says when the film came out; the 1900 after it is another date.
  const out = await ask("Which film came out first, Verdi's Song or Marrow (1956 film)?", [
    page("a", "Verdi's Song", "Verdi's Song is a 1953 Italian historical drama film directed by Mario Rocca."),
    page(
      "b",
      "Marrow (1956 film)",
      "Marrow is a 1956 Italian opera film directed by Ugo Pace. It is based on the 1900 opera.",
    ),
  ]);
  expect(strip(out.answer)).toBe("Verdi's Song");
});

it("'which club' is answered by the name right after the noun, not by the league naming it before", async () => {
  const keeper = page(
    "k",
    "Kasper Brook",
    "Kasper Brook (born 1986) is a Danish footballer who plays as a goalkeeper for Premier League club Vale City.",
  );
  expect(strip((await ask("Which club does Kasper Brook play for?", [keeper])).answer)).toBe("Vale City");
});

it("of two figures in one sentence, the one whose own clause holds the question's qualifier answers", async () => {
  const album = page(
    "h",
    "Harbour Lights (album)",
    'The debut album "Harbour Lights" was released in 1991, reached the top of the national chart and sold 4 million ' +
      "units in Canada and approximately 9 million units worldwide.",
  );
  // "in Canada" follows the first figure; the words before the second ("… in Canada and approximately") are the first's.
  expect(strip((await ask("How many units did Harbour Lights sell in Canada?", [album])).answer)).toBe(
    "4 million units",
  );
  expect(strip((await ask("How many units did Harbour Lights sell worldwide?", [album])).answer)).toBe(
    "9 million units",
  );
});

it("a phrase opening the sentence before a comma still dates the figure after it", async () => {
  const city = page(
    "c",
    "Velden",
    "Velden is the largest city of the region. In 2014, the city proper had 76,170 inhabitants and both the " +
      "Velden Metropole and the Arrondissement of Velden had 184,157 inhabitants.",
  );
  expect(strip((await ask("How many inhabitants did Velden have in 2014?", [city])).answer)).toBe("76,170 inhabitants");
});

it("of figures in coordinated clauses, the clause naming the question's qualifier answers, whichever comes first", async () => {
  const goals = page("g", "Ivo Brand", "Ivo Brand scored 15 goals for the national team and 120 goals for the club.");
  expect(strip((await ask("How many goals did Ivo Brand score for the club?", [goals])).answer)).toBe("120 goals");
  const sales = page(
    "s",
    "Harbour Lights (album)",
    "Harbour Lights sold approximately 9 million units worldwide and 4 million units in Canada.",
  );
  expect(strip((await ask("How many units did Harbour Lights sell in Canada?", [sales])).answer)).toBe(
    "4 million units",
  );
  // "Bosnia and Herzegovina" holds "and": the second clause is still the one that names it.
  const census = page(
    "c",
    "Balkan census",
    "In 2013, Croatia had 4.2 million people and Bosnia and Herzegovina had 3.5 million people.",
  );
  expect(strip((await ask("How many people did Bosnia and Herzegovina have in 2013?", [census])).answer)).toBe(
    "3.5 million people",
  );
});

it("a figure's noun joined by 'and' to another ('140 degree and diploma courses') stays the figure's own", async () => {
  const institute = page(
    "i",
    "Marlow Institute",
    "The Marlow Institute offers 140 degree and diploma courses across its 9 faculties.",
  );
  expect(
    strip((await ask("How many degree and diploma courses does the Marlow Institute offer?", [institute])).answer),
  ).toBe("140 degree");
  const regiment = page("r", "Harbour Regiment", "In 1916 the Harbour Regiment had 600 men and women in 4 battalions.");
  expect(strip((await ask("How many men and women did the Harbour Regiment have in 1916?", [regiment])).answer)).toBe(
    "600 men",
  );
  // A second clause is still its own: "and seats 52 people" joins a verb, not a noun.
  const room = page("m", "Meeting rooms", "Meeting room 42 is on floor 7 and seats 52 people.");
  expect(strip((await ask("How many people does meeting room 42 seat?", [room])).answer)).toBe("52 people");
});

it("a number naming one of a series, or a number word in a name, counts nothing", async () => {
  const joined = page(
    "j",
    "Circle of Three (Harbour Lights)",
    "In Harbour Lights, Mara Vell was a member of the Circle of Three from season four onwards.",
  );
  const out = await ask("How many episodes were in the Harbour Lights season in which Mara Vell joined?", [joined]);
  expect(out.answer).toBe("I don't know");
  // A count in the same sentence is still read.
  const counted = page(
    "c",
    "Circle of Three (Harbour Lights)",
    "In Harbour Lights, Mara Vell was a member of the Circle of Three from season four onwards, for 88 episodes.",
  );
  expect(strip((await ask("How many episodes did Mara Vell appear in?", [counted])).answer)).toBe("88 episodes");
  // A number word opening the sentence is a count.
  const left = page("l", "Tarrow Band", "Three members left the Tarrow Band in 1990.");
  expect(strip((await ask("How many members left the Tarrow Band in 1990?", [left])).answer)).toBe("Three members");
});

it("review cases of the figure rules: a later figure, a verb after 'and', a name's series, an abbreviation", async () => {
  // A figure's words run on past a later figure of another unit ("in 12 days in South Korea").
  const film = page("f", "Harbour Lights (film)", "Harbour Lights sold 3 million tickets in 12 days in South Korea.");
  expect(strip((await ask("How many tickets did Harbour Lights sell in South Korea?", [film])).answer)).toBe(
    "3 million tickets",
  );
  // "and ranked …" joins a verb: the clause ends there.
  const finale = page(
    "v",
    "Harbour Lights finale",
    "The Harbour Lights finale drew 8 million viewers and ranked first in Tarrovia, and 12 million viewers in Vellmark.",
  );
  expect(strip((await ask("How many viewers did the Harbour Lights finale draw in Vellmark?", [finale])).answer)).toBe(
    "12 million viewers",
  );
  // "the World Series 27 times": a capitalised series noun ends a name, and the number counts.
  const club = page("y", "Tarrow Yankees", "The Tarrow Yankees have won the World Series 27 times.");
  expect(strip((await ask("How many times have the Tarrow Yankees won the World Series?", [club])).answer)).toBe(
    "27 times",
  );
  // A capitalised number word after an abbreviation's full stop is a count.
  const march = page("m", "Vell march", "The Vell march was led by Eddy Ash Jr. Five days later the bill was passed.");
  expect(strip((await ask("How many days after the Vell march was the bill passed?", [march])).answer)).toBe(
    "Five days",
  );
});

it("'who directed X' over a list of directors after 'directed by' answers with all of them, as written", async () => {
  const film = (text: string) => [page("h", "Harbour Lights", text)];
  const both = await ask(
    "Who directed the film Harbour Lights?",
    film("Harbour Lights is a 2002 film directed by brothers Ada Vell and Tom Vell, with music composed by Kai Marsk."),
  );
  expect(strip(both.answer)).toBe("Ada Vell and Tom Vell");
  const three = await ask(
    "Who wrote the novel Harbour Lights?",
    film("Harbour Lights is a 1990 novel written by Ada Vell, Tom Vell and Kai Marsk."),
  );
  expect(strip(three.answer)).toBe("Ada Vell, Tom Vell and Kai Marsk");
  // A name joined on by another relation ("and starring") is not a director.
  const one = await ask(
    "Who directed the film Harbour Lights?",
    film("Harbour Lights is a 2002 film directed by Ada Vell and starring Tom Vell."),
  );
  expect(strip(one.answer)).toBe("Ada Vell");
});

it("'comprises six cities' says what the region is made of: no count of provinces", async () => {
  const cities = page(
    "c",
    "Tarrow",
    "Tarrow, designated as Region XIV, is an administrative region of Marnland. The region " + "comprises six cities.",
  );
  expect(
    strip((await ask("How many provinces make up the region designated as Region XIV?", [cities])).answer),
  ).not.toMatch(/six/i);
});

it("'It was the home ground of X' answers with its page's subject, which the page calls the noun asked for", async () => {
  const park = page(
    "h",
    "Harlow Park (Greywick)",
    "Harlow Park was a multi-purpose stadium in Greywick, Tarrowshire. It was the home ground of Greywick Rovers F.C. " +
      "until the club moved to the new Vell Stadium (now Ash Stadium) after the 1990–91 season. At its largest, the " +
      "stadium held 40,000.",
  );
  const home = await ask(
    "At which stadium did Greywick Rovers F.C. play its home games until after the 1990–91 season?",
    [park],
  );
  expect(strip(home.answer)).toBe("Harlow Park");
  // Asked where the club moved, the sentence's "It" is no answer: the words of the question are not said of it.
  const moved = await ask("Which stadium did Greywick Rovers F.C. move to after the 1990–91 season?", [park]);
  expect(strip(moved.answer)).not.toBe("Harlow Park");
});

it("'It was the home ground of X until …' does not answer what came after it, nor what is now", async () => {
  const park = page(
    "h",
    "Harlow Park",
    "Harlow Park was a multi-purpose stadium in Vell, England. It was the home ground of Greywick Rovers until the " +
      "club moved to the new Vell Stadium in 1994. The ground was demolished in 1996.",
  );
  for (const q of [
    "Which stadium became the new home ground of Greywick Rovers in 1994?",
    "Which stadium is the home ground of Greywick Rovers?",
  ])
    expect(strip((await ask(q, [park])).answer)).not.toBe("Harlow Park");
});
