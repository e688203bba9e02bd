import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { deleteDocument, prepareDocument, storeDocuments } from "../pipeline/ingest";
import { checkDocumentBytes, loadCaps } from "../limits";
import { buildServices } from "../runtime";
import { documentsBody, namespaceParam, parseWith, readJson } from "../validation";
import { recordStamp } from "../stores/namespace-embedder";
import { assertSameEmbedder } from "./embedder-check";
import { assertReadNamespace, assertWriteNamespace, readAuth, requireWriter } from "./auth";
import { seedIfConfigured } from "./seed-once";

export const documents = new Hono<AppEnv>();

documents.post("/", requireWriter, async (c) => {
  const body = parseWith(documentsBody, await readJson(c.req.raw));
  await assertWriteNamespace(c, body.namespace);
  checkDocumentBytes(body.documents, loadCaps(c.env));
  await assertSameEmbedder(c.env, body.namespace);
  const services = buildServices(c.env);
  // Every document is cleaned and checked before any is written: a bad one in a batch stores nothing.
  const prepared = [];
  for (const [i, doc] of body.documents.entries()) {
    const p = await prepareDocument(body.namespace, doc, services);
    if (p.status === "empty") throw new ApiError("invalid_request", `document ${i + 1}: ${p.reason}`, { document: i });
    prepared.push(p);
  }
  const results = [];
  try {
    for await (const outcome of storeDocuments(prepared, services)) {
      results.push({ id: outcome.id, chunks: outcome.chunks, duplicate: outcome.status === "duplicate", title: outcome.title, url: outcome.url });
    }
  } catch (e) {
    const i = results.length; // results land in order: the first without one failed
    throw new ApiError("upstream_error", `document ${i + 1} could not be stored: ${String(e)}`, { document: i, stored: results });
  }
  if (results.length > 0) await recordStamp(c.env.DB, body.namespace, services.embedder);
  return c.json({ namespace: body.namespace, documents: results });
});

documents.get("/", readAuth, async (c) => {
  const namespace = parseWith(namespaceParam, c.req.query("namespace") ?? "default");
  await assertReadNamespace(c, namespace);
  await seedIfConfigured(c.env);
  const list = await buildServices(c.env).corpus.listDocuments(namespace);
  return c.json({
    namespace,
    documents: list.map((d) => ({ id: d.id, url: d.url, title: d.title, chunks: d.chunk_count, chars: d.chars, created_at: d.created_at })),
  });
});

documents.delete("/:id", requireWriter, async (c) => {
  const id = c.req.param("id");
  const owner = await c.env.DB.prepare("SELECT namespace FROM documents WHERE id = ?").bind(id).first<{ namespace: string }>();
  if (owner) await assertWriteNamespace(c, owner.namespace);
  if (!(await deleteDocument(id, buildServices(c.env)))) throw new ApiError("not_found", `no document with id ${id}`);
  return c.json({ id, deleted: true });
});
