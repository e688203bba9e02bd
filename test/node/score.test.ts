import { describe, expect, it } from "vitest";
import { normalizeAnswer } from "../../scripts/eval/normalize.ts";
import { rates, type ScoredItem, scoreRules, stripCitations } from "../../scripts/eval/score.ts";

const item = (question: string, answers: string[], falsePremise = false): ScoredItem => ({
  question,
  answers,
  falsePremise,
});
const verdict = (i: ScoredItem, answer: string, extra: { abstained?: boolean; invalidQuestion?: boolean } = {}) =>
  scoreRules(i, { answer, ...extra });

describe("normalisation", () => {
  it("folds case, punctuation, articles, accents and whitespace", () => {
    expect(normalizeAnswer("  The Pokémon — Company! ")).toBe("pokemon company");
    expect(normalizeAnswer("Rory McIlroy's")).toBe("rory mcilroy");
  });
  it("writes numbers one way", () => {
    expect(normalizeAnswer("1,000,000")).toBe("1000000");
    expect(normalizeAnswer("$49")).toBe("49 dollars");
    expect(normalizeAnswer("49.00 USD")).toBe("49 dollars");
    expect(normalizeAnswer("3.50%")).toBe("3.5 percent");
    expect(normalizeAnswer("three")).toBe("3");
  });
});

describe("scoring (rules judge)", () => {
  it("exact match after normalisation is accurate", () => {
    expect(verdict(item("capital of france?", ["Paris"]), "paris.")).toMatchObject({
      verdict: "accurate",
      method: "exact",
    });
    expect(verdict(item("how many?", ["1,000"]), "1000")).toMatchObject({ verdict: "accurate", method: "exact" });
    expect(verdict(item("price?", ["$49"]), "49 dollars")).toMatchObject({ verdict: "accurate", method: "exact" });
  });

  it("counts the gold inside a longer prediction", () => {
    expect(verdict(item("what is the capital of france?", ["Paris"]), "The capital of France is Paris.")).toMatchObject(
      {
        verdict: "accurate",
        method: "gold-in-prediction",
      },
    );
    // Whole words only: "india" is not in "indianapolis".
    expect(verdict(item("which country?", ["india"]), "indianapolis").verdict).toBe("hallucinated");
  });

  it("counts an informative prediction inside a gold sentence, but not a trivial one", () => {
    const highway = item("what is the shortest highway in the us in feet?", [
      "the shortest highway in the us, i-878 in new york, is only 3,696 feet long.",
    ]);
    expect(verdict(highway, "I-878")).toMatchObject({ verdict: "accurate", method: "prediction-in-gold" });
    const rory = item("how many times has rory mcilroy won the masters tournament?", [
      "rory mcilroy has never won the masters tournament, despite being one of the most successful golfers on the pga tour.",
    ]);
    expect(verdict(rory, "Rory McIlroy").verdict).toBe("hallucinated");
    expect(verdict(rory, "the").verdict).toBe("hallucinated");
    expect(verdict(rory, "He has never won the Masters.").verdict).toBe("hallucinated");
  });

  it("compares numbers within 1%, ignoring numbers the question already has", () => {
    const feet = item("how long is it in feet?", ["3,696 feet"]);
    expect(verdict(feet, "about 3,700 feet")).toMatchObject({ verdict: "accurate", method: "number" });
    expect(verdict(feet, "3,900 feet")).toMatchObject({ verdict: "hallucinated", method: "number" });
    expect(verdict(item("market cap?", ["2.5 billion"]), "$2,500,000,000")).toMatchObject({ verdict: "accurate" });
    const points = item("how many points did he score in 2023?", ["35"]);
    expect(verdict(points, "In 2023 he scored 35 points.").verdict).toBe("accurate");
    expect(verdict(points, "In 2023 he scored 36 points.")).toMatchObject({
      verdict: "hallucinated",
      method: "number",
    });
  });

  it("reads yes/no answers from the leading word", () => {
    const q = item("were they of the same nationality?", ["yes"]);
    expect(verdict(q, "Yes, both are American.")).toMatchObject({ verdict: "accurate", method: "yes-no" });
    expect(verdict(q, "No.").verdict).toBe("hallucinated");
    expect(verdict(item("is it true?", ["no"]), "There is no evidence either way").verdict).toBe("hallucinated");
  });

  it("treats I don't know, an empty answer and abstained: true as missing", () => {
    const q = item("who?", ["Ada Lovelace"]);
    expect(verdict(q, "I don't know").verdict).toBe("missing");
    expect(verdict(q, "Sorry — I don’t know.").verdict).toBe("missing");
    expect(verdict(q, "").verdict).toBe("missing");
    expect(verdict(q, "Ada Lovelace", { abstained: true }).verdict).toBe("missing");
  });

  it("accepts 'invalid question' only for false-premise items", () => {
    expect(
      verdict(
        item("what year did the first human land on mars?", ["No human has landed on Mars yet."], true),
        "Invalid question",
      ).verdict,
    ).toBe("accurate");
    expect(verdict(item("who wrote hamlet?", ["William Shakespeare"]), "invalid question").verdict).toBe(
      "hallucinated",
    );
    expect(verdict(item("who?", ["Ada"]), "The premise is wrong", { invalidQuestion: true }).verdict).toBe(
      "hallucinated",
    );
    expect(verdict(item("who?", ["invalid question"]), "Invalid question.").verdict).toBe("accurate");
  });

  it("accepts any of several gold answers", () => {
    const q = item("how many times did she win?", ["four", "4 times", "four wins"]);
    expect(verdict(q, "She won it 4 times.").verdict).toBe("accurate");
    expect(verdict(q, "five").verdict).toBe("hallucinated");
  });

  it("treats gold 'Insufficient information.' as expecting an abstention", () => {
    const q = item("what did the article say about x?", ["Insufficient information."]);
    expect(verdict(q, "I don't know")).toMatchObject({ verdict: "accurate", method: "abstain-expected" });
    expect(verdict(q, "whatever", { abstained: true }).verdict).toBe("accurate");
    expect(verdict(q, "There is insufficient information to answer.").verdict).toBe("accurate");
    expect(verdict(q, "Google").verdict).toBe("hallucinated");
  });

  it("drops citation markers and computes score = accuracy − hallucination", () => {
    expect(stripCitations("12,000 lanterns [1] and more [2, 3]")).toBe("12,000 lanterns and more");
    expect(rates({ n: 4, accurate: 2, hallucinated: 1, missing: 1 })).toEqual({
      n: 4,
      acc: 50,
      hall: 25,
      miss: 25,
      score: 25,
    });
  });
});
