// POST /v1/documents: a small batch is ingested in the request (200); a larger one, or a sitemap, is staged in D1
// and handed to the ingestion workflow (202 + GET /v1/ingestions/:id). Every document is checked on its own: a
// bad one is a failure with its reason, and only a request with nothing valid in it is refused (400).
import { z } from "zod";
import type { Bindings } from "../env";
import { ApiError } from "../errors";
import { buildServices } from "../runtime";
import { namespaceParam, parseWith } from "../validation";
import { fetchContextOf } from "./context";
import { BatchError, ingestBatch } from "./ingest-batch";
import type { IngestParams } from "./params";
import { type IngestSettings, loadIngestSettings } from "./settings";
import { checkDocument, type SourceDocument } from "./sources";
import { IngestionStore, type NewItem } from "./staging";

/** Documents one request may carry (each is staged in D1 until its batch runs). */
export const MAX_REQUEST_DOCUMENTS = 5000;

const requestBody = z
  .object({
    namespace: namespaceParam.default("default"),
    documents: z
      .array(z.unknown())
      .min(1, `documents must hold 1-${MAX_REQUEST_DOCUMENTS} documents`)
      .max(MAX_REQUEST_DOCUMENTS, `documents must hold 1-${MAX_REQUEST_DOCUMENTS} documents`)
      .optional(),
    sitemap: z.string().max(4096).optional(),
  })
  .refine((b) => (b.documents === undefined) !== (b.sitemap === undefined), "give either documents or a sitemap URL");

export interface Failure {
  index: number;
  id?: string;
  url?: string;
  reason: string;
}

const failureOf = (index: number, reason: string, url?: string | null): Failure =>
  url ? { index, url, reason } : { index, id: `document ${index + 1}`, reason };

export type Accepted =
  | { status: 200; body: { namespace: string; documents: StoredView[]; failures: Failure[] } }
  | {
      status: 202;
      body: {
        ingestion_id: string;
        status: "queued";
        namespace: string;
        documents: { total: number };
        failures: Failure[];
      };
    };

interface StoredView {
  index: number;
  id: string;
  chunks: number;
  duplicate: boolean;
  title: string | null;
  url: string | null;
}

export async function acceptDocuments(raw: unknown, env: Bindings): Promise<Accepted> {
  const body = parseWith(requestBody, raw);
  const settings = loadIngestSettings(env);
  const checked = (body.documents ?? []).map((d) => checkDocument(d));
  const failures: Failure[] = [];
  const valid: { seq: number; doc: SourceDocument }[] = [];
  checked.forEach((c, seq) =>
    c.ok ? valid.push({ seq, doc: c.doc }) : failures.push(failureOf(seq, c.reason, c.url)),
  );
  // Pages fetched per request are capped: URL documents past the cap fail, they are not fetched.
  let urls = 0;
  for (const v of [...valid]) {
    if (v.doc.kind !== "url" || ++urls <= settings.maxUrls) continue;
    valid.splice(valid.indexOf(v), 1);
    failures.push(failureOf(v.seq, `more than INGEST_MAX_URLS (${settings.maxUrls}) URLs in one request`, v.doc.url));
  }
  failures.sort((a, b) => a.index - b.index);
  if (body.sitemap === undefined && valid.length === 0) {
    throw new ApiError("invalid_request", `no valid document: ${failures[0]?.reason ?? "none given"}`, { failures });
  }
  if (body.sitemap !== undefined && !/^https?:\/\//i.test(body.sitemap)) {
    throw new ApiError("invalid_request", "sitemap must be an absolute http(s) URL", { sitemap: body.sitemap });
  }
  if (
    body.sitemap === undefined &&
    fitsInline(
      valid.map((v) => v.doc),
      settings,
    )
  ) {
    return { status: 200, body: await ingestInline(body.namespace, valid, failures, env, settings) };
  }
  return {
    status: 202,
    body: await startBackground(body.namespace, checked.length, valid, failures, body.sitemap ?? null, env),
  };
}

/** The line between inline and background ingestion (INGEST_INLINE_DOCS / _BYTES / _URLS). */
export function fitsInline(docs: SourceDocument[], s: IngestSettings): boolean {
  if (docs.length > s.inlineDocs) return false;
  if (docs.filter((d) => d.kind === "url").length > s.inlineUrls) return false;
  return docs.reduce((n, d) => n + d.body.length, 0) <= s.inlineBytes;
}

async function ingestInline(
  namespace: string,
  valid: { seq: number; doc: SourceDocument }[],
  failures: Failure[],
  env: Bindings,
  settings: IngestSettings,
) {
  const services = buildServices(env);
  let outcomes: Awaited<ReturnType<typeof ingestBatch>>;
  try {
    outcomes = await ingestBatch(namespace, valid, services, fetchContextOf(env, settings));
  } catch (e) {
    if (!(e instanceof BatchError)) throw e;
    const stored = e.settled.filter((o) => o.status !== "failed").map(viewOf);
    throw new ApiError("upstream_error", `documents could not be stored: ${e.message}`, { stored });
  }
  const documents: StoredView[] = [];
  for (const o of outcomes) {
    if (o.status === "failed") failures.push(failureOf(o.seq, o.reason, o.url));
    else documents.push(viewOf(o));
  }
  failures.sort((a, b) => a.index - b.index);
  if (documents.length === 0)
    throw new ApiError("invalid_request", `no document could be ingested: ${failures[0]?.reason}`, { failures });
  return { namespace, documents, failures };
}

function viewOf(o: {
  seq: number;
  status: string;
  id?: string;
  chunks?: number;
  title?: string | null;
  url?: string | null;
}): StoredView {
  return {
    index: o.seq,
    id: o.id!,
    chunks: o.chunks ?? 0,
    duplicate: o.status === "duplicate",
    title: o.title ?? null,
    url: o.url ?? null,
  };
}

async function startBackground(
  namespace: string,
  total: number,
  valid: { seq: number; doc: SourceDocument }[],
  failures: Failure[],
  sitemap: string | null,
  env: Bindings,
) {
  const workflow = env.INGEST_WORKFLOW;
  if (!workflow) {
    throw new ApiError(
      "payload_too_large",
      "this deployment has no ingestion workflow (INGEST_WORKFLOW): post a smaller batch",
      {},
    );
  }
  const id = `ing_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;
  const items: NewItem[] = [
    ...valid.map(
      ({ seq, doc }): NewItem => ({
        seq,
        kind: doc.kind,
        url: doc.url,
        title: doc.title,
        body: doc.body,
        status: "pending",
      }),
    ),
    ...failures.map(
      (f): NewItem => ({ seq: f.index, kind: "text", url: f.url, body: "", status: "failed", reason: f.reason }),
    ),
  ].sort((a, b) => a.seq - b.seq);
  const store = new IngestionStore(env.DB);
  await store.create(id, namespace, sitemap, items);
  try {
    const params: IngestParams = { ingestion_id: id };
    await workflow.create({ id, params });
  } catch (e) {
    await store.finish(id, "failed", `the workflow could not be started: ${String(e)}`);
    throw new ApiError("upstream_error", `the ingestion workflow could not be started: ${String(e)}`, {
      ingestion_id: id,
    });
  }
  return { ingestion_id: id, status: "queued" as const, namespace, documents: { total }, failures };
}
