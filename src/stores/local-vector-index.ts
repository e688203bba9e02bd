import type { VectorIndex, VectorMatch, VectorQueryOptions, VectorRecord } from "./types";
import { compileFilter } from "./vector-filter";
import { VectorMatrix } from "./vector-matrix";
import { decodeHexVector, decodeVector, readSnapshot } from "./vector-rows";
import { resolveTopK } from "./vectorize-index";
import { versionToken } from "./version-token";

export { compileFilter, decodeVector };

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;
const UPSERT_COLUMNS = 5;
/** Vectorize's documented per-vector limits, enforced here so a local run catches what production would reject. */
const MAX_ID_BYTES = 64;
const MAX_NAMESPACE_BYTES = 64;
const MAX_METADATA_BYTES = 10 * 1024;
/** The row of D1's `meta` table that every write to local_vectors changes (a fresh random token, never reused). */
export const VERSION_KEY = "local_vectors_version";
/** Decoded vectors kept per isolate, in Float32 values (100k vectors of 512 dimensions are 51M; this index serves
 * local runs, where no 128 MB isolate limit applies: production uses Vectorize). */
const CACHE_BUDGET = 64 * 1024 * 1024;
const ALL = "\u0000all";

interface Cached {
  version: string;
  matrix: VectorMatrix;
}

/** Per isolate, shared by every instance (a request builds a new one): namespace → its decoded vectors. */
const cache = new Map<string, Cached>();
/** Loads in flight, so concurrent queries on a cold or stale namespace read D1 once. */
const loading = new Map<string, Promise<Cached>>();
/** Writes made through this isolate: a load that overlapped one is not kept, and a token read before one is read again. */
let writes = 0;

/** Drops the isolate's decoded vectors (tests; a write through any instance does it too). */
export function clearVectorCache(): void {
  cache.clear();
}

/**
 * `VectorIndex` with Vectorize's semantics (cosine score, topK limits, namespace, metadata filter),
 * kept in the D1 table `local_vectors` as Float32 BLOBs. Queries are an exact brute-force scan over a
 * per-isolate cache of the decoded vectors (one Float32Array matrix per namespace).
 *
 * Consistency: every write through this class replaces the `meta` row VERSION_KEY with a fresh token in the
 * same D1 batch (one transaction) and drops this isolate's cache. An instance (the services build one per
 * request and per run) reads the token once, at its first query, and reloads a namespace whose cached copy
 * was decoded under another token. So a run sees every write that finished before it started (in any
 * isolate), and every write made in its own isolate at once; a write from another isolate during a run is
 * seen from the next run on. Queries after a run's first are pure in-memory scans.
 * Writes to local_vectors that bypass this class must replace the token too.
 */
export class LocalVectorIndex implements VectorIndex {
  readonly kind = "local" as const;

  /** The version token this instance serves (read at its first query; a write or a reload replaces it). */
  private token: Promise<string | undefined> | undefined;
  /** `writes` when the token was read: a write in this isolate since then makes the token stale. */
  private tokenWrites = 0;

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
    await this.write(statements);
  }

  async query(vector: number[], options: VectorQueryOptions = {}): Promise<{ matches: VectorMatch[]; count: number }> {
    const topK = resolveTopK(options);
    const wantMetadata =
      options.returnMetadata !== undefined && options.returnMetadata !== false && options.returnMetadata !== "none";
    const filter = options.filter && Object.keys(options.filter).length > 0 ? options.filter : undefined;
    const predicate = filter ? compileFilter(filter) : undefined;

    const q = Float32Array.from(vector);
    const key = options.namespace ?? ALL;
    if (this.tokenWrites !== writes) this.token = undefined;
    if (!this.token) {
      this.tokenWrites = writes;
      this.token = this.readToken();
    }
    const seen = this.tokenWrites;
    const current = await this.token;
    let cached = cache.get(key);
    if (cached && current !== undefined && cached.version === current) touch(key, cached);
    else {
      cached = await this.loadShared(key, options.namespace, current);
      // As new as any token read before it, unless a write here overlapped the load.
      if (cached.version && writes === seen) this.token = Promise.resolve(cached.version);
    }
    const { matrix } = cached;
    const found = matrix.search(q, topK, predicate);
    const matches = found.map(({ row, score }) => {
      const match: VectorMatch = { id: matrix.id(row), score };
      const metadata = wantMetadata ? matrix.metadataCopy(row) : undefined;
      if (metadata) match.metadata = metadata;
      return match;
    });
    return { matches, count: matches.length };
  }

  async deleteByIds(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < ids.length; i += MAX_PARAMS) {
      const slice = ids.slice(i, i + MAX_PARAMS);
      statements.push(
        this.db.prepare(`DELETE FROM local_vectors WHERE id IN (${slice.map(() => "?").join(", ")})`).bind(...slice),
      );
    }
    await this.write(statements);
  }

  /** Runs the writes and replaces the version token in one batch (one transaction). */
  private async write(statements: D1PreparedStatement[]): Promise<void> {
    const token = crypto.randomUUID();
    const bump = versionToken.bump(this.db, VERSION_KEY, token);
    this.token = undefined;
    try {
      await this.db.batch([...statements, bump]);
    } finally {
      writes++;
      cache.clear(); // this isolate knows already; others see the new token
    }
    this.token = Promise.resolve(token);
    this.tokenWrites = writes;
  }

  /** The current version token (undefined before the first write); a failed read is retried by the next query. */
  private readToken(): Promise<string | undefined> {
    const read = versionToken.read(this.db, VERSION_KEY).first<{ value: string }>();
    return read.then(
      (row) => row?.value,
      (error: unknown) => {
        this.token = undefined;
        throw error;
      },
    );
  }

  /** Loads a namespace; concurrent queries that found the same stale or missing cache share one load. */
  private loadShared(key: string, namespace: string | undefined, token: string | undefined): Promise<Cached> {
    const flight = `${key}\u0000${token ?? ""}\u0000${writes}`;
    let pending = loading.get(flight);
    if (!pending) {
      pending = this.load(key, namespace).finally(() => loading.delete(flight));
      loading.set(flight, pending);
    }
    return pending;
  }

  /** Reads and decodes the namespace; keeps it unless a write (here or, by the token, elsewhere) ran during the read. */
  private async load(key: string, namespace: string | undefined): Promise<Cached> {
    const before = writes;
    const { version, rows } = await readSnapshot(this.db, VERSION_KEY, namespace);
    const loaded = {
      version: version ?? "",
      matrix: VectorMatrix.fromRows(rows, (hex) => decodeHexVector(hex as string)),
    };
    if (version !== null && writes === before) remember(key, loaded);
    return loaded;
  }
}

/** Marks a namespace most recently used. */
function touch(key: string, cached: Cached): void {
  cache.delete(key);
  cache.set(key, cached);
}

/** Keeps a loaded namespace, evicting the least recently used ones beyond the budget (never the new one). */
function remember(key: string, loaded: Cached): void {
  cache.delete(key);
  if (loaded.matrix.cost > CACHE_BUDGET) return;
  cache.set(key, loaded);
  let total = 0;
  for (const c of cache.values()) total += c.matrix.cost;
  for (const [k, c] of cache) {
    if (total <= CACHE_BUDGET || k === key) break;
    cache.delete(k);
    total -= c.matrix.cost;
  }
}

function byteLength(s: string): number {
  return new TextEncoder().encode(s).byteLength;
}

function validate(r: VectorRecord): void {
  if (!r.id || byteLength(r.id) > MAX_ID_BYTES)
    throw new RangeError(`vector id must be 1-${MAX_ID_BYTES} bytes: "${r.id}"`);
  if (r.namespace !== undefined && byteLength(r.namespace) > MAX_NAMESPACE_BYTES) {
    throw new RangeError(`namespace must be at most ${MAX_NAMESPACE_BYTES} bytes: "${r.namespace}"`);
  }
  if (r.values.length === 0 || !r.values.every(Number.isFinite))
    throw new RangeError(`vector "${r.id}" must be non-empty and finite`);
  if (r.metadata && byteLength(JSON.stringify(r.metadata)) > MAX_METADATA_BYTES) {
    throw new RangeError(`metadata of vector "${r.id}" exceeds ${MAX_METADATA_BYTES} bytes`);
  }
}
