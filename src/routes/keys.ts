import { Hono } from "hono";
import { z } from "zod";
import { KeyStore } from "../auth/key-store";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { namespaceParam, parseWith, readJson } from "../validation";
import { requireAdmin } from "./auth";

/** API keys: created, listed and revoked by the admin only. A key is shown once, at creation. */
export const keys = new Hono<AppEnv>();

export const keyBody = z.object({
  namespaces: z
    .array(namespaceParam)
    .min(1, "namespaces must list 1-50 namespaces")
    .max(50, "namespaces must list 1-50 namespaces"),
  role: z.enum(["query", "write"], { error: "role must be query or write" }).default("query"),
});

keys.use("*", requireAdmin);

keys.post("/", async (c) => {
  const body = parseWith(keyBody, await readJson(c.req.raw));
  const created = await new KeyStore(c.env.DB).create(body.role, [...new Set(body.namespaces)]);
  return c.json(
    {
      id: created.id,
      key: created.key,
      namespaces: created.namespaces,
      role: created.role,
      created_at: created.created_at,
    },
    201,
  );
});

keys.get("/", async (c) => c.json({ keys: await new KeyStore(c.env.DB).list() }));

keys.delete("/:id", async (c) => {
  const id = c.req.param("id");
  if (!(await new KeyStore(c.env.DB).delete(id))) throw new ApiError("not_found", `no key with id ${id}`);
  return c.json({ id, deleted: true });
});
