/** Vector search with Vectorize's semantics; implemented by Vectorize and by a local index in D1. */
export type MetadataValue = string | number | boolean;
export type Metadata = Record<string, MetadataValue>;

export interface VectorRecord {
  id: string;
  values: number[];
  namespace?: string;
  metadata?: Metadata;
}

/** A Vectorize metadata filter: `{ key: value }` (implicit $eq) or `{ key: { $eq|$ne|$in|$nin|$lt|$lte|$gt|$gte: ... } }`. */
export type VectorFilter = Record<string, MetadataValue | Record<string, MetadataValue | MetadataValue[]>>;

export interface VectorQueryOptions {
  topK?: number;
  namespace?: string;
  filter?: VectorFilter;
  returnMetadata?: boolean | "none" | "indexed" | "all";
}

export interface VectorMatch {
  id: string;
  score: number;
  metadata?: Metadata;
}

export interface VectorIndex {
  readonly kind: "local" | "vectorize";
  upsert(records: VectorRecord[]): Promise<void>;
  query(vector: number[], options?: VectorQueryOptions): Promise<{ matches: VectorMatch[]; count: number }>;
  deleteByIds(ids: string[]): Promise<void>;
}

export interface StoredDocument {
  id: string;
  namespace: string;
  content_hash: string;
  url: string | null;
  title: string | null;
  chars: number;
  chunk_count: number;
  created_at: string;
}

export interface StoredChunk {
  id: string;
  doc_id: string;
  namespace: string;
  seq: number;
  char_offset: number;
  text: string;
  url: string | null;
  title: string | null;
}

export interface NewChunk {
  id: string;
  seq: number;
  char_offset: number;
  text: string;
}

/** Documents and chunks in D1, with FTS5 (bm25) search. */
export interface Corpus {
  findByHash(namespace: string, contentHash: string): Promise<StoredDocument | null>;
  insertDocument(doc: StoredDocument, chunks: NewChunk[]): Promise<void>;
  /** More chunks of a document already inserted (a large document is written in slices). */
  appendChunks(doc: StoredDocument, chunks: NewChunk[]): Promise<void>;
  /** Removes the document and its chunks; returns the removed chunk ids (null when there was no such document). */
  deleteDocument(id: string): Promise<string[] | null>;
  listDocuments(namespace: string): Promise<StoredDocument[]>;
  /** The ids of the namespace's documents with this URL. */
  idsByUrl(namespace: string, url: string): Promise<string[]>;
  /** The ids of a document's chunks (empty when there is no such document). */
  chunkIds(docId: string): Promise<string[]>;
  /** Best chunks for a free-text query by bm25 (best first); the rank is 1-based. */
  searchText(namespace: string, query: string, limit: number): Promise<StoredChunk[]>;
  getChunks(ids: string[]): Promise<StoredChunk[]>;
  /** What the corpus taught about these terms (lower-cased words or phrases): term → its other spellings. */
  expansions(namespace: string, keys: string[]): Promise<Map<string, string[]>>;
}
