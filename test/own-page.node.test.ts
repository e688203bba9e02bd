import { describe, expect, it } from "vitest";
import { LocalPlanner } from "../src/skills/local/planner";
import type { ScoredPassage } from "../src/types";

const p = (id: string, text: string, score: number, title: string): ScoredPassage => ({
  id,
  text,
  score,
  source: "corpus",
  title,
});

// Two pages share the film's name; the soundtrack's page outranks the film's on "director Alien" by its wording.
const soundtrack = p(
  "s",
  'The score to the film "Alien" was composed by Jerry Goldsmith and is one of his best scores for Alien.',
  0.6,
  "Alien (soundtrack)",
);
const sequelScore = p(
  "q",
  'The score to the 1986 film "Aliens" was composed by James Horner, with excerpts from Goldsmith\'s "Alien".',
  0.55,
  "Aliens (soundtrack)",
);
const film = p(
  "f",
  "Alien is a 1979 science-fiction horror film directed by Ridley Scott, and starring Sigourney Weaver.",
  0.4,
  "Alien (film)",
);

describe("a hop about an entity reads the entity's own page meant by the relation asked", () => {
  const planner = new LocalPlanner();
  const decide = (question: string, hop1: string) =>
    planner.decide({
      question,
      queryTime: "2024-01-01T00:00:00Z",
      evidence: [soundtrack, sequelScore, film],
      done: [question, hop1],
      threshold: 0.1,
      round: 1,
      hits: [{ query: hop1, passages: [soundtrack, sequelScore, film] }],
    });

  it("a director is read from the film's page, not from a namesake page about its score", async () => {
    const out = await decide("When was the director of Alien born?", "director Alien");
    expect(out.kind).toBe("continue");
    expect(out.parts?.[0]).toMatchObject({ found: "Ridley Scott", passageId: "f" });
  });

  it("a composer is still read from the score's page", async () => {
    const out = await decide("When was the composer of Alien born?", "composer Alien");
    expect(out.parts?.[0]).toMatchObject({ found: "Jerry Goldsmith", passageId: "s" });
  });
});

describe("a lookup's decision keeps the pages of the names the question gives", () => {
  const planner = new LocalPlanner();
  const terrier = p(
    "t",
    "The Manchester Terrier is a breed of dog of the smooth-haired terrier type.",
    0.6,
    "Manchester Terrier",
  );
  const collie = p("c", "The Collie is a distinctive type of herding dog.", 0.2, "Collie");
  const toy = p("y", "The Toy Manchester Terrier is a small terrier.", 0.5, "Toy Manchester Terrier");

  it("each conjoined name's own page is a covered part, so the context holds both", async () => {
    const question = "Is it true that the Collie and the Manchester Terrier are both terrier breeds?";
    const out = await planner.decide({
      question,
      queryTime: "2024-01-01T00:00:00Z",
      evidence: [terrier, toy, collie],
      done: [question],
      threshold: 0.1,
      round: 1,
    });
    expect(out.kind).toBe("sufficient");
    const pages = Object.fromEntries((out.parts ?? []).map((part) => [part.name, part.passageId]));
    expect(pages).toMatchObject({ Collie: "c", "Manchester Terrier": "t" });
    expect(Object.values(pages)).not.toContain("y");
  });

  it("a word capitalised only because it starts the question is no name to fetch", async () => {
    const question = "Name the composer who wrote the opera Mignon.";
    const mignon = p("m", "Mignon is an opera by the French composer Ambroise Thomas.", 0.7, "Mignon");
    const out = await planner.decide({
      question,
      queryTime: "2024-01-01T00:00:00Z",
      evidence: [mignon],
      done: [question],
      threshold: 0.1,
      round: 1,
    });
    expect((out.parts ?? []).map((part) => part.name)).not.toContain("Name");
  });
});
