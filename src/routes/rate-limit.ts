import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { principalFor } from "./auth";

/** The Workers Rate Limiting binding's interface (`[[ratelimits]]` in wrangler*.toml). */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** The binding's period (wrangler*.toml `[ratelimits.simple] period`): what Retry-After says. */
export const RATE_PERIOD_SECONDS = 60;

/**
 * Queries per key (or per client IP without one), by the QUERY_LIMITER binding; the admin token is
 * exempt. Over the limit: 429 `rate_limited` with Retry-After. Without the binding nothing is limited.
 * Mount it on any surface that runs queries (POST /v1/query, /mcp).
 */
export const rateLimitQueries = createMiddleware<AppEnv>(async (c, next) => {
  const limiter = c.env.QUERY_LIMITER as RateLimiter | undefined;
  const p = await principalFor(c);
  if (limiter && typeof limiter.limit === "function" && p.kind !== "admin") {
    const key = p.kind === "key" ? `key:${p.key.id}` : `ip:${c.req.header("cf-connecting-ip") ?? "unknown"}`;
    let allowed = true;
    try {
      allowed = (await limiter.limit({ key })).success;
    } catch (e) {
      console.error("rate limiter unavailable; the query is let through", e); // fail open, said in the log
    }
    if (!allowed) {
      const err = new ApiError("rate_limited", `too many queries; try again in ${RATE_PERIOD_SECONDS} s`, {
        retry_after: RATE_PERIOD_SECONDS,
      });
      return c.json(err.toJSON(), 429, { "retry-after": String(RATE_PERIOD_SECONDS) });
    }
  }
  await next();
});
