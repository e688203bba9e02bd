// The ingestions, their documents and the documents' staged bodies, in D1 (migrations/0006_ingestions.sql).
// A workflow's params are small (1 MiB at most), so the request's documents wait here, referenced by the
// ingestion id; each batch step reads its documents' parts and deletes them once the documents are done.
import type { SourceKind } from "./sources";

export type IngestionStatus = "queued" | "running" | "done" | "failed";
export type ItemStatus = "pending" | "done" | "duplicate" | "failed";

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;
/** Characters per staged part: at most 1.5 MB of UTF-8, under D1's 2 MB row limit. */
export const PART_CHARS = 500_000;
/** Bound bytes (roughly) per statement, and statements per db.batch call. */
const STATEMENT_BYTES = 1_000_000;
const BATCH_STATEMENTS = 50;
/** Failures listed by GET /v1/ingestions/:id (the counts cover all of them). */
export const MAX_LISTED_FAILURES = 1000;

export interface NewItem {
  seq: number;
  kind: SourceKind;
  url?: string;
  title?: string;
  body: string;
  status: "pending" | "failed";
  reason?: string;
}

export interface StagedItem {
  seq: number;
  kind: SourceKind;
  url: string | null;
  title: string | null;
  doc_id: string | null;
  body: string;
}

export interface ItemOutcome {
  seq: number;
  status: Exclude<ItemStatus, "pending">;
  docId?: string;
  chunks?: number;
  reason?: string;
}

export interface Counts {
  total: number;
  done: number;
  duplicate: number;
  failed: number;
  pending: number;
}

/** What GET /v1/ingestions/:id shows: the stored row (its id as `ingestion_id`) with its counts. */
export interface IngestionView extends Omit<IngestionRow, "id"> {
  ingestion_id: string;
  documents: Omit<Counts, "pending">;
  /** Chunks stored by this ingestion's new documents. */
  chunks: number;
  failures: ({ id: string } | { url: string })[];
}

interface IngestionRow {
  id: string;
  namespace: string;
  status: IngestionStatus;
  sitemap: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

const now = () => new Date().toISOString();

export class IngestionStore {
  constructor(private readonly db: D1Database) {}

  /** Stages a request: the ingestion (queued), its documents and their bodies. */
  async create(id: string, namespace: string, sitemap: string | null, items: NewItem[]): Promise<void> {
    const statements: D1PreparedStatement[] = [
      this.db
        .prepare(
          `INSERT INTO ingestions (id, namespace, status, sitemap, created_at, updated_at)
            VALUES (?, ?, 'queued', ?, ?, ?)`,
        )
        .bind(id, namespace, sitemap, now(), now()),
    ];
    statements.push(...this.itemStatements(id, items));
    let rows: unknown[][] = [];
    let size = 0;
    const flush = () => {
      if (!rows.length) return;
      const values = rows.map(() => "(?, ?, ?, ?)").join(", ");
      const sql = `INSERT INTO ingestion_parts (ingestion_id, seq, part, body) VALUES ${values}`;
      statements.push(this.db.prepare(sql).bind(...rows.flat()));
      rows = [];
      size = 0;
    };
    for (const item of items) {
      if (item.status !== "pending") continue;
      for (let part = 0, at = 0; at < item.body.length; part++, at += PART_CHARS) {
        const body = item.body.slice(at, at + PART_CHARS);
        if (rows.length && (size + body.length > STATEMENT_BYTES || (rows.length + 1) * 4 > MAX_PARAMS)) flush();
        rows.push([id, item.seq, part, body]);
        size += body.length;
      }
    }
    flush();
    try {
      for (let i = 0; i < statements.length; i += BATCH_STATEMENTS)
        await this.db.batch(statements.slice(i, i + BATCH_STATEMENTS));
    } catch (e) {
      await this.remove(id).catch(() => {});
      throw e;
    }
  }

  /** Adds documents found later (a sitemap's pages); a retried step adds nothing twice. */
  async addItems(id: string, items: NewItem[]): Promise<void> {
    const statements = this.itemStatements(id, items, "INSERT OR IGNORE");
    for (let i = 0; i < statements.length; i += BATCH_STATEMENTS)
      await this.db.batch(statements.slice(i, i + BATCH_STATEMENTS));
  }

  private itemStatements(id: string, items: NewItem[], verb = "INSERT"): D1PreparedStatement[] {
    const columns = 9;
    const per = Math.floor(MAX_PARAMS / columns);
    const out: D1PreparedStatement[] = [];
    for (let i = 0; i < items.length; i += per) {
      const slice = items.slice(i, i + per);
      const sql = `${verb} INTO ingestion_items (ingestion_id, seq, kind, url, title, bytes, status, reason, client_id)
        VALUES ${slice.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}`;
      const params = slice.flatMap((it) => [
        id,
        it.seq,
        it.kind,
        it.url ?? null,
        it.title ?? null,
        it.body.length,
        it.status,
        it.reason ?? null,
        `document ${it.seq + 1}`,
      ]);
      out.push(this.db.prepare(sql).bind(...params));
    }
    return out;
  }

  async row(id: string): Promise<IngestionRow | null> {
    return this.db.prepare("SELECT * FROM ingestions WHERE id = ?").bind(id).first<IngestionRow>();
  }

  async setStatus(id: string, status: IngestionStatus, error: string | null = null): Promise<void> {
    await this.db
      .prepare("UPDATE ingestions SET status = ?, error = ?, updated_at = ? WHERE id = ?")
      .bind(status, error, now(), id)
      .run();
  }

  async counts(id: string): Promise<Counts> {
    const { results } = await this.db
      .prepare("SELECT status, count(*) AS n FROM ingestion_items WHERE ingestion_id = ? GROUP BY status")
      .bind(id)
      .all<{ status: ItemStatus; n: number }>();
    const c: Counts = { total: 0, done: 0, duplicate: 0, failed: 0, pending: 0 };
    for (const r of results) {
      c[r.status] = r.n;
      c.total += r.n;
    }
    return c;
  }

  async view(id: string): Promise<IngestionView | null> {
    const row = await this.row(id);
    if (!row) return null;
    const { pending: _, ...documents } = await this.counts(id);
    const chunks = await this.db
      .prepare("SELECT coalesce(sum(chunks), 0) AS n FROM ingestion_items WHERE ingestion_id = ? AND status = 'done'")
      .bind(id)
      .first<{ n: number }>();
    const { results } = await this.db
      .prepare(
        `SELECT seq, url, reason, client_id FROM ingestion_items
          WHERE ingestion_id = ? AND status = 'failed' ORDER BY seq LIMIT ?`,
      )
      .bind(id, MAX_LISTED_FAILURES)
      .all<{ seq: number; url: string | null; reason: string | null; client_id: string | null }>();
    const failures = results.map((r) => ({
      ...(r.url ? { url: r.url } : { id: r.client_id ?? `document ${r.seq + 1}` }),
      index: r.seq,
      reason: r.reason ?? "failed",
    }));
    return {
      ingestion_id: row.id,
      namespace: row.namespace,
      status: row.status,
      sitemap: row.sitemap,
      error: row.error,
      created_at: row.created_at,
      updated_at: row.updated_at,
      documents,
      chunks: chunks?.n ?? 0,
      failures,
    };
  }

  /** The namespace's most recent ingestions, newest first. */
  async recent(namespace: string, limit = 20): Promise<IngestionView[]> {
    const { results } = await this.db
      .prepare("SELECT id FROM ingestions WHERE namespace = ? ORDER BY created_at DESC, id DESC LIMIT ?")
      .bind(namespace, limit)
      .all<{ id: string }>();
    const views = await Promise.all(results.map((r) => this.view(r.id)));
    return views.filter((v): v is IngestionView => v !== null);
  }

  /**
   * Splits the pending documents into batches of consecutive seqs: at most `maxBytes` of staged content
   * (a URL document weighs `urlWeight`) and `maxDocs` documents, at least one document each.
   */
  async plan(id: string, maxBytes: number, maxDocs: number, urlWeight: number): Promise<[number, number][]> {
    const { results } = await this.db
      .prepare(
        "SELECT seq, kind, bytes FROM ingestion_items WHERE ingestion_id = ? AND status = 'pending' ORDER BY seq",
      )
      .bind(id)
      .all<{ seq: number; kind: SourceKind; bytes: number }>();
    const batches: [number, number][] = [];
    let start = -1,
      last = -1,
      bytes = 0,
      docs = 0;
    for (const r of results) {
      const weight = r.kind === "url" ? urlWeight : r.bytes;
      if (start >= 0 && (bytes + weight > maxBytes || docs + 1 > maxDocs)) {
        batches.push([start, last]);
        start = -1;
      }
      if (start < 0) {
        start = r.seq;
        bytes = 0;
        docs = 0;
      }
      last = r.seq;
      bytes += weight;
      docs++;
    }
    if (start >= 0) batches.push([start, last]);
    return batches;
  }

  /** The pending documents with seq in [from, to], with their bodies. */
  async load(id: string, from: number, to: number): Promise<StagedItem[]> {
    const [items, parts] = await this.db.batch<Record<string, unknown>>([
      this.db
        .prepare(`SELECT seq, kind, url, title, doc_id FROM ingestion_items
          WHERE ingestion_id = ? AND seq BETWEEN ? AND ? AND status = 'pending' ORDER BY seq`)
        .bind(id, from, to),
      this.db
        .prepare(`SELECT p.seq, p.body FROM ingestion_parts p
          JOIN ingestion_items i ON i.ingestion_id = p.ingestion_id AND i.seq = p.seq
          WHERE p.ingestion_id = ? AND p.seq BETWEEN ? AND ? AND i.status = 'pending' ORDER BY p.seq, p.part`)
        .bind(id, from, to),
    ]);
    const bodies = new Map<number, string[]>();
    for (const p of (parts?.results ?? []) as { seq: number; body: string }[]) {
      const list = bodies.get(p.seq) ?? [];
      list.push(p.body);
      bodies.set(p.seq, list);
    }
    return ((items?.results ?? []) as Omit<StagedItem, "body">[]).map((it) => ({
      ...it,
      body: (bodies.get(it.seq) ?? []).join(""),
    }));
  }

  /** Remembers which document each item is about to store: a retried step recognises its own rows. */
  async claim(id: string, claims: { seq: number; docId: string }[]): Promise<void> {
    if (!claims.length) return;
    const stmt = this.db.prepare("UPDATE ingestion_items SET doc_id = ? WHERE ingestion_id = ? AND seq = ?");
    await this.db.batch(claims.map((c) => stmt.bind(c.docId, id, c.seq)));
  }

  /** Records the outcomes and drops the bodies of the documents they settle. */
  async settle(id: string, outcomes: ItemOutcome[]): Promise<void> {
    if (!outcomes.length) return;
    const update =
      this.db.prepare(`UPDATE ingestion_items SET status = ?, doc_id = coalesce(?, doc_id), chunks = ?, reason = ?
      WHERE ingestion_id = ? AND seq = ?`);
    const drop = this.db.prepare("DELETE FROM ingestion_parts WHERE ingestion_id = ? AND seq = ?");
    const statements = outcomes.flatMap((o) => [
      update.bind(o.status, o.docId ?? null, o.chunks ?? null, o.reason ?? null, id, o.seq),
      drop.bind(id, o.seq),
    ]);
    statements.push(this.db.prepare("UPDATE ingestions SET updated_at = ? WHERE id = ?").bind(now(), id));
    for (let i = 0; i < statements.length; i += BATCH_STATEMENTS)
      await this.db.batch(statements.slice(i, i + BATCH_STATEMENTS));
  }

  /** The next free seq (a sitemap's pages are numbered after the request's documents). */
  async nextSeq(id: string): Promise<number> {
    const row = await this.db
      .prepare("SELECT coalesce(max(seq) + 1, 0) AS n FROM ingestion_items WHERE ingestion_id = ?")
      .bind(id)
      .first<{ n: number }>();
    return row?.n ?? 0;
  }

  /** Ends an ingestion: what is still pending failed with `reason`, staged bodies go, the status is set. */
  async finish(id: string, status: "done" | "failed", error: string | null = null): Promise<void> {
    await this.db.batch([
      this.db
        .prepare(
          "UPDATE ingestion_items SET status = 'failed', reason = ? WHERE ingestion_id = ? AND status = 'pending'",
        )
        .bind(error ?? "the ingestion ended before this document was stored", id),
      this.db.prepare("DELETE FROM ingestion_parts WHERE ingestion_id = ?").bind(id),
      this.db
        .prepare("UPDATE ingestions SET status = ?, error = ?, updated_at = ? WHERE id = ?")
        .bind(status, error, now(), id),
    ]);
  }

  private async remove(id: string): Promise<void> {
    await this.db.batch([
      this.db.prepare("DELETE FROM ingestion_parts WHERE ingestion_id = ?").bind(id),
      this.db.prepare("DELETE FROM ingestion_items WHERE ingestion_id = ?").bind(id),
      this.db.prepare("DELETE FROM ingestions WHERE id = ?").bind(id),
    ]);
  }
}
