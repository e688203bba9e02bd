import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;.*)?$/i;

/** CORS_ORIGINS: comma-separated origins (`https://app.example.com`) allowed to call cross-origin. */
export function corsOrigins(env: Record<string, unknown>): string[] {
  const raw = typeof env.CORS_ORIGINS === "string" ? env.CORS_ORIGINS : "";
  return raw
    .split(",")
    .map((o) => o.trim().replace(/\/+$/, "").toLowerCase())
    .filter(Boolean);
}

/**
 * Writes only as JSON: a request with a body on a method other than GET/HEAD/OPTIONS must say
 * `content-type: application/json` (415 otherwise). A form or text/plain post from any web page
 * (which needs no CORS preflight) is never read as JSON.
 */
export const jsonWritesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const type = c.req.header("content-type") ?? "";
    const hasBody = c.req.raw.body !== null && c.req.header("content-length") !== "0";
    if ((hasBody || c.req.method === "POST") && !JSON_TYPE.test(type.trim())) {
      throw new ApiError("unsupported_media_type", "writes must be sent as content-type: application/json", {
        content_type: type || null,
      });
    }
  }
  await next();
});

/**
 * Explicit CORS: only CORS_ORIGINS get CORS headers, and a cross-origin write (an Origin that is
 * neither this service's nor listed) is refused with 403 whatever the browser does with preflights.
 */
export const explicitCors = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header("origin");
  const allowed = corsOrigins(c.env);
  if (origin && !SAFE.has(c.req.method)) {
    const own = new URL(c.req.url).origin.toLowerCase();
    const o = origin.toLowerCase();
    if (o !== own && !allowed.includes(o)) {
      throw new ApiError("forbidden", `cross-origin writes from ${origin} are not allowed (CORS_ORIGINS)`, { origin });
    }
  }
  if (allowed.length === 0) return next();
  return cors({
    origin: (o) => (allowed.includes(o.toLowerCase()) ? o : null),
    allowMethods: ["GET", "POST", "DELETE", "OPTIONS"],
    allowHeaders: ["authorization", "content-type", "last-event-id", "accept"],
    exposeHeaders: ["x-run-id", "x-run-token", "retry-after"],
    maxAge: 600,
  })(c, next);
});
