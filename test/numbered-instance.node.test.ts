import { expect, it } from "vitest";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import type { ScoredPassage } from "../src/types";
import { answerInput as input, page } from "./support/page";

const ask = (question: string, passages: ScoredPassage[]) => new ExtractiveAnswerer().answer(input(question, passages));

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
  // However the question numbers it: in words after the noun, or a compound ordinal.
  expect((await ask("How many episodes were in season five of Harbour Lights?", [fourth])).answer).toBe("I don't know");
  // An ordinal the question qualifies ("the eighth and final season") still numbers the season.
  const final = await ask("How many episodes were in the eighth and final season of Harbour Lights?", [fourth]);
  expect(final.reason).toMatch(/season 4, not season 8/);
  expect(
    (await ask("How many episodes were in the fourth and final season of Harbour Lights?", [fourth])).answer,
  ).toMatch(/^22 episodes/);
  const later = page(
    "s25",
    "Harbour Lights (season 25)",
    "The 25th season of Harbour Lights began airing on 5 October 2021. The season consisted of 12 episodes.",
  );
  expect((await ask("How many episodes did the fifth season of Harbour Lights have?", [later])).answer).toBe(
    "I don't know",
  );
  expect((await ask("How many episodes did the twenty-fifth season of Harbour Lights have?", [later])).answer).toMatch(
    /^12 episodes/,
  );
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
  expect((await ask("How many episodes did the fifth season of Harbour Lights have?", [renewed])).answer).toMatch(
    /^23 episodes/,
  );
});

it("an instance a later sentence mentions says nothing of what the passage is about", async () => {
  const draft = page(
    "d",
    "2001 Tarrow draft",
    "The 2001 Tarrow draft was held on 27 June 2001. The Harbour Bulls selected Eddy Vell with their first-round pick, " +
      "and Tom Ash in the second round.",
  );
  const out = await ask("Who did the Harbour Bulls select in the first round of the 2001 Tarrow draft?", [draft]);
  expect(out.reason ?? "").not.toMatch(/round 2, not round 1/);
  const debut = page(
    "v",
    "Ada Moor",
    "Ada Moor (born 1990) is a Tarrovian footballer. She scored 15 goals in her first season at Vell United. In her " +
      "second season she scored 9.",
  );
  expect((await ask("How many goals did Ada Moor score in her first season at Vell United?", [debut])).answer).toMatch(
    /^15 goals/,
  );
});

it("a page about another season that only mentions the one asked in passing is still set aside", async () => {
  // "the third season" is named, but not where the answer is read: the page is about the fourth.
  const recap = page(
    "s4",
    "Harbour Lights (season 4)",
    "The fourth season of Harbour Lights, a British drama series, began airing on 5 October 2001. It follows the " +
      "death of Ada Vell in the third season finale. The season consisted of 22 episodes.",
  );
  const out = await ask("How many episodes were in the third season of Harbour Lights?", [recap]);
  expect(out.answer).toBe("I don't know");
  expect(out.reason).toMatch(/season 4, not season 3/);
  // The season it is about is still answered.
  expect((await ask("How many episodes were in the fourth season of Harbour Lights?", [recap])).answer).toMatch(
    /^22 episodes/,
  );
});

it("review cases: the sentence before an answer that refers back, and an instance named only in passing", async () => {
  const series = page(
    "s1",
    "Harbour Lights (TV series)",
    "Harbour Lights is a British drama series that began with its first series on BBC One in 2005. The second series " +
      "was broadcast in 2006. It consisted of 8 episodes.",
  );
  expect((await ask("How many episodes were in the second series of Harbour Lights?", [series])).answer).toMatch(
    /^8 episodes/,
  );
  const finale = page(
    "s4",
    "Harbour Lights (season 4)",
    "The fourth season of Harbour Lights began airing on 5 October 2001. The season picks up after the third season " +
      "finale and consists of 22 episodes.",
  );
  expect((await ask("How many episodes were in the third season of Harbour Lights?", [finale])).answer).toBe(
    "I don't know",
  );
});
