import type { Settings } from "../config";
import type { Budget } from "../models/budget";
import { meteredEmbedder } from "../models/metered-embedder";
import type { Embedder } from "../models/types";
import type { Corpus, NewChunk, StoredDocument, VectorIndex } from "../stores/types";
import { sha256Hex } from "../text/hash";
import { StageError } from "../types";
import { chunkText } from "./chunk";
import { cleanHtml, cleanText } from "./clean";

export interface DocumentInput {
  url?: string;
  title?: string;
  html?: string;
  text?: string;
}

export interface IngestDeps {
  settings: Settings;
  corpus: Corpus;
  vectors: VectorIndex;
  embedder: Embedder;
  budget: Budget;
}

export interface IngestResult {
  status: "ingested" | "duplicate";
  id: string;
  chunks: number;
  title: string | null;
  url: string | null;
}

/** A document cleaned and chunked, not yet written: every document of a request is prepared before any is stored. */
export type Prepared =
  | { status: "duplicate"; result: IngestResult }
  | { status: "empty"; reason: string }
  | { status: "ready"; doc: StoredDocument; chunks: NewChunk[] };

/** Hashes, looks for a duplicate, cleans and chunks one document. Writes nothing. */
export async function prepareDocument(
  namespace: string,
  doc: DocumentInput,
  deps: Pick<IngestDeps, "corpus" | "settings">,
): Promise<Prepared> {
  const body = doc.html ?? doc.text ?? "";
  const hash = await sha256Hex(
    `${doc.url ?? ""}\n${doc.title ?? ""}\n${doc.html === undefined ? "text" : "html"}\n${body}`,
  );
  const existing = await deps.corpus.findByHash(namespace, hash);
  if (existing) return { status: "duplicate", result: resultOf("duplicate", existing) };

  const cleaned = doc.html !== undefined ? cleanHtml(doc.html) : cleanText(body);
  const chunks = chunkText(cleaned.text, {
    maxWords: deps.settings.chunkWords,
    overlapWords: deps.settings.chunkOverlap,
  });
  if (chunks.length === 0) return { status: "empty", reason: "the document has no text after cleaning" };
  const id = `doc_${(await sha256Hex(`${namespace}\n${hash}`)).slice(0, 24)}`;
  const stored: StoredDocument = {
    id,
    namespace,
    content_hash: hash,
    url: doc.url ?? null,
    title: doc.title?.trim() || cleaned.title || null,
    chars: cleaned.text.length,
    chunk_count: chunks.length,
    created_at: new Date().toISOString(),
  };
  return {
    status: "ready",
    doc: stored,
    chunks: chunks.map((c, seq) => ({ id: `${id}:${seq}`, seq, char_offset: c.offset, text: c.text })),
  };
}

/** Texts per embedding call that small documents share (Workers AI's bge takes 100 a request). */
const EMBED_BATCH_TEXTS = 100;
/**
 * A document with more chunks is embedded and written this many chunks at a time, so its memory is bounded by a
 * slice, not by the document: measured (npm run bench -- --only=ingest), one 5 MB page of 6,773 chunks grew
 * workerd by 379 MB when embedded and written whole.
 */
export const SLICE_CHUNKS = 500;

type Ready = Extract<Prepared, { status: "ready" }>;
/** A prepared document that can be stored: new, or a duplicate to report. */
export type Storable = Exclude<Prepared, { status: "empty" }>;

/**
 * Stores prepared documents in order, yielding each one's result as it lands. Small documents share embedding
 * calls (a group's chunks fill at most one call of EMBED_BATCH_TEXTS; a larger document is a group of its own),
 * and a group is embedded, at its first new document, before any of it is written. A failure throws before the
 * failing document's result; a failed embedding call names the documents (1-based, in `prepared`) it held.
 */
export async function* storeDocuments(prepared: Storable[], deps: IngestDeps): AsyncGenerator<IngestResult> {
  for (let start = 0; start < prepared.length; ) {
    let end = start;
    for (let texts = 0; end < prepared.length; end++) {
      const p = prepared[end]!;
      const n = p.status === "ready" ? p.chunks.length : 0;
      if (end > start && texts + n > EMBED_BATCH_TEXTS) break;
      texts += n;
    }
    const group = prepared.slice(start, end);
    const first = start;
    const only = group[0]!;
    if (group.length === 1 && only.status === "ready" && only.chunks.length > SLICE_CHUNKS) {
      yield await storeLargeDocument(only, deps, first + 1);
      start = end;
      continue;
    }
    let vectors: number[][][] | undefined;
    for (const p of group) {
      if (p.status === "duplicate") {
        yield p.result;
        continue;
      }
      vectors ??= await embedChunks(
        group.filter((g): g is Ready => g.status === "ready"),
        deps,
      ).catch((e: unknown) => {
        const held = group.flatMap((g, j) => (g.status === "ready" ? [first + j + 1] : []));
        throw new StageError(
          "embed",
          `the embedding call for document${held.length > 1 ? "s" : ""} ${held.join(", ")} failed: ${String(e)}`,
          e,
        );
      });
      yield await storeDocument(p, vectors.shift()!, deps);
    }
    start = end;
  }
}

/** Prepares and stores one document (the seeding path; the route prepares a whole batch first). */
export async function ingestDocument(
  namespace: string,
  doc: DocumentInput,
  deps: IngestDeps,
): Promise<IngestResult | { status: "empty"; reason: string }> {
  const prepared = await prepareDocument(namespace, doc, deps);
  if (prepared.status === "empty") return prepared;
  for await (const result of storeDocuments([prepared], deps)) return result;
  throw new Error("unreachable: one document stores one result");
}

/** The documents' chunk vectors, one list per document, from one embedding call. */
async function embedChunks(docs: Ready[], deps: IngestDeps): Promise<number[][][]> {
  const texts = docs.flatMap(({ doc, chunks }) => chunks.map((c) => (doc.title ? `${doc.title}\n${c.text}` : c.text)));
  if (texts.length === 0) return [];
  const vectors = await meteredEmbedder(deps.embedder, deps.budget).embed(texts);
  let at = 0;
  return docs.map(({ chunks }) => vectors.slice(at, (at += chunks.length)));
}

/**
 * Stores an embedded document in D1 (rows + FTS) and the vector index: in all of them or, on failure, in none.
 * A concurrent twin that got there first makes this one a duplicate.
 */
async function storeDocument(prepared: Ready, vectors: number[][], deps: IngestDeps): Promise<IngestResult> {
  const { doc, chunks } = prepared;
  try {
    await deps.corpus.insertDocument(doc, chunks);
  } catch (e) {
    const twin = await deps.corpus.findByHash(doc.namespace, doc.content_hash);
    if (twin) return resultOf("duplicate", twin);
    throw e;
  }
  try {
    await deps.vectors.upsert(
      chunks.map((c, i) => ({
        id: c.id,
        values: vectors[i]!,
        namespace: doc.namespace,
        metadata: { doc_id: doc.id, seq: c.seq },
      })),
    );
  } catch (e) {
    // Some batches may have landed: remove them with the rows.
    await deps.vectors.deleteByIds(chunks.map((c) => c.id)).catch(() => {});
    await deps.corpus.deleteDocument(doc.id);
    throw e;
  }
  return resultOf("ingested", doc);
}

/**
 * Stores a large document slice by slice: each slice is embedded, then its rows, FTS entries and vectors are
 * written. The document's row lands with the first slice (a concurrent twin makes it a duplicate there); a
 * failure after that removes every slice written, so nothing partial stays.
 */
async function storeLargeDocument(prepared: Ready, deps: IngestDeps, position: number): Promise<IngestResult> {
  const { doc, chunks } = prepared;
  const written: string[] = [];
  try {
    for (let at = 0; at < chunks.length; at += SLICE_CHUNKS) {
      const slice = chunks.slice(at, at + SLICE_CHUNKS);
      const vectors = (
        await embedChunks([{ status: "ready", doc, chunks: slice }], deps).catch((e: unknown) => {
          throw new StageError("embed", `the embedding call for document ${position} failed: ${String(e)}`, e);
        })
      )[0]!;
      if (at === 0) {
        try {
          await deps.corpus.insertDocument(doc, slice);
        } catch (e) {
          const twin = await deps.corpus.findByHash(doc.namespace, doc.content_hash);
          if (twin) return resultOf("duplicate", twin);
          throw e;
        }
      } else {
        await deps.corpus.appendChunks(doc, slice);
      }
      written.push(...slice.map((c) => c.id));
      const records = slice.map((c, i) => ({
        id: c.id,
        values: vectors[i]!,
        namespace: doc.namespace,
        metadata: { doc_id: doc.id, seq: c.seq },
      }));
      await deps.vectors.upsert(records);
    }
  } catch (e) {
    if (written.length) {
      await deps.vectors.deleteByIds(written).catch(() => {});
      await deps.corpus.deleteDocument(doc.id).catch(() => {});
    }
    throw e;
  }
  return resultOf("ingested", doc);
}

/** Removes a document from the vector index first (its ids come from D1), then from D1 and FTS. */
export async function deleteDocument(id: string, deps: Pick<IngestDeps, "corpus" | "vectors">): Promise<boolean> {
  const chunkIds = await deps.corpus.chunkIds(id);
  if (chunkIds.length) await deps.vectors.deleteByIds(chunkIds);
  return (await deps.corpus.deleteDocument(id)) !== null;
}

function resultOf(status: IngestResult["status"], d: StoredDocument): IngestResult {
  return { status, id: d.id, chunks: d.chunk_count, title: d.title, url: d.url };
}
