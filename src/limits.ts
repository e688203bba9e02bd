import { ApiError } from "./errors";

/** Cost caps on one request, from vars (each documented in the README's Security section). */
export interface Caps {
  /** RAG_MAX_PAGES: pages per query. */
  maxPages: number;
  /** RAG_MAX_PAGE_BYTES: total UTF-8 bytes of a query's pages. */
  maxPageBytes: number;
  /** RAG_MAX_QUESTION_BYTES: UTF-8 bytes of a question. */
  maxQuestionBytes: number;
  /** RAG_MAX_DOCUMENT_BYTES: inline document content (html, text, ...) per POST /v1/documents. */
  maxDocumentBytes: number;
}

export const CAP_DEFAULTS: Caps = {
  maxPages: 20,
  maxPageBytes: 5 * 1024 * 1024,
  maxQuestionBytes: 4096,
  maxDocumentBytes: 10 * 1024 * 1024,
};

/** Hard ceilings: no var raises a cap past what one Worker request can hold. */
export const HARD_MAX_PAGES = 100;
const MB = 1024 * 1024;

function cap(vars: Record<string, unknown>, key: string, fallback: number, max: number): number {
  const n = Number(vars[key]);
  return vars[key] !== undefined && vars[key] !== "" && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

export function loadCaps(vars: Record<string, unknown>): Caps {
  return {
    maxPages: cap(vars, "RAG_MAX_PAGES", CAP_DEFAULTS.maxPages, HARD_MAX_PAGES),
    maxPageBytes: cap(vars, "RAG_MAX_PAGE_BYTES", CAP_DEFAULTS.maxPageBytes, 50 * MB),
    maxQuestionBytes: cap(vars, "RAG_MAX_QUESTION_BYTES", CAP_DEFAULTS.maxQuestionBytes, 64 * 1024),
    maxDocumentBytes: cap(vars, "RAG_MAX_DOCUMENT_BYTES", CAP_DEFAULTS.maxDocumentBytes, 50 * MB),
  };
}

const encoder = new TextEncoder();

/** UTF-8 length without encoding when the cheap bounds decide (a UTF-16 unit is 1-3 bytes). */
function bytesOf(s: string, limit: number): number {
  if (s.length * 3 <= limit) return s.length;
  return encoder.encode(s).length;
}

/** A query's question and pages against the caps: 400 for counts and the question, 413 for page bytes. */
export function checkQueryCaps(question: string, pages: { html: string }[], caps: Caps): void {
  const qBytes = bytesOf(question, caps.maxQuestionBytes);
  if (qBytes > caps.maxQuestionBytes) {
    throw new ApiError(
      "invalid_request",
      `question is ${qBytes} bytes; the limit is ${caps.maxQuestionBytes} (RAG_MAX_QUESTION_BYTES)`,
      {
        bytes: qBytes,
        limit: caps.maxQuestionBytes,
      },
    );
  }
  if (pages.length > caps.maxPages) {
    throw new ApiError(
      "invalid_request",
      `at most ${caps.maxPages} pages per query (RAG_MAX_PAGES); got ${pages.length}`,
      {
        pages: pages.length,
        limit: caps.maxPages,
      },
    );
  }
  let total = 0;
  pages.forEach((p, i) => {
    total += bytesOf(p.html, caps.maxPageBytes - total);
    if (total > caps.maxPageBytes) {
      throw new ApiError(
        "payload_too_large",
        `page ${i + 1} brings the pages to ${total} bytes; the limit is ${caps.maxPageBytes} in all (RAG_MAX_PAGE_BYTES)`,
        { page: i, bytes: total, limit: caps.maxPageBytes },
      );
    }
  });
}

const CONTENT_FIELDS = ["html", "text", "markdown", "pdf_base64"];

/** Inline document content of one POST /v1/documents against RAG_MAX_DOCUMENT_BYTES: 413 past it. */
export function checkDocumentBytes(documents: Record<string, unknown>[], caps: Caps): void {
  let total = 0;
  documents.forEach((d, i) => {
    for (const f of CONTENT_FIELDS) {
      const v = d[f];
      if (typeof v === "string") total += bytesOf(v, caps.maxDocumentBytes - total);
    }
    if (total > caps.maxDocumentBytes) {
      throw new ApiError(
        "payload_too_large",
        `document ${i + 1} brings the request to ${total} bytes of content; the limit is ${caps.maxDocumentBytes} (RAG_MAX_DOCUMENT_BYTES)`,
        { document: i, bytes: total, limit: caps.maxDocumentBytes },
      );
    }
  });
}
