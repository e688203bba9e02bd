import { learnAcronyms } from "../text/acronyms";
import type { Corpus, NewChunk, StoredChunk, StoredDocument } from "./types";

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;
const CHUNK_COLUMNS = 6;
/** Long questions would otherwise become huge OR-queries; the first terms carry the intent. */
const MAX_QUERY_TERMS = 32;

const CHUNK_SELECT = `SELECT c.id, c.doc_id, c.namespace, c.seq, c.char_offset, c.text, d.url, d.title
  FROM chunks c JOIN documents d ON d.id = c.doc_id`;

/** English function words: they match nearly every chunk, so they add noise to an OR query. */
const STOPWORDS = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have how i if in into is it its " +
    "me my no not of on or our so than that the their them then there these they this to was we were what when " +
    "where which who whom why will with would you your"
  ).split(" "),
);

/**
 * Free text → a safe FTS5 MATCH expression, or null when nothing searchable is left.
 * Every term is letters/digits only and double-quoted, so FTS5 syntax in the input (AND, NEAR,
 * `*`, `:`, `^`, parentheses, quotes) is inert; terms are ORed so bm25 ranks partial matches too.
 */
export function toFtsQuery(text: string): string | null {
  const tokens =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const terms = [...new Set(tokens.filter((t) => !STOPWORDS.has(t)))].slice(0, MAX_QUERY_TERMS);
  return terms.length === 0 ? null : terms.map((t) => `"${t}"`).join(" OR ");
}

/** A namespace's FTS5 table, named by its fts_tables id. */
export const ftsName = (id: number) => `chunks_fts_${Math.trunc(id)}`;

/**
 * `Corpus` over D1: documents, chunks and an FTS5 (porter) index kept in step. Each namespace has its own FTS5
 * table (migrations/0008_fts_tables.sql), so its bm25 ranking is computed over its own chunks only.
 */
export class D1Corpus implements Corpus {
  /** Namespace → its FTS table's name, once known (ids are never reused, so a name found stays right). */
  private readonly ftsNames = new Map<string, string>();

  constructor(private readonly db: D1Database) {}

  /**
   * The namespace's FTS table, registered when `create` (a write) or when rows of the shared pre-0008 `chunks_fts`
   * are still waiting for it; null for a namespace that has never been written. The name is built from the registry's
   * integer id, never from the namespace's text.
   */
  private async ftsTable(namespace: string, create: boolean): Promise<string | null> {
    const known = this.ftsNames.get(namespace);
    if (known) return known;
    const lookup = () =>
      this.db.prepare("SELECT id FROM fts_tables WHERE namespace = ?").bind(namespace).first<{ id: number }>();
    let row = await lookup();
    if (!row) {
      const waiting = await this.db
        .prepare("SELECT 1 AS n FROM chunks_fts WHERE namespace = ? LIMIT 1")
        .bind(namespace)
        .first<{ n: number }>();
      if (!create && !waiting) return null;
      await this.db.prepare("INSERT OR IGNORE INTO fts_tables (namespace) VALUES (?)").bind(namespace).run();
      row = await lookup();
      if (!row) throw new Error(`fts table for namespace ${JSON.stringify(namespace)} was not registered`);
      await this.createFts(namespace, ftsName(row.id));
    }
    const name = ftsName(row.id);
    this.ftsNames.set(namespace, name);
    return name;
  }

  /** The table made (if it is not there), and the namespace's shared pre-0008 rows moved in: one transaction. */
  private async createFts(namespace: string, name: string): Promise<void> {
    await this.db.batch([
      this.db.prepare(
        `CREATE VIRTUAL TABLE IF NOT EXISTS ${name} USING fts5(chunk_id UNINDEXED, title, text, tokenize = 'porter unicode61')`,
      ),
      this.db
        .prepare(
          `INSERT INTO ${name} (chunk_id, title, text) SELECT chunk_id, title, text FROM chunks_fts WHERE namespace = ?`,
        )
        .bind(namespace),
      this.db.prepare("DELETE FROM chunks_fts WHERE namespace = ?").bind(namespace),
    ]);
  }

  /**
   * `run` over the namespace's FTS table. A registered table that is not there yet (another request registered the
   * namespace and has not created it, or died between the two) is created, and `run` tried once more.
   */
  private async withFts<T>(namespace: string, create: boolean, run: (fts: string | null) => Promise<T>): Promise<T> {
    const fts = await this.ftsTable(namespace, create);
    try {
      return await run(fts);
    } catch (e) {
      if (!fts || !/no such table/i.test(String(e))) throw e;
      await this.createFts(namespace, fts);
      return run(fts);
    }
  }

  async findByHash(namespace: string, contentHash: string): Promise<StoredDocument | null> {
    return this.db
      .prepare("SELECT * FROM documents WHERE namespace = ? AND content_hash = ?")
      .bind(namespace, contentHash)
      .first<StoredDocument>();
  }

  async insertDocument(doc: StoredDocument, chunks: NewChunk[]): Promise<void> {
    // db.batch runs as one transaction: a failure (e.g. a duplicate hash) leaves nothing behind.
    await this.withFts(doc.namespace, true, (fts) =>
      this.db.batch([
        this.db
          .prepare(`INSERT INTO documents (id, namespace, content_hash, url, title, chars, chunk_count, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
          .bind(
            doc.id,
            doc.namespace,
            doc.content_hash,
            doc.url,
            doc.title,
            doc.chars,
            doc.chunk_count,
            doc.created_at,
          ),
        ...this.chunkStatements(doc, chunks, fts!),
      ]),
    );
  }

  async appendChunks(doc: StoredDocument, chunks: NewChunk[]): Promise<void> {
    if (chunks.length)
      await this.withFts(doc.namespace, true, (fts) => this.db.batch(this.chunkStatements(doc, chunks, fts!)));
  }

  /** The chunks' rows, then their FTS entries filled from those rows (chunks come in seq order: one seq range). */
  private chunkStatements(doc: StoredDocument, chunks: NewChunk[], fts: string): D1PreparedStatement[] {
    const statements: D1PreparedStatement[] = [];
    const rowsPerStatement = Math.floor(MAX_PARAMS / CHUNK_COLUMNS);
    for (let i = 0; i < chunks.length; i += rowsPerStatement) {
      const slice = chunks.slice(i, i + rowsPerStatement);
      const values = slice.map(() => "(?, ?, ?, ?, ?, ?)").join(", ");
      const params = slice.flatMap((c) => [c.id, doc.id, doc.namespace, c.seq, c.char_offset, c.text]);
      statements.push(
        this.db
          .prepare(`INSERT INTO chunks (id, doc_id, namespace, seq, char_offset, text) VALUES ${values}`)
          .bind(...params),
      );
    }
    if (chunks.length === 0) return statements;
    statements.push(...this.expansionStatements(doc, chunks));
    statements.push(
      this.db
        .prepare(`INSERT INTO ${fts} (chunk_id, title, text)
          SELECT c.id, d.title, c.text FROM chunks c JOIN documents d ON d.id = c.doc_id
          WHERE c.doc_id = ? AND c.seq BETWEEN ? AND ?`)
        .bind(doc.id, chunks[0]!.seq, chunks[chunks.length - 1]!.seq),
    );
    return statements;
  }

  /** The acronym pairs the chunks (and the document's title) state, both ways (migrations/0007_term_expansions.sql). */
  private expansionStatements(doc: StoredDocument, chunks: NewChunk[]): D1PreparedStatement[] {
    const rows = new Map<string, [string, string]>();
    for (const c of chunks) {
      for (const { short, long } of learnAcronyms(c.text, doc.title)) {
        rows.set(`${short}\n${long}`, [short, long]);
        rows.set(`${long}\n${short}`, [long, short]);
      }
    }
    const all = [...rows.values()];
    const perStatement = Math.floor(MAX_PARAMS / 4);
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < all.length; i += perStatement) {
      const slice = all.slice(i, i + perStatement);
      statements.push(
        this.db
          .prepare(
            `INSERT OR IGNORE INTO term_expansions (namespace, term, expansion, doc_id) VALUES ${slice
              .map(() => "(?, ?, ?, ?)")
              .join(", ")}`,
          )
          .bind(...slice.flatMap(([term, expansion]) => [doc.namespace, term, expansion, doc.id])),
      );
    }
    return statements;
  }

  async expansions(namespace: string, keys: string[]): Promise<Map<string, string[]>> {
    const unique = [...new Set(keys)].slice(0, MAX_PARAMS - 1);
    const out = new Map<string, string[]>();
    if (unique.length === 0) return out;
    const { results } = await this.db
      .prepare(
        `SELECT DISTINCT term, expansion FROM term_expansions WHERE namespace = ? AND term IN (${unique
          .map(() => "?")
          .join(", ")}) ORDER BY term, expansion`,
      )
      .bind(namespace, ...unique)
      .all<{ term: string; expansion: string }>();
    for (const r of results) out.set(r.term, [...(out.get(r.term) ?? []), r.expansion]);
    return out;
  }

  async deleteDocument(id: string): Promise<string[] | null> {
    const owner = await this.db
      .prepare("SELECT namespace FROM documents WHERE id = ?")
      .bind(id)
      .first<{ namespace: string }>();
    if (!owner) return null;
    // The namespace's own table holds its index rows: finding it moved any the shared pre-0008 table still had, and a
    // namespace without one has none anywhere.
    const results = await this.withFts(owner.namespace, false, (fts) =>
      this.db.batch<{ id: string }>([
        this.db.prepare("DELETE FROM term_expansions WHERE doc_id = ?").bind(id),
        ...(fts
          ? [this.db.prepare(`DELETE FROM ${fts} WHERE chunk_id IN (SELECT id FROM chunks WHERE doc_id = ?)`).bind(id)]
          : []),
        this.db.prepare("DELETE FROM chunks WHERE doc_id = ? RETURNING id").bind(id),
        this.db.prepare("DELETE FROM documents WHERE id = ? RETURNING id").bind(id),
      ]),
    );
    const [chunks, doc] = results.slice(-2);
    if (!doc || doc.results.length === 0) return null;
    return (chunks?.results ?? []).map((r) => r.id);
  }

  async idsByUrl(namespace: string, url: string): Promise<string[]> {
    const { results } = await this.db
      .prepare("SELECT id FROM documents WHERE namespace = ? AND url = ?")
      .bind(namespace, url)
      .all<{ id: string }>();
    return results.map((r) => r.id);
  }

  async chunkIds(docId: string): Promise<string[]> {
    const { results } = await this.db
      .prepare("SELECT id FROM chunks WHERE doc_id = ? ORDER BY seq")
      .bind(docId)
      .all<{ id: string }>();
    return results.map((r) => r.id);
  }

  async listDocuments(namespace: string): Promise<StoredDocument[]> {
    const { results } = await this.db
      .prepare("SELECT * FROM documents WHERE namespace = ? ORDER BY created_at DESC, id DESC")
      .bind(namespace)
      .all<StoredDocument>();
    return results;
  }

  async searchText(namespace: string, query: string, limit: number): Promise<StoredChunk[]> {
    const match = toFtsQuery(query);
    const n = Math.floor(limit);
    if (match === null || !(n > 0)) return [];
    // bm25() is lower-is-better; rowid breaks ties so equal scores come back in a stable order.
    return this.withFts(namespace, false, async (fts) => {
      if (!fts) return [];
      const { results } = await this.db
        .prepare(`SELECT c.id, c.doc_id, c.namespace, c.seq, c.char_offset, c.text, d.url, d.title
          FROM ${fts}
          JOIN chunks c ON c.id = ${fts}.chunk_id
          JOIN documents d ON d.id = c.doc_id
          WHERE ${fts} MATCH ?
          ORDER BY bm25(${fts}), ${fts}.rowid
          LIMIT ?`)
        .bind(match, n)
        .all<StoredChunk>();
      return results;
    });
  }

  /** Chunks in the order asked for (first occurrence of each id); unknown ids are skipped. */
  async getChunks(ids: string[]): Promise<StoredChunk[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const statements: D1PreparedStatement[] = [];
    for (let i = 0; i < unique.length; i += MAX_PARAMS) {
      const slice = unique.slice(i, i + MAX_PARAMS);
      statements.push(
        this.db.prepare(`${CHUNK_SELECT} WHERE c.id IN (${slice.map(() => "?").join(", ")})`).bind(...slice),
      );
    }
    const byId = new Map<string, StoredChunk>();
    for (const res of await this.db.batch<StoredChunk>(statements)) {
      for (const chunk of res.results) byId.set(chunk.id, chunk);
    }
    return unique.flatMap((id) => byId.get(id) ?? []);
  }
}
