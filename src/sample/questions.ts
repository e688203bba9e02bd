/**
 * Sample questions over the fictional Lumen Relay corpus (see ./corpus.ts).
 *
 * - lookup: one fact from one page; every `expect` string must appear in a
 *   correct answer, and `docUrl` is the page that states it.
 * - comparison: needs evidence from two pages; `expect` holds strings from
 *   both sides, `docUrl` names the primary page.
 * - unanswerable: the corpus does not cover it; the right answer is to
 *   abstain (`expect` is empty).
 */

export interface SampleQuestion {
  question: string;
  expect: string[];
  docUrl: string;
  kind: "lookup" | "comparison" | "unanswerable";
}

const DOCS = "https://docs.lumenrelay.example";

export const SAMPLE_QUESTIONS: SampleQuestion[] = [
  // Lookups
  {
    question: "How long do v4 access tokens last before they expire?",
    expect: ["15 minutes"],
    docUrl: `${DOCS}/auth/v4`,
    kind: "lookup",
  },
  {
    question: "What is the URL of the v4 token endpoint?",
    expect: ["https://auth.lumenrelay.example/oauth2/token"],
    docUrl: `${DOCS}/auth/v4`,
    kind: "lookup",
  },
  {
    question: "Which header carries the API key in v3?",
    expect: ["X-Lumen-Key"],
    docUrl: `${DOCS}/auth/v3`,
    kind: "lookup",
  },
  {
    question: "Do v3 API keys expire?",
    expect: ["never expire"],
    docUrl: `${DOCS}/auth/v3`,
    kind: "lookup",
  },
  {
    question: "What is the sunset date for Authentication v3?",
    expect: ["31 January 2026"],
    docUrl: `${DOCS}/auth/v3`,
    kind: "lookup",
  },
  {
    question: "What is the hostname of the eu-west region?",
    expect: ["api.eu-west.lumenrelay.example"],
    docUrl: `${DOCS}/overview`,
    kind: "lookup",
  },
  {
    question: "How many requests per second does the Enterprise plan allow?",
    expect: ["1,000"],
    docUrl: `${DOCS}/limits`,
    kind: "lookup",
  },
  {
    question: "How much does the Team plan cost per month?",
    expect: ["$49"],
    docUrl: `${DOCS}/pricing`,
    kind: "lookup",
  },
  {
    question: "Which HTTP status does the quota_exceeded error return?",
    expect: ["429"],
    docUrl: `${DOCS}/errors`,
    kind: "lookup",
  },
  {
    question: "How many times does Lumen Relay retry a failed delivery?",
    expect: ["7 times"],
    docUrl: `${DOCS}/delivery/retries`,
    kind: "lookup",
  },
  {
    question: "How long does my endpoint have to return a 2xx status code for a delivery to succeed?",
    expect: ["10 seconds"],
    docUrl: `${DOCS}/delivery/retries`,
    kind: "lookup",
  },
  {
    question: "How long does the dead-letter queue retain messages?",
    expect: ["14 days"],
    docUrl: `${DOCS}/delivery/retries`,
    kind: "lookup",
  },
  {
    question: "When did the ap-south region launch?",
    expect: ["10 June 2025"],
    docUrl: `${DOCS}/changelog`,
    kind: "lookup",
  },
  {
    question: "Which version introduced the dead-letter queue?",
    expect: ["3.3.0"],
    docUrl: `${DOCS}/changelog`,
    kind: "lookup",
  },

  // Comparisons (evidence from two pages)
  {
    question: "How does authentication in v3 differ from v4?",
    // "X-Lumen-Key" and "never expire" come from /auth/v3; "15 minutes" only from /auth/v4.
    expect: ["X-Lumen-Key", "never expire", "15 minutes"],
    docUrl: `${DOCS}/auth/v4`,
    kind: "comparison",
  },
  {
    question: "How does the Free plan rate limit compare with the Team plan rate limit?",
    expect: ["10 requests per second", "100 requests per second"],
    docUrl: `${DOCS}/limits`,
    kind: "comparison",
  },

  // Not covered by the corpus: the right answer is to abstain.
  {
    question: "What is the CEO's favourite colour?",
    expect: [],
    docUrl: "",
    kind: "unanswerable",
  },
  {
    question: "Is there an official Swift SDK for iOS apps?",
    expect: [],
    docUrl: "",
    kind: "unanswerable",
  },
  {
    question: "In which city is the headquarters located?",
    expect: [],
    docUrl: "",
    kind: "unanswerable",
  },
];
