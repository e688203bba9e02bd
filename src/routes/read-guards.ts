import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/**
 * THE READ-AUTH SEAM. Every surface that answers questions from the corpus passes this one middleware:
 * POST /v1/query and /mcp (the MCP tools ask, search and list_documents). Read auth (bearer keys, the
 * admin token) and per-key rate limits belong here, once, so the MCP server can never be a way around
 * them. Today it lets every request through (reads are open).
 */
export const queryGuards = createMiddleware<AppEnv>(async (_c, next) => {
  await next();
});

/**
 * The per-namespace half of the seam: called with each namespace a request reads (the query's, an MCP
 * tool's). Throws an ApiError (403) when the caller's key does not cover it; today every namespace is open.
 */
export function authorizeNamespace(_c: Context<AppEnv>, _namespace: string | null): void {}
