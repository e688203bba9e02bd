import { expect, it } from "vitest";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { answerInput, page } from "./support/page";

const answer = (question: string, passages: ReturnType<typeof page>[]) =>
  new ExtractiveAnswerer().answer(answerInput(question, passages));

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
