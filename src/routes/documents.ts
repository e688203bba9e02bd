import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { acceptDocuments } from "../ingest/accept";
import { deleteDocument } from "../pipeline/ingest";
import { buildServices } from "../runtime";
import { namespaceParam, parseWith, readJson } from "../validation";
import { requireAdmin } from "./auth";
import { seedIfConfigured } from "./seed-once";

export const documents = new Hono<AppEnv>();

documents.post("/", requireAdmin, async (c) => {
  // Inline (200) or background (202): src/ingest/accept.ts draws the line and checks each document.
  const accepted = await acceptDocuments(await readJson(c.req.raw), c.env);
  return c.json(accepted.body, accepted.status);
});

documents.get("/", async (c) => {
  const namespace = parseWith(namespaceParam, c.req.query("namespace") ?? "default");
  await seedIfConfigured(c.env);
  const list = await buildServices(c.env).corpus.listDocuments(namespace);
  return c.json({
    namespace,
    documents: list.map((d) => ({ id: d.id, url: d.url, title: d.title, chunks: d.chunk_count, chars: d.chars, created_at: d.created_at })),
  });
});

documents.delete("/:id", requireAdmin, async (c) => {
  const id = c.req.param("id");
  if (!(await deleteDocument(id, buildServices(c.env)))) throw new ApiError("not_found", `no document with id ${id}`);
  return c.json({ id, deleted: true });
});
