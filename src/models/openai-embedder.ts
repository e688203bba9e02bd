import { StageError } from "../types";
import type { UsageMeter } from "../usage";
import { isRecord } from "./ai-binding";
import type { OpenAiHttp } from "./openai-http";
import type { Embedder } from "./types";

const MAX_BATCH = 96;

/**
 * Embedder over an OpenAI-compatible `POST {base}/embeddings` (`{model, input: string[], dimensions?}` →
 * `{data: [{index, embedding}]}`). `dimensions` is sent only when EMBED_DIMENSIONS sets it; without it the
 * first answer fixes the size (0 until then), and every later vector must match it.
 */
export class OpenAiEmbedder implements Embedder {
  private size: number;

  constructor(
    private readonly http: OpenAiHttp,
    readonly id: string,
    private readonly requested?: number,
    private readonly meter?: UsageMeter,
  ) {
    this.size = requested ?? 0;
  }

  get dimensions(): number {
    return this.size;
  }

  async embed(texts: string[]): Promise<number[][]> {
    const out: number[][] = [];
    for (let start = 0; start < texts.length; start += MAX_BATCH) {
      out.push(...(await this.batch(texts.slice(start, start + MAX_BATCH))));
    }
    return out;
  }

  private async batch(batch: string[]): Promise<number[][]> {
    const what = `${this.id} at ${this.http.baseUrl}`;
    const body: Record<string, unknown> = { model: this.id, input: batch.map((t) => (t.trim() === "" ? " " : t)) };
    if (this.requested) body.dimensions = this.requested;
    this.meter?.addEmbedCall();
    const parsed = await this.http.post("embed", "/embeddings", body, what, async (res) => {
      const raw = await res.text();
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        throw new StageError("embed", `${what} sent a body that is not JSON: ${raw.slice(0, 120)}`);
      }
    });
    const data = isRecord(parsed) && Array.isArray(parsed.data) ? parsed.data : [];
    if (data.length !== batch.length)
      throw new StageError("embed", `${what} returned ${data.length} vectors for ${batch.length} texts`);
    const vectors = new Array<number[]>(batch.length);
    data.forEach((entry, i) => {
      const index = isRecord(entry) && typeof entry.index === "number" ? entry.index : i;
      const vector = isRecord(entry) ? entry.embedding : undefined;
      if (
        !Array.isArray(vector) ||
        vector.length === 0 ||
        !vector.every((x) => typeof x === "number" && Number.isFinite(x))
      ) {
        throw new StageError("embed", `${what} vector ${i} is not a list of finite numbers`);
      }
      if (this.size === 0) this.size = vector.length;
      if (vector.length !== this.size)
        throw new StageError("embed", `${what} vector ${i} has ${vector.length} dimensions, not ${this.size}`);
      vectors[index] = vector as number[];
    });
    if (vectors.some((v) => v === undefined))
      throw new StageError("embed", `${what} returned vectors with duplicate indexes`);
    return vectors;
  }
}
