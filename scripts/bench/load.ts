// 5. Under load: the local server (wrangler dev on 127.0.0.1, fresh persisted state, sample corpus) with 16 and
// 64 concurrent clients, each level a fixed number of questions: throughput, latency, errors, and every run
// fetched afterwards by its id (GET /v1/runs/:id must say done).
import { SAMPLE_QUESTIONS } from "../../src/sample/questions.ts";
import { startLocalServer } from "../eval/server.ts";
import { median, quantile, round } from "./stats.ts";

export interface LoadOptions {
  clients: number[];
  queries: number;
  repeats: number;
  log?: (m: string) => void;
}

interface Level {
  wallMs: number;
  latencies: number[];
  errors: string[];
  runIds: string[];
}

async function pool<T>(n: number, items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

let auth: Record<string, string> = {};

async function level(baseUrl: string, clients: number, queries: number): Promise<Level> {
  const out: Level = { wallMs: 0, latencies: [], errors: [], runIds: [] };
  const questions = Array.from({ length: queries }, (_, i) => SAMPLE_QUESTIONS[i % SAMPLE_QUESTIONS.length]!.question);
  const t0 = performance.now();
  await pool(clients, questions, async (question) => {
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}/v1/query`, {
        method: "POST",
        headers: { "content-type": "application/json", ...auth },
        body: JSON.stringify({ question }),
      });
      const body = (await res.json()) as { run_id?: string };
      out.latencies.push(performance.now() - started);
      if (!res.ok || !body.run_id) out.errors.push(`HTTP ${res.status}`);
      else out.runIds.push(body.run_id);
    } catch (e) {
      out.errors.push(String(e));
    }
  });
  out.wallMs = performance.now() - t0;
  return out;
}

/** Every run id, fetched back: how many say done. */
async function retrievable(baseUrl: string, ids: string[]): Promise<number> {
  let done = 0;
  await pool(16, ids, async (id) => {
    const res = await fetch(`${baseUrl}/v1/runs/${id}`, { headers: auth });
    const run = (await res.json()) as { status?: string };
    if (res.ok && run.status === "done") done++;
  });
  return done;
}

export async function loadTest(opts: LoadOptions): Promise<Record<string, unknown>[]> {
  const server = await startLocalServer(opts.log);
  auth = { authorization: `Bearer ${server.adminToken}` }; // exempt from the query rate limit, reads every run
  try {
    // The first query seeds the sample corpus and the demo APIs; a few more warm the isolate.
    await level(server.baseUrl, 4, 8);
    const rows = [];
    for (const clients of opts.clients) {
      const runs: Level[] = [];
      for (let r = 0; r < opts.repeats; r++) runs.push(await level(server.baseUrl, clients, opts.queries));
      const ids = runs.flatMap((l) => l.runIds);
      const done = await retrievable(server.baseUrl, ids);
      const errors = runs.flatMap((l) => l.errors);
      rows.push({
        clients,
        queries: opts.queries,
        repeats: opts.repeats,
        throughput_qps: round(median(runs.map((l) => (l.latencies.length / l.wallMs) * 1000))),
        p50_ms: round(median(runs.map((l) => median(l.latencies)))),
        p99_ms: round(median(runs.map((l) => quantile(l.latencies, 0.99)))),
        errors: errors.length,
        ...(errors.length ? { first_error: errors[0] } : {}),
        runs_done: `${done}/${ids.length}`,
        all_done: done === ids.length && ids.length === opts.queries * opts.repeats,
      });
      opts.log?.(`load: ${clients} clients done`);
    }
    return rows;
  } finally {
    await server.stop();
  }
}
