import { expect, it } from "vitest";
import { chainOf } from "../src/skills/local/chain";

const templates = (q: string) => chainOf(q)?.hops.map((h) => h.template);

it("a noun described by a participle is a hop, and what is asked of it the next one", () => {
  expect(templates("Who directed the film starring Tom Hanks as a stranded courier?")).toEqual([
    "film starring Tom Hanks as a stranded courier",
    "Who directed {}?",
  ]);
  // Only the noun and its modifiers, not the words before a preposition ("a promo for …").
  expect(templates("What year did the band perform a promo for a movie starring Ada Lane as a detective?")?.[0]).toBe(
    "movie starring Ada Lane as a detective",
  );
  // A driver is a person: the hop's span is a name.
  expect(chainOf("Which team signed the Force India driver born in 1990?")?.hops[0]?.kind).toBe("person");
});

it("any participle before 'by' describes the noun when a verb closes the question after it", () => {
  expect(templates("In which city was the author honoured by the museum on Church Street in Aylesbury born?")).toEqual([
    "author honoured by the museum on Church Street in Aylesbury",
    "In which city was {} born?",
  ]);
  // Without a closing verb it is the question's own passive: one lookup.
  expect(chainOf("When was the treaty signed by France?")).toBeNull();
});

it("a participle describing what is asked, or a predicate, is no hop", () => {
  // The asked noun itself ("which film starring …"): one lookup.
  expect(chainOf("Which film starring Tom Hanks was released in 2000?")).toBeNull();
  // "… is an animated series based on …" describes the answer, it names no other entity.
  expect(chainOf("Which of her roles is an American animated series based on the Teen Titans?")).toBeNull();
  // A phrase without a name describes nothing findable.
  expect(chainOf("Who directed the film starring a talking dog?")).toBeNull();
});

it("a question's closing verb is asked of the clause's entity, not part of the clause", () => {
  expect(templates("When was the voice actress who played Mina Park born?")).toEqual([
    "voice actress who played Mina Park",
    "When was {} born?",
  ]);
  expect(templates("When did the radio program in which Ada Lane voiced the title character first air?")).toEqual([
    "radio program which Ada Lane voiced the title character",
    "When did {} first air?",
  ]);
  expect(templates("In what year was the film directed by Tom Vale released?")).toEqual([
    "film directed by Tom Vale",
    "In what year was {} released?",
  ]);
  // A clause that holds the question's verb already leaves nothing to cut.
  expect(templates("Who directed the film that won the Palme d'Or in 1994?")).toEqual([
    "film that won the Palme d'Or in 1994",
    "Who directed {}?",
  ]);
});

it("a question word's longer noun phrase still leaves its verb for the end; a verb given after 'did' leaves none", () => {
  expect(
    templates("Which health care program did the industrialist who created the Marlow Shipworks Company organize?"),
  ).toEqual(["industrialist who created the Marlow Shipworks Company", "Which health care program did {} organize?"]);
  expect(templates("How many studio albums has the band that fired drummer Tom Vale in 1990 released?")).toEqual([
    "band that fired drummer Tom Vale in 1990",
    "How many studio albums has {} released?",
  ]);
  // The closing verb's object may be a long name, small words inside.
  expect(
    templates(
      "In what year did the man who designed the game that Vell Computing adapted join the Guild of Fantasy and Horror Writers of Tarrow?",
    ),
  ).toEqual([
    "game that Vell Computing adapted",
    "man who designed {}",
    "In what year did {} join the Guild of Fantasy and Horror Writers of Tarrow?",
  ]);
  // "are there" asks of a place; it leaves no verb for the end.
  expect(
    templates("How many seated places are there in the arena where the Harbor Gulls played its home games?"),
  ).toEqual(["arena where the Harbor Gulls played its home games", "How many seated places are there in {}?"]);
  // A noun after "did the <Name>" is no verb: the question's verb still closes it.
  expect(templates("When did the Vell film about the princess who lives under the sea premiere?")).toEqual([
    "princess who lives under the sea",
    "When did the Vell film about {} premiere?",
  ]);
  // After a copula the verb closing the clause is the clause's own, where no passive is made of it.
  expect(templates("Which Harbor League baseball team was the club that Tom Vale joined?")).toEqual([
    "club that Tom Vale joined",
    "Which Harbor League baseball team was {}?",
  ]);
  expect(templates("Which sports team is the club that Tom Vale joined?")).toEqual([
    "club that Tom Vale joined",
    "Which sports team is {}?",
  ]);
  expect(templates("In which city was the team that Tom Vale joined based?")).toEqual([
    "team that Tom Vale joined",
    "In which city was {} based?",
  ]);
  // The verb after "did" and its name: what closes the clause is the clause's own.
  expect(
    templates("In what month and year did the Velder Guard disband the assembly whose chair Ada Lane won a plurality?"),
  ).toEqual([
    "assembly whose chair Ada Lane won a plurality",
    "In what month and year did the Velder Guard disband {}?",
  ]);
});

it("a clause's object with a clause of its own is the hop before it, innermost first", () => {
  expect(
    templates("In which city was the man born who designed the game whose mechanics Harbor Spies is based on?"),
  ).toEqual(["game whose mechanics Harbor Spies is based on", "man who designed {}", "In which city was {} born?"]);
  expect(
    templates("Where was the soprano born who created Mina in the Vell opera that Tom Hale filmed in 1988?"),
  ).toEqual(["Vell opera that Tom Hale filmed in 1988", "soprano who created Mina in {}", "Where was {} born?"]);
  // Not a list or a choice of two descriptions, and not an inner clause still missing its verb: no hop is made of
  // the second description, or of a clause that ends at its name.
  expect(
    templates(
      "Are the company that sells Harbor Snacks and the company that bought Vellmart headquartered in the same country?",
    ),
  ).not.toContain("company that bought Vellmart");
  expect(templates("How far is the circuit that hosts the race Tom Hale won in 1974 from the city?")).not.toContain(
    "race that Tom Hale",
  );
});

it("a possessive names a relation's object: one hop per relation, innermost first", () => {
  expect(templates("When did Harold Vance's wife die?")).toEqual(["wife of Harold Vance", "When did {} die?"]);
  expect(chainOf("When did Harold Vance's wife die?")?.hops[0]?.kind).toBe("person");
  // "the director of Kiss and Tell's wife": the wife is the director's, not the film's.
  expect(templates("Where was the director of Kiss and Tell's wife born?")).toEqual([
    "director of Kiss and Tell",
    "wife of {}",
    "Where was {} born?",
  ]);
  // Kin of "the Asgard" (a name with an article, no person) is kin of its owner: the possessive is read first.
  expect(templates("Who was the father of the Harrow's owner?")).toEqual([
    "owner of the Harrow",
    "Who was the father of {}?",
  ]);
  expect(templates("When was the son of the Grey Owls' manager born?")).toEqual([
    "manager of the Grey Owls",
    "son of {}",
    "When was {} born?",
  ]);
  // A possessive without a relation noun is one lookup.
  expect(chainOf("When was Harold Vance's first album released?")).toBeNull();
});

it("kinship no page states in one word is the two relations it is made of", () => {
  expect(templates("Who is the paternal grandfather of Ada Lane?")).toEqual([
    "father of Ada Lane",
    "Who is the father of {}?",
  ]);
  expect(templates("When was Ada Lane's maternal grandmother born?")).toEqual([
    "mother of Ada Lane",
    "mother of {}",
    "When was {} born?",
  ]);
  expect(templates("Who is the father-in-law of Ada Lane?")?.[0]).toBe("spouse of Ada Lane");
  // "the person after whom X was named": a relative clause, not the object of "birthplace of".
  expect(templates("What is the birthplace of the person after whom Vale Lake was named?")).toEqual([
    "person whom Vale Lake was named",
    "What is the birthplace of {}?",
  ]);
});

it("the closing verb is the shortest one, with its adverb or its own object; a clause's own auxiliary keeps its verb", () => {
  expect(templates("When did the arena where the Vale Giants played their home games open?")).toEqual([
    "arena where the Vale Giants played their home games",
    "When did {} open?",
  ]);
  expect(templates("In which year did the team that Tom Vale played for win its first title?")).toEqual([
    "team that Tom Vale played for",
    "In which year did {} win its first title?",
  ]);
  expect(templates("When did the founder of the company that made the Zephyr die?")).toEqual([
    "company that made the Zephyr",
    "founder of {}",
    "When did {} die?",
  ]);
  // "the city where X was born": "born" is the clause's ("was born"), the question's "is" a copula.
  expect(templates("What is the population of the city where Ada Lane was born?")).toEqual([
    "city where Ada Lane was born",
    "What is the population of {}?",
  ]);
});

it("a quoted title is a relation's object, whatever its case", () => {
  expect(templates("In which city was the singer of 'A Rather Windy Day' born?")).toEqual([
    "singer of 'A Rather Windy Day'",
    "In which city was {} born?",
  ]);
  expect(templates("Who was the great-great-grandfather of the composer of the aria 'O mio caro'?")?.[0]).toBe(
    "composer of the aria 'O mio caro'",
  );
});

it("a clause whose subject is a name runs through its own verb to where the main predicate starts", () => {
  expect(
    templates("The radio program in which Ada Lane voiced the title character first went on the air on what date?"),
  ).toEqual(["radio program which Ada Lane voiced the title character", "{} first went on the air on what date?"]);
  // A clause whose verb comes before the name ends at the name, as before.
  expect(templates("The football manager who recruited Tom Vale managed Vale United during what timeframe?")).toEqual([
    "football manager who recruited Tom Vale",
    "{} managed Vale United during what timeframe?",
  ]);
});

it("a title written capitalised and a noun with a list of descriptions are clause heads too", () => {
  expect(templates("In which year was the King who made the 1925 Vale Honours born?")).toEqual([
    "King who made the 1925 Vale Honours",
    "In which year was {} born?",
  ]);
  expect(chainOf("In which year was the King who made the 1925 Vale Honours born?")?.hops[0]?.kind).toBe("person");
  expect(
    templates("When was the American lawyer, lobbyist and consultant who was a member of the Vale campaign born?")?.[0],
  ).toBe("American lawyer, lobbyist and consultant who was a member of the Vale campaign");
});

it("a question pointing back at a noun a statement introduced chains through the statement", () => {
  // The statement, asked of its noun, is the chain up to it; the clause's name tells which leader is meant.
  const chain = chainOf(
    "Mara Vell wrote about a Baltic leader who led the Greenhand faction of a party; " +
      "in which year did that party win the national vote?",
  );
  expect(chain?.hops.map((h) => h.template)).toEqual([
    "Mara Vell wrote about Baltic leader who led the Greenhand faction",
    "{} led the Greenhand faction of which party?",
    "in which year did {} win the national vote?",
  ]);
  expect(chain?.hops[1]?.noun).toBe("party");
  // A noun the statement set in quotes is found by its plain name; its kind is the noun's.
  const quoted = chainOf(
    "The coach whose final Falcons season was 1994 later coached at Lake State beside the 'guru' of the option " +
      "offense; when was that guru born?",
  );
  expect(quoted?.hops.map((h) => h.template)).toEqual([
    "coach whose final Falcons season was 1994",
    "{} later coached at Lake State beside which guru of the option offense?",
    "when was {} born?",
  ]);
  // A part naming what it points back at ("that 'Othello'") needs no statement: the name is given.
  expect(
    templates(
      "Ada Lane sang Elsa in an opera whose composer also wrote an 'Othello'; the tenor who created Cassio in " +
        "that 'Othello' died during a performance of which opera?",
    ),
  ).toEqual(["tenor who created Cassio in 'Othello'", "{} died during a performance of which opera?"]);
});

it("without a noun the statement introduced, a later part is no chain of it", () => {
  // "that team" points at nothing the statement names as a team: no hop is made of the statement.
  const chain = chainOf("The film 'Summer' is about a cup won by Norway; who managed that team?");
  expect(chain?.hops.some((h) => h.template.includes("Summer"))).not.toBe(true);
  // A single question with a relative "that" and no statement before it is parsed as before.
  expect(chainOf("Where was the founder of the company that made the Zeta phone born?")?.hops.length).toBe(3);
});

it("an appositive after a name tells which namesake is meant; it is no hop", () => {
  const chain = chainOf("Who was the paternal grandfather of Lina Vale, the daughter of King Oren II?");
  expect(chain?.hops.map((h) => h.template)).toEqual([
    "father of Lina Vale (the daughter of King Oren II)",
    "Who was the father of {}?",
  ]);
  // The planner reads the appositive's name as findable, not as the question's subject.
  expect(chain?.aside).toBe("the daughter of King Oren II");
  // Closing the question before its verb: the appositive's commas go with it.
  expect(templates("When was the director of Blue Harbor, the son of Tom Vale, born?")?.at(-1)).toBe(
    "When was {} born?",
  );
});

it("a relative clause moved past the closing verb, and a statement's asked object, are hops", () => {
  expect(templates("When was the U.S. senator born whom Ada Lane served as chief of staff in Ohio?")).toEqual([
    "U.S. senator whom Ada Lane served as chief of staff in Ohio",
    "When was {} born?",
  ]);
  // The statement, asked of its object, finds the object; what is asked of it goes on from there. The hop has no
  // noun: "author" is no relation to read on the page ("honours" is).
  const chain = chainOf("The toy museum on Mill Lane in Dunford honours an author born in which city?");
  expect(chain?.hops.map((h) => h.template)).toEqual([
    "The toy museum on Mill Lane in Dunford honours which author?",
    "{} born in which city?",
  ]);
  expect(chain?.hops[0]).toMatchObject({ kind: "person" });
  expect(chain?.hops[0]?.noun).toBeUndefined();
  // "another" introduces the object as "a" does, beside a name it is joined to; "how many" asks of it as "which" does.
  expect(
    templates(
      "Ada Lorne has been a vocal critic of Corvane and another corporation that has operations in how many countries?",
    ),
  ).toEqual([
    "Ada Lorne has been a vocal critic of Corvane and which corporation?",
    "{} that has operations in how many countries?",
  ]);
});

it("a name before a closing role noun, a disambiguating parenthesis and two small words inside a name", () => {
  // "the Green performer" is the performer of Green.
  expect(templates("Who is the spouse of the Blue Lantern performer?")).toEqual([
    "performer of Blue Lantern",
    "Who is the spouse of {}?",
  ]);
  expect(templates("Who is the father of the Fox in the Snow director?")).toEqual([
    "director of Fox in the Snow",
    "Who is the father of {}?",
  ]);
  // "(1966 film)" tells which page is meant: it stays with the name, out of what is asked next.
  expect(templates("Where was the director of film The Hero (1966 film) born?")).toEqual([
    "director of film The Hero (1966 film)",
    "Where was {} born?",
  ]);
});

it("'date' closes a question as its verb: the clause before it describes the hop's entity", () => {
  expect(
    templates("To which century do the oldest parts of the hall that served as the seat of Lord Vell date?"),
  ).toEqual(["hall that served as the seat of Lord Vell", "To which century do the oldest parts of {} date?"]);
});

it("a relative clause closed by the main verb inside the subject describes its noun only", () => {
  expect(templates("The tour promoting the Mara Vell album that includes 'Lanterns' ended in which city?")).toEqual([
    "Mara Vell album that includes 'Lanterns'",
    "The tour promoting {} ended in which city?",
  ]);
  // A clause that runs on to what is asked is the next hop, its noun found from the words before it.
  expect(templates("The Quiet Book was written by a Danish poet that has lived in Spain since what year?")).toEqual([
    "The Quiet Book was written by Danish poet that has lived in Spain",
    "{} has lived in Spain since what year?",
  ]);
});

it("one relation, whatever the phrasing: the same hop when the question word comes last or the relation is possessed", () => {
  // A possessive on a title with small words, and on an entity role ("parent company").
  expect(templates("Who is Walk for Honor's director married to?")).toEqual([
    "director of Walk for Honor",
    "Who is {} married to?",
  ]);
  // A thing's role word before the noun closing the phrase only modifies it: no hop.
  expect(chainOf("What is the title of Mara Vell's most recent studio album?")).toBeNull();
  expect(templates("Blue Harbor Oil's parent company was formed in what year?")).toEqual([
    "parent company of Blue Harbor Oil",
    "{} was formed in what year?",
  ]);
  // A year before the object's noun is part of the object.
  expect(templates("The star of the 1951 film 'Lantern Bay' was born on what date?")).toEqual([
    "star of the 1951 film 'Lantern Bay'",
    "{} was born on what date?",
  ]);
  // What is asked after the relative clause: the main verb (with its auxiliary) starts the last hop.
  expect(templates("The college where Ada Lane was a chemistry lecturer was founded in what year?")).toEqual([
    "college where Ada Lane was a chemistry lecturer",
    "{} was founded in what year?",
  ]);
  expect(templates("The band whose debut album was 'Grey Tide' was formed in which year?")).toEqual([
    "band whose debut album was 'Grey Tide'",
    "{} was formed in which year?",
  ]);
  // "had X arrested worked at": of two verbs in a row the later is the main one.
  expect(templates("The minister who had Ivo Marr arrested worked at what institution in exile?")).toEqual([
    "minister who had Ivo Marr arrested",
    "{} worked at what institution in exile?",
  ]);
  // A relative clause moved after the question's verb, with "whose".
  expect(templates("In which year was the band formed whose debut album is 'Grey Tide'?")).toEqual([
    "band whose debut album is 'Grey Tide'",
    "In which year was {} formed?",
  ]);
  // A participle phrase opening the question, what is asked after it.
  expect(templates("The Mara Vell album featuring 'Lanterns' came out on what date?")).toEqual([
    "Mara Vell album featuring 'Lanterns'",
    "{} came out on what date?",
  ]);
  expect(templates("On what date was the Mara Vell album containing the single 'Lanterns' released?")).toEqual([
    "Mara Vell album containing the single 'Lanterns'",
    "On what date was {} released?",
  ]);
  // A U.S. office with its dots is one noun phrase.
  expect(templates("When was the U.S. senator whom Ivo Marr advised born?")).toEqual([
    "U.S. senator whom Ivo Marr advised",
    "When was {} born?",
  ]);
});

it("a statement's object described by what is asked, and a pronoun pointing back at a statement's noun", () => {
  expect(templates("'The Grey Tide' was written by someone born in which city?")).toEqual([
    "'The Grey Tide' was written by which person?",
    "{} born in which city?",
  ]);
  expect(chainOf("'The Grey Tide' was written by someone born in which city?")?.hops[0]?.kind).toBe("person");
  expect(templates("Lantern Fest happens during a Danish holiday celebrated on what date?")).toEqual([
    "Lantern Fest happens during which Danish holiday?",
    "{} celebrated on what date?",
  ]);
  expect(templates("Ada Lane voiced the lead of a radio serial; on what date did it first air?")).toEqual([
    "Ada Lane voiced the lead of which radio serial?",
    "on what date did {} first air?",
  ]);
  // "it" points at a thing, not at a person the statement introduced.
  expect(chainOf("Ada Lane married a pilot; on what date did it first air?")).toBeNull();
  // A predicate ("is a town located in …") describes the subject itself: no hop.
  expect(chainOf("Lempford is a town located in which county?")).toBeNull();
});

it("requests, possessed slots, statements of several sentences and copulas read as the questions they ask", () => {
  // "Name the …" asks "Who/What is the …?".
  expect(templates("Name the father of the poet who wrote 'Grey Tide'.")).toEqual([
    "poet who wrote 'Grey Tide'",
    "Who is the father of {}?",
  ]);
  // "{}'s date of birth" asks what "the date of birth of {}" asks.
  expect(templates("Ivo Marr advised a senator; what is that senator's date of birth?")).toEqual([
    "Ivo Marr advised which senator?",
    "what is the date of birth of {}?",
  ]);
  expect(templates("The Lantern Prize was awarded by a King. In which year was he born?")).toEqual([
    "The Lantern Prize was awarded by which King?",
    "In which year was {} born?",
  ]);
  // The pronoun's noun may be the statement's subject; two statements are read in turn.
  expect(templates("An actress starred in the 1951 film 'Lantern Bay'. When was she born?")).toEqual([
    "which actress starred in the 1951 film 'Lantern Bay'?",
    "When was {} born?",
  ]);
  expect(
    templates(
      "In 1990 a team won the Vell Cup. That team played its home games in an arena. Which architect designed that arena?",
    ),
  ).toEqual([
    "In 1990 which team won the Vell Cup?",
    "{} played its home games in which arena?",
    "Which architect designed {}?",
  ]);
  // "What is the capacity of the arena where X played …?": "is" is a copula, it leaves no verb for the end.
  expect(templates("What is the seating capacity of the arena where the Vell Rovers played their home games?")).toEqual(
    ["arena where the Vell Rovers played their home games", "What is the seating capacity of {}?"],
  );
  // The question's verb with its own objects closes it: "worked in France", "have in 2014".
  expect(templates("Since what year has the Danish poet who wrote Grey Tide worked in France?")).toEqual([
    "Danish poet who wrote Grey Tide",
    "Since what year has {} worked in France?",
  ]);
  expect(templates("How many inhabitants did the city where the Vell Rovers were formed have in 2014?")).toEqual([
    "city where the Vell Rovers were formed",
    "How many inhabitants did {} have in 2014?",
  ]);
  // A name owning a described noun is its modifier.
  expect(templates("When was Mara Vell's album featuring the single 'Lanterns' released?")).toEqual([
    "Mara Vell album featuring the single 'Lanterns'",
    "When was {} released?",
  ]);
});

it("the last hop searches for its entity's page without the asked type's words", async () => {
  const { hopQuery } = await import("../src/skills/local/chain-decide");
  const chain = chainOf("Ivo Marr advised a senator; what is that senator's date of birth?")!;
  expect(hopQuery(chain, 1, "Tom Vale")).toBe("born Tom Vale");
  // An earlier hop keeps every word it has.
  expect(hopQuery(chain, 0, undefined)).toBe("Ivo Marr advised senator");
});

it("a later part pointing back at a noun of several words takes all of them, its possessive kept", () => {
  expect(
    templates(
      "Ada Lane edited a 1954 sitcom adapted from a radio serial. That radio serial's first broadcast was on what date?",
    ),
  ).toEqual([
    "Ada Lane edited a 1954 sitcom adapted from which radio serial?",
    "{}'s first broadcast was on what date?",
  ]);
});

it("a relation stranded at the question's end belongs to the outer question, not to the clause before it", () => {
  expect(templates("Which country is the city where the Marlow Tour concluded the capital of?")).toEqual([
    "city where the Marlow Tour concluded",
    "Which country is {} the capital of?",
  ]);
  expect(templates("Which band was the drummer who recorded Gold Road a member of?")).toEqual([
    "drummer who recorded Gold Road",
    "Which band was {} a member of?",
  ]);
  // The clause keeps its own object: "the album" is what the band recorded.
  expect(templates("Which label is the band that recorded the album a part of?")).toEqual([
    "band that recorded the album",
    "Which label is {} a part of?",
  ]);
  // A question ending in a name strands nothing.
  expect(templates("Who is the spouse of the director of Leap to Honor?")).toEqual([
    "director of Leap to Honor",
    "Who is the spouse of {}?",
  ]);
});

it("a relation stranded right after the clause's own 'is' or 'was' is the clause's: its gap is the noun", () => {
  // "that Harbor Tales is a companion book to": the series is what the book is a companion to; the outer question
  // asks only the husband.
  expect(templates("Who is the husband of the author of the series that Harbor Tales is a companion book to?")).toEqual(
    ["series that Harbor Tales is a companion book to", "author of {}", "Who is the husband of {}?"],
  );
  expect(templates("Who directed the film that Ada Vell's second album was the soundtrack for?")).toEqual([
    "film that Ada Vell's second album was the soundtrack for",
    "Who directed {}?",
  ]);
  expect(templates("Who founded the band that Ada Vell has long been a member of?")).toEqual([
    "band that Ada Vell has long been a member of",
    "Who founded {}?",
  ]);
});

it("a name's possessive as the subject is the first hop, and what the rest asks the next", () => {
  expect(templates("Vell Station's city lies on Marlow's border with which province?")).toEqual([
    "city of Vell Station",
    "{} lies on Marlow's border with which province?",
  ]);
  expect(templates("Harlow Airport's namesake died on what date?")).toEqual([
    "namesake of Harlow Airport",
    "{} died on what date?",
  ]);
  // "What's …" is no name's possessive.
  expect(JSON.stringify(templates("What's the river that lies in which country?") ?? null)).not.toMatch(/of What/);
  // A possessive that asks nothing after it is no chain ("Vell Station's city is Dunmere.").
  expect(chainOf("Vell Station's city is Dunmere.")).toBeNull();
});

it("a year before the described noun is part of its description: 'the 1954 sitcom that …' is a hop", () => {
  expect(templates("Who directed the 2005 film that starred Ada Lane?")).toEqual([
    "2005 film that starred Ada Lane",
    "Who directed {}?",
  ]);
  expect(templates("Who wrote the stories behind the 1954 sitcom that Tam Greer edited?")).toEqual([
    "1954 sitcom that Tam Greer edited",
    "Who wrote the stories behind {}?",
  ]);
});

it("a plural name's bare possessive and a passive clause without 'that' are hops too", () => {
  expect(templates("Ten Songs on Rivers' author was born on what date?")).toEqual([
    "author of Ten Songs on Rivers",
    "{} was born on what date?",
  ]);
  expect(templates("In what year was the person Harlow Airport is named after born?")).toEqual([
    "person that Harlow Airport is named after",
    "In what year was {} born?",
  ]);
  // A name's own verb after "was the <noun> <Name>" stays the question's: no clause.
  expect(templates("Where was the director Ada Vell educated?")).toBeUndefined();
  // A relation's noun does things ("… co-writer wrote which film?"); a fact's noun is asked of its owner in one hop.
  expect(templates("Ten Songs on Rivers' co-writer directed which film?")?.[0]).toBe(
    "co-writer of Ten Songs on Rivers",
  );
  expect(templates("Vell Corp's market value reached its peak on what date?")).toBeUndefined();
  expect(templates("Arlen's capital moved to which city in 1999?")).toBeUndefined();
  // A passive whose preposition has its own object is the question's statement, not a clause without "that".
  expect(templates("Who said the poet John Keats was influenced by Milton?")).toBeUndefined();
});

it("a possessor's article goes with the possessor: 'the Harbour Keys' manager' is the manager of the Harbour Keys", () => {
  expect(templates("When was the Harbour Keys' manager born?")).toEqual([
    "manager of the Harbour Keys",
    "When was {} born?",
  ]);
  expect(templates("Where was the Harbour Keys's manager born?")).toEqual([
    "manager of the Harbour Keys",
    "Where was {} born?",
  ]);
});

it("an adverb between a possessive subject's noun and its verb is no part of the noun", () => {
  expect(templates("Tam Vell's father twice won an award; which body votes for that award?")?.[0]).toBe(
    "father of Tam Vell",
  );
});

it("a clause's subject whose main verb places it ('… lies how far west of …') is a hop, and 'how far' asks of it", () => {
  expect(templates("The fortress that served as the seat of Lord Vell lies roughly how far west of Dunmere?")).toEqual([
    "fortress that served as the seat of Lord Vell",
    "{} lies roughly how far west of Dunmere?",
  ]);
});

it("a modifier written with an ampersand still opens a relative clause's noun: 'the R&B singer who co-wrote X'", () => {
  expect(templates("What is the back-up group of the R&B singer who co-wrote Shallow Lanes?")).toEqual([
    "R&B singer who co-wrote Shallow Lanes",
    "What is the back-up group of {}?",
  ]);
});

it("a participle after 'the X of' describes X's object, and 'the 1972' runs on to its noun", () => {
  // The noun follows a preposition, so "beaten by" is no passive of the question: the team is found first.
  expect(templates("Who was the coach of the team beaten by Leeds United in the 1972 final?")).toEqual([
    "team beaten by Leeds United in the 1972 final",
    "Who was the coach of {}?",
  ]);
  expect(templates("What is the capital of the country ruled by Queen Juliana?")).toEqual([
    "country ruled by Queen Juliana",
    "What is the capital of {}?",
  ]);
  // "the 1972" needs its noun: no hop ends at the year, leaving "final" to the question.
  expect(templates("Where was the manager of Leeds United in the 1972 final born?")?.[0]).not.toMatch(/1972$/);
  // As the question's subject the participle is still its own passive.
  expect(chainOf("When was the treaty signed by France?")).toBeNull();
  // After "did" the question's verb comes later: no hop runs on to swallow it.
  expect(templates("Who did the hero of the play adapted by Ada Lane kill in a duel?")?.[0] ?? "").not.toMatch(/kill/);
});

it("after 'did', a bare verb right after the clause's last name is the question's own, not the clause's", () => {
  expect(templates("How many people did the company that owns Harbor Snacks employ in 2010?")).toEqual([
    "company that owns Harbor Snacks",
    "How many people did {} employ in 2010?",
  ]);
  expect(templates("What did the company founded by Tam Greer acquire in 2006?")).toEqual([
    "company founded by Tam Greer",
    "What did {} acquire in 2006?",
  ]);
  // Of bare words in a row the last is the verb: "Pixar studio produce", "1972 final represent".
  expect(templates("What did the company that acquired Vell Pictures studio produce?")?.[1]).toBe(
    "What did {} produce?",
  );
  expect(templates("Which city did the team that beat Leeds United in 1972 final represent?")?.[1]).toBe(
    "Which city did {} represent?",
  );
  // A preposition after a name is no verb: the bare verb is looked for after the next name.
  expect(templates("How many people did the company founded by Ada Vell with Tom Hale employ?")).toEqual([
    "company founded by Ada Vell with Tom Hale",
    "How many people did {} employ?",
  ]);
  // A determiner, a plural or an adverb after the name is the clause's own: it keeps them.
  expect(templates("When did the band that plays at Vell Stadium every year form?")?.[0]).toBe(
    "band that plays at Vell Stadium every year",
  );
});

it("a title ending on 'Do' or 'Is' is no auxiliary: the question's closing verb is still cut off the clause", () => {
  expect(templates("When was the lead single of the album featuring Love Me Like You Do released?")).toEqual([
    "album featuring Love Me Like You Do",
    "When was the lead single of {} released?",
  ]);
});

it("a participle that is the question's own passive leaves a later listed one to describe its noun", () => {
  expect(templates("Who coached the team beaten by the club founded by Tom Hart?")).toEqual([
    "club founded by Tom Hart",
    "Who coached the team beaten by {}?",
  ]);
  expect(templates("What genre is the album recorded by the band formed by Tom Hart?")?.[0]).toBe(
    "band formed by Tom Hart",
  );
});

it("an adverb before a participle is no word of its noun: 'the play loosely adapted by …'", () => {
  expect(templates("Who did the protagonist of the play loosely adapted by Vell and Juliet kill in a duel?")).toEqual([
    "play adapted by Vell and Juliet",
    "Who did the protagonist of {} kill in a duel?",
  ]);
});

it("'with the song …' describes its noun as 'featuring' does; 'with' before anything else is no relation", () => {
  expect(templates("Which label released the album with the single Hello?")).toEqual([
    "album with the single Hello",
    "Which label released {}?",
  ]);
  expect(templates("Who played the lead in the film with the song Glass Harbour?")).toEqual([
    "film with the song Glass Harbour",
    "Who played the lead in {}?",
  ]);
  expect(templates("Who shared the award with the singer Tom Vell?")).toBeUndefined();
});

it("'the winner of X' is a hop; words of time alone or a name running on past a number make none", () => {
  expect(templates("Where was the winner of the 1998 Tour de France born?")).toEqual([
    "winner of the 1998 Tour de France",
    "Where was {} born?",
  ]);
  expect(templates("Who was the winner of American Idol this year?")).toBeUndefined();
  expect(templates("Who is the latest winner of the Formula 1 world championship?")).toBeUndefined();
  // A name ending on a number before the question's own verb is whole: "Apollo 13 born?".
  expect(templates("Where was the director of Apollo 13 born?")).toEqual([
    "director of Apollo 13",
    "Where was {} born?",
  ]);
});

it("a question opening on a preposition still leaves its verb for the end; a club's ground is a hop", () => {
  expect(
    templates(
      "For how many years did the former home ground of the club Ada Vell joined in July 2016 exist before it was demolished?",
    ),
  ).toEqual([
    "club that Ada Vell joined in July 2016",
    "former home ground of {}",
    "For how many years did {} exist before it was demolished?",
  ]);
});

it("a year or a nationality before a common noun and a title describes the title: the object runs on through it", () => {
  expect(templates("On what date was the director of the 1987 Danish film Quiet Harbour born?")).toEqual([
    "director of the 1987 Danish film Quiet Harbour",
    "On what date was {} born?",
  ]);
  // A season's years keep their dash: "2011–12 Tarrow Hawks" is one name.
  expect(templates("Where was the head coach of the 2011–12 Tarrow Hawks born?")).toEqual([
    "head coach of the 2011–12 Tarrow Hawks",
    "Where was {} born?",
  ]);
});

it("a clause opened by a comma closes at its last comma, and the question goes on after it", () => {
  expect(
    templates("Which team did the coach, whose name labels an era of Dunmore Otters hockey, lead from 1980 to 1984?"),
  ).toEqual(["coach whose name labels an era of Dunmore Otters hockey", "Which team did {} lead from 1980 to 1984?"]);
});

it("after 'did', the bare verb ends the clause, but not a word a possessive owns", () => {
  expect(
    templates("At which arena did the club that replaced Greywick in the Northern League in 1971 play its home games?"),
  ).toEqual([
    "club that replaced Greywick in the Northern League in 1971",
    "At which arena did {} play its home games?",
  ]);
  expect(templates("Which team did the coach who guests on Tam Greer's album Quiet Roads lead?")).toEqual([
    "coach who guests on Tam Greer's album Quiet Roads",
    "Which team did {} lead?",
  ]);
  // Of two verbs in a row at the end, the later is the question's: "jazz developed cost".
  expect(templates("How much did the tram line built for the city where Harbor Vale jazz developed cost?")).toEqual([
    "city where Harbor Vale jazz developed",
    "How much did the tram line built for {} cost?",
  ]);
});

it("'known as' closes a question after its clause", () => {
  expect(templates("What were the awards whose 12th edition was hosted by Ada Vell originally known as?")).toEqual([
    "awards whose 12th edition was hosted by Ada Vell",
    "What were {} originally known as?",
  ]);
});

it("a statement's 'one writer', pointed back at by 'that writer', is the bridge, not an earlier noun of the statement", () => {
  expect(
    templates(
      "Ada Vell is known as an expert on one novelist's life and works. What was the title of the first book that novelist wrote with her husband?",
    ),
  ).toEqual([
    "Ada Vell is known as an expert on which novelist's life and works?",
    "What was the title of the first book {} wrote with her husband?",
  ]);
});

it("'the race's founder' points back at the race a statement introduced with 'a'", () => {
  expect(
    templates(
      "The 2019 edition of a Marnish sailing race was part of the Ocean Cup. In what year was the race's founder born?",
    )?.[0],
  ).toBe("The 2019 edition of which Marnish sailing race was part of the Ocean Cup?");
});

it("a role written as a title before a name ('Vell Rovers owner Tom Hale') makes the name the hop's object", () => {
  expect(templates("Which yards were founded by the grandfather of former Vell Rovers owner Tom Hale Jr.?")).toEqual([
    "grandfather of former Vell Rovers owner Tom Hale Jr.",
    "Which yards were founded by {}?",
  ]);
  expect(templates("Where was the wife of Dunmere Bulls coach Ann Lee born?")).toEqual([
    "wife of Dunmere Bulls coach Ann Lee",
    "Where was {} born?",
  ]);
  // A title of two words ("head coach", "chief executive") is one title.
  expect(templates("Where was the son of Vell Bulls head coach Ann Lee born?")?.[0]).toBe(
    "son of Vell Bulls head coach Ann Lee",
  );
  // After "did", the role word may be the question's verb: "did the brother of Tom Hale coach Leeds United".
  expect(templates("When did the brother of Tom Hale coach Leeds United?")).toEqual([
    "brother of Tom Hale",
    "When did {} coach Leeds United?",
  ]);
  // With no title after it, the object is the name alone.
  expect(templates("Where was the director of Vell Park born?")).toEqual([
    "director of Vell Park",
    "Where was {} born?",
  ]);
});

it("'the title of the album …' asks for the album described, not a hop from it to a 'title'", () => {
  expect(chainOf("What was the title of the children's album Ada Vell recorded at the age of nine?")).toBeNull();
  expect(chainOf("What was the name of the children's album Ada Vell recorded at the age of nine?")).toBeNull();
  // "birth name of the mother of …" asks a name of the mother's own; a title track is a thing of its own: still hops.
  expect(templates('birth name of the mother of gospel singer Ada "Kiki" Vell')).toEqual([
    'mother of gospel singer Ada "Kiki" Vell',
    "birth name of {}",
  ]);
  expect(templates("Who wrote the title track of the album that Ada Vell recorded?")).toEqual([
    "album that Ada Vell recorded",
    "Who wrote the title track of {}?",
  ]);
  // Only a work's title names the work: "the title of the head coach of …" asks the coach's title.
  expect(templates("What was the title of the head coach of Vell Rovers?")).toEqual([
    "head coach of Vell Rovers",
    "What was the title of {}?",
  ]);
  expect(chainOf("What's the title of the album Ada Vell recorded at nine?")).toBeNull();
});

it("an adverb after a role word and a name leaves the role word the question's verb; every nationality word describes", () => {
  expect(templates("When did the brother of Tom Hale coach Vell Rovers first?")).toEqual([
    "brother of Tom Hale",
    "When did {} coach Vell Rovers first?",
  ]);
  for (const people of ["Yugoslav", "Kazakh", "Cypriot"])
    expect(templates(`When was the director of the ${people} film Dunmere born?`)).toEqual([
      `director of the ${people} film Dunmere`,
      "When was {} born?",
    ]);
  // A nickname in single quotes is part of the name.
  expect(templates("Who is the husband of the mother of Ada 'Kiki' Vell?")?.[0]).toBe("mother of Ada 'Kiki' Vell");
});

it("a role title before a name after 'did' is taken when the question's verb follows the name; a nationality may describe it", () => {
  expect(
    templates("What did the grandfather of former Vell Rovers owner Tom Hale Jr. organize for his workers?"),
  ).toEqual(["grandfather of former Vell Rovers owner Tom Hale Jr.", "What did {} organize for his workers?"]);
  // "coach Ed Marr" ending the question is the question's verb and object: not a title.
  expect(templates("Which team did the brother of Tom Hale coach Ed Marr?")?.[0]).toBe("brother of Tom Hale");
  expect(templates("On what date did the father of the Soviet historian Tom Hale die?")).toEqual([
    "father of the Soviet historian Tom Hale",
    "On what date did {} die?",
  ]);
});
