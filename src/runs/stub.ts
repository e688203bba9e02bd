import type { Bindings } from "../env";
import { ApiError } from "../errors";

const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The run's Durable Object: one per run id. Getting a stub creates nothing until a method is called. */
export function runStub(env: Bindings, runId: string) {
  return env.RUNS.get(env.RUNS.idFromName(runId));
}

/** Run ids are the UUIDs POST /v1/query hands out; anything else is a 400, not a lookup. */
export function checkRunId(id: string): string {
  if (!RUN_ID.test(id)) throw new ApiError("invalid_request", "run id must be a UUID", { run_id: id });
  return id.toLowerCase();
}
