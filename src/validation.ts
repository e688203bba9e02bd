import { z } from "zod";
import { ApiError } from "./errors";

export const MAX_QUESTION_CHARS = 2000;
/** The schema's ceiling; the configured cap (RAG_MAX_PAGES, default 20) is checked in src/limits.ts. */
export const MAX_PAGES = 100;
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;

const namespace = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, "namespace must be 1-64 letters, digits, '_', '-' or '.'")
  .refine(
    (n) => !n.startsWith("__"),
    "namespaces starting with '__' are reserved (the API catalog's schemas live in __apis__)",
  );

const page = z.object({
  url: z.string().max(4096).optional(),
  name: z.string().max(1000).optional(),
  html: z.string({ error: "each page needs an html string" }),
});

export const queryBody = z.object({
  question: z
    .string({ error: "question is required" })
    .trim()
    .min(1, `question must be 1-${MAX_QUESTION_CHARS} characters`)
    .max(MAX_QUESTION_CHARS, `question must be 1-${MAX_QUESTION_CHARS} characters`),
  query_time: z.string().max(64).optional(),
  pages: z.array(page).max(MAX_PAGES, `at most ${MAX_PAGES} pages`).default([]),
  mode: z.enum(["auto", "single-pass", "dynamic", "llm-only", "direct-rag"]).default("auto"),
  use_apis: z.boolean().default(true),
  namespace: namespace.nullable().default("default"),
  stream: z.boolean().default(false),
  /** Return the passages the answerer saw (for evaluation and debugging). */
  include_context: z.boolean().default(false),
});

/**
 * POST /v1/documents as the OpenAPI document describes it. The route reads the request with
 * src/ingest/accept.ts and checks each document on its own with src/ingest/sources.ts (checkDocument), so that
 * one bad document is a failure with its reason, not a refused request; this schema states the same rules.
 */
const sourceDocument = z
  .object({
    url: z.string().max(4096).optional().describe("Where the document lives; alone, the page is fetched."),
    title: z.string().max(1000).optional(),
    html: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
    markdown: z.string().min(1).optional(),
    pdf_base64: z.string().min(1).optional().describe("A PDF file, base64-encoded."),
  })
  .refine((d) => {
    const given = [d.html, d.text, d.markdown, d.pdf_base64].filter((v) => v !== undefined).length;
    return given === 1 || (given === 0 && d.url !== undefined);
  }, "each document needs exactly one of html, text, markdown, pdf_base64, or a url alone");
export const documentsBody = z.union([
  z.object({ namespace: namespace.default("default"), documents: z.array(sourceDocument).min(1).max(5000) }),
  z.object({ namespace: namespace.default("default"), sitemap: z.string().max(4096).describe("A sitemap's URL.") }),
]);

export const namespaceParam = namespace;

/** Parses a body with a schema, turning the first problem into a 400 with every issue in details. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
  const first = issues[0]!;
  throw new ApiError("invalid_request", first.path ? `${first.path}: ${first.message}` : first.message, { issues });
}

/** Ten pages of 5 MB, JSON-escaped, and the rest of the request: nothing larger is read. */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

/** JSON nesting (objects and arrays) a request body may have: deeper is a 400 before anything walks it. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of `[`/`{` in JSON text, outside strings: one pass, no recursion. */
export function jsonDepth(text: string): number {
  let depth = 0,
    max = 0,
    inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth);
    else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/** Reads a JSON body; malformed JSON is a 400, an oversized one a 413, one nested too deep a 400, never a 500. */
export async function readJson(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    throw new ApiError("payload_too_large", `the request body is ${declared} bytes; the limit is ${MAX_BODY_BYTES}`, {
      bytes: declared,
      limit: MAX_BODY_BYTES,
    });
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) {
    throw new ApiError("payload_too_large", `the request body is over ${MAX_BODY_BYTES} bytes`, {
      limit: MAX_BODY_BYTES,
    });
  }
  if (!text.trim()) throw new ApiError("invalid_request", "request body must be a JSON object");
  const depth = jsonDepth(text);
  if (depth > MAX_JSON_DEPTH) {
    throw new ApiError(
      "invalid_request",
      `the request body nests ${depth} levels deep; the limit is ${MAX_JSON_DEPTH}`,
      {
        depth,
        limit: MAX_JSON_DEPTH,
      },
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_request", "request body is not valid JSON");
  }
}
