/** The ingestion knobs (vars), with their documented defaults. Read by the route and the workflow. */
export interface IngestSettings {
  /** A request is answered inline (200) when it holds at most this many documents... */
  inlineDocs: number;
  /** ...and at most this many bytes of document content, and no sitemap; larger ones run in the background (202). */
  inlineBytes: number;
  /** URL documents fetched inline; a request with more goes to the background. */
  inlineUrls: number;
  /** Pages fetched per request: URL documents plus a sitemap's pages. */
  maxUrls: number;
  /** A fetched page (or sitemap) larger than this is refused. */
  fetchMaxBytes: number;
  /** A fetch (each hop of it) that takes longer is a failure of its document. */
  fetchTimeoutMs: number;
  /** Bytes of staged content one workflow step cleans, chunks, embeds and stores (at least one document). */
  batchBytes: number;
  /** Documents one workflow step handles at most. */
  batchDocs: number;
}

export const INGEST_DEFAULTS: IngestSettings = {
  inlineDocs: 50,
  inlineBytes: 1_000_000,
  inlineUrls: 5,
  maxUrls: 100,
  fetchMaxBytes: 5 * 1024 * 1024,
  fetchTimeoutMs: 10_000,
  batchBytes: 2_000_000,
  batchDocs: 100,
};

function num(vars: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const raw = vars[key];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? Math.floor(n) : fallback;
}

export function loadIngestSettings(vars: Record<string, unknown>): IngestSettings {
  const d = INGEST_DEFAULTS;
  return {
    inlineDocs: num(vars, "INGEST_INLINE_DOCS", d.inlineDocs, 0, 100),
    inlineBytes: num(vars, "INGEST_INLINE_BYTES", d.inlineBytes, 0, 10_000_000),
    inlineUrls: num(vars, "INGEST_INLINE_URLS", d.inlineUrls, 0, 20),
    maxUrls: num(vars, "INGEST_MAX_URLS", d.maxUrls, 1, 10_000),
    fetchMaxBytes: num(vars, "INGEST_FETCH_MAX_BYTES", d.fetchMaxBytes, 1024, 20 * 1024 * 1024),
    fetchTimeoutMs: num(vars, "INGEST_FETCH_TIMEOUT_MS", d.fetchTimeoutMs, 100, 60_000),
    batchBytes: num(vars, "INGEST_BATCH_BYTES", d.batchBytes, 10_000, 20_000_000),
    batchDocs: num(vars, "INGEST_BATCH_DOCS", d.batchDocs, 1, 1000),
  };
}
