import { StageError } from "../types";
import type { UsageMeter } from "../usage";
import { isRecord } from "../json";
import { errorMessage, WORKERS_AI_MODELS, type AiBinding } from "./ai-binding";
import type { Embedder } from "./types";

/** The model schema caps `text` at 100 items per request (cloudflare-docs bge-base-en-v1.5.json). */
export const MAX_EMBED_BATCH = 100;

export interface WorkersAiEmbedderOptions {
  model?: string;
  dimensions?: number;
  /**
   * bge models were trained with CLS pooling and the Workers AI docs "highly suggest" `cls`;
   * `mean` stays the service default for backwards compatibility only. Vectors made with one
   * pooling are not comparable with the other, so every embedding in an index must use the same.
   */
  pooling?: "cls" | "mean";
  meter?: UsageMeter;
}

/**
 * Embedder over Workers AI (@cf/baai/bge-base-en-v1.5, 768 dimensions).
 * Request `{ text: string[], pooling }`, response `{ shape: [n, 768], data: number[][] }`.
 */
export class WorkersAiEmbedder implements Embedder {
  readonly id: string;
  readonly dimensions: number;
  private readonly pooling: "cls" | "mean";
  private readonly meter?: UsageMeter;

  constructor(
    private readonly ai: AiBinding,
    options: WorkersAiEmbedderOptions = {},
  ) {
    this.id = options.model ?? WORKERS_AI_MODELS.embed;
    this.dimensions = options.dimensions ?? 768;
    this.pooling = options.pooling ?? "cls";
    this.meter = options.meter;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const vectors: number[][] = [];
    // Sequential batches: ingestion is not latency-bound, and it keeps the binding's concurrency low.
    for (let start = 0; start < texts.length; start += MAX_EMBED_BATCH) {
      vectors.push(...(await this.embedBatch(texts.slice(start, start + MAX_EMBED_BATCH))));
    }
    return vectors;
  }

  private async embedBatch(batch: string[]): Promise<number[][]> {
    // Items have minLength 1 in the model schema; one empty chunk must not fail its whole batch.
    const text = batch.map((t) => (t.trim() === "" ? " " : t));
    let output: unknown;
    try {
      this.meter?.addEmbedCall();
      output = await this.ai.run(this.id, { text, pooling: this.pooling });
    } catch (err) {
      throw new StageError("embed", `${this.id} failed: ${errorMessage(err)}`, err);
    }
    const data = isRecord(output) ? output.data : undefined;
    if (!Array.isArray(data) || data.length !== batch.length) {
      const got = Array.isArray(data) ? data.length : "no";
      throw new StageError("embed", `${this.id} returned ${got} vectors for ${batch.length} texts`);
    }
    data.forEach((vector, i) => {
      if (!isVector(vector, this.dimensions)) {
        throw new StageError("embed", `${this.id} vector ${i} is not ${this.dimensions} finite numbers`);
      }
    });
    return data as number[][];
  }
}

function isVector(value: unknown, dimensions: number): value is number[] {
  return Array.isArray(value) && value.length === dimensions && value.every((x) => typeof x === "number" && Number.isFinite(x));
}
