import { describe, expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { premiseContradicted } from "../src/skills/local/stated-premise";
import { answerFrom as answer, answerInput, page } from "./support/page";

// (Each question's year or place is mentioned by some passage of the evidence, "the river flooded in 1971": the one the
// answer is read from must not contradict it.)
describe("an event's year or place the question states is checked where the answer is read", () => {
  const flood = page(
    "f",
    "Vell",
    "The Vell is a river. It flooded Dunmere in 1971, 2004 and 2005; Montreal lies on another.",
  );
  const bridge = page(
    "a",
    "Dunmere Bridge",
    "The Dunmere Bridge is a road bridge over the Vell. The bridge was opened in 1968 by mayor Tom Hart.",
  );

  it("'opened … in 1971' is not answered from a page saying it opened in 1968", async () => {
    const out = await answer("Which mayor opened the Dunmere Bridge in 1971?", [bridge, flood]);
    expect(out.abstained).toBe(true);
    expect(out.reason).toMatch(/1968, not 1971/);
  });

  it("the year the page states lets the answer through; a page stating no year leaves it unchecked: withheld", async () => {
    expect((await answer("Which mayor opened the Dunmere Bridge in 1968?", [bridge, flood])).answer).toMatch(
      /^Tom Hart/,
    );
    const undated = page(
      "b",
      "Dunmere Bridge",
      "The Dunmere Bridge is a road bridge. It was opened by mayor Tom Hart.",
    );
    // (The river's page says 1971 of a flood: a year is checked on the pages the answer is read from.)
    const unchecked = await answer("Which mayor opened the Dunmere Bridge in 1971?", [undated, flood]);
    expect(unchecked.abstained).toBe(true);
    expect(unchecked.reason).toMatch(/says 1971; the pages read never state it/);
  });

  it("'founded in Montreal' is not answered from a page saying it was founded in Toronto", async () => {
    const label = page("c", "Vell Records", "Vell Records is a record label founded in Toronto in 1988 by Ada Marsh.");
    const wrong = await answer("Who founded Vell Records in Montreal?", [label, flood]);
    expect(wrong.abstained).toBe(true);
    expect(wrong.reason).toMatch(/Toronto, not Montreal/);
    expect((await answer("Who founded Vell Records in Toronto?", [label, flood])).answer).toMatch(/^Ada Marsh/);
  });

  it("a founding is said in any of its words: 'founded in Montreal' against 'conceived and formed … in Toronto'", async () => {
    const project = page(
      "k",
      "Vell Sound",
      "Vell Sound is a Canadian synthpop project conceived and formed in 1988 by Ada Marsh in Toronto, Ontario.",
    );
    const wrong = await answer("Who founded the synthpop project Vell Sound in Montreal in 1988?", [project, flood]);
    expect(wrong.abstained).toBe(true);
    expect(wrong.reason).toMatch(/Toronto, not Montreal/);
    expect(
      (await answer("Who founded the synthpop project Vell Sound in Toronto in 1988?", [project, flood])).answer,
    ).toMatch(/^Ada Marsh/);
    // "established" is a founding's word too; a noun ("the shale formation in Alberta") is no founding.
    const institute = page(
      "i",
      "Vell Institute",
      "The Vell Institute is a research centre established in 1992 by Ada Marsh in Ottawa.",
    );
    expect((await answer("Who founded the Vell Institute in Montreal?", [institute, flood])).reason).toMatch(
      /Ottawa, not Montreal/,
    );
    const geologist = page(
      "g",
      "Vell Institute",
      "The Vell Institute is a research centre. Ada Marsh, who studied the shale formation in Alberta, founded the " +
        "institute in 1992.",
    );
    expect((await answer("Who founded the Vell Institute in Montreal?", [geologist, flood])).answer).toMatch(
      /^Ada Marsh/,
    );
  });

  it("a year dating a noun ('the 2005 Vell single') is checked the same way; a name after it says which one", async () => {
    const song = page(
      "d",
      "Tidewater (song)",
      '"Tidewater" is a song by Ada Vell. It was released as the lead single from her album Harbour (2004) on ' +
        "January 27, 2004. The single, released in January 2004, was produced by Tom Hart.",
    );
    const dated = await answer("Who produced the 2005 Ada Vell single?", [song, flood]);
    expect(dated.abstained).toBe(true);
    expect(dated.reason).toMatch(/2004, not 2005/);
    expect((await answer("Who produced the 2004 Ada Vell single?", [song, flood])).answer).toMatch(/^Tom Hart/);
    // (A name after the year says which single: no other one is read, but the year it is given is still unstated.)
    const named = await answer("Who produced the 2005 Ada Vell single Tidewater?", [song, flood]);
    expect(named.abstained).toBe(true);
    expect(named.reason).toMatch(/says 2005; the pages read never state it/);
    expect((await answer("Who produced the 2004 Ada Vell single Tidewater?", [song, flood])).answer).toMatch(
      /^Tom Hart/,
    );
  });
});

describe("what the premise check leaves alone", () => {
  const other = page("f", "Vell", "The Vell is a river. It flooded Dunmere in 1971 and 1988.");

  it("a place written another way (a longer name, an abbreviation) is no other place", async () => {
    const label = page("c", "Vell Records", "Vell Records is a record label founded in New York in 1988 by Ada Marsh.");
    expect((await answer("Who founded Vell Records in New York City?", [label, other])).answer).toMatch(/^Ada Marsh/);
    // (An abbreviation the evidence never spells is the answerer's to judge; this check does not read it as a place.)
    expect(premiseContradicted("Who founded Vell Records in NYC?", [label.text])).toBeUndefined();
  });

  it("a word that only looks like the event's verb ('found work', 'founder') dates no founding", async () => {
    const label = page(
      "c",
      "Vell Records",
      "Vell Records is a record label founded by Ada Marsh. Marsh had found work as a clerk in 1985. Its first " +
        "single came out in 1988.",
    );
    expect((await answer("Who founded Vell Records in 1988?", [label, other])).answer).toMatch(/^Ada Marsh/);
  });

  it("another event in the description is dated by its own verb; a measure is no dated noun", () => {
    const page = "Tom Vell was born in Ohio in 1962. He was drafted by the Dunmere Hawks in 1984.";
    expect(premiseContradicted("Which team drafted the player born in Ohio in 1962?", [page])).toBeUndefined();
    expect(premiseContradicted("Which team drafted the player born in Ohio in 1961?", [page])).toMatch(/1962/);
    expect(premiseContradicted("Who won the 1500 metres?", ["She won the 1,500 metres at the 2012 Games."])).toBe(
      undefined,
    );
    // An event after "in" is no place: "died in World War II" is not contradicted by "died in France".
    expect(premiseContradicted("Which poet died in World War II?", ["Tom Vell died in France in 1916."])).toBe(
      undefined,
    );
  });

  it("a named subject a hop dates ('the 1997 film Second Best') is checked where its pages date that name", () => {
    const film = "Second Best is a 1994 British drama film directed by Tom Hart. It stars Ada Vell.";
    expect(premiseContradicted("director of the 1997 British film Second Best", [film])).toMatch(
      /date film Second Best 1994, not 1997/,
    );
    expect(
      premiseContradicted("director of the 1997 film Second Best", ["Second Best (1994 film)\nIt stars Ada Vell."]),
    ).toMatch(/1994, not 1997/);
    expect(premiseContradicted("director of the 1994 film Second Best", [film])).toBeUndefined();
    // A name dated in brackets, as a namesake's page is titled: "Tosca (1959 film)" against "Tosca (1956 film)".
    const tosca = "Tosca (1956 film)\nTosca is an Italian opera film starring Franco Vell.";
    expect(premiseContradicted("tenor who starred in Tosca (1959 film)", [tosca])).toMatch(/1956, not 1959/);
    expect(premiseContradicted("tenor who starred in Tosca (1956 film)", [tosca])).toBeUndefined();
    // A film is a movie or a motion picture where the pages date it.
    const picture = 'Tom Hale drew the animated sequences of the 2004 motion picture "Nina", based on a novel.';
    expect(premiseContradicted("novel that the 2007 film Nina was based on", [picture])).toMatch(/2004, not 2007/);
    // Another name dated otherwise is another film; a page dating nothing says nothing.
    const sequel = "Second Best II is the sequel to his 1994 film Second Best. It was directed by Tom Hart.";
    expect(premiseContradicted("director of the 1997 film Second Best II", [sequel])).toBeUndefined();
    expect(premiseContradicted("director of the 1997 film Second Best", ["Second Best is a film by Tom Hart."])).toBe(
      undefined,
    );
    // The name whole: "Purple Rain (1984 film)" dates no film "Rain".
    const rain = [
      "Rain is a film directed by Tom Hale.",
      "Purple Rain (1984 film)\nPurple Rain is a 1984 musical film.",
    ];
    expect(premiseContradicted("director of the 1997 film Rain", rain)).toBeUndefined();
    // A year one off is the same film by its premiere or its release.
    const nina = "Nina is a 1996 drama film directed by Tom Hale, starring Ada Vell.";
    expect(premiseContradicted("director of the 1997 film Nina", [nina])).toBeUndefined();
    expect(premiseContradicted("director of the 1998 film Nina", [nina])).toMatch(/1996, not 1998/);
    // A possessive or a sentence's opening word before the name is no longer name: "Tom Hale's Dunmere" is Dunmere.
    for (const text of ["Tom Hale's Dunmere is a 1994 film.", "In Dunmere (1994 film), Tom Hale plays a miner."])
      expect(premiseContradicted("director of the 1997 film Dunmere", [text])).toMatch(/1994, not 1997/);
  });

  it("where something first appeared, emerged or originated is a place premise like where it was founded", async () => {
    const viol = page(
      "v",
      "Viol",
      "Viols first appeared in Spain in the late 15th century. Early ancestors include the lira da braccio of Italy.",
    );
    const out = await answer("In which century did viols first appear in Italy?", [viol]);
    expect(out.abstained).toBe(true);
    expect(out.reason).toMatch(/"appeared" in Spain, not Italy/);
    expect((await answer("In which century did viols first appear in Spain?", [viol])).answer).toMatch(
      /^(?:the )?late 15th century|^15th century/,
    );
  });

  it("an answer is checked by the sentence it is read from: a founder's other foundings are other events", () => {
    const smith = page(
      "s",
      "Tom Smith",
      "Tom Smith was a banker born in Paris. He founded the Vell Shipping Company in 1895.",
    );
    // (As a chain reads it: the bank's page, which states its own founding, is cited with the founder's.)
    const bank = page("b", "Dunmere Bank", "The Dunmere Bank was founded in 1901 by Tom Smith.");
    const read = (question: string, span: string, pages = [smith, bank]) =>
      guardAnswer(answerInput(question, pages), {
        answer: `${span} [1]`,
        cited: pages.map((_, k) => k + 1),
        abstained: false,
      });
    expect(read("Where was the founder of the Dunmere Bank founded in 1901 born?", "Paris").abstained).toBe(false);
    expect(read("Which company was founded by Tom Smith in 1901?", "Vell Shipping Company", [smith]).reason).toMatch(
      /1895, not 1901/,
    );
  });
});

it("a 'No' to a yes/no question is not withheld for the premise the evidence contradicts: that is its reason", () => {
  const film = page("f", "Second Best (film)", "Second Best is a 1994 British drama film directed by Tom Hart.");
  const q = "Was the 1997 film Second Best directed by Ada Vell?";
  expect(guardAnswer(answerInput(q, [film]), { answer: "No [1]", cited: [1], abstained: false }).abstained).toBe(false);
  // A "Yes" still claims the premise, and is withheld.
  const yes = guardAnswer(answerInput(q, [film]), { answer: "Yes [1]", cited: [1], abstained: false });
  expect(yes.abstained).toBe(true);
});
