import type { Settings } from "../config";
import type { Embedder } from "../models/types";
import type { Corpus, StoredDocument, VectorIndex } from "../stores/types";
import { sha256Hex } from "../text/hash";
import type { UsageMeter } from "../usage";
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
  meter: UsageMeter;
}

export type IngestOutcome =
  | { status: "ingested" | "duplicate"; id: string; chunks: number; title: string | null; url: string | null }
  | { status: "empty"; reason: string };

/**
 * Cleans, chunks, embeds and stores one document. Idempotent by content hash: the same document
 * in the same namespace twice returns the stored one and writes nothing.
 */
export async function ingestDocument(namespace: string, doc: DocumentInput, deps: IngestDeps): Promise<IngestOutcome> {
  const body = doc.html ?? doc.text ?? "";
  const hash = await sha256Hex(`${doc.url ?? ""}\n${doc.title ?? ""}\n${doc.html === undefined ? "text" : "html"}\n${body}`);
  const existing = await deps.corpus.findByHash(namespace, hash);
  if (existing) return { status: "duplicate", id: existing.id, chunks: existing.chunk_count, title: existing.title, url: existing.url };

  const cleaned = doc.html !== undefined ? cleanHtml(doc.html) : cleanText(body);
  const chunks = chunkText(cleaned.text, { maxWords: deps.settings.chunkWords, overlapWords: deps.settings.chunkOverlap });
  if (chunks.length === 0) return { status: "empty", reason: "the document has no text after cleaning" };

  const id = `doc_${(await sha256Hex(`${namespace}\n${hash}`)).slice(0, 24)}`;
  const title = doc.title?.trim() || cleaned.title || null;
  const stored: StoredDocument = {
    id,
    namespace,
    content_hash: hash,
    url: doc.url ?? null,
    title,
    chars: cleaned.text.length,
    chunk_count: chunks.length,
    created_at: new Date().toISOString(),
  };
  const newChunks = chunks.map((c, seq) => ({ id: `${id}:${seq}`, seq, char_offset: c.offset, text: c.text }));
  // Embed first: if the model fails, nothing has been written.
  const embedInputs = newChunks.map((c) => (title ? `${title}\n${c.text}` : c.text));
  deps.meter.addEmbedCall();
  const vectors = await deps.embedder.embed(embedInputs);
  await deps.corpus.insertDocument(stored, newChunks);
  try {
    await deps.vectors.upsert(
      newChunks.map((c, i) => ({ id: c.id, values: vectors[i]!, namespace, metadata: { doc_id: id, seq: c.seq } })),
    );
  } catch (e) {
    // Keep the stores consistent: a document is in all of them or in none.
    await deps.corpus.deleteDocument(id);
    throw e;
  }
  return { status: "ingested", id, chunks: chunks.length, title, url: stored.url };
}

/** Removes a document from the corpus, the FTS index and the vector index. */
export async function deleteDocument(id: string, deps: Pick<IngestDeps, "corpus" | "vectors">): Promise<boolean> {
  const chunkIds = await deps.corpus.deleteDocument(id);
  if (chunkIds === null) return false;
  if (chunkIds.length) await deps.vectors.deleteByIds(chunkIds);
  return true;
}
