import { expect, it } from "vitest";
import { answerType } from "../src/skills/local/answer-type";
import { pickSpan, wantedOf } from "../src/skills/local/span-fit";
import { candidateSpans } from "../src/skills/local/spans";
import { terms } from "../src/text/analyze";

const pick = (question: string, sentence: string) =>
  pickSpan(
    sentence,
    candidateSpans(sentence, answerType(question)),
    question,
    wantedOf(question),
    new Set(terms(question)),
  );

it("the words narrowing a measure asked pick its figure where the measure's own word fits two", () => {
  const arena = "The Dun Colisee is a 4,000 capacity (3,677 seated) multi-purpose arena in Dun, that opened in 1958.";
  expect(pick("What is the seating capacity of the Dun Colisee?", arena)).toBe("3,677 seated");
  // Asked the capacity alone, the figure called so.
  expect(pick("What is the capacity of the Dun Colisee?", arena)).toBe("4,000 capacity");
});
