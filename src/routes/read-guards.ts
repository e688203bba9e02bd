import type { Context } from "hono";
import { every } from "hono/combine";
import type { AppEnv } from "../env";
import { assertReadNamespace, readAuth } from "./auth";
import { rateLimitQueries } from "./rate-limit";

/**
 * THE READ-AUTH SEAM. Every surface that answers questions from the corpus passes this one middleware:
 * POST /v1/query and /mcp (the MCP tools ask, search and list_documents). Read auth (a bearer key or the
 * admin token once reads are locked) and the per-key rate limit live here, once, so the MCP server can
 * never be a way around them.
 */
export const queryGuards = every(readAuth, rateLimitQueries);

/**
 * The per-namespace half of the seam: called with each namespace a request reads (the query's, an MCP
 * tool's). Throws an ApiError (403) when the caller's key does not cover it.
 */
export async function authorizeNamespace(c: Context<AppEnv>, namespace: string | null): Promise<void> {
  await assertReadNamespace(c, namespace);
}
