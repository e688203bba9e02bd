import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";

/** Writes need `Authorization: Bearer <ADMIN_TOKEN>` whenever the ADMIN_TOKEN secret is set. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.env.ADMIN_TOKEN;
  if (typeof token === "string" && token !== "") {
    const header = c.req.header("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (!(await sameSecret(given, token))) throw new ApiError("unauthorized", "a valid admin bearer token is required for writes");
  }
  await next();
});

/** Compares digests, so the comparison takes the same time whatever the input. */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const enc = new TextEncoder();
  const [da, db] = await Promise.all([crypto.subtle.digest("SHA-256", enc.encode(a)), crypto.subtle.digest("SHA-256", enc.encode(b))]);
  const x = new Uint8Array(da);
  const y = new Uint8Array(db);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}
