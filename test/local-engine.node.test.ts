import { describe, expect, it } from "vitest";
import { Budget, countedSkill } from "../src/models/budget";
import { checkSufficiency } from "../src/pipeline/sufficiency";
import { parseQueryTime } from "../src/query-time";
import { answerType, askedNoun, choiceOptions } from "../src/skills/local/answer-type";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { HashedEmbedder } from "../src/skills/local/hashed-embedder";
import { LexicalReranker } from "../src/skills/local/lexical-rerank";
import { Trace } from "../src/trace";
import type { Passage, ScoredPassage } from "../src/types";

const passage = (id: string, text: string, score = 0.9): ScoredPassage => ({ id, text, source: "corpus", score });

describe("hashed embeddings", () => {
  const e = new HashedEmbedder();
  const cos = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);

  it("are unit length, deterministic, and closer for texts that share words", async () => {
    const [q, near, far] = await e.embed([
      "token expiry for v4",
      "v4 tokens expire after 15 minutes",
      "the cafeteria serves lunch",
    ]);
    expect(Math.hypot(...q!)).toBeCloseTo(1, 6);
    expect((await e.embed(["token expiry for v4"]))[0]).toEqual(q);
    expect(cos(q!, near!)).toBeGreaterThan(cos(q!, far!) + 0.2);
  });
});

describe("the lexical reranker", () => {
  const passages: Passage[] = [
    { id: "a", text: "The cafeteria opens at noon and serves soup.", source: "corpus" },
    { id: "b", text: "Access tokens issued by the v4 endpoint expire after 15 minutes.", source: "corpus" },
    { id: "c", text: "Tokens are mentioned here but nothing else.", source: "corpus" },
  ];

  it("scores in [0, 1], ranks the passage that covers the question first, a skill call and no model call", async () => {
    const budget = new Budget();
    const reranker = countedSkill(new LexicalReranker(), budget);
    const { scores, via } = await reranker.rerank("When do v4 access tokens expire?", passages);
    expect(via).toBe("lexical");
    for (const s of scores) expect(s).toBeGreaterThanOrEqual(0), expect(s).toBeLessThanOrEqual(1);
    expect(scores[1]).toBeGreaterThan(0.7);
    expect(scores[1]!).toBeGreaterThan(scores[2]!);
    expect(scores[0]).toBe(0);
    // A local heuristic: counted as a skill call, never a model call, and with no invented tokens.
    expect(budget.toJSON()).toEqual({
      model_calls: 0,
      input_tokens: 0,
      output_tokens: 0,
      embed_calls: 0,
      skill_calls: 1,
    });
  });
});

describe("the sufficiency check", () => {
  it("is sufficient iff the top score reaches τ, and records the decision", () => {
    const trace = new Trace();
    expect(checkSufficiency([passage("a", "x", 0.5)], 0.5, trace).sufficient).toBe(true);
    expect(checkSufficiency([passage("a", "x", 0.49)], 0.5, trace).sufficient).toBe(false);
    expect(checkSufficiency([], 0.5, trace).sufficient).toBe(false);
    expect(trace.events.map((e) => e.data)).toEqual([
      { sufficient: true, top_score: 0.5, threshold: 0.5 },
      { sufficient: false, top_score: 0.49, threshold: 0.5 },
      { sufficient: false, top_score: 0, threshold: 0.5 },
    ]);
  });
});

describe("the extractive answerer", () => {
  const answerer = new ExtractiveAnswerer();
  const base = { queryTime: "2026-01-01T00:00:00Z", threshold: 0.5 };

  it("returns the short span a question asks for, cited", async () => {
    const passages = [
      passage("a", "Lumen Relay was founded in Oslo. Access tokens expire after 15 minutes and cannot be refreshed."),
      passage("b", "Version 4.0.0 was released on 3 March 2025 with the new token endpoint."),
    ];
    expect(
      await answerer.answer({ ...base, question: "How long until access tokens expire?", passages }),
    ).toMatchObject({
      answer: "15 minutes [1]",
      cited: [1],
      abstained: false,
    });
    const when = await answerer.answer({ ...base, question: "When was version 4.0.0 released?", passages });
    expect(when.answer).toBe("3 March 2025 [2]");
  });

  it("picks the supported option of an either-or question", async () => {
    const passages = [passage("a", "DreamWorks Animation is owned by Universal Pictures, a subsidiary of Comcast.")];
    const out = await answerer.answer({
      ...base,
      question: "Is DreamWorks Animation owned by Time Warner or Universal Pictures?",
      passages,
    });
    expect(out.answer).toBe("Universal Pictures [1]");
  });

  it("abstains when the evidence does not support an answer", async () => {
    const passages = [passage("a", "The cafeteria serves soup on Mondays.", 0.9)];
    const off = await answerer.answer({ ...base, question: "who runs the company?", passages });
    expect(off).toMatchObject({ answer: "I don't know", cited: [], abstained: true });
    const weak = await answerer.answer({
      ...base,
      question: "What does the cafeteria serve?",
      passages: [passage("a", "The cafeteria serves soup.", 0.3)],
    });
    expect(weak.abstained).toBe(true);
  });

  it("says why it abstains, in the words a trace reader needs", async () => {
    // Every withheld answer carries its reason into the trace's answer step: a passage under the threshold, no
    // evidence at all, or no sentence sharing a word with the question.
    const weak = await answerer.answer({
      ...base,
      question: "What does the cafeteria serve?",
      passages: [passage("a", "The cafeteria serves soup.", 0.3)],
    });
    expect(weak.reason).toBe("the best passage scores 0.30, under the sufficiency threshold 0.5");
    const none = await answerer.answer({ ...base, question: "What does the cafeteria serve?", passages: [] });
    expect(none.reason).toMatch(/^no evidence/);
    const off = await answerer.answer({
      ...base,
      question: "who runs the company?",
      passages: [passage("a", "The cafeteria serves soup on Mondays.", 0.9)],
    });
    expect(off.reason).toBeTruthy();
  });

  it("abstains when a number is asked for and the best evidence has none", async () => {
    const passages = [passage("a", "Rory McIlroy has never won the Masters tournament.")];
    expect(
      (await answerer.answer({ ...base, question: "How many times has Rory McIlroy won the Masters?", passages }))
        .abstained,
    ).toBe(true);
  });

  it("answers a how-long question with a span of time, never with another number", async () => {
    // The codes passage names everything the question does (Auth, v4): only its lack of a span of time stops it.
    const codes = passage(
      "a",
      "Auth v4 error 403 | token_expired | The v4 access token has expired; request a new one.",
    );
    const question = "How long do access tokens last in Auth v4?";
    expect(await answerer.answer({ ...base, question, passages: [codes] })).toMatchObject({
      abstained: true,
      reason: "the best evidence holds no span of time or length",
    });
    const docs = passage("b", "Auth v4 access tokens last 15 minutes; a 30-day refresh token renews them.");
    expect((await answerer.answer({ ...base, question, passages: [codes, docs] })).answer).toBe("15 minutes [2]");
    const spelled = passage("c", "The dead-letter queue keeps failed deliveries for two weeks before it deletes them.");
    expect(
      (
        await answerer.answer({
          ...base,
          question: "How long does the dead-letter queue keep failed deliveries?",
          passages: [spelled],
        })
      ).answer,
    ).toBe("two weeks [1]");
  });

  it("answers a cost question with an amount of money, never with a quota beside it", async () => {
    const quota = passage("a", "The Team plan includes 5,000,000 messages per month and 100 requests per second.");
    const question = "How much do I pay monthly for the Team plan?";
    expect((await answerer.answer({ ...base, question, passages: [quota] })).abstained).toBe(true);
    const price = passage("b", "The Team plan costs $49 per month, billed monthly, or $490 per year.");
    expect((await answerer.answer({ ...base, question, passages: [quota, price] })).answer).toBe("$49 per month [2]");
    // A bare price with cents is a price; a version number is not.
    const quote = passage("c", "Version 4.3.21 of the feed shows TSLA closed at 248.42 on Friday.");
    expect(
      (await answerer.answer({ ...base, question: "What is the closing price of TSLA on Friday?", passages: [quote] }))
        .answer,
    ).toBe("248.42 [1]");
  });

  it("abstains when the evidence never names what the question is about, and says so", async () => {
    const passages = [passage("a", "The Team plan allows 100 requests per second and 5,000,000 messages per month.")];
    const starter = await answerer.answer({
      ...base,
      question: "How many requests per second does the Starter plan allow?",
      passages,
    });
    expect(starter).toMatchObject({ abstained: true, reason: 'the evidence never mentions "starter"' });
    const team = await answerer.answer({
      ...base,
      question: "How many requests per second does the Team plan allow?",
      passages,
    });
    expect(team.answer).toBe("100 requests per second [1]");
    // Plural, possessive, thousands separators, a clause's first word and an either-or question's options.
    for (const question of [
      "How many requests per second do Team plans allow?",
      "How many requests per second does the Team plan's quota of 5000000 messages come with?",
      "Team plan: How many requests per second?",
      "Does the Team plan allow 100 or 200 requests per second?",
    ]) {
      expect((await answerer.answer({ ...base, question, passages })).abstained, question).toBe(false);
    }
    const ceo = await answerer.answer({ ...base, question: "Who is the CEO of Lumen Relay?", passages });
    expect(ceo).toMatchObject({ abstained: true, reason: 'the evidence never mentions "ceo", "lumen relay"' });
  });

  it("never answers closed-book: it knows nothing beyond its evidence", async () => {
    const out = await answerer.answer({
      ...base,
      question: "What is the capital of France?",
      passages: [],
      closedBook: true,
    });
    expect(out.abstained).toBe(true);
  });
});

describe("question analysis", () => {
  it("recognises answer types and either-or options", () => {
    expect(answerType("How many requests per second are allowed?")).toBe("number");
    // A measure asked mid-sentence is asked as at the start.
    expect(answerType("Vell Castle lies roughly how far west of Dunmere?")).toBe("number");
    expect(answerType("When did the region launch?")).toBe("date");
    // A measure owned by what it measures, closing the question, is asked as "the measure of …".
    expect(answerType("What was Vell Park's capacity?")).toBe("number");
    expect(answerType("What is Dunmere's population?")).toBe("number");
    expect(answerType("What is Dunmere's main industry?")).toBe("other");
    // A topic before a comma, then the question: the question's own words say what it asks.
    expect(answerType("Mikhail Gorbachev, when was he born?")).toBe("date");
    expect(answerType("the guy who started the nobel summit, how many people came")).toBe("number");
    expect(answerType("Tom Vale, who was his first director?")).toBe("person");
    // A relative clause between commas is no question of its own.
    expect(answerType("Rose Lane, who starred in Jawbreaker, is best known for being in which TV series?")).toBe(
      "other",
    );
    // Typed without its auxiliary, two things and "same" or "both" still ask yes or no; a question word asks more.
    expect(answerType("harbor lights and tide songs same director")).toBe("yesno");
    expect(answerType("which film had the same director, harbor lights and tide songs")).not.toBe("yesno");
    // A yes/no question keeps its own type, whatever follows a comma.
    expect(answerType("Did Tom Vale play for the Hawks, which was founded in 1990?")).toBe("yesno");
    expect(answerType("Are Dawn and Dusk both films, when were they released?")).toBe("yesno");
    expect(answerType("How long do v4 tokens last?")).toBe("duration");
    expect(answerType("What is the retention period of the queue?")).toBe("duration");
    expect(answerType("What does a Team subscription cost each month?")).toBe("money");
    expect(answerType("By when must I migrate to v4?")).toBe("date");
    expect(answerType("What is the Enterprise rate limit?")).toBe("number");
    expect(answerType("What is the date header?")).toBe("code"); // the noun asked for wins
    expect(answerType("How much storage does the Team plan include at no extra cost?")).toBe("number");
    expect(answerType("What is the price-to-earnings ratio of AAPL?")).toBe("number");
    expect(answerType("Who founded the company?")).toBe("person");
    expect(answerType("Which header carries the key?")).toBe("code");
    expect(answerType("Is it owned by Time Warner or Universal Pictures?")).toBe("choice");
    expect(choiceOptions("is dreamworks animation owned by time warner or universal pictures?")).toEqual([
      "time warner",
      "universal pictures",
    ]);
    expect(choiceOptions("What is the price?")).toBeNull();
    // Options offered after a comma keep every word, however long ("Lake Convention Center" is neither of them).
    expect(choiceOptions("Which opened first, Blue Lake Convention Center or Lakeside Town Hall?")).toEqual([
      "Blue Lake Convention Center",
      "Lakeside Town Hall",
    ]);
    expect(choiceOptions("Which film came out first, Deadline or It Could Rain on You?")).toEqual([
      "Deadline",
      "It Could Rain on You",
    ]);
  });

  it("reads the noun after the question word wherever it stands", () => {
    expect(answerType("In Authentication v3, what header is the API key sent in?")).toBe("code");
    expect(answerType("Which HTTP status does the quota_exceeded error return?")).toBe("status");
    expect(answerType("Which HTTP code is returned when the quota runs out?")).toBe("status");
    expect(answerType("What status code comes back with quota_exceeded?")).toBe("status");
    expect(answerType("In which release was the dead-letter queue added?")).toBe("version");
    expect(answerType("At what time does the north dock open on weekdays?")).toBe("time");
    expect(answerType("What is the Team plan's monthly price?")).toBe("money");
    expect(answerType("What time zone are the timestamps in?")).not.toBe("time");
    expect(askedNoun("what HTTP header do legacy integrations use")).toBe("header");
    expect(askedNoun("which dog's ancestors include setters")).toBeUndefined(); // no verb or preposition ends it
  });
});

describe("typed spans by the noun asked for", () => {
  const answerer = new ExtractiveAnswerer();
  const base = { queryTime: "2026-01-01T00:00:00Z", threshold: 0.5 };

  it("answers a clock-time question with the time, and a when-question with a time when no date is given", async () => {
    const passages = [
      passage("a", "On weekdays the north dock opens at 6am."),
      passage("b", "On weekdays the north dock closes at 8:30 pm."),
    ];
    const at = await answerer.answer({
      ...base,
      question: "At what time does the north dock open on weekdays?",
      passages,
    });
    expect(at.answer).toBe("6am [1]");
    const when = await answerer.answer({ ...base, question: "When does the north dock close on weekdays?", passages });
    expect(when.answer).toBe("8:30 pm [2]");
  });

  it("takes the identifier next to the noun asked for, not another identifier in the sentence", async () => {
    const passages = [
      passage(
        "a",
        "Legacy v3 integrations, tracked by the auth_v3_sunset flag, send the key in the X-Lumen-Key HTTP header on every call.",
      ),
    ];
    const out = await answerer.answer({
      ...base,
      question: "What HTTP header do legacy v3 integrations use?",
      passages,
    });
    expect(out.answer).toBe("X-Lumen-Key [1]");
  });

  it("answers a status or release question with the status code or version, not the whole sentence", async () => {
    const passages = [
      passage("a", "The quota_exceeded error returns HTTP status 429 when a Free project runs out of messages."),
      passage("b", "Version 3.3.0 introduced the dead-letter queue, with a retention of 14 days."),
    ];
    const status = await answerer.answer({
      ...base,
      question: "Which HTTP status does the quota_exceeded error return?",
      passages,
    });
    expect(status.answer).toBe("429 [1]");
    const release = await answerer.answer({
      ...base,
      question: "In which release was the dead-letter queue added?",
      passages,
    });
    expect(release.answer).toBe("3.3.0 [2]");
  });

  it("reads an acronym the evidence only spells out, and still abstains on one it never spells", async () => {
    const passages = [passage("a", "Version 3.3.0 introduced the dead-letter queue, with a retention of 7 days.")];
    const spelled = await answerer.answer({ ...base, question: "In which version was the DLQ introduced?", passages });
    expect(spelled.answer).toBe("3.3.0 [1]");
    const unknown = await answerer.answer({ ...base, question: "In which version was the SLO introduced?", passages });
    expect(unknown.abstained).toBe(true);
  });

  it("abstains when the question names an identifier the evidence never mentions", async () => {
    const passages = [passage("a", "The rate_limited error returns HTTP status 429 with a Retry-After header.")];
    const out = await answerer.answer({
      ...base,
      question: "Which HTTP status does the account_suspended error return?",
      passages,
    });
    expect(out.abstained).toBe(true);
    expect(out.reason).toContain("account_suspended");
  });
});

describe("query times", () => {
  it("reads CRAG's Pacific-time form and ISO 8601", () => {
    expect(parseQueryTime("03/05/2024, 23:18:31 PT")?.toISOString()).toBe("2024-03-06T07:18:31.000Z");
    expect(parseQueryTime("07/05/2024, 10:00:00 PT")?.toISOString()).toBe("2024-07-05T17:00:00.000Z");
    expect(parseQueryTime("2025-01-02T03:04:05Z")?.toISOString()).toBe("2025-01-02T03:04:05.000Z");
    expect(parseQueryTime("yesterday")).toBeNull();
    // Dates that do not exist are refused rather than rolled over.
    expect(parseQueryTime("13/45/2024, 99:99:99 PT")).toBeNull();
    expect(parseQueryTime("02/30/2024, 10:00:00 PT")).toBeNull();
    expect(parseQueryTime("2024-02-30T00:00:00Z")).toBeNull();
    expect(parseQueryTime("01/01/0050, 00:00:00 PT")?.getUTCFullYear()).toBe(50);
  });
});
