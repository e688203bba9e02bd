import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { parseQueryTime } from "../query-time";
import type { RunInput } from "../runs/run-object";
import { SSE_HEADERS } from "../runs/sse";
import { runStub } from "../runs/stub";
import { checkQueryCaps, loadCaps } from "../limits";
import { parseWith, queryBody, readJson } from "../validation";
import { randomToken } from "../auth/bearer";
import { traceContent } from "../runs/redact";
import { ownerOf } from "../auth/principal";
import { assertReadNamespace, principalFor, readAuth } from "./auth";
import { rateLimitQueries } from "./rate-limit";
import { seedIfConfigured } from "./seed-once";

export const query = new Hono<AppEnv>();

/**
 * Validates the question and hands it to a new run's Durable Object, which executes it and keeps its
 * trace. The run belongs to the object: a client that disconnects (or stops reading the stream)
 * does not stop it, and GET /v1/runs/:id shows how it ended.
 */
query.post("/", readAuth, rateLimitQueries, async (c) => {
  const body = parseWith(queryBody, await readJson(c.req.raw));
  await assertReadNamespace(c, body.namespace);
  checkQueryCaps(body.question, body.pages, loadCaps(c.env));
  const queryTime = parseQueryTime(body.query_time);
  if (!queryTime) {
    throw new ApiError("invalid_request", "query_time must be ISO 8601 or 'MM/DD/YYYY, HH:MM:SS PT'", { query_time: body.query_time });
  }
  await seedIfConfigured(c.env);
  const runId = crypto.randomUUID();
  const input: RunInput = {
    question: body.question,
    queryTime,
    mode: body.mode,
    useApis: body.use_apis,
    namespace: body.namespace,
    includeContext: body.include_context,
  };
  const pages = body.pages.length ? new Response(JSON.stringify(body.pages)).body : null;
  const stub = runStub(c.env, runId);
  // The run's trace is private: its random token (or the admin token, or the key that made it) reads it.
  const runToken = randomToken("rt_");
  await stub.start(runId, input, pages, { token: runToken, owner: ownerOf(await principalFor(c)), content: traceContent(c.env) });
  c.header("x-run-id", runId);
  c.header("x-run-token", runToken);

  const wantsStream = body.stream || (c.req.header("accept") ?? "").includes("text/event-stream");
  if (wantsStream) {
    const stream = await stub.events(0);
    if (!stream) throw new ApiError("internal", "the run was not recorded", { run_id: runId });
    return new Response(stream, { headers: { ...SSE_HEADERS, "x-run-id": runId, "x-run-token": runToken } });
  }
  const outcome = await stub.outcome();
  if (outcome?.status === "done") return c.json(outcome.result);
  if (outcome?.status === "failed") throw new ApiError(outcome.error.code, outcome.error.message, { run_id: runId, run_token: runToken, ...outcome.error.details });
  throw new ApiError("internal", "the run did not finish", { run_id: runId, run_token: runToken });
});
