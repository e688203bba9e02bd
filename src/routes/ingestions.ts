import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { IngestionStore } from "../ingest/staging";
import { namespaceParam, parseWith } from "../validation";
import { assertReadNamespace, readAuth } from "./auth";

/** Background ingestions (202 from POST /v1/documents): their status, counts and failures. */
export const ingestions = new Hono<AppEnv>();

// An ingestion's progress and failures are the namespace's: read like its documents (a key for it, once keys exist).
ingestions.use("*", readAuth);

ingestions.get("/", async (c) => {
  const namespace = parseWith(namespaceParam, c.req.query("namespace") ?? "default");
  await assertReadNamespace(c, namespace);
  return c.json({ namespace, ingestions: await new IngestionStore(c.env.DB).recent(namespace) });
});

ingestions.get("/:id", async (c) => {
  const id = c.req.param("id");
  if (!/^ing_[0-9a-f]{24}$/.test(id))
    throw new ApiError("invalid_request", "an ingestion id looks like ing_ and 24 hex digits", { id });
  const view = await new IngestionStore(c.env.DB).view(id);
  if (!view) throw new ApiError("not_found", `no ingestion with id ${id}`);
  await assertReadNamespace(c, view.namespace);
  return c.json(view);
});
