import type { TraceEvent } from "../types";

export interface RunRecord {
  run_id: string;
  status: "running" | "done" | "failed";
  question: string;
  created_at: string;
  events: TraceEvent[];
  result: unknown;
}

/** Finished runs kept in D1, so that GET /v1/runs/:id returns a query's whole trace. */
export class D1Runs {
  constructor(private readonly db: D1Database) {}

  async save(run: RunRecord): Promise<void> {
    await this.db
      .prepare("INSERT OR REPLACE INTO runs (id, status, question, created_at, events, result) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(run.run_id, run.status, run.question, run.created_at, JSON.stringify(run.events), JSON.stringify(run.result ?? null))
      .run();
  }

  async get(id: string): Promise<RunRecord | null> {
    const row = await this.db
      .prepare("SELECT id, status, question, created_at, events, result FROM runs WHERE id = ?")
      .bind(id)
      .first<{ id: string; status: RunRecord["status"]; question: string; created_at: string; events: string; result: string | null }>();
    if (!row) return null;
    return {
      run_id: row.id,
      status: row.status,
      question: row.question,
      created_at: row.created_at,
      events: JSON.parse(row.events) as TraceEvent[],
      result: row.result ? JSON.parse(row.result) : null,
    };
  }
}
