import { type EmbeddingModel, embedMany } from "ai";
import { StageError } from "../types";
import type { Budget } from "./budget";
import { type CallLimits, callModel } from "./sdk-call";
import type { Embedder } from "./types";

export interface SdkEmbedderOptions extends CallLimits {
  where: string;
  /** Vector size: known (bge-base: 768), asked for (EMBED_DIMENSIONS, sent as `dimensions`), or learned. */
  dimensions?: number;
  /** Send `dimensions` to the server (OpenAI-compatible EMBED_DIMENSIONS). */
  requestDimensions?: boolean;
  /** Texts per request (Workers AI's bge schema caps `text` at 100 items). */
  batch?: number;
  budget?: Budget;
}

/**
 * Embedder over any AI SDK embedding model (`embedMany`, batches sent one after another). Without a known size
 * the first answer fixes it (0 until then); every vector must then have it and be finite numbers, one per text.
 * Empty texts become a space: the models reject empty items, and one must not fail its whole batch.
 */
export class SdkEmbedder implements Embedder {
  private size: number;

  constructor(
    private readonly model: EmbeddingModel,
    readonly id: string,
    private readonly options: SdkEmbedderOptions,
  ) {
    this.size = options.dimensions ?? 0;
  }

  get dimensions(): number {
    return this.size;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const out: number[][] = [];
    const batch = this.options.batch ?? 96;
    for (let start = 0; start < texts.length; start += batch) {
      out.push(...(await this.embedBatch(texts.slice(start, start + batch))));
    }
    return out;
  }

  private async embedBatch(batch: string[]): Promise<number[][]> {
    const what = `${this.id} ${this.options.where}`;
    this.options.budget?.addEmbedCall();
    const { embeddings } = await callModel("embed", what, this.options, (abortSignal) =>
      embedMany({
        model: this.model,
        values: batch.map((t) => (t.trim() === "" ? " " : t)),
        ...(this.options.requestDimensions && this.options.dimensions ? { dimensions: this.options.dimensions } : {}),
        maxParallelCalls: 1,
        maxRetries: 0,
        abortSignal,
      }),
    );
    if (!Array.isArray(embeddings) || embeddings.length !== batch.length) {
      const got = Array.isArray(embeddings) ? embeddings.length : "no";
      throw new StageError("embed", `${what} returned ${got} vectors for ${batch.length} texts`);
    }
    embeddings.forEach((vector, i) => {
      if (
        !Array.isArray(vector) ||
        vector.length === 0 ||
        !vector.every((x) => typeof x === "number" && Number.isFinite(x))
      ) {
        throw new StageError("embed", `${what} vector ${i} is not a list of finite numbers`);
      }
      if (this.size === 0) this.size = vector.length;
      if (vector.length !== this.size) {
        throw new StageError("embed", `${what} vector ${i} has ${vector.length} dimensions, not ${this.size}`);
      }
    });
    return embeddings;
  }
}
