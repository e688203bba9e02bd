import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { runQuery } from "../pipeline/query";
import { parseQueryTime } from "../query-time";
import { buildServices } from "../runtime";
import { D1Runs, type RunRecord } from "../stores/d1-runs";
import { Trace } from "../trace";
import type { TraceEvent } from "../types";
import { checkPageSizes, parseWith, queryBody, readJson } from "../validation";
import { seedIfConfigured } from "./seed-once";

export const query = new Hono<AppEnv>();

query.post("/", async (c) => {
  const body = parseWith(queryBody, await readJson(c.req.raw));
  checkPageSizes(body.pages);
  const queryTime = parseQueryTime(body.query_time);
  if (!queryTime) {
    throw new ApiError("invalid_request", "query_time must be ISO 8601 or 'MM/DD/YYYY, HH:MM:SS PT'", { query_time: body.query_time });
  }
  const services = buildServices(c.env);
  await seedIfConfigured(c.env, services);
  const runId = crypto.randomUUID();
  const runs = new D1Runs(c.env.DB);
  const input = {
    question: body.question,
    queryTime,
    pages: body.pages,
    mode: body.mode,
    useApis: body.use_apis,
    namespace: body.namespace,
    includeContext: body.include_context,
  };
  const record: RunRecord = { run_id: runId, status: "running", question: body.question, created_at: new Date().toISOString(), events: [], result: null };

  const execute = async (trace: Trace) => {
    try {
      const result = await runQuery(runId, input, services, trace);
      record.status = "done";
      record.result = result;
      return result;
    } catch (e) {
      // An unexpected failure still leaves a trace that says where it happened.
      trace.step("error", { stage: "run", message: String(e) });
      record.status = "failed";
      throw e;
    } finally {
      record.events = trace.events;
      c.executionCtx.waitUntil(runs.save(record).catch((e) => console.error("saving run failed", e)));
    }
  };

  const wantsStream = body.stream || (c.req.header("accept") ?? "").includes("text/event-stream");
  if (!wantsStream) return c.json(await execute(new Trace()));

  return streamSSE(c, async (stream) => {
    const pending: TraceEvent[] = [];
    let wake: (() => void) | null = null;
    const trace = new Trace((e) => {
      pending.push(e);
      wake?.();
    });
    let finished = false;
    const run = execute(trace).finally(() => {
      finished = true;
      wake?.();
    });
    while (!finished || pending.length) {
      const event = pending.shift();
      if (event) {
        await stream.writeSSE({ event: "step", id: String(event.seq), data: JSON.stringify({ seq: event.seq, type: event.type, ...event.data }) });
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
    }
    try {
      await stream.writeSSE({ event: "result", data: JSON.stringify(await run) });
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError("internal", "the run failed");
      await stream.writeSSE({ event: "error", data: JSON.stringify(err.toJSON()) });
    }
    await stream.writeSSE({ event: "done", data: "{}" });
  });
});
