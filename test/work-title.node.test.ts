import { expect, it } from "vitest";
import { answerFrom as answer, page } from "./support/page";

const vell = page(
  "a",
  "Ada Vell",
  'Ada Vell later continued as a solo artist with her 1993 album "Harbour Lights", which went on from her 1987 record "Low Tide".',
);

it("a work asked by its kind ('the 1993 solo album by X', 'X's 1993 solo album') is answered by its title", async () => {
  for (const q of [
    "What was the 1993 solo album by Ada Vell?",
    "What is Ada Vell's 1993 solo album?",
    "Which 1993 solo album did Ada Vell release?",
    // A request is read as the question it asks.
    "Name Ada Vell's 1993 solo album.",
  ])
    expect((await answer(q, [vell])).answer).toBe("Harbour Lights [1]");
});

it("a question about no work keeps the sentence reader's answer", async () => {
  const out = await answer("What is Ada Vell's career?", [vell]);
  expect(out.answer).not.toBe("Harbour Lights [1]");
});
