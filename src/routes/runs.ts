import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { D1Runs } from "../stores/d1-runs";

export const runs = new Hono<AppEnv>();

runs.get("/:id", async (c) => {
  const id = c.req.param("id");
  const run = await new D1Runs(c.env.DB).get(id);
  if (!run) throw new ApiError("not_found", `no run with id ${id}`);
  return c.json(run);
});
