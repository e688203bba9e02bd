// A document of a request: exactly one content field (html, text, markdown, pdf_base64), or a url alone (the page
// is fetched). Checking never throws: a bad document is a reason, the others go on.
import type { DocumentInput } from "../pipeline/ingest";
import { checkUrl } from "../tools/address-guard";
import { fetchGuarded, type GuardedFetchDeps } from "../tools/guarded-fetch";
import { markdownToText } from "./markdown";
import { decodeBase64, pdfToText } from "./pdf";
import type { RobotsChecker } from "./robots";

export const CONTENT_FIELDS = ["html", "text", "markdown", "pdf_base64"] as const;
export type SourceKind = (typeof CONTENT_FIELDS)[number] | "url";

/** A document's content over this size is refused (a PDF's base64 may be 4/3 of it). */
export const MAX_CONTENT_BYTES = 5 * 1024 * 1024;

export interface SourceDocument {
  kind: SourceKind;
  /** The body as posted (empty for a url document). */
  body: string;
  url?: string;
  title?: string;
}

export type Checked = { ok: true; doc: SourceDocument } | { ok: false; reason: string; url?: string };

/** Checks one posted document's shape and size. */
export function checkDocument(value: unknown): Checked {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, reason: "a document must be a JSON object" };
  const d = value as Record<string, unknown>;
  const url = typeof d.url === "string" ? d.url : undefined;
  if (d.url !== undefined && (typeof d.url !== "string" || d.url.length > 4096))
    return { ok: false, reason: "url must be a string of at most 4096 characters" };
  if (d.title !== undefined && (typeof d.title !== "string" || d.title.length > 1000)) {
    return { ok: false, reason: "title must be a string of at most 1000 characters", url };
  }
  const title = typeof d.title === "string" ? d.title : undefined;
  const given = CONTENT_FIELDS.filter((f) => d[f] !== undefined);
  if (given.length > 1)
    return { ok: false, reason: `several content fields (${given.join(", ")}): give exactly one`, url };
  if (given.length === 0) {
    if (url === undefined)
      return { ok: false, reason: "no content: give exactly one of html, text, markdown, pdf_base64 or url" };
    if (!/^https?:\/\//i.test(url)) return { ok: false, reason: "url must be an absolute http(s) URL", url };
    return { ok: true, doc: { kind: "url", body: "", url, title } };
  }
  const kind = given[0]!;
  const body = d[kind];
  if (typeof body !== "string" || body.length === 0)
    return { ok: false, reason: `${kind} must be a non-empty string`, url };
  const limit = kind === "pdf_base64" ? Math.ceil((MAX_CONTENT_BYTES * 4) / 3) + 4 : MAX_CONTENT_BYTES;
  if (body.length > limit)
    return { ok: false, reason: `${kind} is over the ${MAX_CONTENT_BYTES / 1024 / 1024} MB limit`, url };
  return { ok: true, doc: { kind, body, url, title } };
}

/** What resolving needs when a document is a URL. */
export interface FetchContext {
  fetcher: GuardedFetchDeps;
  robots: RobotsChecker;
}

export type Resolved = { ok: true; input: DocumentInput; fetched: boolean } | { ok: false; reason: string };

/** Turns a document into what the clean stage takes: html or text (markdown and PDFs become text; URLs are fetched). */
export async function resolveDocument(doc: SourceDocument, ctx: FetchContext): Promise<Resolved> {
  const meta = { url: doc.url, title: doc.title };
  switch (doc.kind) {
    case "html":
      return { ok: true, input: { ...meta, html: doc.body }, fetched: false };
    case "text":
      return { ok: true, input: { ...meta, text: doc.body }, fetched: false };
    case "markdown": {
      const md = markdownToText(doc.body);
      return {
        ok: true,
        input: { ...meta, title: doc.title ?? (md.title || undefined), text: md.text },
        fetched: false,
      };
    }
    case "pdf_base64": {
      const bytes = decodeBase64(doc.body);
      if (!bytes) return { ok: false, reason: "pdf_base64 is not valid base64" };
      const pdf = await pdfToText(bytes);
      if (!pdf.ok) return pdf;
      return {
        ok: true,
        input: { ...meta, title: doc.title ?? (pdf.title || undefined), text: pdf.text },
        fetched: false,
      };
    }
    case "url":
      return fetchDocument(doc.url!, doc.title, ctx);
  }
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const MARKDOWN_TYPES = /^text\/(markdown|x-markdown)\b/i;
const TEXT_TYPES = /^text\/plain\b/i;

async function fetchDocument(url: string, title: string | undefined, ctx: FetchContext): Promise<Resolved> {
  // The guard first: a refused address is named as such, and its robots.txt is never asked for.
  const guard = checkUrl(url, { allowHttpHosts: ctx.fetcher.allowHttpHosts, internal: false });
  if (!guard.ok) return { ok: false, reason: `address refused: ${guard.reason}` };
  const robots = await ctx.robots.check(url);
  if (!robots.allowed) return { ok: false, reason: robots.reason };
  const res = await fetchGuarded(
    url,
    ctx.fetcher,
    "text/html, application/xhtml+xml, text/plain;q=0.9, application/pdf;q=0.8, text/markdown;q=0.8",
  );
  if (!res.ok) return { ok: false, reason: `fetching ${url} failed: ${res.reason}` };
  const type = (res.contentType ?? "").trim();
  const isPdf =
    /^application\/pdf\b/i.test(type) ||
    (type === "" && new TextDecoder().decode(res.bytes.subarray(0, 5)) === "%PDF-");
  if (isPdf) {
    const pdf = await pdfToText(res.bytes);
    if (!pdf.ok) return pdf;
    return { ok: true, input: { url, title: title ?? (pdf.title || undefined), text: pdf.text }, fetched: true };
  }
  if (!HTML_TYPES.test(type) && !TEXT_TYPES.test(type) && !MARKDOWN_TYPES.test(type)) {
    return { ok: false, reason: `${url} is ${type || "of no content type"}, not HTML, text or PDF` };
  }
  const body = decodeText(res.bytes, type);
  if (HTML_TYPES.test(type)) return { ok: true, input: { url, title, html: body }, fetched: true };
  if (MARKDOWN_TYPES.test(type)) {
    const md = markdownToText(body);
    return { ok: true, input: { url, title: title ?? (md.title || undefined), text: md.text }, fetched: true };
  }
  return { ok: true, input: { url, title, text: body }, fetched: true };
}

/** Decodes with the charset the content type names (UTF-8 when none, or one the runtime does not know). */
export function decodeText(bytes: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}
