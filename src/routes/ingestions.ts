import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { IngestionStore } from "../ingest/staging";
import { namespaceParam, parseWith } from "../validation";

/** Background ingestions (202 from POST /v1/documents): their status, counts and failures. */
export const ingestions = new Hono<AppEnv>();

ingestions.get("/", async (c) => {
  const namespace = parseWith(namespaceParam, c.req.query("namespace") ?? "default");
  return c.json({ namespace, ingestions: await new IngestionStore(c.env.DB).recent(namespace) });
});

ingestions.get("/:id", async (c) => {
  const id = c.req.param("id");
  if (!/^ing_[0-9a-f]{24}$/.test(id))
    throw new ApiError("invalid_request", "an ingestion id looks like ing_ and 24 hex digits", { id });
  const view = await new IngestionStore(c.env.DB).view(id);
  if (!view) throw new ApiError("not_found", `no ingestion with id ${id}`);
  return c.json(view);
});
