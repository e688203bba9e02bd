import { describe, expect, it } from "vitest";
import { ConfidenceFloor, modelConfidence } from "../src/skills/confidence";
import { localConfidence, supportMargin, termCoverage } from "../src/skills/local/answer-confidence";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import type { Answerer, AnswerInput, AnswerOutcome } from "../src/skills/types";
import type { ScoredPassage } from "../src/types";

const passage = (id: string, text: string, score = 0.9): ScoredPassage => ({ id, text, source: "corpus", score });
const input = (question: string, passages: ScoredPassage[], extra: Partial<AnswerInput> = {}): AnswerInput => ({
  question,
  queryTime: "2026-01-01T00:00:00Z",
  passages,
  threshold: 0.1,
  ...extra,
});
const fixed = (outcome: AnswerOutcome): Answerer => ({ answer: async () => outcome });

describe("answer confidence", () => {
  it("the local answerer rates a typed answer that covers the question above a loosely related sentence", async () => {
    const answerer = new ExtractiveAnswerer();
    const typed = await answerer.answer(
      input("How long do v4 access tokens last?", [
        passage("a", "Access tokens issued by the v4 endpoint last 15 minutes."),
        passage("b", "The cafeteria opens at noon.", 0.2),
      ]),
    );
    expect(typed.answer).toMatch(/^15 minutes/);
    const loose = await answerer.answer(
      input("What does the migration guide say about webhooks?", [
        passage("a", "The migration guide has three parts and an appendix.", 0.9),
      ]),
    );
    expect(loose.abstained).toBe(false);
    for (const c of [typed.confidence, loose.confidence]) {
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
    }
    expect(typed.confidence!).toBeGreaterThan(loose.confidence! + 0.2);
  });

  it("its parts: coverage of the question's terms, a relative margin, a weighted sum in [0, 1]", () => {
    expect(termCoverage("When do v4 tokens expire?", "v4 tokens expire after 15 minutes")).toBe(1);
    expect(termCoverage("When do v4 tokens expire?", "tokens are great")).toBeCloseTo(1 / 3);
    expect(supportMargin(0.8, 0.8)).toBe(0);
    expect(supportMargin(0.8, undefined)).toBe(1);
    expect(localConfidence({ typeFit: "typed", coverage: 1, margin: 1 })).toBe(1);
    expect(localConfidence({ typeFit: "sentence", coverage: 0, margin: 0 })).toBe(0.15);
  });

  it("a model answer is as confident as the rerank score of the passage it cites", () => {
    const ps = [passage("a", "x", 0.9), passage("b", "y", 0.4)];
    expect(modelConfidence(input("q", ps), { answer: "y [2]", cited: [2], abstained: false })).toBe(0.4);
    expect(modelConfidence(input("q", ps), { answer: "y", cited: [], abstained: false })).toBeCloseTo(0.675);
  });
});

describe("the confidence floor", () => {
  const ps = [passage("a", "x", 0.3)];

  it("withholds an answer below the floor, saying why, and keeps one at or above it", async () => {
    const low = await new ConfidenceFloor(
      fixed({ answer: "x [1]", cited: [1], abstained: false, confidence: 0.2 }),
      0.25,
    ).answer(input("q", ps));
    expect(low).toMatchObject({ answer: "I don't know", abstained: true, confidence: 0.2, cited: [] });
    expect(low.reason).toMatch(/confidence 0\.2 is below the floor 0\.25/);
    const kept = await new ConfidenceFloor(
      fixed({ answer: "x [1]", cited: [1], abstained: false, confidence: 0.25 }),
      0.25,
    ).answer(input("q", ps));
    expect(kept).toMatchObject({ answer: "x [1]", abstained: false, confidence: 0.25 });
  });

  it("rates a model answer from its cited passage, and never withholds a closed-book answer or a false premise", async () => {
    const model = await new ConfidenceFloor(fixed({ answer: "x [1]", cited: [1], abstained: false }), 0.5).answer(
      input("q", ps),
    );
    expect(model).toMatchObject({ abstained: true, confidence: 0.3 });
    const closed = await new ConfidenceFloor(fixed({ answer: "Paris", cited: [], abstained: false }), 0.9).answer(
      input("q", [], { closedBook: true }),
    );
    expect(closed).toMatchObject({ answer: "Paris", abstained: false, confidence: 0.5 });
    const premise = await new ConfidenceFloor(
      fixed({ answer: "invalid question", cited: [], abstained: false, invalidQuestion: true, confidence: 0.1 }),
      0.5,
    ).answer(input("q", ps));
    expect(premise.abstained).toBe(false);
  });
});

describe("typed spans", () => {
  const answerer = new ExtractiveAnswerer();
  const retries = passage(
    "r",
    "Lumen Relay retries a failed delivery up to 7 times after the first attempt, so one message gets at most " +
      "8 delivery attempts per endpoint. The whole retry schedule spans about 10 hours and 43 minutes from the first attempt.",
  );

  it("a how-long question takes the whole compound duration, not its tail", async () => {
    const out = await answerer.answer(input("How long does the whole retry schedule take?", [retries]));
    expect(out.answer).toBe("10 hours and 43 minutes [1]");
  });

  it("a how-many question takes the count of what it asks about, not a neighbouring count", async () => {
    const out = await answerer.answer(input("How many automatic retries does a failed delivery get?", [retries]));
    expect(out.answer).toBe("7 times [1]");
  });
});

describe("yes/no, names across passages", () => {
  const answerer = new ExtractiveAnswerer();

  it("answers No when the evidence plainly negates the claim, and abstains when it does not speak to it", async () => {
    const ps = [passage("a", "The Free plan has no uptime SLA, and support is provided through the community forum.")];
    const no = await answerer.answer(input("Does the Free plan include an uptime SLA?", ps));
    expect(no.answer).toMatch(/^No\. The Free plan has no uptime SLA/);
    const silent = await answerer.answer(input("Does the Free plan include phone support?", ps));
    expect(silent.abstained).toBe(true);
    expect(silent.reason).toMatch(/neither states nor negates/);
    const yes = await answerer.answer(
      input("Does the Team plan include an uptime SLA?", [passage("a", "The Team plan includes a 99.9% uptime SLA.")]),
    );
    expect(yes.answer).toMatch(/^Yes\./);
  });

  it("reads a number the question writes as a word: 'after one hour' against 'after 15 minutes' is No", async () => {
    const ps = [passage("a", "Access tokens issued by the v4 token endpoint expire after 15 minutes.")];
    const no = await answerer.answer(input("Do v4 access tokens expire after one hour?", ps));
    expect(no.answer).toMatch(/^No\. Access tokens .* 15 minutes/);
    // "one of" is no number: the claim is neither stated nor negated here.
    const silent = await answerer.answer(input("Is one of the v4 scopes relay:admin?", ps));
    expect(silent.abstained).toBe(true);
  });

  it("a question naming its answer through several facts gets the name the passages agree on", async () => {
    const ps = [
      passage("a", "TechCrunch: Google spent $26.3 billion making itself the default search engine.", 0.3),
      passage("b", "The Verge: a publisher says Google siphons off news publishers' revenue.", 0.25),
      passage("c", "Wired: Apple released a new phone.", 0.2),
    ];
    const out = await answerer.answer(
      input(
        "Which company, reported by TechCrunch and The Verge, paid to be the default search engine and harms publishers' revenue?",
        ps,
      ),
    );
    expect(out.answer).toBe("Google [1][2]");
    expect(out.confidence).toBeGreaterThan(0.5);
  });

  it("the agreed name counts a person's surname and initials with the full name, and passes over a firm's for 'who'", async () => {
    const ps = [
      passage("a", "TechCrunch, 2023-10-01: Sam Bankman-Fried, former CEO of FTX, pleaded not guilty.", 0.3),
      passage("b", "The Verge, 2023-09-28: Bankman-Fried made himself out to be the trustworthy face of FTX.", 0.25),
      passage("c", "TechCrunch, 2023-10-07: prosecutors said SBF moved FTX customer money to Alameda.", 0.2),
      passage("d", "Fortune, 2023-11-12: shipping carriers face losses, Ramon Fernandez said.", 0.2),
    ];
    const q =
      "Who is the individual facing a criminal trial on fraud charges, as reported by both The Verge and TechCrunch, and accused by prosecutors of moving customer money?";
    // "FTX", named on three pages, is a firm; the one person the three pages name, three ways, answers.
    expect((await answerer.answer(input(q, ps))).answer).toBe("Sam Bankman-Fried [1][2][3]");
  });

  it("no name is agreed on when two people share the surname, or two names share the pages", async () => {
    // A surname two people share is not folded into either: neither full name is then agreed on.
    const kin = [
      passage("a", "TechCrunch, 2023-10-01: Travis Kelce, a tight end, was seen with a singer.", 0.3),
      passage("b", "The Verge, 2023-09-28: Jason Kelce, a center, praised his brother.", 0.25),
      passage("c", "TechCrunch, 2023-10-07: Kelce left the stadium with the singer.", 0.2),
      passage("d", "Fortune, 2023-10-08: Kelce waved to the singer's fans.", 0.2),
    ];
    const who = await answerer.answer(
      input("Who is the individual seen leaving the stadium with a singer, as reported by TechCrunch?", kin),
    );
    expect(who.abstained).toBe(true);
    // Two names on the same pages are a tie: the pages agree on neither.
    const pair = [
      passage("a", "TechCrunch, 2023-10-01: Ada Vell, with Tom Hale, left the stadium.", 0.3),
      passage("b", "The Verge, 2023-09-28: Tom Hale, with Ada Vell, was seen with a singer.", 0.3),
    ];
    const tied = await answerer.answer(
      input("Who is the individual seen leaving the stadium with a singer, as reported by TechCrunch?", pair),
    );
    expect(tied.abstained).toBe(true);
  });

  it("a superlative inside a description offers no sides: the shared name still answers", async () => {
    // ("the most used app" is no comparison of two options.)
    const app = [
      passage("a", "Music Weekly, 2023-11-01: YouTube tests voice-cloning AI with a few artists.", 0.3),
      passage("b", "Health Daily, 2023-11-02: overnight, kids open YouTube more than any other app.", 0.25),
      passage("c", "Music Weekly, 2023-11-03: TikTok users pay for music streaming.", 0.1),
    ];
    const most = await answerer.answer(
      input(
        "Which platform is testing AI voice cloning for artists and is the most used app by kids overnight, according to Music Weekly and Health Daily?",
        app,
      ),
    );
    expect(most.answer).toBe("YouTube [1][2]");
  });
});

describe("comparisons of typed values", () => {
  it("'which is cheaper, A or B' compares the two sides' prices and names the winner", async () => {
    const ps = [
      passage("a", "The Team plan costs $49 per month per project."),
      passage("b", "The Enterprise plan costs $2,000 per month, billed annually."),
    ];
    const answerer = new ExtractiveAnswerer();
    expect((await answerer.answer(input("Which plan is cheaper, Team or Enterprise?", ps))).answer).toBe("Team [1]");
    expect((await answerer.answer(input("Which plan is more expensive, Team or Enterprise?", ps))).answer).toBe(
      "Enterprise [2]",
    );
  });

  it("a side whose evidence gives several prices about as well is not compared on one of them", async () => {
    // The Enterprise plan's overage rate ($0.50 per 100,000 messages) is no monthly price: read against the Team
    // plan's $49 per month it would name the wrong plan, so the answer waits for unambiguous values.
    const ps = [
      passage("a", "The Team plan costs $49 per month per project."),
      passage("b", "Enterprise plan overage is billed at $0.50 per additional 100,000 messages."),
      passage("c", "The Enterprise plan starts at $1,200 per month and requires an annual contract."),
    ];
    const out = await new ExtractiveAnswerer().answer(
      input("Which is cheaper, the Team plan or the Enterprise plan?", ps),
    );
    expect(out.answer).not.toMatch(/Enterprise/);
    expect(out.abstained).toBe(true);
  });

  it("'which came first' compares dates", async () => {
    const ps = [
      passage("a", "Version 3.3.0 was released on 5 February 2024."),
      passage("b", "Version 4.0.0 was released on 3 March 2025."),
    ];
    const out = await new ExtractiveAnswerer().answer(input("Which was released earlier, 3.3.0 or 4.0.0?", ps));
    expect(out.answer).toBe("3.3.0 [1]");
  });
});
