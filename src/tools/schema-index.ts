import type { Budget } from "../models/budget";
import { meteredEmbedder } from "../models/metered-embedder";
import type { Embedder } from "../models/types";
import type { ApiCatalog } from "../stores/d1-catalog";
import type { Metadata, VectorFilter, VectorIndex } from "../stores/types";
import { queryTerms } from "../text/analyze";
import { TermStats } from "../text/bm25";
import type { ApiEntry } from "./types";

/**
 * Schema vectors live in their own namespace of the corpus index, so corpus searches (which always
 * name a corpus namespace) never see them. Filtering by pack on Vectorize needs a metadata index:
 * `wrangler vectorize create-metadata-index <index> --property-name pack --type string`.
 */
export const API_NAMESPACE = "__apis__";

export interface SchemaIndexDeps {
  vectors: VectorIndex;
  embedder: Embedder;
  budget?: Budget;
}

export interface SchemaSearchDeps extends SchemaIndexDeps {
  catalog: ApiCatalog;
  /** Told why the vector half failed when the search fell back to lexical ranking only (the run's trace). */
  onVectorFailure?: (message: string) => void;
}

const MAX_ENUM_VALUES = 10;
/** Term statistics of a catalog copy's schema texts, computed once per copy (D1Catalog keeps one per version). */
const statsOf = new WeakMap<readonly ApiEntry[], TermStats>();
const VECTOR_WEIGHT = 0.5;

/** `get_stock_price` / `getStockPrice` → "get stock price": names carry intent, but only as words. */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim()
    .toLowerCase();
}

/** The text embedded (and matched lexically) for an entry: "name: description. parameters: p1 (desc), …". */
export function schemaText(entry: Pick<ApiEntry, "name" | "description" | "parameters">): string {
  const params = Object.entries(entry.parameters.properties ?? {}).map(([key, prop]) => {
    const notes: string[] = [];
    if (typeof prop.description === "string" && prop.description.trim()) notes.push(prop.description.trim());
    if (Array.isArray(prop.enum)) notes.push(`one of ${prop.enum.slice(0, MAX_ENUM_VALUES).map(String).join(", ")}`);
    const label = humanize(key) === key ? key : `${key} ${humanize(key)}`;
    return notes.length > 0 ? `${label} (${notes.join("; ")})` : label;
  });
  const head = `${humanize(entry.name)}: ${entry.description.trim()}`;
  return params.length > 0 ? `${head}. parameters: ${params.join(", ")}` : head;
}

/** Embeds entries' schema texts and upserts them, one vector per entry, id = entry id. */
export async function indexSchemas(entries: ApiEntry[], deps: SchemaIndexDeps): Promise<void> {
  if (entries.length === 0) return;
  const embedder = deps.budget ? meteredEmbedder(deps.embedder, deps.budget) : deps.embedder;
  const vectors = await embedder.embed(entries.map(schemaText));
  await deps.vectors.upsert(
    entries.map((e, i) => {
      const metadata: Metadata = { api_id: e.id };
      if (e.pack) metadata.pack = e.pack;
      return { id: e.id, values: vectors[i]!, namespace: API_NAMESPACE, metadata };
    }),
  );
}

export async function removeSchemas(ids: string[], deps: Pick<SchemaIndexDeps, "vectors">): Promise<void> {
  await deps.vectors.deleteByIds(ids);
}

/**
 * The top-M entries for a question (the paper's schema filtering): vector similarity fused with
 * BM25 over the same schema texts. The lexical half keeps the local hashed embedder useful and
 * covers entries whose vectors are missing (an index written by another embedder, a failed
 * upsert); both scores are scaled by their best so neither scale dominates. Entries with no
 * evidence at all are not returned, so fewer than M may come back.
 */
export async function searchSchemas(
  question: string,
  M: number,
  deps: SchemaSearchDeps,
  pack?: string,
): Promise<ApiEntry[]> {
  const entries = await deps.catalog.list(pack);
  if (entries.length === 0 || M < 1) return [];
  const byId = new Map(entries.map((e) => [e.id, e]));

  const scores = new Map<string, number>();
  const add = (id: string, s: number) => scores.set(id, (scores.get(id) ?? 0) + s);

  for (const [id, s] of await vectorScores(question, Math.min(100, Math.max(M * 4, 20)), deps, pack)) {
    if (byId.has(id)) add(id, VECTOR_WEIGHT * s);
  }
  let stats = statsOf.get(entries);
  if (!stats) statsOf.set(entries, (stats = new TermStats(entries.map(schemaText))));
  const terms = queryTerms(question);
  const lexical = entries.map((e, i) => ({ id: e.id, s: stats.bm25(i, terms) }));
  const best = Math.max(0, ...lexical.map((x) => x.s));
  if (best > 0) for (const { id, s } of lexical) if (s > 0) add(id, (1 - VECTOR_WEIGHT) * (s / best));

  return [...scores.entries()]
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, M)
    .map(([id]) => byId.get(id)!);
}

/** Cosine scores scaled by the best one (only positive ones count); empty if the index fails. */
async function vectorScores(
  question: string,
  topK: number,
  deps: SchemaSearchDeps,
  pack?: string,
): Promise<Map<string, number>> {
  try {
    const [vector] = await deps.embedder.embed([question]);
    const filter: VectorFilter | undefined = pack === undefined ? undefined : { pack };
    const { matches } = await deps.vectors.query(vector!, {
      topK,
      namespace: API_NAMESPACE,
      ...(filter ? { filter } : {}),
    });
    const best = Math.max(0, ...matches.map((m) => m.score));
    return new Map(best > 0 ? matches.filter((m) => m.score > 0).map((m) => [m.id, m.score / best] as const) : []);
  } catch (e) {
    // Degrade to lexical-only rather than fail the fallback: e.g. vectors of another dimension.
    const message = `schema vector search failed; using lexical ranking only: ${e instanceof Error ? e.message : String(e)}`;
    if (deps.onVectorFailure) deps.onVectorFailure(message);
    else console.warn(message);
    return new Map();
  }
}
