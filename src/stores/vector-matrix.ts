import type { Metadata } from "./types";

/** A stored vector as D1 returns it. */
export interface VectorRow {
  id: string;
  dims: number;
  vec: unknown;
  metadata: string | null;
}

/**
 * The vectors of one namespace (or of the whole index), decoded once: one contiguous Float32Array with a row
 * per vector, each row's norm, ids and metadata. A query is a single pass over the matrix that keeps only the
 * best topK, and scores exactly as a per-row decode would (same Float32 values, same float64 arithmetic).
 */
export class VectorMatrix {
  readonly size: number;
  /** Dimensions shared by every row, or -1 when rows differ (then every query meets a mismatch and throws). */
  readonly stride: number;
  private readonly values: Float32Array;
  private readonly norms: Float64Array;
  private readonly parsed: Array<Metadata | undefined | null>;

  constructor(
    private readonly ids: string[],
    private readonly dims: Int32Array,
    rows: Float32Array[],
    private readonly rawMetadata: Array<string | null>,
  ) {
    this.size = ids.length;
    this.stride = dims.every((d) => d === dims[0]) ? (dims[0] ?? 0) : -1;
    this.values = new Float32Array(this.stride > 0 ? this.size * this.stride : 0);
    this.norms = new Float64Array(this.size);
    rows.forEach((v, r) => {
      if (this.stride > 0) this.values.set(v.subarray(0, this.stride), r * this.stride);
      this.norms[r] = Math.sqrt(dot(v, v, 0, v.length));
    });
    this.parsed = new Array(this.size).fill(null);
  }

  static fromRows(rows: VectorRow[], decode: (blob: unknown) => Float32Array): VectorMatrix {
    return new VectorMatrix(
      rows.map((r) => r.id),
      Int32Array.from(rows, (r) => r.dims),
      rows.map((r) => decode(r.vec)),
      rows.map((r) => r.metadata),
    );
  }

  /** Float32 values held (the cache's memory budget counts these). */
  get cost(): number {
    return this.values.length + this.size * 8;
  }

  id(row: number): string {
    return this.ids[row]!;
  }

  /** The row's metadata, parsed once (for filters; callers must not mutate it). */
  metadata(row: number): Metadata | undefined {
    let m = this.parsed[row];
    if (m === null) {
      const raw = this.rawMetadata[row];
      m = raw ? (JSON.parse(raw) as Metadata) : undefined;
      this.parsed[row] = m;
    }
    return m;
  }

  /** A fresh copy of the row's metadata, for a caller to keep. */
  metadataCopy(row: number): Metadata | undefined {
    const raw = this.rawMetadata[row];
    return raw ? (JSON.parse(raw) as Metadata) : undefined;
  }

  /** The best topK rows by cosine similarity (ties by id), best first; rows the predicate rejects are skipped. */
  search(
    q: Float32Array,
    topK: number,
    predicate?: (metadata: Metadata) => boolean,
  ): Array<{ row: number; score: number }> {
    if (this.size > 0 && this.stride !== q.length) {
      const bad = this.dims.findIndex((d) => d !== q.length);
      throw new RangeError(`query has ${q.length} dimensions but vector "${this.ids[bad]}" has ${this.dims[bad]}`);
    }
    const qNorm = Math.sqrt(dot(q, q, 0, q.length));
    if (!Number.isFinite(qNorm)) throw new RangeError("the query vector must be finite");
    const top = new TopK(topK, this.ids);
    const d = this.stride,
      values = this.values,
      norms = this.norms;
    for (let r = 0, o = 0; r < this.size; r++, o += d) {
      if (predicate && !predicate(this.metadata(r) ?? {})) continue;
      const denom = qNorm * norms[r]!;
      let s = 0;
      for (let i = 0; i < d; i++) s += q[i]! * values[o + i]!; // as dot(): float64 sum in index order
      const score = denom === 0 ? 0 : s / denom;
      if (score >= top.worst) top.offer(r, score);
    }
    return top.rows();
  }
}

/** q · values[offset .. offset + n), accumulated in float64 in index order. */
function dot(q: Float32Array, values: Float32Array, offset: number, n: number): number {
  let s = 0;
  for (let i = 0; i < n; i++) s += q[i]! * values[offset + i]!;
  return s;
}

/** The best k (score descending, then id ascending) of a stream of rows: a sorted array, binary insertion. */
class TopK {
  private readonly rowsBest: number[] = [];
  private readonly scores: number[] = [];
  /** A score below this cannot enter (-Infinity until k are held): the scan's one comparison for most rows. */
  worst = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly k: number,
    private readonly ids: string[],
  ) {}

  private before(score: number, row: number, i: number): boolean {
    const s = this.scores[i]!;
    return score > s || (score === s && this.ids[row]! < this.ids[this.rowsBest[i]!]!);
  }

  offer(row: number, score: number): void {
    const n = this.scores.length;
    if (n === this.k && !this.before(score, row, n - 1)) return;
    let lo = 0,
      hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.before(score, row, mid)) hi = mid;
      else lo = mid + 1;
    }
    this.rowsBest.splice(lo, 0, row);
    this.scores.splice(lo, 0, score);
    if (this.scores.length > this.k) {
      this.rowsBest.pop();
      this.scores.pop();
    }
    if (this.scores.length === this.k) this.worst = this.scores[this.k - 1]!;
  }

  rows(): Array<{ row: number; score: number }> {
    return this.rowsBest.map((row, i) => ({ row, score: this.scores[i]! }));
  }
}
