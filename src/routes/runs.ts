import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { SSE_HEADERS } from "../runs/sse";
import { checkRunId, runStub } from "../runs/stub";

export const runs = new Hono<AppEnv>();

runs.get("/:id", async (c) => {
  const id = checkRunId(c.req.param("id"));
  const run = await runStub(c.env, id).get();
  if (!run) throw new ApiError("not_found", `no run with id ${id}`);
  return c.json(run);
});

/** The run's steps as SSE: replay after Last-Event-ID (or ?after=), then live until the run ends. */
runs.get("/:id/events", async (c) => {
  const id = checkRunId(c.req.param("id"));
  const after = afterSeq(c.req.header("last-event-id") ?? c.req.query("after"));
  const stream = await runStub(c.env, id).events(after);
  if (!stream) throw new ApiError("not_found", `no run with id ${id}`);
  return new Response(stream, { headers: { ...SSE_HEADERS, "x-run-id": id } });
});

function afterSeq(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 0;
  if (!/^\d{1,9}$/.test(raw.trim())) throw new ApiError("invalid_request", "Last-Event-ID (or after) must be an event seq", { after: raw });
  return Number(raw.trim());
}
