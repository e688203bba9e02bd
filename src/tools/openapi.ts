import { ApiError } from "../errors";
import { isRecord } from "../json";
import type { ApiDraft } from "../stores/d1-catalog";
import type { JsonSchemaObject } from "./types";

type Obj = Record<string, unknown>;

export interface OpenApiOptions {
  /** Replaces `servers[0].url` (e.g. CRAG_API_BASE_URL pointing at a mock server). */
  baseUrl?: string;
  pack?: string;
}

export interface OpenApiImport {
  drafts: ApiDraft[];
  /** Operations not imported, with why (other HTTP methods, non-JSON bodies). */
  skipped: { operation: string; reason: string }[];
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const MAX_NAME = 64;
const MAX_DESCRIPTION = 2000;

/**
 * An OpenAPI 3.x document → one catalog draft per GET/POST operation. Path and query parameters
 * (and, for POST, a JSON request body's object properties) become one object schema; header and
 * cookie parameters are left out, since credentials come from `auth_secret`. On POST, query
 * parameters are marked `"x-in": "query"` so the executor sends them in the URL, not the body.
 * Local `$ref`s are inlined (cycles cut to `{}`), so the stored schema stands alone.
 */
export function fromOpenApi(doc: unknown, options: OpenApiOptions = {}): OpenApiImport {
  if (!isRecord(doc)) throw invalid("openapi must be an OpenAPI 3.x document (a JSON object)");
  if (typeof doc.swagger === "string")
    throw invalid(`Swagger ${doc.swagger} documents are not supported; convert to OpenAPI 3.x first`);
  if (typeof doc.openapi !== "string" || !/^3\.\d+(\.\d+)?/.test(doc.openapi)) {
    throw invalid(`openapi: only OpenAPI 3.x documents are supported (got ${JSON.stringify(doc.openapi ?? null)})`);
  }
  if (!isRecord(doc.paths)) throw invalid("openapi.paths must be an object");

  const out: OpenApiImport = { drafts: [], skipped: [] };
  const names = new Set<string>();
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = deref(doc, rawItem);
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isRecord(op)) continue;
      const label = `${method.toUpperCase()} ${path}`;
      if (method !== "get" && method !== "post") {
        out.skipped.push({ operation: label, reason: "only GET and POST operations are imported" });
        continue;
      }
      const params = parametersOf(doc, item, op, method, label);
      if (typeof params === "string") {
        out.skipped.push({ operation: label, reason: params });
        continue;
      }
      const server = options.baseUrl ?? serverUrl(op.servers ?? item.servers ?? doc.servers);
      if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(server)) {
        throw invalid(
          `${label}: the server URL ${JSON.stringify(server)} is not absolute; give servers[0].url or base_url`,
        );
      }
      const name = uniqueName(operationName(op.operationId, method, path), names);
      const text = [op.summary, op.description]
        .filter((s): s is string => typeof s === "string" && s.trim() !== "")
        .map((s) => s.trim());
      const draft: ApiDraft = {
        name,
        description: (text.join(". ") || label).slice(0, MAX_DESCRIPTION),
        parameters: params,
        endpoint: { method: method === "get" ? "GET" : "POST", url: server.replace(/\/+$/, "") + path },
      };
      if (options.pack) draft.pack = options.pack;
      out.drafts.push(draft);
    }
  }
  return out;
}

function parametersOf(doc: Obj, item: Obj, op: Obj, method: string, label: string): JsonSchemaObject | string {
  const properties: Record<string, Record<string, unknown>> = {};
  const required = new Set<string>();
  // Operation-level parameters override path-level ones with the same name and location.
  const merged = new Map<string, Obj>();
  for (const raw of [...asArray(item.parameters), ...asArray(op.parameters)]) {
    const p = deref(doc, raw);
    if (isRecord(p) && typeof p.name === "string" && typeof p.in === "string") merged.set(`${p.in}:${p.name}`, p);
  }
  for (const p of merged.values()) {
    if (p.in !== "path" && p.in !== "query") continue;
    const name = p.name as string;
    const schema = { ...(isRecord(p.schema) ? (deref(doc, p.schema) as Obj) : { type: "string" }) };
    if (typeof p.description === "string" && schema.description === undefined) schema.description = p.description;
    if (p.in === "query" && method === "post") schema["x-in"] = "query";
    properties[name] = schema;
    if (p.in === "path" || p.required === true) required.add(name);
  }
  if (method === "post" && op.requestBody !== undefined) {
    const body = deref(doc, op.requestBody);
    const content = isRecord(body) && isRecord(body.content) ? body.content : {};
    const jsonType = Object.keys(content).find((t) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(t) || t === "*/*");
    if (!jsonType) return `${label}: the request body is not JSON`;
    const media = content[jsonType];
    const schema = isRecord(media) ? deref(doc, media.schema) : undefined;
    if (!isRecord(schema) || !isRecord(schema.properties) || (schema.type !== undefined && schema.type !== "object")) {
      return `${label}: the JSON request body is not an object schema`;
    }
    for (const [key, prop] of Object.entries(schema.properties)) {
      if (key in properties || !isRecord(prop)) continue; // a URL parameter of the same name wins
      properties[key] = prop;
      if (Array.isArray(schema.required) && schema.required.includes(key)) required.add(key);
    }
  }
  return { type: "object", properties, required: [...required] };
}

// Shared refs expand once per use: a few kilobytes of nested shared refs can grow exponentially,
// so each expansion has a node budget far above any schema that fits the 16 KB cap.
const MAX_DEREF_NODES = 20_000;
/** How deep an expanded schema may nest (refs inlined): past it the document is a 400, not a stack overflow. */
export const MAX_SCHEMA_DEPTH = 32;

/** Inlines local `$ref`s; a ref already being expanded (a cycle) or a remote one becomes `{}`. */
function deref(
  doc: Obj,
  value: unknown,
  active: string[] = [],
  budget = { left: MAX_DEREF_NODES },
  depth = 0,
): unknown {
  if (--budget.left < 0) {
    throw new ApiError(
      "invalid_request",
      `the OpenAPI document's $refs expand to more than ${MAX_DEREF_NODES} schema nodes`,
    );
  }
  if (depth > MAX_SCHEMA_DEPTH) {
    throw new ApiError(
      "invalid_request",
      `a schema in the OpenAPI document nests more than ${MAX_SCHEMA_DEPTH} levels deep (refs expanded)`,
    );
  }
  if (Array.isArray(value)) return value.map((v) => deref(doc, v, active, budget, depth + 1));
  if (!isRecord(value)) return value;
  if (typeof value.$ref === "string") {
    const ref = value.$ref;
    if (!ref.startsWith("#/") || active.includes(ref)) return {};
    return deref(doc, pointer(doc, ref), [...active, ref], budget, depth + 1);
  }
  return toJsonSchema(
    Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deref(doc, v, active, budget, depth + 1)])),
  );
}

/**
 * OpenAPI 3.0 schema dialect → JSON Schema 2020-12 where the two disagree: boolean
 * `exclusiveMinimum`/`exclusiveMaximum` and `nullable` (a validator would misread both).
 */
function toJsonSchema(s: Obj): Obj {
  for (const [flag, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    if (typeof s[flag] !== "boolean") continue;
    if (s[flag] === true && typeof s[bound] === "number") {
      s[flag] = s[bound];
      delete s[bound];
    } else delete s[flag];
  }
  if (s.nullable === true && typeof s.type === "string") s.type = [s.type, "null"];
  if (typeof s.nullable === "boolean") delete s.nullable;
  return s;
}

function pointer(doc: Obj, ref: string): unknown {
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = isRecord(node) ? node[key] : undefined;
  }
  return node ?? {};
}

/** servers[0].url with its variables at their defaults. */
function serverUrl(servers: unknown): string {
  const first = Array.isArray(servers) && isRecord(servers[0]) ? servers[0] : undefined;
  const url = typeof first?.url === "string" ? first.url : "/";
  const vars = isRecord(first?.variables) ? first.variables : {};
  return url.replace(/\{([^}]+)\}/g, (whole, v: string) => {
    const spec = vars[v];
    return isRecord(spec) && typeof spec.default === "string" ? spec.default : whole;
  });
}

/** operationId sanitised to [A-Za-z0-9_], or method_path when there is none. */
export function operationName(operationId: unknown, method: string, path: string): string {
  const raw = typeof operationId === "string" && operationId.trim() ? operationId : `${method}_${path}`;
  let name = raw
    .replace(/[^A-Za-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!/^[A-Za-z_]/.test(name)) name = `op_${name}`;
  return name.slice(0, MAX_NAME);
}

function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base.slice(0, MAX_NAME - String(n).length - 1)}_${n}`;
  taken.add(name);
  return name;
}

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

function invalid(message: string): ApiError {
  return new ApiError("invalid_request", message);
}
