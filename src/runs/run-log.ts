import type { ErrorCode } from "../errors";
import type { TraceEvent } from "../types";

export type RunStatus = "running" | "done" | "failed";

/**
 * What crosses the RPC boundary is plain JSON. Nested values are typed `object`: RPC's types drop
 * members typed `unknown` and give up on recursive types.
 */
export type Json = string | number | boolean | null | object;
export type JsonObject = { [key: string]: Json };

/** One step as stored and served: TraceEvent with its data parsed back from JSON. */
export interface RunEvent {
  seq: number;
  at: string;
  type: string;
  data: JsonObject;
}

export interface RunError {
  code: ErrorCode;
  message: string;
  details?: JsonObject;
}

/** GET /v1/runs/:id — the whole trace of one query, in order. */
export interface RunView {
  run_id: string;
  status: RunStatus;
  question: string;
  created_at: string;
  events: RunEvent[];
  result: JsonObject | null;
  error?: RunError;
}

/** The end of a run, without its events (what a waiting caller needs). */
export type RunOutcome =
  | { status: "running" }
  | { status: "done"; result: JsonObject }
  | { status: "failed"; error: RunError };

// A DO-SQLite row holds at most 2 MB; one oversized step must not fail the run.
const MAX_EVENT_JSON = 1_000_000;

type RunRow = {
  id: string;
  status: RunStatus;
  question: string;
  created_at: string;
  result: string | null;
  error: string | null;
};
type EventRow = { seq: number; at: string; type: string; data: string };

/**
 * One run and its event log in the object's SQLite. Every call is synchronous, so an event is in the
 * log before the step that emitted it returns. Reads never create tables: a GET on an unknown id
 * leaves no storage behind.
 */
export class RunLog {
  constructor(private readonly sql: SqlStorage) {}

  exists(): boolean {
    return this.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'run'").toArray().length > 0;
  }

  create(run: { id: string; question: string; createdAt: string; input: unknown }): void {
    this.sql.exec(`CREATE TABLE IF NOT EXISTS run (
      id TEXT PRIMARY KEY, status TEXT NOT NULL, question TEXT NOT NULL, created_at TEXT NOT NULL,
      input TEXT NOT NULL, result TEXT, error TEXT)`);
    this.sql.exec(`CREATE TABLE IF NOT EXISTS events (
      seq INTEGER PRIMARY KEY, at TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL)`);
    this.sql.exec(
      "INSERT INTO run (id, status, question, created_at, input) VALUES (?, 'running', ?, ?, ?)",
      run.id,
      run.question,
      run.createdAt,
      JSON.stringify(run.input),
    );
  }

  append(event: TraceEvent): void {
    let data = JSON.stringify(event.data);
    if (data.length > MAX_EVENT_JSON) data = JSON.stringify({ truncated: true, chars: data.length });
    this.sql.exec(
      "INSERT INTO events (seq, at, type, data) VALUES (?, ?, ?, ?)",
      event.seq,
      event.at,
      event.type,
      data,
    );
  }

  lastSeq(): number {
    const row = this.sql.exec<{ n: number | null }>("SELECT max(seq) AS n FROM events").one();
    return row.n ?? 0;
  }

  finish(outcome: Exclude<RunOutcome, { status: "running" }>): void {
    const result = outcome.status === "done" ? JSON.stringify(outcome.result) : null;
    const error = outcome.status === "failed" ? JSON.stringify(outcome.error) : null;
    this.sql.exec("UPDATE run SET status = ?, result = ?, error = ?", outcome.status, result, error);
  }

  status(): RunStatus | null {
    if (!this.exists()) return null;
    return this.sql.exec<{ status: RunStatus }>("SELECT status FROM run").toArray()[0]?.status ?? null;
  }

  events(afterSeq = 0): RunEvent[] {
    return this.sql
      .exec<EventRow>("SELECT seq, at, type, data FROM events WHERE seq > ? ORDER BY seq", afterSeq)
      .toArray()
      .map((r) => ({ seq: r.seq, at: r.at, type: r.type, data: JSON.parse(r.data) as JsonObject }));
  }

  outcome(): RunOutcome | null {
    const row = this.row();
    if (!row) return null;
    if (row.status === "done") return { status: "done", result: JSON.parse(row.result ?? "{}") as JsonObject };
    if (row.status === "failed") return { status: "failed", error: JSON.parse(row.error ?? "{}") as RunError };
    return { status: "running" };
  }

  view(): RunView | null {
    const row = this.row();
    if (!row) return null;
    return {
      run_id: row.id,
      status: row.status,
      question: row.question,
      created_at: row.created_at,
      events: this.events(),
      result: row.result ? (JSON.parse(row.result) as JsonObject) : null,
      ...(row.error ? { error: JSON.parse(row.error) as RunError } : {}),
    };
  }

  private row(): RunRow | null {
    if (!this.exists()) return null;
    return (
      this.sql.exec<RunRow>("SELECT id, status, question, created_at, result, error FROM run").toArray()[0] ?? null
    );
  }
}
