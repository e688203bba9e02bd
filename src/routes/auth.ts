import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { KeyStore } from "../auth/key-store";
import { mayRead, type Principal, principalOf } from "../auth/principal";
import { writeMode } from "../auth/write-mode";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";

/** The caller, resolved once per request from `Authorization: Bearer ...` and kept on the context. */
export async function principalFor(c: Context<AppEnv>): Promise<Principal> {
  const known = c.get("principal");
  if (known) return known;
  const p = await principalOf(c.env, c.req.header("authorization"));
  c.set("principal", p);
  return p;
}

function refuseWrite(c: Context<AppEnv>, p: Principal, what: string): void {
  const mode = writeMode(c.env);
  if (mode === "open") return;
  if (mode === "disabled") {
    throw new ApiError(
      "forbidden",
      "writes are disabled: set the ADMIN_TOKEN secret (ALLOW_OPEN_WRITES=true is for local development only)",
    );
  }
  if (p.kind === "admin") return;
  if (p.kind === "key") throw new ApiError("forbidden", `${what} needs the admin token, not a key`);
  throw new ApiError("unauthorized", `a valid admin bearer token is required for ${what}`);
}

/**
 * Admin-only writes (keys, the API catalog's replacements and deletions). Without ADMIN_TOKEN every
 * write is refused (403) unless ALLOW_OPEN_WRITES=true.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  refuseWrite(c, await principalFor(c), "this write");
  await next();
});

/** Namespaced writes: the admin token, or a write key (its namespaces are checked by the handler). */
export const requireWriter = createMiddleware<AppEnv>(async (c, next) => {
  const p = await principalFor(c);
  if (p.kind === "key" && writeMode(c.env) === "token") {
    if (p.key.role !== "write") throw new ApiError("forbidden", "this key may only query; writes need a write key");
  } else {
    refuseWrite(c, p, "writes");
  }
  await next();
});

/** A write key writes only its own namespaces (403 otherwise); the admin and open writes write any. */
export async function assertWriteNamespace(c: Context<AppEnv>, namespace: string): Promise<void> {
  const p = await principalFor(c);
  if (p.kind === "key" && !p.key.namespaces.includes(namespace)) {
    throw new ApiError("forbidden", `this key may not write the namespace ${namespace}`, { namespace });
  }
}

/** Reads are locked once any key exists, or with REQUIRE_QUERY_KEY=true. */
export async function readsLocked(env: AppEnv["Bindings"]): Promise<boolean> {
  return env.REQUIRE_QUERY_KEY === "true" || env.REQUIRE_QUERY_KEY === true || (await new KeyStore(env.DB).any());
}

/**
 * The read surfaces' gate (POST /v1/query, GET /v1/documents, GET /v1/apis, and /mcp when mounted
 * behind it): once reads are locked, `Authorization: Bearer <key or admin token>` is required (401
 * without). A bearer that is neither is always 401. Namespaces are checked with assertReadNamespace.
 */
export const readAuth = createMiddleware<AppEnv>(async (c, next) => {
  const p = await principalFor(c);
  if (p.kind === "unknown")
    throw new ApiError("unauthorized", "the bearer credential is not a valid key or admin token");
  if (p.kind === "anonymous" && (await readsLocked(c.env))) {
    throw new ApiError("unauthorized", "this instance requires Authorization: Bearer <key or admin token> for reads");
  }
  await next();
});

/** 403 when the caller's key does not cover the namespace. */
export async function assertReadNamespace(c: Context<AppEnv>, namespace: string | null): Promise<void> {
  if (!mayRead(await principalFor(c), namespace)) {
    throw new ApiError("forbidden", `this key may not read the namespace ${namespace}`, { namespace });
  }
}
