import { expect, it } from "vitest";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import type { ScoredPassage } from "../src/types";

const page = (id: string, title: string, text: string): ScoredPassage => ({
  id,
  title,
  text,
  score: 0.8,
  source: "corpus",
});
const ask = (question: string, passages: ScoredPassage[]) =>
  new ExtractiveAnswerer().answer({ question, queryTime: "2026-01-01T00:00:00Z", passages, threshold: 0.1 });

const fourth = page(
  "s4",
  "Harbour Lights (season 4)",
  "The fourth season of Harbour Lights, a British drama series, began airing on 5 October 2001. The season consisted " +
    "of 22 episodes and concluded on 16 May 2002.",
);

it("a question about one numbered season is not answered from the page of another", async () => {
  const out = await ask("how many episodes in season 5 of harbour lights", [fourth]);
  expect(out.answer).toBe("I don't know");
  expect(out.reason).toMatch(/season 4, not season 5/);
  const ordinal = await ask("How many episodes did the fifth season of Harbour Lights have?", [fourth]);
  expect(ordinal.answer).toBe("I don't know");
});

it("the season the page is about is answered, however the question numbers it", async () => {
  expect((await ask("how many episodes in season 4 of harbour lights", [fourth])).answer).toMatch(/^22 episodes/);
  expect((await ask("How many episodes were in the fourth season of Harbour Lights?", [fourth])).answer).toMatch(
    /^22 episodes/,
  );
});

it("a page that also names the season asked is not set aside", async () => {
  const renewed = page(
    "r",
    "Harbour Lights (season 4)",
    `${fourth.text} In May 2002 the series was renewed for a fifth season of 23 episodes.`,
  );
  expect((await ask("How many episodes did the fifth season of Harbour Lights have?", [renewed])).answer).not.toBe(
    "I don't know",
  );
});
