import { isRecord } from "../../json";
import type { ChatMessage, ChatModel } from "../../models/types";
import { normalizeQuery } from "../../text/normalize-query";
import type { DecideInput, DecideOutcome, PlanInput, Planner } from "../types";
import { askJson, type Read } from "./ask-json";
import { DATA_RULE, numberedPassages } from "./format";

export const PLAN_SCHEMA = {
  type: "object",
  properties: { sub_queries: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 4 } },
  required: ["sub_queries"],
} as const;

export const DECIDE_SCHEMA = {
  type: "object",
  properties: {
    sufficient: { type: "boolean" },
    reason: { type: "string" },
    sub_queries: { type: "array", items: { type: "string" }, maxItems: 3 },
    live_data: { type: "boolean" },
    missing: { type: "array", items: { type: "string" }, maxItems: 4 },
  },
  required: ["sufficient", "reason", "sub_queries", "live_data"],
} as const;

export const MAX_PLANNED = 4;
export const MAX_PROPOSED = 3;

export interface LlmPlannerOptions {
  /** At most this many passages (best first) go into the decide prompt. */
  maxEvidence?: number;
  maxPassageChars?: number;
  /** Told why the fallback planner was used (plan() returns bare strings, so it cannot say). */
  onFallback?: (step: "plan" | "decide", reason: string) => void;
}

const planSystem = (queryTime: string): string => `You plan searches over a document collection to answer a question.
Write 1 to 4 search queries that together cover everything the question needs. Each query is self-contained: full names, no pronouns.
- A comparison ("X vs Y", "between A and B", "which is older") gets one query per side.
- A multi-hop question (the answer hangs on an entity not yet known) gets a query for the first hop; add the next hop only if it can be written without naming the unknown entity.
- A simple question gets one query close to its own words.
The current time is ${queryTime}; write relative dates ("this year", "last week") as absolute ones.
Reply with JSON only: {"sub_queries": ["...", ...]}`;

/** The completeness rule: the decide call and the fused round judge (judge-round.ts) both carry it. */
export const COMPLETENESS_RULE = `"sufficient": true only if the evidence states everything the answer needs (every side of a comparison, every hop of a chain).
"missing": the parts (sides, hops) no evidence covers yet, each named in a few words; empty when nothing is missing.
Otherwise "sub_queries": 1 to 3 new self-contained search queries aimed at what is missing. Use names found in the evidence (a bridge entity found by one hop seeds the next). Never repeat a search already run.
"live_data": true if what is missing is live or fast-changing data (prices, scores, weather, schedules, "now") that documents cannot hold.`;

const decideSystem = (
  queryTime: string,
): string => `You check whether the evidence found so far answers a question, and if not, what to search for next.
${COMPLETENESS_RULE}
The current time is ${queryTime}.
${DATA_RULE}
Reply with JSON only: {"sufficient": false, "reason": "...", "missing": ["..."], "sub_queries": ["..."], "live_data": false}`;

// One definition of query equality, shared with the local planner and the controller's repeat
// detection: case-folded, punctuation and whitespace runs collapsed ("Auth v3 ?" equals "auth  v3").
export { normalizeQuery };

/** Trimmed, non-empty queries, unique after normalisation and not in `done`, at most `cap`. */
export function freshQueries(queries: string[], done: string[], cap: number): string[] {
  const seen = new Set(done.map(normalizeQuery));
  const out: string[] = [];
  for (const query of queries) {
    const key = normalizeQuery(query);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(query.replace(/\s+/g, " ").trim());
    if (out.length === cap) break;
  }
  return out;
}

/** Plans and re-plans with one JSON-schema call each; one repair, then the local planner. Never throws on bad output. */
export class LlmPlanner implements Planner {
  private readonly maxEvidence: number;
  private readonly maxPassageChars: number;

  constructor(
    private readonly chat: ChatModel,
    private readonly fallback: Planner,
    private readonly options: LlmPlannerOptions = {},
  ) {
    this.maxEvidence = options.maxEvidence ?? 10;
    this.maxPassageChars = options.maxPassageChars ?? 600;
  }

  async plan(input: PlanInput): Promise<string[]> {
    const messages: ChatMessage[] = [
      { role: "system", content: planSystem(input.queryTime) },
      { role: "user", content: `Question: ${input.question}` },
    ];
    const repair =
      'Reply with valid JSON only, {"sub_queries": ["<search query>", ...]}, with 1 to 4 non-empty queries.';
    const out = await askJson(this.chat, messages, 200, { name: "plan", schema: PLAN_SCHEMA }, readPlan, repair);
    if ("value" in out) return out.value;
    this.options.onFallback?.("plan", out.problem);
    return this.fallback.plan(input);
  }

  async decide(input: DecideInput): Promise<DecideOutcome> {
    const shown = input.evidence.slice(0, this.maxEvidence);
    const evidence =
      shown.length === 0
        ? "Evidence: none found yet."
        : `Evidence (${shown.length} of ${input.evidence.length}, best first):\n${numberedPassages(shown, this.maxPassageChars)}`;
    const done = input.done.length === 0 ? "none" : input.done.map((q) => `- ${q}`).join("\n");
    const messages: ChatMessage[] = [
      { role: "system", content: decideSystem(input.queryTime) },
      {
        role: "user",
        content: `Question: ${input.question}\n\n${evidence}\n\nSearches already run:\n${done}\n\nThis is round ${input.round}. Is the evidence sufficient? If not, what should be searched next?`,
      },
    ];
    const repair =
      'Reply with valid JSON only: {"sufficient": <true|false>, "reason": "<short>", "sub_queries": [<0 to 3 queries>], "live_data": <true|false>}.';
    const out = await askJson(
      this.chat,
      messages,
      256,
      { name: "decide", schema: DECIDE_SCHEMA },
      readDecision,
      repair,
    );
    if ("problem" in out) {
      this.options.onFallback?.("decide", out.problem);
      const outcome = await this.fallback.decide(input);
      return { ...outcome, reason: `${outcome.reason} (llm fallback: ${out.problem})` };
    }
    return decisionOf(out.value, input.done);
  }
}

export type Decision = { sufficient: boolean; reason: string; subQueries: string[]; live: boolean; missing: string[] };

/** A model's decision as the loop takes it (the decide call's and the fused round judge's alike). */
export function decisionOf(d: Decision, done: string[]): DecideOutcome {
  const { sufficient, reason, subQueries, live, missing } = d;
  // A part the model itself names as missing keeps the loop going, whatever it says of the whole.
  const parts = missing.length ? { parts: missing.map((name) => ({ name, covered: false })) } : {};
  if (sufficient && missing.length === 0) return { kind: "sufficient", reason };
  // Repeats are dropped here; an empty list is the controller's repeat stop.
  const fresh = freshQueries(subQueries.length ? subQueries : missing, done, MAX_PROPOSED);
  return { kind: "continue", subQueries: fresh, reason, ...parts, ...(live ? { live: true } : {}) };
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : undefined;
}

function readPlan(value: unknown): Read<string[]> {
  if (value === undefined) return { problem: "not JSON" };
  const list = strings(isRecord(value) ? value.sub_queries : value);
  if (!list) return { problem: 'no "sub_queries" array' };
  const queries = freshQueries(list, [], MAX_PLANNED);
  return queries.length > 0 ? { value: queries } : { problem: "no non-empty sub-queries" };
}

export function readDecision(value: unknown): Read<Decision> {
  if (value === undefined) return { problem: "not JSON" };
  if (!isRecord(value)) return { problem: "not a JSON object" };
  const flag = (v: unknown): boolean | undefined =>
    typeof v === "boolean" ? v : v === "true" ? true : v === "false" ? false : undefined;
  const sufficient = flag(value.sufficient);
  if (sufficient === undefined) return { problem: '"sufficient" is not a boolean' };
  const subQueries = strings(value.sub_queries);
  if (!sufficient && !subQueries) return { problem: 'no "sub_queries" array' };
  const reason = typeof value.reason === "string" ? value.reason.trim() : "";
  const missing = (strings(value.missing) ?? []).map((m) => m.trim()).filter(Boolean);
  return { value: { sufficient, reason, subQueries: subQueries ?? [], live: flag(value.live_data) === true, missing } };
}
