import type { TokenUsage } from "./types";

/** Counts the model calls and tokens a run spends, whichever provider serves them. */
export class UsageMeter {
  model_calls = 0;
  input_tokens = 0;
  output_tokens = 0;
  embed_calls = 0;
  /** The run's model-call limit, and the calls it keeps back for steps still to come (the answer's, say). */
  limit = Number.POSITIVE_INFINITY;
  held = 0;
  /** Calls made and not yet answered (counted in model_calls when they settle). */
  pending = 0;

  /** Whether an optional call (a repair) fits beside the calls in flight and those held back. */
  affordsOptionalCall(): boolean {
    return this.model_calls + this.pending + 1 + this.held <= this.limit;
  }

  addCall(usage: Partial<TokenUsage> = {}): void {
    this.model_calls += 1;
    this.input_tokens += usage.input_tokens ?? 0;
    this.output_tokens += usage.output_tokens ?? 0;
  }

  addEmbedCall(): void {
    this.embed_calls += 1;
  }

  toJSON() {
    return {
      model_calls: this.model_calls,
      input_tokens: this.input_tokens,
      output_tokens: this.output_tokens,
      embed_calls: this.embed_calls,
    };
  }
}

/** A rough token count (~4 characters a token) for providers that report none. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
