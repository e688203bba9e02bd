import { expect, it } from "vitest";
import { answerFrom as ask, page } from "./support/page";

const ground = page(
  "g",
  "Vell Park (Dorne)",
  "Vell Park was a football stadium in Dorne, England. It was opened in 1897 and was the home ground of Dorne Athletic until 1999. The ground was demolished in 1999 and a housing estate was built on the site.",
);

it("how many years a thing existed: from the year its page says it began to the year it ended", async () => {
  for (const q of [
    "For how many years did Vell Park exist before it was demolished?",
    "How long did Vell Park stand?",
    "How many years was Vell Park open?",
    "How many years was Vell Park in use before it was demolished?",
  ]) {
    const out = await ask(q, [ground]);
    expect(out.answer).toBe("102 years [1]");
  }
});

it("a length of existence the page states answers, unless its dates give another", async () => {
  const stated = page(
    "s",
    "Hale Road",
    "Hale Road was a stadium in Dorne. In its 102-year existence it hosted league football for 32 years, before it was demolished to make way for housing in 1999.",
  );
  expect((await ask("For how many years did Hale Road exist before it was demolished?", [stated])).answer).toBe(
    "102 years [1]",
  );
  const existed = page("e", "Hale Lane", "Hale Lane was a racecourse in Dorne. It existed for 64 years.");
  expect((await ask("How long did Hale Lane exist?", [existed])).answer).toBe("64 years [1]");
  const clash = page(
    "c",
    "Hale Road",
    "Hale Road was a stadium in Dorne, opened in 1901. In its 102-year existence it hosted league football for 32 years. It was demolished in 1999.",
  );
  const out = await ask("For how many years did Hale Road exist before it was demolished?", [clash]);
  expect(out.abstained).toBe(true);
  expect(out.reason).toMatch(/102 years.*98/);
});

it("no count of years where the page gives no end, two starts, or names another thing", async () => {
  const open = page("o", "Marsh Hall", "Marsh Hall is a concert hall in Leeds. It was opened in 1902 and seats 1,200.");
  const noEnd = await ask("For how many years did Marsh Hall exist before it was demolished?", [open]);
  expect(noEnd.answer).not.toMatch(/years/);
  const twice = page(
    "t",
    "Brisk Arena",
    "Brisk Arena was an arena in Hull. It was opened in 1920. After a fire it was opened again in 1951. It was demolished in 1990.",
  );
  expect((await ask("How long did Brisk Arena stand?", [twice])).abstained).toBe(true);
  expect((await ask("How long did Dorne Park stand?", [ground])).abstained).toBe(true);
});

it("the earliest start is read from the thing's own page, and only a question asking how long it existed", async () => {
  const wall = page(
    "w",
    "Dorne Wall",
    "The Dorne Wall was a guarded barrier built in 1961. Its checkpoints were opened on 9 November 1989, and the wall was demolished in 1990.",
  );
  const club = page(
    "c",
    "Dorne Athletic",
    "Dorne Athletic was a football club founded in 1880 and dissolved in 2010. It played at Vell Park until 1999.",
  );
  expect((await ask("How long did the Dorne Wall stand?", [wall])).answer).toBe("29 years [1]");
  // The club's page, ranked first, names the ground but is not its page: the ground's own dates are read.
  expect((await ask("How long did Vell Park stand?", [club, ground])).answer).toBe("102 years [2]");
  // "stand trial" asks something else.
  const trial = page(
    "t",
    "Ada Vell",
    "Ada Vell was founded in 1901 as a trading name and dissolved in 1931. Her trial in 1925 lasted three weeks.",
  );
  expect((await ask("How long did Ada Vell stand trial?", [trial])).answer).not.toMatch(/30 years/);
});
