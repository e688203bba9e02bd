import { expect, it } from "vitest";
import { answerFrom as answer, page } from "./support/page";

const churches = page(
  "c",
  "Vell churches",
  'The four major denominations in Dunmere are: the Kale Vell (Word of Life); Mulu Hale, literally "Full Gospel"; and ' +
    'Meserete Vell (meaning "Christ foundation") or Mennonite. Tom Hale (1950) founded one.',
);

it("a name's meaning is the gloss marked or quoted right after it", async () => {
  const q = "What does the name of the evangelical denomination Meserete Vell mean?";
  expect((await answer(q, [churches])).answer).toBe("Christ foundation [1]");
  expect((await answer("What is the meaning of Mulu Hale?", [churches])).answer).toBe("Full Gospel [1]");
});

it("a plain parenthesis after a name is no meaning", async () => {
  expect((await answer("What does Tom Hale mean?", [churches])).answer).not.toMatch(/^1950/);
});
