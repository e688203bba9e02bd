// Paraphrased questions about the sample corpus (src/sample/corpus.ts): the answer the corpus states, or
// "I don't know" when the evidence given does not state it.
import { describe, expect, it } from "vitest";
import { answerType } from "../src/skills/local/answer-type";
import { ExtractiveAnswerer } from "../src/skills/local/extractive-answer";
import { answerFromRow, rowCells } from "../src/skills/local/table-cell";
import { decideYesNo } from "../src/skills/local/yes-no";
import { terms } from "../src/text/analyze";
import { alignToEvidence } from "../src/text/paraphrase";
import type { ScoredPassage } from "../src/types";
import { page } from "./support/page";

const answerer = new ExtractiveAnswerer();
const ask = (question: string, passages: ScoredPassage[]) =>
  answerer.answer({ question, passages, threshold: 0.1, queryTime: "2026-01-01T00:00:00Z" });

const AUTH_V4 = page(
  "v4",
  "Authentication v4 (OAuth 2.1)",
  "Token lifetime\nAccess tokens issued by the v4 token endpoint expire after 15 minutes.\n" +
    "Authentication v4 does not issue refresh tokens.\nAuthentication v4 does not use request signatures.",
);
const MIGRATION = page(
  "mig",
  "Migrating from Authentication v3 to v4",
  "The dashboard's Auth usage report shows v3 and v4 traffic per day.\n" +
    "v4 access tokens are short-lived, so your service must fetch new tokens on a schedule.",
);
const CHANGELOG = page(
  "log",
  "Changelog",
  "Releases are rolled out to all regions on the release date.\n4.1.0 — 10 June 2025\n" +
    "Version 4.1.0 was released on 10 June 2025.\nThe ap-south region launched on 10 June 2025.\n" +
    "3.3.0 — 5 February 2024\nVersion 3.3.0 was released on 5 February 2024.\n" +
    "Version 3.3.0 introduced the dead-letter queue, with a retention of 7 days.\n" +
    "The eu-west region launched on 18 June 2024.\nFixed a bug that delivered some messages twice in the us-east region.",
);
const PRICING = page(
  "pricing",
  "Pricing",
  "Lumen Relay offers three plans: Free, Team and Enterprise.\n" +
    "Plan | Monthly price | Included messages | Overage per 100,000 messages | Uptime SLA\n" +
    "Plan: Free | Monthly price: $0 | Included messages: 100,000 | Overage per 100,000 messages: Not available | Uptime SLA: None\n" +
    "Plan: Team | Monthly price: $49 | Included messages: 5,000,000 | Overage per 100,000 messages: $0.80 | Uptime SLA: 99.9%",
);
const LIMITS = page(
  "limits",
  "Rate limits and quotas",
  "Enterprise customers can also ask for higher rate limits.\nRequest rate limits\n" +
    "Rate limits apply per project and per region.\n" +
    "The Team plan allows 100 requests per second per project, with bursts of up to 200 requests.\n" +
    "The Enterprise plan allows 1,000 requests per second per project, with bursts of up to 2,000 requests.",
);
const RETRIES = page(
  "retries",
  "Retries and delivery semantics",
  "Teams use Lumen Relay so that their own services do not have to run delivery workers, track failed webhooks, " +
    "or build retry logic.\nRetry schedule\nLumen Relay retries a failed delivery up to 7 times after the first " +
    "attempt, so one message gets at most 8 delivery attempts per endpoint.\nWhat counts as success\n" +
    "Redirects are not followed, so a 3xx response also counts as a failure.",
);

describe("questions worded unlike their evidence", () => {
  it("reads a title word's short form, a word's other form and a word of the same sense the evidence's way", () => {
    const texts = [AUTH_V4.text, MIGRATION.text];
    const titles = [AUTH_V4.title!, MIGRATION.title!];
    expect(alignToEvidence("How long do access tokens last in Auth v4?", texts, titles)).toMatch(/authentication v4/i);
    expect(
      alignToEvidence("What date did ap-south become available?", [CHANGELOG.text, "Higher limits are available."]),
    ).toMatch(/launched/);
    // Worded like its evidence: left as it is.
    const plain = "When was version 3.3.0 released?";
    expect(alignToEvidence(plain, [CHANGELOG.text])).toBe(plain);
    // A word whose stem another word merely begins with is not that word's short form.
    const population = "How many inhabitants does the country's population have?";
    expect(alignToEvidence(population, ["The lake is a popular fishing spot."])).toBe(population);
  });

  it("a release written with a v is the release: v3.3.0 is 3.3.0, but v4 stays v4", () => {
    expect(terms("When was v3.3.0 released?")).toContain("3.3.0");
    expect(terms("Auth v4")).toContain("v4");
  });

  it("a name written with accents is the name written without them, as the full-text index reads it", () => {
    expect(terms("Véllmark Foods")).toEqual(terms("Vellmark Foods"));
    expect(terms("Çelik Brăila")).toEqual(terms("Celik Braila"));
    // The question's words are all in the passage that spells the name with its accents.
    const passage = terms("In Dunmere, Tarrow Crisps are a product of Véllmark Foods.");
    expect(terms("Tarrow Crisps Vellmark Foods").every((t) => passage.includes(t))).toBe(true);
  });

  it("a season typed with a hyphen is the season written with a dash; an ISO date stays one date", () => {
    expect(terms("manager in 1995-96")).toEqual(terms("manager in 1995–96"));
    expect(terms("the 1939-1945 war")).toEqual(terms("the 1939–1945 war"));
    expect(terms("TechCrunch, 2023-10-07")).toContain("2023-10-07");
    // A year and a month is no span of years.
    expect(terms("in 2023-10")).toEqual(["2023-10"]);
  });

  it("answers the paraphrased lookups the sample corpus states", async () => {
    expect((await ask("How long do access tokens last in Auth v4?", [MIGRATION, AUTH_V4])).answer).toMatch(
      /^15 minutes/,
    );
    expect((await ask("When was v3.3.0 released?", [CHANGELOG])).answer).toMatch(/^5 February 2024/);
    expect((await ask("What date did ap-south become available?", [CHANGELOG])).answer).toMatch(/^10 June 2025/);
    expect((await ask("What version first shipped the DLQ?", [CHANGELOG])).answer).toMatch(/^3\.3\.0/);
    expect((await ask("What is the Enterprise rate limit?", [LIMITS])).answer).toMatch(/^1,000 requests per second/);
    expect(
      (await ask("What is the maximum number of retries for a failed webhook delivery?", [RETRIES])).answer,
    ).toMatch(/^7 times/);
  });

  it("reads 'what's' as 'what is', and a limit asked for as the biggest as the maximum", async () => {
    const limits = page("lim", "Rate limits and quotas", "Other limits\nThe maximum message payload size is 256 KB.");
    expect((await ask("What's the biggest payload I can send?", [limits])).answer).toMatch(/^256 KB/);
    expect((await ask("What's the monthly price of the Team plan?", [PRICING])).answer).toMatch(/^\$49/);
    // A word of a sense is replaced only by what the evidence says of the question's other words: a queue that
    // retains messages says nothing of how long a message stays in a topic.
    const dlq = page(
      "dlq",
      "Retries and delivery semantics",
      "Dead-letter queue\nWhen the last retry fails, the message moves to the dead-letter queue of the endpoint.\n" +
        "The dead-letter queue retains messages for 14 days.\nAfter 14 days, dead-lettered messages are deleted.",
    );
    expect((await ask("How long do published messages stay in a topic?", [dlq])).abstained).toBe(true);
  });

  it("still says it does not know what the evidence does not state", async () => {
    // The changelog names no launch of us-west (only of regions named like it), no Swift SDK, no release 5.0.0.
    expect((await ask("When did the us-west region become available?", [CHANGELOG])).abstained).toBe(true);
    expect((await ask("What version first shipped the Swift SDK?", [CHANGELOG])).abstained).toBe(true);
    expect((await ask("When was v5.0.0 released?", [CHANGELOG])).abstained).toBe(true);
  });
});

describe("table cells by row and column", () => {
  it("reads the cell of the row the question names at the column it asks for", async () => {
    expect((await ask("How much do I pay monthly for Team?", [PRICING])).answer).toMatch(/^\$49 \[1\]/);
    expect((await ask("What is the uptime SLA of the Free plan?", [PRICING])).answer).toMatch(/^None \[1\]/);
    expect((await ask("How much does the Free plan overage cost per 100,000 messages?", [PRICING])).answer).toMatch(
      /^Not available \[1\]/,
    );
  });

  it("answers nothing from a row for a column it does not have, or a row it does not name", () => {
    const row = rowCells("Plan: Free | Monthly price: $0 | Uptime SLA: None")!;
    expect(row).toHaveLength(3);
    expect(answerFromRow("What is the refund window of the Free plan?", row, "duration")).toBeUndefined();
    expect(answerFromRow("What is the uptime SLA of the Starter plan?", row, "other")).toBeUndefined();
    expect(answerFromRow("What is the uptime SLA of the Free plan?", row, "other")?.cell.value).toBe("None");
    expect(rowCells("Lumen Relay offers three plans: Free, Team and Enterprise.")).toBeUndefined();
  });
});

describe("yes/no over negated evidence", () => {
  it("what is denied in general is denied of each kind; a replaced quantity says no", async () => {
    const v3 = page(
      "v3",
      "Authentication v3 (legacy)",
      "Every v3 request must carry an HMAC-SHA256 request signature.",
    );
    expect((await ask("Does v4 use HMAC request signatures?", [AUTH_V4, v3])).answer).toMatch(/^No\./);
    expect((await ask("Are redirects followed during delivery?", [RETRIES])).answer).toMatch(/^No\./);
    const hour = await ask("Do v4 access tokens expire after one hour?", [AUTH_V4]);
    expect(hour.answer).toMatch(/^No\..*15 minutes/);
  });

  it("what is stated in general is not thereby stated of each kind, and unrelated evidence decides nothing", () => {
    expect(decideYesNo("Does v4 use HMAC request signatures?", "Authentication v4 uses request signatures.")).toBe(
      undefined,
    );
    expect(
      decideYesNo("Does v4 use HMAC request signatures?", "Authentication v4 does not issue refresh tokens."),
    ).toBe(undefined);
  });
});

describe("legacy v3 keys, asked about in other words", () => {
  const v3 = page(
    "v3",
    "Authentication v3 (legacy)",
    "After the sunset date, requests that use v3 credentials are rejected with HTTP 401 and the error code " +
      "auth_v3_sunset.\nThis page documents the legacy v3 scheme for teams that still maintain older integrations.\n" +
      "Static API keys\nv3 API keys never expire.\nSending the key\nIn v3, the API key is sent in the X-Lumen-Key " +
      "header on every request.",
  );

  it("the words of the noun asked for ('HTTP header') describe the answer, not what the evidence must name", async () => {
    expect((await ask("What HTTP header do legacy v3 integrations use for their key?", [v3])).answer).toMatch(
      /^X-Lumen-Key/,
    );
  });

  it("'an expiry' is what 'never expire' denies; the evidence says nothing of the signing secrets", async () => {
    expect((await ask("Is there an expiry on Authentication v3 keys?", [v3])).answer).toMatch(
      /^No\. v3 API keys never/,
    );
    expect((await ask("Is there an expiry on Authentication v3 signing secrets?", [v3])).abstained).toBe(true);
  });
});

describe("what kind of answer is asked for", () => {
  it("where a client puts or sends something is an identifier; a request rate is a number; an ordinal is no count", async () => {
    expect(answerType("Where does a v3 request put its API key?")).toBe("code");
    expect(answerType("What request rate is allowed on the Enterprise tier?")).toBe("number");
    expect(answerType("What version first shipped the DLQ?")).toBe("version");
    const v3 = page(
      "v3",
      "Authentication v3 (legacy)",
      "Sending the key\nIn v3, the API key is sent in the X-Lumen-Key header on every request.",
    );
    expect((await ask("Where does a v3 request put its API key?", [v3])).answer).toMatch(/^X-Lumen-Key/);
    const golf = page(
      "golf",
      "Majors timeline",
      "His best major season was in 2014, when he won the PGA, finished tied for eighth at the Masters and tied " +
        "for 23rd at the U.S. Open.",
    );
    expect((await ask("How many times has he won the Masters?", [golf])).answer).not.toMatch(/^23\b/);
  });
});
