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
  /** Receives the answer's text as the model generates it (a model answerer streams; others need not call it). */
  onToken?: (text: string) => void;
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
  /** The answer was read and then withheld by a check of what it must be (src/skills/local/answer-guards.ts). */
  guarded?: boolean;
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
  /**
   * The question names several sources, one fact each: the loop's first round is the question's own search, and only
   * a source whose fact it did not find gets a query of its own (no plan up front). Absent: the loop plans first.
   */
  searchFirst?: boolean;
  /**
   * The loop's first searches, when the gate's own parse of the question gives them (the local gate: the planner's
   * plan read from the same parses that chose the route). The loop then makes no plan call. Absent: the loop plans.
   */
  plan?: string[];
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
  /** Each sub-query run so far with its own retrieval hits (pool scores), best first: a hop's own evidence. */
  hits?: { query: string; passages: import("../types").ScoredPassage[] }[];
}

/** One part of a plan (a side of a comparison, a hop of a chain, a conjoined question) and whether evidence covers it. */
export interface PlanPart {
  name: string;
  /** The query that searched for it (a hop's with the bridge entity filled in). */
  query?: string;
  covered: boolean;
  /** The best evidence score for this part (when the planner measures it). */
  score?: number;
  /** The passage that covers it. */
  passageId?: string;
  /** What the part found: a hop's answer span (the bridge entity), a side's value. */
  found?: string;
}

/** An answer the plan itself yields: a comparison's winner, a yes/no; or the question to answer instead. */
export interface PlanAnswer {
  /** A ready answer without citation markers ("Arthur's Magazine", "yes"). */
  text?: string;
  /** The last hop's question with the bridge entities filled in, for the answerer. */
  question?: string;
  /** The entity that question is about (the last bridge): an answer from a passage never naming it answers another question. */
  about?: string;
  /** The passages the answer rests on, one per part, in part order: each is cited. */
  passageIds: string[];
  /**
   * The last hop's evidence as the plan scored it against `question`, best first: the answerer reads it in this
   * order with these scores (the plan ranked it already; no second rerank). Absent: the context is reranked.
   */
  ranked?: { id: string; score: number }[];
  /**
   * How sure the plan is, in [0, 1] on the answerer's scale: a ready answer's own, a chain's its weakest hop's.
   * The calibrated confidence floor gates it like any answer (a weak plan abstains rather than guesses).
   */
  confidence?: number;
  /**
   * A chain that reached this answer only after setting a dead-end bridge aside: what the first reading found
   * ("hop 2 of 2 (…) found nothing about …"). When the answer is withheld, this is what the user is told.
   */
  fallback?: string;
}

interface DecideDetail {
  reason: string;
  /** The plan's parts, covered or not (the trace's decide step shows them). */
  parts?: PlanPart[];
}

export type DecideOutcome =
  | ({ kind: "sufficient"; answer?: PlanAnswer } & DecideDetail)
  /**
   * 1-3 new sub-queries aimed at the gap; `live` marks a gap about live data (API fallback); `failed` names a
   * part that found nothing and cannot be searched for another way (a chain ends there); `final` says the evidence
   * already suffices and these sub-queries only fetch a part's own page (a bridge entity's): the loop retrieves and
   * ranks them, then stops as sufficient without another decision. `fetch`, beside `failed`: names the failed part's
   * evidence gives (where the chain would have gone), whose pages the loop fetches for the context before it stops;
   * nothing is decided on them and the run still abstains.
   */
  | ({
      kind: "continue";
      subQueries: string[];
      live?: boolean;
      failed?: string;
      final?: boolean;
      fetch?: string[];
    } & DecideDetail);

/** Plans the sub-queries of the re-planning loop and decides after each round. */
export interface Planner {
  /** 1-4 sub-queries that together cover the question. */
  plan(input: PlanInput): Promise<string[]>;
  decide(input: DecideInput): Promise<DecideOutcome>;
}

/** The gate's decision and the dynamism check from one call: both read only the question (and its time). */
export interface QuestionClassification {
  gate: GateDecision;
  dynamism: DynamismOutcome;
}

/** Classifies a question for the gate and the dynamism check at once (one model call where the provider allows). */
export interface QuestionClassifier {
  classify(question: string, queryTime: string): Promise<QuestionClassification>;
}

export interface RoundJudgeInput extends PlanInput {
  /** This round's new passages, to be scored against the whole question. */
  fresh: import("../types").Passage[];
  /** Evidence scored in earlier rounds, best first. */
  pooled: import("../types").ScoredPassage[];
  /** At most this many passages (best first, old and new) are judged for completeness. */
  evidenceLimit: number;
  done: string[];
  threshold: number;
  round: number;
  /** Each sub-query run so far with its own retrieval hits (ids of pooled or new passages): a hop's own evidence. */
  hits?: { query: string; ids: string[] }[];
}

export interface RoundJudgeOutcome {
  /** One score per fresh passage, in input order (a RerankOutcome). */
  rerank: RerankOutcome;
  decision: DecideOutcome;
}

/** The loop's rerank and decide in one call: scores the round's new passages and judges completeness. */
export interface RoundJudge {
  judge(input: RoundJudgeInput): Promise<RoundJudgeOutcome>;
}
