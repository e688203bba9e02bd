import { expect, it } from "vitest";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { candidateSpans } from "../src/skills/local/spans";
import type { ScoredPassage } from "../src/types";
import { page } from "./support/page";

const ask = (question: string, passages: ScoredPassage[]) =>
  new ExtractiveAnswerer().answer({ question, queryTime: "2026-01-01T00:00:00Z", passages, threshold: 0.1 });

const strip = (answer: string) => answer.replace(/\s*\[\d+\]/g, "");

const shops = page(
  "v",
  "Vellmart",
  "Vellmart, a grocery chain based in Dover, serves its customers through 41 stores located in 9 Kent towns and 7 stores in the Sussex coastal region.",
);

it("a total asked over the parts a question lists is the sum of the count each part is given", async () => {
  const out = await ask("How many stores does Vellmart operate in total across Kent and the Sussex coastal region?", [
    shops,
  ]);
  expect(strip(out.answer)).toBe("48");
  expect(out.abstained).toBe(false);
  // Counts written with a hyphen or as words are counts too: "the 11-volume Arden", "the one-volume Brevis".
  const set = page(
    "a",
    "Arden Lexicon",
    'The 11-volume Arden is one of the three parts of the Vell Lexicon, the other two being the one-volume "Brevis" and the 6-volume "Magna".',
  );
  const lexicon = await ask(
    "Counting the Arden, the Brevis and the Magna, how many volumes make up the Vell Lexicon?",
    [set],
  );
  expect(strip(lexicon.answer)).toBe("18");
});

it("no total is summed where a part's count is missing, or for a question asking none or asking joint ones", async () => {
  // One part never given a count of stores: no sum of the others.
  const partial = page(
    "p",
    "Vellmart",
    "Vellmart, a grocery chain based in Dover, serves its customers through 41 stores located in 9 Kent towns and a warehouse in the Sussex coastal region.",
  );
  const missing = await ask(
    "How many stores does Vellmart operate in total across Kent and the Sussex coastal region?",
    [partial],
  );
  expect(strip(missing.answer)).not.toBe("41");
  // No total asked: the count of one part is not added to another's.
  const one = await ask("How many stores does Vellmart operate in Kent and the Sussex coastal region?", [shops]);
  expect(strip(one.answer)).not.toBe("48");
  // A total the page states may count stores elsewhere too: the parts asked are still summed.
  const stated = page(
    "s",
    "Vellmart",
    "Vellmart operates a total of 50 stores, with 41 stores in Kent and 7 stores in the Sussex coastal region.",
  );
  const whole = await ask("How many stores does Vellmart operate in total across Kent and the Sussex coastal region?", [
    stated,
  ]);
  expect(strip(whole.answer)).toBe("48");
  // Joint ones are not a sum of each one's: "together" asks how many they made jointly.
  const films = page("f", "Ada Vell", "Ada Vell directed 30 films in Kent and Tom Vell directed 12 films in Sussex.");
  const joint = await ask("How many films did Ada Vell and Tom Vell direct together in total?", [films]);
  expect(strip(joint.answer)).not.toBe("42");
});

it("a number word before a verb counts nothing: 'the other two being …'", () => {
  const texts = candidateSpans(
    "The Arden is one of three parts, the other two being the Brevis and the Magna.",
    "number",
  ).map((s) => s.text);
  expect(texts).not.toContain("two being");
  expect(candidateSpans("The band had four members.", "number").map((s) => s.text)).toContain("four members");
});

it("a count joined to its noun by a hyphen answers 'how many' of that noun", async () => {
  const mall = page(
    "m",
    "Vell Galleria",
    "The Vell Galleria is a shopping center on Route 9 in Dover and is the largest shopping center in Kent County. The Galleria has two floors containing 140 shops as well as a 12-screen Regal Cinemas theater.",
  );
  const out = await ask("How many screens does the cinema at the largest shopping center in Kent County have?", [mall]);
  expect(strip(out.answer)).toBe("12");
});

it("a part's count written with thousands separators is one count; a count with a scale is no sum's part", async () => {
  const q = "How many employees does Vellmart have in total across Kent and Sussex?";
  const staff = page("e", "Vellmart", "Vellmart employs 1,200 employees in Kent and 800 employees in Sussex.");
  expect(strip((await ask(q, [staff])).answer)).toBe("2000");
  const scaled = page(
    "c",
    "Vellmart",
    "Vellmart serves 2 million employees in Kent and 3 million employees in Sussex.",
  );
  // (No sum of the mantissas, and no sum made of a count given up on.)
  expect(strip((await ask(q, [scaled])).answer)).not.toMatch(/^(?:5|NaN)$/);
});
