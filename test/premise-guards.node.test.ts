import { describe, expect, it } from "vitest";
import { guardAnswer } from "../src/skills/local/answer-guards";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
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
    // A quoted source or nickname is no title of a work: it may be named on a page the answer does not cite.
    expect(
      guarded("In what year, according to 'The Harbor Age', was the book published?", "1918", [book]).abstained,
    ).toBe(false);
    // An apostrophe is no quote: "Guns N' Roses' drummer".
    expect(guarded("In what year was Lena Brook' first book n' published?", "1918", [book]).abstained).toBe(false);
  });

  it("a role asked for is said where the answer is named, by its noun or its verb", async () => {
    const q = "Who was the cinematographer of Stone Gap?";
    expect((await answerer.answer(input(q, [film]))).abstained).toBe(true);
    expect(guarded(q, "Ada Trent", [film]).reason).toMatch(/cinematographer/);
    expect(guarded("Who was the director of Stone Gap?", "Ada Trent", [film]).abstained).toBe(false);
    expect(guarded("Who was the producer of Stone Gap?", "Donna Gill", [film]).abstained).toBe(false);
  });

  it("a who-question is not answered by a name it gives, unless it offers that name", () => {
    const q = "A Velvet Drifters song was on the soundtrack of Cold Coast. Who directed that film?";
    const pages = [page("s", "Glass Harbour", "Glass Harbour is a Velvet Drifters song from the film Cold Coast.")];
    expect(guarded(q, "Velvet Drifters", pages).abstained).toBe(true);
    expect(guarded("Who is older, Velvet Drifters' singer or Tom Hale?", "Tom Hale", pages).abstained).toBe(false);
  });
});
