import type { Metadata, MetadataValue, VectorFilter, VectorIndex, VectorMatch, VectorQueryOptions, VectorRecord } from "./types";
import { resolveTopK } from "./vectorize-index";

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;
const UPSERT_COLUMNS = 5;
/** Vectorize's documented per-vector limits, enforced here so a local run catches what production would reject. */
const MAX_ID_BYTES = 64;
const MAX_NAMESPACE_BYTES = 64;
const MAX_METADATA_BYTES = 10 * 1024;

interface Row { id: string; dims: number; vec: unknown; metadata: string | null }

/**
 * `VectorIndex` with Vectorize's semantics (cosine score, topK limits, namespace, metadata filter),
 * kept in the D1 table `local_vectors` as Float32 BLOBs. Queries are a brute-force scan: exact, and
 * fast enough for the local corpus sizes this index exists for. No cache: every query reads D1, so
 * writes from any isolate are visible immediately.
 */
export class LocalVectorIndex implements VectorIndex {
  readonly kind = "local" as const;

  constructor(private readonly db: D1Database) {}

  async upsert(records: VectorRecord[]): Promise<void> {
    if (records.length === 0) return;
    records.forEach(validate);
    const rowsPerStatement = Math.floor(MAX_PARAMS / UPSERT_COLUMNS);
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < records.length; i += rowsPerStatement) {
      const slice = records.slice(i, i + rowsPerStatement);
      const sql = `INSERT OR REPLACE INTO local_vectors (id, namespace, dims, vec, metadata) VALUES ${slice.map(() => "(?, ?, ?, ?, ?)").join(", ")}`;
      // Upsert replaces in full (no metadata merge), exactly like Vectorize's upsert.
      const params = slice.flatMap((r) => [
        r.id,
        r.namespace ?? "",
        r.values.length,
        new Float32Array(r.values).buffer,
        r.metadata ? JSON.stringify(r.metadata) : null,
      ]);
      statements.push(this.db.prepare(sql).bind(...params));
    }
    await this.db.batch(statements);
  }

  async query(vector: number[], options: VectorQueryOptions = {}): Promise<{ matches: VectorMatch[]; count: number }> {
    const topK = resolveTopK(options);
    const wantMetadata = options.returnMetadata !== undefined && options.returnMetadata !== false && options.returnMetadata !== "none";
    const filter = options.filter && Object.keys(options.filter).length > 0 ? options.filter : undefined;
    const predicate = filter ? compileFilter(filter) : undefined;

    // Without a namespace Vectorize searches the whole index; with one, only that namespace.
    const stmt = options.namespace === undefined
      ? this.db.prepare("SELECT id, dims, vec, metadata FROM local_vectors")
      : this.db.prepare("SELECT id, dims, vec, metadata FROM local_vectors WHERE namespace = ?").bind(options.namespace);
    const { results } = await stmt.all<Row>();

    const q = Float32Array.from(vector);
    const qNorm = Math.sqrt(dot(q, q));
    const scored: VectorMatch[] = [];
    for (const row of results) {
      if (row.dims !== q.length) {
        throw new RangeError(`query has ${q.length} dimensions but vector "${row.id}" has ${row.dims}`);
      }
      const metadata: Metadata | undefined = row.metadata ? JSON.parse(row.metadata) : undefined;
      if (predicate && !predicate(metadata ?? {})) continue;
      const v = decodeVector(row.vec);
      const denom = qNorm * Math.sqrt(dot(v, v));
      const match: VectorMatch = { id: row.id, score: denom === 0 ? 0 : dot(q, v) / denom };
      if (wantMetadata && metadata) match.metadata = metadata;
      scored.push(match);
    }
    // Ties broken by id so results are deterministic across runs.
    scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const matches = scored.slice(0, topK);
    return { matches, count: matches.length };
  }

  async deleteByIds(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < ids.length; i += MAX_PARAMS) {
      const slice = ids.slice(i, i + MAX_PARAMS);
      statements.push(this.db.prepare(`DELETE FROM local_vectors WHERE id IN (${slice.map(() => "?").join(", ")})`).bind(...slice));
    }
    await this.db.batch(statements);
  }
}

/** D1 hands BLOBs back as an ArrayBuffer in workerd but as a byte array (number[]) over some transports. */
export function decodeVector(blob: unknown): Float32Array {
  let bytes: Uint8Array;
  if (blob instanceof ArrayBuffer) bytes = new Uint8Array(blob);
  else if (ArrayBuffer.isView(blob)) bytes = new Uint8Array(blob.buffer, blob.byteOffset, blob.byteLength);
  else if (Array.isArray(blob)) bytes = Uint8Array.from(blob as number[]);
  else throw new TypeError(`unexpected vector BLOB type: ${typeof blob}`);
  // Copy into a fresh, 4-byte-aligned buffer: a view into a larger buffer may start at any offset.
  return new Float32Array(bytes.slice().buffer, 0, bytes.byteLength >>> 2);
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

function byteLength(s: string): number {
  return new TextEncoder().encode(s).byteLength;
}

function validate(r: VectorRecord): void {
  if (!r.id || byteLength(r.id) > MAX_ID_BYTES) throw new RangeError(`vector id must be 1-${MAX_ID_BYTES} bytes: "${r.id}"`);
  if (r.namespace !== undefined && byteLength(r.namespace) > MAX_NAMESPACE_BYTES) {
    throw new RangeError(`namespace must be at most ${MAX_NAMESPACE_BYTES} bytes: "${r.namespace}"`);
  }
  if (r.values.length === 0 || !r.values.every(Number.isFinite)) throw new RangeError(`vector "${r.id}" must be non-empty and finite`);
  if (r.metadata && byteLength(JSON.stringify(r.metadata)) > MAX_METADATA_BYTES) {
    throw new RangeError(`metadata of vector "${r.id}" exceeds ${MAX_METADATA_BYTES} bytes`);
  }
}

type Predicate = (metadata: Metadata) => boolean;
type Scalar = MetadataValue | null;
const UPPER = new Set(["$lt", "$lte"]);
const LOWER = new Set(["$gt", "$gte"]);

/**
 * Compiles a Vectorize metadata filter: keys are ANDed; a bare value means $eq; an absent key reads
 * as null (so `{k: null}` matches vectors without k, and $ne/$nin match them). Like Vectorize, an
 * operator object is one of $eq/$ne/$in/$nin, or range bounds (at most one upper and one lower);
 * range operands are strings (lexicographic) or numbers and never match a value of the other type.
 */
export function compileFilter(filter: VectorFilter): Predicate {
  const tests = Object.entries(filter).map(([key, cond]): Predicate => {
    const get = (m: Metadata): Scalar => (key in m ? m[key]! : null);
    if (cond === null || typeof cond !== "object" || Array.isArray(cond)) {
      return (m) => get(m) === cond;
    }
    const ops = Object.entries(cond);
    const range = ops.every(([op]) => UPPER.has(op) || LOWER.has(op));
    const uppers = ops.filter(([op]) => UPPER.has(op)).length;
    const lowers = ops.filter(([op]) => LOWER.has(op)).length;
    if (ops.length === 0 || (range ? uppers > 1 || lowers > 1 : ops.length > 1)) {
      throw new RangeError(`invalid operator combination for "${key}": ${JSON.stringify(cond)}`);
    }
    const parts = ops.map(([op, operand]) => compileOp(key, op, operand));
    return (m) => parts.every((test) => test(get(m)));
  });
  return (m) => tests.every((test) => test(m));
}

function compileOp(key: string, op: string, operand: unknown): (value: Scalar) => boolean {
  switch (op) {
    case "$eq": return (v) => v === operand;
    case "$ne": return (v) => v !== operand;
    case "$in":
    case "$nin": {
      if (!Array.isArray(operand)) throw new TypeError(`${op} on "${key}" needs an array`);
      const set = new Set<unknown>(operand);
      return op === "$in" ? (v) => set.has(v) : (v) => !set.has(v);
    }
    case "$lt": case "$lte": case "$gt": case "$gte": {
      if (typeof operand !== "string" && typeof operand !== "number") {
        throw new TypeError(`${op} on "${key}" needs a string or number`);
      }
      return (v) => {
        if (typeof v !== typeof operand) return false;
        const a = v as string | number;
        return op === "$lt" ? a < operand : op === "$lte" ? a <= operand : op === "$gt" ? a > operand : a >= operand;
      };
    }
    default:
      throw new RangeError(`unsupported filter operator ${op} on "${key}"`);
  }
}
