import { expect, it } from "vitest";
import { answerFrom as answer, page } from "./support/page";

const show = page(
  "n",
  "Vell Ventures – The Quest for the 7 Kingdoms",
  "Vell Ventures – The Quest for the 7 Kingdoms is a Portuguese TV series produced by the Vell Corporation.",
);

it("'Is X a <nationality> …?' is answered No where X's own lead gives it another country's word", async () => {
  const out = await answer("Is Vell Ventures – The Quest for the 7 Kingdoms a Brazilian TV series?", [show]);
  expect(out.answer).toBe("No [1]");
});

it("the lead's own word, one country's two words, another page, or two subjects decide nothing here", async () => {
  const own = await answer("Is Vell Ventures – The Quest for the 7 Kingdoms a Portuguese TV series?", [show]);
  expect(own.answer).not.toMatch(/^No/);
  const welsh = page("w", "Dunmere", "Dunmere is a Welsh rock band formed in Cardiff.");
  expect((await answer("Is Dunmere a British rock band?", [welsh])).answer).not.toMatch(/^No/);
  const other = page("o", "Dunmere (film)", "Dunmere (film) is a Portuguese film.");
  expect((await answer("Is Dunmere a Brazilian band?", [other])).answer).not.toMatch(/^No/);
  expect((await answer("Are Dunmere and Vell both Brazilian bands?", [welsh])).answer).not.toMatch(/^No \[/);
});
