import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { SSE_HEADERS } from "../runs/sse";
import { parseWith, queryBody, readJson } from "../validation";
import { queryRunResult, startQueryRun } from "./query-run";
import { queryGuards } from "./read-guards";

export const query = new Hono<AppEnv>();

/**
 * Validates the question and hands it to a new run's Durable Object, which executes it and keeps its
 * trace. The run belongs to the object: a client that disconnects (or stops reading the stream)
 * does not stop it, and GET /v1/runs/:id shows how it ended.
 */
query.post("/", queryGuards, async (c) => {
  const body = parseWith(queryBody, await readJson(c.req.raw));
  const run = await startQueryRun(c, body);
  c.header("x-run-id", run.runId);
  c.header("x-run-token", run.runToken);

  const wantsStream = body.stream || (c.req.header("accept") ?? "").includes("text/event-stream");
  if (wantsStream) {
    const stream = await run.stub.events(0);
    if (!stream) throw new ApiError("internal", "the run was not recorded", { run_id: run.runId });
    return new Response(stream, { headers: { ...SSE_HEADERS, "x-run-id": run.runId, "x-run-token": run.runToken } });
  }
  return c.json(await queryRunResult(run));
});
