import { describe, expect, it } from "vitest";
import { chainOf } from "../src/skills/local/chain";
import { postposedOf } from "../src/skills/local/question-forms";

describe("a band member's birthplace asked with its 'of' phrase after the verb", () => {
  it("'Where was the bassist born of the band …?' asks the band, then its bassist, then where he was born", () => {
    const chain = chainOf("Where was the bassist born of the band whose debut album was Harbour Nights?");
    expect(chain?.hops.map((h) => h.template)).toEqual([
      "band whose debut album was Harbour Nights",
      "bassist of {}",
      "Where was {} born?",
    ]);
    expect(chain?.hops[1]?.kind).toBe("person");
  });

  it("an 'of' after the verb is moved only for a place or time asked of a role right before the verb", () => {
    expect(postposedOf("Where was the bassist born of the band Harbour Nights?")).toBe(
      "Where was the bassist of the band Harbour Nights born?",
    );
    for (const q of [
      "Who was the child born of the marriage of Ada Vell and Tom Vale?",
      "Where was the actor born who died of cancer in 1990?",
      "When was the first edition published of the novel Harbour Nights?",
    ])
      expect(postposedOf(q)).toBe(q);
  });
});
