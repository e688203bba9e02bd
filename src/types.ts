/** Where a passage came from: the question's own pages, the ingested corpus, or a live API. */
export type PassageSource = "page" | "corpus" | "api";

export interface Passage {
  id: string;
  text: string;
  source: PassageSource;
  url?: string;
  title?: string;
  docId?: string;
  /** Character offset of the passage in its cleaned document. */
  offset?: number;
}

export interface ScoredPassage extends Passage {
  /** Relevance to the question in [0, 1]. */
  score: number;
}

export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
}

/** One step of a run's trace. */
export interface TraceEvent {
  seq: number;
  at: string;
  type: string;
  data: Record<string, unknown>;
}

/** A failure inside a pipeline stage; the stage name says where. */
export class StageError extends Error {
  constructor(
    readonly stage: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(`${stage}: ${message}`);
    this.name = "StageError";
  }
}
