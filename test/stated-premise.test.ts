import { beforeAll, expect, it } from "vitest";
import { askWithReason, ingestAll } from "./support/dynamic-query";

// A chain whose first hop describes its bridge by an event's place or year ("the band formed in Seattle in 1985"):
// a bridge whose page places or dates that event otherwise, and never says the question's, is not the one described.
const NS = "stated-premise";
const DOCS = [
  {
    title: "Harrow Quartet",
    text:
      "Harrow Quartet was an American rock band formed in Ellensburg, Washington in 1985 by singer Ada Vell and " +
      "guitarist Tom Hart. The band released four studio albums before it split up in 1998.",
  },
  {
    title: "Tom Hart",
    text:
      "Tom Hart (born March 3, 1962 in Fort Irwin, California) is an American guitarist. He was the lead guitarist " +
      "of the rock band Harrow Quartet from 1985 to 1998.",
  },
  {
    title: "Vell Sinfonia",
    text: "Vell Sinfonia is a British chamber orchestra based in York. Its conductor is Ada Marsh.",
  },
  {
    title: "Ada Marsh",
    text: "Ada Marsh (born in Leeds, England) is a British conductor. She has led the Vell Sinfonia since its start.",
  },
  {
    title: "Vellgekte",
    text: "Vellgekte is a craze for the colour orange that peaks during Vellsdag, a national holiday in the Netherlands.",
  },
  { title: "Vellsdag", text: "Vellsdag is a national holiday. It is celebrated on 27 April, the king's birthday." },
];

beforeAll(() => ingestAll(NS, DOCS));

async function ask(question: string) {
  const { result, reason } = await askWithReason(NS, question);
  return { answer: String(result.answer), reason };
}

it("the band its page says was formed in Ellensburg is not 'the band formed in Seattle': no birthplace is given", async () => {
  const { answer, reason } = await ask(
    "Where was the lead guitarist of the rock band Ada Vell formed in Seattle in 1985 born?",
  );
  expect(answer).toMatch(/^I don't know/);
  expect(reason).toMatch(/Ellensburg, not Seattle/);
});

it("nor is it 'the band formed in 1984', a year its page never states", async () => {
  const { answer, reason } = await ask(
    "Where was the lead guitarist of the rock band Ada Vell formed in Ellensburg in 1984 born?",
  );
  expect(answer).toMatch(/^I don't know/);
  expect(reason).toMatch(/1985, not 1984/);
});

it("the premise its page states, place and year, leads on to the answer", async () => {
  const { answer } = await ask(
    "Where was the lead guitarist of the rock band Ada Vell formed in Ellensburg in 1985 born?",
  );
  expect(answer).toMatch(/Fort Irwin/);
});

it("nor 'the 1991 chamber orchestra Vell Sinfonia', whose pages state no year at all", async () => {
  const { answer, reason } = await ask("Where was the conductor of the 1991 chamber orchestra Vell Sinfonia born?");
  expect(answer).toMatch(/^I don't know/);
  expect(reason).toMatch(/says 1991; the pages read never state it/);
  expect((await ask("Where was the conductor of the chamber orchestra Vell Sinfonia born?")).answer).toMatch(/Leeds/);
});

it("nor 'the American holiday' Vellgekte peaks during, which its pages place in the Netherlands", async () => {
  const { answer, reason } = await ask(
    "On which date is the American holiday during which Vellgekte peaks celebrated?",
  );
  expect(answer).toMatch(/^I don't know/);
  expect(reason).toMatch(/says American; the pages read never state it/);
  expect((await ask("On which date is the Dutch holiday during which Vellgekte peaks celebrated?")).answer).toMatch(
    /27 April/,
  );
});
