import { Hono } from "hono";
import type { AppEnv } from "../env";
import { openApiDocument } from "../openapi/document";
import type { JsonSchema } from "../openapi/json-schema";
import { renderDocs } from "../openapi/render-docs";

export const reference = new Hono<AppEnv>();

// Built once per isolate: the document depends only on the code.
let cached: { doc: JsonSchema; html: string } | null = null;
function built() {
  if (!cached) {
    const doc = openApiDocument();
    cached = { doc, html: renderDocs(doc) };
  }
  return cached;
}

reference.get("/openapi.json", (c) => c.json(built().doc));

reference.get("/docs", (c) => {
  // Nothing from any other origin: the page carries its own CSS and runs no script.
  c.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:");
  return c.html(built().html);
});
