import { type Context, Hono } from "hono";
import { bearerOf, sameSecret } from "../auth/bearer";
import { ownerOf } from "../auth/principal";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { SSE_HEADERS } from "../runs/sse";
import { checkRunId, runStub } from "../runs/stub";
import { principalFor } from "./auth";

export const runs = new Hono<AppEnv>();

/**
 * A run's trace is readable with its run_token (`Authorization: Bearer`, or `?token=` for
 * EventSource), the admin token, or the key that made it. Anyone else gets the same 404 as for a run
 * that does not exist, so a run id alone tells nothing.
 */
async function authorizeRun(c: Context<AppEnv>, id: string): Promise<void> {
  const access = await runStub(c.env, id).access();
  const p = await principalFor(c);
  const missing = () => new ApiError("not_found", `no run with id ${id}`);
  if (p.kind === "admin") return; // the admin reads every run, also one started without access
  if (!access) throw missing();
  const owner = ownerOf(p);
  if (owner !== null && owner === access.owner) return;
  const given = bearerOf(c.req.header("authorization")) ?? c.req.query("token") ?? "";
  if (given && (await sameSecret(given, access.token))) return;
  throw missing();
}

runs.get("/:id", async (c) => {
  const id = checkRunId(c.req.param("id"));
  await authorizeRun(c, id);
  const run = await runStub(c.env, id).get();
  if (!run) throw new ApiError("not_found", `no run with id ${id}`);
  return c.json(run);
});

/** The run's steps as SSE: replay after Last-Event-ID (or ?after=), then live until the run ends. */
runs.get("/:id/events", async (c) => {
  const id = checkRunId(c.req.param("id"));
  const after = afterSeq(c.req.header("last-event-id") ?? c.req.query("after"));
  await authorizeRun(c, id);
  const stream = await runStub(c.env, id).events(after);
  if (!stream) throw new ApiError("not_found", `no run with id ${id}`);
  return new Response(stream, { headers: { ...SSE_HEADERS, "x-run-id": id } });
});

function afterSeq(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return 0;
  if (!/^\d{1,9}$/.test(raw.trim()))
    throw new ApiError("invalid_request", "Last-Event-ID (or after) must be an event seq", { after: raw });
  return Number(raw.trim());
}
