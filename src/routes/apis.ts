import { type Context, Hono } from "hono";
import { z } from "zod";
import { loadSettings } from "../config";
import type { AppEnv } from "../env";
import { ApiError } from "../errors";
import { isRecord } from "../json";
import { buildServices } from "../runtime";
import { type ApiDraft, apiIdFor, D1Catalog } from "../stores/d1-catalog";
import { checkTemplate, checkUrl } from "../tools/address-guard";
import { checkParametersSchema } from "../tools/json-schema";
import { fromOpenApi } from "../tools/openapi";
import { indexSchemas, removeSchemas } from "../tools/schema-index";
import { isReservedSecretName, secretAllowedFor, secretHosts } from "../tools/secrets";
import type { ApiEntry, JsonSchemaObject } from "../tools/types";
import { parseWith, readJson } from "../validation";
import { principalFor, readAuth, requireAdmin, requireWriter } from "./auth";
import { seedIfConfigured } from "./seed-once";

export const apis = new Hono<AppEnv>();

/** One request stores its entries in one D1 batch; this keeps it well inside D1's per-request limits. */
export const MAX_APIS_PER_REQUEST = 100;

/**
 * A secret NAME looks like `WEATHER_API_KEY`. Long runs of caps and digits without underscores
 * (`AKIAIOSFODNN7EXAMPLE`) or digit-heavy strings are values pasted by mistake: refused, never stored.
 */
export function looksLikeSecretValue(s: string): boolean {
  const digits = (s.match(/\d/g) ?? []).length;
  return (s.length >= 16 && !s.includes("_")) || digits / s.length > 0.3;
}

const SECRET_HINT = "auth_secret must be the NAME of a Worker secret (e.g. WEATHER_API_KEY), never the secret value";
export const pack = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, "pack must be 1-64 letters, digits, '_', '-' or '.'");

export function entrySchema(allowHttpHosts: string[], apiSecrets: Map<string, Set<string>>) {
  return z
    .object({
      name: z
        .string({ error: "name is required" })
        .regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, "name must be 1-64 letters, digits or '_', not starting with a digit"),
      description: z
        .string({ error: "description is required" })
        .trim()
        .min(1, "description must be 1-2000 characters")
        .max(2000, "description must be 1-2000 characters"),
      parameters: z.unknown().superRefine((v, ctx) => {
        const check = checkParametersSchema(v);
        if (!check.ok) ctx.addIssue({ code: "custom", message: check.reason });
      }),
      endpoint: z.object(
        {
          method: z.preprocess(
            (m) => (typeof m === "string" ? m.toUpperCase() : m),
            z.enum(["GET", "POST"], { error: "method must be GET or POST" }),
          ),
          url: z.string({ error: "url is required" }).min(1).max(2048, "url must be at most 2048 characters"),
          auth_secret: z
            .string()
            .regex(/^[A-Z][A-Z0-9_]{0,63}$/, SECRET_HINT)
            .refine((s) => !looksLikeSecretValue(s), SECRET_HINT)
            .optional(),
          internal: z.boolean().optional(),
        },
        { error: "endpoint {method, url} is required" },
      ),
      pack: pack.optional(),
    })
    .superRefine((e, ctx) => {
      // Internal entries skip the address guard, so they may only name in-process targets.
      if (e.endpoint.internal === true && !e.endpoint.url.startsWith("internal://")) {
        ctx.addIssue({
          code: "custom",
          path: ["endpoint", "url"],
          message: "an internal entry's url must be internal://<service binding>/path",
        });
        return;
      }
      if (e.endpoint.auth_secret && isReservedSecretName(e.endpoint.auth_secret)) {
        ctx.addIssue({
          code: "custom",
          path: ["endpoint", "auth_secret"],
          message: `${e.endpoint.auth_secret} is the service's own setting, not an API secret`,
        });
      } else if (e.endpoint.auth_secret && !secretAllowedFor(apiSecrets, e.endpoint.auth_secret, e.endpoint.url)) {
        const host = hostOf(e.endpoint.url);
        ctx.addIssue({
          code: "custom",
          path: ["endpoint", "auth_secret"],
          message: `${e.endpoint.auth_secret} is not bound to ${host} in API_SECRETS (NAME@host pairs); the secret is only sent to its host`,
        });
      }
      // The issue's rule: an entry pointing at a private address is refused at registration.
      const guard = checkTemplate(e.endpoint.url);
      const check = guard.ok
        ? checkUrl(e.endpoint.url, { allowHttpHosts, internal: e.endpoint.internal === true })
        : guard;
      if (!check.ok) ctx.addIssue({ code: "custom", path: ["endpoint", "url"], message: check.reason });
    });
}

export const openapiBody = z.object({
  openapi: z.record(z.string(), z.unknown(), { error: "openapi must be an OpenAPI 3.x document object" }),
  base_url: z.string().max(2048).optional(),
  pack: pack.optional(),
});

apis.post("/", requireWriter, async (c) => {
  const raw = await readJson(c.req.raw);
  if (!isRecord(raw)) throw new ApiError("invalid_request", "request body must be a JSON object");
  const allowHttpHosts = loadSettings(c.env).allowHttpHosts;
  const apiSecrets = secretHosts(c.env.API_SECRETS);
  let candidates: unknown[];
  let skipped: { operation: string; reason: string }[] | undefined;
  if ("openapi" in raw) {
    const body = parseWith(openapiBody, raw);
    ({ drafts: candidates, skipped } = fromOpenApi(body.openapi, { baseUrl: body.base_url, pack: body.pack }));
    if (candidates.length === 0)
      throw new ApiError("invalid_request", "the OpenAPI document has no importable GET or POST operations", {
        skipped,
      });
  } else if ("apis" in raw) {
    if (!Array.isArray(raw.apis) || raw.apis.length === 0)
      throw new ApiError("invalid_request", `apis must be an array of 1-${MAX_APIS_PER_REQUEST} entries`);
    candidates = raw.apis;
  } else {
    candidates = [raw];
  }
  if (candidates.length > MAX_APIS_PER_REQUEST) {
    throw new ApiError("invalid_request", `at most ${MAX_APIS_PER_REQUEST} APIs per request; got ${candidates.length}`);
  }
  // A single entry reports paths as "name", a list as "apis.2.name".
  const drafts: ApiDraft[] = (
    candidates.length === 1 && candidates[0] === raw
      ? [parseWith(entrySchema(allowHttpHosts, apiSecrets), raw)]
      : parseWith(z.object({ apis: z.array(entrySchema(allowHttpHosts, apiSecrets)) }), { apis: candidates }).apis
  ).map(toDraft);
  const dup = drafts.find((d, i) => drafts.findIndex((o) => o.name === d.name) !== i);
  if (dup) throw new ApiError("invalid_request", `the name ${dup.name} appears twice in one request`);
  await refuseKeyReplacing(c, drafts);

  const services = buildServices(c.env);
  const catalog = new D1Catalog(c.env.DB);
  // Vectors first (ids are derived from names): if embedding fails, the catalog is untouched; a
  // vector whose D1 write then fails is ignored by searchSchemas, which only returns catalog rows.
  const now = new Date().toISOString();
  const provisional: ApiEntry[] = await Promise.all(
    drafts.map(async (d) => ({ ...d, id: await apiIdFor(d.name), created_at: now })),
  );
  try {
    await indexSchemas(provisional, services);
  } catch (e) {
    throw new ApiError("upstream_error", `the API schemas could not be embedded: ${String(e)}`);
  }
  const stored = await catalog.upsert(drafts);
  return c.json({
    apis: stored.map((e) => ({ id: e.id, name: e.name })),
    ...(skipped && skipped.length > 0 ? { skipped } : {}),
  });
});

apis.get("/", readAuth, async (c) => {
  const packParam = c.req.query("pack");
  await seedIfConfigured(c.env);
  const list = await new D1Catalog(c.env.DB).list(packParam === undefined ? undefined : parseWith(pack, packParam));
  // Entries hold a secret's NAME at most; no secret value is ever stored, so there is nothing to redact.
  return c.json({ apis: list });
});

apis.get("/:id", readAuth, async (c) => {
  const entry = await new D1Catalog(c.env.DB).get(c.req.param("id"));
  if (!entry) throw new ApiError("not_found", `no API with id ${c.req.param("id")}`);
  return c.json(entry);
});

apis.delete("/:id", requireAdmin, async (c) => {
  const id = c.req.param("id");
  if (!(await new D1Catalog(c.env.DB).delete(id))) throw new ApiError("not_found", `no API with id ${id}`);
  await removeSchemas([id], buildServices(c.env));
  return c.json({ id, deleted: true });
});

type ParsedEntry = z.infer<ReturnType<typeof entrySchema>>;

function toDraft(e: ParsedEntry): ApiDraft {
  const draft: ApiDraft = {
    name: e.name,
    description: e.description,
    parameters: e.parameters as JsonSchemaObject,
    endpoint: { method: e.endpoint.method, url: e.endpoint.url },
  };
  if (e.endpoint.auth_secret) draft.endpoint.auth_secret = e.endpoint.auth_secret;
  if (e.endpoint.internal) draft.endpoint.internal = true;
  if (e.pack) draft.pack = e.pack;
  return draft;
}

/** A write key may add APIs but never replace one in place: that needs the admin token (or open writes). */
async function refuseKeyReplacing(c: Context<AppEnv>, drafts: ApiDraft[]): Promise<void> {
  if ((await principalFor(c)).kind !== "key") return;
  const existing = await new D1Catalog(c.env.DB).getByNames(drafts.map((d) => d.name));
  if (existing.length > 0) {
    throw new ApiError("forbidden", `replacing the existing API ${existing[0]!.name} needs the admin token`, {
      name: existing[0]!.name,
    });
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "its host";
  }
}
