import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { acceptDocuments } from "../ingest/accept";
import { checkDocumentBytes, loadCaps } from "../limits";
import { deleteDocument } from "../pipeline/ingest";
import { buildServices } from "../runtime";
import { recordStamp } from "../stores/namespace-embedder";
import { namespaceParam, parseWith, readJson } from "../validation";
import { assertReadNamespace, assertWriteNamespace, readAuth, requireWriter } from "./auth";
import { assertSameEmbedder } from "./embedder-check";
import { seedIfConfigured } from "./seed-once";

export const documents = new Hono<AppEnv>();

/** The part of a write that is checked before the documents are: its namespace, and the documents' sizes. */
const writeHead = z.looseObject({
  namespace: namespaceParam.default("default"),
  documents: z.array(z.unknown()).optional(),
});
const isObject = (d: unknown): d is Record<string, unknown> => typeof d === "object" && d !== null && !Array.isArray(d);

documents.post("/", requireWriter, async (c) => {
  const raw = await readJson(c.req.raw);
  // Who may write where, the request's size and the namespace's embedder are checked before anything is read.
  const head = parseWith(writeHead, raw);
  await assertWriteNamespace(c, head.namespace);
  checkDocumentBytes((head.documents ?? []).filter(isObject), loadCaps(c.env));
  await assertSameEmbedder(c.env, head.namespace);
  // Inline (200) or background (202): src/ingest/accept.ts draws the line and checks each document.
  const accepted = await acceptDocuments(raw, c.env);
  if (accepted.status === 202 || accepted.body.documents.length > 0) {
    await recordStamp(c.env.DB, head.namespace, buildServices(c.env).embedder);
  }
  return c.json(accepted.body, accepted.status);
});

documents.get("/", readAuth, async (c) => {
  const namespace = parseWith(namespaceParam, c.req.query("namespace") ?? "default");
  await assertReadNamespace(c, namespace);
  await seedIfConfigured(c.env);
  const list = await buildServices(c.env).corpus.listDocuments(namespace);
  return c.json({
    namespace,
    documents: list.map((d) => ({
      id: d.id,
      url: d.url,
      title: d.title,
      chunks: d.chunk_count,
      chars: d.chars,
      created_at: d.created_at,
    })),
  });
});

documents.delete("/:id", requireWriter, async (c) => {
  const id = c.req.param("id");
  const owner = await c.env.DB.prepare("SELECT namespace FROM documents WHERE id = ?")
    .bind(id)
    .first<{ namespace: string }>();
  if (owner) await assertWriteNamespace(c, owner.namespace);
  if (!(await deleteDocument(id, buildServices(c.env)))) throw new ApiError("not_found", `no document with id ${id}`);
  return c.json({ id, deleted: true });
});
