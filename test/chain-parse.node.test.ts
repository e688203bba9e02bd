import { expect, it } from "vitest";
import { chainOf } from "../src/skills/local/chain";

const templates = (q: string) => chainOf(q)?.hops.map((h) => h.template);

it("a noun described by a participle is a hop, and what is asked of it the next one", () => {
  expect(templates("Who directed the film starring Tom Hanks as a stranded courier?")).toEqual([
    "film starring Tom Hanks as a stranded courier",
    "Who directed {}?",
  ]);
  // Only the noun and its modifiers, not the words before a preposition ("a promo for …").
  expect(templates("What year did the band perform a promo for a movie starring Ada Lane as a detective?")?.[0]).toBe(
    "movie starring Ada Lane as a detective",
  );
  // A driver is a person: the hop's span is a name.
  expect(chainOf("Which team signed the Force India driver born in 1990?")?.hops[0]?.kind).toBe("person");
});

it("a participle describing what is asked, or a predicate, is no hop", () => {
  // The asked noun itself ("which film starring …"): one lookup.
  expect(chainOf("Which film starring Tom Hanks was released in 2000?")).toBeNull();
  // "… is an animated series based on …" describes the answer, it names no other entity.
  expect(chainOf("Which of her roles is an American animated series based on the Teen Titans?")).toBeNull();
  // A phrase without a name describes nothing findable.
  expect(chainOf("Who directed the film starring a talking dog?")).toBeNull();
});
