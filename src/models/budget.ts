import type { TokenUsage } from "../types";

/** What a run spent, as its result's `usage` reports it. */
export interface Usage {
  /** Calls to a model (chat, tool calling, the cross-encoder), failed ones included: they may have been billed. */
  model_calls: number;
  input_tokens: number;
  output_tokens: number;
  /** Embedding calls (the local hashed embedder's too: it answers the same interface). */
  embed_calls: number;
  /** Calls to a local skill (rules, lexical scoring, extraction): no model, no tokens, never in model_calls. */
  skill_calls: number;
}

/** Model calls kept back for a step still to come; `release` (idempotent) gives them back. */
export interface Hold {
  readonly calls: number;
  readonly label: string;
  release(): void;
}

/**
 * A run's one budget of model calls, and its meter. The pipeline keeps calls back in scopes (`reserve`/`withReserved`:
 * the answer's call, the API router's, the first round's rerank) and asks `canSpend(n)` before a call it may skip (a
 * plan, a round, a repair, a router step). Calls are counted only at the model boundary (`charge`, used by the metered
 * chat, tools and reranker wrappers in src/models); local skills count as skill calls (`addSkillCall`).
 */
export class Budget {
  model_calls = 0;
  input_tokens = 0;
  output_tokens = 0;
  embed_calls = 0;
  skill_calls = 0;
  /** Calls made and not yet answered (counted in model_calls when they settle). */
  private inFlight = 0;
  private readonly holds = new Set<Hold>();

  /** `maxModelCalls`: RAG_MAX_MODEL_CALLS for a run; unlimited for work outside one (ingestion, seeding). */
  constructor(readonly maxModelCalls = Number.POSITIVE_INFINITY) {}

  /** Calls made or in flight. */
  get spent(): number {
    return this.model_calls + this.inFlight;
  }

  /** Calls kept back by the holds still open. */
  get reserved(): number {
    let n = 0;
    for (const h of this.holds) n += h.calls;
    return n;
  }

  /** Whether `n` more calls fit beside those made, those in flight and those kept back. */
  canSpend(n = 1): boolean {
    return this.spent + n + this.reserved <= this.maxModelCalls;
  }

  /** How many more calls fit (as `canSpend` counts). */
  available(): number {
    return Math.max(0, this.maxModelCalls - this.spent - this.reserved);
  }

  /** Keeps `calls` back from everything else until the hold is released. */
  reserve(calls: number, label: string): Hold {
    const holds = this.holds;
    const hold: Hold = {
      calls: Math.max(0, calls),
      label,
      release: () => void holds.delete(hold),
    };
    holds.add(hold);
    return hold;
  }

  /** Runs `fn` with `calls` kept back, released when it settles. */
  async withReserved<T>(calls: number, label: string, fn: () => Promise<T>): Promise<T> {
    const hold = this.reserve(calls, label);
    try {
      return await fn();
    } finally {
      hold.release();
    }
  }

  /**
   * The model boundary: makes one model call and counts it, with the usage the provider reports (`usage`, by default
   * the result's own `usage`); a failed call counts too, without tokens.
   */
  async charge<T>(call: () => Promise<T>, usage: (result: T) => Partial<TokenUsage> | undefined = usageOf): Promise<T> {
    this.inFlight++;
    try {
      const result = await call();
      this.count(usage(result));
      return result;
    } catch (err) {
      this.count();
      throw err;
    } finally {
      this.inFlight--;
    }
  }

  addEmbedCall(): void {
    this.embed_calls += 1;
  }

  addSkillCall(): void {
    this.skill_calls += 1;
  }

  /** The budget as an error message says it: "3 of 5 model calls made, 1 in flight, 2 kept back (answer 1, router 1)". */
  describe(): string {
    const kept = [...this.holds].filter((h) => h.calls > 0).map((h) => `${h.label} ${h.calls}`);
    const parts = [`${this.model_calls} of ${this.maxModelCalls} model calls made`];
    if (this.inFlight) parts.push(`${this.inFlight} in flight`);
    parts.push(`${this.reserved} kept back${kept.length ? ` (${kept.join(", ")})` : ""}`);
    return parts.join(", ");
  }

  toJSON(): Usage {
    return {
      model_calls: this.model_calls,
      input_tokens: this.input_tokens,
      output_tokens: this.output_tokens,
      embed_calls: this.embed_calls,
      skill_calls: this.skill_calls,
    };
  }

  private count(usage: Partial<TokenUsage> = {}): void {
    this.model_calls += 1;
    this.input_tokens += usage.input_tokens ?? 0;
    this.output_tokens += usage.output_tokens ?? 0;
  }
}

function usageOf(result: unknown): Partial<TokenUsage> | undefined {
  return (result as { usage?: Partial<TokenUsage> } | null)?.usage;
}

/**
 * Wraps a local skill so each call of its methods counts as one skill call on the run's budget (not a model call, no
 * tokens), as meteredChat counts a model's calls. Calls the skill makes to itself are not counted again.
 */
export function countedSkill<T extends object>(skill: T, budget: Budget): T {
  return new Proxy(skill, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        budget.addSkillCall();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
