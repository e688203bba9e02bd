// 2. Local vector index: query latency of LocalVectorIndex (D1 + the per-isolate cache) at 1k, 10k and 100k
// chunks, topK 10 and 50, against a tight Float32Array scan of the same vectors in the same isolate (the limit
// for brute force), and against the index as it was before the cache (every query read and decoded D1's rows).
// A query inside a run is measured on one instance (the services build one per run); a run's first query, which
// also reads the version token from D1, on a fresh instance each time.
import { env } from "cloudflare:workers";
import { inject, it } from "vitest";
import { decodeVector, LocalVectorIndex } from "../../src/stores/local-vector-index";
import { median, round } from "./stats";

const DIMS = 512; // the local engine's hashed embeddings
const QUERIES = 8;

/** mulberry32: the same vectors on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

/** The reference: one contiguous matrix of unit rows; a query is dot products and a bounded insertion sort. */
class TightScan {
  readonly m: Float32Array;
  constructor(
    readonly n: number,
    vectors: Float32Array,
  ) {
    this.m = new Float32Array(vectors);
    for (let r = 0; r < n; r++) {
      let s = 0;
      for (let k = 0; k < DIMS; k++) s += this.m[r * DIMS + k]! ** 2;
      const inv = 1 / Math.sqrt(s);
      for (let k = 0; k < DIMS; k++) this.m[r * DIMS + k]! *= inv;
    }
  }
  query(q: Float32Array, topK: number): number[] {
    let qn = 0;
    for (let k = 0; k < DIMS; k++) qn += q[k]! * q[k]!;
    qn = Math.sqrt(qn);
    const rows: number[] = [],
      scores: number[] = [];
    for (let r = 0, o = 0; r < this.n; r++, o += DIMS) {
      let s = 0;
      for (let k = 0; k < DIMS; k++) s += q[k]! * this.m[o + k]!;
      s /= qn;
      if (scores.length === topK && s <= scores[topK - 1]!) continue;
      let i = scores.length;
      while (i > 0 && scores[i - 1]! < s) i--;
      scores.splice(i, 0, s), rows.splice(i, 0, r);
      if (scores.length > topK) scores.pop(), rows.pop();
    }
    return rows;
  }
}

/** LocalVectorIndex.query as it was before the cache: every query reads, decodes and sorts the namespace. */
async function uncachedQuery(vector: Float32Array, topK: number, namespace: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT id, dims, vec, metadata FROM local_vectors WHERE namespace = ?")
    .bind(namespace)
    .all<{ id: string; vec: unknown; metadata: string | null }>();
  const qNorm = Math.sqrt(vector.reduce((s, x) => s + x * x, 0));
  const scored = results.map((row) => {
    if (row.metadata) JSON.parse(row.metadata);
    const v = decodeVector(row.vec);
    let d = 0,
      vv = 0;
    for (let i = 0; i < v.length; i++) (d += vector[i]! * v[i]!), (vv += v[i]! * v[i]!);
    return { id: row.id, score: d / (qNorm * Math.sqrt(vv)) };
  });
  scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  return scored.slice(0, topK).map((m) => m.id);
}

/** The clock here ticks in whole milliseconds: a batch runs the queries over and over for at least this long. */
const MIN_BATCH_MS = 25;

/** ms per call: `reps` batches of calls over the queries (each long enough to time), the median batch per call. */
async function perQuery(reps: number, queries: Float32Array[], fn: (q: Float32Array) => unknown): Promise<number> {
  let rounds = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < rounds; i++) for (const q of queries) await fn(q);
    if (performance.now() - t0 >= MIN_BATCH_MS) break;
    rounds *= 2;
  }
  const batches: number[] = [];
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    for (let i = 0; i < rounds; i++) for (const q of queries) await fn(q);
    batches.push((performance.now() - t0) / (rounds * queries.length));
  }
  return median(batches);
}

it("vectors", async ({ task }) => {
  const { options } = inject("bench");
  const index = new LocalVectorIndex(env.DB);
  const rows: Record<string, unknown>[] = [];
  for (const n of options.vectorSizes) {
    const namespace = `bench-${n}`;
    const next = random(n);
    const all = new Float32Array(n * DIMS).map(() => next());
    const t0 = performance.now();
    for (let i = 0; i < n; i += 2000) {
      const records = [];
      for (let r = i; r < Math.min(n, i + 2000); r++)
        records.push({
          id: `v${r}`,
          namespace,
          values: Array.from(all.subarray(r * DIMS, (r + 1) * DIMS)),
          metadata: { seq: r },
        });
      await index.upsert(records);
    }
    const ingestMs = performance.now() - t0;
    const scan = new TightScan(n, all);
    const queries = Array.from({ length: QUERIES }, () => Float32Array.from({ length: DIMS }, next));
    const c0 = performance.now();
    await index.query(Array.from(queries[0]!), { topK: 10, namespace }); // cold: reads and decodes the namespace
    const coldMs = performance.now() - c0;
    const reps = n >= 100_000 ? 3 : n >= 10_000 ? 7 : 25;
    // Before the cache every query read and decoded the whole namespace: topK changes nothing there.
    // At 100k the namespace no longer fits in one D1 result (local D1 returns it as one JSON string): it failed.
    const beforeMs = await perQuery(1, queries.slice(0, 3), (q) => uncachedQuery(q, 10, namespace)).catch(
      () => Number.NaN,
    );
    for (const topK of [10, 50]) {
      const plain = queries.map((q) => Array.from(q));
      let exact = true;
      for (let k = 0; k < queries.length; k++) {
        const got = (await index.query(plain[k]!, { topK, namespace })).matches.map((m) => m.id);
        exact &&= JSON.stringify(got) === JSON.stringify(scan.query(queries[k]!, topK).map((r) => `v${r}`));
      }
      let k = 0;
      const run = new LocalVectorIndex(env.DB);
      const indexMs = await perQuery(reps, queries, () => run.query(plain[k++ % plain.length]!, { topK, namespace }));
      const firstMs = await perQuery(reps, queries, () =>
        new LocalVectorIndex(env.DB).query(plain[k++ % plain.length]!, { topK, namespace }),
      );
      const scanMs = await perQuery(reps, queries, (q) => scan.query(q, topK));
      rows.push({
        chunks: n,
        top_k: topK,
        index_ms: round(indexMs),
        scan_ms: round(scanMs),
        ratio: round(indexMs / scanMs),
        first_query_ms: round(firstMs),
        first_ratio: round(firstMs / scanMs),
        before_ms: Number.isNaN(beforeMs) ? "fails" : round(beforeMs),
        speedup_vs_before: Number.isNaN(beforeMs) ? null : round(beforeMs / indexMs),
        cold_load_ms: round(coldMs),
        ingest_s: round(ingestMs / 1000),
        exact,
      });
    }
    await env.DB.prepare("DELETE FROM local_vectors WHERE namespace = ?").bind(namespace).run();
  }
  task.meta.vectors = rows;
});

declare module "vitest" {
  interface TaskMeta {
    vectors?: Record<string, unknown>[];
  }
}
