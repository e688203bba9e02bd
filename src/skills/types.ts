import type { Passage, ScoredPassage } from "../types";

export interface RerankOutcome {
  /** One score in [0, 1] per input passage, in input order. */
  scores: number[];
  /** Which scorer produced the scores ("llm", "bge-reranker", "lexical"). */
  via: string;
  /** Set when the model's output could not be used and the lexical scores were taken instead. */
  fallback?: string;
}

/** Scores every passage against the question in one batched call. */
export interface Reranker {
  rerank(question: string, passages: Passage[]): Promise<RerankOutcome>;
}

export interface AnswerInput {
  question: string;
  /** ISO 8601 time the question is asked at. */
  queryTime: string;
  /** Context passages, best first; cited as [1]..[n] in this order. Empty for closed-book answers. */
  passages: ScoredPassage[];
  /** Abstain below this score (extractive answerers use it per sentence). */
  threshold: number;
  closedBook?: boolean;
}

export interface AnswerOutcome {
  answer: string;
  /** 1-based indexes into input passages that the answer cites. */
  cited: number[];
  abstained: boolean;
  /** The question's premise is false ("invalid question"). */
  invalidQuestion?: boolean;
  /** Why the answerer abstained, when it can say (shown in the run's trace). */
  reason?: string;
  /**
   * How likely the answer is right, in [0, 1]: what the calibrated confidence floor compares (src/skills/confidence.ts).
   * On an abstention, the confidence of the answer that was withheld (0 when there was none).
   */
  confidence?: number;
}

export interface Answerer {
  answer(input: AnswerInput): Promise<AnswerOutcome>;
}

export const IDK = "I don't know";
export const INVALID_QUESTION = "invalid question";

/** A decision of the API router: one call over the offered schemas, or none (with the reason). */
export type RouteDecision =
  | { kind: "call"; call: import("../tools/types").ApiCall; reason?: string }
  | { kind: "none"; reason: string };

export interface RouterInput {
  question: string;
  /** ISO 8601 time the question is asked at (for "today", "this week", relative dates). */
  queryTime: string;
  /** The top-M schemas retrieved for the question, best first. */
  schemas: import("../tools/types").ApiEntry[];
  /** Results of calls already made in this run (so a router does not repeat itself). */
  previous?: import("../tools/types").ApiCallRecord[];
}

/** Chooses at most one API call per step (Gorilla-style: the retrieved schemas are in the prompt). */
export interface ApiRouter {
  route(input: RouterInput): Promise<RouteDecision>;
}

export interface DynamismOutcome {
  /** CRAG's dynamism classes. */
  dynamism: "real-time" | "fast-changing" | "slow-changing" | "static";
  reason: string;
}

/** Says whether a question asks about something that changes faster than a corpus. */
export interface DynamismClassifier {
  classify(question: string, queryTime: string): Promise<DynamismOutcome>;
}

/** The complexity gate's decision for `auto` mode. */
export interface GateDecision {
  route: "single-pass" | "dynamic";
  /** "lookup", "comparison", "multi-hop", "vague", … */
  kind: string;
  reason: string;
}

export interface Gate {
  classify(question: string): Promise<GateDecision>;
}

export interface PlanInput {
  question: string;
  queryTime: string;
}

export interface DecideInput extends PlanInput {
  /** Pooled, reranked evidence so far, best first. */
  evidence: import("../types").ScoredPassage[];
  /** Every sub-query already run (never propose one of these again). */
  done: string[];
  threshold: number;
  round: number;
}

export type DecideOutcome =
  | { kind: "sufficient"; reason: string }
  /** 1-3 new sub-queries aimed at the gap; `live` marks a gap about live data (API fallback). */
  | { kind: "continue"; subQueries: string[]; reason: string; live?: boolean };

/** Plans the sub-queries of the re-planning loop and decides after each round. */
export interface Planner {
  /** 1-4 sub-queries that together cover the question. */
  plan(input: PlanInput): Promise<string[]>;
  decide(input: DecideInput): Promise<DecideOutcome>;
}
