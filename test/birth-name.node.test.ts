import { expect, it } from "vitest";
import { answerFrom as answer, page } from "./support/page";

const lead = page(
  "a",
  "Ada Vell-Hart",
  "Ada Vell-Hart (born Ada Marie Vell; November 15, 1960) is an American gospel singer. She is the mother of Kiki Hart.",
);

it("a birth name is read where the subject's lead gives it after 'born'", async () => {
  for (const q of ["What was Ada Vell-Hart's birth name?", "birth name of Ada Vell Hart"])
    expect((await answer(q, [lead])).answer).toBe("Ada Marie Vell [1]");
  const nee = page("b", "Tom Hale", "Mira Hale, née Mira Dunn, was a painter. Tom Hale married her in 1990.");
  expect((await answer("What was Mira Hale's maiden name?", [nee])).answer).toBe("Mira Dunn [1]");
  // The page titled with the name the question uses, its lead giving the full name: "Bill" is "William" there.
  const titled = page(
    "d",
    "Bill Hale",
    "William Tom Hale (born William Tom Dunn; 3 March 1950) is an English painter.",
  );
  expect((await answer("What was Bill Hale's birth name?", [titled])).answer).toBe("William Tom Dunn [1]");
});

it("another person's lead, or a lead with no birth name, answers no birth name", async () => {
  const out = await answer("What was Kiki Hart's birth name?", [lead]);
  expect(out.answer).not.toMatch(/Ada Marie Vell/);
  const plain = page("c", "Tom Hale", "Tom Hale (born 3 March 1950) is an English painter.");
  expect((await answer("What was Tom Hale's birth name?", [plain])).answer).not.toMatch(/^Tom Hale|March/);
});

it("the birth name asked through a relation, or given in another person's clause, is not the subject's", async () => {
  const hale = page(
    "t",
    "Tom Hale",
    "Tom Hale (born Thomas Edward Hale; 3 May 1950) is an English actor. He married Ada Vell.",
  );
  for (const q of ["What was the birth name of the wife of Tom Hale?", "What was the birth name of Tom Hale's wife?"])
    expect((await answer(q, [hale])).answer).not.toMatch(/^Thomas Edward Hale/);
  const film = page(
    "d",
    "Dunmere (film)",
    "Dunmere is a 1990 film starring Ada Vell and Tom Hale (born Thomas Edward Hale, 1950).",
  );
  expect((await answer("What was Ada Vell's birth name?", [film])).answer).not.toMatch(/^Thomas Edward Hale/);
  const son = page(
    "s",
    "Tom Hale",
    "Tom Hale (born 3 May 1950) is an actor. His son, Tom Hale Jr. (born Thomas Hale Vell, 1975), sings.",
  );
  expect((await answer("What was Tom Hale's birth name?", [son])).answer).not.toMatch(/^Thomas Hale Vell/);
  const father = page("f", "Ada Vell", "Early life. Her father, Tom Vell (born Thomas Hart Vell; 1940), was a miner.");
  expect((await answer("What was Ada Vell's birth name?", [father])).answer).not.toMatch(/^Thomas Hart Vell/);
  const spouse = page("w", "Ada Vell", "Ada Vell is an English actress. He was born Tom Hart in 1950 and married her.");
  expect((await answer("What was Ada Vell's birth name?", [spouse])).answer).not.toMatch(/^Tom Hart/);
  const place = page("p", "Tom Hale", "Tom Hale (born Port Dunmere, Kent, 1950) is an actor.");
  expect((await answer("What was Tom Hale's birth name?", [place])).answer).not.toMatch(/^Port Dunmere/);
});

it("a birth name said in the subject's own sentences, after 'née' alone, or with particles is read", async () => {
  const cases: [string, string, string][] = [
    [
      "What was Ada Vell's maiden name?",
      "Ada Vell is an English actress. Born Ada Hart in Dunmere, she wed in 1970.",
      "Ada Hart",
    ],
    [
      "What was Ada Vell's birth name?",
      "Ada Vell is an English actress. She was born as Ada Mary Hart in Dunmere.",
      "Ada Mary Hart",
    ],
    ["What was Ada Vell's maiden name?", "Ada Vell (née Hart; born 3 May 1950) is an English actress.", "Hart"],
    ["What was Ada Vell's maiden name?", "Ada Vell (Ne\u0301e Ada Hart; 1950) is an English actress.", "Ada Hart"],
    [
      "What was Ada Vell's birth name?",
      "Ada Vell (born Ada van der Hart; 1950) is a Dutch actress.",
      "Ada van der Hart",
    ],
    ["What was Ada Vell's birth name?", "Ada Vell (born Ada Hart in Dunmere, 1950) is an actress.", "Ada Hart"],
  ];
  for (const [q, text, name] of cases)
    expect((await answer(q, [page("a", "Ada Vell", text)])).answer).toBe(`${name} [1]`);
});

it("a lead's suffix, initial or pronunciation before the clause is the subject's; a name asked of another is not", async () => {
  const cases: [string, string, string, string][] = [
    [
      "What was Tom Hale Jr.'s birth name?",
      "Tom Hale Jr.",
      "Tom Hale Jr. (born Thomas King Jr.; 1913 – 2006) was a lawyer.",
      "Thomas King Jr.",
    ],
    [
      "What was Tom Hale's birth name?",
      "Tom Hale",
      "Tom J. Hale (born Thomas James Vell, 1934) is a writer.",
      "Thomas James Vell",
    ],
    [
      "What was Ada Vell's birth name?",
      "Ada Vell",
      "Ada Vell (/ˈɑːdə vɛl/; born Ada Jeane Hart; 1926 – 1962) was an actress.",
      "Ada Jeane Hart",
    ],
    [
      "What was the birth name of the actress Ada Vell?",
      "Ada Vell",
      "Ada Vell (born Ada Mary Hart; 1950) is an actress.",
      "Ada Mary Hart",
    ],
    [
      "What was the birth name of the star of Dunmere, Ada Vell?",
      "Ada Vell",
      "Ada Vell (born Ada Mary Hart; 1950) is an actress.",
      "Ada Mary Hart",
    ],
  ];
  for (const [q, title, text, name] of cases)
    expect((await answer(q, [page("a", title, text)])).answer).toBe(`${name} [1]`);
  const hale = page(
    "t",
    "Tom Hale",
    "Tom Hale (born Thomas Edward Vell; 1950) is a singer who founded the band Dunmere.",
  );
  for (const q of [
    "What was the birth name of the band Tom Hale founded?",
    "What is the real name of Tom Hale's alter ego?",
  ])
    expect((await answer(q, [hale])).answer).not.toMatch(/^Thomas Edward Vell/);
});
