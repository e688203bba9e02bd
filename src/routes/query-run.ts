import type { Context } from "hono";
import type { z } from "zod";
import { randomToken } from "../auth/bearer";
import { ownerOf } from "../auth/principal";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { checkQueryCaps, loadCaps } from "../limits";
import type { QueryResult } from "../pipeline/types";
import { parseQueryTime } from "../query-time";
import { traceContent } from "../runs/redact";
import type { RunInput } from "../runs/run-rpc";
import { runStub } from "../runs/stub";
import type { queryBody } from "../validation";
import { principalFor } from "./auth";
import { assertSameEmbedder } from "./embedder-check";
import { authorizeNamespace } from "./read-guards";
import { seedIfConfigured } from "./seed-once";

export type QueryBody = z.infer<typeof queryBody>;

/**
 * One code path for every question, whoever asks it (POST /v1/query, the MCP tool `ask`): checks what the
 * schema cannot, then hands the question to a new run's Durable Object, which executes it and keeps its
 * trace. The run belongs to the object: a client that goes away does not stop it.
 */
export async function startQueryRun(c: Context<AppEnv>, body: QueryBody) {
  checkQueryCaps(body.question, body.pages, loadCaps(c.env));
  const queryTime = parseQueryTime(body.query_time);
  if (!queryTime) {
    throw new ApiError("invalid_request", "query_time must be ISO 8601 or 'MM/DD/YYYY, HH:MM:SS PT'", {
      query_time: body.query_time,
    });
  }
  await authorizeNamespace(c, body.namespace);
  await seedIfConfigured(c.env);
  await assertSameEmbedder(c.env, body.namespace);
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
  const access = { token: runToken, owner: ownerOf(await principalFor(c)), content: traceContent(c.env) };
  await stub.start(runId, input, pages, access);
  return { runId, runToken, stub };
}

/** Waits for a started run: its result, or the ApiError it failed with. */
export async function queryRunResult(run: Awaited<ReturnType<typeof startQueryRun>>): Promise<QueryResult> {
  const outcome = await run.stub.outcome();
  // The run stores what runQuery returned, as JSON.
  if (outcome?.status === "done") return outcome.result as unknown as QueryResult;
  if (outcome?.status === "failed") {
    throw new ApiError(outcome.error.code, outcome.error.message, {
      run_id: run.runId,
      run_token: run.runToken,
      ...outcome.error.details,
    });
  }
  throw new ApiError("internal", "the run did not finish", { run_id: run.runId, run_token: run.runToken });
}
